import type { StoredBooking } from "@camp/shared/booking/booking-api";
import type { BookingStatus } from "@camp/shared/booking/booking-limits";

/** The tabs of spec section 4, "My bookings", in the order they are shown. */
export const BOOKING_TABS = ["upcoming", "pending", "completed", "cancelled"] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

type TabbedBooking = Pick<StoredBooking, "status" | "checkIn" | "checkOut" | "createdAt">;

/**
 * The tab a booking belongs in on `today` (Dubai's date, YYYY-MM-DD; ISO dates compare as strings).
 * Upcoming is "confirmed and check-out today or later". A confirmed stay whose check-out has passed
 * is shown as completed: the server marks such stays completed on a timer, and until it has run
 * the guest should not see a finished stay as upcoming, nor lose it from the list. A stay the guest
 * is checked in to is upcoming (it is under way); a no-show is a past stay (decision 022).
 */
export function tabOfBooking(booking: TabbedBooking, today: string): BookingTab {
  switch (booking.status) {
    case "confirmed":
    case "checked_in":
      return booking.checkOut >= today ? "upcoming" : "completed";
    case "pending":
      return "pending";
    case "completed":
    case "no_show":
      return "completed";
    case "cancelled":
      return "cancelled";
  }
}

/**
 * The status the guest reads on the card: a finished stay says completed, as its tab does; a
 * no-show says so.
 */
export function shownStatus(booking: TabbedBooking, today: string): BookingStatus {
  if (booking.status === "no_show") return "no_show";
  return tabOfBooking(booking, today) === "completed" ? "completed" : booking.status;
}

/**
 * The bookings of one tab, in the order a guest reads them: upcoming stays soonest first, finished
 * stays most recent first, pending and cancelled requests newest first.
 */
export function bookingsInTab<T extends TabbedBooking>(
  bookings: readonly T[],
  tab: BookingTab,
  today: string,
): T[] {
  const inTab = bookings.filter((booking) => tabOfBooking(booking, today) === tab);
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  switch (tab) {
    case "upcoming":
      return inTab.sort((a, b) => byText(a.checkIn, b.checkIn) || byText(a.checkOut, b.checkOut));
    case "completed":
      return inTab.sort((a, b) => byText(b.checkOut, a.checkOut));
    default:
      return inTab.sort((a, b) => byText(b.createdAt, a.createdAt));
  }
}

/** How many bookings, regular and package together, each tab holds. */
export function countBookingsByTab(
  bookings: readonly TabbedBooking[],
  today: string,
): Record<BookingTab, number> {
  const counts: Record<BookingTab, number> = {
    upcoming: 0,
    pending: 0,
    completed: 0,
    cancelled: 0,
  };
  for (const booking of bookings) counts[tabOfBooking(booking, today)] += 1;
  return counts;
}

/** The tab to open when the guest has not chosen one: the first that has something in it. */
export function firstTabWithBookings(counts: Record<BookingTab, number>): BookingTab {
  return BOOKING_TABS.find((tab) => counts[tab] > 0) ?? "upcoming";
}

export function isBookingTab(value: string | null): value is BookingTab {
  return BOOKING_TABS.includes(value as BookingTab);
}
