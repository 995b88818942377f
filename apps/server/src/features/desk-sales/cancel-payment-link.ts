import type { PaymentLinkSummary } from "@camp/shared/desk-sales/desk-sales";
import type { AppContext } from "../../lib/app-context";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { releaseClaimsOfQuote } from "../inventory/claims-repository";
import { isPaid, type PaymentIntent } from "../payment-provider/payment-provider";
import { fulfilQuote } from "../payments/fulfil-booking";
import { lockQuote, updateQuote } from "../quotes/quote-repository";
import { moveQuote } from "../quotes/quote-state-machine";
import { paymentLinkNotFound, paymentLinkPaid } from "./pay-by-link";
import {
  lockPaymentLinkOfQuote,
  markPaymentLinkCancelled,
  markPaymentLinkPaid,
} from "./payment-link-repository";
import { findPaymentLinkByToken, linkReferenceOf, summaryOfLink } from "./payment-links";

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
  const result = await ctx.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, found.quoteId);
    const link = await lockPaymentLinkOfQuote(tx, found.quoteId);
    if (!quote || !link) throw paymentLinkNotFound();
    if (quote.bookingId || link.paidAt) return { kind: "paid" as const };
    if (link.cancelledAt) return { kind: "cancelled" as const };
    const intent = quote.paymentIntentId ? await cancelIntent(ctx, quote.paymentIntentId) : null;
    // Paid, or being paid (the processor would not cancel it): that money is booked or given back.
    if (intent && intent.status !== "canceled") return { kind: "paid" as const, intent };
    const now = ctx.clock.now();
    await releaseClaimsOfQuote(tx, quote.id, now);
    const changes = {
      updatedAt: now,
      // The hold ends now: nothing reads it as live any more.
      holdExpiresAt: quote.holdExpiresAt && quote.holdExpiresAt < now ? quote.holdExpiresAt : now,
      // No money can arrive on a cancelled intent: the reconciler need not look at it again.
      ...(intent ? { paymentSettledAt: now } : {}),
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
    return { kind: "cancelled" as const };
  });
  if (result.kind === "paid") {
    // After the commit: fulfilment takes the quote's lock itself.
    if (result.intent && isPaid(result.intent)) {
      const outcome = await fulfilQuote(ctx, found.quoteId, result.intent, "guest");
      if (outcome.kind === "booked") await markPaymentLinkPaid(ctx.db, found.id, ctx.clock.now());
    }
    throw paymentLinkPaid();
  }
  const link = await findPaymentLinkByToken(ctx.db, token);
  if (!link) throw paymentLinkNotFound();
  return summaryOfLink(ctx.db, ctx, link);
}

/** The intent cancelled (idempotently), or as it is when the processor refuses (it was paid). */
async function cancelIntent(ctx: AppContext, intentId: string): Promise<PaymentIntent> {
  return ctx.payments
    .cancelIntent(intentId, `cancel-${intentId}`)
    .catch(() => ctx.payments.retrieveIntent(intentId));
}
