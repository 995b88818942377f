import { useTranslation } from "react-i18next";
import { PaymentLinkPanel } from "../../features/admin-new-booking/components/payment-link-panel";
import { PaymentLinksPage } from "../../features/admin-payment-links/components/payment-links-page";
import { usePageTitle } from "../page-title";

export default function AdminPaymentLinksPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminPaymentLinks.title"));
  // The link's panel belongs to New booking; the route joins the two features.
  return <PaymentLinksPage paymentLinkPanel={(props) => <PaymentLinkPanel {...props} />} />;
}
