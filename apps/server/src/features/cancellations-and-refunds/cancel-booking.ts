import { staffRefundOf } from "@camp/shared/booking/cancellation-policy";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { isPaidAtDesk } from "@camp/shared/desk-sales/desk-sales";
import { tourismFeeOf } from "@camp/shared/tax/tourism-fee";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { queueBookingEmail } from "../bookings/booking-emails";
import { recordPaymentMovement } from "../bookings/booking-payments-ledger";
import { type BookingRow, findBooking, lockBooking } from "../bookings/booking-repository";
import {
  type BookingActor,
  bookingChanged,
  canMoveBooking,
  moveBooking,
  stateOf,
} from "../bookings/booking-state-machine";
import { releaseClaimsOfBooking } from "../inventory/claims-repository";
import { lockUnits } from "../inventory/inventory-repository";
import { releasePayment } from "../payment-provider/release-payment";
import { findQuote } from "../quotes/quote-repository";
import { giveDeskMoneyBack } from "./desk-money-back";
import { payRefundOwed, recordRefundShares } from "./pay-refunds";
import { assertMayGiveRefund, type RefundAuthority } from "./staff-refund-authority";

/**
 * Every cancellation (a guest's, staff's, the reconciler's) is made in two steps, as staff
 * decisions are (staff-actions.ts): the decision under the unit locks and the booking's lock, in
 * one transaction with its audit entry and its email; then the money, idempotently. A decision
 * whose money step failed is finished by the reconciler (settleCancelledBooking), so a cancelled
 * booking never keeps money it said it gave back.
 */

export type CancelledBy = "guest" | "staff" | "system";

export type CancelRule = {
  /** Who makes the moves, in the state machine's words (booking-state-machine.ts). */
  actor: BookingActor;
  /** Who the booking says cancelled it: staff, or "system" when no staff member is named. */
  by: CancelledBy;
  /** Staff: written to the audit log with the decision (booking.decline or booking.cancel). */
  staff?: AuditActor;
  /** Asking again for a cancelled booking answers it as it is (staff), or is refused (guests). */
  isRepeatAnswered: boolean;
  /**
   * Checks that the locked booking may be cancelled this way (throws if not) and answers the
   * refund, in fils, of what was captured. A booking only authorised is released whatever it says.
   */
  decide(booking: BookingRow, now: Date): number;
  /** Where a failed money step is reported (the decision stands; the reconciler finishes it). */
  log?: FastifyBaseLogger;
  /** Staff's reason for declining a request: stored, and carried in the guest's email. */
  declineReason?: string;
};

/**
 * The money a cancelled booking has not given back yet (an authorisation, or a refund owed), or
 * the refund staff chose to give a no-show (front-desk.ts) that has not been paid yet.
 */
export const isMoneyOwed = (booking: BookingRow) =>
  (booking.status === "cancelled" &&
    (booking.paymentStatus === "authorised" ||
      (booking.paymentStatus === "completed" &&
        booking.refundOwedMinor > booking.refundedMinor))) ||
  (booking.status === "no_show" &&
    booking.paymentStatus === "completed" &&
    booking.refundOwedMinor > booking.refundedMinor);

export async function cancelBookingAs(
  ctx: AppContext,
  bookingId: string,
  rule: CancelRule,
): Promise<BookingRow> {
  const found = await findBooking(ctx.db, bookingId);
  if (!found) throw notFound("Booking not found");
  const quote = await findQuote(ctx.db, found.quoteId);
  const unitKeys = quote?.claims.map((claim) => claim.unitKey) ?? [];
  const decision = await ctx.db.transaction((tx) =>
    decideCancellation(tx, ctx, { bookingId, unitKeys, rule }),
  );
  // A repeat leaves the money to whoever decided (or to the reconciler): it is never moved twice.
  if (!decision.isNew || !isMoneyOwed(decision.booking)) return decision.booking;
  try {
    return await settleCancelledBooking(ctx, decision.booking, rule.actor, rule.staff?.id);
  } catch (error) {
    // The cancellation is made and its refund decided: the reconciler pays it (decisions older
    // than ten minutes), so the caller is answered the cancelled booking, refund still on its way.
    rule.log?.error(
      { err: error, bookingId },
      "cancelled, but the money step failed; the reconciler retries",
    );
    return decision.booking;
  }
}

/**
 * The decision, under the unit locks and the booking's lock: the refund decided, the nights back
 * on sale, the booking cancelled, with staff's audit entry and the guest's email.
 */
