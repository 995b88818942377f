/** The resort's time zone: "today" and every night are Dubai's, wherever the guest or server is. */
export const RESORT_TIME_ZONE = "Asia/Dubai";

const isoDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: RESORT_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Dubai's calendar date at `instant`, as YYYY-MM-DD. */
export function resortDateOf(instant: Date): string {
  return isoDateFormat.format(instant);
}

/** Dubai's today. */
export function resortToday(now: Date = new Date()): string {
  return resortDateOf(now);
}

/**
 * Dubai's clock is UTC+4 all year (no daylight saving), so a wall-clock time on a Dubai date is
 * one fixed instant.
 */
export const RESORT_UTC_OFFSET = "+04:00";

/** The instant of `time` (HH:MM) on the Dubai date `date` (YYYY-MM-DD). */
export function resortInstantOf(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${RESORT_UTC_OFFSET}`);
}
