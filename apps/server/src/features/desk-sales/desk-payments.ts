import { balanceDueMinorOf, chargedMinorOf } from "@camp/shared/booking/booking-money";
import { toMajorUnits, toMinorUnits } from "@camp/shared/catalogue/money";
import type { BookingPayment, DeskPaymentInput } from "@camp/shared/desk-sales/desk-sales";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { bookingPayments, taxDocuments, users } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { recordPaymentMovement } from "../bookings/booking-payments-ledger";
import { findBooking, lockBooking } from "../bookings/booking-repository";
import { recordDeskPayment } from "../bookings/booking-state-machine";
import { issueInvoice } from "../documents/issue-documents";

/**
 * Money taken at the desk (decision 055): cash, a card terminal's slip or a bank transfer, in parts
 * or the whole balance. Each payment is a `captured` movement by the staff member, with its method
 * and reference, and its own receipt or tax invoice for the part of the booking it pays; the
 * booking is paid (`.../completed`) when the balance reaches 0. Staff never type a card number.
 */

export type BookingPayments = {
  payments: BookingPayment[];
  total: number;
  paid: number;
  balanceDue: number;
};

/**
 * Takes a payment at the desk, under the booking's lock: refused when the booking is cancelled
 * (409 BOOKING_CANCELLED) or when it is more than the balance due (409 PAYMENT_OVER_BALANCE), so
 * two payments taken at once for the same balance never both stand.
 */
export async function takeDeskPayment(
  ctx: AppContext,
  bookingId: string,
  input: DeskPaymentInput,
  staff: AuditActor,
): Promise<BookingPayments> {
  const amountMinor = toMinorUnits(input.amount);
  await ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound("Booking not found");
    if (booking.status === "cancelled") {
      throw new AppError("BOOKING_CANCELLED", "This booking is already cancelled.");
    }
    const balanceMinor = balanceDueMinorOf(booking);
    if (amountMinor > balanceMinor) {
      const balanceDue = toMajorUnits(balanceMinor);
      throw new AppError("PAYMENT_OVER_BALANCE", deskSalesMessages.paymentOverBalance, undefined, {
        params: { balanceDue },
      });
    }
    const now = ctx.clock.now();
    const movement = await recordPaymentMovement(tx, {
      bookingId,
      kind: "captured",
      amountMinor,
      // Money at the desk moves on no intent: the processor is never asked about it.
      paymentIntentId: null,
      actor: "staff",
      actorId: staff.id,
      method: input.method,
      reference: input.reference ?? null,
      createdAt: now,
    });
    const paid = await recordDeskPayment(tx, booking, amountMinor, now);
    const document = await issueInvoice(tx, ctx, { booking: paid, movement, isPart: true });
    await recordAdminAction(tx, {
      actor: staff,
      action: "payments.taken",
      entityType: "booking",
      entityId: bookingId,
      before: {
        status: booking.status,
        paymentStatus: booking.paymentStatus,
        balanceDueMinor: balanceMinor,
      },
      after: {
        amountMinor,
        method: input.method,
        reference: input.reference ?? null,
        document: document.number,
        status: paid.status,
        paymentStatus: paid.paymentStatus,
        balanceDueMinor: balanceMinor - amountMinor,
      },
    });
  });
  return listBookingPayments(ctx.db, bookingId);
}

/**
 * Every movement of a booking's money, oldest first: card payments online (method `card`, nobody
 * named) and the desk's, each with its method, reference, who took it and its document; the
 * total, what was paid (less what went back) and the balance due.
 */
export async function listBookingPayments(
  db: Executor,
  bookingId: string,
): Promise<BookingPayments> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound("Booking not found");
  const rows = await db
    .select({ payment: bookingPayments, takenBy: users.email })
    .from(bookingPayments)
    .leftJoin(users, eq(users.id, bookingPayments.actorId))
    .where(eq(bookingPayments.bookingId, bookingId))
    .orderBy(asc(bookingPayments.createdAt), asc(bookingPayments.id));
  const ids = rows.map((row) => row.payment.id);
  const documents =
    ids.length === 0
      ? []
      : await db
          .select({
            id: taxDocuments.id,
            number: taxDocuments.number,
            bookingPaymentId: taxDocuments.bookingPaymentId,
          })
          .from(taxDocuments)
          .where(inArray(taxDocuments.bookingPaymentId, ids));
  const documentOf = new Map(documents.map((document) => [document.bookingPaymentId, document]));
  const payments = rows.map(({ payment, takenBy }): BookingPayment => {
    const document = documentOf.get(payment.id);
    return {
      id: payment.id,
      kind: payment.kind,
      amount: toMajorUnits(payment.amountMinor),
      method: payment.method,
      reference: payment.reference,
      takenBy: payment.actor === "staff" ? (takenBy ?? null) : null,
      createdAt: payment.createdAt.toISOString(),
      documentId: document?.id ?? null,
      documentNumber: document?.number ?? null,
    };
  });
  return {
    payments,
    total: toMajorUnits(booking.totalMinor),
    paid: toMajorUnits(Math.max(0, chargedMinorOf(booking) - booking.refundedMinor)),
    balanceDue: toMajorUnits(balanceDueMinorOf(booking)),
  };
}
