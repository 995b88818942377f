import { isWeekendDate } from "../dates/stay-dates";

/**
 * The rate calendar (docs/decisions/025): what staff set for a unit type on a night, over the
 * catalogue's flat prices. Amounts in minor units (fils), as the catalogue keeps them.
 */
export const RATE_UNIT_TYPES = ["master", "kids", "camp", "parking"] as const;
export type RateUnitType = (typeof RATE_UNIT_TYPES)[number];

/** What is set for one unit type on one night; a field left out falls back to the catalogue. */
export type NightRule = {
  /** The night's rate for one unit (parking: for the booking, spec 9), when set. */
  nightlyRate?: number;
  /** The rate of a weekend night (the resort's weekend days, decision 046), when set; else nightlyRate. */
  weekendRate?: number;
  /** A stay that includes this night needs at least this many nights. */
  minNights?: number;
  /** A stay that includes this night may have at most this many nights. */
  maxNights?: number;
  /** No stay may start on this date. */
  closedToArrival?: boolean;
  /** No stay may end on this date (its check-out day). */
  closedToDeparture?: boolean;
};

/** The nights that have something set, by unit type then date (YYYY-MM-DD). Sparse. */
export type RateCalendar = Partial<Record<RateUnitType, Record<string, NightRule>>>;

/**
 * One edit of a range as staff send it: a field that is absent leaves each night as it was, `null`
 * clears it back to the catalogue (or to no rule), a value sets it.
 */
export type RateEditFields = {
  [Field in keyof NightRule]?: NightRule[Field] | null;
};

export const RATE_FIELDS = [
  "nightlyRate",
  "weekendRate",
  "minNights",
  "maxNights",
  "closedToArrival",
  "closedToDeparture",
] as const satisfies readonly (keyof NightRule)[];

/**
 * Precedence (decision 025): a later edit overrides an earlier one night by night and field by
 * field; the fields it does not name stay as the earlier edits left them. `false` for the closed
 * flags and `null` for any field are stored as "not set", so an empty rule is no rule.
 */
export function applyRateEdit(before: NightRule | undefined, edit: RateEditFields): NightRule {
  const after: NightRule = { ...before };
  for (const field of RATE_FIELDS) {
    const value = edit[field];
    if (value === undefined) continue;
    if (value === null || value === false) delete after[field];
    else (after as Record<string, number | boolean>)[field] = value;
  }
  return after;
}

export const isEmptyRule = (rule: NightRule) =>
  RATE_FIELDS.every((field) => rule[field] === undefined);

export function nightRule(
  calendar: RateCalendar | undefined,
  unitType: RateUnitType,
  date: string,
): NightRule | undefined {
  return calendar?.[unitType]?.[date];
}

/**
 * The rate set for a night, or undefined when none is (the catalogue's rule then holds): the weekend
 * rate on a night of the weekend's days (decision 046; by default Saturday and Sunday) when one is
 * set, else the nightly rate.
 */
export function setRateOn(
  calendar: RateCalendar | undefined,
  unitType: RateUnitType,
  date: string,
  weekendDays?: readonly number[],
): number | undefined {
  const rule = nightRule(calendar, unitType, date);
  if (!rule) return undefined;
  if (rule.weekendRate !== undefined && isWeekendDate(date, weekendDays)) return rule.weekendRate;
  return rule.nightlyRate;
}
