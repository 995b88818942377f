import type {
  AdminBookingDetail,
  AdminBookingSummary,
  AdminBookingsQuery,
  AdminBookingsResponse,
  AdminBookingTaker,
} from "@camp/shared/admin/admin-bookings";
import type { BookingStatus } from "@camp/shared/booking/booking-limits";
import { balanceDueMinorOf } from "@camp/shared/booking/booking-money";
import { bookingLookupOf } from "@camp/shared/booking/booking-reference";
import { discountInAed, isStayLine, nightsInAed, nightsOfLine } from "@camp/shared/booking/pricing";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { toBookedExtras } from "@camp/shared/extras/booked-extras";
import {
  and,
  asc,
  between,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/database";
import { bookingPayments, bookings, users } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { chargedMinorOf } from "../bookings/stored-booking";
import { tourismFeeRefundOf } from "../cancellations-and-refunds/desk-refunds";
import { findPaymentLinkSummary, type LinkLog } from "../desk-sales/payment-links";
import { deskActionsOf } from "../front-desk/front-desk";

/** What the operator console reads about bookings; only reads, every change goes through staff-actions. */

/** `%` and `_` in what staff typed are letters to find, not wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filterOf(query: AdminBookingsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.service) conditions.push(eq(bookings.serviceType, query.service));
  // A stay overlaps [from, to] when one of its nights (check-in up to the night before check-out) does.
  if (query.from) conditions.push(gt(bookings.checkOut, query.from));
  if (query.to) conditions.push(lte(bookings.checkIn, query.to));
  if (query.search) conditions.push(searchOf(query.search));
  if (query.source) conditions.push(eq(bookings.source, query.source));
  if (query.takenBy) conditions.push(eq(bookings.takenBy, query.takenBy));
  return and(...conditions);
}

/**
 * What staff typed matches a guest's name or email, or names a booking by its reference or id. A
 * reference is a range of ids (its first 40 bits), read on the primary key's index.
 */
function searchOf(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  const lookup = bookingLookupOf(text);
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    lookup?.kind === "id" ? eq(bookings.id, lookup.id) : undefined,
    lookup?.kind === "reference" ? between(bookings.id, lookup.firstId, lookup.lastId) : undefined,
  );
}

/** The price of the bookings in these statuses, added up in fils. */
const priceOf = (statuses: BookingStatus[]) =>
  sql<string>`coalesce(sum(${bookings.totalMinor}) filter (where ${inArray(bookings.status, statuses)}), 0)`;

// Statuses sort in the order a booking lives them, not alphabetically.
const statusRank = sql`case ${bookings.status} when 'pending' then 0 when 'confirmed' then 1 when 'checked_in' then 2 when 'completed' then 3 when 'no_show' then 4 else 5 end`;
const sortColumns = {
  checkIn: bookings.checkIn,
  created: bookings.createdAt,
  total: bookings.totalMinor,
  status: statusRank,
} as const;

/** The staff account that took a booking at the desk (decision 055), beside the guest's. */
const takers = alias(users, "takers");

const summaryColumns = {
  booking: bookings,
  guest: { id: users.id, name: users.name, email: users.email },
  takerEmail: takers.email,
};

type BookingWithGuest = {
  booking: typeof bookings.$inferSelect;
  guest: { id: string; name: string; email: string | null };
  takerEmail: string | null;
};

function toSummary({ booking, guest, takerEmail }: BookingWithGuest): AdminBookingSummary {
  return {
    id: booking.id,
    serviceType: booking.serviceType,
    bookingType: booking.bookingType,
    roomType: booking.roomType,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    quantity: booking.quantity,
    guests: booking.guests,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    totalAmount: toMajorUnits(booking.totalMinor),
    chargedAmount: toMajorUnits(chargedMinorOf(booking)),
    // Given back, or decided to be (as the guest's own booking says).
    refundedAmount: toMajorUnits(booking.refundOwedMinor),
    createdAt: booking.createdAt.toISOString(),
    // A guest record made at the desk for a phone alone has no email: the console shows none.
    guest: { ...guest, email: guest.email ?? "" },
    source: booking.source,
    takenBy: takerEmail,
  };
}

