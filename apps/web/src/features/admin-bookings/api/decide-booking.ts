import { bookingResponseSchema } from "@camp/shared/booking/booking-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type BookingDecision =
  | { action: "confirm" }
  | { action: "decline"; reason: string }
  | { action: "cancel"; refundAmount: number };

/**
 * POST /api/admin/bookings/:id/confirm | decline | cancel: staff decide on a booking. Cancel takes
 * the refund in AED (the whole paid amount or part of it); decline the reason the guest's email
 * carries.
 */
export async function decideBooking(id: string, decision: BookingDecision) {
  const body = await apiRequest(`/admin/bookings/${encodeURIComponent(id)}/${decision.action}`, {
    method: "POST",
    body:
      decision.action === "cancel"
        ? { refundAmount: decision.refundAmount }
        : decision.action === "decline"
          ? { reason: decision.reason }
          : {},
    schema: bookingResponseSchema,
  });
  return body.data;
}

/** After any decision the list, the detail and today's numbers are read again. */
export function useDecideBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: BookingDecision) => decideBooking(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
