import type { NightAmount } from "../booking/pricing";
import { addDaysIso } from "../dates/stay-dates";

/**
 * Consecutive nights at the same price, as one row: "1-4 Dec: 4 nights x AED 950". What every
 * screen and email lists, so a 30-night stay across three seasons reads as three rows, not 30.
 */
export type NightRun = {
  /** The first and the last night of the run (YYYY-MM-DD); equal for a single night. */
  from: string;
  to: string;
  nights: number;
  /** What each night of the run costs. */
  amount: number;
  /** nights x amount. */
  total: number;
  /** Each night's units at their prices, where the nights keep them (`NightAmount.units`). */
  units?: NightAmount["units"];
};

const unitsKey = (night: Pick<NightAmount, "units">): string =>
  (night.units ?? []).map((unit) => `${unit.count}x${unit.price}`).join("+");

/** The nights, in date order, grouped into runs of consecutive dates at the same amount. */
export function nightRuns(nightly: NightAmount[]): NightRun[] {
  const runs: NightRun[] = [];
  for (const night of [...nightly].sort((a, b) => a.date.localeCompare(b.date))) {
    const last = runs.at(-1);
    if (
      last &&
      last.amount === night.amount &&
      unitsKey(last) === unitsKey(night) &&
      addDaysIso(last.to, 1) === night.date
    ) {
      last.to = night.date;
      last.nights += 1;
      last.total += night.amount;
    } else {
      runs.push({
        from: night.date,
        to: night.date,
        nights: 1,
        amount: night.amount,
        total: night.amount,
        ...(night.units ? { units: night.units } : {}),
      });
    }
  }
  return runs;
}
