import { adminBookingTakersResponseSchema } from "@camp/shared/admin/admin-bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/admin/bookings/takers: every staff member who took a booking, for the list's filter. */
export async function getBookingTakers() {
  return (await apiRequest("/admin/bookings/takers", { schema: adminBookingTakersResponseSchema }))
    .data;
}

export function getBookingTakersQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "bookings", "takers"],
    queryFn: getBookingTakers,
  });
}

export function useBookingTakers() {
  return useQuery(getBookingTakersQueryOptions());
}
