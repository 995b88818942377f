import type { RateUnitType } from "../rates/rate-calendar";
import {
  isStayLine,
  type NightAmount,
  nightsOfLine,
  type PriceLine,
  type Rates,
  type StayLine,
  unitRateOn,
} from "./pricing";

/**
 * One unit's price each night of a stay, read from its priced (or sold) stay lines: a room's or a
 * tent's, a caravan spot's for a parking stay, and for a package unit its master room, kids room
 * and tent together (its caravan spots are priced apart, spec section 9). What "price per room per
 * night" may say: the lines are what is charged, so a unit's night here is the price, never a rate
 * from another night. A line whose units were sold at different prices (a change keeping some
 * units at their sold price) reads as their average, rounded to the fils.
 */
export function unitNightsOf(lines: readonly PriceLine[], checkIn: string): NightAmount[] {
  const stayLines = lines.filter(isStayLine).filter((line) => line.quantity > 0);
  const units = stayLines.some((line) => line.service !== "parking")
    ? stayLines.filter((line) => line.service !== "parking")
    : stayLines;
  const byDate = new Map<string, number>();
  for (const line of units) {
    // Parking's night is one price whatever the slots (spec 9): it does not divide.
    const perUnit = line.service === "parking" ? 1 : line.quantity;
    for (const night of nightsOfLine(line, checkIn)) {
      const amount = Math.round(night.amount / perUnit);
      byDate.set(night.date, (byDate.get(night.date) ?? 0) + amount);
    }
  }
  return [...byDate]
    .map(([date, amount]) => ({ date, amount }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * How a unit's nightly price reads: one amount when every night costs the same, else its lowest
 * and highest night (and the average, for a screen that has room for only one figure). Undefined
 * for no nights. Amounts in the unit the nights are given in.
 */
export type NightlyRate =
  | { kind: "same"; amount: number }
  | { kind: "varies"; lowest: number; highest: number; average: number };

export function nightlyRateOf(nights: readonly NightAmount[]): NightlyRate | undefined {
  if (nights.length === 0) return undefined;
  const amounts = nights.map((night) => night.amount);
  const lowest = Math.min(...amounts);
  const highest = Math.max(...amounts);
  if (lowest === highest) return { kind: "same", amount: lowest };
  const average = Math.round(amounts.reduce((sum, amount) => sum + amount, 0) / amounts.length);
  return { kind: "varies", lowest, highest, average };
}

/**
 * The lowest price one unit costs on any of these nights (a package unit: its parts together), for
 * a "from" before the guest has chosen dates; undefined for no nights. Parking's night is priced as
 * a stay starting that night (spec 9).
 */
export function lowestUnitRate(
  rates: Rates,
  unitTypes: readonly RateUnitType[],
  nights: readonly string[],
): number | undefined {
  if (nights.length === 0 || unitTypes.length === 0) return undefined;
  return Math.min(
    ...nights.map((date) =>
      unitTypes.reduce((sum, unitType) => sum + unitRateOn(rates, unitType, date, date), 0),
    ),
  );
}

/**
 * What one night of a stay line costs, in the parts every screen, email and document says alike:
 * units at a unit price ("2 × AED 950", each unit's price as sold: a change keeps the sold price
 * for the units the booking held and prices added units at that day's rate, so one night can hold
 * two prices), parking's one price for all its spots (spec 9: "AED 300 for 2 spots"), and, only
 * for a night of several units stored without its unit prices whose amount does not divide into
 * one price, the units together ("3 units together: AED 2,950"). A sum is never divided into a
 * price that was not sold. The parts add up to the night's amount.
 */
export type NightPricePart =
  | { kind: "units"; units: number; unitPrice: number }
  | { kind: "spots"; spots: number; amount: number }
  | { kind: "together"; units: number; amount: number };

export function nightPriceParts(
  night: NightAmount,
  quantity: number,
  options: { parking: boolean },
): NightPricePart[] {
  if (options.parking) return [{ kind: "spots", spots: quantity, amount: night.amount }];
  const units = night.units ?? [];
  const stored = units.reduce((total, unit) => total + unit.count * unit.price, 0);
  if (units.length > 0 && stored === night.amount) {
    return units.map((unit) => ({ kind: "units", units: unit.count, unitPrice: unit.price }));
  }
  if (quantity <= 1) return [{ kind: "units", units: 1, unitPrice: night.amount }];
  // Sold before unit prices were stored: every unit was priced alike unless a change mixed them.
  if (night.amount % quantity === 0) {
    return [{ kind: "units", units: quantity, unitPrice: night.amount / quantity }];
  }
  return [{ kind: "together", units: quantity, amount: night.amount }];
}

/** A stay line's nights in parts (`nightPriceParts`), each with its night. */
export function stayLineNightParts(
  line: Pick<StayLine, "service" | "quantity" | "perNight" | "amount" | "nightly">,
  checkIn: string,
): { night: NightAmount; parts: NightPricePart[] }[] {
  return nightsOfLine(line as StayLine, checkIn).map((night) => ({
    night,
    parts: nightPriceParts(night, line.quantity, { parking: line.service === "parking" }),
  }));
}
