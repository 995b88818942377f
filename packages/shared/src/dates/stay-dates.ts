import { addDays, differenceInCalendarDays, format, isValid, isWeekend, parse } from "date-fns";

/**
 * Stay dates are calendar dates (YYYY-MM-DD) in the resort's time zone; they are never turned into
 * instants, so no time zone can shift them. date-fns works on them as local-midnight dates.
 */
const ISO_DATE = "yyyy-MM-dd";

export function parseIsoDate(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = parse(value, ISO_DATE, new Date(2000, 0, 1));
  return isValid(date) && format(date, ISO_DATE) === value ? date : undefined;
}

/**
 * The dates a request may name: real calendar dates from 1900 to 2999. Narrower than what
 * parseIsoDate reads, so arithmetic on an accepted date (a report's next day, a week's Monday, a
 * rate range's end) never leaves the four-digit years it can read back.
 */
export const FIRST_ACCEPTED_DATE = "1900-01-01";
export const LAST_ACCEPTED_DATE = "2999-12-31";

export function isIsoDate(value: string): boolean {
  return (
    parseIsoDate(value) !== undefined && value >= FIRST_ACCEPTED_DATE && value <= LAST_ACCEPTED_DATE
  );
}

function toDate(value: string): Date {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`not a YYYY-MM-DD date: ${value}`);
  return date;
}

export function addDaysIso(value: string, days: number): string {
  return format(addDays(toDate(value), days), ISO_DATE);
}

/** Nights between check-in and check-out: the ceiling of the days between the dates (spec section 9). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.ceil(differenceInCalendarDays(toDate(checkOut), toDate(checkIn)));
}

/** Every night of a stay, named by its date: check-in up to the day before check-out. */
export function listNights(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: Math.max(0, nightsBetween(checkIn, checkOut)) }, (_, index) =>
    addDaysIso(checkIn, index),
  );
}

/** Saturday or Sunday (spec section 9: the parking weekend rate applies when check-in is one). */
export function isWeekendDate(value: string): boolean {
  return isWeekend(toDate(value));
}
