import { toMinorUnits } from "@camp/shared/catalogue/money";
import {
  type AdminExtra,
  type ExtraUpdate,
  extraInputSchema,
  extraUpdateSchema,
} from "@camp/shared/extras/extras-schemas";
import { extraUnitKey } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/validate";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { removeStoredImage, storeImage } from "../images/image-storage";
import { lockUnits } from "../inventory/inventory-repository";
import {
  type ExtraRow,
  insertExtra,
  isSlugTaken,
  lockExtra,
  type NewExtra,
  updateExtraRow,
} from "./extras-repository";
import { toAdminExtra } from "./extras-service";

const missingExtra = () => notFound("This activity does not exist.");

/** What the audit log keeps of an extra: every field staff edit, prices in fils. */
function audited(row: ExtraRow) {
  const { id, slug, name, nameAr, priceType, priceMinor, dailyCapacity, days, active } = row;
  return {
    id,
    slug,
    name,
    nameAr,
    priceType,
    priceMinor,
    dailyCapacity,
    days,
    active,
    sortOrder: row.sortOrder,
    description: row.description,
    descriptionAr: row.descriptionAr,
    imageFileName: row.imageFileName,
  };
}

/** The table's columns for what staff sent: AED to fils, days sorted. */
function toColumns(input: ExtraUpdate): Partial<NewExtra> {
  const { price, days, ...rest } = input;
  return {
    ...rest,
    ...(price !== undefined ? { priceMinor: toMinorUnits(price) } : {}),
    ...(days !== undefined ? { days: [...days].sort() } : {}),
  };
}

/** A stable name from the English name ("Horse riding" -> "horse-riding"), made unique. */
async function newSlug(ctx: AppContext, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "activity";
  for (let suffix = 1; ; suffix += 1) {
    const slug = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await isSlugTaken(ctx.db, slug))) return slug;
  }
}

export async function createExtra(
  ctx: AppContext,
  actor: AuditActor,
  body: unknown,
): Promise<AdminExtra> {
  const input = parseOrThrow(extraInputSchema, body);
  const slug = await newSlug(ctx, input.name);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertExtra(tx, {
      ...(toColumns(input) as NewExtra),
      slug,
    });
    await recordAdminAction(tx, {
      actor,
      action: "extra.create",
      entityType: "extra",
      entityId: inserted.id,
      after: audited(inserted),
    });
    return inserted;
  });
  return toAdminExtra(row);
}

/**
 * Edits an extra; `active: false` takes it off sale (it stays on the bookings that have it, as
 * sold). A lower capacity never cancels what is sold: the days just show fewer, or none, left.
 */
export async function updateExtra(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  body: unknown,
): Promise<AdminExtra> {
  const input = parseOrThrow(extraUpdateSchema, body);
  const row = await ctx.db.transaction(async (tx) => {
    // A new capacity takes the ledger's lock on the activity first, the one every hold claims
    // under (and reads the capacity again after taking): a hold racing the edit either ends
    // before it or is judged by the new capacity, never by the old one once the edit answered.
    if (input.dailyCapacity !== undefined) await lockUnits(tx, [extraUnitKey(id)]);
    const before = await lockExtra(tx, id);
    if (!before) throw missingExtra();
    const after = await updateExtraRow(tx, id, {
      ...toColumns(input),
      updatedAt: ctx.clock.now(),
    });
    const action =
      input.active === false && before.active
        ? "extra.deactivate"
        : input.active === true && !before.active
          ? "extra.activate"
          : "extra.update";
    await recordAdminAction(tx, {
      actor,
      action,
      entityType: "extra",
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  return toAdminExtra(row);
}

/**
 * Stores a new picture for an extra through the gallery's pipeline (checked by content, re-encoded,
 * a server-made name), then lets the old file go.
 */
export async function setExtraPicture(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  file: Buffer | undefined,
  log: { warn: (details: object, message: string) => void },
): Promise<AdminExtra> {
  if (!file || file.length === 0) {
    throw new AppError("VALIDATION_ERROR", "Choose a picture to upload", {
      image: "Choose a picture to upload",
    });
  }
  const stored = await storeImage(ctx.config.DATA_DIR, file);
  let previous: string | null = null;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const before = await lockExtra(tx, id);
      if (!before) throw missingExtra();
      previous = before.imageFileName;
      const after = await updateExtraRow(tx, id, {
        imageFileName: stored.fileName,
        imageWidth: stored.width,
        imageHeight: stored.height,
        imageVariantWidths: stored.variantWidths,
        updatedAt: ctx.clock.now(),
      });
      await recordAdminAction(tx, {
        actor,
        action: "extra.picture",
        entityType: "extra",
        entityId: id,
        before: { imageFileName: before.imageFileName },
        after: { imageFileName: after.imageFileName },
      });
      return after;
    });
    // Each extra owns its file (the seed copies its own), so the old one can go.
    if (previous) {
      await removeStoredImage(ctx.config.DATA_DIR, previous).catch((error: unknown) =>
        log.warn({ fileName: previous, error: String(error) }, "could not remove an old picture"),
      );
    }
    return toAdminExtra(row);
  } catch (error) {
    await removeStoredImage(ctx.config.DATA_DIR, stored.fileName);
    throw error;
  }
}
