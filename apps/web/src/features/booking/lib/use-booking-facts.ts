import type { BookingRules } from "@camp/shared/booking/booking-forms";
import type { Rates } from "@camp/shared/booking/pricing";
import type { Camp, Parking, Room } from "@camp/shared/catalogue/catalogue-schemas";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import { resortToday } from "@camp/shared/dates/resort-dates";
import type { ExtraFacts, PublicExtra } from "@camp/shared/extras/extras-schemas";
import { useMemo, useState } from "react";
import { useCamps, useParking, useRooms } from "../../../api/get-catalogue";
import { useExtras } from "../../../api/get-extras";
import { type StayPricing, useRateCalendar } from "../../../api/get-rate-calendar";
import { toRates } from "../../../lib/stay-rates";

export type BookingFacts = {
  rules: BookingRules;
  /** Nightly rates in fils, as the shared pricing code takes them, with the rate calendar. */
  rates: Rates;
  rooms: Room[];
  parking: Parking | null;
  /** The activities on sale, names in the page's language (docs/decisions/021). */
  extras: PublicExtra[];
};

/**
 * What the forms judge and price by: Dubai's today, capacities and slots for the rules, and the
 * rates for the live price. The same shared code runs on the server, whose figure is the one charged.
 */
export function useBookingFacts() {
  const rooms = useRooms();
  const camps = useCamps();
  const parking = useParking();
  const extras = useExtras();
  // The rate calendar is not waited for: the catalogue's prices hold until it is in (or if it
  // cannot be read), and the server's answer is what is charged.
  const pricing = useRateCalendar(resortToday());
  const queries = [rooms, camps, parking, extras];
  const isError = queries.some((query) => query.isError);
  const retry = () => {
    for (const query of queries) if (query.isError) void query.refetch();
  };

  const facts = useMemo(
    () => toFacts(rooms.data, camps.data?.[0], parking.data, extras.data, pricing),
    [rooms.data, camps.data, parking.data, extras.data, pricing],
  );
  // The catalogue is fetched per language: while the new language's copy loads, keep the last one,
  // so switching language does not unmount the form (and lose its errors and focus).
  const [lastFacts, setLastFacts] = useState(facts);
  if (facts && facts !== lastFacts) setLastFacts(facts);
  return { facts: facts ?? lastFacts, isError, retry };
}

function toFacts(
  rooms: Room[] | undefined,
  camp: Camp | undefined,
  parking: Parking | null | undefined,
  extras: PublicExtra[] | undefined,
  pricing: StayPricing | undefined,
): BookingFacts | undefined {
  if (!rooms || !camp || parking === undefined || !extras) return undefined;
  const extraFacts = extras.map(toExtraFacts);
  const master = rooms.find((room) => room.roomType === "master");
  const kids = rooms.find((room) => room.roomType === "kids");
  return {
    rules: {
      today: resortToday(),
      roomCapacity: { master: master?.capacity ?? 1, kids: kids?.capacity ?? 1 },
      parkingTotalSlots: parking?.totalSlots ?? 0,
      extras: extraFacts,
    },
    rates: toRates({
      rooms,
      camp,
      parking,
      extras: extraFacts,
      calendar: pricing?.calendar,
      tax: pricing?.tax,
      // The catalogue's parking carries the weekend's days too, before the rate calendar is in.
      weekendDays: pricing?.weekendDays ?? parking?.weekendDays,
    }),
    rooms,
    parking,
    extras,
  };
}

/** An activity as the shared rules and pricing take it (the server judges and charges the same way). */
function toExtraFacts(extra: PublicExtra): ExtraFacts {
  return {
    id: extra.id,
    slug: extra.slug,
    name: extra.nameEn,
    nameAr: extra.nameAr,
    priceType: extra.priceType,
    priceMinor: toMinorUnits(extra.price),
    days: extra.days,
    dailyCapacity: extra.dailyCapacity,
  };
}
