import type { BookingStatus } from "@camp/shared/booking/booking-limits";
import type { RateUnitType } from "@camp/shared/rates/rate-calendar";
import { and, eq, gt, gte, inArray, isNotNull, isNull, like, lt, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { bookingPayments, bookings, inventoryClaims } from "../../db/schema";

/** The reports' reads (decision 027); only reads. */

/**
 * Bookings whose nights count as sold: paid stays that go on or went ahead. A no-show keeps its
 * money (decision 022), so its nights sold and its revenue count, as hotels count them.
 */
export const SOLD_STATUSES: BookingStatus[] = ["confirmed", "checked_in", "completed", "no_show"];

/**
 * The stay units of the ledger: rooms, tents and caravan spots. Activities (`extra:`) and promo
 * code uses (`promo:`) are claims too, but no unit a guest sleeps in.
 */
const isStayUnit = or(
  like(inventoryClaims.unitKey, "room:%"),
  like(inventoryClaims.unitKey, "camp:%"),
  eq(inventoryClaims.unitKey, "parking"),
);

/** The unit type a stay unit's ledger key counts under (every camp is "camp"). */
export function unitTypeOfKey(unitKey: string): RateUnitType | undefined {
  if (unitKey === "room:master") return "master";
  if (unitKey === "room:kids") return "kids";
  if (unitKey.startsWith("camp:")) return "camp";
  if (unitKey === "parking") return "parking";
  return undefined;
}

// Literals, not parameters: the same expression is selected and grouped by, and PostgreSQL matches
// the two by their text (the statuses are this file's constants).
const soldList = sql.raw(SOLD_STATUSES.map((status) => `'${status}'`).join(", "));
const claimKind = sql<"closed" | "channel" | "sold" | "pending" | "other">`case
  when ${inventoryClaims.closureId} is not null then 'closed'
  when ${inventoryClaims.channelEventId} is not null then 'channel'
  when ${bookings.status} = 'pending' then 'pending'
  when ${bookings.status} in (${soldList}) then 'sold'
  else 'other' end`;

/**
 * Stay units closed, sold, sold through an OTA (imported calendars, decision 032) and asked for
 * (pending requests) per unit key and night in [fromNight, untilNight), from the ledger's live
 * claims. Holds are not counted: a quote being paid is neither sold nor asked for yet.
 */
export function sumLedgerByNight(
  db: Executor,
  options: { fromNight: string; untilNight: string },
): Promise<{ unitKey: string; night: string; kind: string; quantity: string }[]> {
  return db
    .select({
      unitKey: inventoryClaims.unitKey,
      night: inventoryClaims.night,
      kind: claimKind,
      quantity: sql<string>`sum(${inventoryClaims.quantity})`,
    })
    .from(inventoryClaims)
    .leftJoin(bookings, eq(bookings.id, inventoryClaims.bookingId))
    .where(
      and(
        gte(inventoryClaims.night, options.fromNight),
        lt(inventoryClaims.night, options.untilNight),
        isNull(inventoryClaims.releasedAt),
        or(
          isNotNull(inventoryClaims.closureId),
          isNotNull(inventoryClaims.bookingId),
          isNotNull(inventoryClaims.channelEventId),
        ),
        isStayUnit,
      ),
    )
    .groupBy(inventoryClaims.unitKey, inventoryClaims.night, claimKind);
}

/** Sold and pending bookings with a night in [fromNight, lastNight], with their lines as sold. */
export function listBookingsWithNights(
  db: Executor,
  options: { fromNight: string; lastNight: string },
) {
  return db
    .select({
      status: bookings.status,
      checkIn: bookings.checkIn,
      priceLines: bookings.priceLines,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...SOLD_STATUSES, "pending"]),
        gt(bookings.checkOut, options.fromNight),
        lte(bookings.checkIn, options.lastNight),
      ),
    );
}

/** Bookings made since `since` that count as sold now, with a night from `today` on. */
export function listPickupBookings(db: Executor, options: { since: Date; today: string }) {
  return db
    .select({
      createdAt: bookings.createdAt,
      checkIn: bookings.checkIn,
      priceLines: bookings.priceLines,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, SOLD_STATUSES),
        gte(bookings.createdAt, options.since),
        gt(bookings.checkOut, options.today),
      ),
    );
}

/** Bookings cancelled in [from, until). */
export function listCancelledBookings(db: Executor, options: { from: Date; until: Date }) {
  return db
    .select({
      checkIn: bookings.checkIn,
      priceLines: bookings.priceLines,
      paymentStatus: bookings.paymentStatus,
      chargedMinor: bookings.chargedMinor,
      refundedMinor: bookings.refundedMinor,
      refundOwedMinor: bookings.refundOwedMinor,
      // Whether it was paid at the desk: its money is counted as taken, whatever its state.
      paymentIntentId: bookings.paymentIntentId,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "cancelled"),
        gte(bookings.cancelledAt, options.from),
        lt(bookings.cancelledAt, options.until),
      ),
    );
}

/** Money given back in [from, until), per booking, with the booking's lines. */
export function sumRefundsByBooking(db: Executor, options: { from: Date; until: Date }) {
  return db
    .select({
      bookingId: bookings.id,
      priceLines: bookings.priceLines,
      amountMinor: sql<string>`sum(${bookingPayments.amountMinor})`,
    })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .where(
      and(
        eq(bookingPayments.kind, "refunded"),
        gte(bookingPayments.createdAt, options.from),
        lt(bookingPayments.createdAt, options.until),
      ),
    )
    .groupBy(bookings.id);
}
