import { bookingResponseSchema } from "@camp/shared/booking/booking-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../lib/api-client";

export type DeskAction =
  | { action: "check-in" }
  | { action: "check-out" }
  | { action: "no-show"; refundAmount?: number }
  | { action: "undo" };

/**
 * POST /api/admin/bookings/:id/check-in | check-out | no-show | undo: the front desk's moves
 * (decision 022). A no-show takes an optional refund in AED; without one the resort keeps the money.
 */
export async function runDeskAction(id: string, desk: DeskAction) {
  const body = await apiRequest(`/admin/bookings/${encodeURIComponent(id)}/${desk.action}`, {
    method: "POST",
    body:
      desk.action === "no-show" && desk.refundAmount !== undefined
        ? { refundAmount: desk.refundAmount }
        : {},
    schema: bookingResponseSchema,
  });
  return body.data;
}

/** After any desk action today's list, the bookings and their details are read again. */
export function useDeskAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (desk: DeskAction) => runDeskAction(id, desk),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
