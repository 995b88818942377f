import { RESORT_TIME_ZONE } from "@camp/shared/dates/resort-dates";
import type { Language } from "../i18n/i18n";
import { nextTask } from "./next-task";
import { intlWarm } from "./warm-up-intl";

const LOCALES: Record<Language, string> = { en: "en-AE", ar: "ar-AE" };

/**
 * One formatter per language and style, made on first use: building an `Intl` formatter costs far
 * more than formatting with one, and a booking page shows dozens of prices (a new formatter per
 * price was the largest piece of its first render on a phone).
 */
function cached<A extends (string | number)[], F>(make: (...args: A) => F) {
  const formatters = new Map<string, F>();
  return (...args: A): F => {
    const key = args.join(":");
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = make(...args);
      formatters.set(key, formatter);
    }
    return formatter;
  };
}

const priceFormat = cached(
  (language: Language, fractionDigits: number) =>
    new Intl.NumberFormat(LOCALES[language], {
      style: "currency",
      currency: "AED",
      maximumFractionDigits: fractionDigits,
    }),
);
const numberFormat = cached((language: Language) => new Intl.NumberFormat(LOCALES[language]));
const durationFormat = cached(
  (language: Language, unit: "second" | "minute") =>
    new Intl.NumberFormat(LOCALES[language], { style: "unit", unit, unitDisplay: "long" }),
);
const stayDateFormat = cached(
  (language: Language, style: "short" | "long") =>
    new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: "UTC",
      weekday: style,
      day: "numeric",
      month: style,
      year: "numeric",
    }),
);
const resortInstantFormat = cached(
  (language: Language, precision: "minute" | "second") =>
    new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: RESORT_TIME_ZONE,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      ...(precision === "second" ? { second: "2-digit" } : {}),
    }),
);
const resortTimeFormat = cached(
  (language: Language) =>
    new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: RESORT_TIME_ZONE,
      hour: "numeric",
      minute: "2-digit",
    }),
);
const percentFormat = cached(
  (language: Language) =>
    new Intl.NumberFormat(LOCALES[language], { style: "percent", maximumFractionDigits: 1 }),
);
const monthFormat = cached(
  (language: Language) =>
    new Intl.DateTimeFormat(LOCALES[language], { timeZone: "UTC", month: "long", year: "numeric" }),
);
const shortDayMonthFormat = cached(
  (language: Language) =>
    new Intl.DateTimeFormat(LOCALES[language], { timeZone: "UTC", day: "numeric", month: "short" }),
);
const calendarDayFormat = cached(
  (language: Language) => new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "full" }),
);

/** AED amounts in the page's language, through Intl (ARCHITECTURE.md, Data). */
export function formatPrice(amount: number, language: Language): string {
  return priceFormat(language, Number.isInteger(amount) ? 0 : 2).format(amount);
}

export function formatNumber(value: number, language: Language): string {
  return numberFormat(language).format(value);
}

/** A percentage given as 0-100 ("62.5" -> "62.5%", "٦٢٫٥٪"). */
export function formatPercent(percent: number, language: Language): string {
  return percentFormat(language).format(percent / 100);
}

