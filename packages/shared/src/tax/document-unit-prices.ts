import { nightsOfLine, type StayLine } from "../booking/pricing";
import { stayLineNightParts } from "../booking/unit-nights";
import { addDaysIso } from "../dates/stay-dates";
import type { TourismFeeLine } from "./tourism-fee";

/**
 * What a tax invoice states per line (UAE VAT Executive Regulation, art. 59): the quantity and the
 * unit price, VAT included as the rates are. A stay line is one unit type over its nights; its
 * unit is one room (tent, caravan spot) for one night. Nights sold at different prices become one
 * part per price, so every part is exactly quantity x unit price and the parts add up to the line
 * as sold. Nothing is recomputed from today's rates: the prices are the stored nights'.
 */
export type UnitPricedPart = {
  /** Units x nights at this price (parking: nights, its price is the night's whatever the slots). */
  quantity: number;
  /** One unit for one night, minor units; the part's amount is quantity x unitPrice. */
  unitPrice: number;
  amount: number;
  /** The nights at this price, in date order (ISO dates). */
  nights: string[];
};

/**
 * A stay line's parts per unit price, in the order of their first night. Parking is priced per
 * night for all its slots (spec 9), so its unit is the night. A night whose units were sold at
 * different prices (a change kept some at their sold price and added others at today's) is a part
 * per price; one stored without its unit prices that does not divide is its units together. Null for a line whose stored nights do not add up to its amount
 * (none is known): the line is then stated whole.
 */
export function stayLineParts(line: StayLine, checkIn: string): UnitPricedPart[] | null {
  const nights = nightsOfLine(line, checkIn);
  if (nights.reduce((total, night) => total + night.amount, 0) !== line.amount) return null;
  const parts = new Map<string, UnitPricedPart>();
  const add = (key: string, unitPrice: number, quantity: number, date: string) => {
    const part = parts.get(key) ?? { quantity: 0, unitPrice, amount: 0, nights: [] };
    part.quantity += quantity;
    part.amount += quantity * unitPrice;
    if (!part.nights.includes(date)) part.nights.push(date);
    parts.set(key, part);
  };
  // Each night as every screen says it (unit-nights.ts): its units at the prices they were sold
  // at, parking's one price for its spots, or units whose prices were not stored together.
  for (const { night, parts: nightParts } of stayLineNightParts(line, checkIn)) {
    for (const part of nightParts) {
      if (part.kind === "units")
        add(`unit:${part.unitPrice}`, part.unitPrice, part.units, night.date);
      else if (part.kind === "spots") add(`unit:${part.amount}`, part.amount, 1, night.date);
      else add(`all:${part.amount}`, part.amount, 1, night.date);
    }
  }
  return [...parts.values()];
}

/**
 * The Tourism Dirham fee's parts per fee of one unit for one night (decision 028): units x nights
 * at each fee, adding up to the line. Null when a night's amount is not its units at its fee (none
 * is known): the line is then stated whole.
 */
export function feeLineParts(line: TourismFeeLine): UnitPricedPart[] | null {
  const parts = new Map<number, UnitPricedPart>();
  for (const night of line.nights) {
    if (night.units * night.perUnit !== night.amount) return null;
    const part = parts.get(night.perUnit) ?? {
      quantity: 0,
      unitPrice: night.perUnit,
      amount: 0,
      nights: [],
    };
    part.quantity += night.units;
    part.amount += night.amount;
    if (!part.nights.includes(night.date)) part.nights.push(night.date);
    parts.set(night.perUnit, part);
  }
  const values = [...parts.values()];
  return values.reduce((total, part) => total + part.amount, 0) === line.amount ? values : null;
}

/**
 * The nights of a part in words' order: runs of consecutive nights as "first to last", single
 * nights alone, joined by `separator`; `to` is the word between a run's ends.
 */
export function nightsInWords(nights: readonly string[], to: string, separator: string): string {
  const runs: string[][] = [];
  for (const night of nights) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && addDaysIso(last, 1) === night) run.push(night);
    else runs.push([night]);
  }
  return runs
    .map((run) => (run.length === 1 ? run[0] : `${run[0]} ${to} ${run.at(-1)}`))
    .join(separator);
}
