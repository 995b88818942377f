import type { AppContext } from "../../lib/app-context";
import { releasePayment } from "../payment-provider/release-payment";
import { lockQuote, updateQuote } from "../quotes/quote-repository";
import { moveQuote, type QuoteActor } from "../quotes/quote-state-machine";

/**
 * The money of a quote that has no booking goes back to the guest; then the quote says so: a quote
 * owed a refund becomes refunded, and any quote is marked settled so the reconciler stops asking
 * the processor about it.
 */
export async function settleRefund(
  ctx: AppContext,
  quote: { id: string; paymentIntentId: string | null },
  actor: QuoteActor,
): Promise<void> {
  if (quote.paymentIntentId) await releasePayment(ctx, quote.paymentIntentId);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockQuote(tx, quote.id);
    if (!locked || locked.bookingId) return;
    const now = ctx.clock.now();
    const changes = { paymentSettledAt: now, updatedAt: now };
    if (locked.state === "refund_required") await moveQuote(tx, locked, "refunded", actor, changes);
    else await updateQuote(tx, locked.id, changes);
  });
}
