import { CHANNEL_UNIT_TYPES } from "@camp/shared/channels/calendar-feeds";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";

/** Calendar sync with OTAs (decision 032). */

/** An OTA listing's iCalendar feed staff added: what it stands for and how its fetches went. */
export const channelFeeds = pgTable(
  "channel_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    unitType: text("unit_type", { enum: CHANNEL_UNIT_TYPES }).notNull(),
    /** Staff's name for the listing, shown in the console calendar ("Airbnb", "Booking.com"). */
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** Units of the type one event of this listing takes. */
    units: integer("units").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Staff removed the feed: its events stopped taking nights then. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /** The validators of the last good answer, sent back as If-None-Match / If-Modified-Since. */
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** The last fetch that answered a feed (200 parsed, or 304). */
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
    /** When the feed's events last changed (not its DTSTAMPs), and a hash of them. */
    lastChangedAt: timestamp("last_changed_at", { withTimezone: true }),
    eventsHash: text("events_hash"),
    /** The last fetch's error, cleared by a good one. */
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    /** Good fetches in a row that listed no event while events were taken (the empty-feed guard). */
    emptyFetches: integer("empty_fetches").notNull().default(0),
    /** The last stale-feed email to staff (at most one a day per feed). */
    staleAlertedAt: timestamp("stale_alerted_at", { withTimezone: true }),
  },
  (table) => [check("channel_feeds_units_check", sql`${table.units} > 0`)],
);

/**
 * A published calendar: the nights one unit type cannot be sold elsewhere. Without `feedId`, the
 * unit type's own feed (nights no unit is left); with it, the export for that OTA listing (nights
 * its `units` are not free, leaving the listing's own imported events out). The token is the URL's
 * secret; rotating it gives the old URL a 404.
 */
export const calendarExports = pgTable(
  "calendar_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    unitType: text("unit_type", { enum: CHANNEL_UNIT_TYPES }).notNull(),
    feedId: uuid("feed_id").references(() => channelFeeds.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("calendar_exports_unit_type_idx")
      .on(table.unitType)
      .where(sql`${table.feedId} is null`),
    uniqueIndex("calendar_exports_feed_idx")
      .on(table.feedId)
      .where(sql`${table.feedId} is not null`),
  ],
);

/**
 * One event of a feed as last read: the nights it takes (`fromNight` to the morning `untilNight`,
 * DTEND exclusive, like a stay). No guest's name, email or description is kept. While not removed,
 * its claims take `units` of the feed's type each night; a conflict is an event that landed on
 * nights already sold out here (kept: the OTA has the guest's money).
 */
export const channelEvents = pgTable(
  "channel_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    feedId: uuid("feed_id")
      .notNull()
      .references(() => channelFeeds.id, { onDelete: "cascade" }),
    uid: text("uid").notNull(),
    summary: text("summary").notNull().default(""),
    fromNight: date("from_night", { mode: "string" }).notNull(),
    untilNight: date("until_night", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /** Set when the event's nights did not fit the stock here when it was (re)imported. */
    conflictAt: timestamp("conflict_at", { withTimezone: true }),
    /** The conflict's one email to staff. */
    conflictAlertedAt: timestamp("conflict_alerted_at", { withTimezone: true }),
    /** Staff looked at the conflict and settled it (it stays in the history). */
    conflictResolvedAt: timestamp("conflict_resolved_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("channel_events_feed_uid_idx").on(table.feedId, table.uid)],
);
