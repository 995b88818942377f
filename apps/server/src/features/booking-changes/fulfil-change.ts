import { type ChangeMoney, changeMoney } from "@camp/shared/booking/booking-change";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { listNights } from "@camp/shared/dates/stay-dates";
import { tourismFeeOf } from "@camp/shared/tax/tourism-fee";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { queueBookingEmail } from "../bookings/booking-emails";
import { loadUnitTotals } from "../bookings/booking-facts";
import { recordPaymentMovement } from "../bookings/booking-payments-ledger";
import {
  type BookingRow,
  findBooking,
  insertBookingChange,
  lockBooking,
} from "../bookings/booking-repository";
import { bookingChanged, reviseBookingTerms } from "../bookings/booking-state-machine";
import { cancellationPolicyOf } from "../bookings/cancellation-policy";
import { settleChangeRefund } from "../cancellations-and-refunds/settle-change-refund";
import { settleRefund } from "../cancellations-and-refunds/settle-refund";
import { issueInvoice } from "../documents/issue-documents";
import {
  convertHoldToBooking,
  releaseClaimsOfBooking,
  releaseClaimsOfQuote,
} from "../inventory/claims-repository";
import { lockUnits } from "../inventory/inventory-repository";
import {
  claimQuoteUnits,
  findShortages,
  isHoldLive,
  type Shortage,
} from "../inventory/inventory-service";
import { isPaid, type PaymentIntent } from "../payment-provider/payment-provider";
import { isOwnPromoUse, promoUseRefusal } from "../promo-codes/promo-for-stay";
import { amountDueOf } from "../quotes/amount-due";
import { quoteExpired } from "../quotes/quote-errors";
import { findQuote, lockQuote, type QuoteRow } from "../quotes/quote-repository";
import { type FulfilActor, moveQuote } from "../quotes/quote-state-machine";
import { describeShortages } from "../quotes/shortage-details";
import { isChangeable, notChangeable, termsOf } from "./change-terms";

export type ChangeOutcome =
  | { kind: "changed"; booking: BookingRow; isNew: boolean }
  /** The change could not be applied; its payment, if any, was refunded. */
  | { kind: "refused"; error: AppError };

export const changeNotAvailable = (shortages: Shortage[]) => {
  const { nights, details } = describeShortages(shortages);
  return new AppError(
    "CHANGE_NOT_AVAILABLE",
    `This change does not fit: not enough left on ${nights.join(", ")}. Your booking stays as it is.`,
    details,
    { params: { nights: nights.join(", ") } },
  );
};

/**
 * Applies a priced change to its booking, once (decision 019). Runs from the guest's call, and for a
 * paid difference also from the webhook and the reconciler (through fulfilQuote). Under the unit
 * locks of the old and the new stay, the quote's and the booking's locks: the booking must still
 * be the version the change was priced against, paid and before its check-in day, and the new
 * stay must fit (the booking's own nights count as free to it). Then the new claims become the
 * booking's and the old ones are released, in one transaction. A paid change that cannot be
 * applied is refunded, so nobody pays for a change they did not get; an unpaid one is refused
 * with the booking untouched.
 */
export async function fulfilChange(
  ctx: AppContext,
  quoteId: string,
  intent: PaymentIntent | null,
  actor: FulfilActor,
  log?: FastifyBaseLogger,
): Promise<ChangeOutcome> {
  const found = await findQuote(ctx.db, quoteId);
  if (!found?.changesBookingId) throw notFound("Quote not found");
  const unitKeys = await unitKeysOfChange(ctx, found.changesBookingId, found.claims);
  const request: ChangeRequest = { quoteId, intent, actor, actorId: found.userId, unitKeys };
  const outcome = await ctx.db.transaction((tx) => changeUnderLocks(tx, ctx, request));
  return settleChangeMoney(ctx, quoteId, outcome, actor, log);
}

