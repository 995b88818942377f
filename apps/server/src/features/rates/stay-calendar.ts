import { isIsoDate, nightsBetween } from "@camp/shared/dates/stay-dates";
import type { RateCalendar } from "@camp/shared/rates/rate-calendar";
import { MAX_RATE_RANGE_DAYS } from "@camp/shared/rates/rate-schemas";
import type { Executor } from "../../db/database";
import { isStorableDate, readRateCalendar } from "./rates-repository";

export type StayDates = { checkIn: string; checkOut: string };

/**
 * The stay dates a request body names, read before the body is checked so the stay's calendar
 * can be read beside the catalogue rather than after it; undefined when they are not two dates in
 * order (the request schema then says what is wrong, or the calendar is read once it has).
 */
export function stayDatesOf(body: unknown): StayDates | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { checkIn, checkOut } = body as Record<string, unknown>;
  if (typeof checkIn !== "string" || typeof checkOut !== "string") return undefined;
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) return undefined;
  if (!isStorableDate(checkIn)) return undefined;
  if (nightsBetween(checkIn, checkOut) > MAX_RATE_RANGE_DAYS) return undefined;
  return { checkIn, checkOut };
}

/** What is set for a stay: its nights and its check-out day (closed to departure), one query. */
export function readStayCalendar(db: Executor, stay: StayDates): Promise<RateCalendar> {
  return readRateCalendar(db, stay.checkIn, stay.checkOut);
}
