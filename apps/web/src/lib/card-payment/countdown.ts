/** The hold countdown of the payment page: whole seconds left, shown as mm:ss. */

/** Screen readers hear the countdown once, when this many seconds are left (not every second). */
export const ANNOUNCE_AT_SECONDS = 60;

/** Whole seconds from `nowMs` until `untilIso`, never below zero; rounded up so 0 means "over". */
export function secondsUntil(untilIso: string, nowMs: number): number {
  const until = Date.parse(untilIso);
  if (Number.isNaN(until)) return 0;
  return Math.max(0, Math.ceil((until - nowMs) / 1000));
}

/**
 * 125 -> "02:05"; an hour or more shows its hours (a waiting-list offer is held for two, decision
 * 033): 4500 -> "1:15:00", never "75:00" nor "15:00".
 */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const clock = `${String(minutes).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}

/** True only on the tick that crosses the announcement point, so it is said once. */
export function crossesAnnouncement(previous: number | null, current: number): boolean {
  return (
    current > 0 &&
    current <= ANNOUNCE_AT_SECONDS &&
    (previous === null || previous > ANNOUNCE_AT_SECONDS)
  );
}
