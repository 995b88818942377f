import { bookingLimits } from "@camp/shared/booking/booking-limits";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { NightRule, RateCalendar, RateUnitType } from "@camp/shared/rates/rate-calendar";
import type {
  nightRuleSchema,
  rateCalendarResponseSchema,
  rateCalendarSchema,
} from "@camp/shared/rates/rate-calendar-schemas";
import {
  bpToPercent,
  DEFAULT_TAX_TERMS,
  percentToBp,
  type TaxTerms,
} from "@camp/shared/tax/tax-terms";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError } from "../lib/api-client";
import { getChecked, lazySchema } from "../lib/lazy-schema";

/** Built on the first call (lib/lazy-schema). */
const calendarResponseSchema = lazySchema(
  () => import("@camp/shared/rates/rate-calendar-schemas"),
  (m) => m.rateCalendarResponseSchema,
);

type WireCalendar = z.infer<typeof rateCalendarSchema>;

/** One night's rule with its rates in fils, as the shared pricing code takes them. */
function toMinorRule(rule: z.infer<typeof nightRuleSchema>): NightRule {
  const inFils: NightRule = { ...rule };
  if (rule.nightlyRate !== undefined) inFils.nightlyRate = toMinorUnits(rule.nightlyRate);
  if (rule.weekendRate !== undefined) inFils.weekendRate = toMinorUnits(rule.weekendRate);
  return inFils;
}

/** The calendar as the API sends it (AED) in fils. */
export function toMinorCalendar(calendar: WireCalendar): RateCalendar {
  const inFils: RateCalendar = {};
  const entries = Object.entries(calendar) as [RateUnitType, WireCalendar[RateUnitType]][];
  for (const [unitType, nights] of entries) {
    if (!nights) continue;
    inFils[unitType] = Object.fromEntries(
      Object.entries(nights).map(([date, rule]) => [date, toMinorRule(rule)]),
    );
  }
  return inFils;
}

/**
 * Every night a form can ask for: check-in up to the booking horizon, and that stay's nights and
 * check-out day after it (within MAX_RATE_RANGE_DAYS).
 */
export const rateWindow = (today: string) => ({
  from: today,
  to: addDaysIso(today, bookingLimits.maxDaysAhead + bookingLimits.maxNights),
});

/**
 * The calendar, the tax the prices hold and the weekend's days (decision 046; undefined: the
 * spec's Saturday and Sunday), as the shared pricing code takes them (fils).
 */
export type StayPricing = {
  calendar: RateCalendar;
  tax: TaxTerms | undefined;
  weekendDays?: number[] | undefined;
};

/**
 * The VAT and Tourism Dirham fee the forms' estimate adds (decision 028). The prices served are
 * already VAT-inclusive (the server grosses them up when staff enter them without VAT).
 */
function toTaxTerms(tax: z.infer<typeof rateCalendarResponseSchema>["data"]["tax"]) {
  if (!tax) return undefined;
  const { master, kids, camp, parking } = tax.tourismFee;
  return {
    vatRateBp: percentToBp(tax.vatRate),
    ratesIncludeVat: true,
    tourismFeeMinor: {
      master: toMinorUnits(master),
      kids: toMinorUnits(kids),
      camp: toMinorUnits(camp),
      parking: toMinorUnits(parking),
    },
  } satisfies TaxTerms;
}

/**
 * GET /api/rates/calendar (decision 025): the nights staff set a rate or rule for, once per form,
 * and the tax terms. A server without the rate calendar (404) has none set: the catalogue's
 * prices hold.
 */
export async function getRateCalendar(range: { from: string; to: string }): Promise<StayPricing> {
  try {
    const body = await getChecked(
      `/rates/calendar?${new URLSearchParams(range)}`,
      calendarResponseSchema,
    );
    return {
      calendar: toMinorCalendar(body.data.calendar),
      tax: toTaxTerms(body.data.tax),
      weekendDays: body.data.weekendDays,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { calendar: {}, tax: undefined };
    throw error;
  }
}

export function getRateCalendarQueryOptions(today: string) {
  const range = rateWindow(today);
  return queryOptions({
    queryKey: ["rates", "calendar", range.from, range.to],
    queryFn: () => getRateCalendar(range),
    staleTime: 5 * 60_000,
  });
}

/**
 * The rate calendar in fils, or undefined while it loads or when it could not be read: the forms
 * then price by the catalogue, and the server's answer (the price charged) says what it costs.
 */
export function useRateCalendar(today: string): StayPricing | undefined {
  return useQuery(getRateCalendarQueryOptions(today)).data;
}

/**
 * The VAT rate (percent) the prices listed before a check hold: the server's, once the rate
 * calendar is in (the forms read it anyway), else the default the estimate prices with, so "incl.
 * VAT" is not said of a resort that charges none.
 */
export function useListedVatRate(): number {
  const tax = useRateCalendar(resortToday())?.tax;
  return bpToPercent((tax ?? DEFAULT_TAX_TERMS).vatRateBp);
}
