import { useTranslation } from "react-i18next";
import { PaymentPage } from "../../features/payment/components/payment-page";
import { usePageTitle } from "../page-title";
import { RequireAuth } from "../require-auth";

/** /payment?quote=<quoteId>: signed-in guests only (spec sections 2 and 6). */
export default function PaymentRoute() {
  const { t } = useTranslation();
  usePageTitle(t("paymentpage.title"), t("paymentpage.description"));
  return (
    <RequireAuth>
      <PaymentPage />
    </RequireAuth>
  );
}
