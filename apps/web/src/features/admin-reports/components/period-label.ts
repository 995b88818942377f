import { periodOf, type ReportGroupBy } from "@camp/shared/rates/occupancy-report";
import type { Language } from "../../../i18n/i18n";
import { formatMonth, formatShortDayMonth, formatStayDate } from "../../../lib/format";

type Period = { start: string; end: string };

/**
 * A period as the table names it: the night ("Tue, 1 Dec 2026"), the month ("December 2026"), or
 * the nights it covers ("30 Nov – 6 Dec"), which a week always is and a month cut by the range too.
 */
export function periodLabel(period: Period, groupBy: ReportGroupBy, language: Language): string {
  if (groupBy === "day") return formatStayDate(period.start, language);
  const whole = periodOf(period.start, groupBy);
  if (groupBy === "month" && whole.start === period.start && whole.end === period.end) {
    return formatMonth(period.start, language);
  }
  if (period.start === period.end) return formatShortDayMonth(period.start, language);
  return `${formatShortDayMonth(period.start, language)} – ${formatShortDayMonth(period.end, language)}`;
}

/** A period as a chart's axis names it, shorter: "1 Dec", "30 Nov", "December 2026". */
export function periodAxisLabel(period: Period, groupBy: ReportGroupBy, language: Language) {
  if (groupBy === "month") return formatMonth(period.start, language);
  return formatShortDayMonth(period.start, language);
}
