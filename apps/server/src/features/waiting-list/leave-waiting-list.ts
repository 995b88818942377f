import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { moveEntry, OPEN_STATUSES } from "./entry-state-machine";
import type { WaitingListQuotes } from "./waiting-list-quotes";
import { findEntry, lockEntry } from "./waiting-list-repository";

const entryClosed = () =>
  new AppError("WAITING_LIST_ENTRY_CLOSED", "This waiting-list entry is already closed.");

/** The offer's card payment went through (or is going through): it becomes the booking. */
const offerPaid = () =>
  new AppError("ALREADY_PAID", "This booking is already paid. Open My Bookings to see it.");

/**
 * DELETE /api/waiting-list/:id: the guest leaves the list. Leaving an offer lets its hold go (its
 * quote expires, its payment intent, if one was started, is cancelled first); an offer already
 * paid is a booking and cannot be left. Someone else's entry answers as an unknown one (404).
 */
export async function leaveWaitingList(
  ctx: AppContext,
  quotes: WaitingListQuotes,
  userId: string,
  entryId: string,
): Promise<void> {
  // A second round only when a payment was started between the cancel and the lock (rare).
  for (let round = 0; round < 2; round += 1) {
    const entry = await findEntry(ctx.db, entryId);
    if (!entry || entry.userId !== userId) throw notFound("Waiting-list entry not found");
    if (!OPEN_STATUSES.includes(entry.status)) throw entryClosed();
    let cancelledIntentId: string | null = null;
    if (entry.status === "offered" && entry.offerQuoteId) {
      const payment = await quotes.cancelOfferPayment(ctx, entry.offerQuoteId);
      if (payment.status === "paid") throw offerPaid();
      cancelledIntentId = payment.intentId;
    }
    const outcome = await ctx.db.transaction(async (tx) => {
      const locked = await lockEntry(tx, entryId);
      if (!locked || !OPEN_STATUSES.includes(locked.status)) return "closed" as const;
      const now = ctx.clock.now();
      if (locked.status === "offered" && locked.offerQuoteId) {
        const offer = await quotes.closeOffer(tx, ctx, locked.offerQuoteId, cancelledIntentId);
        if (offer === "in_payment") return "again" as const;
        if (offer === "booked") {
          await moveEntry(tx, locked, "booked", "guest", { updatedAt: now });
          return "closed" as const;
        }
      }
      await moveEntry(tx, locked, "left", "guest", { updatedAt: now });
      return "left" as const;
    });
    if (outcome === "left") return;
    if (outcome === "closed") throw entryClosed();
  }
  throw offerPaid();
}
