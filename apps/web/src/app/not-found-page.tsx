import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "./page-title";

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.notFound"), t("pages.notFoundText"));
  return (
    <section className="py-16 text-center">
      <h1 className="text-3xl font-bold">{t("pages.notFound")}</h1>
      <p className="mt-4">{t("pages.notFoundText")}</p>
      <Link
        to={paths.home}
        className="mt-6 inline-block rounded-full bg-dune-800 px-5 py-2 text-white"
      >
        {t("pages.backHome")}
      </Link>
    </section>
  );
}
