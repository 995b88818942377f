import type { FeedSyncResult } from "@camp/shared/channels/calendar-feeds";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/env";
import type { channelFeeds } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";

/** TEMP stand-in for H1's import (the lead replaces this file with H1's). */
export async function syncFeed(
  _ctx: AppContext,
  _feedId: string,
  _log?: FastifyBaseLogger,
): Promise<FeedSyncResult> {
  throw new Error("not built here");
}

/** TEMP stand-in: stale when the last fetch failed or the last good one is too old (or none yet). */
export function isFeedStale(
  feed: typeof channelFeeds.$inferSelect,
  now: Date,
  config: Pick<Config, "CALENDAR_FEED_STALE_MINUTES">,
): boolean {
  if (feed.lastError) return true;
  const since = feed.lastFetchedAt ?? feed.createdAt;
  return now.getTime() - since.getTime() > config.CALENDAR_FEED_STALE_MINUTES * 60_000;
}