type ChangeRequest = {
  quoteId: string;
  intent: PaymentIntent | null;
  actor: FulfilActor;
  /** The guest who asked for the change, read before the locks. */
  actorId: string;
  /** The units of the old stay and the new, locked first. */
  unitKeys: string[];
};

/** A change whose quote and payment were checked under the locks, with what it owes. */
type LockedChange = ChangeRequest & {
  tx: Executor;
  ctx: AppContext;
  quote: QuoteRow;
  now: Date;
  dueMinor: number;
};

/** Every unit the change touches: the booking's current stay and the new one. */
async function unitKeysOfChange(
  ctx: AppContext,
  bookingId: string,
  newClaims: QuoteRow["claims"],
): Promise<string[]> {
  const target = await findBooking(ctx.db, bookingId);
  if (!target) throw notFound("Booking not found");
  const current = await findQuote(ctx.db, target.quoteId);
  return [...(current?.claims ?? []), ...newClaims].map((claim) => claim.unitKey);
}

/** The transaction: lock and verify, move the nights, then apply, take the money and notify. */
async function changeUnderLocks(
  tx: Executor,
  ctx: AppContext,
  request: ChangeRequest,
): Promise<ChangeOutcome> {
  await lockUnits(tx, request.unitKeys);
  const quote = await lockQuote(tx, request.quoteId);
  if (!quote?.changesBookingId) throw notFound("Quote not found");
  const answered = await answeredBefore(tx, quote);
  if (answered) return answered;
  const now = ctx.clock.now();
  const dueMinor = verifyChangePayment(quote, request.intent, now);
  const change: LockedChange = { ...request, tx, ctx, quote, now, dueMinor };

  const booking = await lockBooking(tx, quote.changesBookingId);
  if (!booking) throw notFound("Booking not found");
  if (booking.version !== quote.changeBaseVersion) return refuseChange(change, bookingChanged());
  if (!isChangeable(booking, now)) return refuseChange(change, notChangeable(booking));
  const money = recheckChangeMoney(change, booking);
  const refusal = await moveNightsToBooking(change, booking);
  if (refusal) return refuseChange(change, refusal);
  return recordChange(change, booking, money);
}

/** A change already applied is answered again; one already refused stays refused. */
async function answeredBefore(tx: Executor, quote: QuoteRow): Promise<ChangeOutcome | null> {
  if (quote.bookingId) {
    const booking = await findBooking(tx, quote.bookingId);
    if (booking) return { kind: "changed", booking, isNew: false };
  }
  if (quote.state === "refund_required" || quote.state === "refunded") {
    return { kind: "refused", error: bookingChanged() };
  }
  return null;
}

/**
 * What the change owes, after checking its payment: a difference to pay must come with this
 * quote's paid intent, for that amount; a change with nothing to pay needs its price still open.
 */
function verifyChangePayment(quote: QuoteRow, intent: PaymentIntent | null, now: Date): number {
  const dueMinor = amountDueOf(quote);
  if (dueMinor > 0) {
    const isThisQuotesPayment =
      intent !== null &&
      quote.paymentIntentId === intent.id &&
      intent.metadata.quoteId === quote.id &&
      intent.amount === dueMinor &&
      intent.currency.toLowerCase() === "aed";
    if (!isThisQuotesPayment) {
      throw new AppError("PAYMENT_MISMATCH", "This payment does not belong to this change.");
    }
    if (!isPaid(intent)) {
      throw new AppError(
        "PAYMENT_NOT_COMPLETED",
        "The payment has not gone through, so the booking was not changed.",
      );
    }
  } else if (quote.state !== "open" || now >= quote.expiresAt) {
    throw quoteExpired();
  }
  return dueMinor;
}

