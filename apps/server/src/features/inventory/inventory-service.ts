import type { Executor } from "../../db/database";
import type { ClaimLine } from "../../db/schema";
import { sumClaimsByNight } from "./inventory-repository";

export type Shortage = { night: string; unitKey: string; remaining: number; requested: number };

/**
 * The nights on which the stock of some unit type cannot take `claims` on top of what is already
 * taken. Empty means every night has room.
 */
export async function findShortages(
  db: Executor,
  options: { claims: ClaimLine[]; nights: string[]; totals: Map<string, number>; now: Date },
): Promise<Shortage[]> {
  const unitKeys = options.claims.map((claim) => claim.unitKey);
  const taken = await sumClaimsByNight(db, unitKeys, options.nights, options.now);
  const shortages: Shortage[] = [];
  for (const night of options.nights) {
    for (const claim of options.claims) {
      const remaining =
        (options.totals.get(claim.unitKey) ?? 0) - (taken.get(`${claim.unitKey}|${night}`) ?? 0);
      if (remaining < claim.quantity) {
        shortages.push({
          night,
          unitKey: claim.unitKey,
          remaining: Math.max(0, remaining),
          requested: claim.quantity,
        });
      }
    }
  }
  return shortages;
}