/** A calendar month of a stay date (YYYY-MM-DD): "December 2026", "ديسمبر 2026". */
export function formatMonth(isoDate: string, language: Language): string {
  return monthFormat(language).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A stay date as a chart's axis reads it: "1 Dec", "1 ديسمبر". */
export function formatShortDayMonth(isoDate: string, language: Language): string {
  return shortDayMonthFormat(language).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A wait of `seconds` as a guest reads it: "30 seconds", or whole minutes rounded up past a minute
 * ("5 minutes"); Intl picks each language's plural ("دقيقتان", "5 دقائق").
 */
export function formatWait(seconds: number, language: Language): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return durationFormat(language, "second").format(whole);
  return durationFormat(language, "minute").format(Math.ceil(whole / 60));
}

/**
 * A stay date (YYYY-MM-DD, a calendar date in Dubai) in the page's language. Read as midnight UTC
 * and formatted in UTC, so no time zone of the browser can move it to another day.
 */
export function formatStayDate(
  isoDate: string,
  language: Language,
  style: "short" | "long" = "short",
): string {
  return stayDateFormat(language, style).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * An instant (ISO) as the resort's clock shows it, with the date spelled as stay dates are: "Sun,
 * 13 Dec 2026, 2:00 PM", "الأحد، 13 ديسمبر 2026، 2:00 م" (Arabic's medium date style would give
 * "13/12/2026").
 */
export function formatResortInstant(
  iso: string,
  language: Language,
  precision: "minute" | "second" = "minute",
): string {
  return resortInstantFormat(language, precision).format(new Date(iso));
}

/** An instant's time of day on the resort's clock, for today's deadlines: "2:45 PM", "2:45 م". */
export function formatResortTime(iso: string, language: Language): string {
  return resortTimeFormat(language).format(new Date(iso));
}

/** A date picker's day (a local date) in full, as a screen reader announces its button. */
export function formatCalendarDay(date: Date, language: Language): string {
  return calendarDayFormat(language).format(date);
}

const dayMonthFormat = cached(
  (language: Language, withYear: number) =>
    new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: "UTC",
      day: "numeric",
      month: "long",
      ...(withYear ? { year: "numeric" } : {}),
    }),
);
const nightRangeFormat = cached(
  (language: Language) =>
    new Intl.DateTimeFormat(LOCALES[language], { timeZone: "UTC", day: "numeric", month: "short" }),
);
const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * A day as a message names it: "31 December", "31 ديسمبر"; with its year when it is not in
 * `thisYear` ("2 January 2028").
 */
export function formatDayMonth(isoDate: string, language: Language, thisYear?: string): string {
  const withYear = thisYear !== undefined && !isoDate.startsWith(`${thisYear}-`);
  return dayMonthFormat(language, withYear ? 1 : 0).format(utcDate(isoDate));
}

/** The nights of a run, first to last: "1 – 4 Dec", "29 Nov – 2 Dec", "1–4 ديسمبر"; one night: "1 Dec". */
export function formatNightRange(from: string, to: string, language: Language): string {
  const format = nightRangeFormat(language);
  return from === to
    ? format.format(utcDate(from))
    : format.formatRange(utcDate(from), utcDate(to));
}

/**
 * A discount, taken off: "−AED 440", with the minus sign rather than a hyphen. In Arabic the sign
 * and the digits are isolated as one left-to-right run, so the minus stays at the digits' left
 * ("د.إ. −440") instead of drifting to their right in a right-to-left line.
 */
export function formatDiscount(amount: number, language: Language): string {
  return withMinusSign(formatPrice(-Math.abs(amount), language));
}

/** A negative amount Intl wrote, with a minus sign kept beside its digits. */
export function withMinusSign(formatted: string): string {
  const digitsFirst = /-(\d[\d,.]*)/;
  return digitsFirst.test(formatted)
    ? formatted.replace(digitsFirst, "\u2066\u2212$1\u2069")
    : formatted.replace("-", "\u2212");
}

const relativeFormat = cached(
  (language: Language) =>
    new Intl.RelativeTimeFormat(LOCALES[language], { numeric: "auto", style: "long" }),
);

/** The largest unit that fits a span, in seconds: "3 hours ago" rather than "180 minutes ago". */
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/**
 * How long ago (or how soon) an instant is, as a person says it: "5 minutes ago", "in 2 hours",
 * "yesterday", "منذ 5 دقائق"; under a minute is "now". Beside the exact time, never instead of it.
 */
export function formatRelativeTime(iso: string, language: Language, now = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  const format = relativeFormat(language);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, "second");
}

/**
 * Makes, one per task, the formatters a booking form first draws with, ahead of it (while its
 * catalogue loads): on a phone, making them took most of the form's first render, one long task
 * (decision 036). Later calls find them made. They are made once the worker that warms `Intl` up
 * has done so (lib/warm-up-intl.ts): the first formatter of a page otherwise costs a phone's main
 * thread 50-200 ms.
 */
export async function prepareFormatters(language: Language): Promise<void> {
  await intlWarm();
  const makers = [
    () => priceFormat(language, 0),
    () => numberFormat(language),
    () => stayDateFormat(language, "short"),
    () => calendarDayFormat(language),
    () => priceFormat(language, 2),
  ];
  for (const make of makers) {
    await nextTask();
    make();
  }
}
