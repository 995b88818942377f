import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso, listNights } from "@camp/shared/dates/stay-dates";
import type { Config } from "../../config/env";
import type { Executor } from "../../db/database";
import { insertClaims } from "../inventory/claims-repository";
import { lockUnits } from "../inventory/inventory-repository";
import { findShortages } from "../inventory/inventory-service";
import {
  type ChannelActor,
  type ConflictState,
  clearConflict,
  openConflicts,
} from "./channel-event-state-machine";
import {
  type ChannelEventRow,
  type ChannelFeedRow,
  lastClaimedNights,
  listLiveEvents,
  lockFeed,
  releaseChannelClaims,
} from "./channel-repository";
import { channelUnitOf } from "./channel-units";
import { listClaimHoldersOnNights } from "./conflict-repository";
import { queueConflictAlert } from "./staff-alerts";

/**
 * A feed's events as inventory claims (decision 032): each takes the feed's `units` of its unit
 * type on each night from Dubai's today on, up to HORIZON_DAYS ahead, as claims with
 * `channel_event_id`. Opened inside a transaction, it holds the feed's row lock and its unit
 * type's lock (in that order) until the transaction ends.
 */
export const HORIZON_DAYS = 731;

export type FeedLedger = {
  feed: ChannelFeedRow;
  unitKey: string;
  now: Date;
  today: string;
  horizon: string;
  /** The nights an event takes now: from today (or its first night) to the horizon at most. */
  nightsOf: (event: { fromNight: string; untilNight: string }) => string[];
  /**
   * Claims the event's units on these nights, judged first (its own old claims must be released
   * already): a night without room is claimed anyway, since the OTA has taken the guest's money,
   * and the answer is true (a conflict).
   */
  claim: (eventId: string, nights: string[]) => Promise<boolean>;
};

/** An event that landed on nights already full, for the staff email; `was` its conflict before. */
export type NewConflict = {
  eventId: string;
  event: { fromNight: string; untilNight: string; summary: string };
  nights: string[];
  was: ConflictState;
};

/**
 * Locks the feed and its unit type. Null when the feed is unknown or removed; `missingUnit` when
 * the catalogue has no such unit type (nothing can be claimed).
 */
export async function openFeedLedger(
  tx: Executor,
  feedId: string,
  now: Date,
): Promise<FeedLedger | { missingUnit: ChannelFeedRow } | null> {
  const feed = await lockFeed(tx, feedId);
  if (!feed || feed.removedAt) return null;
  const found = await channelUnitOf(tx, feed.unitType);
  if (!found) return { missingUnit: feed };
  await lockUnits(tx, [found.unitKey]);
  // The stock is read again under the lock: an edit of the total holds the same lock.
  const unit = (await channelUnitOf(tx, feed.unitType)) ?? found;
  const totals = new Map([[unit.unitKey, unit.total]]);
  const today = resortToday(now);
  const horizon = addDaysIso(today, HORIZON_DAYS);
  return {
    feed,
    unitKey: unit.unitKey,
    now,
    today,
    horizon,
    nightsOf: (event) =>
      listNights(
        event.fromNight > today ? event.fromNight : today,
        event.untilNight < horizon ? event.untilNight : horizon,
      ),
    claim: async (eventId, nights) => {
      if (nights.length === 0) return false;
      const claims = [{ unitKey: unit.unitKey, quantity: feed.units }];
      const shortages = await findShortages(tx, { claims, nights, totals, now });
      await insertClaims(
        tx,
        nights.map((night) => ({
          unitKey: unit.unitKey,
          night,
          quantity: feed.units,
          channelEventId: eventId,
        })),
      );
      return shortages.length > 0;
    },
  };
}

/**
 * Claims the nights the horizon reached since these unchanged events were claimed (an event longer
 * than the horizon gains a night a day). Such nights that do not fit are a new conflict only for an
 * event not already in one.
 */
export async function claimReachedNights(
  tx: Executor,
  ledger: FeedLedger,
  rows: ChannelEventRow[],
): Promise<NewConflict[]> {
  const live = rows.filter((row) => row.removedAt === null && row.untilNight > ledger.today);
  const claimedUntil = await lastClaimedNights(
    tx,
    live.map((row) => row.id),
  );
  const conflicts: NewConflict[] = [];
  for (const row of live) {
    const last = claimedUntil.get(row.id);
    const reached = ledger.nightsOf(row).filter((night) => last === undefined || night > last);
    if ((await ledger.claim(row.id, reached)) && row.conflictAt === null)
      conflicts.push({ eventId: row.id, event: row, nights: reached, was: "fits" });
  }
  return conflicts;
}

/**
 * Claims the nights of the feed's live events again with the feed's units (a units change, which
 * only staff make): their claims from Dubai's today on are let go, then each event, in the order of
 * its nights, takes its nights again, judged afresh. An event that does not fit is answered as a
 * new conflict unless it was one already (emailed once: alertNewConflicts); one that fits now is a
 * conflict no more.
 */
export async function reclaimFeedEvents(tx: Executor, ledger: FeedLedger): Promise<NewConflict[]> {
  await releaseChannelClaims(
    tx,
    { feedId: ledger.feed.id },
    { fromNight: ledger.today, now: ledger.now },
  );
  const conflicts: NewConflict[] = [];
  for (const event of await listLiveEvents(tx, ledger.feed.id)) {
    const nights = ledger.nightsOf(event);
    if (nights.length === 0) continue;
    const isConflict = await ledger.claim(event.id, nights);
    if (isConflict && event.conflictAt === null)
      conflicts.push({ eventId: event.id, event, nights, was: "fits" });
    else if (!isConflict && event.conflictAt !== null)
      await clearConflict(tx, event, "staff", ledger.now);
  }
  return conflicts;
}

/**
 * Marks the new conflicts and queues one email per staff recipient naming them all, with the site's
 * bookings and other channels' events on their nights, in the caller's transaction. `by`: the
 * import, or staff changing the feed's units.
 */
export async function alertNewConflicts(
  tx: Executor,
  config: Config,
  ledger: FeedLedger,
  conflicts: NewConflict[],
  by: ChannelActor,
): Promise<void> {
  if (conflicts.length === 0) return;
  const alerts = [];
  for (const { eventId, event, nights } of conflicts) {
    alerts.push({
      from: event.fromNight,
      to: event.untilNight,
      summary: event.summary,
      quantity: ledger.feed.units,
      holders: await listClaimHoldersOnNights(tx, {
        unitKey: ledger.unitKey,
        fromNight: nights[0] ?? event.fromNight,
        untilNight: addDaysIso(nights.at(-1) ?? event.fromNight, 1),
        now: ledger.now,
        exceptEventId: eventId,
      }),
    });
  }
  const queued = await queueConflictAlert(tx, config, ledger.feed, alerts);
  await openConflicts(tx, conflicts, by, { now: ledger.now, isAlerted: queued > 0 });
}
