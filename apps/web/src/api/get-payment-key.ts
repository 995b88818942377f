/** Which card processor is on: read by the payment page and by the site-wide test-mode banner. */
import type { PaymentKeyResponse } from "@camp/shared/booking/payment-key";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../lib/api-client";

/**
 * GET /api/payment/stripeapikey: which card processor is on (sandbox or Stripe) and its key. Every
 * page's banner asks, so the answer is not re-checked with zod here (see `apiRequest`'s `schema`).
 */
export function getPaymentKey() {
  return apiRequest<PaymentKeyResponse>("/payment/stripeapikey");
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
