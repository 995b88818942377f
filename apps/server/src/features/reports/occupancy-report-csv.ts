import { unitTypeNames } from "@camp/shared/catalogue/unit-type-names";
import type { RateUnitType } from "@camp/shared/rates/rate-calendar";
import type { OccupancyReportWire, ReportFiguresWire } from "@camp/shared/rates/report-schemas";
import { type CsvCell, toCsv } from "../../lib/csv";

/**
 * The report as a spreadsheet (decision 027): one row per period and unit type, then the period's
 * "All units" row, then the range's totals. Headers and unit names in English, dates as
 * YYYY-MM-DD, amounts in AED with two decimals: a file to sum and sort, not a page to read.
 */

const UNIT_NAMES: Record<RateUnitType, string> = {
  master: unitTypeNames.en.master.one,
  kids: unitTypeNames.en.kids.one,
  camp: unitTypeNames.en.camp.one,
  parking: unitTypeNames.en.parking.one,
};

const HEADER = [
  "Period start",
  "Period end",
  "Unit type",
  "Units x nights",
  "Closed",
  "Available",
  "Sold",
  "Occupancy %",
  "Revenue (AED)",
  "ADR (AED)",
  "RevPAR (AED)",
  "Pending requests (unit-nights)",
  "Pending revenue (AED)",
] as const;

const money = (aed: number | null) => (aed === null ? "" : aed.toFixed(2));

function row(start: string, end: string, unit: string, figures: ReportFiguresWire): CsvCell[] {
  return [
    start,
    end,
    unit,
    figures.capacity,
    figures.closed,
    figures.available,
    figures.sold,
    figures.occupancy === null ? "" : figures.occupancy.toFixed(1),
    money(figures.revenue),
    money(figures.adr),
    money(figures.revpar),
    figures.pending,
    money(figures.pendingRevenue),
  ];
}

export function occupancyReportCsv(report: OccupancyReportWire): string {
  const many = report.unitType === null;
  const rows: CsvCell[][] = [];
  for (const period of report.periods) {
    for (const unit of period.units) {
      rows.push(row(period.start, period.end, UNIT_NAMES[unit.unitType], unit));
    }
    if (many) rows.push(row(period.start, period.end, "All units", period.all));
  }
  for (const unit of report.total.units) {
    rows.push(row(report.from, report.to, `Total: ${UNIT_NAMES[unit.unitType]}`, unit));
  }
  if (many) rows.push(row(report.from, report.to, "Total: all units", report.total.all));
  return toCsv(HEADER, rows);
}

export function occupancyReportFileName(report: OccupancyReportWire): string {
  const unit = report.unitType ? `-${report.unitType}` : "";
  return `occupancy-${report.from}-to-${report.to}-by-${report.groupBy}${unit}.csv`;
}
