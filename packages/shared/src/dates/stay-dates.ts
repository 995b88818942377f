import { differenceInCalendarDays } from "date-fns";

/**
 * Stay dates are calendar dates (YYYY-MM-DD) in the resort's time zone; they are never turned into
 * instants, so no time zone can shift them. They are read as local-midnight dates (date-fns's way).
 * Read and written by hand rather than with date-fns's parse and format: every price check reads
 * each night of the stay, and the format-string engine cost more than the rest of the pricing.
 */
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(value: string): Date | undefined {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  // Year 0 is 1 BC, which YYYY writes as 0001: no date reads back as 0000.
  if (year === 0) return undefined;
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  const isReal = date.getMonth() === month && date.getDate() === day;
  return isReal ? date : undefined;
}

/** A local-midnight date as YYYY-MM-DD; years before 1 AD as date-fns's yyyy writes them (1 BC is 0001). */
function formatIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  const year = date.getFullYear();
  const shownYear = year > 0 ? year : 1 - year;
  const month = date.getMonth() + 1;
  const day = date.getDate();
  return `${String(shownYear).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
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
  const date = toDate(value);
  date.setDate(date.getDate() + days);
  return formatIsoDate(date);
}

/** Nights between check-in and check-out: the ceiling of the days between the dates (spec section 9). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.ceil(differenceInCalendarDays(toDate(checkOut), toDate(checkIn)));
}

/** Every night of a stay, named by its date: check-in up to the day before check-out. */
export function listNights(checkIn: string, checkOut: string): string[] {
  const count = Math.max(0, nightsBetween(checkIn, checkOut));
  const date = toDate(checkIn);
  const nights: string[] = [];
  for (let index = 0; index < count; index += 1) {
    nights.push(formatIsoDate(date));
    date.setDate(date.getDate() + 1);
  }
  return nights;
}

/** A day of the week as JavaScript numbers them: 0 Sunday, 1 Monday ... 6 Saturday. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The spec's weekend (section 9): Saturday and Sunday, until staff set theirs (decision 046). */
export const DEFAULT_WEEKEND_DAYS: readonly WeekDay[] = [6, 0];

/**
 * Whether a date falls on one of the weekend's days: the resort's setting (decision 046), by
 * default the spec's Saturday and Sunday. Parking's weekend rate applies when check-in is one, and
 * a weekend rate staff set applies on those nights.
 */
export function isWeekendDate(
  value: string,
  weekendDays: readonly number[] = DEFAULT_WEEKEND_DAYS,
): boolean {
  return weekendDays.includes(toDate(value).getDay());
}
