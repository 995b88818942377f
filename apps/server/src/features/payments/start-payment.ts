import { listNights } from "@camp/shared/dates/stay-dates";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { loadUnitTotals } from "../bookings/booking-facts";
import { findBooking } from "../bookings/booking-repository";
import { releaseClaimsOfQuote } from "../inventory/claims-repository";
import { lockUnits } from "../inventory/inventory-repository";
import { claimQuoteUnits, isHoldLive } from "../inventory/inventory-service";
import { isPaid, type PaymentIntent } from "../payment-provider/payment-provider";
import { findPromoUseRefusal, isOwnPromoUse } from "../promo-codes/promo-for-stay";
import { amountDueOf } from "../quotes/amount-due";
import { assertCanHold } from "../quotes/hold-limits";
import { quoteExpired } from "../quotes/quote-errors";
import { quotePolicyTerms } from "../quotes/quote-policy";
import {
  findQuote,
  lockQuote,
  type QuoteRow,
  setQuoteIntent,
  updateQuote,
} from "../quotes/quote-repository";
import { canPlaceHold, HOLDABLE_STATES, moveQuote } from "../quotes/quote-state-machine";
import { isHoldGivenByStaff } from "../quotes/staff-quote";

export const alreadyPaid = () =>
  new AppError("ALREADY_PAID", "This booking is already paid. Open My Bookings to see it.");

export type HoldChoices = {
  isPrivateBooking?: boolean | undefined;
  amount?: number;
  /** The page showed the cancellation policy in this language: kept with the server's terms. */
  policyShown?: { language: "en" | "ar" } | undefined;
};

/**
 * Holds the quote's units for HOLD_MINUTES (or holds them again after a refused card or a hold that
 * ran out, when the units are still free), within what one account may hold (decision 013), and
 * only while the quote's price is live (`canPlaceHold`). A hold still live is answered as it is. A
 * pending quote is a request staff will decide on, so its hold does not need free units.
 */
export async function holdUnits(
  ctx: AppContext,
  quoteId: string,
  userId: string,
  choices: HoldChoices = {},
): Promise<QuoteRow> {
  return ctx.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (!quote || quote.userId !== userId) throw notFound("Quote not found");
    verifyHoldRequest(quote, choices);
    const now = ctx.clock.now();
    await keepPaymentChoices(tx, ctx, quote, choices, now);
    const nights = listNights(quote.checkIn, quote.checkOut);
    // A quote never held (or whose hold was let go with its claims) has no claims to look at.
    const wasHeld = quote.holdExpiresAt !== null;
    if (wasHeld && (await isHoldLive(tx, quote, nights, now))) return quote;
    // Any new hold, the first or one asked for again, needs a live price: past it the guest checks
    // availability again, so one quote cannot keep its units by asking again (decision 013).
    if (!canPlaceHold(quote, now)) throw quoteExpired();
    await assertCanHold(tx, ctx, quote, nights.length, now);

    const holdExpiresAt = await claimHold(tx, ctx, quote, { nights, wasHeld, now });
    if (quote.state === "open") {
      await moveQuote(tx, quote, "paying", "guest", { holdExpiresAt, updatedAt: now });
    } else {
      await updateQuote(tx, quote.id, { holdExpiresAt, updatedAt: now });
    }
    return { ...quote, state: "paying" as const, holdExpiresAt };
  });
}

/** The amount asked for must be what the quote owes, and the quote still open to payment. */
function verifyHoldRequest(quote: QuoteRow, choices: HoldChoices): void {
  if (quote.changesBookingId && amountDueOf(quote) <= 0) {
    throw new AppError(
      "AMOUNT_MISMATCH",
      "This change costs nothing more: confirm it without a payment.",
    );
  }
  if (choices.amount !== undefined && choices.amount !== amountDueOf(quote)) {
    throw new AppError(
      "AMOUNT_MISMATCH",
      "The payment amount does not match the price of this booking. Please check availability again.",
    );
  }
  if (!HOLDABLE_STATES.includes(quote.state)) {
    throw new AppError(
      "QUOTE_CLOSED",
      "This booking request is already closed. Please check availability again.",
    );
  }
}

/** The private-booking choice and the policy the page showed, kept with the quote (locked by the caller). */
export async function keepPaymentChoices(
  tx: Executor,
  ctx: AppContext,
  quote: QuoteRow,
  choices: HoldChoices,
  now: Date,
): Promise<void> {
  if (
    choices.isPrivateBooking !== undefined &&
    choices.isPrivateBooking !== quote.isPrivateBooking
  ) {
    await updateQuote(tx, quote.id, {
      isPrivateBooking: choices.isPrivateBooking,
      updatedAt: now,
    });
  }
  if (choices.policyShown) {
    // The terms are the server's own for this stay, never the page's: what the guest agreed to.
    await updateQuote(tx, quote.id, {
      policyShown: {
        language: choices.policyShown.language,
        shownAt: now.toISOString(),
        terms: await quotePolicyTerms(tx, ctx.config, quote),
      },
      updatedAt: now,
    });
  }
}

/**
 * Under the unit locks, claims the quote's units until the hold's end, which it answers; a
 * confirmed stay that no longer fits is refused with why (a promo code's last use, or the dates).
 */
