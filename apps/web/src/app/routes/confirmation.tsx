import { useTranslation } from "react-i18next";
import { ConfirmationPage } from "../../features/payment/components/confirmation-page";
import { usePageTitle } from "../page-title";

/** /confirmation: the thank-you page, open to everyone (spec section 2). */
export default function ConfirmationRoute() {
  const { t } = useTranslation();
  usePageTitle(t("confirmationpage.title"), t("confirmationpage.text"));
  return <ConfirmationPage />;
}
