import { deletedEmailOf } from "@camp/shared/auth/account-data";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { listNights } from "@camp/shared/dates/stay-dates";
import { paths } from "@camp/shared/routes/site-paths";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { queueEmail } from "../email/queue-email";
import { findShortages } from "../inventory/inventory-service";
import { deleteEntries, moveEntry } from "./entry-state-machine";
import type { WaitingListQuotes } from "./waiting-list-quotes";
import {
  findGuest,
  listBookedOffers,
  listEndedOffers,
  listEntriesOfDeletedLookingAccounts,
  listPastEntries,
  listWaitingEntries,
  lockEntry,
} from "./waiting-list-repository";

/**
 * The waiting list's job (decision 033), every WAITING_LIST_INTERVAL_SECONDS, one process at a
 * time: closes the offers that were booked, lapses those that ended unpaid and expires the entries
 * whose check-in has passed, then offers freed units to the waiting entries, oldest first, so an
 * offer that lapses now goes to the next guest in this same run. Answers the entries offered.
 */
export async function runWaitingList(
  ctx: AppContext,
  quotes: WaitingListQuotes,
  log?: FastifyBaseLogger,
): Promise<string[]> {
  await closeBookedOffers(ctx);
  await closeOpenEntries(ctx, quotes, log);
  await forgetDeletedAccounts(ctx);
  return offerFreedUnits(ctx, quotes, log);
}

/** An offer's quote became a booking (the payment page, the webhook or the reconciler made it). */
async function closeBookedOffers(ctx: AppContext): Promise<void> {
  for (const entry of await listBookedOffers(ctx.db)) {
    await moveEntry(ctx.db, entry, "booked", "waiting-list-job", { updatedAt: ctx.clock.now() });
  }
}

/**
 * Offers that ended unpaid lapse, and entries whose check-in day has passed expire; an offer's
 * hold is let go with it (one whose payment was started is left to the reconciler: money may
 * still come, and it decides). An offer found booked meanwhile is booked instead.
 */
async function closeOpenEntries(
  ctx: AppContext,
  quotes: WaitingListQuotes,
  log?: FastifyBaseLogger,
): Promise<void> {
  const now = ctx.clock.now();
  const ended = await listEndedOffers(ctx.db, now);
  const past = await listPastEntries(ctx.db, resortToday(now));
  const closing = [
    ...ended.map((entry) => ({ id: entry.id, to: "lapsed" as const })),
    ...past.map((entry) => ({ id: entry.id, to: "expired" as const })),
  ];
  for (const { id, to } of closing) {
    try {
      await ctx.db.transaction(async (tx) => {
        const entry = await lockEntry(tx, id);
        if (!entry || (entry.status !== "waiting" && entry.status !== "offered")) return;
        const at = ctx.clock.now();
        if (to === "lapsed" && !(entry.offerExpiresAt && entry.offerExpiresAt <= at)) return;
        const offer =
          entry.status === "offered" && entry.offerQuoteId
            ? await quotes.closeOffer(tx, ctx, entry.offerQuoteId, null)
            : "closed";
        const moveTo = offer === "booked" ? "booked" : to;
        await moveEntry(tx, entry, moveTo, "waiting-list-job", { updatedAt: at });
      });
    } catch (error) {
      log?.error({ err: error, entryId: id }, `could not move a waiting-list entry to ${to}`);
    }
  }
}

/**
 * Entries of accounts deleted since they joined (decision 031 keeps an anonymised account row):
 * nobody to offer them to, and their request carries the guest's phone and wishes.
 */
async function forgetDeletedAccounts(ctx: AppContext): Promise<void> {
  const rows = await listEntriesOfDeletedLookingAccounts(ctx.db);
  await deleteEntries(
    ctx.db,
    rows.filter((row) => row.email === deletedEmailOf(row.userId)),
  );
}

/**
 * Walks the waiting entries oldest first and offers each one whose stay now fits. A quick look
 * without locks passes over the entries still short; each candidate is then offered in a
 * transaction of its own, under its row lock and the unit locks, where the stock is judged again:
 * the offer's hold counts at once, so the next entry (or another process running this at the
 * same moment) cannot be offered the same unit.
 */
export async function offerFreedUnits(
  ctx: AppContext,
  quotes: WaitingListQuotes,
  log?: FastifyBaseLogger,
): Promise<string[]> {
  const offered: string[] = [];
  const totals = await quotes.unitTotals(ctx.db);
  for (const entry of await listWaitingEntries(ctx.db)) {
    const now = ctx.clock.now();
    if (entry.checkIn < resortToday(now)) continue;
    const shortages = await findShortages(ctx.db, {
      claims: entry.claims,
      nights: listNights(entry.checkIn, entry.checkOut),
      totals,
      now,
    });
    if (shortages.length > 0) continue;
    try {
      if (await offerEntry(ctx, quotes, entry.id)) offered.push(entry.id);
    } catch (error) {
      log?.error({ err: error, entryId: entry.id }, "could not offer a waiting-list entry");
    }
  }
  return offered;
}

/** One entry's offer: its quote, the hold, the entry offered and the email, or nothing at all. */
async function offerEntry(
  ctx: AppContext,
  quotes: WaitingListQuotes,
  entryId: string,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, entryId);
    const now = ctx.clock.now();
    if (entry?.status !== "waiting" || entry.checkIn < resortToday(now)) return false;
    const holdUntil = new Date(now.getTime() + ctx.config.WAITING_LIST_OFFER_MINUTES * 60_000);
    const quote = await quotes.offerQuote(tx, ctx, {
      userId: entry.userId,
      kind: entry.serviceType === "package" ? "package" : "single",
      request: entry.request,
      holdUntil,
    });
    if (!quote) return false;
    await moveEntry(tx, entry, "offered", "waiting-list-job", {
      offerQuoteId: quote.id,
      offeredAt: now,
      offerExpiresAt: holdUntil,
      updatedAt: now,
    });
    const guest = await findGuest(tx, entry.userId);
    const { id: _id, ...stay } = quote;
    // Only a signed-in guest joins the list, so the account has an email; one without is not written to.
    if (guest?.email) {
      await queueEmail(tx, ctx.config, {
        to: guest.email,
        // The account's language now, not the one it had when the guest joined the list.
        language: guest.language,
        template: "waiting-list-offer",
        data: {
          guestName: guest.name,
          stay,
          // The email adds its language to the link (render-email.ts).
          paymentUrl: `${ctx.config.PUBLIC_URL}${paths.payment}?quote=${quote.id}`,
          holdUntil: holdUntil.toISOString(),
        },
      });
    }
    return true;
  });
}
