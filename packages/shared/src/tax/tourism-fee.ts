import type { PriceLine } from "../booking/pricing";
import type { RateUnitType } from "../rates/rate-calendar";
import { MAX_TOURISM_FEE_NIGHTS, type TaxTerms } from "./tax-terms";

/** One unit type's fee on one night of the stay: occupied units x the fee for one. */
export type FeeNight = {
  date: string;
  unitType: RateUnitType;
  units: number;
  perUnit: number;
  amount: number;
};

/**
 * The Tourism Dirham fee of a stay (decision 028): its own line, outside VAT and every discount.
 * `nights` lists what it was charged for, as sold.
 */
export type TourismFeeLine = {
  kind: "tourism_fee";
  service: "tourism_fee";
  amount: number;
  nights: FeeNight[];
};

export const isTourismFeeLine = (line: PriceLine): line is TourismFeeLine =>
  "kind" in line && line.kind === "tourism_fee";

/** A stay line as the fee sees it: its unit type, its units and its nights. */
export type OccupiedUnits = { unitType: RateUnitType; quantity: number; dates: string[] };

/**
 * The fee over the stay lines: every occupied unit (a room, a tent, a caravan slot) on each of the
 * stay's first 30 nights (MAX_TOURISM_FEE_NIGHTS) at its type's fee. On a change (`sold`), units a
 * booking already holds on a night keep the fee they were sold with; added ones pay today's.
 * Null when nothing is due (a fresh install sets every fee to 0).
 */
export function tourismFeeLine(
  stayLines: OccupiedUnits[],
  terms: Pick<TaxTerms, "tourismFeeMinor">,
  sold?: readonly PriceLine[] | undefined,
): TourismFeeLine | null {
  const soldFee = sold?.find(isTourismFeeLine);
  const soldByNight = new Map(
    (soldFee?.nights ?? []).map((night) => [`${night.unitType}|${night.date}`, night]),
  );
  const dates = [...new Set(stayLines.flatMap((line) => line.dates))].sort();
  const charged = new Set(dates.slice(0, MAX_TOURISM_FEE_NIGHTS));
  const nights: FeeNight[] = [];
  for (const line of stayLines) {
    const unitType = line.unitType;
    for (const date of line.dates) {
      if (!charged.has(date) || line.quantity <= 0) continue;
      const today = terms.tourismFeeMinor[unitType];
      const before = soldByNight.get(`${unitType}|${date}`);
      const kept = before ? Math.min(before.units, line.quantity) : 0;
      const amount = kept * (before?.perUnit ?? 0) + (line.quantity - kept) * today;
      if (amount === 0) continue;
      nights.push({
        date,
        unitType,
        units: line.quantity,
        perUnit: kept === line.quantity && before ? before.perUnit : today,
        amount,
      });
    }
  }
  const amount = nights.reduce((total, night) => total + night.amount, 0);
  if (amount === 0) return null;
  nights.sort((a, b) => a.date.localeCompare(b.date));
  return { kind: "tourism_fee", service: "tourism_fee", amount, nights };
}

/** The fee as sold (minor units); 0 without one. */
export function tourismFeeOf(lines: readonly PriceLine[]): number {
  return lines.filter(isTourismFeeLine).reduce((total, line) => total + line.amount, 0);
}

/**
 * The fee as sold of the nights from `fromNight` on (minor units): what nights never stayed give
 * back in full when a stay ends early or never begins (decision 048). Without `fromNight`,
 * every night's.
 */
export function tourismFeeFromNightOf(lines: readonly PriceLine[], fromNight?: string): number {
  return lines
    .filter(isTourismFeeLine)
    .flatMap((line) => line.nights)
    .filter((night) => fromNight === undefined || night.date >= fromNight)
    .reduce((total, night) => total + night.amount, 0);
}
