import {
  type PaymentLinkState,
  paymentLinkListResponseSchema,
} from "@camp/shared/desk-sales/desk-sales";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type PaymentLinksFilter = { states: readonly PaymentLinkState[]; page: number };

/** GET /api/admin/payment-links: a page of links, newest first, of the given states (all: none). */
export async function getPaymentLinks(filter: PaymentLinksFilter) {
  const params = new URLSearchParams();
  if (filter.states.length > 0) params.set("state", filter.states.join(","));
  if (filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  const body = await apiRequest(`/admin/payment-links${query ? `?${query}` : ""}`, {
    schema: paymentLinkListResponseSchema,
  });
  return body.data;
}

/**
 * The list, asked again every minute while on screen: a guest may open or pay a link meanwhile.
 * Its key sits under ["admin", "payment-links"], which withdrawing a link refreshes.
 */
export function usePaymentLinks(filter: PaymentLinksFilter) {
  return useQuery({
    queryKey: ["admin", "payment-links", "list", filter],
    queryFn: () => getPaymentLinks(filter),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
