import { listNights } from "@camp/shared/dates/stay-dates";
import type { Database, Executor } from "../../db/database";
import { isStayUnitKey } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { loadUnitTotals } from "../bookings/booking-facts";
import { emailStayOf } from "../email/email-stay";
import { releaseClaimsOfQuote } from "../inventory/claims-repository";
import { claimQuoteUnits } from "../inventory/inventory-service";
import { isPaid } from "../payment-provider/payment-provider";
import { insertPricedQuote } from "../quotes/create-quote";
import { findPricedShortages, priceRequest } from "../quotes/price-request";
import { priceUnderLocks } from "../quotes/price-under-locks";
import { findQuote, lockQuote } from "../quotes/quote-repository";
import { moveQuote } from "../quotes/quote-state-machine";

/**
 * The quotes of the waiting list (decision 033): the same pricing, stock checks, holds and state
 * moves as a guest's own price check and payment, over the quotes feature. The rest of the waiting
 * list calls them through WaitingListQuotes (app.ts and the maintenance job hand it
 * `waitingListQuotes`, typed in waiting-list-quotes.ts).
 */

type OfferRequest = {
  userId: string;
  kind: "single" | "package";
  request: Record<string, unknown>;
  holdUntil: Date;
};

/** As check-availability prices a request, without saving a quote. */
async function priceStay(
  ctx: AppContext,
  userId: string,
  kind: "single" | "package",
  body: unknown,
) {
  const priced = await priceRequest(ctx, userId, kind, body);
  const shortages = await findPricedShortages(ctx, priced);
  const { values } = priced;
  return {
    request: values.request as Record<string, unknown>,
    serviceType: values.serviceType,
    roomType: values.roomType ?? null,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    quantity: values.quantity,
    stayClaims: priced.parts.claims.filter(
      (claim) => claim.night === undefined && isStayUnitKey(claim.unitKey),
    ),
    isShort: shortages.length > 0,
  };
}

/**
 * The request without what the guest did not wait for: activities and a promo code are priced again
 * when offered, and left out when they no longer fit (a sold-out day, a code used up or ended).
 */
function withoutActivitiesAndCode(request: Record<string, unknown>) {
  const { extras, promoCode, ...stay } = request;
  return extras === undefined && promoCode === undefined ? null : stay;
}

async function offerQuote(tx: Executor, ctx: AppContext, offer: OfferRequest) {
  // A request today's rules refuse (an activity's day sold out, a code used up or ended) is
  // offered without its activities and code; one refused even so (a stay rule set since) is not.
  const attempt = (request: Record<string, unknown>) =>
    priceUnderLocks(tx, ctx, offer.userId, offer.kind, request).then(
      // Null when some night is short.
      (fitting) => (fitting.shortages.length === 0 ? fitting : null),
      (error: unknown) => {
        if (error instanceof AppError) return "refused" as const;
        throw error;
      },
    );
  let fitting = await attempt(offer.request);
  if (fitting === "refused") {
    const stayOnly = withoutActivitiesAndCode(offer.request);
    fitting = stayOnly ? await attempt(stayOnly) : null;
  }
  if (!fitting || fitting === "refused") return null;

  const now = ctx.clock.now();
  const inTransaction: AppContext = { ...ctx, db: tx as Database };
  // The price stays open for as long as the offer holds the units, so the payment page can pay it.
  const quote = await insertPricedQuote(inTransaction, fitting.priced, "confirmed", {
    expiresAt: offer.holdUntil,
  });
  const isHeld = await claimQuoteUnits(tx, {
    quote,
    nights: listNights(quote.checkIn, quote.checkOut),
    totals: fitting.totals,
    now,
    mustFit: true,
    as: { holdExpiresAt: offer.holdUntil },
    hasEarlierClaims: false,
  });
  // Checked under these same locks a moment ago: not fitting now would be a fault, not a race.
  if (!isHeld) throw new Error(`waiting-list quote ${quote.id} did not fit under its own locks`);
  await moveQuote(tx, quote, "paying", "waiting-list", {
    holdExpiresAt: offer.holdUntil,
    updatedAt: now,
  });
  // The stay the offer's email shows (offer-freed-units.ts), with the quote it pays.
  return { id: quote.id, ...emailStayOf(quote) };
}

async function cancelOfferPayment(ctx: AppContext, quoteId: string) {
  const intentId = (await findQuote(ctx.db, quoteId))?.paymentIntentId ?? null;
  if (!intentId) return { status: "none" as const, intentId: null };
  const intent = await ctx.payments
    .cancelIntent(intentId, `cancel-${intentId}`)
    .catch(() => ctx.payments.retrieveIntent(intentId));
  // Paid (or being paid) cannot be cancelled: that money becomes its booking or goes back.
  if (isPaid(intent) || intent.status !== "canceled") return { status: "paid" as const, intentId };
  return { status: "cancelled" as const, intentId };
}

async function closeOffer(
  tx: Executor,
  ctx: AppContext,
  quoteId: string,
  cancelledIntentId: string | null,
): Promise<"closed" | "booked" | "in_payment"> {
  const quote = await lockQuote(tx, quoteId);
  if (!quote) return "closed";
  if (quote.bookingId || quote.state === "fulfilled") return "booked";
  if (quote.state !== "paying") return "closed";
  if (quote.paymentIntentId && quote.paymentIntentId !== cancelledIntentId) return "in_payment";
  const now = ctx.clock.now();
  await releaseClaimsOfQuote(tx, quote.id, now);
  const heldUntil = quote.holdExpiresAt && quote.holdExpiresAt < now ? quote.holdExpiresAt : now;
  await moveQuote(tx, quote, "expired", "waiting-list", {
    updatedAt: now,
    holdExpiresAt: heldUntil,
    ...(quote.paymentIntentId ? { paymentSettledAt: now } : {}),
  });
  return "closed";
}

export const waitingListQuotes = {
  priceStay,
  offerQuote,
  unitTotals: loadUnitTotals,
  cancelOfferPayment,
  closeOffer,
};
