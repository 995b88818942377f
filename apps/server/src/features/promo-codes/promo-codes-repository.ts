import { desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { promoCodes } from "../../db/schema";
import { PROMO_USE_NIGHT, promoUnitKey } from "../../db/unit-keys";
import { sumClaimsByNight } from "../inventory/inventory-repository";

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/** Every code, newest first: the console's list. */
export function listPromoCodes(db: Executor): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.code));
}

/** Each code's caps (setPromoTotals), one JSON column named `promo_caps`, read beside other things. */
export const promoCapsColumn = sql`(select coalesce(json_agg(json_build_object(
      'id', id, 'maxUses', max_uses, 'maxUsesPerGuest', max_uses_per_guest)), '[]'::json)
    from promo_codes) as promo_caps`;

export type PromoCaps = Pick<PromoCodeRow, "id" | "maxUses" | "maxUsesPerGuest">;

/** A code as a guest typed it, already normalised (normalizePromoCode). */
export async function findPromoCodeByCode(
  db: Executor,
  code: string,
): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

export async function findPromoCode(db: Executor, id: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

/** One code, locked until the transaction ends (edits queue behind each other). */
export async function lockPromoCode(db: Executor, id: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
  return row;
}

/** Inserts a code; a code already taken fails on the unique index (the caller answers 409). */
export async function insertPromoCode(db: Executor, values: NewPromoCode): Promise<PromoCodeRow> {
  const [row] = await db.insert(promoCodes).values(values).returning();
  if (!row) throw new Error("insert into promo_codes returned no row");
  return row;
}

export async function updatePromoCodeRow(
  db: Executor,
  id: string,
  values: Partial<NewPromoCode>,
): Promise<PromoCodeRow> {
  const [row] = await db.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
  if (!row) throw new Error("update of promo_codes returned no row");
  return row;
}

/**
 * How many uses of each code count at `now` (bookings and live holds), by code id: the claims on
 * the codes' keys in the inventory ledger (docs/decisions/026).
 */
export async function countPromoUses(
  db: Executor,
  ids: string[],
  now: Date,
): Promise<Map<string, number>> {
  const taken = await sumClaimsByNight(db, ids.map(promoUnitKey), [PROMO_USE_NIGHT], now);
  return new Map(
    ids.map((id) => [id, taken.get(`${promoUnitKey(id)}|${PROMO_USE_NIGHT}`) ?? 0] as const),
  );
}
