import { inWeekOrder } from "@camp/shared/rates/weekend-days";
import type { Language } from "../i18n/i18n";

const LOCALES: Record<Language, string> = { en: "en-AE", ar: "ar-AE" };
/** 2023-01-01 was a Sunday: day `n` (0 Sunday ... 6 Saturday) is `n` days after it. */
const SUNDAY = Date.UTC(2023, 0, 1);

/** A day of the week by its number (0 Sunday ... 6 Saturday): "Friday", "الجمعة". */
export function weekDayName(day: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: "long", timeZone: "UTC" }).format(
    new Date(SUNDAY + day * 24 * 60 * 60_000),
  );
}

/**
 * Days of the week, Monday first, as one list in words: "Friday and Saturday", "الجمعة والسبت";
 * as alternatives ("Saturday or Sunday", "السبت أو الأحد") for a check-in on any one of them.
 */
export function formatWeekDays(
  days: readonly number[],
  language: Language,
  type: "conjunction" | "disjunction" = "conjunction",
): string {
  return new Intl.ListFormat(LOCALES[language], { style: "long", type }).format(
    inWeekOrder(days).map((day) => weekDayName(day, language)),
  );
}
