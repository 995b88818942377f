import {
  type AdminBookingsFilter,
  adminBookingsResponseSchema,
} from "@camp/shared/admin/admin-bookings";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The filter as a query string, leaving out what is empty (the server reads empty as "any"). */
export function toSearchParams(filter: AdminBookingsFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

/** GET /api/admin/bookings: one page of the bookings that match, and the totals of them all. */
export async function getAdminBookings(filter: AdminBookingsFilter) {
  const query = toSearchParams(filter).toString();
  const body = await apiRequest(`/admin/bookings${query ? `?${query}` : ""}`, {
    schema: adminBookingsResponseSchema,
  });
  return body.data;
}

export function getAdminBookingsQueryOptions(filter: AdminBookingsFilter) {
  return queryOptions({
    queryKey: ["admin", "bookings", "list", filter],
    queryFn: () => getAdminBookings(filter),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminBookings(filter: AdminBookingsFilter) {
  return useQuery(getAdminBookingsQueryOptions(filter));
}
