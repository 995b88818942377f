import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { type BookingRow, lockBooking } from "../bookings/booking-repository";
import { recordRefundGiven } from "../bookings/booking-state-machine";
import { payRefundOwed, recordRefundShares } from "./pay-refunds";

/**
 * The money step of a change that gave part of a stay back: the refund owed is paid over the
 * booking's payments, then the booking and its payment history record it. Idempotent; the
 * reconciler runs it for refunds a failed step left owed. A booking cancelled meanwhile leaves its
 * refund to the cancellation's money step, which pays everything owed.
 */
export async function settleChangeRefund(
  ctx: AppContext,
  booking: BookingRow,
  by: "guest" | "system" | { staffId: string },
): Promise<BookingRow> {
  if (booking.refundOwedMinor <= booking.refundedMinor || booking.status === "cancelled") {
    return booking;
  }
  const shares = await payRefundOwed(ctx, booking);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, booking.id);
    if (!locked) throw notFound("Booking not found");
    const now = ctx.clock.now();
    await recordRefundShares(tx, ctx, booking.id, shares, {
      // Staff's own step (an early check-out's fee, decision 048) names who.
      actor: typeof by === "object" ? "staff" : by,
      actorId: typeof by === "object" ? by.staffId : by === "guest" ? booking.userId : null,
      now,
    });
    if (locked.status === "cancelled" || locked.refundedMinor >= booking.refundOwedMinor) {
      return locked;
    }
    return recordRefundGiven(tx, locked, booking.refundOwedMinor, now);
  });
}
