import { useTranslation } from "react-i18next";
import { usePageTitle } from "../page-title";

/**
 * /admin/security: a member of staff's own second factors and sessions, open to every role (and
 * the only console page until a required second factor is set up).
 */
export default function AdminSecurityPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminConsole.nav.security"));
  return <h1 className="text-2xl font-bold text-dune-900">{t("adminConsole.nav.security")}</h1>;
}
