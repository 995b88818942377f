import { and, asc, eq, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { bookings, channelEvents, channelFeeds, inventoryClaims, users } from "../../db/schema";
import { isCounting } from "../inventory/inventory-repository";

/** The channel tables as the import reads and writes them (decision 032). */

export type ChannelFeedRow = typeof channelFeeds.$inferSelect;
export type ChannelEventRow = typeof channelEvents.$inferSelect;

export async function findFeed(db: Executor, id: string): Promise<ChannelFeedRow | undefined> {
  const [row] = await db.select().from(channelFeeds).where(eq(channelFeeds.id, id));
  return row;
}

/** The feed, locked until the transaction ends: one sync (or staff edit) of a feed at a time. */
export async function lockFeed(tx: Executor, id: string): Promise<ChannelFeedRow | undefined> {
  const [row] = await tx.select().from(channelFeeds).where(eq(channelFeeds.id, id)).for("update");
  return row;
}

/** Feeds staff have not removed, oldest first (the order the job reads them in). */
export function listLiveFeeds(db: Executor): Promise<ChannelFeedRow[]> {
  return db
    .select()
    .from(channelFeeds)
    .where(isNull(channelFeeds.removedAt))
    .orderBy(asc(channelFeeds.createdAt), asc(channelFeeds.id));
}

export async function updateFeed(
  db: Executor,
  id: string,
  values: Partial<typeof channelFeeds.$inferInsert>,
): Promise<void> {
  await db.update(channelFeeds).set(values).where(eq(channelFeeds.id, id));
}

/** Every event a feed ever listed, removed ones too (an event that comes back is revived). */
export function listEventsOfFeed(tx: Executor, feedId: string): Promise<ChannelEventRow[]> {
  return tx.select().from(channelEvents).where(eq(channelEvents.feedId, feedId));
}

export async function insertEvent(
  tx: Executor,
  values: typeof channelEvents.$inferInsert,
): Promise<ChannelEventRow> {
  const [row] = await tx.insert(channelEvents).values(values).returning();
  if (!row) throw new Error("insert into channel_events returned no row");
  return row;
}

export async function updateEvent(
  tx: Executor,
  id: string,
  values: Partial<typeof channelEvents.$inferInsert>,
): Promise<void> {
  await tx.update(channelEvents).set(values).where(eq(channelEvents.id, id));
}

/**
 * Gives back an event's nights from `fromNight` on; the nights before it (already past) stay as
 * they were, the history of what the channel took.
 */
export async function releaseEventClaimsFrom(
  tx: Executor,
  eventId: string,
  fromNight: string,
  now: Date,
): Promise<void> {
  await tx
    .update(inventoryClaims)
    .set({ releasedAt: now })
    .where(
      and(
        eq(inventoryClaims.channelEventId, eventId),
        gte(inventoryClaims.night, fromNight),
        isNull(inventoryClaims.releasedAt),
      ),
    );
}

export type NightTaker =
  | {
      kind: "booking";
      id: string;
      checkIn: string;
      checkOut: string;
      quantity: number;
      status: string;
    }
  | { kind: "channel"; id: string; name: string; from: string; to: string; quantity: number };

/**
 * Who else takes units of `unitKey` on these nights at `now`: the site's bookings and other
 * channels' events (a conflict names them). Holds and closures are left out: they are no stay.
 */
export async function listTakersOnNights(
  db: Executor,
  options: { unitKey: string; nights: string[]; now: Date; exceptEventId: string },
): Promise<NightTaker[]> {
  if (options.nights.length === 0) return [];
  const onNights = and(
    eq(inventoryClaims.unitKey, options.unitKey),
    inArray(inventoryClaims.night, options.nights),
    isCounting(options.now),
  );
  const stays = await db
    .selectDistinct({
      id: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      quantity: bookings.quantity,
      status: bookings.status,
    })
    .from(inventoryClaims)
    .innerJoin(bookings, eq(bookings.id, inventoryClaims.bookingId))
    .where(onNights)
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
  const channels = await db
    .selectDistinct({
      id: channelEvents.id,
      name: channelFeeds.name,
      from: channelEvents.fromNight,
      to: channelEvents.untilNight,
      quantity: inventoryClaims.quantity,
    })
    .from(inventoryClaims)
    .innerJoin(channelEvents, eq(channelEvents.id, inventoryClaims.channelEventId))
    .innerJoin(channelFeeds, eq(channelFeeds.id, channelEvents.feedId))
    .where(and(onNights, ne(inventoryClaims.channelEventId, options.exceptEventId)))
    .orderBy(asc(channelEvents.fromNight), asc(channelEvents.id));
  return [
    ...stays.map((row) => ({ kind: "booking" as const, ...row })),
    ...channels.map((row) => ({ kind: "channel" as const, ...row })),
  ];
}

/** Every administrator account's address and language (staff alerts without STAFF_ALERT_EMAILS). */
export function listAdministrators(
  db: Executor,
): Promise<{ email: string; language: "en" | "ar" }[]> {
  return db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.email));
}

/** The last night each event's live claims take (events without any are not in the map). */
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
