import type { ImageKind } from "@camp/shared/catalogue/catalogue-schemas";
import { asc, eq, sql } from "drizzle-orm";
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
