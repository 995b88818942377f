import {
  type PayLinkDetail,
  payLinkCompleteResponseSchema,
  payLinkDetailResponseSchema,
  payLinkProcessResponseSchema,
} from "@camp/shared/desk-sales/desk-sales";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client";

/**
 * The payment link's calls (decision 055), open to anyone who has the link: no account, no cookie
 * needed. The token is a path segment, encoded, and goes nowhere but our own API.
 */
const payPath = (token: string) => `/pay/${encodeURIComponent(token)}`;

export const payLinkQueryKey = (token: string) => ["pay-link", token] as const;

/** GET /api/pay/:token: the held stay (state "open"), or "paid"; 410 expired, 404 unknown. */
export async function getPayLink(token: string): Promise<PayLinkDetail> {
  const body = await apiRequest(payPath(token), { schema: payLinkDetailResponseSchema });
  return body.data;
}

/** An answer that asking again cannot change: unknown, expired or withdrawn, or too many calls. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && [400, 404, 410, 429].includes(error.status);

export function usePayLink(token: string) {
  return useQuery(
    queryOptions({
      queryKey: payLinkQueryKey(token),
      queryFn: () => getPayLink(token),
      // Asked afresh on each visit: the link may have been paid or withdrawn meanwhile.
      staleTime: 0,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !isFinal(error) && failures < 2,
    }),
  );
}

/**
 * POST /api/pay/:token/process: the quote's one payment intent (made, or found again), for the
 * card form to confirm. The hold is the link's own; this never extends it.
 */
export function processPayLink(token: string, language: "en" | "ar", policyShown: boolean) {
  return apiRequest(`${payPath(token)}/process`, {
    method: "POST",
    body: policyShown ? { policyShown: { language } } : {},
    schema: payLinkProcessResponseSchema,
  });
}

/** POST /api/pay/:token/complete: books the paid intent (exactly once; a repeat answers the same). */
export async function completePayLink(token: string, paymentInfo: { id: string; status: string }) {
  const body = await apiRequest(`${payPath(token)}/complete`, {
    method: "POST",
    body: { paymentInfo },
    schema: payLinkCompleteResponseSchema,
  });
  return body.data;
}
