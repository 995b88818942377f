import { bookingResponseSchema } from "@camp/shared/booking/booking-api";
import { type ApplyChangeInput, applyChangeInputSchema } from "@camp/shared/booking/booking-change";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST /api/booking/:id/change for a change that costs nothing more (a refund, or the same
 * price); one that costs more is applied by the payment page after the card.
 */
export async function applyChange(bookingId: string, input: ApplyChangeInput) {
  const body = await apiRequest(`/booking/${encodeURIComponent(bookingId)}/change`, {
    method: "POST",
    body: applyChangeInputSchema.parse(input),
    schema: bookingResponseSchema,
  });
  return body.data;
}

export function useApplyChange(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyChangeInput) => applyChange(bookingId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["bookings"] }),
  });
}
