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

/**
 * The narrower copies kept of each picture for srcset: a thumbnail (a grid cell of 150-400 px on a
 * phone at 2x, say) fetches 480 or 960 px, never the full picture.
 */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

export const uploadsDir = (dataDir: string) => path.join(dataDir, "uploads");
export const mediaUrl = (fileName: string) => `/media/${fileName}`;
/** `abc.webp` at 480 px wide is `abc-480w.webp`. */
export const variantFileName = (fileName: string, width: number) =>
  fileName.replace(/\.webp$/, `-${width}w.webp`);

/**
 * Writes the narrower copies of a stored picture beside it (only those narrower than it), and
 * answers their widths.
 */
export async function storeVariants(
  directory: string,
  fileName: string,
  picture: Buffer,
  width: number,
): Promise<number[]> {
  const widths = VARIANT_WIDTHS.filter((variant) => variant < width);
  for (const variant of widths) {
    const data = await sharp(picture).resize({ width: variant }).webp({ quality: 80 }).toBuffer();
    await writeWhole(directory, variantFileName(fileName, variant), data);
  }
  return widths;
}

/** Writes then renames, so a crash never leaves half a picture under a name the database knows. */
async function writeWhole(directory: string, name: string, data: Buffer): Promise<void> {
  const temporary = path.join(directory, `.${name}.tmp`);
  await writeFile(temporary, data);
  await rename(temporary, path.join(directory, name));
}

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
  await writeWhole(directory, fileName, output.data);
  try {
    const variantWidths = await storeVariants(directory, fileName, output.data, output.info.width);
    return { fileName, width: output.info.width, height: output.info.height, variantWidths };
  } catch (error) {
    await removeStoredImage(dataDir, fileName);
    throw error;
  }
}

/**
 * Takes back a stored picture and its narrower copies (a deleted picture, or one whose row could
 * not be written), so no file outlives its record.
 */
export async function removeStoredImage(dataDir: string, fileName: string): Promise<void> {
  const name = path.basename(fileName);
  const names = [name, ...VARIANT_WIDTHS.map((width) => variantFileName(name, width))];
  for (const each of names) await rm(path.join(uploadsDir(dataDir), each), { force: true });
}
