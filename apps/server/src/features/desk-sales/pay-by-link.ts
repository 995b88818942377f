import type { PayLinkDetail } from "@camp/shared/desk-sales/desk-sales";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { findGuestOf } from "../bookings/booking-repository";
import { isPaid, type PaymentIntent } from "../payment-provider/payment-provider";
import { type FulfilOutcome, fulfilQuote } from "../payments/fulfil-booking";
import { createIntentOfQuote, keepPaymentChoices } from "../payments/start-payment";
import { quoteDetailOfRow } from "../quotes/get-quote-detail";
import { findQuote, lockQuote, type QuoteRow, setQuoteIntent } from "../quotes/quote-repository";
import {
  lockPaymentLinkOfQuote,
  markPaymentLinkOpened,
  markPaymentLinkPaid,
  type PaymentLinkRow,
} from "./payment-link-repository";
import { findPaymentLinkByToken, linkReferenceOf } from "./payment-links";

/**
 * The guest's side of a payment link (decision 055): the page that shows the held stay, the card
 * payment of its one intent, and the booking made of it. The token is the only permission: no
 * account is signed in. The money's path is the website's own (fulfilQuote, as the webhook and
 * the reconciler run it for any quote), so a paid link is booked exactly once, or refunded.
 */

export const paymentLinkNotFound = () =>
  new AppError("NOT_FOUND", deskSalesMessages.paymentLinkNotFound);
export const paymentLinkExpired = () =>
  new AppError("PAYMENT_LINK_EXPIRED", deskSalesMessages.paymentLinkExpired);
export const paymentLinkPaid = () =>
  new AppError("PAYMENT_LINK_PAID", deskSalesMessages.paymentLinkPaid);
const soldMeanwhile = () =>
  new AppError(
    "NO_LONGER_AVAILABLE",
    "The hold on this stay had ended and the dates were booked by someone else before your payment arrived. Your payment has been given back in full and no booking was made. Please contact the resort.",
  );

type Found = { link: PaymentLinkRow; quote: QuoteRow };

async function findByToken(ctx: AppContext, token: string): Promise<Found> {
  const link = await findPaymentLinkByToken(ctx.db, token);
  const quote = link ? await findQuote(ctx.db, link.quoteId) : undefined;
  if (!link || !quote) throw paymentLinkNotFound();
  return { link, quote };
}

/** Withdrawn by staff, or past its end (the hold's). */
function isClosed(link: PaymentLinkRow, now: Date): boolean {
  return link.cancelledAt !== null || now >= link.expiresAt;
}

/** The outcome of a paid intent: booked (the link is marked paid) or refunded. */
async function bookPayment(
  ctx: AppContext,
  link: PaymentLinkRow,
  intent: PaymentIntent,
): Promise<FulfilOutcome> {
  const outcome = await fulfilQuote(ctx, link.quoteId, intent, "guest");
  if (outcome.kind === "booked") await markPaymentLinkPaid(ctx.db, link.id, ctx.clock.now());
  return outcome;
}

/**
 * A closed link whose intent was paid anyway (at its last moment, and the page closed before it
 * said so): booked now if the webhook or the reconciler has not yet, else null.
 */
async function bookLatePayment(ctx: AppContext, found: Found): Promise<FulfilOutcome | null> {
  const intentId = found.quote.paymentIntentId;
  if (!intentId) return null;
  const intent = await ctx.payments.retrieveIntent(intentId).catch(() => null);
  if (!intent || !isPaid(intent)) return null;
  return bookPayment(ctx, found.link, intent);
}

/**
 * GET /api/pay/:token: the stay as the payment page shows it, and the opening recorded. Paid: the
 * page says so (state "paid"). Withdrawn or past its end: 410, unless its payment arrived.
 */
export async function openPaymentLink(ctx: AppContext, token: string): Promise<PayLinkDetail> {
  const found = await findByToken(ctx, token);
  const { link } = found;
  let { quote } = found;
  const now = ctx.clock.now();
  let isBooked = quote.bookingId !== null || link.paidAt !== null;
  // Closed as /process judges it: withdrawn, past its end, or its quote no longer being paid
  // (expired by anything: a code, the reconciler, staff).
  if (!isBooked && (isClosed(link, now) || quote.state !== "paying")) {
    const late = await bookLatePayment(ctx, found);
    if (late?.kind !== "booked") throw paymentLinkExpired();
    isBooked = true;
  }
  if (isBooked) {
    quote = (await findQuote(ctx.db, quote.id)) ?? quote;
    if (!link.paidAt) await markPaymentLinkPaid(ctx.db, link.id, now);
  } else {
    await markPaymentLinkOpened(ctx.db, link.id, now);
  }
  const guest = await findGuestOf(ctx.db, quote.userId);
  return {
    state: isBooked ? "paid" : "open",
    reference: linkReferenceOf(quote),
    guestName: guest?.name ?? "",
    // Whether the confirmation is emailed: the page says so, never the address itself.
    hasEmail: Boolean(guest?.email),
    language: link.language,
    expiresAt: link.expiresAt.toISOString(),
    quote: await quoteDetailOfRow(ctx, quote),
  };
}

