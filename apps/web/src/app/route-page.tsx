import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "./page-title";

/**
 * The frame a route renders until its own screen is built (the pages come in their own issues):
 * the page's heading in the current language, so every route of spec section 2 already resolves.
 */
export function RoutePage({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title, t("site.tagline"));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">{title}</h1>
    </div>
  );
}
