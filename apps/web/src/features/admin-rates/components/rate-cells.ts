import { type Rates, unitRateOn } from "@camp/shared/booking/pricing";
import { addDaysIso, isIsoDate } from "@camp/shared/dates/stay-dates";
import {
  type NightRule,
  nightRule,
  type RateCalendar,
  type RateUnitType,
  setRateOn,
} from "@camp/shared/rates/rate-calendar";

/** What GET /api/admin/rates answers (AED). */
export type AdminRates = {
  from: string;
  to: string;
  base: {
    master: number;
    kids: number;
    camp: number;
    parking: { weekday: number; weekend: number };
  };
  calendar: RateCalendar;
  /** The weekend's days (decision 046), 0 Sunday to 6 Saturday. */
  weekendDays: number[];
};

/** Above the catalogue's price, below it, or the catalogue's own (nothing set, or set equal). */
export type Season = "peak" | "low" | "base";

export type RateCell = {
  date: string;
  /** What one unit costs that night, as a guest is charged it (parking: a stay starting then). */
  price: number;
  /** The catalogue's price for that night, by the spec's rules. */
  base: number;
  season: Season;
  /** What staff set for that night, if anything. */
  rule: NightRule;
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null): value is string =>
  value !== null && MONTH.test(value);

/** The month (YYYY-MM) of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month before or after (delta months away). */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, index - 1 + delta, 1));
  return shifted.toISOString().slice(0, 7);
}

/** Every night of a month, as YYYY-MM-DD. */
export function nightsOfMonth(month: string): string[] {
  const nights: string[] = [];
  for (let date = `${month}-01`; isIsoDate(date) && monthOf(date) === month; ) {
    nights.push(date);
    date = addDaysIso(date, 1);
  }
  return nights;
}

/** The shared pricing's rates, in AED as the console reads them (the arithmetic is the same). */
export function ratesOf(data: AdminRates): Rates {
  return {
    room: { master: data.base.master, kids: data.base.kids },
    camp: data.base.camp,
    parking: data.base.parking,
    calendar: data.calendar,
    weekendDays: data.weekendDays,
  };
}

/**
 * One cell of the grid: the night's price through `unitRateOn`, the function every quote is priced
 * with, so the grid shows what a guest pays (a caravan spot: the weekday or weekend rate of a stay
 * that starts that night, spec 9, unless a rate is set).
 */
export function rateCellOf(rates: Rates, unitType: RateUnitType, date: string): RateCell {
  const price = unitRateOn(rates, unitType, date, date);
  const base = unitRateOn({ ...rates, calendar: undefined }, unitType, date, date);
  const set = setRateOn(rates.calendar, unitType, date, rates.weekendDays);
  const season: Season = set === undefined || set === base ? "base" : set > base ? "peak" : "low";
  return { date, price, base, season, rule: nightRule(rates.calendar, unitType, date) ?? {} };
}

/** A range picked in one row of the grid: where it started, and the cell the keyboard is on. */
export type GridSelection = { unitType: RateUnitType; anchor: string; focus: string };

/** The nights a selection covers, first to last (it may have been drawn either way). */
export function rangeOf(selection: GridSelection): { from: string; to: string } {
  const { anchor, focus } = selection;
  return anchor <= focus ? { from: anchor, to: focus } : { from: focus, to: anchor };
}
