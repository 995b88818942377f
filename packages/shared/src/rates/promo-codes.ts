import { listNights } from "../dates/stay-dates";
import type { RateUnitType } from "./rate-calendar";

/**
 * A promo code's terms that depend on the stay (decision 025); whether it is active, within its
 * booking dates and not used up is the server's to judge. Amounts in minor units (fils).
 */
export type PromoTerms = {
  id: string;
  /** As the guest typed it, upper-cased: what the discount line names. */
  code: string;
  /** Whole percent off the eligible nights, 1-100; or amountOffMinor. */
  percentOff: number | null;
  amountOffMinor: number | null;
  /** The nights it discounts, inclusive; null is open-ended. */
  stayFrom: string | null;
  stayTo: string | null;
  /** The unit types it discounts; null is every type. */
  unitTypes: RateUnitType[] | null;
  minNights: number | null;
};

/** The reasons a code does not fit a stay, as API error codes (400). */
export type PromoStayRefusal =
  | { code: "PROMO_MIN_NIGHTS"; nights: number }
  | { code: "PROMO_NOT_FOR_STAY"; stayFrom: string | null; stayTo: string | null };

/** Codes are matched without regard to case or surrounding spaces. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

export const isNightInPromo = (terms: PromoTerms, date: string) =>
  (terms.stayFrom === null || date >= terms.stayFrom) &&
  (terms.stayTo === null || date <= terms.stayTo);

export const isUnitTypeInPromo = (terms: PromoTerms, unitType: RateUnitType) =>
  terms.unitTypes === null || terms.unitTypes.includes(unitType);

/**
 * Whether the code can discount this stay: long enough, and at least one of its nights of a unit
 * type the code covers. Null when it fits.
 */
export function promoStayRefusal(
  terms: PromoTerms,
  stay: { checkIn: string; checkOut: string; unitTypes: readonly RateUnitType[] },
): PromoStayRefusal | null {
  const nights = listNights(stay.checkIn, stay.checkOut);
  if (terms.minNights !== null && nights.length < terms.minNights) {
    return { code: "PROMO_MIN_NIGHTS", nights: terms.minNights };
  }
  const covers =
    stay.unitTypes.some((unitType) => isUnitTypeInPromo(terms, unitType)) &&
    nights.some((date) => isNightInPromo(terms, date));
  if (!covers)
    return { code: "PROMO_NOT_FOR_STAY", stayFrom: terms.stayFrom, stayTo: terms.stayTo };
  return null;
}

/**
 * Splits `total` over the weights in proportion, in whole fils, by largest remainder, so the parts
 * always add up to the total exactly (ties go to the earlier part).
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