async function claimHold(
  tx: Executor,
  ctx: AppContext,
  quote: QuoteRow,
  stay: { nights: string[]; wasHeld: boolean; now: Date },
): Promise<Date> {
  const { nights, wasHeld, now } = stay;
  await lockUnits(
    tx,
    quote.claims.map((claim) => claim.unitKey),
  );
  const holdExpiresAt = new Date(now.getTime() + ctx.config.HOLD_MINUTES * 60_000);
  const totals = await loadUnitTotals(tx);
  // A change's own promo code's use only moves with its booking (decision 026).
  const changed = quote.changesBookingId
    ? await findBooking(tx, quote.changesBookingId)
    : undefined;
  const isMoving = isOwnPromoUse(changed?.priceLines ?? []);
  const isHeld = await claimQuoteUnits(tx, {
    quote,
    nights,
    totals,
    now,
    mustFit: quote.status === "confirmed",
    as: { holdExpiresAt },
    hasEarlierClaims: wasHeld,
    // A change of a booking: the booking's own nights are free to it (decision 019).
    exceptBookingId: quote.changesBookingId,
    isMoving,
  });
  if (!isHeld) throw await holdRefusal(tx, quote, { totals, now, isMoving });
  return holdExpiresAt;
}

/**
 * Why the units could not be held: the last use of a promo code went to someone else (decision
 * 026), or the dates did.
 */
async function holdRefusal(
  tx: Executor,
  quote: QuoteRow,
  stay: { totals: Map<string, number>; now: Date; isMoving: (unitKey: string) => boolean },
): Promise<AppError> {
  const promoRefusal = await findPromoUseRefusal(tx, {
    claims: quote.claims.filter((claim) => !stay.isMoving(claim.unitKey)),
    totals: stay.totals,
    now: stay.now,
    exceptBookingId: quote.changesBookingId,
  });
  if (promoRefusal) return promoRefusal;
  return new AppError(
    "NO_LONGER_AVAILABLE",
    "Those dates were just booked by someone else. Please check availability again.",
  );
}

/**
 * POST /api/payment/process: the card payment for a quote, for the server's own amount only.
 * Places the hold, then creates (or finds again) the quote's one payment intent.
 */
export async function startPayment(
  ctx: AppContext,
  userId: string,
  input: {
    amount: number;
    quoteId: string;
    isPrivateBooking?: boolean | undefined;
    policyShown?: { language: "en" | "ar" } | undefined;
  },
) {
  const held = await holdUnits(ctx, input.quoteId, userId, {
    isPrivateBooking: input.isPrivateBooking,
    amount: input.amount,
    policyShown: input.policyShown,
  }).catch((error: unknown) => refuseHold(ctx, input.quoteId, error));
  const intent = await createQuoteIntent(ctx, held, userId);
  if (held.paymentIntentId !== intent.id) {
    await setQuoteIntent(ctx.db, held.id, {
      paymentIntentId: intent.id,
      paymentProvider: ctx.payments.name,
      updatedAt: ctx.clock.now(),
    });
  }
  if (isPaid(intent)) throw alreadyPaid();
  if (intent.status === "canceled") throw quoteExpired();
  return { client_secret: intent.clientSecret, paymentIntentId: intent.id };
}

/**
 * Too late for a new hold, but the card may have been paid at the last moment (in another tab,
 * or just before a reload): the page then books that payment instead of asking for a new price.
 */
async function refuseHold(ctx: AppContext, quoteId: string, error: unknown): Promise<never> {
  if (error instanceof AppError && error.code === "QUOTE_EXPIRED") {
    const quote = await findQuote(ctx.db, quoteId);
    const intent = quote?.paymentIntentId
      ? await ctx.payments.retrieveIntent(quote.paymentIntentId).catch(() => null)
      : null;
    if (intent && isPaid(intent)) throw alreadyPaid();
  }
  throw error;
}

/**
 * The quote's one intent (made once: the provider answers the same intent to the same idempotency
 * key), for what it owes, with `{quoteId, userId}` and what else the caller names in its metadata
 * (a payment link's id, decision 055). A provider failure is PAYMENT_PROVIDER_ERROR.
 */
export async function createIntentOfQuote(
  ctx: AppContext,
  held: QuoteRow,
  userId: string,
  extraMetadata: Record<string, string> = {},
): Promise<PaymentIntent> {
  try {
    return await ctx.payments.createIntent({
      amount: amountDueOf(held),
      currency: "aed",
      captureMethod: held.status === "pending" ? "manual" : "automatic",
      metadata: {
        quoteId: held.id,
        userId,
        ...(held.changesBookingId ? { changesBookingId: held.changesBookingId } : {}),
        ...extraMetadata,
      },
      idempotencyKey: `intent-${held.id}`,
    });
  } catch (error) {
    throw new AppError(
      "PAYMENT_PROVIDER_ERROR",
      "We could not start the payment. Please try again.",
      undefined,
      {
        cause: error,
      },
    );
  }
}

/** The quote's one intent, for what it owes; when the provider fails, the hold is let go. */
async function createQuoteIntent(
  ctx: AppContext,
  held: QuoteRow,
  userId: string,
): Promise<PaymentIntent> {
  try {
    return await createIntentOfQuote(ctx, held, userId);
  } catch (error) {
    await releaseUnstartedHold(ctx, held.id);
    throw error;
  }
}

/** The quote goes back to open with its units on sale, unless an earlier intent may still be paid. */
async function releaseUnstartedHold(ctx: AppContext, quoteId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    // An intent from an earlier try may be paid in another tab: the quote stays in payment, in
    // the reconciler's sight, and keeps the hold that intent is being paid under.
    if (quote?.state !== "paying" || quote.paymentIntentId) return;
    // A hold staff gave (a payment link's) lasts to its own end, whatever happens to a card.
    if (isHoldGivenByStaff(quote)) return;
    const now = ctx.clock.now();
    await releaseClaimsOfQuote(tx, quote.id, now);
    await moveQuote(tx, quote, "open", "guest", { holdExpiresAt: null, updatedAt: now });
  });
}
