import { useTranslation } from "react-i18next";
import { setLanguage, toLanguage } from "../i18n/i18n";

/** One button that switches to the other language (English <-> Arabic). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const next = toLanguage(i18n.language) === "ar" ? "en" : "ar";
  return (
    <button
      type="button"
      lang={next}
      onClick={() => void setLanguage(next)}
      className="rounded-full border border-dune-700 px-3 py-1 text-sm font-medium text-dune-800 hover:bg-sand-100"
      aria-label={`${t("nav.language")}: ${t("nav.switchTo")}`}
    >
      {t("nav.switchTo")}
    </button>
  );
}
