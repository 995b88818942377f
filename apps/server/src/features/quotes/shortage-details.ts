import { isStayUnitKey, toPublicUnit } from "../../db/unit-keys";

type ShortageLine = { night: string; unitKey: string; remaining: number; requested: number };

/**
 * The nights a stay no longer fits, and per night what is short ("room:master: 0 left, 1 asked"):
 * the details of a refusal, for a staff confirmation and a guest's change alike. An activity's
 * key and a promo code's are named as they are (they have no public unit).
 */
export function describeShortages(shortages: readonly ShortageLine[]): {
  nights: string[];
  details: Record<string, string>;
} {
  const nights = [...new Set(shortages.map((shortage) => shortage.night))];
  const label = (unitKey: string) => (isStayUnitKey(unitKey) ? toPublicUnit(unitKey) : unitKey);
  const details = Object.fromEntries(
    nights.map((night) => [
      night,
      shortages
        .filter((shortage) => shortage.night === night)
        .map(
          (shortage) =>
            `${label(shortage.unitKey)}: ${shortage.remaining} left, ${shortage.requested} asked`,
        )
        .join("; "),
    ]),
  );
  return { nights, details };
}
