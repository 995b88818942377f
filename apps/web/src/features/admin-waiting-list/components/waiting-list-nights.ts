import { UNIT_KEYS, type UnitKey } from "@camp/shared/booking/booking-api";
import { listNights } from "@camp/shared/dates/stay-dates";
import type { AdminWaitingListEntry } from "@camp/shared/waiting-list/waiting-list";

export type WaitingForNight = { entry: AdminWaitingListEntry; quantity: number };
export type WaitingNight = {
  night: string;
  units: { unit: UnitKey; waiting: WaitingForNight[] }[];
};

const isUnitKey = (unit: string): unit is UnitKey =>
  (UNIT_KEYS as readonly string[]).includes(unit);

/** Offers first (they hold units now), then the queue in its order. */
const byQueue = (a: WaitingForNight, b: WaitingForNight) =>
  (a.entry.position ?? 0) - (b.entry.position ?? 0);

/**
 * The entries as staff read them: per night of [from, to) that someone waits for, per unit type in
 * the console's order, who waits and for how many units. A stay of three nights shows on each.
 */
export function toWaitingNights(
  entries: AdminWaitingListEntry[],
  range: { from: string; to: string },
): WaitingNight[] {
  const byNight = new Map<string, Map<UnitKey, WaitingForNight[]>>();
  for (const entry of entries) {
    for (const night of listNights(entry.checkIn, entry.checkOut)) {
      if (night < range.from || night >= range.to) continue;
      for (const { unit, quantity } of entry.units) {
        if (!isUnitKey(unit) || quantity <= 0) continue;
        const units = byNight.get(night) ?? new Map<UnitKey, WaitingForNight[]>();
        byNight.set(night, units);
        units.set(unit, [...(units.get(unit) ?? []), { entry, quantity }]);
      }
    }
  }
  return [...byNight.keys()].sort().map((night) => {
    const units = byNight.get(night) ?? new Map<UnitKey, WaitingForNight[]>();
    return {
      night,
      units: UNIT_KEYS.filter((unit) => units.has(unit)).map((unit) => ({
        unit,
        waiting: [...(units.get(unit) ?? [])].sort(byQueue),
      })),
    };
  });
}
