import { eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { taxSettings } from "../../db/schema";

export type TaxSettingsRow = typeof taxSettings.$inferSelect;
export type NewTaxSettings = typeof taxSettings.$inferInsert;

/** The one row staff saved; undefined until they first do (the configuration applies then). */
export async function findTaxSettingsRow(db: Executor): Promise<TaxSettingsRow | undefined> {
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.id, 1));
  return row;
}

/**
 * The row, created from `initial` when missing, locked until the transaction ends: two saves queue
 * behind each other, so each audit entry's "before" is what the other left.
 */
export async function lockTaxSettingsRow(
  db: Executor,
  initial: NewTaxSettings,
): Promise<TaxSettingsRow> {
  await db
    .insert(taxSettings)
    .values({ ...initial, id: 1 })
    .onConflictDoNothing({ target: taxSettings.id });
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.id, 1)).for("update");
  if (!row) throw new Error("tax_settings has no row after inserting it");
  return row;
}

export async function updateTaxSettingsRow(
  db: Executor,
  values: Partial<NewTaxSettings>,
): Promise<TaxSettingsRow> {
  const [row] = await db.update(taxSettings).set(values).where(eq(taxSettings.id, 1)).returning();
  if (!row) throw new Error("update of tax_settings returned no row");
  return row;
}
