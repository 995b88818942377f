import { adminBookingDetailResponseSchema } from "@camp/shared/admin/admin-bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/admin/bookings/:id: the booking, its guest, price lines and payment history. */
export async function getAdminBooking(id: string) {
  const body = await apiRequest(`/admin/bookings/${encodeURIComponent(id)}`, {
    schema: adminBookingDetailResponseSchema,
  });
  return body.data;
}

export function getAdminBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["admin", "bookings", "detail", id],
    queryFn: () => getAdminBooking(id),
  });
}

export function useAdminBooking(id: string) {
  return useQuery(getAdminBookingQueryOptions(id));
}
