import type { AppContext } from "../../lib/app-context";
import { releaseClaimsOfQuote } from "../inventory/claims-repository";
import {
  findQuoteByIntent,
  isLiveWaitingListOffer,
  lockQuote,
  updateQuote,
} from "../quotes/quote-repository";
import { isHoldGivenByStaff } from "../quotes/staff-quote";

/**
 * A card was refused: the quote's units go back on sale at once (a waiting-list offer's stay stays
 * held until the offer ends, and a payment link's until the link ends). The intent stays open so the guest can try again (that asks for the
 * hold again), and the reconciler still watches it and cancels it once the grace period has passed,
 * counted from now.
 */
export async function releaseHoldAfterFailedPayment(
  ctx: AppContext,
  intentId: string,
  options: { failedAt?: Date } = {},
): Promise<void> {
  const found = await findQuoteByIntent(ctx.db, intentId);
  if (!found) return;
  await ctx.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, found.id);
    if (quote?.state !== "paying") return;
    const now = ctx.clock.now();
    const holdPlacedAt = (quote.holdExpiresAt?.getTime() ?? 0) - ctx.config.HOLD_MINUTES * 60_000;
    // A hold asked for again at or after the failure is the retry's: it stays.
    if (options.failedAt && holdPlacedAt >= options.failedAt.getTime()) return;
    // A waiting-list offer holds the units for the guest until it ends, card or no card (decision 033).
    if (await isLiveWaitingListOffer(tx, quote.id)) return;
    // A payment link's hold is the link's own (decision 055): the guest may try another card.
    if (isHoldGivenByStaff(quote)) return;
    await releaseClaimsOfQuote(tx, quote.id, now);
    await updateQuote(tx, quote.id, { holdExpiresAt: now, updatedAt: now });
  });
}
