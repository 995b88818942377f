import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber, formatPercent, formatPrice } from "../../../lib/format";

/** Counts, AED and percentages in the page's language, as the rest of the console shows them. */
export function useFigureFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return {
    language,
    count: (value: number) => formatNumber(value, language),
    money: (value: number) => formatPrice(value, language),
    percent: (value: number) => formatPercent(value, language),
  };
}

/** A ratio with nothing to divide by (no unit sold or available): a dash, read out in words. */
export function NotApplicable() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("adminReports.figures.notApplicable")}</span>
    </>
  );
}

/** A figure that may be null: formatted, or NotApplicable. */
export function Maybe({ value, format }: { value: number | null; format: (n: number) => string }) {
  return value === null ? <NotApplicable /> : format(value);
}
