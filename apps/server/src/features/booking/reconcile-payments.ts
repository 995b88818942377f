import { resortToday } from "@camp/shared/dates/resort-dates";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { releaseClaimsOfQuote, releaseExpiredHolds } from "../inventory/inventory-repository";
import { isPaid } from "../payment/payment-provider";
import { settleRefund } from "../payment/settle-refund";
import { completeFinishedStays } from "./booking-repository";
import { fulfilQuote } from "./fulfil-booking";
import {
  expireOpenQuotes,
  listQuotesToReconcile,
  type QuoteRow,
  updateQuote,
} from "./quote-repository";

async function closeQuote(ctx: AppContext, quote: QuoteRow) {
  await ctx.db.transaction(async (tx) => {
    await releaseClaimsOfQuote(tx, quote.id, ctx.clock.now());
    await updateQuote(tx, quote.id, { state: "expired", updatedAt: ctx.clock.now() });
  });
}

/** Brings one quote in line with what the card processor says happened. */
async function reconcileQuote(ctx: AppContext, quote: QuoteRow) {
  if (quote.state === "refund_required") return settleRefund(ctx, quote);

  const graceEnds =
    (quote.holdExpiresAt?.getTime() ?? 0) + ctx.config.PAYMENT_GRACE_MINUTES * 60_000;
  const isPastGrace = ctx.clock.now().getTime() > graceEnds;
  if (!quote.paymentIntentId) {
    if (isPastGrace) await closeQuote(ctx, quote);
    return;
  }

  let intent = await ctx.payments.retrieveIntent(quote.paymentIntentId);
  if (!isPaid(intent) && intent.status !== "canceled" && isPastGrace) {
    // Nobody paid in time: cancel so the card can no longer be charged for it. If the guest paid
    // at this very moment the cancel is refused, and the paid intent is fulfilled below.
    intent = await ctx.payments
      .cancelIntent(intent.id, `cancel-${intent.id}`)
      .catch(() => ctx.payments.retrieveIntent(intent.id));
  }
  if (isPaid(intent)) {
    await fulfilQuote(ctx, quote.id, intent);
  } else if (intent.status === "canceled") {
    await closeQuote(ctx, quote);
  }
}

/**
 * The safety net of the payment flow, run at start-up and every RECONCILE_INTERVAL_SECONDS:
 * a paid intent whose browser vanished becomes its booking, refunds owed are paid, unpaid intents
 * past their time are cancelled, expired holds are released and finished stays are completed.
 */
export async function reconcilePayments(ctx: AppContext, log?: FastifyBaseLogger): Promise<void> {
  const now = ctx.clock.now();
  await expireOpenQuotes(ctx.db, now);
  for (const quote of await listQuotesToReconcile(ctx.db)) {
    try {
      await reconcileQuote(ctx, quote);
    } catch (error) {
      log?.error({ err: error, quoteId: quote.id }, "could not reconcile quote");
    }
  }
  await releaseExpiredHolds(ctx.db, now);
  await completeFinishedStays(ctx.db, resortToday(now), now);
}
