import { resortToday } from "@camp/shared/dates/resort-dates";
import { listNights } from "@camp/shared/dates/stay-dates";
import type { Executor } from "../../db/database";
import { insertClaims } from "../inventory/inventory-repository";
import { findShortages } from "../inventory/inventory-service";
import {
  type ChannelFeedRow,
  listLiveEvents,
  releaseClaimsOfFeed,
  updateEvent,
} from "./channel-repository";

/**
 * Claims the nights of a feed's live events again with the feed's units (a units change): their
 * claims from Dubai's today on are let go, then each event, in the order of its nights, takes
 * `units` on each of its nights from today on, kept whether or not they fit (the OTA has sold
 * them). An event that does not fit becomes a conflict (its first detection time is kept; a
 * newly found one is not yet alerted); one that fits now is a conflict no more. The caller holds
 * the unit's lock.
 */
export async function reclaimFeedEvents(
  tx: Executor,
  options: {
    feed: Pick<ChannelFeedRow, "id" | "units">;
    unit: { unitKey: string; total: number };
    now: Date;
  },
): Promise<void> {
  const { feed, unit, now } = options;
  const today = resortToday(now);
  await releaseClaimsOfFeed(tx, { feedId: feed.id, fromNight: today, now });
  for (const event of await listLiveEvents(tx, feed.id)) {
    const nights = listNights(event.fromNight < today ? today : event.fromNight, event.untilNight);
    if (nights.length === 0) continue;
    const claims = [{ unitKey: unit.unitKey, quantity: feed.units }];
    const shortages = await findShortages(tx, {
      claims,
      nights,
      totals: new Map([[unit.unitKey, unit.total]]),
      now,
    });
    await insertClaims(
      tx,
      nights.map((night) => ({
        unitKey: unit.unitKey,
        night,
        quantity: feed.units,
        channelEventId: event.id,
      })),
    );
    const isConflict = shortages.length > 0;
    if (isConflict && !event.conflictAt) {
      await updateEvent(tx, event.id, {
        conflictAt: now,
        conflictAlertedAt: null,
        conflictResolvedAt: null,
        updatedAt: now,
      });
    } else if (!isConflict && event.conflictAt) {
      await updateEvent(tx, event.id, {
        conflictAt: null,
        conflictAlertedAt: null,
        conflictResolvedAt: null,
        updatedAt: now,
      });
    }
  }
}
