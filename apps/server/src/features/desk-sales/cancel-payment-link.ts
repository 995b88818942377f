import type { PaymentLinkSummary } from "@camp/shared/desk-sales/desk-sales";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { releaseClaimsOfQuote } from "../inventory/claims-repository";
import { isPaid, type PaymentIntent } from "../payment-provider/payment-provider";
import { fulfilQuote } from "../payments/fulfil-booking";
import { findQuote, lockQuote, updateQuote } from "../quotes/quote-repository";
import { moveQuote } from "../quotes/quote-state-machine";
import { paymentLinkNotFound, paymentLinkPaid } from "./pay-by-link";
import {
  lockPaymentLinkOfQuote,
  markPaymentLinkCancelled,
  markPaymentLinkPaid,
} from "./payment-link-repository";
import { findPaymentLinkByToken, findPaymentLinkSummary, linkReferenceOf } from "./payment-links";

/**
 * POST /api/admin/payment-links/:token/cancel (decision 055): staff withdraw a link. Under the
 * quote's lock its intent is cancelled first (the card can no longer be charged); one paid
 * meanwhile is booked instead and the answer is 409 PAYMENT_LINK_PAID. Otherwise the units go back
 * on sale at once, the quote expires (by staff), and the link answers 410 from now on. Withdrawing
 * a withdrawn link answers its summary again.
 */
export async function cancelPaymentLink(
  ctx: AppContext,
  token: string,
  actor: AuditActor,
): Promise<PaymentLinkSummary> {
  const found = await findPaymentLinkByToken(ctx.db, token);
  if (!found) throw paymentLinkNotFound();
  // The processor is asked outside the transaction; a payment started meanwhile (its intent saved
  // after it was read here) is seen under the lock, and its intent cancelled on the next round.
  for (let round = 0; round < 3; round += 1) {
    const intentId = (await findQuote(ctx.db, found.quoteId))?.paymentIntentId ?? null;
    const intent = intentId ? await cancelIntent(ctx, intentId) : null;
    // Paid, or being paid (the processor would not cancel it): that money is booked or given back.
    if (intent && intent.status !== "canceled") {
      if (isPaid(intent)) {
        const outcome = await fulfilQuote(ctx, found.quoteId, intent, "guest");
        if (outcome.kind === "booked") await markPaymentLinkPaid(ctx.db, found.id, ctx.clock.now());
      }
      throw paymentLinkPaid();
    }
    const result = await withdraw(ctx, found.quoteId, intentId, actor);
    if (result === "paid") throw paymentLinkPaid();
    if (result === "done") {
      const summary = await findPaymentLinkSummary(ctx.db, ctx, { quoteId: found.quoteId });
      if (!summary) throw paymentLinkNotFound();
      return summary;
    }
  }
  // A payment started again and again while staff withdrew it: staff may simply try again.
  throw new AppError("BOOKING_CHANGED", deskSalesMessages.paymentLinkBusy);
}

/**
 * Under the quote's lock: the units freed, the quote expired by staff, the link withdrawn and
 * audited, unless it was paid, or withdrawn already ("done" again), or a payment was started
 * after its intent was read ("again").
 */
async function withdraw(
  ctx: AppContext,
  quoteId: string,
  cancelledIntentId: string | null,
  actor: AuditActor,
): Promise<"done" | "paid" | "again"> {
  return ctx.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    const link = await lockPaymentLinkOfQuote(tx, quoteId);
    if (!quote || !link) throw paymentLinkNotFound();
    if (quote.bookingId || link.paidAt) return "paid";
    if (link.cancelledAt) return "done";
    if (quote.paymentIntentId !== cancelledIntentId) return "again";
    const now = ctx.clock.now();
    await releaseClaimsOfQuote(tx, quote.id, now);
    const changes = {
      updatedAt: now,
      // The hold ends now: nothing reads it as live any more.
      holdExpiresAt: quote.holdExpiresAt && quote.holdExpiresAt < now ? quote.holdExpiresAt : now,
      // No money can arrive on a cancelled intent: the reconciler need not look at it again.
      ...(cancelledIntentId ? { paymentSettledAt: now } : {}),
    };
    if (quote.state === "paying") await moveQuote(tx, quote, "expired", "staff", changes);
    else await updateQuote(tx, quote.id, changes);
    await markPaymentLinkCancelled(tx, link.id, { at: now, by: actor.id });
    await recordAdminAction(tx, {
      actor,
      action: "payment_links.cancelled",
      entityType: "payment_link",
      entityId: link.id,
      before: { state: quote.state, expiresAt: link.expiresAt.toISOString() },
      after: {
        quoteId: quote.id,
        reference: linkReferenceOf(quote),
        cancelledAt: now.toISOString(),
      },
    });
    return "done";
  });
}

/** The intent cancelled (idempotently), or as it is when the processor refuses (it was paid). */
async function cancelIntent(ctx: AppContext, intentId: string): Promise<PaymentIntent> {
  return ctx.payments
    .cancelIntent(intentId, `cancel-${intentId}`)
    .catch(() => ctx.payments.retrieveIntent(intentId));
}
