import type { FeedSyncResult } from "@camp/shared/channels/calendar-feeds";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso, listNights } from "@camp/shared/dates/stay-dates";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { FeedFetchError, type FeedFetchResult, fetchFeed } from "../../lib/safe-fetch";
import { insertClaims, lockUnits } from "../inventory/inventory-repository";
import { findShortages } from "../inventory/inventory-service";
import {
  type ChannelEventRow,
  findFeed,
  insertEvent,
  lastClaimedNight,
  listEventsOfFeed,
  listLiveFeeds,
  listTakersOnNights,
  lockFeed,
  releaseEventClaimsFrom,
  updateEvent,
  updateFeed,
} from "./channel-repository";
import { resolveChannelUnit } from "./channel-units";
import { feedStaleReason, isStaleAlertDue } from "./feed-staleness";
import { eventsHash, type FeedEvent, FeedParseError, parseFeed } from "./parse-feed";
import { type ConflictForAlert, queueConflictAlert, queueStaleAlert } from "./staff-alerts";

/**
 * The import of OTA calendars (decision 032): each event of a feed takes the feed's `units` of its
 * unit type on each of its nights, as inventory claims with `channel_event_id`, so every stock
 * check of the site counts it like a booking. Only nights from Dubai's today on, and at most
 * HORIZON_DAYS ahead, are claimed; a feed listing more than MAX_EVENTS events is refused (a
 * failure staff hear about) rather than cut.
 */
export const HORIZON_DAYS = 731;
export const MAX_EVENTS = 5000;

const ZERO = { added: 0, changed: 0, removed: 0, conflicts: 0 };
const UNEXPECTED = "the sync failed (see the server log)";

const laterOf = (a: string, b: string) => (a > b ? a : b);
const earlierOf = (a: string, b: string) => (a < b ? a : b);

/** Records a failed attempt: the feed's error, shown in the console and judged stale. */
async function recordFailure(db: Executor, feedId: string, message: string, now: Date) {
  await updateFeed(db, feedId, { lastAttemptAt: now, lastError: message, lastErrorAt: now });
}

const failed = (feedId: string, error: string): FeedSyncResult => ({
  feedId,
  outcome: "failed",
  ...ZERO,
  error,
});

/**
 * Reads one feed now and brings its events' claims in step with it, in one transaction under the
 * feed's row lock and its unit type's lock. A fetch or parse that fails changes no claim and is
 * recorded as the feed's last error (answered, not thrown). Throws NOT_FOUND for an unknown or
 * removed feed.
 */
export async function syncFeed(
  ctx: AppContext,
  feedId: string,
  log?: FastifyBaseLogger,
): Promise<FeedSyncResult> {
  const feed = await findFeed(ctx.db, feedId);
  if (!feed || feed.removedAt) throw notFound("Calendar feed not found");
  let fetched: FeedFetchResult;
  try {
    fetched = await fetchFeed(feed.url, {
      allowHosts: ctx.config.CALENDAR_FEED_ALLOW_HOSTS,
      timeoutMs: ctx.config.CALENDAR_FEED_TIMEOUT_SECONDS * 1000,
      maxBytes: ctx.config.CALENDAR_FEED_MAX_BYTES,
      maxRedirects: 3,
      etag: feed.etag,
      lastModified: feed.lastModified,
    });
  } catch (error) {
    if (!(error instanceof FeedFetchError)) log?.error({ err: error, feedId }, "feed fetch failed");
    const message = error instanceof FeedFetchError ? error.message : UNEXPECTED;
    await recordFailure(ctx.db, feedId, message, ctx.clock.now());
    log?.warn({ feedId, error: message }, "calendar feed could not be read");
    return failed(feedId, message);
  }
  const now = ctx.clock.now();
  if (fetched.status === "not_modified") {
    await updateFeed(ctx.db, feedId, {
      lastAttemptAt: now,
      lastFetchedAt: now,
      lastError: null,
      lastErrorAt: null,
    });
    return { feedId, outcome: "not_modified", ...ZERO, error: null };
  }
  const today = resortToday(now);
  let events: FeedEvent[];
  try {
    events = parseFeed(fetched.body, {
      since: today,
      horizon: addDaysIso(today, HORIZON_DAYS),
      maxEvents: MAX_EVENTS,
    });
  } catch (error) {
    if (!(error instanceof FeedParseError)) throw error;
    await recordFailure(ctx.db, feedId, error.message, now);
    return failed(feedId, error.message);
  }
  const result = await ctx.db.transaction((tx) =>
    applyEvents(tx, ctx, { feedId, events, fetched, now }),
  );
  log?.info({ ...result }, "calendar feed synced");
  return result;
}

