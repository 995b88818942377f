import { listNights } from "@camp/shared/dates/stay-dates";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/database";
import { isPromoUnitKey } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { queueBookingEmail } from "../bookings/booking-emails";
import { loadUnitTotals } from "../bookings/booking-facts";
import { recordPaymentMovement } from "../bookings/booking-payments-ledger";
import { type BookingRow, findBooking, lockBooking } from "../bookings/booking-repository";
import { type BookingActor, moveBooking } from "../bookings/booking-state-machine";
import {
  cancelBooking,
  cancelBookingAs,
  settleCancelledBooking,
} from "../cancellations-and-refunds/cancel-booking";
import { issueInvoice } from "../documents/issue-documents";
import { lockUnits } from "../inventory/inventory-repository";
import { findShortagesToConfirm } from "../inventory/inventory-service";
import { findQuote, type QuoteRow } from "../quotes/quote-repository";
import { describeShortages } from "../quotes/shortage-details";

/**
 * Staff decisions are made in two steps, because a card processor call cannot run inside a
 * database transaction here (the embedded database has a single connection). First the decision is
 * taken and written under the unit locks and the booking row's lock, the status checked inside;
 * then the money follows, idempotently, and the booking records that it did. A decision whose money
 * step failed is finished by the reconciler (settleStaffDecisions), so a cancelled booking never
 * keeps money and a confirmed one never loses it.
 */

async function loadBooking(ctx: AppContext, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(ctx.db, bookingId);
  if (!booking) throw notFound("Booking not found");
  return booking;
}

const shortNightsError = (
  shortages: { night: string; unitKey: string; remaining: number; requested: number }[],
) => {
  const { nights, details } = describeShortages(shortages);
  return new AppError(
    "NOT_ENOUGH_UNITS",
    `This request no longer fits: not enough left on ${nights.join(", ")}. Decline it or free units first.`,
    details,
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
  staff?: AuditActor,
): Promise<BookingRow> {
  const found = await loadBooking(ctx, bookingId);
  const quote = await findQuote(ctx.db, found.quoteId);
  await ctx.db.transaction((tx) => decideConfirmation(tx, ctx, { bookingId, quote, staff }));
  await captureOrReturnToPending(ctx, found);
  return ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound("Booking not found");
    if (booking.status !== "confirmed") {
      // Cancelled while the money was being captured: the cancel gives it back.
      throw new AppError("BOOKING_NOT_PENDING", "This booking was cancelled meanwhile.");
    }
    if (booking.paymentStatus === "completed") return booking;
    return recordCapture(tx, ctx, booking, "staff", staff?.id);
  });
}

/**
 * The decision, under the unit locks and the booking's lock: every night still fits, and from
 * here the nights count as a confirmed stay, with staff's audit entry; the money is captured next.
 */
async function decideConfirmation(
  tx: Executor,
  ctx: AppContext,
  request: { bookingId: string; quote: QuoteRow | undefined; staff: AuditActor | undefined },
): Promise<void> {
  const { bookingId, quote, staff } = request;
  await lockUnits(tx, quote?.claims.map((claim) => claim.unitKey) ?? []);
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw notFound("Booking not found");
  if (booking.status !== "pending") {
    throw new AppError("BOOKING_NOT_PENDING", "Only a pending booking can be confirmed.");
  }
  const now = ctx.clock.now();
  const shortages = await findShortagesToConfirm(tx, {
    bookingId,
    // A promo code's use is the request's already (taken when it was held, docs/decisions/026);
    // staff lowering the code's uses since does not undo it.
    claims: (quote?.claims ?? []).filter((claim) => !isPromoUnitKey(claim.unitKey)),
    nights: listNights(booking.checkIn, booking.checkOut),
    totals: await loadUnitTotals(tx),
    now,
  });
  if (shortages.length > 0) throw shortNightsError(shortages);
  await moveBooking(tx, booking, "confirmed/authorised", "staff", { updatedAt: now });
  if (staff) {
    await recordAdminAction(tx, {
      actor: staff,
      action: "booking.confirm",
      entityType: "booking",
      entityId: bookingId,
      before: { status: booking.status, paymentStatus: booking.paymentStatus },
      after: { status: "confirmed", captureMinor: booking.totalMinor },
    });
  }
}

