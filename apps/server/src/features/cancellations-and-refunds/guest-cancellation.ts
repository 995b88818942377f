import type { CancellationPreview } from "@camp/shared/booking/cancellation-api";
import { cancellationTerms } from "@camp/shared/booking/cancellation-policy";
import { toMajorUnits, toMinorUnits } from "@camp/shared/catalogue/money";
import { isPaidAtDesk } from "@camp/shared/desk-sales/desk-sales";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import { tourismFeeOf } from "@camp/shared/tax/tourism-fee";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { type BookingRow, findBooking } from "../bookings/booking-repository";
import { cancellationPolicyOf } from "../bookings/cancellation-policy";
import { cancelBookingAs } from "./cancel-booking";

/** The guest's own booking; anyone else's is "not found", as every foreign id in the API. */
async function findOwnBooking(ctx: AppContext, userId: string, bookingId: string) {
  const booking = await findBooking(ctx.db, bookingId);
  if (!booking || booking.userId !== userId) throw notFound("Booking not found");
  return booking;
}

/**
 * What the policy refunds a part of: the stay as it now is, or less when less is left with the
 * resort (a change's refund kept aside what the policy let it keep, decision 019).
 */
const paidMinorOf = (booking: BookingRow) =>
  booking.paymentStatus === "completed"
    ? Math.min(booking.totalMinor, booking.chargedMinor - booking.refundOwedMinor)
    : 0;

function termsOf(ctx: AppContext, booking: BookingRow, now: Date) {
  return cancellationTerms(
    {
      checkIn: booking.policyCheckIn,
      paidMinor: paidMinorOf(booking),
      // The fee as sold: a cancelled stay gives every night's fee back (decision 048).
      tourismFeeMinor: tourismFeeOf(booking.priceLines),
    },
    now,
    cancellationPolicyOf(ctx.config),
  );
}

/** What cancelling now would give back, to show before the guest confirms. */
export async function previewCancellation(
  ctx: AppContext,
  userId: string,
  bookingId: string,
): Promise<CancellationPreview> {
  const booking = await findOwnBooking(ctx, userId, bookingId);
  const terms = termsOf(ctx, booking, ctx.clock.now());
  const isConfirmed = booking.status === "confirmed" && booking.paymentStatus === "completed";
  const deadline =
    terms.tier === "full"
      ? terms.fullRefundUntil
      : terms.tier === "partial"
        ? terms.partialRefundUntil
        : terms.checkInAt;
  return {
    bookingId: booking.id,
    // Money taken at the desk goes back at the desk: the resort cancels it (decision 055).
    isCancellable: isConfirmed && terms.isCancellable && !isPaidAtDesk(booking),
    isWithdrawable: booking.status === "pending",
    tier: terms.tier,
    refundPercent: terms.refundPercent,
    refundAmount: toMajorUnits(terms.refundMinor),
    tourismFeeRefundAmount: toMajorUnits(terms.tourismFeeRefundMinor),
    stayPaidAmount: toMajorUnits(paidMinorOf(booking) - terms.tourismFeeRefundMinor),
    paidAmount: toMajorUnits(paidMinorOf(booking)),
    deadline: deadline.toISOString(),
    fullRefundUntil: terms.fullRefundUntil.toISOString(),
    partialRefundUntil: terms.partialRefundUntil.toISOString(),
    checkInAt: terms.checkInAt.toISOString(),
    policy: cancellationPolicyOf(ctx.config),
  };
}

/**
 * The guest cancels their confirmed stay before check-in, refunded per the policy. The refund is
 * decided again under the booking's lock: if it is no longer the one the guest was shown (a
 * deadline passed meanwhile), nothing happens and they are told the new amount.
 */
export async function cancelOwnBooking(
  ctx: AppContext,
  userId: string,
  bookingId: string,
  expectedRefundAmount: number,
  log?: FastifyBaseLogger,
): Promise<BookingRow> {
  await findOwnBooking(ctx, userId, bookingId);
  return cancelBookingAs(ctx, bookingId, {
    actor: "guest",
    by: "guest",
    log,
    isRepeatAnswered: false,
    decide: (booking, now) => {
      if (isPaidAtDesk(booking)) {
        throw new AppError("CANCEL_AT_DESK", deskSalesMessages.cancelAtDesk);
      }
      if (booking.status !== "confirmed" || booking.paymentStatus !== "completed") {
        throw new AppError(
          "BOOKING_NOT_CONFIRMED",
          "Only a confirmed booking can be cancelled; a pending request can be withdrawn.",
        );
      }
      const terms = termsOf(ctx, booking, now);
      if (!terms.isCancellable) {
        throw new AppError(
          "BOOKING_STARTED",
          "This stay has begun and can no longer be cancelled.",
        );
      }
      if (toMinorUnits(expectedRefundAmount) !== terms.refundMinor) {
        const refundAmount = toMajorUnits(terms.refundMinor);
        throw new AppError(
          "REFUND_CHANGED",
          `The refund is now AED ${refundAmount}. Check it and confirm again.`,
          undefined,
          { params: { refundAmount } },
        );
      }
      return terms.refundMinor;
    },
  });
}

/** The guest withdraws a request staff have not decided on: the authorisation is released. */
export async function withdrawOwnRequest(
  ctx: AppContext,
  userId: string,
  bookingId: string,
  log?: FastifyBaseLogger,
): Promise<BookingRow> {
  await findOwnBooking(ctx, userId, bookingId);
  return cancelBookingAs(ctx, bookingId, {
    actor: "guest",
    by: "guest",
    log,
    isRepeatAnswered: false,
    decide: (booking) => {
      if (booking.status !== "pending") {
        throw new AppError("BOOKING_NOT_PENDING", "Only a pending request can be withdrawn.");
      }
      return 0;
    },
  });
}