type Applied = {
  feedId: string;
  events: FeedEvent[];
  fetched: Extract<FeedFetchResult, { status: "ok" }>;
  now: Date;
};

async function applyEvents(
  tx: Executor,
  ctx: AppContext,
  { feedId, events, fetched, now }: Applied,
): Promise<FeedSyncResult> {
  const feed = await lockFeed(tx, feedId);
  if (!feed || feed.removedAt) throw notFound("Calendar feed not found");
  const found = await resolveChannelUnit(tx, feed.unitType);
  if (!found) {
    const message = `the unit type ${feed.unitType} is not in the catalogue`;
    await recordFailure(tx, feedId, message, now);
    return failed(feedId, message);
  }
  // The stock is read again under the lock: an edit of the total holds the same lock.
  await lockUnits(tx, [found.unitKey]);
  const unit = (await resolveChannelUnit(tx, feed.unitType)) ?? found;
  const today = resortToday(now);
  const horizon = addDaysIso(today, HORIZON_DAYS);
  const current = events.filter((event) => event.untilNight > today);
  const stored = await listEventsOfFeed(tx, feedId);
  const live = stored.filter((row) => row.removedAt === null && row.untilNight > today);
  const good = { lastAttemptAt: now, lastFetchedAt: now, lastError: null, lastErrorAt: null };

  // The empty-feed guard: OTAs sometimes serve an empty calendar in an outage. The validators are
  // not kept, so the next fetch reads the whole feed again rather than a 304 of the empty one.
  if (current.length === 0 && live.length > 0 && feed.emptyFetches === 0) {
    await updateFeed(tx, feedId, { ...good, emptyFetches: 1 });
    return { feedId, outcome: "held", ...ZERO, error: null };
  }

  /**
   * Claims the event's units on these nights, judged first (its own old claims already released):
   * a night without room is claimed anyway (the OTA has the guest's money) and answers true.
   */
  const claim = async (eventId: string, nights: string[]): Promise<boolean> => {
    if (nights.length === 0) return false;
    const shortages = await findShortages(tx, {
      claims: [{ unitKey: unit.unitKey, quantity: feed.units }],
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
        channelEventId: eventId,
      })),
    );
    return shortages.length > 0;
  };

  const counts = { ...ZERO };
  const conflicts: { eventId: string; event: FeedEvent; nights: string[] }[] = [];
  const byUid = new Map(stored.map((row) => [row.uid, row]));
  const listed = new Set<string>();
  for (const event of current) {
    listed.add(event.uid);
    const existing = byUid.get(event.uid);
    const nights = listNights(
      laterOf(event.fromNight, today),
      earlierOf(event.untilNight, horizon),
    );
    if (
      existing &&
      existing.removedAt === null &&
      existing.fromNight === event.fromNight &&
      existing.untilNight === event.untilNight
    ) {
      if (existing.summary !== event.summary)
        await updateEvent(tx, existing.id, { summary: event.summary, updatedAt: now });
      // An event longer than the horizon: the nights the horizon reached since are claimed now,
      // a new conflict only if it was not in one.
      const claimedUntil = await lastClaimedNight(tx, existing.id);
      const reached = nights.filter((night) => claimedUntil === null || night > claimedUntil);
      if ((await claim(existing.id, reached)) && existing.conflictAt === null)
        conflicts.push({ eventId: existing.id, event, nights: reached });
      continue;
    }
    // New, moved or back again: its nights from today on are judged afresh, its own old claims
    // released first so they do not count against it.
    let row: ChannelEventRow;
    if (existing) {
      await releaseEventClaimsFrom(tx, existing.id, today, now);
      await updateEvent(tx, existing.id, {
        summary: event.summary,
        fromNight: event.fromNight,
        untilNight: event.untilNight,
        removedAt: null,
        updatedAt: now,
      });
      row = existing;
      if (existing.removedAt === null) counts.changed += 1;
      else counts.added += 1;
    } else {
      row = await insertEvent(tx, { feedId, ...event, createdAt: now, updatedAt: now });
      counts.added += 1;
    }
    if (await claim(row.id, nights)) conflicts.push({ eventId: row.id, event, nights });
    else if (row.conflictAt !== null)
      await updateEvent(tx, row.id, {
        conflictAt: null,
        conflictAlertedAt: null,
        conflictResolvedAt: null,
      });
  }
  for (const row of live) {
    if (listed.has(row.uid)) continue;
    await releaseEventClaimsFrom(tx, row.id, today, now);
    await updateEvent(tx, row.id, { removedAt: now, updatedAt: now });
    counts.removed += 1;
  }

  if (conflicts.length > 0) {
    const alerts: ConflictForAlert[] = [];
    for (const { eventId, event, nights } of conflicts) {
      alerts.push({
        from: event.fromNight,
        to: event.untilNight,
        summary: event.summary,
        quantity: feed.units,
        takers: await listTakersOnNights(tx, {
          unitKey: unit.unitKey,
          nights,
          now,
          exceptEventId: eventId,
        }),
      });
    }
    // One email per recipient for the whole sync, in the same transaction as the conflicts.
    const queued = await queueConflictAlert(tx, ctx.config, feed, alerts);
    for (const { eventId } of conflicts)
      await updateEvent(tx, eventId, {
        conflictAt: now,
        conflictAlertedAt: queued > 0 ? now : null,
        conflictResolvedAt: null,
      });
  }
  const hash = eventsHash(events);
  await updateFeed(tx, feedId, {
    ...good,
    etag: fetched.etag,
    lastModified: fetched.lastModified,
    emptyFetches: 0,
    eventsHash: hash,
    ...(hash !== feed.eventsHash ? { lastChangedAt: now } : {}),
  });
  return { feedId, outcome: "fetched", ...counts, conflicts: conflicts.length, error: null };
}

