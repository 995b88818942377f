import type { FeedSyncResult } from "@camp/shared/channels/calendar-feeds";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { FeedFetchError, type FeedFetchResult, fetchFeed } from "../../lib/safe-fetch";
import {
  clearConflict,
  conflictStateOf,
  insertEvent,
  relistEvent,
  removeEvent,
  renameEvent,
} from "./channel-event-state-machine";
import {
  type ChannelEventRow,
  findLiveFeed,
  listEventsOfFeed,
  listLiveFeeds,
  lockFeed,
  releaseChannelClaims,
  updateFeed,
} from "./channel-repository";
import {
  alertNewConflicts,
  claimReachedNights,
  type FeedLedger,
  HORIZON_DAYS,
  type NewConflict,
  openFeedLedger,
} from "./feed-ledger";
import { feedStaleReason, isStaleAlertDue } from "./feed-staleness";
import { eventsHash, type FeedEvent, FeedParseError, parseFeed } from "./parse-feed";
import { queueStaleAlert } from "./staff-alerts";

/**
 * The import of OTA calendars (decision 032): every event of a feed takes the feed's `units` of its
 * unit type on each of its nights (feed-ledger.ts), so every stock check of the site counts it
 * like a booking. A feed listing more than MAX_EVENTS events before the horizon is refused (a
 * failure staff hear about) rather than cut.
 */
export const MAX_EVENTS = 5000;

const ZERO = { added: 0, changed: 0, removed: 0, conflicts: 0 };
const UNEXPECTED = "the sync failed (see the server log)";

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
  const feed = await findLiveFeed(ctx.db, feedId);
  if (!feed) throw notFound("Calendar feed not found");
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
    // Nothing changed in the feed, but the horizon moved: a long event may reach new nights.
    return ctx.db.transaction(async (tx) => {
      const ledger = await openLedger(tx, feedId, now);
      if ("outcome" in ledger) return ledger;
      const conflicts = await claimReachedNights(tx, ledger, await listEventsOfFeed(tx, feedId));
      await alertNewConflicts(tx, ctx.config, ledger, conflicts, "import");
      await updateFeed(tx, feedId, goodRead(now));
      return { feedId, outcome: "not_modified", ...ZERO, conflicts: conflicts.length, error: null };
    });
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

const goodRead = (now: Date) => ({
  lastAttemptAt: now,
  lastFetchedAt: now,
  lastError: null,
  lastErrorAt: null,
});

/** The feed's ledger, or the result to answer when there is none. */
async function openLedger(
  tx: Executor,
  feedId: string,
  now: Date,
): Promise<FeedLedger | FeedSyncResult> {
  const ledger = await openFeedLedger(tx, feedId, now);
  if (!ledger) throw notFound("Calendar feed not found");
  if ("missingUnit" in ledger) {
    const message = `the unit type ${ledger.missingUnit.unitType} is not in the catalogue`;
    await recordFailure(tx, feedId, message, now);
    return failed(feedId, message);
  }
  return ledger;
}

type Fetched = Extract<FeedFetchResult, { status: "ok" }>;

/** Brings the feed's stored events and their claims in step with what the feed lists now. */
async function applyEvents(
  tx: Executor,
  ctx: AppContext,
  options: { feedId: string; events: FeedEvent[]; fetched: Fetched; now: Date },
): Promise<FeedSyncResult> {
  const { feedId, events, fetched, now } = options;
  const ledger = await openLedger(tx, feedId, now);
  if ("outcome" in ledger) return ledger;
  const { feed, today } = ledger;
  const current = events.filter((event) => event.untilNight > today);
  const stored = await listEventsOfFeed(tx, feedId);
  const live = stored.filter((row) => row.removedAt === null && row.untilNight > today);

  // The empty-feed guard: OTAs sometimes serve an empty calendar in an outage. The validators are
  // not kept, so the next fetch reads the whole feed again rather than a 304 of the empty one.
  if (current.length === 0 && live.length > 0 && feed.emptyFetches === 0) {
    await updateFeed(tx, feedId, { ...goodRead(now), emptyFetches: 1 });
    return { feedId, outcome: "held", ...ZERO, error: null };
  }

  const counts = { ...ZERO };
  const conflicts: NewConflict[] = [];
  const unchanged: ChannelEventRow[] = [];
  const byUid = new Map(stored.map((row) => [row.uid, row]));
  const listed = new Set<string>();
  for (const event of current) {
    listed.add(event.uid);
    const existing = byUid.get(event.uid);
    if (
      existing &&
      existing.removedAt === null &&
      existing.fromNight === event.fromNight &&
      existing.untilNight === event.untilNight
    ) {
      if (existing.summary !== event.summary)
        await renameEvent(tx, existing.id, event.summary, now);
      unchanged.push(existing);
      continue;
    }
    // New, moved or back again: its nights from today on are judged afresh, its own old claims
    // released first so that they do not count against it.
    let row: ChannelEventRow;
    if (existing) {
      await releaseChannelClaims(tx, { eventId: existing.id }, { fromNight: today, now });
      await relistEvent(tx, existing, event, now);
      row = existing;
      if (existing.removedAt === null) counts.changed += 1;
      else counts.added += 1;
    } else {
      row = await insertEvent(tx, { feedId, ...event, createdAt: now, updatedAt: now });
      counts.added += 1;
    }
    const nights = ledger.nightsOf(event);
    if (await ledger.claim(row.id, nights))
      conflicts.push({ eventId: row.id, event, nights, was: conflictStateOf(row) });
    // The row was written at `now` just above, so the clear's time changes nothing there.
    else if (row.conflictAt !== null) await clearConflict(tx, row, "import", now);
  }
  conflicts.push(...(await claimReachedNights(tx, ledger, unchanged)));
  for (const row of live) {
    if (listed.has(row.uid)) continue;
    await releaseChannelClaims(tx, { eventId: row.id }, { fromNight: today, now });
    await removeEvent(tx, row.id, now);
    counts.removed += 1;
  }
  // One email per recipient for the whole sync, in the same transaction as the conflicts.
  await alertNewConflicts(tx, ctx.config, ledger, conflicts, "import");
  const hash = eventsHash(events);
  await updateFeed(tx, feedId, {
    ...goodRead(now),
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
