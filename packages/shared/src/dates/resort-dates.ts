/** The resort's time zone: "today" and every night are Dubai's, wherever the guest or server is. */
export const RESORT_TIME_ZONE = "Asia/Dubai";

/**
 * Dubai's clock is UTC+4 all year (no daylight saving), so a wall-clock time on a Dubai date is
 * one fixed instant, and an instant's Dubai date is its UTC date four hours later.
 */
export const RESORT_UTC_OFFSET = "+04:00";
const RESORT_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * Dubai's calendar date at `instant`, as YYYY-MM-DD. Plain arithmetic on the fixed offset rather
 * than `Intl.DateTimeFormat`: a browser's first date formatter loads its time zone data, about
 * 25 ms of a phone's main thread on every booking page (a test holds the two to the same dates).
 */
export function resortDateOf(instant: Date): string {
  return new Date(instant.getTime() + RESORT_OFFSET_MS).toISOString().slice(0, 10);
}

/** Dubai's today. */
export function resortToday(now: Date = new Date()): string {
  return resortDateOf(now);
}

/** The instant of `time` (HH:MM) on the Dubai date `date` (YYYY-MM-DD). */
export function resortInstantOf(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${RESORT_UTC_OFFSET}`);
}
