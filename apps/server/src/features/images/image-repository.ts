import type { ImageKind } from "@camp/shared/catalogue/catalogue-schemas";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { images } from "../../db/schema";

export type ImageRow = typeof images.$inferSelect;

export function listImages(db: Executor, kind: ImageKind): Promise<ImageRow[]> {
  return db
    .select()
    .from(images)
    .where(eq(images.kind, kind))
    .orderBy(asc(images.sortOrder), asc(images.createdAt));
}

/** A list locked for the rest of the transaction, so two reorders (or a reorder and a delete) queue. */
export function lockImages(db: Executor, kind: ImageKind): Promise<ImageRow[]> {
  return db
    .select()
    .from(images)
    .where(eq(images.kind, kind))
    .orderBy(asc(images.sortOrder), asc(images.createdAt))
    .for("update");
}

export async function lockImage(db: Executor, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, id)).for("update");
  return row;
}

/** New pictures go to the end of their list. */
export async function insertImage(
  db: Executor,
  values: Omit<typeof images.$inferInsert, "sortOrder">,
): Promise<ImageRow> {
  const [row] = await db
    .insert(images)
    .values({
      ...values,
      sortOrder: sql`(select coalesce(max(${images.sortOrder}), 0) + 1 from ${images} where ${images.kind} = ${values.kind})`,
    })
    .returning();
  if (!row) throw new Error("insert into images returned no row");
  return row;
}

export async function updateImageAlt(
  db: Executor,
  id: string,
  alt: { alt: string; altAr: string },
): Promise<ImageRow> {
  const [row] = await db.update(images).set(alt).where(eq(images.id, id)).returning();
  if (!row) throw new Error("update of images returned no row");
  return row;
}

export async function deleteImageRow(db: Executor, id: string): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
}

/** Numbers one list 1..n in the order given. */
export async function setImageOrder(db: Executor, kind: ImageKind, ids: string[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .update(images)
      .set({ sortOrder: index + 1 })
      .where(and(eq(images.id, id), eq(images.kind, kind)));
  }
}
