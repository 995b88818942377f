import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets the document title ("{page} | {site}") and meta description in the current language. */
export function usePageTitle(title: string, description?: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t("site.name")}`;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, t]);
}
