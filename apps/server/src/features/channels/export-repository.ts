import type { ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import { and, eq, gte, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { calendarExports, channelEvents, channelFeeds, inventoryClaims } from "../../db/schema";
import { isCounting } from "../inventory/inventory-repository";

/** The published calendars' reads and writes (decision 032). */

export type CalendarExportRow = typeof calendarExports.$inferSelect;

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
