import { resortToday } from "@camp/shared/dates/resort-dates";
import type { BookingTerms } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { BookingRow } from "./booking-repository";
import { canReviseBooking, stateOf } from "./booking-state-machine";
import type { QuoteRow } from "./quote-repository";

/**
 * What the card is asked for a quote: a new stay's total, or for a change of a booking its
 * difference when positive (nothing when the change costs the same or less, decision 019).
 */
export const amountDueOf = (
  quote: Pick<QuoteRow, "totalMinor" | "changesBookingId" | "changeDifferenceMinor">,
): number =>
  quote.changesBookingId ? Math.max(0, quote.changeDifferenceMinor ?? 0) : quote.totalMinor;

export const notChangeable = () =>
  new AppError(
    "BOOKING_NOT_CHANGEABLE",
    "Only a paid booking can be changed, and only before its check-in day. A request still waiting for us can be withdrawn and asked again.",
  );

/** A guest may change a paid stay whose check-in day (in Dubai) has not come yet. */
export function isChangeable(booking: BookingRow, now: Date): boolean {
  return canReviseBooking(stateOf(booking), "guest") && resortToday(now) < booking.checkIn;
}

/** A booking's terms as a change rewrites them and its history keeps them. */
export const termsOf = (
  row: Pick<
    BookingRow,
    | "checkIn"
    | "checkOut"
    | "nights"
    | "quantity"
    | "guests"
    | "roomType"
    | "priceLines"
    | "totalMinor"
  >,
): BookingTerms => ({
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  nights: row.nights,
  quantity: row.quantity,
  guests: row.guests,
  roomType: row.roomType,
  priceLines: row.priceLines,
  totalMinor: row.totalMinor,
});

/** Key order does not make two requests different. */
export function sameRequest(a: unknown, b: unknown): boolean {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .filter(([, entry]) => entry !== undefined)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([key, entry]) => [key, stable(entry)]),
          )
        : value;
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}
