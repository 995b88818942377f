import { toMajorUnits } from "@camp/shared/catalogue/money";
import type { NightRule, RateCalendar } from "@camp/shared/rates/rate-calendar";
import { guestPrice, type TaxTerms } from "@camp/shared/tax/tax-terms";

/**
 * A night's rule as the API sends it: the rates in AED, the rest as kept. With `terms`, the rates
 * a guest pays (VAT added when staff enter rates without it, decision 028); without, as entered.
 */
export function ruleInAed(rule: NightRule, terms?: TaxTerms): NightRule {
  const aed = (minor: number) => toMajorUnits(terms ? guestPrice(minor, terms) : minor);
  return {
    ...rule,
    ...(rule.nightlyRate === undefined ? {} : { nightlyRate: aed(rule.nightlyRate) }),
    ...(rule.weekendRate === undefined ? {} : { weekendRate: aed(rule.weekendRate) }),
  };
}

/** The sparse calendar as the API sends it (AED); `terms` as for ruleInAed. */
export function calendarInAed(calendar: RateCalendar, terms?: TaxTerms): RateCalendar {
  return Object.fromEntries(
    Object.entries(calendar).map(([unitType, nights]) => [
      unitType,
      Object.fromEntries(
        Object.entries(nights).map(([date, rule]) => [date, ruleInAed(rule, terms)]),
      ),
    ]),
  );
}
