import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { extras } from "../../db/schema";

export type ExtraRow = typeof extras.$inferSelect;
export type NewExtra = typeof extras.$inferInsert;

/** Every extra, active or not, in the console's order (sort order, then name). */
export function listExtras(db: Executor): Promise<ExtraRow[]> {
  return db.select().from(extras).orderBy(asc(extras.sortOrder), asc(extras.name));
}

export async function listActiveExtras(db: Executor): Promise<ExtraRow[]> {
  return (await listExtras(db)).filter((row) => row.active);
}

/** One extra, locked until the transaction ends (edits queue behind each other). */
export async function lockExtra(db: Executor, id: string): Promise<ExtraRow | undefined> {
  const [row] = await db.select().from(extras).where(eq(extras.id, id)).for("update");
  return row;
}

export async function insertExtra(db: Executor, values: NewExtra): Promise<ExtraRow> {
  const [row] = await db.insert(extras).values(values).returning();
  if (!row) throw new Error("insert into extras returned no row");
  return row;
}

export async function updateExtraRow(
  db: Executor,
  id: string,
  values: Partial<NewExtra>,
): Promise<ExtraRow> {
  const [row] = await db.update(extras).set(values).where(eq(extras.id, id)).returning();
  if (!row) throw new Error("update of extras returned no row");
  return row;
}

export async function isSlugTaken(db: Executor, slug: string): Promise<boolean> {
  const rows = await db.select({ id: extras.id }).from(extras).where(eq(extras.slug, slug));
  return rows.length > 0;
}
