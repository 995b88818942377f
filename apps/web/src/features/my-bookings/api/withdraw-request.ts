import { bookingResponseSchema } from "@camp/shared/booking/booking-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/booking/:id/withdraw: a pending request is withdrawn and its card hold released. */
export async function withdrawRequest(bookingId: string) {
  const body = await apiRequest(`/booking/${encodeURIComponent(bookingId)}/withdraw`, {
    method: "POST",
    body: {},
    schema: bookingResponseSchema,
  });
  return body.data;
}

export function useWithdrawRequest(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawRequest(bookingId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["bookings"] }),
  });
}
