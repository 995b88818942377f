import type { AppContext } from "../../lib/app-context";
import type { PaymentIntent } from "./payment-provider";

/**
 * Gives the guest's money back for an intent that cannot become a booking: a refund when it was
 * charged, a release when it was only authorised, a cancel when nothing was paid yet.
 * Idempotent: the provider calls carry keys and a second run finds the work done.
 */
export async function releasePayment(ctx: AppContext, intentId: string): Promise<PaymentIntent> {
  for (let attempt = 1; ; attempt++) {
    const intent = await ctx.payments.retrieveIntent(intentId);
    if (intent.status === "succeeded") {
      if (intent.amountRefunded >= intent.amount) return intent;
      return ctx.payments.refundIntent(intent.id, `refund-${intent.id}`);
    }
    if (intent.status === "canceled") return intent;
    try {
      return await ctx.payments.cancelIntent(intent.id, `cancel-${intent.id}`);
    } catch (error) {
      // Captured (or paid) between the look and the cancel: look again and refund instead.
      if (attempt >= 2) throw error;
    }
  }
}
