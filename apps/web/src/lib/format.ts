import type { Language } from "../i18n/i18n";

const LOCALES: Record<Language, string> = { en: "en-AE", ar: "ar-AE" };

/** AED amounts in the page's language, through Intl (ARCHITECTURE.md, Data). */
export function formatPrice(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: "AED",
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
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
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: "UTC",
    weekday: style === "long" ? "long" : "short",
    day: "numeric",
    month: style === "long" ? "long" : "short",
    year: "numeric",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
