import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { setLanguage, toLanguage } from "../i18n/i18n";

/**
 * One button that switches to the other language (English <-> Arabic). The address says the new
 * language too (`?lang=`), so a reload, a bookmark or a shared link opens the page as it is read
 * now; the cookie keeps it for pages opened without one.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const next = toLanguage(i18n.language) === "ar" ? "en" : "ar";

  async function switchLanguage() {
    await setLanguage(next);
    const search = new URLSearchParams(location.search);
    search.set("lang", next);
    await navigate(
      { pathname: location.pathname, search: `?${search}`, hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }

  return (
    <button
      type="button"
      onClick={() => void switchLanguage()}
      className="rounded-full border border-dune-700 px-3 py-1 text-sm font-medium text-dune-800 hover:bg-sand-100"
    >
      {/* "Language:" is read in the page's language, the other language's name in its own. */}
      <span className="sr-only">{t("nav.language")}: </span>
      <span lang={next}>{t("nav.switchTo")}</span>
    </button>
  );
}
