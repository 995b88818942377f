import type { ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import { and, asc, eq, gt, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { channelEvents, channelFeeds, inventoryClaims } from "../../db/schema";

/** The OTA feeds staff added and their events' claims (decision 032). */

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

/** A feed staff have not removed, locked for the rest of the transaction when `forUpdate`. */
export async function findLiveFeed(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ChannelFeedRow | undefined> {
  const query = db
    .select()
    .from(channelFeeds)
    .where(and(eq(channelFeeds.id, id), isNull(channelFeeds.removedAt)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
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
  tx: Executor,
  id: string,
  values: Partial<Pick<ChannelFeedRow, "name" | "units" | "updatedAt" | "removedAt">>,
): Promise<void> {
  await tx.update(channelFeeds).set(values).where(eq(channelFeeds.id, id));
}

// ---- events and their claims ----

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
 * Lets the live claims of a feed's events go at `now`, from `fromNight` on: the nights before are
 * history (the channel's guest stayed), as a no-show keeps its past nights.
 */
export async function releaseClaimsOfFeed(
  tx: Executor,
  options: { feedId: string; fromNight: string; now: Date },
): Promise<void> {
  await tx
    .update(inventoryClaims)
    .set({ releasedAt: options.now })
    .where(
      and(
        inArray(
          inventoryClaims.channelEventId,
          tx
            .select({ id: channelEvents.id })
            .from(channelEvents)
            .where(eq(channelEvents.feedId, options.feedId)),
        ),
        gte(inventoryClaims.night, options.fromNight),
        isNull(inventoryClaims.releasedAt),
      ),
    );
}

export async function updateEvent(
  tx: Executor,
  id: string,
  values: Partial<
    Pick<ChannelEventRow, "conflictAt" | "conflictAlertedAt" | "conflictResolvedAt" | "updatedAt">
  >,
): Promise<void> {
  await tx.update(channelEvents).set(values).where(eq(channelEvents.id, id));
}
