import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { lockUnits, releaseClaimsOfBooking } from "../inventory/inventory-repository";
import { releasePayment } from "../payment/settle-refund";
import { type BookingRow, findBooking, lockBooking, updateBooking } from "./booking-repository";
import { findQuote } from "./quote-repository";

async function loadBooking(ctx: AppContext, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(ctx.db, bookingId);
  if (!booking) throw notFound("Booking not found");
  return booking;
}

/** Staff accept a pending request: the authorised amount is captured and the booking confirmed. */
export async function confirmPendingBooking(
  ctx: AppContext,
  bookingId: string,
): Promise<BookingRow> {
  const booking = await loadBooking(ctx, bookingId);
  if (booking.status !== "pending") {
    throw new AppError("BOOKING_NOT_PENDING", 409, "Only a pending booking can be confirmed.");
  }
  await ctx.payments.captureIntent(booking.paymentIntentId, `capture-${booking.paymentIntentId}`);
  return updateBooking(ctx.db, bookingId, {
    status: "confirmed",
    paymentStatus: "completed",
    updatedAt: ctx.clock.now(),
  });
}

/**
 * Staff decline a pending request or cancel a booking: the payment is released or refunded and
 * its nights go back on sale.
 */
export async function cancelBooking(ctx: AppContext, bookingId: string): Promise<BookingRow> {
  const booking = await loadBooking(ctx, bookingId);
  if (booking.status === "cancelled") return booking;
  if (booking.status === "completed") {
    throw new AppError("BOOKING_COMPLETED", 409, "A completed stay cannot be cancelled.");
  }
  await releasePayment(ctx, booking.paymentIntentId);
  const quote = await findQuote(ctx.db, booking.quoteId);
  return ctx.db.transaction(async (tx) => {
    await lockUnits(tx, quote?.claims.map((claim) => claim.unitKey) ?? []);
    const locked = await lockBooking(tx, bookingId);
    if (!locked) throw notFound("Booking not found");
    await releaseClaimsOfBooking(tx, bookingId, ctx.clock.now());
    return updateBooking(tx, bookingId, {
      status: "cancelled",
      paymentStatus: "refunded",
      updatedAt: ctx.clock.now(),
    });
  });
}
