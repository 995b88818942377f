import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { extras } from "../../db/schema";

export type ExtraRow = typeof extras.$inferSelect;
export type NewExtra = typeof extras.$inferInsert;

/** Every extra, active or not, in the console's order (sort order, then name). */
export function listExtras(db: Executor): Promise<ExtraRow[]> {
  return db.select().from(extras).orderBy(asc(extras.sortOrder), asc(extras.name));
}

/** What selling needs of an extra (toExtraFacts), and whether it is on sale. */
export type ExtraFactsRow = Pick<
  ExtraRow,
  | "id"
  | "slug"
  | "name"
  | "nameAr"
  | "priceType"
  | "priceMinor"
  | "days"
  | "dailyCapacity"
  | "active"
>;

/** listExtras as ExtraFactsRow, one JSON column named `extras`, read beside other things. */
export const extraFactsColumn = sql`(select coalesce(json_agg(json_build_object(
      'id', id, 'slug', slug, 'name', name, 'nameAr', name_ar, 'priceType', price_type,
      'priceMinor', price_minor, 'days', days, 'dailyCapacity', daily_capacity, 'active', active)
      order by sort_order, name), '[]'::json)
    from extras) as extras`;

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
