import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { site } from "../../../config/site";
import { AuthCard } from "./auth-card";

const contactLinkClass =
  "font-semibold text-dune-700 underline underline-offset-4 hover:text-dune-900 break-all";

/**
 * /forgot-password: says honestly that there is no email reset yet (it comes with the operator
 * console) and how to get back in today: the resort's team, by email or phone.
 */
export function ForgotPassword() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("forgotpage.title")}>
      <div className="space-y-4 text-dune-900">
        <p>{t("forgotpage.notYet")}</p>
        <p>{t("forgotpage.contactIntro")}</p>
        <dl className="space-y-3 rounded-xl bg-sand-50 p-4">
          <div>
            <dt className="text-sm font-medium text-dune-800">{t("forgotpage.emailLabel")}</dt>
            <dd>
              <a href={`mailto:${site.email}`} dir="ltr" className={contactLinkClass}>
                {site.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-dune-800">{t("forgotpage.phoneLabel")}</dt>
            <dd>
              <a href={site.phoneHref} dir="ltr" className={contactLinkClass}>
                {site.phone}
              </a>
            </dd>
          </div>
        </dl>
        <p className="text-sm text-dune-800">{t("forgotpage.bookingsSafe")}</p>
      </div>
      <Link
        to={paths.login}
        className="mt-6 block rounded-full bg-dune-800 px-6 py-3 text-center font-semibold text-white hover:bg-dune-700"
      >
        {t("forgotpage.backToLogin")}
      </Link>
      <p className="mt-6 text-center text-sm text-dune-800">
        {t("forgotpage.noAccount")}{" "}
        <Link
          to={paths.register}
          className="font-semibold text-dune-700 underline underline-offset-4"
        >
          {t("forgotpage.registerLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
