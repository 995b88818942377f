import { toMajorUnits } from "@camp/shared/catalogue/money";
import type { NightRule, RateCalendar } from "@camp/shared/rates/rate-calendar";

/** A night's rule as the API sends it: the rates in AED, the rest as kept. */
export function ruleInAed(rule: NightRule): NightRule {
  return {
    ...rule,
    ...(rule.nightlyRate === undefined ? {} : { nightlyRate: toMajorUnits(rule.nightlyRate) }),
    ...(rule.weekendRate === undefined ? {} : { weekendRate: toMajorUnits(rule.weekendRate) }),
  };
}

/** The sparse calendar as the API sends it (AED). */
export function calendarInAed(calendar: RateCalendar): RateCalendar {
  return Object.fromEntries(
    Object.entries(calendar).map(([unitType, nights]) => [
      unitType,
      Object.fromEntries(Object.entries(nights).map(([date, rule]) => [date, ruleInAed(rule)])),
    ]),
  );
}
