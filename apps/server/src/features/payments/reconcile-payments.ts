import { PENDING_DECISION_DAYS } from "@camp/shared/booking/booking-limits";
import { resortToday } from "@camp/shared/dates/resort-dates";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../lib/app-context";
import {
  listChangeRefundsOwed,
  listPendingAuthorisedBefore,
  listUnsettledStaffDecisions,
} from "../bookings/booking-repository";
import { completeFinishedStays } from "../bookings/booking-state-machine";
import { cancelBooking } from "../cancellations-and-refunds/cancel-booking";
import { settleChangeRefund } from "../cancellations-and-refunds/settle-change-refund";
import { settleRefund } from "../cancellations-and-refunds/settle-refund";
import { releaseClaimsOfQuote, releaseExpiredHolds } from "../inventory/claims-repository";
import { isPaid } from "../payment-provider/payment-provider";
import {
  listQuotesToReconcile,
  lockQuote,
  type QuoteRow,
  updateQuote,
} from "../quotes/quote-repository";
import { expireUnpaidOpenQuotes, moveQuote } from "../quotes/quote-state-machine";
import { fulfilQuote } from "./fulfil-booking";
import { settleStaffDecisions } from "./staff-actions";

/**
 * Card processors release an uncaptured authorisation after about seven days (Stripe: 7 for online
 * card payments). A pending request nobody decided on is declined one day before that, so the
 * guest's money is released by us, on time, and the nights go back on sale (decision 012). In
 * packages/shared: the availability popup tells the guest this number (decision 047).
 */
export { PENDING_DECISION_DAYS };

/**
 * No money can arrive any more (the intent is cancelled, or there never was one): the hold goes back
 * on sale, an open or paying quote expires, and a quote with an intent is marked settled.
 */
async function closeQuote(ctx: AppContext, quote: QuoteRow) {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockQuote(tx, quote.id);
    if (!locked || locked.bookingId) return;
    const now = ctx.clock.now();
    await releaseClaimsOfQuote(tx, locked.id, now);
    const changes = {
      updatedAt: now,
      ...(locked.paymentIntentId ? { paymentSettledAt: now } : {}),
    };
    if (locked.state === "open" || locked.state === "paying") {
      await moveQuote(tx, locked, "expired", "reconciler", changes);
    } else {
      await updateQuote(tx, locked.id, changes);
    }
  });
}

/** Brings one quote in line with what the card processor says happened. */
async function reconcileQuote(ctx: AppContext, quote: QuoteRow) {
  if (quote.state === "refund_required" || quote.state === "refunded") {
    return settleRefund(ctx, quote, "reconciler");
  }

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
    await fulfilQuote(ctx, quote.id, intent, "reconciler");
  } else if (intent.status === "canceled") {
    await closeQuote(ctx, quote);
  }
}

/**
 * The safety net of the payment flow, run at start-up and every RECONCILE_INTERVAL_SECONDS:
 * a paid intent whose browser vanished becomes its booking, refunds owed are paid, unpaid intents
 * past their time are cancelled, pending requests are declined before their authorisation lapses,
 * expired holds are released and finished stays are completed.
 */
export async function reconcilePayments(ctx: AppContext, log?: FastifyBaseLogger): Promise<void> {
  const now = ctx.clock.now();
  await expireUnpaidOpenQuotes(ctx.db, now);
  for (const quote of await listQuotesToReconcile(ctx.db)) {
    try {
      await reconcileQuote(ctx, quote);
    } catch (error) {
      log?.error({ err: error, quoteId: quote.id }, "could not reconcile quote");
    }
  }
  const decideBy = new Date(now.getTime() - PENDING_DECISION_DAYS * 86_400_000);
  for (const booking of await listPendingAuthorisedBefore(ctx.db, decideBy)) {
    try {
      await cancelBooking(ctx, booking.id, { actor: "reconciler" });
      log?.warn(
        { bookingId: booking.id },
        "pending request declined before its authorisation lapsed",
      );
    } catch (error) {
      log?.error({ err: error, bookingId: booking.id }, "could not decline a lapsing request");
    }
  }
  try {
    const tenMinutesAgo = new Date(now.getTime() - 10 * 60_000);
    await settleStaffDecisions(ctx, await listUnsettledStaffDecisions(ctx.db, tenMinutesAgo));
  } catch (error) {
    log?.error({ err: error }, "could not finish a staff decision's payment");
  }
  // A change's refund whose money step failed (decision 019).
  for (const booking of await listChangeRefundsOwed(
    ctx.db,
    new Date(now.getTime() - 10 * 60_000),
  )) {
    try {
      await settleChangeRefund(ctx, booking, "system");
    } catch (error) {
      log?.error({ err: error, bookingId: booking.id }, "could not pay a change's refund");
    }
  }
  await releaseExpiredHolds(ctx.db, now);
  await completeFinishedStays(ctx.db, resortToday(now), now);
}
