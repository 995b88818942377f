import {
  type Image,
  type ImageKind,
  imageUploadFieldsSchema,
  type Language,
} from "@camp/shared/catalogue/catalogue-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { type ImageRow, insertImage, listImages } from "./image-repository";
import { mediaUrl, removeStoredImage, storeImage } from "./image-storage";

function toImage(row: ImageRow, lang: Language): Image {
  return {
    _id: row.id,
    image: { url: mediaUrl(row.fileName), width: row.width, height: row.height },
    alt: lang === "ar" && row.altAr ? row.altAr : row.alt,
  };
}

export async function getImages(
  ctx: AppContext,
  kind: ImageKind,
  lang: Language,
): Promise<Image[]> {
  return (await listImages(ctx.db, kind)).map((row) => toImage(row, lang));
}

export async function uploadImage(
  ctx: AppContext,
  kind: ImageKind,
  upload: { file: Buffer | undefined; fields: Record<string, string> },
): Promise<Image> {
  const fields = imageUploadFieldsSchema.safeParse(upload.fields);
  if (!fields.success) {
    const issue = fields.error.issues[0];
    const field = String(issue?.path[0] ?? "alt");
    const message = issue?.message ?? "Describe the picture";
    throw new AppError("VALIDATION_ERROR", 400, message, { [field]: message });
  }
  if (!upload.file || upload.file.length === 0) {
    throw new AppError("VALIDATION_ERROR", 400, "Choose a picture to upload", {
      image: "Choose a picture to upload",
    });
  }
  const stored = await storeImage(ctx.config.DATA_DIR, upload.file);
  try {
    const row = await insertImage(ctx.db, {
      kind,
      ...stored,
      alt: fields.data.alt,
      altAr: fields.data.altAr ?? "",
    });
    return toImage(row, "en");
  } catch (error) {
    await removeStoredImage(ctx.config.DATA_DIR, stored.fileName);
    throw error;
  }
}
