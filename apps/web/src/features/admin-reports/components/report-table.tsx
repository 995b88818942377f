import type { OccupancyReportWire, ReportFiguresWire } from "@camp/shared/rates/report-schemas";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Maybe, useFigureFormat } from "./figure-format";
import { periodLabel } from "./period-label";

type Row = { key: string; label: string; figures: ReportFiguresWire; isAll: boolean };

const padding = "px-2 py-2 lg:px-3";
const cellClass = `${padding} text-end tabular-nums`;

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

/**
 * A period's rows: with several unit types, one per type and one for them all under the period's
 * name; with one unit type (named in the caption), one row named by the period.
 */
function PeriodRows({ label, rows, isMany }: { label: string; rows: Row[]; isMany: boolean }) {
  if (!isMany) {
    return rows.map((row) => (
      <tr key={row.key}>
        <th scope="row" className={`${padding} text-start font-semibold whitespace-nowrap`}>
          {label}
        </th>
        <FigureCells figures={row.figures} />
      </tr>
    ));
  }
  return rows.map((row, index) => (
    <tr key={row.key} className={row.isAll ? "bg-sand-50 font-semibold" : undefined}>
      {index === 0 && (
        <th
          scope="rowgroup"
          rowSpan={rows.length}
          className={`${padding} text-start align-top font-semibold whitespace-nowrap`}
        >
          {label}
        </th>
      )}
      <th scope="row" className={`${padding} text-start font-medium whitespace-nowrap`}>
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
        <caption id={captionId} className={`${padding} text-start font-semibold`}>
          {report.unitType
            ? t("adminReports.table.captionOne", {
                unit: t(`adminReports.unit.${report.unitType}`),
              })
            : t("adminReports.table.caption")}
          <span className="sr-only"> {t("adminReports.table.scroll")}</span>
        </caption>
        <thead className="border-b border-sand-200 bg-sand-100">
          <tr>
            <th scope="col" className={`${padding} text-start`}>
              {t("adminReports.table.period")}
            </th>
            {isMany && (
              <th scope="col" className={`${padding} text-start`}>
                {t("adminReports.table.unitType")}
              </th>
            )}
            {columns.map((column) => (
              <th key={column} scope="col" className={`${padding} text-end`}>
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
              isMany={isMany}
            />
          </tbody>
        ))}
        <tfoot className="border-t-2 border-dune-800 font-semibold">
          <PeriodRows
            label={t("adminReports.table.total")}
            rows={rowsOf("total", report.total.units, report.total.all)}
            isMany={isMany}
          />
        </tfoot>
      </table>
    </section>
  );
}
