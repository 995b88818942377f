import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedStatement } from "../../db/prepared";
import { taxSettings } from "../../db/schema";

export type TaxSettingsRow = typeof taxSettings.$inferSelect;
export type NewTaxSettings = typeof taxSettings.$inferInsert;

/** The one row staff saved; undefined until they first do (the configuration applies then). */
export async function findTaxSettingsRow(db: Executor): Promise<TaxSettingsRow | undefined> {
  const [row] = await taxSettingsRow(db).execute({ id: 1 });
  return row;
}
/** Read by every document issued (a paid booking's receipt): built once (db/prepared.ts). */
const taxSettingsRow = preparedStatement((db) =>
  db
    .select()
    .from(taxSettings)
    .where(eq(taxSettings.id, sql.placeholder("id")))
    .prepare("tax_settings_row"),
);

/**
 * The saved row's pricing terms (TaxTerms), one JSON column named `tax_terms`, null until staff
 * first save the settings; read beside other things in one statement.
 */
export const taxTermsColumn = sql`(select json_build_object(
      'vatRateBp', vat_rate_bp, 'ratesIncludeVat', rates_include_vat,
      'tourismFeeMinor', json_build_object(
        'master', tourism_fee_master_minor, 'kids', tourism_fee_kids_minor,
        'camp', tourism_fee_camp_minor, 'parking', tourism_fee_parking_minor))
    from tax_settings where id = 1) as tax_terms`;

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