async function decideCancellation(
  tx: Executor,
  ctx: AppContext,
  request: { bookingId: string; unitKeys: string[]; rule: CancelRule },
): Promise<{ booking: BookingRow; isNew: boolean }> {
  const { bookingId, rule } = request;
  await lockUnits(tx, request.unitKeys);
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw notFound("Booking not found");
  if (isCancelledBefore(booking, rule)) return { booking, isNew: false };
  const now = ctx.clock.now();
  // Money taken at the desk is held whatever the payment status says: part of it, or all.
  const isDesk = isPaidAtDesk(booking);
  const isCaptured = booking.paymentStatus === "completed" || isDesk;
  const refundMinor = rule.decide(booking, now);
  // A guest's cancellation of one is refused by its rule (CANCEL_AT_DESK) before this.
  if (isDesk && rule.actor !== "staff") {
    throw new Error(`booking ${bookingId}: only staff cancel a booking paid at the desk`);
  }
  const givenBackMinor = isCaptured ? refundMinor : 0;
  await releaseClaimsOfBooking(tx, bookingId, now);
  const decided = await moveBooking(tx, booking, `cancelled/${booking.paymentStatus}`, rule.actor, {
    cancelledAt: now,
    cancelledBy: rule.by,
    // The refund decided: the money step pays it and then marks the payment refunded.
    refundOwedMinor: booking.refundOwedMinor + givenBackMinor,
    ...(rule.declineReason === undefined ? {} : { declineReason: rule.declineReason }),
    updatedAt: now,
  });
  // The desk gives its money back at once, in this transaction: the processor is never asked.
  const cancelled = isDesk
    ? await giveDeskMoneyBack(tx, ctx, decided, rule.staff?.id ?? null)
    : decided;
  if (rule.staff) await auditCancellation(tx, rule.staff, rule, booking, givenBackMinor);
  // Nothing was charged for a request: it is declined (or withdrawn), not refunded.
  if (isCaptured) {
    await queueBookingEmail(tx, ctx, cancelled, "booking-cancelled", givenBackMinor);
  } else {
    await queueBookingEmail(tx, ctx, cancelled, "request-declined", 0);
  }
  return { booking: cancelled, isNew: true };
}

/**
 * True for a booking cancelled before, when the rule answers a repeat; any booking that may not
 * be cancelled (again) is refused with why.
 */
function isCancelledBefore(booking: BookingRow, rule: CancelRule): boolean {
  if (booking.status === "cancelled") {
    if (rule.isRepeatAnswered) return true;
    throw new AppError("BOOKING_CANCELLED", "This booking is already cancelled.");
  }
  if (booking.status === "completed") {
    throw new AppError("BOOKING_COMPLETED", "A completed stay cannot be cancelled.");
  }
  if (booking.status === "checked_in" || booking.status === "no_show") {
    throw new AppError(
      "BOOKING_STARTED",
      "A stay under way, or marked as a no-show, cannot be cancelled.",
    );
  }
  return false;
}

/** Staff's decline or cancellation, in the audit log with the decision. */
async function auditCancellation(
  tx: Executor,
  staff: AuditActor,
  rule: CancelRule,
  booking: BookingRow,
  givenBackMinor: number,
): Promise<void> {
  const isCaptured = booking.paymentStatus === "completed" || isPaidAtDesk(booking);
  await recordAdminAction(tx, {
    actor: staff,
    action: booking.status === "pending" ? "booking.decline" : "booking.cancel",
    entityType: "booking",
    entityId: booking.id,
    before: { status: booking.status, paymentStatus: booking.paymentStatus },
    after: {
      status: "cancelled",
      ...(isCaptured ? { refundMinor: givenBackMinor } : { released: booking.totalMinor }),
      ...(rule.declineReason === undefined ? {} : { reason: rule.declineReason }),
    },
  });
}

/**
 * The money step of a cancellation (and of a no-show's chosen refund): an authorisation is
 * released, a decided refund is paid (only what the processor has not refunded yet, under one
 * idempotency key per intent), then the booking records it and its payment history gets the
 * movement.
 */
export async function settleCancelledBooking(
  ctx: AppContext,
  booking: BookingRow,
  actor: BookingActor,
  actorId?: string,
): Promise<BookingRow> {
  if (!isMoneyOwed(booking)) return booking;
  // Money taken at the desk went back at the desk with the decision (desk-money-back.ts).
  if (isPaidAtDesk(booking))
    throw new Error(`booking ${booking.id}: desk money is not the processor's`);
  const given = await giveMoneyBack(ctx, booking);
  return ctx.db.transaction((tx) =>
    recordMoneyGivenBack(tx, ctx, booking, given, { actor, actorId }),
  );
}

/** What the provider gave back: the movement, and for a refund its share of each payment. */
type MoneyGivenBack = {
  movement: { kind: "released" | "refunded"; amountMinor: number };
  shares: { id: string; refundMinor: number }[];
};

/** The provider's step, outside any transaction: release the authorisation, or pay the refund owed. */
async function giveMoneyBack(ctx: AppContext, booking: BookingRow): Promise<MoneyGivenBack> {
  if (booking.paymentStatus === "authorised") {
    const intent = await releasePayment(ctx, booking.paymentIntentId);
    // Captured meanwhile (a confirm racing the cancel): released means refunded in full.
    const movement =
      intent.status === "canceled"
        ? { kind: "released" as const, amountMinor: booking.totalMinor }
        : { kind: "refunded" as const, amountMinor: intent.amountRefunded };
    return { movement, shares: [] };
  }
  // Spread over every payment the booking took: its first and each change's (decision 019).
  const shares = await payRefundOwed(ctx, booking);
  return { movement: { kind: "refunded", amountMinor: booking.refundOwedMinor }, shares };
}

