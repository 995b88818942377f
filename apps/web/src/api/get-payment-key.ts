/** Which card processor is on: read by the payment page and by the site-wide test-mode banner. */
import { paymentKeyResponseSchema } from "@camp/shared/booking/payment-key";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../lib/api-client";

/** GET /api/payment/stripeapikey: which card processor is on (sandbox or Stripe) and its key. */
export function getPaymentKey() {
  return apiRequest("/payment/stripeapikey", { schema: paymentKeyResponseSchema });
}

export function getPaymentKeyQueryOptions() {
  return queryOptions({
    queryKey: ["payment", "key"],
    queryFn: getPaymentKey,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentKey() {
  return useQuery(getPaymentKeyQueryOptions());
}
