import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { inventoryClaims } from "../../db/schema";
import type { UnitKey } from "../../db/unit-keys";

/**
 * Units taken on one night per unit type: claims not released, that belong to a booking or are
 * holds not yet expired at `now`.
 */
export async function sumClaimsOnNight(
  db: Executor,
  night: string,
  now: Date,
): Promise<Map<UnitKey, number>> {
  const rows = await db
    .select({
      unitKey: inventoryClaims.unitKey,
      taken: sql<string>`sum(${inventoryClaims.quantity})`,
    })
    .from(inventoryClaims)
    .where(
      and(
        eq(inventoryClaims.night, night),
        isNull(inventoryClaims.releasedAt),
        or(isNull(inventoryClaims.holdExpiresAt), gt(inventoryClaims.holdExpiresAt, now)),
      ),
    )
    .groupBy(inventoryClaims.unitKey);
  return new Map(rows.map((row) => [row.unitKey as UnitKey, Number(row.taken)]));
}
