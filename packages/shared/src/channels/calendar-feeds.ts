import { z } from "zod";
import { plainText } from "../api/text-field";

/**
 * Calendar sync with OTAs (decision 032): the API shapes of the published feeds and of the OTA feeds
 * staff add. A unit type here is the name the contract uses (master, kids, camp, parking).
 */
export const CHANNEL_UNIT_TYPES = ["master", "kids", "camp", "parking"] as const;
export type ChannelUnitType = (typeof CHANNEL_UNIT_TYPES)[number];
export const channelUnitTypeSchema = z.enum(CHANNEL_UNIT_TYPES, {
  error: "unitType must be master, kids, camp or parking",
});

/** How many units one listing may stand for, and how long its name and address may be. */
export const FEED_MAX_UNITS = 50;
export const FEED_NAME_MAX = 80;
export const FEED_URL_MAX = 2000;

/** POST /api/admin/calendar-feeds. The server alone judges whether the address may be fetched. */
export const calendarFeedInputSchema = z.strictObject({
  unitType: channelUnitTypeSchema,
  url: z
    .string({ error: "Enter the calendar's address" })
    .trim()
    .min(1, "Enter the calendar's address")
    .max(FEED_URL_MAX, `The address can have at most ${FEED_URL_MAX} characters`)
    .pipe(z.url({ protocol: /^https?$/, error: "Enter an http or https address" })),
  units: z
    .number({ error: "units must be a whole number" })
    .int("units must be a whole number")
    .min(1, "units must be at least 1")
    .max(FEED_MAX_UNITS, `units can be at most ${FEED_MAX_UNITS}`),
  name: plainText("name must be text")
    .min(1, "Enter the channel's name")
    .max(FEED_NAME_MAX, `The name can have at most ${FEED_NAME_MAX} characters`),
});
export type CalendarFeedInput = z.infer<typeof calendarFeedInputSchema>;

/** PATCH /api/admin/calendar-feeds/{id}: name and units only (a new address is a new feed). */
export const calendarFeedUpdateSchema = calendarFeedInputSchema
  .pick({ name: true, units: true })
  .partial();
export type CalendarFeedUpdate = z.infer<typeof calendarFeedUpdateSchema>;

/** An imported event that landed on nights already sold out here, with the stays it collides with. */
export const feedConflictSchema = z.object({
  eventId: z.string(),
  from: z.string(),
  to: z.string(),
  summary: z.string(),
  detectedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /**
   * What else takes the unit type on those nights: the site's bookings (their status), closures
   * (status "closed", the reason as reference) and other feeds' events (status "channel", the
   * feed's name as reference).
   */
  bookings: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      quantity: z.number().int(),
      status: z.string(),
    }),
  ),
});
export type FeedConflict = z.infer<typeof feedConflictSchema>;

export const calendarImportSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  units: z.number().int(),
  /** The export for this listing: nights its units are not free here, its own events left out. */
  exportUrl: z.string(),
  lastFetchedAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastChangedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  isStale: z.boolean(),
  /** Events now taking nights. */
  events: z.number().int(),
  conflicts: z.array(feedConflictSchema),
});
export type CalendarImport = z.infer<typeof calendarImportSchema>;

export const calendarFeedsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      unitType: channelUnitTypeSchema,
      /** The unit type's own feed: the nights no unit of it is left. */
      exportUrl: z.string(),
      imports: z.array(calendarImportSchema),
    }),
  ),
});
export type CalendarFeedsResponse = z.infer<typeof calendarFeedsResponseSchema>;

/** What one import run did (POST /api/admin/calendar-feeds/{id}/sync answers it). */
export const feedSyncResultSchema = z.object({
  feedId: z.string(),
  /** fetched: a feed was read; not_modified: 304; failed: see error; held: empty feed not yet trusted. */
  outcome: z.enum(["fetched", "not_modified", "failed", "held"]),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  conflicts: z.number().int(),
  error: z.string().nullable(),
});
export type FeedSyncResult = z.infer<typeof feedSyncResultSchema>;
