import { listNights } from "@camp/shared/dates/stay-dates";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import type { Database, Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { loadUnitTotals } from "../bookings/booking-facts";
import { releaseClaimsOfQuote } from "../inventory/claims-repository";
import { lockUnits } from "../inventory/inventory-repository";
import { claimQuoteUnits } from "../inventory/inventory-service";
import { insertPricedQuote, type QuoteAnswer, toQuoteAnswer } from "./create-quote";
import { findPricedShortages, type PricedRequest, priceRequest } from "./price-request";
import { findQuote, findWaitingListOffer, lockQuote, type QuoteRow } from "./quote-repository";
import { HOLDABLE_STATES, moveQuote } from "./quote-state-machine";
import { isHoldGivenByStaff } from "./staff-quote";

/**
 * Points a waiting-list offer at the quote that replaced its own, in the caller's transaction.
 * The entry's one writer is the waiting list's table of moves (waiting-list/entry-state-machine.ts,
 * decision 052), a layer above quotes that quotes may not import (test/feature-layout.test.ts), so
 * app.ts hands the promo route that function, as it hands the waiting list its quotes.
 */
export type MoveOfferToQuote = (
  tx: Executor,
  offer: { id: string },
  quoteId: string,
  now: Date,
) => Promise<void>;

const quoteClosed = () =>
  new AppError(
    "QUOTE_CLOSED",
    "This booking request is already closed. Please check availability again.",
  );

/** Only a guest's own price for a new stay, not yet paid or booked, takes a code on the payment page. */
const isOpenToCode = (quote: QuoteRow) =>
  HOLDABLE_STATES.includes(quote.state) &&
  !quote.bookingId &&
  !quote.changesBookingId &&
  !isHoldGivenByStaff(quote);

/**
 * The quote's intent, if it has one, is cancelled so that it can never be paid. An intent the guest
 * already paid cannot be cancelled: that payment is booked as it is (the booking call, the webhook
 * or the reconciler) and the code is refused with QUOTE_CLOSED.
 */
async function cancelIntentOf(ctx: AppContext, quote: QuoteRow): Promise<void> {
  const intentId = quote.paymentIntentId;
  if (!intentId) return;
  const intent = await ctx.payments
    .cancelIntent(intentId, `cancel-${intentId}`)
    .catch(() => ctx.payments.retrieveIntent(intentId));
  if (intent.status !== "canceled") throw quoteClosed();
}

/** The old quote expires with its hold, in the caller's transaction (its intent is cancelled). */
async function expireReplaced(tx: Executor, quote: QuoteRow, now: Date) {
  await releaseClaimsOfQuote(tx, quote.id, now);
  await moveQuote(tx, quote, "expired", "guest", {
    updatedAt: now,
    holdExpiresAt: quote.holdExpiresAt ? now : null,
    ...(quote.paymentIntentId ? { paymentSettledAt: now } : {}),
  });
}

/** The old quote makes way for the new one: its intent is cancelled, its hold goes back on sale. */
async function letGoOfQuote(ctx: AppContext, quote: QuoteRow): Promise<void> {
  await cancelIntentOf(ctx, quote);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockQuote(tx, quote.id);
    if (!locked || !isOpenToCode(locked)) throw quoteClosed();
    await expireReplaced(tx, locked, ctx.clock.now());
  });
}

/**
 * A waiting-list offer priced again (decision 033): the new quote takes the offer over in one
 * transaction, under the entry's lock, the quote's and the units' (the waiting list's order): the
 * old hold's units go straight to the new quote's hold, ending when the offer ends, so they are
 * never on sale meanwhile and no other guest is offered them; the entry offers the new quote.
 */
