import { myBookingsResponseSchema } from "@camp/shared/booking/booking-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/booking/me: the signed-in guest's regular and package bookings (spec section 7). */
export async function getMyBookings() {
  const body = await apiRequest("/booking/me", { schema: myBookingsResponseSchema });
  return { regular: body.booking.data, packages: body.packeageBooking.data };
}

export type MyBookings = Awaited<ReturnType<typeof getMyBookings>>;

/**
 * Keyed by the account as well, so after a sign-out and another sign-in on the same device the
 * previous guest's bookings are never shown, not even for a moment.
 */
export function getMyBookingsQueryOptions(accountEmail: string) {
  return queryOptions({ queryKey: ["bookings", "me", accountEmail], queryFn: getMyBookings });
}

export function useMyBookings(accountEmail: string) {
  return useQuery(getMyBookingsQueryOptions(accountEmail));
}