/**
 * The provider's step, outside any transaction. When the authorisation cannot be captured
 * (lapsed or released), the request goes back to pending (its lapse clock, authorisedAt,
 * untouched), unless staff cancelled it meanwhile.
 */
async function captureOrReturnToPending(ctx: AppContext, found: BookingRow): Promise<void> {
  try {
    await ctx.payments.captureIntent(found.paymentIntentId, `capture-${found.paymentIntentId}`);
  } catch (error) {
    await ctx.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, found.id);
      if (booking?.status === "confirmed" && booking.paymentStatus === "authorised") {
        await moveBooking(tx, booking, "pending/authorised", "staff", {
          updatedAt: ctx.clock.now(),
        });
      }
    });
    throw new AppError(
      "PAYMENT_PROVIDER_ERROR",
      "The payment could not be captured, so the request stays pending.",
      undefined,
      { cause: error },
    );
  }
}

/** The captured money of a confirmed request: the booking, its payment history and the guest's email. */
async function recordCapture(
  tx: Executor,
  ctx: AppContext,
  booking: BookingRow,
  actor: BookingActor,
  actorId?: string,
): Promise<BookingRow> {
  const now = ctx.clock.now();
  const movement = await recordPaymentMovement(tx, {
    bookingId: booking.id,
    kind: "captured",
    amountMinor: booking.totalMinor,
    paymentIntentId: booking.paymentIntentId,
    actor: actorId ? "staff" : "system",
    actorId: actorId ?? null,
    createdAt: now,
  });
  const confirmed = await moveBooking(tx, booking, "confirmed/completed", actor, {
    updatedAt: now,
  });
  await issueInvoice(tx, ctx, { booking: confirmed, movement });
  await queueBookingEmail(tx, ctx, confirmed, "request-confirmed");
  return confirmed;
}

/**
 * Staff decline a pending request: its nights go back on sale and the authorisation is released.
 * The console always gives a reason (stored, and told to the guest in the decline email).
 */
export function declinePendingBooking(
  ctx: AppContext,
  bookingId: string,
  staff?: AuditActor,
  log?: FastifyBaseLogger,
  reason?: string,
): Promise<BookingRow> {
  return cancelBookingAs(ctx, bookingId, {
    actor: "staff",
    by: staff ? "staff" : "system",
    staff,
    log,
    ...(reason === undefined ? {} : { declineReason: reason }),
    isRepeatAnswered: false,
    decide: (booking) => {
      if (booking.status !== "pending") {
        throw new AppError("BOOKING_NOT_PENDING", "Only a pending request can be declined.");
      }
      return 0;
    },
  });
}

/**
 * The reconciler's part: staff decisions whose money step did not finish (a crash, a processor
 * outage) are finished, so money always follows the booking's status.
 */
export async function settleStaffDecisions(
  ctx: AppContext,
  bookings: { cancelledNotRefunded: BookingRow[]; confirmedNotCaptured: BookingRow[] },
): Promise<void> {
  for (const booking of bookings.cancelledNotRefunded) {
    await settleCancelledBooking(ctx, booking, "reconciler");
  }
  for (const booking of bookings.confirmedNotCaptured) {
    const intent = await ctx.payments
      .captureIntent(booking.paymentIntentId, `capture-${booking.paymentIntentId}`)
      .catch(() => ctx.payments.retrieveIntent(booking.paymentIntentId));
    if (intent.status === "canceled") {
      // The authorisation is gone (lapsed or released): a stay nobody can pay for is cancelled,
      // its nights back on sale.
      await cancelBooking(ctx, booking.id, { actor: "reconciler" });
      continue;
    }
    if (intent.status !== "succeeded") continue;
    await ctx.db.transaction(async (tx) => {
      const locked = await lockBooking(tx, booking.id);
      if (locked?.status === "confirmed" && locked.paymentStatus === "authorised") {
        await recordCapture(tx, ctx, locked, "reconciler");
      }
    });
  }
}
