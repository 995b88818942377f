import {
  type CalendarFeedUpdate,
  calendarFeedInputSchema,
  calendarFeedUpdateSchema,
  type FeedSyncResult,
} from "@camp/shared/channels/calendar-feeds";
import { resortToday } from "@camp/shared/dates/resort-dates";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { checkFeedAddress } from "../../lib/safe-fetch";
import { parseOrThrow } from "../../lib/validate";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { resolveConflict } from "./channel-event-state-machine";
import {
  type ChannelFeedRow,
  findLiveFeed,
  findLiveFeedByUrl,
  insertFeed,
  lockFeedsOfType,
  releaseChannelClaims,
  updateFeed,
} from "./channel-repository";
import { findConflictEvent } from "./conflict-repository";
import { insertMissingExports } from "./export-repository";
import { newExportToken } from "./export-tokens";
import { alertNewConflicts, openFeedLedger, reclaimFeedEvents } from "./feed-ledger";
import { syncFeed } from "./feed-sync";

const noSuchFeed = () => notFound("This calendar feed does not exist");

/** What the audit log keeps of a feed: never the address's query, which may carry the OTA's key. */
const audited = (feed: Pick<ChannelFeedRow, "unitType" | "name" | "units" | "url">) => ({
  unitType: feed.unitType,
  name: feed.name,
  units: feed.units,
  host: URL.canParse(feed.url) ? new URL(feed.url).host : null,
});

/**
 * POST /api/admin/calendar-feeds: staff add an OTA listing's calendar for a unit type. The address
 * must pass the fetch guard's address check; the same address twice on one unit type is refused.
 * Nothing is fetched here: "Sync now" or the job reads it.
 */
export async function addCalendarFeed(
  ctx: AppContext,
  actor: AuditActor,
  body: unknown,
): Promise<{ id: string }> {
  const input = parseOrThrow(calendarFeedInputSchema, body);
  const refused = await checkFeedAddress(input.url, ctx.config.CALENDAR_FEED_ALLOW_HOSTS);
  if (refused !== null) {
    const message = `This address cannot be read: ${refused}`;
    throw new AppError("CALENDAR_FEED_HOST_REFUSED", message, { url: message });
  }
  return ctx.db.transaction(async (tx) => {
    await lockFeedsOfType(tx, input.unitType);
    if (await findLiveFeedByUrl(tx, input.unitType, input.url)) {
      const message = "This calendar is already added for this unit type";
      throw new AppError("CALENDAR_FEED_EXISTS", message, { url: message });
    }
    const feed = await insertFeed(tx, {
      ...input,
      createdBy: actor.id,
      createdAt: ctx.clock.now(),
    });
    await insertMissingExports(tx, [
      { unitType: feed.unitType, feedId: feed.id, token: newExportToken() },
    ]);
    await recordAdminAction(tx, {
      actor,
      action: "calendar_feed.added",
      entityType: "calendar_feed",
      entityId: feed.id,
      after: audited(feed),
    });
    return { id: feed.id };
  });
}

/**
 * The feed's row and then its unit type's lock, held for the rest of the transaction: the import's
 * own order (openFeedLedger), so a staff edit and a sync of the same feed never wait on each other
 * in a circle. NOT_FOUND for an unknown or removed feed.
 */
async function lockFeed(tx: Executor, id: string, now: Date) {
  const locked = await openFeedLedger(tx, id, now);
  if (!locked) throw noSuchFeed();
  return "missingUnit" in locked ? locked.missingUnit : locked.feed;
}

/**
 * PATCH /api/admin/calendar-feeds/{id}: a new name, or a new number of units, which re-claims the
 * nights of the feed's live events with the new quantity (and judges their conflicts again).
 */
export async function updateCalendarFeed(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  body: unknown,
): Promise<{ id: string }> {
  const input: CalendarFeedUpdate = parseOrThrow(calendarFeedUpdateSchema, body);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const feed = await lockFeed(tx, id, now);
    const after = { ...feed, name: input.name ?? feed.name, units: input.units ?? feed.units };
    await updateFeed(tx, id, { name: after.name, units: after.units, updatedAt: now });
    if (after.units !== feed.units) {
      // The ledger opened again reads the new units (the locks are already held).
      const ledger = await openFeedLedger(tx, id, now);
      if (ledger && !("missingUnit" in ledger)) {
        const conflicts = await reclaimFeedEvents(tx, ledger);
        await alertNewConflicts(tx, ctx.config, ledger, conflicts, "staff");
      }
    }
    await recordAdminAction(tx, {
      actor,
      action: "calendar_feed.updated",
      entityType: "calendar_feed",
      entityId: id,
      before: audited(feed),
      after: audited(after),
    });
    return { id };
  });
}

/**
 * DELETE /api/admin/calendar-feeds/{id}: the feed stops being read, its events stop taking nights
 * from Dubai's today on, and its listing's export answers 404.
 */
export async function removeCalendarFeed(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const feed = await lockFeed(tx, id, now);
    await updateFeed(tx, id, { removedAt: now, updatedAt: now });
    await releaseChannelClaims(tx, { feedId: id }, { fromNight: resortToday(now), now });
    await recordAdminAction(tx, {
      actor,
      action: "calendar_feed.removed",
      entityType: "calendar_feed",
      entityId: id,
      before: audited(feed),
    });
  });
}

/** POST /api/admin/calendar-feeds/{id}/sync: that feed's import, now; a failed fetch is a result. */
export async function syncCalendarFeedNow(
  ctx: AppContext,
  id: string,
  log?: FastifyBaseLogger,
): Promise<FeedSyncResult> {
  if (!(await findLiveFeed(ctx.db, id))) throw noSuchFeed();
  return syncFeed(ctx, id, log);
}

/**
 * POST /api/admin/calendar-feeds/conflicts/{eventId}/resolve: staff settled a conflict; it stays
 * listed with the time. Resolving it again changes nothing.
 */
export async function resolveFeedConflict(
  ctx: AppContext,
  actor: AuditActor,
  eventId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const event = await findConflictEvent(tx, eventId);
    if (!event) throw notFound("This conflict does not exist");
    if (!(await resolveConflict(tx, eventId, ctx.clock.now()))) return;
    await recordAdminAction(tx, {
      actor,
      action: "calendar_feed.conflict_resolved",
      entityType: "channel_event",
      entityId: eventId,
      after: { feedId: event.feedId, from: event.fromNight, to: event.untilNight },
    });
  });
}
