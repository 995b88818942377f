import { bookingResponseSchema } from "@camp/shared/booking/booking-api";
import {
  type GuestCancelInput,
  guestCancelInputSchema,
} from "@camp/shared/booking/cancellation-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const cancelBookingInputSchema = guestCancelInputSchema;

/**
 * POST /api/booking/:id/cancel with the refund the guest was shown; the server refuses
 * (REFUND_CHANGED) when the policy gives another amount by now.
 */
export async function cancelBooking(bookingId: string, input: GuestCancelInput) {
  const body = await apiRequest(`/booking/${encodeURIComponent(bookingId)}/cancel`, {
    method: "POST",
    body: cancelBookingInputSchema.parse(input),
    schema: bookingResponseSchema,
  });
  return body.data;
}

export function useCancelBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestCancelInput) => cancelBooking(bookingId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["bookings"] }),
  });
}
