import { copyFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { storeVariants, uploadsDir } from "../features/images/image-storage";
import { SEED_DIR } from "../lib/server-paths";
import type { Database } from "./database";
import { camps, extras, images, parking, roomTypes } from "./schema";
import {
  seedCamps,
  seedExtras,
  seedGallery,
  seedInstagram,
  seedParking,
  seedRoomTypes,
} from "./seed-data";

const PICTURES_DIR = path.join(SEED_DIR, "pictures");

/**
 * Fills an empty catalogue and leaves a filled one alone: every insert is "on conflict do nothing"
 * on a stable key, so running it at every start-up is safe and never undoes the resort's edits.
 */
export async function seedCatalogue(db: Database, dataDir: string): Promise<void> {
  await db
    .insert(roomTypes)
    .values(seedRoomTypes)
    .onConflictDoNothing({ target: roomTypes.roomType });
  await db.insert(camps).values(seedCamps).onConflictDoNothing({ target: camps.slug });
  await db.insert(parking).values(seedParking).onConflictDoNothing({ target: parking.slug });

  const existing = new Set(
    (await db.select({ fileName: images.fileName }).from(images)).map((row) => row.fileName),
  );
  const media = uploadsDir(dataDir);
  await mkdir(media, { recursive: true });
  const pictures = [
    ...seedGallery.map((picture, index) => ({
      ...picture,
      kind: "gallery" as const,
      sortOrder: index,
    })),
    ...seedInstagram.map((picture, index) => ({
      ...picture,
      kind: "instagram" as const,
      sortOrder: index,
    })),
  ];
  for (const picture of pictures) {
    const fileName = `seed-${picture.picture}.webp`;
    if (existing.has(fileName)) continue;
    const source = path.join(PICTURES_DIR, `${picture.picture}.webp`);
    await copyFile(source, path.join(media, fileName));
    const { width = 0, height = 0 } = await sharp(source).metadata();
    const variantWidths = await storeVariants(media, fileName, await readFile(source), width);
    await db
      .insert(images)
      .values({
        kind: picture.kind,
        fileName,
        width,
        height,
        variantWidths,
        alt: picture.alt,
        altAr: picture.altAr,
        sortOrder: picture.sortOrder,
      })
      .onConflictDoNothing({ target: images.fileName });
  }
  await seedActivities(db, dataDir);
}

/**
 * The activities sold as extras, each with its own copy of a seed picture (so replacing one in the
 * console never takes a gallery picture's file). Inserted once per slug; staff edits stay.
 */
export async function seedActivities(db: Database, dataDir: string): Promise<void> {
  const existing = new Set(
    (await db.select({ slug: extras.slug }).from(extras)).map((row) => row.slug),
  );
  const media = uploadsDir(dataDir);
  await mkdir(media, { recursive: true });
  for (const { picture, ...extra } of seedExtras) {
    if (existing.has(extra.slug)) continue;
    const fileName = `seed-extra-${extra.slug}.webp`;
    const source = path.join(PICTURES_DIR, `${picture}.webp`);
    await copyFile(source, path.join(media, fileName));
    const { width = 0, height = 0 } = await sharp(source).metadata();
    const variantWidths = await storeVariants(media, fileName, await readFile(source), width);
    await db
      .insert(extras)
      .values({
        ...extra,
        imageFileName: fileName,
        imageWidth: width,
        imageHeight: height,
        imageVariantWidths: variantWidths,
      })
      .onConflictDoNothing({ target: extras.slug });
  }
}
