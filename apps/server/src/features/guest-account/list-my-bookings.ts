import type { AppContext } from "../../lib/app-context";
import { listBookingsOfUser } from "../bookings/booking-repository";
import { toStoredBooking } from "../bookings/stored-booking";

/** The caller's own bookings, newest first, in the spec's two groups. */
export async function listMyBookings(ctx: AppContext, userId: string) {
  const rows = await listBookingsOfUser(ctx.db, userId);
  const stored = rows.map(toStoredBooking);
  return {
    regular: stored.filter((booking) => booking.bookingType === "single"),
    packages: stored.filter((booking) => booking.bookingType === "package"),
  };
}
