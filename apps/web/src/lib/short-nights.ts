import { addDaysIso, isIsoDate } from "@camp/shared/dates/stay-dates";

/**
 * Whether leaving on `checkOut` means staying a night that is short. The night of the check-out day
 * is not stayed, so a check-out day is judged by the nights before it: every night from check-in
 * when check-in is known and earlier, else the night just before.
 */
export function isShortCheckOut(
  checkOut: string,
  checkIn: string,
  shortNights: { has: (night: string) => boolean },
): boolean {
  if (!isIsoDate(checkOut)) return false;
  let night = isIsoDate(checkIn) && checkIn < checkOut ? checkIn : addDaysIso(checkOut, -1);
  for (; night < checkOut; night = addDaysIso(night, 1)) {
    if (shortNights.has(night)) return true;
  }
  return false;
}
