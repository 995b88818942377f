import { changeMoney } from "@camp/shared/booking/booking-change";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { listNights } from "@camp/shared/dates/stay-dates";
import { tourismFeeOf } from "@camp/shared/tax/tourism-fee";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { queueBookingEmail } from "../bookings/booking-emails";
import { loadUnitTotals } from "../bookings/booking-facts";
import {
  type BookingRow,
  findBooking,
  insertBookingChange,
  insertBookingPayment,
  lockBooking,
} from "../bookings/booking-repository";
import { bookingChanged, reviseBookingTerms } from "../bookings/booking-state-machine";
import { cancellationPolicyOf } from "../bookings/cancellation-policy";
import { settleChangeRefund } from "../cancellations-and-refunds/settle-change-refund";
import { settleRefund } from "../cancellations-and-refunds/settle-refund";
import { issueInvoice } from "../documents/issue-documents";
import {
  convertHoldToBooking,
  lockUnits,
  releaseClaimsOfBooking,
  releaseClaimsOfQuote,
} from "../inventory/inventory-repository";
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
import { findQuote, lockQuote } from "../quotes/quote-repository";
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
  const target = await findBooking(ctx.db, found.changesBookingId);
  if (!target) throw notFound("Booking not found");
  const current = await findQuote(ctx.db, target.quoteId);
  const unitKeys = [...(current?.claims ?? []), ...found.claims].map((claim) => claim.unitKey);
  const actorId = found.userId;

  const outcome = await ctx.db.transaction(async (tx): Promise<ChangeOutcome> => {
    await lockUnits(tx, unitKeys);
    const quote = await lockQuote(tx, quoteId);
    if (!quote?.changesBookingId) throw notFound("Quote not found");
    if (quote.bookingId) {
      const booking = await findBooking(tx, quote.bookingId);
      if (booking) return { kind: "changed", booking, isNew: false };
    }
    if (quote.state === "refund_required" || quote.state === "refunded") {
      return { kind: "refused", error: bookingChanged() };
    }
    const now = ctx.clock.now();
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

    /** Refuses the change: a paid one is owed its refund (paid below), an unpaid one changes nothing. */
    const refuse = async (error: AppError): Promise<ChangeOutcome> => {
      if (dueMinor <= 0) throw error;
      await releaseClaimsOfQuote(tx, quote.id, now);
      await moveQuote(tx, quote, "refund_required", actor, { updatedAt: now });
      return { kind: "refused", error };
    };
    const booking = await lockBooking(tx, quote.changesBookingId);
    if (!booking) throw notFound("Booking not found");
    if (booking.version !== quote.changeBaseVersion) return refuse(bookingChanged());
    if (!isChangeable(booking, now)) return refuse(notChangeable());

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

    const nights = listNights(quote.checkIn, quote.checkOut);
    const isHeld = quote.holdExpiresAt !== null && (await isHoldLive(tx, quote, nights, now));
    const totals = await loadUnitTotals(tx);
    // The booking's own promo code's use only moves with it: never judged again (decision 026).
    const isMoving = isOwnPromoUse(booking.priceLines);
    if (!isHeld) {
      await releaseClaimsOfQuote(tx, quote.id, now);
      // Another code's use that no longer fits is named as the guest knows it, not by its key.
      const shortages = (
        await findShortages(tx, {
          claims: quote.claims,
          nights,
          totals,
          now,
          exceptBookingId: booking.id,
        })
      ).filter((shortage) => !isMoving(shortage.unitKey));
      const promoRefusal = promoUseRefusal(shortages, totals);
      if (promoRefusal) return refuse(promoRefusal);
      if (shortages.length > 0) return refuse(changeNotAvailable(shortages));
    }
    // The new nights become the booking's in the same transaction that lets the old ones go.
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
    const paidMinor = dueMinor > 0 ? dueMinor : 0;
    const issuedDocumentIds: string[] = [];
    const to = {
      checkIn: quote.checkIn,
      checkOut: quote.checkOut,
      nights: quote.nights,
      quantity: quote.quantity,
      guests: quote.guests,
      roomType: quote.roomType,
      priceLines: quote.priceLines,
      totalMinor: quote.totalMinor,
    };
    const changed = await reviseBookingTerms(tx, booking, actor, {
      ...to,
      vatRateBp: quote.vatRateBp,
      // A change paid on the payment page was shown the policy anew; one with nothing to pay keeps the old.
      ...(quote.policyShown ? { policyShown: quote.policyShown } : {}),
      quoteId: quote.id,
      chargedMinor: booking.chargedMinor + paidMinor,
      refundOwedMinor: booking.refundOwedMinor + money.refundMinor,
      updatedAt: now,
    });
    await moveQuote(tx, quote, "fulfilled", actor, { bookingId: booking.id, updatedAt: now });
    if (paidMinor > 0 && intent) {
      const movement = await insertBookingPayment(tx, {
        bookingId: booking.id,
        kind: "captured",
        amountMinor: paidMinor,
        paymentIntentId: intent.id,
        actor: "guest",
        actorId,
        createdAt: now,
      });
      // The difference paid gets its own invoice; the fee's share is what the change added to it.
      const invoice = await issueInvoice(tx, ctx, {
        booking: changed,
        movement,
        previousLines: booking.priceLines,
      });
      issuedDocumentIds.push(invoice.id);
    }
    await insertBookingChange(tx, {
      bookingId: booking.id,
      quoteId: quote.id,
      fromTerms: termsOf(booking),
      toTerms: to,
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
  });

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
