import { listNights } from "../dates/stay-dates";
import { nightRule, type RateCalendar, type RateUnitType } from "./rate-calendar";

/**
 * A stay rule the requested dates break (decision 025), with the date that holds the rule and the
 * limit, so the message can name both: "Stays that include 31 December need at least 2 nights".
 * The codes are the API's error codes (400).
 */
export type StayRuleBreak =
  | { code: "STAY_TOO_SHORT"; unitType: RateUnitType; date: string; nights: number }
  | { code: "STAY_TOO_LONG"; unitType: RateUnitType; date: string; nights: number }
  | { code: "CLOSED_TO_ARRIVAL"; unitType: RateUnitType; date: string }
  | { code: "CLOSED_TO_DEPARTURE"; unitType: RateUnitType; date: string };

export const STAY_RULE_CODES = [
  "STAY_TOO_SHORT",
  "STAY_TOO_LONG",
  "CLOSED_TO_ARRIVAL",
  "CLOSED_TO_DEPARTURE",
] as const;

/**
 * The first rule the stay breaks for any of the unit types it takes, or null. Checked in this
 * order: arrival, departure, then the strictest minimum and maximum over the stay's nights (the
 * earliest night holding it is named). A package checks each of its parts.
 */
export function findStayRuleBreak(
  calendar: RateCalendar | undefined,
  unitTypes: readonly RateUnitType[],
  checkIn: string,
  checkOut: string,
): StayRuleBreak | null {
  const nights = listNights(checkIn, checkOut);
  for (const unitType of unitTypes) {
    if (nightRule(calendar, unitType, checkIn)?.closedToArrival) {
      return { code: "CLOSED_TO_ARRIVAL", unitType, date: checkIn };
    }
    if (nightRule(calendar, unitType, checkOut)?.closedToDeparture) {
      return { code: "CLOSED_TO_DEPARTURE", unitType, date: checkOut };
    }
  }
  for (const unitType of unitTypes) {
    let shortest: { date: string; nights: number } | undefined;
    let longest: { date: string; nights: number } | undefined;
    for (const date of nights) {
      const rule = nightRule(calendar, unitType, date);
      if (rule?.minNights !== undefined && rule.minNights > (shortest?.nights ?? 0)) {
        shortest = { date, nights: rule.minNights };
      }
      if (rule?.maxNights !== undefined && rule.maxNights < (longest?.nights ?? Infinity)) {
        longest = { date, nights: rule.maxNights };
      }
    }
    if (shortest && nights.length < shortest.nights) {
      return { code: "STAY_TOO_SHORT", unitType, ...shortest };
    }
    if (longest && nights.length > longest.nights) {
      return { code: "STAY_TOO_LONG", unitType, ...longest };
    }
  }
  return null;
}

/** Whether a stay may start on `date` for these unit types (the date picker marks it when not). */
export function isClosedToArrival(
  calendar: RateCalendar | undefined,
  unitTypes: readonly RateUnitType[],
  date: string,
): boolean {
  return unitTypes.some((unitType) => nightRule(calendar, unitType, date)?.closedToArrival);
}

/** Whether a stay may end on `date` for these unit types. */
export function isClosedToDeparture(
  calendar: RateCalendar | undefined,
  unitTypes: readonly RateUnitType[],
  date: string,
): boolean {
  return unitTypes.some((unitType) => nightRule(calendar, unitType, date)?.closedToDeparture);
}