/** Refuses the change: a paid one is owed its refund (paid after the commit), an unpaid one changes nothing. */
async function refuseChange(change: LockedChange, error: AppError): Promise<ChangeOutcome> {
  const { tx, quote, actor, now } = change;
  if (change.dueMinor <= 0) throw error;
  await releaseClaimsOfQuote(tx, quote.id, now);
  await moveQuote(tx, quote, "refund_required", actor, { updatedAt: now });
  return { kind: "refused", error };
}

/** The change's money on today's policy, which must still be the refund the guest was shown. */
function recheckChangeMoney(change: LockedChange, booking: BookingRow): ChangeMoney {
  const { ctx, quote, now } = change;
  const money = changeMoney(
    {
      currentTotalMinor: booking.totalMinor,
      newTotalMinor: quote.totalMinor,
      checkIn: booking.policyCheckIn,
      tourismFeeGivenUpMinor: tourismFeeOf(booking.priceLines) - tourismFeeOf(quote.priceLines),
    },
    now,
    cancellationPolicyOf(ctx.config),
  );
  if (money.refundMinor !== (quote.changeRefundMinor ?? 0)) {
    // A refund deadline passed since the price check: the guest sees the new refund first.
    const refundAmount = toMajorUnits(money.refundMinor);
    throw new AppError(
      "REFUND_CHANGED",
      `The refund is now AED ${refundAmount}. Check it and confirm again.`,
      undefined,
      { params: { refundAmount } },
    );
  }
  return money;
}

/**
 * The new nights become the booking's in the same transaction that lets the old ones go: the
 * quote's live hold is converted, or the nights are claimed again when they still fit. Answers
 * why the change does not fit, with nothing moved, or null once the nights are the booking's.
 */
async function moveNightsToBooking(
  change: LockedChange,
  booking: BookingRow,
): Promise<AppError | null> {
  const { tx, quote, now } = change;
  const nights = listNights(quote.checkIn, quote.checkOut);
  const isHeld = quote.holdExpiresAt !== null && (await isHoldLive(tx, quote, nights, now));
  const totals = await loadUnitTotals(tx);
  // The booking's own promo code's use only moves with it: never judged again (decision 026).
  const isMoving = isOwnPromoUse(booking.priceLines);
  if (!isHeld) {
    const refusal = await refusalOfUnheldNights(change, booking, { nights, totals, isMoving });
    if (refusal) return refusal;
  }
  await releaseClaimsOfBooking(tx, booking.id, now);
  if (isHeld) await convertHoldToBooking(tx, quote.id, booking.id);
  else {
    await claimQuoteUnits(tx, {
      quote,
      nights,
      totals,
      now,
      mustFit: false,
      as: { bookingId: booking.id },
      hasEarlierClaims: false,
      isMoving,
    });
  }
  return null;
}

/** With the hold gone, its claims are let go and the new nights must fit beside everyone else's. */
async function refusalOfUnheldNights(
  change: LockedChange,
  booking: BookingRow,
  stay: { nights: string[]; totals: Map<string, number>; isMoving: (unitKey: string) => boolean },
): Promise<AppError | null> {
  const { tx, quote, now } = change;
  await releaseClaimsOfQuote(tx, quote.id, now);
  // Another code's use that no longer fits is named as the guest knows it, not by its key.
  const shortages = (
    await findShortages(tx, {
      claims: quote.claims,
      nights: stay.nights,
      totals: stay.totals,
      now,
      exceptBookingId: booking.id,
    })
  ).filter((shortage) => !stay.isMoving(shortage.unitKey));
  const promoRefusal = promoUseRefusal(shortages, stay.totals);
  if (promoRefusal) return promoRefusal;
  if (shortages.length > 0) return changeNotAvailable(shortages);
  return null;
}

