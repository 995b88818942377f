import type { RateUnitType } from "@camp/shared/rates/rate-calendar";
import type { OccupancyReportWire } from "@camp/shared/rates/report-schemas";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useFigureFormat } from "./figure-format";
import { periodAxisLabel } from "./period-label";

/**
 * Occupancy and revenue over time, where a chart reads better than the table (decision 027:
 * Recharts, loaded with this page only). In Arabic time runs right to left and the value axis
 * stands on the right. The table under the charts has every figure for screen readers.
 */

export const UNIT_COLOURS: Record<RateUnitType, string> = {
  master: "#6e3a1b",
  kids: "#0369a1",
  camp: "#15803d",
  parking: "#b45309",
};

function ChartFigure({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <figure className="rounded-xl border border-sand-200 bg-white p-4">
      <figcaption className="font-semibold text-dune-900">
        {title} <span className="sr-only">{t("adminReports.charts.note")}</span>
      </figcaption>
      <div className="mt-2 h-64" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export default function ReportCharts({ report }: { report: OccupancyReportWire }) {
  const { t, i18n } = useTranslation();
  const format = useFigureFormat();
  const isRtl = i18n.dir(i18n.language) === "rtl";
  const unitTypes = report.total.units.map((unit) => unit.unitType);
  const rows = report.periods.map((period) => ({
    label: periodAxisLabel(period, report.groupBy, format.language),
    ...Object.fromEntries(
      period.units.flatMap((unit) => [
        [`occupancy_${unit.unitType}`, unit.occupancy ?? 0],
        [`revenue_${unit.unitType}`, unit.revenue],
      ]),
    ),
  }));
  const xAxis = <XAxis dataKey="label" reversed={isRtl} tick={{ fontSize: 12 }} minTickGap={8} />;
  const yAxis = (tickFormatter: (value: number) => string) => (
    <YAxis
      orientation={isRtl ? "right" : "left"}
      tickFormatter={tickFormatter}
      tick={{ fontSize: 12 }}
      width={80}
    />
  );
  const name = (unitType: RateUnitType) => t(`adminReports.unit.${unitType}`);
  const tooltip = (valueFormat: (value: number) => string) => (
    <Tooltip formatter={(value) => valueFormat(Number(value))} />
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure title={t("adminReports.charts.occupancy")}>
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e8d5b5" />
          {xAxis}
          {yAxis(format.percent)}
          {tooltip(format.percent)}
          <Legend itemSorter={null} />
          {unitTypes.map((unitType) => (
            <Line
              key={unitType}
              type="linear"
              dataKey={`occupancy_${unitType}`}
              name={name(unitType)}
              stroke={UNIT_COLOURS[unitType]}
              strokeWidth={2}
              dot={rows.length <= 31}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ChartFigure>
      <ChartFigure title={t("adminReports.charts.revenue")}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e8d5b5" />
          {xAxis}
          {yAxis(format.money)}
          {tooltip(format.money)}
          <Legend itemSorter={null} />
          {unitTypes.map((unitType) => (
            <Bar
              key={unitType}
              dataKey={`revenue_${unitType}`}
              name={name(unitType)}
              stackId="revenue"
              fill={UNIT_COLOURS[unitType]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartFigure>
    </div>
  );
}
