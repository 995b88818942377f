import {
  type PaymentLinkSummary,
  paymentLinkSummaryResponseSchema,
} from "@camp/shared/desk-sales/desk-sales";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export const paymentLinkQueryKey = (quoteId: string) =>
  ["admin", "payment-links", quoteId] as const;

/** GET /api/admin/payment-links?quoteId=: the link of a quote staff made, as staff see it. */
export async function getPaymentLink(quoteId: string): Promise<PaymentLinkSummary> {
  const body = await apiRequest(`/admin/payment-links?quoteId=${encodeURIComponent(quoteId)}`, {
    schema: paymentLinkSummaryResponseSchema,
  });
  return body.data;
}

/**
 * The link of a stay just held, followed while the guest may be paying: it is asked again every
 * half minute until it is paid, expired or withdrawn.
 */
export function usePaymentLink(quoteId: string | undefined) {
  return useQuery({
    queryKey: paymentLinkQueryKey(quoteId ?? ""),
    queryFn: () => getPaymentLink(quoteId ?? ""),
    enabled: quoteId !== undefined,
    staleTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === "open" || state === "opened" ? 30_000 : false;
    },
  });
}

const cancelledSchema = z.object({ success: z.literal(true) });

/**
 * POST /api/admin/payment-links/:token/cancel: the link withdrawn, its hold released; 409
 * PAYMENT_LINK_PAID when the guest paid meanwhile (the booking is then made).
 */
export async function cancelPaymentLink(token: string): Promise<void> {
  await apiRequest(`/admin/payment-links/${encodeURIComponent(token)}/cancel`, {
    method: "POST",
    body: {},
    schema: cancelledSchema,
  });
}

export function useCancelPaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPaymentLink,
    // The link's state, the booking it belongs to and the list all change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin", "payment-links"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "bookings"] }),
      ]),
  });
}
