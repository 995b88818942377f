import { type ChangeCheck, changeCheckResponseSchema } from "@camp/shared/booking/booking-change";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The new stay, in the fields of the booking's kind (check-availability's shapes). */
export type ChangeRequest = Record<string, unknown>;

/**
 * POST /api/booking/:id/change/check: the change priced at today's rates against the booking:
 * the difference to pay, or the refund and what the resort keeps (decision 019).
 */
export async function checkChange(bookingId: string, request: ChangeRequest): Promise<ChangeCheck> {
  const body = await apiRequest(`/booking/${encodeURIComponent(bookingId)}/change/check`, {
    method: "POST",
    body: request,
    schema: changeCheckResponseSchema,
  });
  return body.data;
}

export function useCheckChange(bookingId: string) {
  return useMutation({ mutationFn: (request: ChangeRequest) => checkChange(bookingId, request) });
}
