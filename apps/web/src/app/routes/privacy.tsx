import { useTranslation } from "react-i18next";
import { LegalPage } from "../../features/legal/components/legal-page";
import { privacy } from "../../features/legal/content/privacy";
import { usePageTitle } from "../page-title";

/** /privacy: the Privacy notice (decision 031), linked from the footer and sign-up. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const title = t("footer.privacy");
  const summary = t("legal.privacySummary");
  usePageTitle(title, summary);
  return <LegalPage title={title} summary={summary} documents={privacy} />;
}

export default PrivacyPage;
