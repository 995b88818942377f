import {
  type AdminImage,
  type Image,
  type ImageKind,
  imageUploadFieldsSchema,
  type Language,
} from "@camp/shared/catalogue/catalogue-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/validate";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { type ImageRow, insertImage, listImages } from "./image-repository";
import { mediaUrl, removeStoredImage, storeImage, variantFileName } from "./image-storage";

function toImage(row: ImageRow, lang: Language): Image {
  return {
    _id: row.id,
    image: {
      url: mediaUrl(row.fileName),
      width: row.width,
      height: row.height,
      variants: row.variantWidths.map((width) => ({
        url: mediaUrl(variantFileName(row.fileName, width)),
        width,
      })),
    },
    alt: lang === "ar" && row.altAr ? row.altAr : row.alt,
  };
}

export function toAdminImage(row: ImageRow): AdminImage {
  return { ...toImage(row, "en"), altAr: row.altAr };
}

/** What the audit log keeps of a picture: enough to tell which one it was and what it said. */
export function auditedImage(row: ImageRow) {
  const { id, kind, fileName, alt, altAr, sortOrder } = row;
  return { id, kind, fileName, alt, altAr, sortOrder };
}

export async function getImages(
  ctx: AppContext,
  kind: ImageKind,
  lang: Language,
): Promise<Image[]> {
  return (await listImages(ctx.db, kind)).map((row) => toImage(row, lang));
}

export async function getAdminImages(ctx: AppContext, kind: ImageKind): Promise<AdminImage[]> {
  return (await listImages(ctx.db, kind)).map(toAdminImage);
}

export async function uploadImage(
  ctx: AppContext,
  actor: AuditActor,
  kind: ImageKind,
  upload: { file: Buffer | undefined; fields: Record<string, string> },
): Promise<AdminImage> {
  const fields = parseOrThrow(imageUploadFieldsSchema, upload.fields);
  if (!upload.file || upload.file.length === 0) {
    throw new AppError("VALIDATION_ERROR", "Choose a picture to upload", {
      image: "Choose a picture to upload",
    });
  }
  const stored = await storeImage(ctx.config.DATA_DIR, upload.file);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertImage(tx, { kind, ...stored, ...fields });
      await recordAdminAction(tx, {
        actor,
        action: "image.upload",
        entityType: "image",
        entityId: inserted.id,
        after: auditedImage(inserted),
      });
      return inserted;
    });
    return toAdminImage(row);
  } catch (error) {
    await removeStoredImage(ctx.config.DATA_DIR, stored.fileName);
    throw error;
  }
}