async function requoteOffer(
  ctx: AppContext,
  quote: QuoteRow,
  priced: PricedRequest,
  moveOfferToQuote: MoveOfferToQuote,
): Promise<QuoteRow> {
  await cancelIntentOf(ctx, quote);
  return ctx.db.transaction(async (tx) => {
    const offer = await findWaitingListOffer(tx, quote.id, { lock: true });
    const locked = await lockQuote(tx, quote.id);
    const now = ctx.clock.now();
    const holdUntil = offer?.offerExpiresAt;
    if (!offer || !holdUntil || holdUntil <= now || !locked || !isOpenToCode(locked))
      throw quoteClosed();
    await lockUnits(
      tx,
      [...priced.parts.claims, ...locked.claims].map((claim) => claim.unitKey),
    );
    const inTransaction: AppContext = { ...ctx, db: tx as Database };
    const totals = await loadUnitTotals(tx);
    const shortages = await findPricedShortages(
      inTransaction,
      { ...priced, facts: { ...priced.facts, totals } },
      undefined,
      locked.id,
    );
    if (shortages.length > 0) {
      throw new AppError(
        "NO_LONGER_AVAILABLE",
        "Those dates were just booked by someone else. Please check availability again.",
      );
    }
    await expireReplaced(tx, locked, now);
    const fresh = await insertPricedQuote(inTransaction, priced, "confirmed", {
      isPrivateBooking: locked.isPrivateBooking,
      expiresAt: holdUntil,
    });
    const isHeld = await claimQuoteUnits(tx, {
      quote: fresh,
      nights: listNights(fresh.checkIn, fresh.checkOut),
      totals,
      now,
      mustFit: true,
      as: { holdExpiresAt: holdUntil },
      hasEarlierClaims: false,
    });
    // Checked under these same locks a moment ago: not fitting now would be a fault, not a race.
    if (!isHeld) throw new Error(`re-priced offer ${fresh.id} did not fit under its own locks`);
    await moveQuote(tx, fresh, "paying", "waiting-list", {
      holdExpiresAt: holdUntil,
      updatedAt: now,
    });
    await moveOfferToQuote(tx, offer, fresh.id, now);
    return { ...fresh, state: "paying" as const, holdExpiresAt: holdUntil };
  });
}

/**
 * POST /api/booking/quote/:quoteId/promo (decision 026): the guest's stay as it was asked, priced
 * again with the code applied (or with none, for `null`), as a new quote; the payment page moves
 * to it. The code is judged first: a code refused leaves the quote and its hold as they were. The
 * old quote's hold does not count against the new price (nor its use of a code). A waiting-list
 * offer's quote keeps its offer: the new quote holds the units until the offer ends.
 */
export async function requoteWithPromo(
  ctx: AppContext,
  userId: string,
  quoteId: string,
  promoCode: string | null,
  moveOfferToQuote: MoveOfferToQuote,
): Promise<QuoteAnswer> {
  const quote = await findQuote(ctx.db, quoteId);
  if (!quote || quote.userId !== userId) throw notFound("Quote not found");
  // A price staff set (a payment link's) is theirs: a code would replace it and end the link.
  if (isHoldGivenByStaff(quote))
    throw new AppError("QUOTE_CLOSED", deskSalesMessages.promoNotOnStaffPrice);
  if (!isOpenToCode(quote)) throw quoteClosed();
  const { promoCode: _previous, ...request } = quote.request;
  const body = promoCode ? { ...request, promoCode } : request;
  const priced = await priceRequest(ctx, userId, quote.bookingType, body);
  const offer = await findWaitingListOffer(ctx.db, quote.id);
  if (offer?.offerExpiresAt && offer.offerExpiresAt > ctx.clock.now()) {
    const requoted = await requoteOffer(ctx, quote, priced, moveOfferToQuote);
    return toQuoteAnswer(requoted, [], ctx.config.HOLD_MINUTES);
  }
  const shortages = await findPricedShortages(ctx, priced, undefined, quote.id);
  await letGoOfQuote(ctx, quote);
  const fresh = await insertPricedQuote(
    ctx,
    priced,
    shortages.length === 0 ? "confirmed" : "pending",
    { isPrivateBooking: quote.isPrivateBooking },
  );
  return toQuoteAnswer(fresh, shortages, ctx.config.HOLD_MINUTES);
}