export async function listAdminBookings(
  db: Executor,
  query: AdminBookingsQuery,
): Promise<AdminBookingsResponse["data"]> {
  const where = filterOf(query);
  const direction = query.order === "asc" ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(takers, eq(takers.id, bookings.takenBy))
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), desc(bookings.createdAt), asc(bookings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        count: sql<string>`count(*)`,
        // A no-show keeps its money (less any refund, counted below), as a stay does.
        confirmedMinor: priceOf(["confirmed", "checked_in", "completed", "no_show"]),
        pendingMinor: priceOf(["pending"]),
        refundedMinor: sql<string>`coalesce(sum(${bookings.refundOwedMinor}), 0)`,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(where),
  ]);
  const count = Number(totals?.count ?? 0);
  return {
    bookings: rows.map(toSummary),
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(count / query.pageSize)),
    totals: {
      count,
      confirmedAmount: toMajorUnits(Number(totals?.confirmedMinor ?? 0)),
      pendingAmount: toMajorUnits(Number(totals?.pendingMinor ?? 0)),
      refundedAmount: toMajorUnits(Number(totals?.refundedMinor ?? 0)),
    },
  };
}

/**
 * Every booking the list's filter matches, in the list's order, with the guest's account phone:
 * what the bookings export writes (admin-bookings-export.ts). At most `limit` rows.
 */
export function listAdminBookingsForExport(db: Executor, query: AdminBookingsQuery, limit: number) {
  const direction = query.order === "asc" ? asc : desc;
  return db
    .select({ ...summaryColumns, accountPhone: users.phone })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(takers, eq(takers.id, bookings.takenBy))
    .where(filterOf(query))
    .orderBy(direction(sortColumns[query.sort]), desc(bookings.createdAt), asc(bookings.id))
    .limit(limit);
}

/** Money the resort keeps: a captured payment, less what went back or is owed back. */
function paidMinorOf(booking: typeof bookings.$inferSelect): number {
  return Math.max(0, chargedMinorOf(booking) - booking.refundOwedMinor);
}

/** One booking for staff, with what the desk may do with it on Dubai's day of `now` (decision 022). */
export async function getAdminBooking(
  ctx: AppContext,
  id: string,
  log?: LinkLog,
): Promise<AdminBookingDetail> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const [row] = await db
    .select({ ...summaryColumns, accountPhone: users.phone })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(takers, eq(takers.id, bookings.takenBy))
    .where(eq(bookings.id, id));
  if (!row) throw notFound("Booking not found");
  const payments = await db
    .select({ payment: bookingPayments, actorEmail: users.email })
    .from(bookingPayments)
    .leftJoin(users, eq(users.id, bookingPayments.actorId))
    .where(eq(bookingPayments.bookingId, id))
    .orderBy(asc(bookingPayments.createdAt), asc(bookingPayments.id));
  const { booking } = row;
  return {
    ...toSummary(row),
    // Bookings made before phones were asked for have none of their own: the account's, if any.
    phone: booking.guestPhone ?? row.accountPhone,
    specialRequests: booking.specialRequests,
    arrivalTime: booking.arrivalTime,
    isPrivateBooking: booking.isPrivateBooking,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancelledBy: booking.cancelledBy,
    paidAmount: toMajorUnits(paidMinorOf(booking)),
    ...tourismFeeRefundOf(booking, paidMinorOf(booking)),
    desk: deskActionsOf(booking, resortToday(now)),
    priceLines: booking.priceLines.filter(isStayLine).map((line) => ({
      service: line.service,
      quantity: line.quantity,
      perNight: toMajorUnits(line.perNight),
      amount: toMajorUnits(line.amount),
      nightly: nightsInAed(nightsOfLine(line, booking.checkIn)),
    })),
    discount: discountInAed(booking.priceLines),
    extras: toBookedExtras(booking.priceLines),
    payments: payments.map(({ payment, actorEmail }) => ({
      id: payment.id,
      kind: payment.kind,
      amount: toMajorUnits(payment.amountMinor),
      actor: payment.actor,
      actorEmail,
      createdAt: payment.createdAt.toISOString(),
    })),
    policyShown: booking.policyShown,
    agentReference: booking.agentReference,
    // Taken so far, by card online or at the desk; what is left of the total (decision 055).
    paid: toMajorUnits(chargedMinorOf(booking)),
    balanceDue: toMajorUnits(balanceDueMinorOf(booking)),
    paymentLink: await findPaymentLinkSummary(db, ctx, { quoteId: booking.quoteId, log }),
  };
}

/** Everyone who took at least one booking at the desk, by name: the list's "taken by" filter. */
export async function listBookingTakers(db: Executor): Promise<AdminBookingTaker[]> {
  const rows = await db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(bookings, eq(bookings.takenBy, users.id))
    .where(isNotNull(users.email))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ ...row, email: row.email ?? "" }));
}
