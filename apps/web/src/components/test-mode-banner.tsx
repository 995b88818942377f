import { useTranslation } from "react-i18next";
import { usePaymentKey } from "../api/get-payment-key";

/**
 * Says on every page when the site runs on the sandbox card processor, which confirms bookings
 * without taking money (docs/decisions/011-hardening.md). It shares the payment page's query, so
 * the answer is fetched once.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const { data } = usePaymentKey();
  if (data?.provider !== "sandbox") return null;
  return (
    <aside
      aria-label={t("testMode.label")}
      className="bg-dune-900 px-4 py-1.5 text-center text-sm font-medium text-sand-50"
    >
      <p>{t("testMode.notice")}</p>
    </aside>
  );
}
