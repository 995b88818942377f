import type { ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../db/database";
import {
  bookings,
  calendarExports,
  channelEvents,
  channelFeeds,
  inventoryClaims,
  unitClosures,
} from "../../db/schema";
import { isCounting } from "../inventory/inventory-repository";

/** Calendar sync's reads and writes (decision 032); the only Drizzle code of the feature. */

export type ChannelFeedRow = typeof channelFeeds.$inferSelect;
export type ChannelEventRow = typeof channelEvents.$inferSelect;
export type CalendarExportRow = typeof calendarExports.$inferSelect;

// ---- published calendars ----

/**
 * The export a token opens, with the listing it is for (null: the unit type's own). A removed
 * listing's export opens nothing.
 */
export async function findExportByToken(db: Executor, token: string) {
  const [row] = await db
    .select({
      id: calendarExports.id,
      unitType: calendarExports.unitType,
      feedId: calendarExports.feedId,
      createdAt: calendarExports.createdAt,
      rotatedAt: calendarExports.rotatedAt,
      feedUnits: channelFeeds.units,
      feedRemovedAt: channelFeeds.removedAt,
    })
    .from(calendarExports)
    .leftJoin(channelFeeds, eq(channelFeeds.id, calendarExports.feedId))
    .where(eq(calendarExports.token, token));
  return row;
}

/**
 * Units of one key taken per night in [fromNight, untilNight), counting every live claim (stays
 * pending or confirmed, live holds, closures, channels' events), without the claims of
 * `exceptFeedId`'s events when given: one aggregate query, only the nights with any.
 */
export async function sumTakenByNight(
  db: Executor,
  options: {
    unitKey: string;
    fromNight: string;
    untilNight: string;
    now: Date;
    exceptFeedId?: string | null | undefined;
  },
): Promise<Map<string, number>> {
  const { exceptFeedId } = options;
  const rows = await db
    .select({
      night: inventoryClaims.night,
      taken: sql<string>`sum(${inventoryClaims.quantity})`,
    })
    .from(inventoryClaims)
    .where(
      and(
        eq(inventoryClaims.unitKey, options.unitKey),
        gte(inventoryClaims.night, options.fromNight),
        lt(inventoryClaims.night, options.untilNight),
        isCounting(options.now),
        exceptFeedId
          ? or(
              isNull(inventoryClaims.channelEventId),
              notInArray(
                inventoryClaims.channelEventId,
                db
                  .select({ id: channelEvents.id })
                  .from(channelEvents)
                  .where(eq(channelEvents.feedId, exceptFeedId)),
              ),
            )
          : undefined,
      ),
    )
    .groupBy(inventoryClaims.night);
  return new Map(rows.map((row) => [row.night, Number(row.taken)]));
}

/** Every export there is (the unit types' own and the listings'), to find those not made yet. */
export function listExports(db: Executor): Promise<CalendarExportRow[]> {
  return db.select().from(calendarExports);
}

/**
 * Makes the exports that do not exist yet; a concurrent first read that made one first wins
 * (the unique indexes), so each unit type and listing keeps exactly one.
 */
export async function insertMissingExports(
  db: Executor,
  rows: { unitType: ChannelUnitType; feedId: string | null; token: string }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(calendarExports).values(rows).onConflictDoNothing();
}

/** Gives an export a new token (the old URL answers 404 from now on). */
export async function rotateExportToken(
  tx: Executor,
  options: { unitType: ChannelUnitType; feedId: string | null; token: string; now: Date },
): Promise<CalendarExportRow | undefined> {
  const [row] = await tx
    .update(calendarExports)
    .set({ token: options.token, rotatedAt: options.now })
    .where(
      and(
        eq(calendarExports.unitType, options.unitType),
        options.feedId === null
          ? isNull(calendarExports.feedId)
          : eq(calendarExports.feedId, options.feedId),
      ),
    )
    .returning();
  return row;
}

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

/** Marks a conflict settled; false when it already was (by someone else, maybe a moment ago). */
export async function markConflictResolved(tx: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(channelEvents)
    .set({ conflictResolvedAt: now, updatedAt: now })
    .where(and(eq(channelEvents.id, id), isNull(channelEvents.conflictResolvedAt)))
    .returning({ id: channelEvents.id });
  return rows.length > 0;
}

// ---- conflicts ----

/**
 * Conflicts of the live feeds still ahead (their last night not before `today`), oldest nights
 * first; resolved ones stay listed with their time.
 */
export function listConflicts(db: Executor, today: string) {
  return db
    .select({ event: channelEvents, unitType: channelFeeds.unitType })
    .from(channelEvents)
    .innerJoin(channelFeeds, eq(channelFeeds.id, channelEvents.feedId))
    .where(
      and(
        isNull(channelFeeds.removedAt),
        isNull(channelEvents.removedAt),
        isNotNull(channelEvents.conflictAt),
        gt(channelEvents.untilNight, today),
      ),
    )
    .orderBy(asc(channelEvents.fromNight), asc(channelEvents.id));
}

/** A conflict of a live feed, by its event's id. */
export async function findConflictEvent(
  db: Executor,
  eventId: string,
): Promise<ChannelEventRow | undefined> {
  const [row] = await db
    .select({ event: channelEvents })
    .from(channelEvents)
    .innerJoin(channelFeeds, eq(channelFeeds.id, channelEvents.feedId))
    .where(
      and(
        eq(channelEvents.id, eventId),
        isNull(channelFeeds.removedAt),
        isNull(channelEvents.removedAt),
        isNotNull(channelEvents.conflictAt),
      ),
    );
  return row?.event;
}

/**
 * What else takes units of `unitKey` on nights in [fromNight, untilNight) at `now`: bookings,
 * closures and other events, one row per claim holder with the most units it takes a night.
 */
export function listClaimHoldersOnNights(
  db: Executor,
  options: {
    unitKey: string;
    fromNight: string;
    untilNight: string;
    now: Date;
    exceptEventId: string;
  },
) {
  const quantity = sql<string>`max(${inventoryClaims.quantity})`;
  const onNights = and(
    eq(inventoryClaims.unitKey, options.unitKey),
    gte(inventoryClaims.night, options.fromNight),
    lt(inventoryClaims.night, options.untilNight),
    isCounting(options.now),
  );
  return Promise.all([
    db
      .select({
        id: bookings.id,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        status: bookings.status,
        quantity,
      })
      .from(inventoryClaims)
      .innerJoin(bookings, eq(bookings.id, inventoryClaims.bookingId))
      .where(onNights)
      .groupBy(bookings.id)
      .orderBy(asc(bookings.checkIn), asc(bookings.id)),
    db
      .select({
        id: unitClosures.id,
        fromNight: unitClosures.fromNight,
        untilNight: unitClosures.untilNight,
        reason: unitClosures.reason,
        quantity,
      })
      .from(inventoryClaims)
      .innerJoin(unitClosures, eq(unitClosures.id, inventoryClaims.closureId))
      .where(onNights)
      .groupBy(unitClosures.id)
      .orderBy(asc(unitClosures.fromNight), asc(unitClosures.id)),
    db
      .select({
        id: channelEvents.id,
        fromNight: channelEvents.fromNight,
        untilNight: channelEvents.untilNight,
        feedName: channelFeeds.name,
        quantity,
      })
      .from(inventoryClaims)
      .innerJoin(channelEvents, eq(channelEvents.id, inventoryClaims.channelEventId))
      .innerJoin(channelFeeds, eq(channelFeeds.id, channelEvents.feedId))
      .where(and(onNights, sql`${channelEvents.id} <> ${options.exceptEventId}`))
      .groupBy(channelEvents.id, channelFeeds.name)
      .orderBy(asc(channelEvents.fromNight), asc(channelEvents.id)),
  ]);
}
