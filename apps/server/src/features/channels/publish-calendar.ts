import { CHANNEL_UNIT_TYPES, type ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso, listNights } from "@camp/shared/dates/stay-dates";
import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { calendarEtag, calendarIcs, runsOfNights } from "./calendar-ics";
import { channelUnitOf } from "./channel-units";
import { findExportByToken, sumTakenByNight } from "./export-repository";

const isChannelUnitType = (value: string): value is ChannelUnitType =>
  (CHANNEL_UNIT_TYPES as readonly string[]).includes(value);

/** One answer for every URL that opens no calendar, so a guess learns nothing. */
const noCalendar = () => notFound("No calendar here");

/**
 * GET /api/calendar/{unitType}.ics?token= (decision 032): the nights of the next
 * CALENDAR_EXPORT_DAYS (from Dubai's today) an OTA must not sell. The unit type's own export
 * blocks a night when no unit is left; a listing's export when fewer than the listing's units are
 * free with its own imported events left out, so the channel never reads its own reservations
 * back. Everything is read from the database on each request, so every process answers alike.
 */
export async function publishCalendar(
  ctx: AppContext,
  unitType: string,
  token: string | undefined,
): Promise<{ body: string; etag: string }> {
  if (!token || !isChannelUnitType(unitType)) throw noCalendar();
  const found = await findExportByToken(ctx.db, token);
  if (!found || found.unitType !== unitType) throw noCalendar();
  if (found.feedId !== null && (found.feedUnits === null || found.feedRemovedAt !== null))
    throw noCalendar();
  const unit = await channelUnitOf(ctx.db, unitType);
  if (!unit) throw noCalendar();

  const now = ctx.clock.now();
  const today = resortToday(now);
  const until = addDaysIso(today, ctx.config.CALENDAR_EXPORT_DAYS);
  const taken = await sumTakenByNight(ctx.db, {
    unitKey: unit.unitKey,
    fromNight: today,
    untilNight: until,
    now,
    exceptFeedId: found.feedId,
  });
  const needed = found.feedUnits ?? 1;
  const runs = runsOfNights(
    listNights(today, until),
    (night) => unit.total - (taken.get(night) ?? 0) < needed,
  );
  const body = calendarIcs({
    exportId: found.id,
    unitType,
    runs,
    stamp: found.rotatedAt ?? found.createdAt,
    host: new URL(ctx.config.PUBLIC_URL).hostname,
  });
  return { body, etag: calendarEtag(body) };
}
