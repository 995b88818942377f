import { type QuoteResponse, quoteResponseSchema } from "@camp/shared/booking/booking-api";
import type { QuotePromoInput } from "@camp/shared/rates/promo-schemas";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type ApplyQuotePromoInput = QuotePromoInput & { quoteId: string };

/**
 * POST /api/booking/quote/:quoteId/promo (decision 026): the same stay priced again with the code
 * applied, or without one for null. The answer is a new quote; the old one is let go.
 */
export async function applyQuotePromo(input: ApplyQuotePromoInput): Promise<QuoteResponse["data"]> {
  const body = await apiRequest(`/booking/quote/${encodeURIComponent(input.quoteId)}/promo`, {
    method: "POST",
    body: { promoCode: input.promoCode },
    schema: quoteResponseSchema,
  });
  return body.data;
}

export function useApplyQuotePromo() {
  return useMutation({ mutationFn: applyQuotePromo });
}
