import { and, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { bookingPayments } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";
import { recordPaymentMovement } from "../bookings/booking-payments-ledger";
import type { BookingRow } from "../bookings/booking-repository";
import { moveBooking } from "../bookings/booking-state-machine";
import { findDocumentOfPayment } from "../documents/documents-repository";
import { issueCreditNote } from "../documents/issue-documents";
import { keptTourismFeeOf } from "./pay-refunds";

/**
 * A booking paid at the desk, cancelled by staff (decision 055): the refund owed goes back at the
 * desk, never through the processor, by the method each payment was taken with, the newest
 * payment first, each giving back at most what it took. Each is a `refunded` movement by the staff
 * member with that method, credited by a credit note on that payment's receipt or invoice; then
 * the booking is `cancelled/refunded`. Nothing owed: `cancelled/pending` goes straight to
 * `cancelled/refunded` with no money; a booking paid in full that keeps everything stays
 * `cancelled/completed`, as a card booking does. In the caller's transaction, under the lock.
 */
export async function giveDeskMoneyBack(
  tx: Executor,
  ctx: AppContext,
  booking: BookingRow,
  staffId: string | null,
): Promise<BookingRow> {
  const owedMinor = booking.refundOwedMinor - booking.refundedMinor;
  const now = ctx.clock.now();
  if (owedMinor <= 0) {
    if (booking.paymentStatus !== "pending") return booking;
    return moveBooking(tx, booking, "cancelled/refunded", "staff", { updatedAt: now });
  }
  await refundAtDesk(tx, ctx, booking, owedMinor, staffId);
  return moveBooking(tx, booking, "cancelled/refunded", "staff", {
    refundedMinor: booking.refundOwedMinor,
    updatedAt: now,
  });
}

/**
 * Gives `owedMinor` back at the desk (a cancellation's refund, a no-show's, or the Tourism Dirham
 * fee of the nights an early check-out left): by the method each payment was taken with, the
 * newest payment first, each at most what it took less what went back before. Each is a
 * `refunded` movement by the staff member, credited on that payment's receipt or invoice. The
 * caller records the booking's refunded amount (a move, or recordRefundGiven).
 */
export async function refundAtDesk(
  tx: Executor,
  ctx: AppContext,
  booking: BookingRow,
  owedMinor: number,
  staffId: string | null,
): Promise<void> {
  const now = ctx.clock.now();
  const desk = await tx
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, booking.id), isNull(bookingPayments.paymentIntentId)))
    .orderBy(desc(bookingPayments.createdAt), desc(bookingPayments.id));
  const taken = desk.filter((row) => row.kind === "captured");
  const givenBefore = desk
    .filter((row) => row.kind === "refunded")
    .reduce((total, row) => total + row.amountMinor, 0);
  const before = newestFirst(taken, givenBefore);
  const after = newestFirst(taken, givenBefore + owedMinor);
  if (after.reduce((total, share) => total + share, 0) < givenBefore + owedMinor) {
    throw new Error(`booking ${booking.id}: a refund of ${owedMinor} is more than the desk took`);
  }
  for (const [index, payment] of taken.entries()) {
    const amountMinor = (after[index] ?? 0) - (before[index] ?? 0);
    if (amountMinor <= 0) continue;
    const movement = await recordPaymentMovement(tx, {
      bookingId: booking.id,
      kind: "refunded",
      amountMinor,
      paymentIntentId: null,
      actor: "staff",
      actorId: staffId,
      method: payment.method,
      reference: null,
      createdAt: now,
    });
    const charge = await findDocumentOfPayment(tx, payment.id);
    await issueCreditNote(tx, ctx, {
      bookingId: booking.id,
      movement,
      keptTourismFeeMinor: keptTourismFeeOf(booking),
      ...(charge ? { charge } : {}),
    });
  }
}

/** `totalMinor` spread over the payments in order (newest first), each at most what it took. */
function newestFirst(payments: readonly { amountMinor: number }[], totalMinor: number): number[] {
  let left = totalMinor;
  return payments.map((payment) => {
    const share = Math.min(left, payment.amountMinor);
    left -= share;
    return share;
  });
}