/**
 * POST /api/pay/:token/process: the quote's one intent for its total, made (or found again: one
 * idempotency key per quote) and saved on the quote while the link is still open, checked under
 * the quote's lock before and after the processor is asked (never during: the processor is not
 * called inside a transaction). An intent made while staff withdrew the link is cancelled at once.
 * Never a new hold: the link's hold is its own and is not extended.
 */
export async function processPaymentLink(
  ctx: AppContext,
  token: string,
  input: { policyShown?: { language: "en" | "ar" } | undefined },
): Promise<{ client_secret: string; paymentIntentId: string }> {
  const { link } = await findByToken(ctx, token);
  const checkOpen = async (tx: Executor) => {
    const quote = await lockQuote(tx, link.quoteId);
    const locked = await lockPaymentLinkOfQuote(tx, link.quoteId);
    if (!quote || !locked) throw paymentLinkNotFound();
    if (quote.bookingId || locked.paidAt) throw paymentLinkPaid();
    const isOpen = !isClosed(locked, ctx.clock.now()) && quote.state === "paying";
    return { quote, isOpen };
  };
  const before = await ctx.db.transaction(async (tx) => {
    const checked = await checkOpen(tx);
    if (checked.isOpen) {
      await keepPaymentChoices(
        tx,
        ctx,
        checked.quote,
        { policyShown: input.policyShown },
        ctx.clock.now(),
      );
    }
    return checked;
  });
  if (!before.isOpen) return refuseClosedLink(ctx, link, before.quote);
  const intent = await createIntentOfQuote(ctx, before.quote, before.quote.userId, {
    paymentLinkId: link.id,
  });
  const after = await ctx.db.transaction(async (tx) => {
    const checked = await checkOpen(tx);
    if (checked.isOpen && checked.quote.paymentIntentId !== intent.id) {
      await setQuoteIntent(tx, checked.quote.id, {
        paymentIntentId: intent.id,
        paymentProvider: ctx.payments.name,
        updatedAt: ctx.clock.now(),
      });
    }
    return checked;
  });
  if (!after.isOpen) {
    // Withdrawn (or ended) while the intent was being made: it can never be paid now.
    if (after.quote.paymentIntentId !== intent.id) {
      await ctx.payments.cancelIntent(intent.id, `cancel-${intent.id}`).catch(() => undefined);
    }
    return refuseClosedLink(ctx, link, after.quote);
  }
  if (isPaid(intent)) throw paymentLinkPaid();
  if (intent.status === "canceled") throw paymentLinkExpired();
  return { client_secret: intent.clientSecret, paymentIntentId: intent.id };
}

/** A link closed to a new payment: paid at the last moment (booked now, or refunded), or 410. */
async function refuseClosedLink(
  ctx: AppContext,
  link: PaymentLinkRow,
  quote: QuoteRow,
): Promise<never> {
  const late = await bookLatePayment(ctx, { link, quote });
  if (late?.kind === "booked") throw paymentLinkPaid();
  if (late?.kind === "refunded") throw soldMeanwhile();
  throw paymentLinkExpired();
}

/**
 * POST /api/pay/:token/complete: the confirmed intent becomes the booking, exactly once whoever
 * comes first (this call, another tab's, the webhook, the reconciler). A payment that arrived
 * after the hold ended books the nights if they are still free, else it is given back.
 */
export async function completePaymentLink(
  ctx: AppContext,
  token: string,
  input: { paymentInfo: { id: string } },
): Promise<{ reference: string; bookingId: string; isNew: boolean }> {
  const { link, quote } = await findByToken(ctx, token);
  if (!quote.paymentIntentId || quote.paymentIntentId !== input.paymentInfo.id) {
    throw new AppError("PAYMENT_MISMATCH", "This payment does not belong to this payment link.");
  }
  const intent = await ctx.payments.retrieveIntent(quote.paymentIntentId).catch((error) => {
    throw new AppError(
      "PAYMENT_PROVIDER_ERROR",
      "We could not check the payment with the card processor. Please try again in a moment.",
      undefined,
      { cause: error },
    );
  });
  const outcome = await bookPayment(ctx, link, intent);
  if (outcome.kind === "refunded") throw soldMeanwhile();
  return {
    reference: linkReferenceOf({ ...quote, bookingId: outcome.booking.id }),
    bookingId: outcome.booking.id,
    isNew: outcome.isNew,
  };
}
