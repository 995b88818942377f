import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets the document title in the current language: "{page} | {site}". */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t("site.name")}`;
  }, [title, t]);
}
