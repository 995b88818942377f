import { randomUUID } from "node:crypto";
import { referenceRangeOf } from "@camp/shared/booking/booking-reference";
import { and, asc, between, desc, eq, gt, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedStatement } from "../../db/prepared";
import { bookingChanges, bookingPayments, bookings, quotes, users } from "../../db/schema";

export type BookingRow = typeof bookings.$inferSelect;

/** More than a few taken references in a row means the id source is broken, not unlucky. */
const MAX_ID_DRAWS = 8;

/**
 * A new booking's id whose reference (its first 40 bits, docs/decisions/018) no booking has yet,
 * nor any quote has reserved for the booking it will become (a payment link's, decision 055), so a
 * reference read out on the phone names one booking. Read on the primary key's (and the reserved
 * id's unique) index.
 */
export async function drawBookingId(
  db: Executor,
  draw: () => string = randomUUID,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_ID_DRAWS; attempt += 1) {
    const id = draw();
    const { firstId, lastId } = referenceRangeOf(id);
    const [taken] = await bookingInRange(db).execute({ firstId, lastId, limit: 1 });
    if (taken) continue;
    const [reserved] = await reservedInRange(db).execute({ firstId, lastId, limit: 1 });
    if (!reserved) return id;
  }
  throw new Error(`no free booking reference in ${MAX_ID_DRAWS} draws`);
}
/** Every booking made draws its id: built once (db/prepared.ts). */
const bookingInRange = preparedStatement((db) =>
  db
    .select({ id: bookings.id })
    .from(bookings)
    .where(between(bookings.id, sql.placeholder("firstId"), sql.placeholder("lastId")))
    .limit(sql.placeholder("limit"))
    .prepare("booking_in_range"),
);

/** A payment link's quote reserves its booking's id before it is paid: drawn around it too. */
const reservedInRange = preparedStatement((db) =>
  db
    .select({ id: quotes.reservedBookingId })
    .from(quotes)
    .where(between(quotes.reservedBookingId, sql.placeholder("firstId"), sql.placeholder("lastId")))
    .limit(sql.placeholder("limit"))
    .prepare("reserved_booking_in_range"),
);

export async function findBooking(db: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export async function lockBooking(tx: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

export function listBookingsOfUser(db: Executor, userId: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt));
}

/** Pending requests (authorised, not captured) whose card was authorised before `before`. */
export function listPendingAuthorisedBefore(db: Executor, before: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "pending"),
        eq(bookings.paymentStatus, "authorised"),
        lt(bookings.authorisedAt, before),
      ),
    );
}

/**
 * Decisions whose money step has not finished, taken before `before` (younger ones may still be
 * moving the money in the request itself): cancelled bookings still holding an authorisation or
 * owed a refund, no-shows owed the refund staff chose, and confirmed ones still only authorised.
 */
export async function listUnsettledStaffDecisions(db: Executor, before: Date) {
  const [cancelledNotRefunded, confirmedNotCaptured] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(
        and(
          or(
            and(eq(bookings.status, "cancelled"), eq(bookings.paymentStatus, "authorised")),
            and(
              inArray(bookings.status, ["cancelled", "no_show"]),
              eq(bookings.paymentStatus, "completed"),
              gt(bookings.refundOwedMinor, bookings.refundedMinor),
            ),
          ),
          lt(bookings.updatedAt, before),
        ),
      ),
    db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          eq(bookings.paymentStatus, "authorised"),
          lt(bookings.updatedAt, before),
        ),
      ),
  ]);
  return { cancelledNotRefunded, confirmedNotCaptured };
}

/** Who a booking's emails go to, and in which language. */
export async function findGuestOf(db: Executor, userId: string) {
  const [guest] = await guestOfUser(db).execute({ userId });
  return guest;
}
const guestOfUser = preparedStatement((db) =>
  db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("guest_of_user"),
);

/**
 * What each of a booking's payment intents took and has given back so far, as the booking's
 * payment history says (captured, refunded), the newest payment first: a refund is spread over
 * them in this order (decision 019).
 */
export async function listIntentMoney(
  db: Executor,
  bookingId: string,
): Promise<{ id: string; chargedMinor: number; refundedMinor: number }[]> {
  const rows = await db
    .select({
      id: sql<string>`${bookingPayments.paymentIntentId}`,
      chargedMinor: sql<string>`coalesce(sum(${bookingPayments.amountMinor}) filter (where ${bookingPayments.kind} = 'captured'), 0)`,
      refundedMinor: sql<string>`coalesce(sum(${bookingPayments.amountMinor}) filter (where ${bookingPayments.kind} = 'refunded'), 0)`,
      firstAt: sql<string>`min(${bookingPayments.createdAt})`,
    })
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.bookingId, bookingId),
        isNotNull(bookingPayments.paymentIntentId),
        inArray(bookingPayments.kind, ["captured", "refunded"]),
      ),
    )
    .groupBy(bookingPayments.paymentIntentId)
    .orderBy(desc(sql`min(${bookingPayments.createdAt})`));
  return rows.map((row) => ({
    id: row.id,
    chargedMinor: Number(row.chargedMinor),
    refundedMinor: Number(row.refundedMinor),
  }));
}

/** Bookings that are not cancelled but are owed a refund not given yet (a change's), decided before `before`. */
export function listChangeRefundsOwed(db: Executor, before: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        // Stays going on, under way or over; a no-show only when staff gave no refund of their
        // own (one with a refund is settled as a whole, to no_show/refunded, by its own step).
        or(
          inArray(bookings.status, ["confirmed", "completed", "checked_in"]),
          and(eq(bookings.status, "no_show"), eq(bookings.noShowRefundMinor, 0)),
        ),
        eq(bookings.paymentStatus, "completed"),
        gt(bookings.refundOwedMinor, bookings.refundedMinor),
        lt(bookings.updatedAt, before),
      ),
    );
}

/** One change of a booking, written in the transaction that applies it. */
export async function insertBookingChange(
  tx: Executor,
  values: typeof bookingChanges.$inferInsert,
): Promise<void> {
  await tx.insert(bookingChanges).values(values);
}

/** The money movements of some bookings, oldest first (a guest's copy of their data). */
export function listPaymentsOfBookings(db: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: bookingPayments.bookingId,
      kind: bookingPayments.kind,
      amountMinor: bookingPayments.amountMinor,
      createdAt: bookingPayments.createdAt,
    })
    .from(bookingPayments)
    .where(inArray(bookingPayments.bookingId, bookingIds))
    .orderBy(asc(bookingPayments.createdAt));
}

/** The changes made to some bookings, oldest first (a guest's copy of their data). */
export function listChangesOfBookings(db: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: bookingChanges.bookingId,
      fromTerms: bookingChanges.fromTerms,
      toTerms: bookingChanges.toTerms,
      createdAt: bookingChanges.createdAt,
    })
    .from(bookingChanges)
    .where(inArray(bookingChanges.bookingId, bookingIds))
    .orderBy(asc(bookingChanges.createdAt));
}

/**
 * Whether the guest has a stay still to come or under way: a request waiting for staff, a
 * confirmed booking or a guest checked in, not yet past its check-out day (Dubai's `today`).
 */
export async function hasStayToCome(db: Executor, userId: string, today: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, ["pending", "confirmed", "checked_in"]),
        sql`${bookings.checkOut} >= ${today}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
