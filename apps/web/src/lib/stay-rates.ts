import { type Rates, unitRateOn } from "@camp/shared/booking/pricing";
import type { Camp, Parking, Room } from "@camp/shared/catalogue/catalogue-schemas";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import type { ExtraFacts } from "@camp/shared/extras/extras-schemas";
import type { RateCalendar, RateUnitType } from "@camp/shared/rates/rate-calendar";
import type { TaxTerms } from "@camp/shared/tax/tax-terms";

/**
 * The rates the shared pricing code takes (fils): the catalogue's prices, and the nights staff set
 * a rate for (decision 025) once the calendar is in; until then, or without one, the catalogue's.
 */
export function toRates(catalogue: {
  rooms: Room[];
  camp: Camp | undefined;
  parking: Parking | null;
  extras?: ExtraFacts[];
  calendar?: RateCalendar | undefined;
  /** VAT and the Tourism Dirham fee (decision 028); absent: 5% included, no fee. */
  tax?: TaxTerms | undefined;
  /** The weekend's days (decision 046); absent: the spec's Saturday and Sunday. */
  weekendDays?: number[] | undefined;
}): Rates {
  const { rooms, camp, parking } = catalogue;
  const master = rooms.find((room) => room.roomType === "master");
  const kids = rooms.find((room) => room.roomType === "kids");
  return {
    room: {
      master: toMinorUnits(master?.pricing ?? 0),
      kids: toMinorUnits(kids?.pricing ?? 0),
    },
    camp: toMinorUnits(camp?.pricing ?? 0),
    parking: {
      weekday: toMinorUnits(parking?.pricing.weekday ?? 0),
      weekend: toMinorUnits(parking?.pricing.weekend ?? 0),
    },
    ...(catalogue.extras ? { extras: catalogue.extras } : {}),
    ...(catalogue.calendar ? { calendar: catalogue.calendar } : {}),
    ...(catalogue.tax ? { tax: catalogue.tax } : {}),
    ...(catalogue.weekendDays ? { weekendDays: catalogue.weekendDays } : {}),
  };
}

/**
 * What one night starting on `day` costs for one of what is booked (fils), as the date picker
 * shows it: one room or tent; a package unit's master room, kids room and tent together; a caravan
 * spot for a stay starting that day (spec 9: its weekday or weekend rate is the check-in day's).
 */
export function nightPriceOn(rates: Rates, priced: readonly RateUnitType[], day: string): number {
  return priced.reduce((sum, unitType) => sum + unitRateOn(rates, unitType, day, day), 0);
}
