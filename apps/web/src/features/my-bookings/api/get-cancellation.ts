import { cancellationPreviewResponseSchema } from "@camp/shared/booking/cancellation-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/booking/:id/cancellation: the exact refund if the guest cancelled now (decision 014). */
export async function getCancellation(bookingId: string) {
  const body = await apiRequest(`/booking/${encodeURIComponent(bookingId)}/cancellation`, {
    schema: cancellationPreviewResponseSchema,
  });
  return body.data;
}

export function getCancellationQueryOptions(bookingId: string) {
  // Always asked afresh: the refund depends on the moment, and a deadline may pass meanwhile.
  return queryOptions({
    queryKey: ["bookings", "cancellation", bookingId],
    queryFn: () => getCancellation(bookingId),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCancellation(bookingId: string, isEnabled: boolean) {
  return useQuery({ ...getCancellationQueryOptions(bookingId), enabled: isEnabled });
}