export type SyncAllResult = { results: FeedSyncResult[]; staleAlerts: number };

/**
 * The job "calendar-sync": every live feed in turn (a failure of one never stops the others), then
 * the stale check, which emails staff about each stale feed at most once a day.
 */
export async function syncAllFeeds(
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<SyncAllResult> {
  const results: FeedSyncResult[] = [];
  for (const feed of await listLiveFeeds(ctx.db)) {
    try {
      results.push(await syncFeed(ctx, feed.id, log));
    } catch (error) {
      log.error({ err: error, feedId: feed.id }, "calendar feed sync failed");
      await recordFailure(ctx.db, feed.id, UNEXPECTED, ctx.clock.now()).catch(() => undefined);
      results.push(failed(feed.id, UNEXPECTED));
    }
  }
  return { results, staleAlerts: await alertStaleFeeds(ctx, log) };
}

/** Emails staff about each stale live feed whose daily email is due; answers how many feeds. */
export async function alertStaleFeeds(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  let alerted = 0;
  for (const candidate of await listLiveFeeds(ctx.db)) {
    const now = ctx.clock.now();
    if (!feedStaleReason(candidate, now, ctx.config) || !isStaleAlertDue(candidate, now)) continue;
    const sent = await ctx.db.transaction(async (tx) => {
      const feed = await lockFeed(tx, candidate.id);
      const reason = feed && feedStaleReason(feed, now, ctx.config);
      if (!feed || feed.removedAt || !reason || !isStaleAlertDue(feed, now)) return false;
      const queued = await queueStaleAlert(tx, ctx.config, feed, reason);
      if (queued > 0) await updateFeed(tx, feed.id, { staleAlertedAt: now });
      log.warn({ feedId: feed.id, reason, recipients: queued }, "calendar feed is stale");
      return queued > 0;
    });
    if (sent) alerted += 1;
  }
  return alerted;
}
