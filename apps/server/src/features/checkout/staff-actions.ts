import { listNights } from "@camp/shared/dates/stay-dates";
import { toPublicUnit } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { lockUnits, releaseClaimsOfBooking } from "../inventory/inventory-repository";
import { findShortagesToConfirm } from "../inventory/inventory-service";
import { releasePayment } from "../payment-provider/release-payment";
import { loadBookingFacts } from "./booking-facts";
import { type BookingRow, findBooking, lockBooking, updateBooking } from "./booking-repository";
import { findQuote } from "./quote-repository";

/**
 * Staff decisions are made in two steps, because a card processor call cannot run inside a
 * database transaction here (the embedded database has a single connection). First the decision is
 * taken and written under the unit locks and the booking row's lock, the status checked inside;
 * then the money follows, idempotently, and the booking records that it did. A decision whose money
 * step failed is finished by the reconciler (settleStaffDecisions), so a cancelled booking never
 * keeps money and a confirmed one never loses it.
 */

async function unitKeysOf(ctx: AppContext, booking: BookingRow): Promise<string[]> {
  const quote = await findQuote(ctx.db, booking.quoteId);
  return quote?.claims.map((claim) => claim.unitKey) ?? [];
}

async function loadBooking(ctx: AppContext, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(ctx.db, bookingId);
  if (!booking) throw notFound("Booking not found");
  return booking;
}

const shortNightsError = (
  shortages: { night: string; unitKey: string; remaining: number; requested: number }[],
) => {
  const nights = [...new Set(shortages.map((shortage) => shortage.night))];
  return new AppError(
    "NOT_ENOUGH_UNITS",
    409,
    `This request no longer fits: not enough left on ${nights.join(", ")}. Decline it or free units first.`,
    Object.fromEntries(
      nights.map((night) => [
        night,
        shortages
          .filter((shortage) => shortage.night === night)
          .map(
            (shortage) =>
              `${toPublicUnit(shortage.unitKey)}: ${shortage.remaining} left, ${shortage.requested} asked`,
          )
          .join("; "),
      ]),
    ),
  );
};

/**
 * Staff accept a pending request: every night is re-checked under the same unit locks as a booking
 * (pending requests do not count against it, confirmed stays do), then the authorised amount is
 * captured and the booking confirmed.
 */
export async function confirmPendingBooking(
  ctx: AppContext,
  bookingId: string,
): Promise<BookingRow> {
  const found = await loadBooking(ctx, bookingId);
  const quote = await findQuote(ctx.db, found.quoteId);
  const facts = await loadBookingFacts(ctx);
  // When the request was booked: the lapse rule counts from it (decision 012), so a failed capture
  // puts it back as it was.
  const bookedAt = await ctx.db.transaction(async (tx) => {
    await lockUnits(tx, quote?.claims.map((claim) => claim.unitKey) ?? []);
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound("Booking not found");
    if (booking.status !== "pending") {
      throw new AppError("BOOKING_NOT_PENDING", 409, "Only a pending booking can be confirmed.");
    }
    const now = ctx.clock.now();
    const shortages = await findShortagesToConfirm(tx, {
      bookingId,
      claims: quote?.claims ?? [],
      nights: listNights(booking.checkIn, booking.checkOut),
      totals: facts.totals,
      now,
    });
    if (shortages.length > 0) throw shortNightsError(shortages);
    // The decision: from here the nights count as a confirmed stay; the money is captured next.
    await updateBooking(tx, bookingId, { status: "confirmed", updatedAt: now });
    return booking.updatedAt;
  });

  try {
    await ctx.payments.captureIntent(found.paymentIntentId, `capture-${found.paymentIntentId}`);
  } catch (error) {
    // The authorisation could not be captured (lapsed or released): the request goes back to
    // pending, unless staff cancelled it meanwhile.
    await ctx.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      if (booking?.status === "confirmed" && booking.paymentStatus === "authorised") {
        await updateBooking(tx, bookingId, { status: "pending", updatedAt: bookedAt });
      }
    });
    throw new AppError(
      "PAYMENT_PROVIDER_ERROR",
      502,
      "The payment could not be captured, so the request stays pending.",
      undefined,
      { cause: error },
    );
  }
  return ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound("Booking not found");
    if (booking.status !== "confirmed") {
      // Cancelled while the money was being captured: the cancel gives it back.
      throw new AppError("BOOKING_NOT_PENDING", 409, "This booking was cancelled meanwhile.");
    }
    if (booking.paymentStatus === "completed") return booking;
    return updateBooking(tx, bookingId, { paymentStatus: "completed", updatedAt: ctx.clock.now() });
  });
}

/** The money of a cancelled booking goes back (released or refunded), then the booking says so. */
async function giveMoneyBack(ctx: AppContext, booking: BookingRow): Promise<BookingRow> {
  await releasePayment(ctx, booking.paymentIntentId);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, booking.id);
    if (!locked) throw notFound("Booking not found");
    if (locked.paymentStatus === "refunded") return locked;
    return updateBooking(tx, booking.id, { paymentStatus: "refunded", updatedAt: ctx.clock.now() });
  });
}

/**
 * Staff decline a pending request or cancel a booking: its nights go back on sale at once and the
 * payment is released or refunded.
 */
export async function cancelBooking(ctx: AppContext, bookingId: string): Promise<BookingRow> {
  const found = await loadBooking(ctx, bookingId);
  const unitKeys = await unitKeysOf(ctx, found);
  const cancelled = await ctx.db.transaction(async (tx) => {
    await lockUnits(tx, unitKeys);
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound("Booking not found");
    if (booking.status === "cancelled") return booking;
    if (booking.status === "completed") {
      throw new AppError("BOOKING_COMPLETED", 409, "A completed stay cannot be cancelled.");
    }
    const now = ctx.clock.now();
    await releaseClaimsOfBooking(tx, bookingId, now);
    return updateBooking(tx, bookingId, { status: "cancelled", updatedAt: now });
  });
  if (cancelled.paymentStatus === "refunded") return cancelled;
  return giveMoneyBack(ctx, cancelled);
}

/**
 * The reconciler's part: staff decisions whose money step did not finish (a crash, a processor
 * outage) are finished, so money always follows the booking's status.
 */
export async function settleStaffDecisions(
  ctx: AppContext,
  bookings: { cancelledNotRefunded: BookingRow[]; confirmedNotCaptured: BookingRow[] },
): Promise<void> {
  for (const booking of bookings.cancelledNotRefunded) await giveMoneyBack(ctx, booking);
  for (const booking of bookings.confirmedNotCaptured) {
    const intent = await ctx.payments
      .captureIntent(booking.paymentIntentId, `capture-${booking.paymentIntentId}`)
      .catch(() => ctx.payments.retrieveIntent(booking.paymentIntentId));
    if (intent.status === "canceled") {
      // The authorisation is gone (lapsed or released): a stay nobody can pay for is cancelled,
      // its nights back on sale.
      await cancelBooking(ctx, booking.id);
      continue;
    }
    if (intent.status !== "succeeded") continue;
    await ctx.db.transaction(async (tx) => {
      const locked = await lockBooking(tx, booking.id);
      if (locked?.status === "confirmed" && locked.paymentStatus === "authorised") {
        await updateBooking(tx, booking.id, {
          paymentStatus: "completed",
          updatedAt: ctx.clock.now(),
        });
      }
    });
  }
}
