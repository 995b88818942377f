import { resortToday } from "@camp/shared/dates/resort-dates";
import { isPaidAtDesk } from "@camp/shared/desk-sales/desk-sales";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import type { BookingTerms } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { BookingRow } from "../bookings/booking-repository";
import { canReviseBooking, stateOf } from "../bookings/booking-state-machine";

/** Why the booking cannot be changed: a desk booking goes to the resort, any other the rules. */
export const notChangeable = (booking: BookingRow) =>
  new AppError(
    "BOOKING_NOT_CHANGEABLE",
    isPaidAtDesk(booking)
      ? deskSalesMessages.changeAtDesk
      : "Only a paid booking can be changed, and only before its check-in day. A request still waiting for us can be withdrawn and asked again.",
  );

/**
 * A guest may change a paid stay whose check-in day (in Dubai) has not come yet, unless it was
 * paid at the desk (decision 055): its money moves only at the desk, never through the card
 * processor a change's difference or refund would use.
 */
export function isChangeable(booking: BookingRow, now: Date): boolean {
  return (
    !isPaidAtDesk(booking) &&
    canReviseBooking(stateOf(booking), "guest") &&
    resortToday(now) < booking.checkIn
  );
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

/** Key order does not make two values different. */
function stable(value: unknown): unknown {
  return Array.isArray(value)
    ? value.map(stable)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .filter(([, entry]) => entry !== undefined)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([key, entry]) => [key, stable(entry)]),
        )
      : value;
}

/** One activity of a stay, as a change compares it: which, which day, how many. */
export type ExtraTerm = { id: string; date: string; quantity: number };

/** The activities of a stay as a set: their order in a request never makes a change. */
const extraSet = (extras: readonly ExtraTerm[]) =>
  extras
    .map((extra) => `${extra.id}|${extra.date}|${extra.quantity}`)
    .sort()
    .join(",");

/**
 * What a change compares: the stay's terms only (the kind, dates, room type, units, guests, a
 * package's services, the activities as a set). The guest's phone, wishes and arrival time are no
 * terms, so a request that only leaves them out is the booking as it is (decision 024).
 */
export function stayTermsKey(request: unknown, extras: readonly ExtraTerm[]): string {
  const fields = (request ?? {}) as Record<string, unknown>;
  return JSON.stringify(
    stable({
      serviceType: fields.serviceType,
      roomType: fields.roomType,
      checkIn: fields.checkIn,
      checkOut: fields.checkOut,
      quantity: fields.quantity,
      guests: fields.guests,
      services: fields.services,
      extras: extraSet(extras),
    }),
  );
}
