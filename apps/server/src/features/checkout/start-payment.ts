import { listNights } from "@camp/shared/dates/stay-dates";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { lockUnits, releaseClaimsOfQuote } from "../inventory/inventory-repository";
import { claimQuoteUnits, isHoldLive } from "../inventory/inventory-service";
import { isPaid } from "../payment-provider/payment-provider";
import { loadBookingFacts } from "./booking-facts";
import { findQuote, lockQuote, type QuoteRow, updateQuote } from "./quote-repository";
import { moveQuote } from "./quote-state-machine";

export const quoteExpired = () =>
  new AppError("QUOTE_EXPIRED", 410, "This price has expired. Please check availability again.");

/**
 * Holds the quote's units for HOLD_MINUTES (or renews a hold that ran out, when the units are still
 * free). A pending quote is a request staff will decide on, so its hold does not need free units.
 */
export async function holdUnits(
  ctx: AppContext,
  quoteId: string,
  userId: string,
  choices: { isPrivateBooking?: boolean } = {},
): Promise<QuoteRow> {
  const facts = await loadBookingFacts(ctx);
  return ctx.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (!quote || quote.userId !== userId) throw notFound("Quote not found");
    const now = ctx.clock.now();
    if (quote.state === "open" && quote.expiresAt <= now) throw quoteExpired();
    if (quote.state !== "open" && quote.state !== "paying") {
      throw new AppError(
        "QUOTE_CLOSED",
        409,
        "This booking request is already closed. Please check availability again.",
      );
    }

    if (
      choices.isPrivateBooking !== undefined &&
      choices.isPrivateBooking !== quote.isPrivateBooking
    ) {
      await updateQuote(tx, quote.id, {
        isPrivateBooking: choices.isPrivateBooking,
        updatedAt: now,
      });
    }
    const nights = listNights(quote.checkIn, quote.checkOut);
    if (await isHoldLive(tx, quote, nights, now)) return quote;

    await lockUnits(
      tx,
      quote.claims.map((claim) => claim.unitKey),
    );
    const holdExpiresAt = new Date(now.getTime() + ctx.config.HOLD_MINUTES * 60_000);
    const isHeld = await claimQuoteUnits(tx, {
      quote,
      nights,
      totals: facts.totals,
      now,
      mustFit: quote.status === "confirmed",
      as: { holdExpiresAt },
    });
    if (!isHeld) {
      throw new AppError(
        "NO_LONGER_AVAILABLE",
        409,
        "Those dates were just booked by someone else. Please check availability again.",
      );
    }
    if (quote.state === "open") {
      await moveQuote(tx, quote, "paying", "guest", { holdExpiresAt, updatedAt: now });
    } else {
      await updateQuote(tx, quote.id, { holdExpiresAt, updatedAt: now });
    }
    return { ...quote, state: "paying" as const, holdExpiresAt };
  });
}

/**
 * POST /api/payment/process: the card payment for a quote, for the server's own amount only.
 * Places the hold, then creates (or finds again) the quote's one payment intent.
 */
export async function startPayment(
  ctx: AppContext,
  userId: string,
  input: { amount: number; quoteId: string; isPrivateBooking?: boolean | undefined },
) {
  const quote = await findQuote(ctx.db, input.quoteId);
  if (!quote || quote.userId !== userId) throw notFound("Quote not found");
  if (input.amount !== quote.totalMinor) {
    throw new AppError(
      "AMOUNT_MISMATCH",
      400,
      "The payment amount does not match the price of this booking. Please check availability again.",
    );
  }

  const held = await holdUnits(ctx, quote.id, userId, { isPrivateBooking: input.isPrivateBooking });
  let intent: Awaited<ReturnType<typeof ctx.payments.createIntent>>;
  try {
    intent = await ctx.payments.createIntent({
      amount: held.totalMinor,
      currency: "aed",
      captureMethod: held.status === "pending" ? "manual" : "automatic",
      metadata: { quoteId: held.id, userId },
      idempotencyKey: `intent-${held.id}`,
    });
  } catch (error) {
    await ctx.db.transaction(async (tx) => {
      const quote = await lockQuote(tx, held.id);
      // An intent from an earlier try may be paid in another tab: the quote stays in payment, in
      // the reconciler's sight, and keeps the hold that intent is being paid under.
      if (quote?.state !== "paying" || quote.paymentIntentId) return;
      const now = ctx.clock.now();
      await releaseClaimsOfQuote(tx, quote.id, now);
      await moveQuote(tx, quote, "open", "guest", { holdExpiresAt: null, updatedAt: now });
    });
    throw new AppError(
      "PAYMENT_PROVIDER_ERROR",
      502,
      "We could not start the payment. Please try again.",
      undefined,
      {
        cause: error,
      },
    );
  }
  if (held.paymentIntentId !== intent.id) {
    await updateQuote(ctx.db, held.id, {
      paymentIntentId: intent.id,
      paymentProvider: ctx.payments.name,
      updatedAt: ctx.clock.now(),
    });
  }
  if (isPaid(intent)) {
    throw new AppError(
      "ALREADY_PAID",
      409,
      "This booking is already paid. Open My Bookings to see it.",
    );
  }
  if (intent.status === "canceled") throw quoteExpired();
  return { client_secret: intent.clientSecret, paymentIntentId: intent.id };
}
