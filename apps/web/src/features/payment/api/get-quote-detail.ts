import { type QuoteDetail, quoteDetailResponseSchema } from "@camp/shared/booking/booking-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const quoteDetailQueryKey = (quoteId: string) => ["payment", "quote", quoteId] as const;

/** GET /api/booking/quote/:quoteId (owner only): where this quote's payment stands. */
export async function getQuoteDetail(quoteId: string): Promise<QuoteDetail> {
  const body = await apiRequest(`/booking/quote/${encodeURIComponent(quoteId)}`, {
    schema: quoteDetailResponseSchema,
  });
  return body.data;
}

export function getQuoteDetailQueryOptions(quoteId: string) {
  // Always asked afresh: after a reload or in a second tab the server says where things stand.
  return queryOptions({
    queryKey: quoteDetailQueryKey(quoteId),
    queryFn: () => getQuoteDetail(quoteId),
    staleTime: 0,
  });
}

export function useQuoteDetail(quoteId: string) {
  return useQuery(getQuoteDetailQueryOptions(quoteId));
}
