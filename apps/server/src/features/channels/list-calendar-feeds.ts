import { bookingReference } from "@camp/shared/booking/booking-reference";
import {
  type CalendarFeedsResponse,
  type CalendarImport,
  CHANNEL_UNIT_TYPES,
  type ChannelUnitType,
  type FeedConflict,
} from "@camp/shared/channels/calendar-feeds";
import { resortToday } from "@camp/shared/dates/resort-dates";
import type { AppContext } from "../../lib/app-context";
import {
  type ChannelEventRow,
  type ChannelFeedRow,
  countLiveEventsByFeed,
  listLiveFeeds,
} from "./channel-repository";
import { channelUnitOf } from "./channel-units";
import { listClaimHoldersOnNights, listConflicts } from "./conflict-repository";
import { ensureExports, exportUrlOf } from "./export-tokens";
import { isFeedStale } from "./feed-staleness";

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * A conflict with what else takes the unit on its nights: the site's bookings, closures (status
 * "closed", the reason as reference) and other channels' events (status "channel", the feed's name
 * as reference).
 */
async function toConflict(
  ctx: AppContext,
  event: ChannelEventRow,
  unitKey: string | undefined,
): Promise<FeedConflict> {
  const [stays, closures, events] = unitKey
    ? await listClaimHoldersOnNights(ctx.db, {
        unitKey,
        fromNight: event.fromNight,
        untilNight: event.untilNight,
        now: ctx.clock.now(),
        exceptEventId: event.id,
      })
    : [[], [], []];
  return {
    eventId: event.id,
    from: event.fromNight,
    to: event.untilNight,
    summary: event.summary,
    detectedAt: (event.conflictAt ?? event.updatedAt).toISOString(),
    resolvedAt: iso(event.conflictResolvedAt),
    bookings: [
      ...stays.map((row) => ({
        id: row.id,
        reference: bookingReference(row.id),
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        quantity: Number(row.quantity),
        status: row.status,
      })),
      ...closures.map((row) => ({
        id: row.id,
        reference: row.reason,
        checkIn: row.fromNight,
        checkOut: row.untilNight,
        quantity: Number(row.quantity),
        status: "closed",
      })),
      ...events.map((row) => ({
        id: row.id,
        reference: row.feedName,
        checkIn: row.fromNight,
        checkOut: row.untilNight,
        quantity: Number(row.quantity),
        status: "channel",
      })),
    ],
  };
}

/**
 * GET /api/admin/calendar-feeds: per unit type (always all four) its published calendar and the
 * OTA feeds staff added (oldest first), each with its own export, how its fetches went, its events
 * and its conflicts still ahead. Export tokens are made on this first read.
 */
export async function listCalendarFeeds(ctx: AppContext): Promise<CalendarFeedsResponse["data"]> {
  const now = ctx.clock.now();
  const today = resortToday(now);
  const feeds = await listLiveFeeds(ctx.db);
  const [exports, eventCounts, conflictRows] = await Promise.all([
    ensureExports(ctx.db, feeds),
    countLiveEventsByFeed(ctx.db, today),
    listConflicts(ctx.db, today),
  ]);
  const unitKeys = new Map<ChannelUnitType, string | undefined>();
  for (const unitType of new Set(conflictRows.map((row) => row.unitType))) {
    unitKeys.set(unitType, (await channelUnitOf(ctx.db, unitType))?.unitKey);
  }
  const conflicts = new Map<string, FeedConflict[]>();
  for (const row of conflictRows) {
    const list = conflicts.get(row.event.feedId) ?? [];
    list.push(await toConflict(ctx, row.event, unitKeys.get(row.unitType)));
    conflicts.set(row.event.feedId, list);
  }
  const tokenOf = (key: string) => {
    const found = exports.get(key);
    if (!found) throw new Error(`no calendar export for ${key}`);
    return found.token;
  };
  const toImport = (feed: ChannelFeedRow): CalendarImport => ({
    id: feed.id,
    name: feed.name,
    url: feed.url,
    units: feed.units,
    exportUrl: exportUrlOf(ctx.config, feed.unitType, tokenOf(feed.id)),
    lastFetchedAt: iso(feed.lastFetchedAt),
    lastAttemptAt: iso(feed.lastAttemptAt),
    lastChangedAt: iso(feed.lastChangedAt),
    lastError: feed.lastError,
    lastErrorAt: iso(feed.lastErrorAt),
    isStale: isFeedStale(feed, now, ctx.config),
    events: eventCounts.get(feed.id) ?? 0,
    conflicts: conflicts.get(feed.id) ?? [],
  });
  return CHANNEL_UNIT_TYPES.map((unitType) => ({
    unitType,
    exportUrl: exportUrlOf(ctx.config, unitType, tokenOf(`type:${unitType}`)),
    imports: feeds.filter((feed) => feed.unitType === unitType).map(toImport),
  }));
}
