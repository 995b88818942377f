import { useTranslation } from "react-i18next";
import { SessionsSection } from "../../features/account/components/sessions-section";
import { SecurityPage } from "../../features/account-security/components/security-page";
import { usePageTitle } from "../page-title";

/**
 * /admin/security: a member of staff's own second factors and sessions, open to every role (and
 * the only console page until a required second factor is set up).
 */
export default function AdminSecurityPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("accountSecurity.title"));
  return (
    <>
      <SecurityPage />
      <SessionsSection className="mt-8 max-w-3xl" />
    </>
  );
}
