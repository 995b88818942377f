import type { AppContext } from "../../lib/app-context";
import { updateQuote } from "../booking/quote-repository";
import type { PaymentIntent } from "./payment-provider";

/**
 * Gives the guest's money back for an intent that cannot become a booking: a refund when it was
 * charged, a release when it was only authorised, a cancel when nothing was paid yet.
 * Idempotent: the provider calls carry keys and a second run finds the work done.
 */
export async function releasePayment(ctx: AppContext, intentId: string): Promise<PaymentIntent> {
  const intent = await ctx.payments.retrieveIntent(intentId);
  if (intent.status === "succeeded") {
    if (intent.amountRefunded >= intent.amount) return intent;
    return ctx.payments.refundIntent(intent.id, `refund-${intent.id}`);
  }
  if (intent.status === "canceled") return intent;
  return ctx.payments.cancelIntent(intent.id, `cancel-${intent.id}`);
}

/** A quote marked refund_required gets its refund, then is marked refunded. */
export async function settleRefund(
  ctx: AppContext,
  quote: { id: string; paymentIntentId: string | null },
) {
  if (quote.paymentIntentId) await releasePayment(ctx, quote.paymentIntentId);
  await updateQuote(ctx.db, quote.id, { state: "refunded", updatedAt: ctx.clock.now() });
}
