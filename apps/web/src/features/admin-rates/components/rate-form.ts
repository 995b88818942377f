import { addDaysIso, isIsoDate } from "@camp/shared/dates/stay-dates";
import {
  type NightRule,
  RATE_UNIT_TYPES,
  type RateCalendar,
  type RateUnitType,
} from "@camp/shared/rates/rate-calendar";
import { rateEditSchema } from "@camp/shared/rates/rate-schemas";
import { z } from "zod";

export const AMOUNT_FIELDS = ["nightlyRate", "weekendRate"] as const;
export const STAY_FIELDS = ["minNights", "maxNights"] as const;
export const CLOSED_FIELDS = ["closedToArrival", "closedToDeparture"] as const;
export type NumberField = (typeof AMOUNT_FIELDS)[number] | (typeof STAY_FIELDS)[number];
export type ClosedField = (typeof CLOSED_FIELDS)[number];

/** A closure in the form: left as it is, set, or cleared (open again). */
export const CLOSED_CHOICES = ["keep", "closed", "open"] as const;

/**
 * The editor's fields as typed: a number left empty leaves the nights as they are, its "clear" box
 * sends `null` (back to the catalogue's price, or no rule), a value sets it.
 */
export const rateFormSchema = z.object({
  unitType: z.enum(RATE_UNIT_TYPES),
  from: z.string(),
  to: z.string(),
  nightlyRate: z.string(),
  weekendRate: z.string(),
  minNights: z.string(),
  maxNights: z.string(),
  clearNightlyRate: z.boolean(),
  clearWeekendRate: z.boolean(),
  clearMinNights: z.boolean(),
  clearMaxNights: z.boolean(),
  closedToArrival: z.enum(CLOSED_CHOICES),
  closedToDeparture: z.enum(CLOSED_CHOICES),
});
export type RateForm = z.infer<typeof rateFormSchema>;

export const clearFieldOf = {
  nightlyRate: "clearNightlyRate",
  weekendRate: "clearWeekendRate",
  minNights: "clearMinNights",
  maxNights: "clearMaxNights",
} as const satisfies Record<NumberField, keyof RateForm>;

/** The PUT body the form stands for (before the shared schema checks it). */
export function toRateEdit(form: RateForm) {
  const edit: Record<string, unknown> = { unitType: form.unitType, from: form.from, to: form.to };
  for (const field of [...AMOUNT_FIELDS, ...STAY_FIELDS]) {
    const typed = form[field].trim();
    if (form[clearFieldOf[field]]) edit[field] = null;
    else if (typed !== "") edit[field] = Number(typed);
  }
  for (const field of CLOSED_FIELDS) {
    if (form[field] === "closed") edit[field] = true;
    else if (form[field] === "open") edit[field] = null;
  }
  return edit;
}

/**
 * The form checked by the very schema the server checks the PUT with (rateEditSchema), so its
 * messages are the server's; the form's field names are the body's, so each lands on its field.
 */
export const rateEditFormSchema = rateFormSchema.transform(toRateEdit).pipe(rateEditSchema);

/** Whether the edit changes anything beyond naming its nights. */
export const changesSomething = (form: RateForm) => Object.keys(toRateEdit(form)).length > 3;

export function emptyRateForm(selection: {
  unitType: RateUnitType;
  from: string;
  to: string;
}): RateForm {
  return {
    ...selection,
    nightlyRate: "",
    weekendRate: "",
    minNights: "",
    maxNights: "",
    clearNightlyRate: false,
    clearWeekendRate: false,
    clearMinNights: false,
    clearMaxNights: false,
    closedToArrival: "keep",
    closedToDeparture: "keep",
  };
}

/** What the nights of a range have now for a number: nothing, one value, or several. */
export type Current =
  | { kind: "none" }
  | { kind: "same"; value: number; isPartial: boolean }
  | { kind: "mixed"; min: number; max: number; isPartial: boolean };

type Range = { unitType: RateUnitType; from: string; to: string };

/** The nights of a range that the grid has loaded (a range past the month is read in part). */
function loadedRules(calendar: RateCalendar, range: Range, loaded: { from: string; to: string }) {
  const rules: (NightRule | undefined)[] = [];
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return rules;
  const first = range.from > loaded.from ? range.from : loaded.from;
  const last = range.to < loaded.to ? range.to : loaded.to;
  for (let date = first; date <= last; date = addDaysIso(date, 1)) {
    rules.push(calendar[range.unitType]?.[date]);
  }
  return rules;
}

/** A number field's values over a range, for the editor's "Now:" hints. */
export function currentOf(
  calendar: RateCalendar,
  range: Range,
  field: NumberField,
  loaded: { from: string; to: string },
): Current {
  const rules = loadedRules(calendar, range, loaded);
  const values = rules.flatMap((rule) => (rule?.[field] === undefined ? [] : [rule[field]]));
  if (values.length === 0) return { kind: "none" };
  const isPartial = values.length < rules.length;
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max
    ? { kind: "same", value: min, isPartial }
    : { kind: "mixed", min, max, isPartial };
}

/** How many nights of a range are closed to arrival (or departure) now, of how many. */
export function closedCountOf(
  calendar: RateCalendar,
  range: Range,
  field: ClosedField,
  loaded: { from: string; to: string },
): { count: number; of: number } {
  const rules = loadedRules(calendar, range, loaded);
  return { count: rules.filter((rule) => rule?.[field] === true).length, of: rules.length };
}
