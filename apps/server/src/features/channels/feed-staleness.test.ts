import { describe, expect, it } from "vitest";
import { feedStaleReason, isFeedStale, isStaleAlertDue } from "./feed-staleness";

/** When a feed is stale (decision 032), judged at 2026-11-20 12:00 Dubai. */

const now = new Date("2026-11-20T08:00:00Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const DAY = 24 * 60;
const config = { CALENDAR_FEED_STALE_MINUTES: 180, CALENDAR_FEED_UNCHANGED_DAYS: 30 };
const healthy = {
  createdAt: ago(90 * DAY),
  lastFetchedAt: ago(5),
  lastChangedAt: ago(2 * DAY),
  lastError: null,
};

describe("[CHANNELS] stale feeds", () => {
  it("is fresh when read lately and its events changed lately", () => {
    expect(feedStaleReason(healthy, now, config)).toBeNull();
    expect(isFeedStale(healthy, now, config)).toBe(false);
  });

  it("is stale as soon as its last fetch failed", () => {
    expect(feedStaleReason({ ...healthy, lastError: "answered HTTP 500" }, now, config)).toBe(
      "failed",
    );
  });

  it("is stale when the last good read is older than CALENDAR_FEED_STALE_MINUTES", () => {
    expect(feedStaleReason({ ...healthy, lastFetchedAt: ago(180) }, now, config)).toBeNull();
    expect(feedStaleReason({ ...healthy, lastFetchedAt: ago(181) }, now, config)).toBe(
      "no_recent_fetch",
    );
  });

  it("is stale when never read, once the feed is older than that", () => {
    const fresh = { ...healthy, lastFetchedAt: null, lastChangedAt: null };
    expect(feedStaleReason({ ...fresh, createdAt: ago(10) }, now, config)).toBeNull();
    expect(feedStaleReason({ ...fresh, createdAt: ago(181) }, now, config)).toBe("never_fetched");
  });

  it("is stale when its events have not changed for CALENDAR_FEED_UNCHANGED_DAYS (0: never)", () => {
    const quiet = { ...healthy, lastChangedAt: ago(30 * DAY + 1) };
    expect(feedStaleReason({ ...healthy, lastChangedAt: ago(30 * DAY) }, now, config)).toBeNull();
    expect(feedStaleReason(quiet, now, config)).toBe("unchanged");
    expect(feedStaleReason(quiet, now, { ...config, CALENDAR_FEED_UNCHANGED_DAYS: 0 })).toBeNull();
  });

  it("emails about a stale feed at most once a day", () => {
    expect(isStaleAlertDue({ staleAlertedAt: null }, now)).toBe(true);
    expect(isStaleAlertDue({ staleAlertedAt: ago(DAY - 1) }, now)).toBe(false);
    expect(isStaleAlertDue({ staleAlertedAt: ago(DAY) }, now)).toBe(true);
  });
});