/** Under the booking's lock: the payment history gets the movement and the booking is refunded. */
async function recordMoneyGivenBack(
  tx: Executor,
  ctx: AppContext,
  booking: BookingRow,
  { movement, shares }: MoneyGivenBack,
  who: { actor: BookingActor; actorId: string | undefined },
): Promise<BookingRow> {
  const locked = await lockBooking(tx, booking.id);
  if (!locked) throw notFound("Booking not found");
  if (!isMoneyOwed(locked)) return locked;
  const now = ctx.clock.now();
  const by = {
    actor: locked.status === "no_show" ? ("staff" as const) : (locked.cancelledBy ?? "system"),
    actorId: who.actorId ?? null,
    now,
  };
  if (booking.paymentStatus === "authorised") {
    await recordPaymentMovement(tx, {
      bookingId: booking.id,
      ...movement,
      paymentIntentId: booking.paymentIntentId,
      actor: by.actor,
      actorId: by.actorId,
      createdAt: now,
    });
  } else {
    await recordRefundShares(tx, ctx, booking.id, shares, by);
  }
  // What went back is now refunded; a capture that won the race against a release was refunded
  // in full, and that is the refund owed too.
  const refundedMinor = movement.kind === "refunded" ? movement.amountMinor : locked.refundedMinor;
  const to = locked.status === "no_show" ? "no_show/refunded" : "cancelled/refunded";
  return moveBooking(tx, locked, to, who.actor, {
    refundedMinor,
    refundOwedMinor: Math.max(locked.refundOwedMinor, refundedMinor),
    updatedAt: now,
  });
}

/**
 * Staff (or the reconciler, as `actor`) cancel a booking: a pending request is declined, a
 * confirmed stay is refunded `refundMinor` of what was paid (all of it by default, none or part
 * allowed). Its nights go back on sale at once. Cancelling a cancelled booking answers it as is.
 * The reconciler cancels only what the state machine lets it (a request, or a stay whose capture
 * never happened); a booking that moved on since it was listed is refused as changed.
 */
export function cancelBooking(
  ctx: AppContext,
  bookingId: string,
  options: {
    staff?: AuditActor;
    refundMinor?: number;
    log?: FastifyBaseLogger;
    actor?: "staff" | "reconciler";
    /** The console's staff member: their role and session decide whether they may refund. */
    authority?: RefundAuthority;
  } = {},
): Promise<BookingRow> {
  const actor = options.actor ?? "staff";
  return cancelBookingAs(ctx, bookingId, {
    actor,
    by: options.staff ? "staff" : "system",
    staff: options.staff,
    log: options.log,
    isRepeatAnswered: true,
    decide: (booking) => {
      const from = stateOf(booking);
      if (!canMoveBooking(from, `cancelled/${booking.paymentStatus}`, actor)) {
        throw bookingChanged();
      }
      // Everything the booking's payments took that is not given back or owed yet: staff choose
      // from what is not the Tourism Dirham fee, which goes back in full on top (decision 048).
      const paidMinor = booking.chargedMinor - booking.refundOwedMinor;
      const refund = staffRefundOf(
        paidMinor,
        tourismFeeOf(booking.priceLines),
        options.refundMinor,
      );
      const chosenMinor = refund.refundMinor - refund.tourismFeeRefundMinor;
      if (
        !Number.isInteger(chosenMinor) ||
        chosenMinor < 0 ||
        chosenMinor > refund.maxChosenMinor
      ) {
        throw refundOutOfRange(refund);
      }
      // Only captured money goes back; a request's authorisation is released, not refunded.
      if (booking.paymentStatus === "completed" || isPaidAtDesk(booking))
        assertMayGiveRefund(ctx.config, options.authority, refund.refundMinor);
      return refund.refundMinor;
    },
  });
}

/** A refund staff chose outside 0 to what they may choose, said with the fee that goes back anyway. */
export function refundOutOfRange(refund: {
  maxChosenMinor: number;
  tourismFeeRefundMinor: number;
}) {
  const maxAmount = toMajorUnits(refund.maxChosenMinor);
  const fee = toMajorUnits(refund.tourismFeeRefundMinor);
  const besides =
    fee > 0 ? `, besides the Tourism Dirham fee of AED ${fee} that goes back in full` : "";
  return new AppError(
    "REFUND_OUT_OF_RANGE",
    `The refund must be between AED 0 and AED ${maxAmount}${besides}.`,
    { refundAmount: `at most ${maxAmount}` },
    { params: { maxAmount } },
  );
}
