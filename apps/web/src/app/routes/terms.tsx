import { useTranslation } from "react-i18next";
import { LegalPage } from "../../features/legal/components/legal-page";
import { terms } from "../../features/legal/content/terms";
import { usePageTitle } from "../page-title";

/** /terms: the Terms of booking (decision 031), linked from the footer, sign-up and the payment page. */
export function TermsPage() {
  const { t } = useTranslation();
  const title = t("footer.terms");
  const summary = t("legal.termsSummary");
  usePageTitle(title, summary);
  return <LegalPage title={title} summary={summary} documents={terms} />;
}

export default TermsPage;
