import { randomBytes } from "node:crypto";
import { CHANNEL_UNIT_TYPES, type ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import type { Config } from "../../config/env";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { findLiveFeed } from "./channel-repository";
import {
  type CalendarExportRow,
  insertMissingExports,
  listExports,
  rotateExportToken,
} from "./export-repository";

/** A published calendar's secret: 32 random bytes, base64url (decision 032). */
export const newExportToken = () => randomBytes(32).toString("base64url");

/** The address an OTA reads a published calendar at (absolute, from PUBLIC_URL). */
export const exportUrlOf = (config: Config, unitType: ChannelUnitType, token: string) =>
  `${config.PUBLIC_URL}/api/calendar/${unitType}.ics?token=${token}`;

/** Where an export is found: the unit type's own (feedId null) or a listing's. */
type ExportOwner = { unitType: ChannelUnitType; feedId: string | null };
const keyOf = (owner: ExportOwner) => owner.feedId ?? `type:${owner.unitType}`;

/**
 * The exports of every unit type and of `feeds`, each made with its token on first read (a
 * concurrent read that made one first wins): one row per owner, keyed by feed id or `type:<unit>`.
 */
export async function ensureExports(
  db: Executor,
  feeds: { id: string; unitType: ChannelUnitType }[],
): Promise<Map<string, CalendarExportRow>> {
  const owners: ExportOwner[] = [
    ...CHANNEL_UNIT_TYPES.map((unitType) => ({ unitType, feedId: null })),
    ...feeds.map((feed) => ({ unitType: feed.unitType, feedId: feed.id })),
  ];
  const byKey = async () => new Map((await listExports(db)).map((row) => [keyOf(row), row]));
  let found = await byKey();
  const missing = owners.filter((owner) => !found.has(keyOf(owner)));
  if (missing.length > 0) {
    await insertMissingExports(
      db,
      missing.map((owner) => ({ ...owner, token: newExportToken() })),
    );
    found = await byKey();
  }
  return found;
}

/** Gives an export a new token: its old URL answers 404 from now on. Audited. */
async function rotateExport(
  ctx: AppContext,
  actor: AuditActor,
  owner: ExportOwner,
): Promise<{ exportUrl: string }> {
  return ctx.db.transaction(async (tx) => {
    await insertMissingExports(tx, [{ ...owner, token: newExportToken() }]);
    const row = await rotateExportToken(tx, {
      ...owner,
      token: newExportToken(),
      now: ctx.clock.now(),
    });
    if (!row) throw new Error("the export to rotate was not found after making it");
    await recordAdminAction(tx, {
      actor,
      action: "calendar_export.rotated",
      entityType: "calendar_export",
      entityId: row.id,
      after: { unitType: owner.unitType, feedId: owner.feedId },
    });
    return { exportUrl: exportUrlOf(ctx.config, owner.unitType, row.token) };
  });
}

/** POST /api/admin/calendar-exports/{unitType}/rotate: the unit type's own calendar. */
export const rotateUnitTypeExport = (
  ctx: AppContext,
  actor: AuditActor,
  unitType: ChannelUnitType,
) => rotateExport(ctx, actor, { unitType, feedId: null });

/** POST /api/admin/calendar-feeds/{id}/rotate-export: the calendar published for one listing. */
export async function rotateFeedExport(ctx: AppContext, actor: AuditActor, feedId: string) {
  const feed = await findLiveFeed(ctx.db, feedId);
  if (!feed) throw notFound("This calendar feed does not exist");
  return rotateExport(ctx, actor, { unitType: feed.unitType, feedId: feed.id });
}
