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
