import type {
  AdminImage,
  ImageAltInput,
  ImageOrderInput,
} from "@camp/shared/catalogue/catalogue-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import {
  deleteImageRow,
  lockImage,
  lockImages,
  setImageOrder,
  updateImageAlt,
} from "./image-repository";
import { auditedImage, toAdminImage } from "./image-service";
import { removeStoredImage } from "./image-storage";

type Logger = { warn: (details: object, message: string) => void };

const missingImage = () => notFound("This picture does not exist. It may have been deleted.");

export async function updateImageAltText(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  input: ImageAltInput,
): Promise<AdminImage> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockImage(tx, id);
    if (!before) throw missingImage();
    const after = await updateImageAlt(tx, id, input);
    await recordAdminAction(tx, {
      actor,
      action: "image.update",
      entityType: "image",
      entityId: id,
      before: { alt: before.alt, altAr: before.altAr },
      after: { alt: after.alt, altAr: after.altAr },
    });
    return after;
  });
  return toAdminImage(row);
}

/**
 * Deletes the row first (with its audit entry), then the files: a picture the pages still list but
 * cannot load is worse than a file nobody lists, so a file that will not go is logged, not fatal.
 */
export async function deleteImage(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  log: Logger,
): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await lockImage(tx, id);
    if (!found) throw missingImage();
    await deleteImageRow(tx, id);
    await recordAdminAction(tx, {
      actor,
      action: "image.delete",
      entityType: "image",
      entityId: id,
      before: auditedImage(found),
    });
    return found;
  });
  try {
    await removeStoredImage(ctx.config.DATA_DIR, row.fileName);
  } catch (error) {
    log.warn(
      { fileName: row.fileName, error: String(error) },
      "could not remove a deleted picture's file",
    );
  }
}

/** Puts one list in a new order; `ids` must be exactly that list's pictures, each once. */
export async function reorderImages(
  ctx: AppContext,
  actor: AuditActor,
  input: ImageOrderInput,
): Promise<AdminImage[]> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockImages(tx, input.kind);
    const currentIds = current.map((row) => row.id);
    const wanted = new Set(input.ids);
    const isSameSet =
      wanted.size === input.ids.length &&
      input.ids.length === currentIds.length &&
      currentIds.every((id) => wanted.has(id));
    if (!isSameSet) {
      throw new AppError(
        "IMAGE_ORDER_MISMATCH",
        "Send every picture of the list exactly once: the list has changed since it was loaded.",
      );
    }
    await setImageOrder(tx, input.kind, input.ids);
    await recordAdminAction(tx, {
      actor,
      action: "image.reorder",
      entityType: "image-list",
      entityId: input.kind,
      before: { ids: currentIds },
      after: { ids: input.ids },
    });
    const byId = new Map(current.map((row) => [row.id, row]));
    return input.ids.map((id, index) => {
      const row = byId.get(id) as (typeof current)[number];
      return toAdminImage({ ...row, sortOrder: index + 1 });
    });
  });
}
