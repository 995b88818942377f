import { and, asc, eq, gt, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import {
  bookings,
  channelEvents,
  channelFeeds,
  inventoryClaims,
  unitClosures,
} from "../../db/schema";
import { isCounting } from "../inventory/inventory-repository";
import type { ChannelEventRow } from "./channel-repository";

/**
 * Imported events that landed on nights already sold out here, and what else took those nights.
 * A conflict's state moves only in channel-event-state-machine.ts (decision 052).
 */

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
export type ClaimHolders = Awaited<ReturnType<typeof listClaimHoldersOnNights>>;

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
