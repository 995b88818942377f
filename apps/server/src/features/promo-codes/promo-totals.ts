import { promoGuestTotalKey, promoUnitKey } from "../../db/unit-keys";
import type { PromoCodeRow } from "./promo-codes-repository";

/** A code without a cap: a total no count of uses reaches. */
const UNCAPPED = Number.MAX_SAFE_INTEGER;

/**
 * The ledger totals of the codes' uses (docs/decisions/026): `promo:<id>` is the code's max uses,
 * and every guest's key of the code takes max uses per guest (unitTotalOf). Uncapped when unset.
 */
export function setPromoTotals(
  totals: Map<string, number>,
  rows: Pick<PromoCodeRow, "id" | "maxUses" | "maxUsesPerGuest">[],
): void {
  for (const row of rows) {
    totals.set(promoUnitKey(row.id), row.maxUses ?? UNCAPPED);
    totals.set(promoGuestTotalKey(row.id), row.maxUsesPerGuest ?? UNCAPPED);
  }
}
