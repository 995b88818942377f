import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { AppError } from "../../lib/app-error";

/** Formats a guest's camera or a designer's export produces; anything else is refused by content. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "gif", "heif", "tiff"]);
/** 40 megapixels: more than any phone photo, far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The longest side a stored picture keeps; the pages never show more. */
const MAX_STORED_SIDE = 2400;

export const uploadsDir = (dataDir: string) => path.join(dataDir, "uploads");
export const mediaUrl = (fileName: string) => `/media/${fileName}`;

const invalidImage = () =>
  new AppError("INVALID_IMAGE", "The file is not a picture we can read (use JPEG, PNG or WebP).");

/**
 * Checks a picture by its content (never its name or declared type), re-encodes it to WebP without
 * metadata (no GPS position leaks from a guest's phone), and stores it under a name the server makes.
 */
export async function storeImage(dataDir: string, input: Buffer) {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw invalidImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError(
      "IMAGE_TOO_LARGE",
      "The picture has too many pixels (40 megapixels at most).",
    );
  }

  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: MAX_STORED_SIDE,
        height: MAX_STORED_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalidImage();
  }

  const directory = uploadsDir(dataDir);
  await mkdir(directory, { recursive: true });
  const fileName = `${randomUUID()}.webp`;
  // Write then rename, so a crash never leaves half a picture under a name the database knows.
  const temporary = path.join(directory, `.${fileName}.tmp`);
  await writeFile(temporary, output.data);
  await rename(temporary, path.join(directory, fileName));
  return { fileName, width: output.info.width, height: output.info.height };
}

/** Takes back a stored picture whose row could not be written, so no file outlives its record. */
export async function removeStoredImage(dataDir: string, fileName: string): Promise<void> {
  await rm(path.join(uploadsDir(dataDir), path.basename(fileName)), { force: true });
}
