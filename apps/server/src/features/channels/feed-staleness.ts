import type { Config } from "../../config/env";
import type { ChannelFeedRow } from "./channel-repository";

/**
 * When an OTA feed is stale (decision 032): its last fetch failed; it was never read although it
 * was added longer ago than CALENDAR_FEED_STALE_MINUTES; its last good fetch is older than that; or
 * its events (not its DTSTAMPs) have not changed for CALENDAR_FEED_UNCHANGED_DAYS (0: never judged
 * by that). The console shows it (isFeedStale); staff get one email a day per stale feed.
 */
export type StaleReason = "failed" | "never_fetched" | "no_recent_fetch" | "unchanged";

export type StaleFeedFacts = Pick<
  ChannelFeedRow,
  "createdAt" | "lastFetchedAt" | "lastChangedAt" | "lastError"
>;
export type StaleSettings = Pick<
  Config,
  "CALENDAR_FEED_STALE_MINUTES" | "CALENDAR_FEED_UNCHANGED_DAYS"
>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export function feedStaleReason(
  feed: StaleFeedFacts,
  now: Date,
  config: StaleSettings,
): StaleReason | null {
  if (feed.lastError !== null) return "failed";
  const staleBefore = now.getTime() - config.CALENDAR_FEED_STALE_MINUTES * MINUTE_MS;
  if (feed.lastFetchedAt === null)
    return feed.createdAt.getTime() < staleBefore ? "never_fetched" : null;
  if (feed.lastFetchedAt.getTime() < staleBefore) return "no_recent_fetch";
  if (config.CALENDAR_FEED_UNCHANGED_DAYS > 0) {
    const changed = feed.lastChangedAt ?? feed.lastFetchedAt;
    if (changed.getTime() < now.getTime() - config.CALENDAR_FEED_UNCHANGED_DAYS * DAY_MS)
      return "unchanged";
  }
  return null;
}

export function isFeedStale(feed: StaleFeedFacts, now: Date, config: StaleSettings): boolean {
  return feedStaleReason(feed, now, config) !== null;
}

/** Whether a stale feed's email is due: none sent yet, or the last one a day or more ago. */
export function isStaleAlertDue(feed: Pick<ChannelFeedRow, "staleAlertedAt">, now: Date): boolean {
  return feed.staleAlertedAt === null || now.getTime() - feed.staleAlertedAt.getTime() >= DAY_MS;
}