/** Apply the new terms, take the difference paid, keep the change's history and tell the guest. */
async function recordChange(
  change: LockedChange,
  booking: BookingRow,
  money: ChangeMoney,
): Promise<ChangeOutcome> {
  const { tx, ctx, quote, intent, actor, actorId, now } = change;
  const paidMinor = change.dueMinor > 0 ? change.dueMinor : 0;
  const changed = await applyNewTerms(change, booking, { paidMinor, money });
  const issuedDocumentIds = await takeChangePayment(change, booking, changed, paidMinor);
  await insertBookingChange(tx, {
    bookingId: booking.id,
    quoteId: quote.id,
    fromTerms: termsOf(booking),
    toTerms: termsOf(quote),
    differenceMinor: money.differenceMinor,
    paidMinor,
    refundMinor: money.refundMinor,
    keptMinor: money.keptMinor,
    paymentIntentId: paidMinor > 0 ? (intent?.id ?? null) : null,
    actor,
    actorId,
    createdAt: now,
  });
  await queueBookingEmail(
    tx,
    ctx,
    changed,
    "booking-changed",
    undefined,
    {
      from: termsOf(booking),
      paidMinor,
      refundMinor: money.refundMinor,
      keptMinor: money.keptMinor,
    },
    issuedDocumentIds,
  );
  return { kind: "changed", booking: changed, isNew: true };
}

/** The booking takes the quote's terms, and what it was charged and is owed grows by the change's. */
async function applyNewTerms(
  change: LockedChange,
  booking: BookingRow,
  settled: { paidMinor: number; money: ChangeMoney },
): Promise<BookingRow> {
  const { tx, quote, actor, now } = change;
  const changed = await reviseBookingTerms(tx, booking, actor, {
    ...termsOf(quote),
    vatRateBp: quote.vatRateBp,
    // A change paid on the payment page was shown the policy anew; one with nothing to pay keeps the old.
    ...(quote.policyShown ? { policyShown: quote.policyShown } : {}),
    quoteId: quote.id,
    chargedMinor: booking.chargedMinor + settled.paidMinor,
    refundOwedMinor: booking.refundOwedMinor + settled.money.refundMinor,
    updatedAt: now,
  });
  await moveQuote(tx, quote, "fulfilled", actor, { bookingId: booking.id, updatedAt: now });
  return changed;
}

/** The difference paid is recorded and gets its own invoice; answers the documents issued. */
async function takeChangePayment(
  change: LockedChange,
  booking: BookingRow,
  changed: BookingRow,
  paidMinor: number,
): Promise<string[]> {
  const { tx, ctx, intent, actorId, now } = change;
  if (!(paidMinor > 0 && intent)) return [];
  const movement = await recordPaymentMovement(tx, {
    bookingId: booking.id,
    kind: "captured",
    amountMinor: paidMinor,
    paymentIntentId: intent.id,
    actor: "guest",
    actorId,
    createdAt: now,
  });
  // The fee's share of the invoice is what the change added to it.
  const invoice = await issueInvoice(tx, ctx, {
    booking: changed,
    movement,
    previousLines: booking.priceLines,
  });
  return [invoice.id];
}

/**
 * After the commit, outside the transaction: a refused paid change is refunded, and the refund
 * an applied change owes is paid now (the reconciler pays it later when this fails).
 */
async function settleChangeMoney(
  ctx: AppContext,
  quoteId: string,
  outcome: ChangeOutcome,
  actor: FulfilActor,
  log?: FastifyBaseLogger,
): Promise<ChangeOutcome> {
  if (outcome.kind === "refused") {
    const quote = await findQuote(ctx.db, quoteId);
    if (quote?.state === "refund_required") await settleRefund(ctx, quote, actor);
    return outcome;
  }
  if (outcome.isNew && outcome.booking.refundOwedMinor > outcome.booking.refundedMinor) {
    try {
      return { ...outcome, booking: await settleChangeRefund(ctx, outcome.booking, "guest") };
    } catch (error) {
      // The change stands and its refund is owed: the reconciler pays it (after ten minutes).
      log?.error({ err: error, bookingId: outcome.booking.id }, "changed, but the refund failed");
    }
  }
  return outcome;
}
