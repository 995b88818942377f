import { type QuoteDetail, quoteDetailResponseSchema } from "@camp/shared/booking/booking-api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * GET /api/booking/quote/:quoteId (owner only) for a checked change: the new stay's lines as
 * priced, night by night, with its discount, so the change shows what its new total is made of.
 */
export async function getChangeQuote(quoteId: string): Promise<QuoteDetail> {
  const body = await apiRequest(`/booking/quote/${encodeURIComponent(quoteId)}`, {
    schema: quoteDetailResponseSchema,
  });
  return body.data;
}

export function useChangeQuote(quoteId: string) {
  return useQuery({
    queryKey: ["my-bookings", "change-quote", quoteId],
    queryFn: () => getChangeQuote(quoteId),
  });
}
