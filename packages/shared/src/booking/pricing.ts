import type { RoomType } from "../catalogue/catalogue-schemas";
import { isWeekendDate, nightsBetween } from "../dates/stay-dates";
import type { ExtraChoice, ExtraFacts, ExtraPriceType } from "../extras/extras-schemas";

/** Nightly rates in minor units (fils), as the catalogue stores them. */
export type Rates = {
  room: Record<RoomType, number>;
  camp: number;
  parking: { weekday: number; weekend: number };
  /** The activities on sale and their prices; a stay with none needs none. */
  extras?: ExtraFacts[];
};

/** A night-by-night line of the stay: rooms, tents or parking. */
export type StayLine = {
  service: "room:master" | "room:kids" | "camp" | "parking";
  quantity: number;
  /** What this line costs per night, for all its units together. */
  perNight: number;
  amount: number;
};

/**
 * An activity on one day of the stay, with its names as sold (a later rename does not change what
 * the guest bought): unit price x quantity (people or groups).
 */
export type ExtraLine = {
  kind: "extra";
  service: `extra:${string}`;
  extraId: string;
  name: string;
  nameAr: string;
  priceType: ExtraPriceType;
  date: string;
  quantity: number;
  unitPrice: number;
  amount: number;
};

export type PriceLine = StayLine | ExtraLine;

export const isExtraLine = (line: PriceLine): line is ExtraLine =>
  "kind" in line && line.kind === "extra";
export const isStayLine = (line: PriceLine): line is StayLine => !isExtraLine(line);

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

/**
 * The activities' lines, by day then in the order chosen. An activity the rates do not know is a
 * programming error (the request schema refuses it first), so it throws.
 */
export function priceExtras(rates: Rates, choices: ExtraChoice[] = []): ExtraLine[] {
  const lines = choices.map((choice): ExtraLine => {
    const extra = rates.extras?.find((candidate) => candidate.id === choice.id);
    if (!extra) throw new RangeError(`unknown extra ${choice.id}`);
    return {
      kind: "extra",
      service: `extra:${extra.slug}`,
      extraId: extra.id,
      name: extra.name,
      nameAr: extra.nameAr,
      priceType: extra.priceType,
      date: choice.date,
      quantity: choice.quantity,
      unitPrice: extra.priceMinor,
      amount: extra.priceMinor * choice.quantity,
    };
  });
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.date.localeCompare(b.line.date) || a.index - b.index)
    .map(({ line }) => line);
}

/** The stay's lines and its activities' lines, and their sum: the lines always add up to the total. */
function withExtras(
  rates: Rates,
  stay: { extras?: ExtraChoice[] | undefined },
  price: { nights: number; unitPrice: number; lines: StayLine[] },
): Price {
  const lines: PriceLine[] = [...price.lines, ...priceExtras(rates, stay.extras)];
  return { nights: price.nights, unitPrice: price.unitPrice, lines, total: sum(lines) };
}

type WithExtras = { extras?: ExtraChoice[] | undefined };

/** Room: pricing x quantity x nights. */
export function priceRoomStay(
  rates: Rates,
  stay: { roomType: RoomType; quantity: number; checkIn: string; checkOut: string } & WithExtras,
): Price {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const rate = rates.room[stay.roomType];
  const lines: StayLine[] = [
    {
      service: `room:${stay.roomType}`,
      quantity: stay.quantity,
      perNight: rate * stay.quantity,
      amount: rate * stay.quantity * nights,
    },
  ];
  return withExtras(rates, stay, { nights, unitPrice: rate, lines });
}

/** Camp: pricing x quantity x nights. */
export function priceCampStay(
  rates: Rates,
  stay: { quantity: number; checkIn: string; checkOut: string } & WithExtras,
): Price {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const lines: StayLine[] = [
    {
      service: "camp",
      quantity: stay.quantity,
      perNight: rates.camp * stay.quantity,
      amount: rates.camp * stay.quantity * nights,
    },
  ];
  return withExtras(rates, stay, { nights, unitPrice: rates.camp, lines });
}

/** Parking: nights x (weekend or weekday rate); the number of slots does not multiply (spec 9). */
export function priceParkingStay(
  rates: Rates,
  stay: { quantity: number; checkIn: string; checkOut: string } & WithExtras,
): Price {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const rate = parkingRate(rates, stay.checkIn);
  const lines: StayLine[] = [
    { service: "parking", quantity: stay.quantity, perNight: rate, amount: rate * nights },
  ];
  return withExtras(rates, stay, { nights, unitPrice: rate, lines });
}

/**
 * Package: per unit one master room, one kids room and one tent for every night, plus the caravan
 * spots at the parking price (docs/decisions/007: the parking price, as for a parking booking).
 */
export function pricePackageStay(
  rates: Rates,
  stay: { units: number; parkingSpots: number; checkIn: string; checkOut: string } & WithExtras,
): Price {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const lines: StayLine[] = [
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
  return withExtras(rates, stay, {
    nights,
    unitPrice: rates.room.master + rates.room.kids + rates.camp,
    lines,
  });
}
