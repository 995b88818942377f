import { paymentKeyResponseSchema } from "@camp/shared/booking/booking-api";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../lib/api-client";

/**
 * Says on every page when the site runs on the sandbox card processor, which confirms bookings
 * without taking money (docs/decisions/011-hardening.md). It asks the same endpoint, under the same
 * query key, as the payment page, so the answer is fetched once.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ["payment", "key"],
    queryFn: () => apiRequest("/payment/stripeapikey", { schema: paymentKeyResponseSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
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
