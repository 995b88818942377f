import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { releaseClaimsOfQuote } from "../inventory/inventory-repository";
import {
  findPricedShortages,
  insertPricedQuote,
  priceRequest,
  type QuoteAnswer,
  toQuoteAnswer,
} from "./create-quote";
import { findQuote, lockQuote, type QuoteRow } from "./quote-repository";
import { HOLDABLE_STATES, moveQuote } from "./quote-state-machine";

const quoteClosed = () =>
  new AppError(
    "QUOTE_CLOSED",
    "This booking request is already closed. Please check availability again.",
  );

/** Only a guest's own price for a new stay, not yet paid or booked, takes a code on the payment page. */
const isOpenToCode = (quote: QuoteRow) =>
  HOLDABLE_STATES.includes(quote.state) && !quote.bookingId && !quote.changesBookingId;

/**
 * The old quote makes way for the new one: its intent is cancelled (so it can never be paid), its
 * hold goes back on sale and it expires. An intent the guest already paid cannot be cancelled:
 * that payment is booked as it is (the booking call, the webhook or the reconciler) and the code is
 * refused with QUOTE_CLOSED.
 */
async function letGoOfQuote(ctx: AppContext, quote: QuoteRow): Promise<void> {
  const intentId = quote.paymentIntentId;
  if (intentId) {
    const intent = await ctx.payments
      .cancelIntent(intentId, `cancel-${intentId}`)
      .catch(() => ctx.payments.retrieveIntent(intentId));
    if (intent.status !== "canceled") throw quoteClosed();
  }
  await ctx.db.transaction(async (tx) => {
    const locked = await lockQuote(tx, quote.id);
    if (!locked || !isOpenToCode(locked)) throw quoteClosed();
    const now = ctx.clock.now();
    await releaseClaimsOfQuote(tx, locked.id, now);
    await moveQuote(tx, locked, "expired", "guest", {
      updatedAt: now,
      holdExpiresAt: locked.holdExpiresAt ? now : null,
      ...(locked.paymentIntentId ? { paymentSettledAt: now } : {}),
    });
  });
}

/**
 * POST /api/booking/quote/:quoteId/promo (decision 026): the guest's stay as it was asked, priced
 * again with the code applied (or with none, for `null`), as a new quote; the payment page moves
 * to it. The code is judged first: a code refused leaves the quote and its hold as they were. The
 * old quote's hold does not count against the new price (nor its use of a code).
 */
export async function requoteWithPromo(
  ctx: AppContext,
  userId: string,
  quoteId: string,
  promoCode: string | null,
): Promise<QuoteAnswer> {
  const quote = await findQuote(ctx.db, quoteId);
  if (!quote || quote.userId !== userId) throw notFound("Quote not found");
  if (!isOpenToCode(quote)) throw quoteClosed();
  const { promoCode: _previous, ...request } = quote.request;
  const body = promoCode ? { ...request, promoCode } : request;
  const priced = await priceRequest(ctx, userId, quote.bookingType, body);
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
