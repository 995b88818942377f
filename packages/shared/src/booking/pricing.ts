import type { RoomType } from "../catalogue/catalogue-schemas";
import { isWeekendDate, nightsBetween } from "../dates/stay-dates";

/** Nightly rates in minor units (fils), as the catalogue stores them. */
export type Rates = {
  room: Record<RoomType, number>;
  camp: number;
  parking: { weekday: number; weekend: number };
};

export type PriceLine = {
  service: "room:master" | "room:kids" | "camp" | "parking";
  quantity: number;
  /** What this line costs per night, for all its units together. */
  perNight: number;
  amount: number;
};

export type Price = {
  nights: number;
  /** The nightly price the guest is shown: one unit's rate (one of each for a package unit). */
  unitPrice: number;
  lines: PriceLine[];
  total: number;
};

/** Parking costs the weekend rate for the whole stay when check-in is a Saturday or Sunday (spec 9). */
function parkingRate(rates: Rates, checkIn: string): number {
  return isWeekendDate(checkIn) ? rates.parking.weekend : rates.parking.weekday;
}

function sum(lines: PriceLine[]): number {
  return lines.reduce((total, line) => total + line.amount, 0);
}

/** Room: pricing x quantity x nights. */
export function priceRoomStay(
  rates: Rates,
  stay: { roomType: RoomType; quantity: number; checkIn: string; checkOut: string },
): Price {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const rate = rates.room[stay.roomType];
  const lines: PriceLine[] = [
    {
      service: `room:${stay.roomType}`,
      quantity: stay.quantity,
      perNight: rate * stay.quantity,
      amount: rate * stay.quantity * nights,
    },
  ];
  return { nights, unitPrice: rate, lines, total: sum(lines) };
}

/** Camp: pricing x quantity x nights. */
export function priceCampStay(
  rates: Rates,
  stay: { quantity: number; checkIn: string; checkOut: string },
): Price {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const lines: PriceLine[] = [
    {
      service: "camp",
      quantity: stay.quantity,
      perNight: rates.camp * stay.quantity,
      amount: rates.camp * stay.quantity * nights,
    },
  ];
  return { nights, unitPrice: rates.camp, lines, total: sum(lines) };
}

/** Parking: nights x (weekend or weekday rate); the number of slots does not multiply (spec 9). */
export function priceParkingStay(
  rates: Rates,
  stay: { quantity: number; checkIn: string; checkOut: string },
): Price {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const rate = parkingRate(rates, stay.checkIn);
  const lines: PriceLine[] = [
    { service: "parking", quantity: stay.quantity, perNight: rate, amount: rate * nights },
  ];
  return { nights, unitPrice: rate, lines, total: sum(lines) };
}

/**
 * Package: per unit one master room, one kids room and one tent for every night, plus the caravan
 * spots at the parking price (docs/decisions/007: the parking price, as for a parking booking).
 */
export function pricePackageStay(
  rates: Rates,
  stay: { units: number; parkingSpots: number; checkIn: string; checkOut: string },
): Price {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const lines: PriceLine[] = [
    {
      service: "room:master",
      quantity: stay.units,
      perNight: rates.room.master * stay.units,
      amount: rates.room.master * stay.units * nights,
    },
    {
      service: "room:kids",
      quantity: stay.units,
      perNight: rates.room.kids * stay.units,
      amount: rates.room.kids * stay.units * nights,
    },
    {
      service: "camp",
      quantity: stay.units,
      perNight: rates.camp * stay.units,
      amount: rates.camp * stay.units * nights,
    },
  ];
  if (stay.parkingSpots > 0) {
    const rate = parkingRate(rates, stay.checkIn);
    lines.push({
      service: "parking",
      quantity: stay.parkingSpots,
      perNight: rate,
      amount: rate * nights,
    });
  }
  return {
    nights,
    unitPrice: rates.room.master + rates.room.kids + rates.camp,
    lines,
    total: sum(lines),
  };
}
