import { STAFF_PERMISSIONS } from "@camp/shared/auth/staff-permissions";
import type { ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import { and, asc, eq, gt, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { channelEvents, channelFeeds, inventoryClaims, users } from "../../db/schema";

/**
 * The OTA feeds staff added, their events and the events' claims (decision 032). The events
 * themselves are written only by channel-event-state-machine.ts (decision 052).
 */

export type ChannelFeedRow = typeof channelFeeds.$inferSelect;
export type ChannelEventRow = typeof channelEvents.$inferSelect;

// ---- feeds ----

/** Feeds staff have not removed, oldest first. */
export function listLiveFeeds(db: Executor): Promise<ChannelFeedRow[]> {
  return db
    .select()
    .from(channelFeeds)
    .where(isNull(channelFeeds.removedAt))
    .orderBy(asc(channelFeeds.createdAt), asc(channelFeeds.id));
}

/** A feed staff have not removed. */
export async function findLiveFeed(db: Executor, id: string): Promise<ChannelFeedRow | undefined> {
  const [row] = await db
    .select()
    .from(channelFeeds)
    .where(and(eq(channelFeeds.id, id), isNull(channelFeeds.removedAt)));
  return row;
}

/**
 * Serialises the adding of feeds of one unit type until the transaction ends, so two staff adding
 * the same address at once cannot both pass the duplicate check.
 */
export async function lockFeedsOfType(tx: Executor, unitType: ChannelUnitType): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`channel-feeds:${unitType}`}))`);
}

export async function findLiveFeedByUrl(
  db: Executor,
  unitType: ChannelUnitType,
  url: string,
): Promise<ChannelFeedRow | undefined> {
  const [row] = await db
    .select()
    .from(channelFeeds)
    .where(
      and(
        eq(channelFeeds.unitType, unitType),
        eq(channelFeeds.url, url),
        isNull(channelFeeds.removedAt),
      ),
    );
  return row;
}

export async function insertFeed(
  tx: Executor,
  values: typeof channelFeeds.$inferInsert,
): Promise<ChannelFeedRow> {
  const [row] = await tx.insert(channelFeeds).values(values).returning();
  if (!row) throw new Error("insert into channel_feeds returned no row");
  return row;
}

export async function updateFeed(
  db: Executor,
  id: string,
  values: Partial<typeof channelFeeds.$inferInsert>,
): Promise<void> {
  await db.update(channelFeeds).set(values).where(eq(channelFeeds.id, id));
}

/** A feed's events that take nights (not removed), in the order of their nights. */
export function listLiveEvents(db: Executor, feedId: string): Promise<ChannelEventRow[]> {
  return db
    .select()
    .from(channelEvents)
    .where(and(eq(channelEvents.feedId, feedId), isNull(channelEvents.removedAt)))
    .orderBy(asc(channelEvents.fromNight), asc(channelEvents.id));
}

/** How many events of each feed take nights from `today` on. */
export async function countLiveEventsByFeed(
  db: Executor,
  today: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ feedId: channelEvents.feedId, count: sql<string>`count(*)` })
    .from(channelEvents)
    .where(and(isNull(channelEvents.removedAt), gt(channelEvents.untilNight, today)))
    .groupBy(channelEvents.feedId);
  return new Map(rows.map((row) => [row.feedId, Number(row.count)]));
}

/**
 * Lets the live claims of one event, or of every event of a feed, go at `now`, from `fromNight` on:
 * the nights before are history (the channel's guest stayed), as a no-show keeps its past nights.
 */
export async function releaseChannelClaims(
  tx: Executor,
  of: { feedId: string } | { eventId: string },
  options: { fromNight: string; now: Date },
): Promise<void> {
  await tx
    .update(inventoryClaims)
    .set({ releasedAt: options.now })
    .where(
      and(
        "eventId" in of
          ? eq(inventoryClaims.channelEventId, of.eventId)
          : inArray(
              inventoryClaims.channelEventId,
              tx
                .select({ id: channelEvents.id })
                .from(channelEvents)
                .where(eq(channelEvents.feedId, of.feedId)),
            ),
        gte(inventoryClaims.night, options.fromNight),
        isNull(inventoryClaims.releasedAt),
      ),
    );
}

// ---- what the import reads and writes ----

/** The feed, removed or not, locked for the rest of the transaction. */
export async function lockFeed(tx: Executor, id: string): Promise<ChannelFeedRow | undefined> {
  const [row] = await tx.select().from(channelFeeds).where(eq(channelFeeds.id, id)).for("update");
  return row;
}

export function listEventsOfFeed(tx: Executor, feedId: string): Promise<ChannelEventRow[]> {
  return tx.select().from(channelEvents).where(eq(channelEvents.feedId, feedId));
}

export async function listAdministrators(
  db: Executor,
): Promise<{ email: string; language: "en" | "ar" }[]> {
  const rows = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(
      and(inArray(users.role, [...STAFF_PERMISSIONS["channels.manage"]]), isNull(users.disabledAt)),
    )
    .orderBy(asc(users.email));
  // Staff accounts always have an email (only a guest record made at the desk has none).
  return rows.flatMap(({ email, language }) => (email === null ? [] : [{ email, language }]));
}

export async function lastClaimedNights(
  tx: Executor,
  eventIds: string[],
): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await tx
    .select({
      eventId: inventoryClaims.channelEventId,
      night: sql<string>`max(${inventoryClaims.night})::text`,
    })
    .from(inventoryClaims)
    .where(
      and(inArray(inventoryClaims.channelEventId, eventIds), isNull(inventoryClaims.releasedAt)),
    )
    .groupBy(inventoryClaims.channelEventId);
  return new Map(rows.flatMap((row) => (row.eventId ? [[row.eventId, row.night] as const] : [])));
}
