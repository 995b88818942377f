import { isIsoDate } from "@camp/shared/dates/stay-dates";
import type { RateCalendar, RateUnitType } from "@camp/shared/rates/rate-calendar";
import { findStayRuleBreak, type StayRuleBreak } from "@camp/shared/rates/stay-rules";
import { type FieldErrors, type FieldValues, get, type Resolver } from "react-hook-form";
import { stayRuleField, stayRuleMessage } from "../../../components/stay-range-field";

export type StayRules = { calendar: RateCalendar | undefined; unitTypes: readonly RateUnitType[] };

/** The stay rule the typed dates break, once they are whole dates in order; else null. */
export function stayRuleBreakOf(
  values: { checkIn?: string; checkOut?: string },
  rules: StayRules,
): StayRuleBreak | null {
  const { checkIn = "", checkOut = "" } = values;
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) return null;
  return findStayRuleBreak(rules.calendar, rules.unitTypes, checkIn, checkOut);
}

/**
 * The form's resolver, then the rate calendar's stay rules (decision 025) on dates it found
 * right: a broken rule is the server's message ("Stays that include 31 December need at least 2
 * nights"), on check-in for an arrival, on check-out for the rest, before anything is sent.
 */
export function withStayRules<T extends FieldValues>(
  resolver: Resolver<T>,
  rulesOf: (values: T) => StayRules,
): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (get(result.errors, "checkIn") || get(result.errors, "checkOut")) return result;
    const broken = stayRuleBreakOf(values, rulesOf(values));
    if (!broken) return result;
    const errors = {
      ...result.errors,
      [stayRuleField(broken.code)]: { type: "stayRule", message: stayRuleMessage(broken) },
    } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
