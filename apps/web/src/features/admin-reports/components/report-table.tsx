import type { OccupancyReportWire, ReportFiguresWire } from "@camp/shared/rates/report-schemas";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Maybe, useFigureFormat } from "./figure-format";
import { periodLabel } from "./period-label";

type Row = { key: string; label: string; figures: ReportFiguresWire; isAll: boolean };

const cellClass = "px-3 py-2 text-end tabular-nums";

function FigureCells({ figures }: { figures: ReportFiguresWire }) {
  const format = useFigureFormat();
  return (
    <>
      <td className={cellClass}>{format.count(figures.available)}</td>
      <td className={cellClass}>{format.count(figures.sold)}</td>
      <td className={cellClass}>{format.count(figures.closed)}</td>
      <td className={cellClass}>
        <Maybe value={figures.occupancy} format={format.percent} />
      </td>
      <td className={cellClass}>{format.money(figures.revenue)}</td>
      <td className={cellClass}>
        <Maybe value={figures.adr} format={format.money} />
      </td>
      <td className={cellClass}>
        <Maybe value={figures.revpar} format={format.money} />
      </td>
      <td className={cellClass}>{format.count(figures.pending)}</td>
    </>
  );
}

/** A period's rows: one per unit type, then all of them together when there are several. */
function PeriodRows({ label, rows }: { label: string; rows: Row[] }) {
  return rows.map((row, index) => (
    <tr key={row.key} className={row.isAll ? "bg-sand-50 font-semibold" : undefined}>
      {index === 0 && (
        <th
          scope="rowgroup"
          rowSpan={rows.length}
          className="px-3 py-2 text-start align-top font-semibold whitespace-nowrap"
        >
          {label}
        </th>
      )}
      <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap">
        {row.label}
      </th>
      <FigureCells figures={row.figures} />
    </tr>
  ));
}

/**
 * Every period's figures per unit type, and the whole range's at the foot. It scrolls sideways
 * inside its own region on a narrow screen (focusable, so a keyboard can scroll it too).
 */
export function ReportTable({ report }: { report: OccupancyReportWire }) {
  const { t } = useTranslation();
  const { language } = useFigureFormat();
  const captionId = useId();
  const isMany = report.unitType === null;
  const rowsOf = (
    key: string,
    units: OccupancyReportWire["total"]["units"],
    all: ReportFiguresWire,
  ) => [
    ...units.map((unit) => ({
      key: `${key}-${unit.unitType}`,
      label: t(`adminReports.unit.${unit.unitType}`),
      figures: unit,
      isAll: false,
    })),
    ...(isMany
      ? [{ key: `${key}-all`, label: t("adminReports.unit.all"), figures: all, isAll: true }]
      : []),
  ];
  const columns = [
    t("adminReports.figures.available"),
    t("adminReports.figures.sold"),
    t("adminReports.figures.closed"),
    t("adminReports.figures.occupancy"),
    t("adminReports.figures.revenue"),
    t("adminReports.figures.adr"),
    t("adminReports.figures.revpar"),
    t("adminReports.figures.pending"),
  ];
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-sand-200 bg-white"
    >
      <table className="min-w-full text-sm text-dune-900">
        <caption id={captionId} className="px-3 py-2 text-start font-semibold">
          {t("adminReports.table.caption")}
          <span className="sr-only"> {t("adminReports.table.scroll")}</span>
        </caption>
        <thead className="border-b border-sand-200 bg-sand-100">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {t("adminReports.table.period")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("adminReports.table.unitType")}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-end">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {report.periods.map((period) => (
          <tbody key={period.start} className="border-b border-sand-200">
            <PeriodRows
              label={periodLabel(period, report.groupBy, language)}
              rows={rowsOf(period.start, period.units, period.all)}
            />
          </tbody>
        ))}
        <tfoot className="border-t-2 border-dune-800">
          <PeriodRows
            label={t("adminReports.table.total")}
            rows={rowsOf("total", report.total.units, report.total.all)}
          />
        </tfoot>
      </table>
    </section>
  );
}
