import type { RoomType } from "../catalogue/catalogue-schemas";
import { addDaysIso, isWeekendDate, listNights, nightsBetween } from "../dates/stay-dates";
import type { ExtraChoice, ExtraFacts, ExtraPriceType } from "../extras/extras-schemas";
import { allocate, isNightInPromo, isUnitTypeInPromo, type PromoTerms } from "../rates/promo-codes";
import { type RateCalendar, type RateUnitType, setRateOn } from "../rates/rate-calendar";
import { priceTaxOf } from "../tax/price-tax";
import { DEFAULT_TAX_TERMS, guestPrice, type TaxTerms } from "../tax/tax-terms";
import { type TourismFeeLine, tourismFeeLine } from "../tax/tourism-fee";

/** Nightly rates in minor units (fils), as the catalogue stores them. */
export type Rates = {
  room: Record<RoomType, number>;
  camp: number;
  parking: { weekday: number; weekend: number };
  /** The activities on sale and their prices; a stay with none needs none. */
  extras?: ExtraFacts[];
  /**
   * The nights staff set a rate or rule for (decision 025), at least those of the stay priced;
   * a night not in it costs the catalogue's price by the spec's rules.
   */
  calendar?: RateCalendar;
  /** VAT and the Tourism Dirham fee (decision 028); absent: DEFAULT_TAX_TERMS. */
  tax?: TaxTerms;
  /**
   * The days of the week whose nights are the weekend (decision 046), for parking's rule and the
   * calendar's weekend rates; absent: the spec's Saturday and Sunday.
   */
  weekendDays?: readonly number[];
};

const taxTermsOf = (rates: Rates): TaxTerms => rates.tax ?? DEFAULT_TAX_TERMS;

/**
 * What one night of a stay costs, in minor units (or AED where the API says so). A stay line's
 * night also keeps, as sold, its units at each unit price (`units`: a change keeps the sold price
 * for the units the booking held and prices added units at that day's rate); lines sold before
 * that have none, and so does a night whose units all cost the same (its amount divides into
 * that one price). Parking's night is one price for all its spots: it has no unit prices.
 */
export type NightAmount = { date: string; amount: number; units?: UnitPrice[] };

/** Units sold at one price: `count` units at `price` each (one night). */
export type UnitPrice = { count: number; price: number };

export type StayService = "room:master" | "room:kids" | "camp" | "parking";

/** A night-by-night line of the stay: rooms, tents or parking. */
export type StayLine = {
  service: StayService;
  quantity: number;
  /**
   * What the first night costs, for all the line's units together; every night is in `nightly`
   * (lines sold before the rate calendar have none: each night cost `perNight` then).
   */
  perNight: number;
  amount: number;
  /** Each night of the stay and what it costs for all the line's units; adds up to `amount`. */
  nightly?: NightAmount[];
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

/**
 * A promo code's discount (decision 025): a negative amount, so the lines still add up to the
 * total, spread over the nights it discounts (`nightly`, negative too) for the revenue reports.
 */
export type DiscountLine = {
  kind: "discount";
  service: "discount";
  promoCodeId: string;
  code: string;
  amount: number;
  nightly: NightAmount[];
  /**
   * The unit types the code discounted, as sold, when it covered only some (absent: every stay
   * line): the reports split each night's discount over those lines only (decision 027).
   */
  unitTypes?: RateUnitType[];
};

export type PriceLine = StayLine | ExtraLine | DiscountLine | TourismFeeLine;

export const isExtraLine = (line: PriceLine): line is ExtraLine =>
  "kind" in line && line.kind === "extra";
export const isDiscountLine = (line: PriceLine): line is DiscountLine =>
  "kind" in line && line.kind === "discount";
export const isStayLine = (line: PriceLine): line is StayLine => !("kind" in line);

/** The unit type a stay line's nights are priced and ruled by. */
export const unitTypeOfService = (service: StayService): RateUnitType =>
  service === "room:master"
    ? "master"
    : service === "room:kids"
      ? "kids"
      : service === "camp"
        ? "camp"
        : "parking";

/**
 * A stay line's nights: each night's amount, for lines sold before the rate calendar too (every
 * night at `perNight` then).
 */
export function nightsOfLine(line: StayLine, checkIn: string): NightAmount[] {
  if (line.nightly) return line.nightly;
  const nights = line.perNight === 0 ? 0 : Math.round(line.amount / line.perNight);
  return listNights(checkIn, addDaysIso(checkIn, nights)).map((date) => ({
    date,
    amount: line.perNight,
  }));
}

export type Price = {
  nights: number;
  /**
   * The nightly price the guest is shown: one unit's rate on the first night (one of each for a
   * package unit).
   */
  unitPrice: number;
  lines: PriceLine[];
  /** The stay's nights, each summed over its units, before any discount (activities apart). */
  nightly: NightAmount[];
  /** What a promo code takes off, positive; 0 without one. */
  discount: number;
  /** The Tourism Dirham fee, one of the lines (decision 028); 0 when none is set. */
  tourismFee: number;
  /** The VAT rate charged, basis points, and the VAT included in the total (decision 028). */
  vatRateBp: number;
  vatAmount: number;
  /** What is charged: the sum of the lines. */
  total: number;
};

/**
 * Parking costs the weekend rate for the whole stay when check-in is a weekend day (spec 9: a
 * Saturday or Sunday; the resort's weekend days when staff set them, decision 046).
 */
function parkingRate(rates: Rates, checkIn: string): number {
  return isWeekendDate(checkIn, rates.weekendDays) ? rates.parking.weekend : rates.parking.weekday;
}

/**
 * One unit's price for one night (parking: the booking's, spec 9): the rate staff set for that
 * night when there is one, else the catalogue's by the spec's rules.
 */
export function unitRateOn(
  rates: Rates,
  unitType: RateUnitType,
  date: string,
  checkIn: string,
): number {
  return guestPrice(enteredRateOn(rates, unitType, date, checkIn), taxTermsOf(rates));
}

/** The rate as staff entered it (VAT in it or not, by the tax settings). */
function enteredRateOn(
  rates: Rates,
  unitType: RateUnitType,
  date: string,
  checkIn: string,
): number {
  const set = setRateOn(rates.calendar, unitType, date, rates.weekendDays);
  if (set !== undefined) return set;
  switch (unitType) {
    case "master":
    case "kids":
      return rates.room[unitType];
    case "camp":
      return rates.camp;
    case "parking":
      return parkingRate(rates, checkIn);
  }
}

function sum(amounts: { amount: number }[]): number {
  return amounts.reduce((total, line) => total + line.amount, 0);
}

/**
 * A stay line priced night by night. Rooms and tents multiply by the quantity; parking does not
 * (spec 9: the number of slots does not multiply), with set rates too.
 */
function stayLine(
  rates: Rates,
  service: StayService,
  quantity: number,
  stay: { checkIn: string; checkOut: string; sold?: SoldStay | undefined },
): StayLine {
  const unitType = unitTypeOfService(service);
  const units = unitType === "parking" ? 1 : quantity;
  const soldLine = stay.sold?.lines
    .filter(isStayLine)
    .find((line) => line.service === service && line.quantity > 0);
  const soldNights =
    soldLine && stay.sold
      ? new Map(nightsOfLine(soldLine, stay.sold.checkIn).map((night) => [night.date, night]))
      : undefined;
  const nightly = listNights(stay.checkIn, stay.checkOut).map((date): NightAmount => {
    const today = unitRateOn(rates, unitType, date, stay.checkIn);
    const sold = soldNights?.get(date);
    // Parking's night is one price whatever the slots (spec 9): it keeps what it was sold for.
    if (unitType === "parking") return { date, amount: sold?.amount ?? today };
    if (sold === undefined || !soldLine) {
      return { date, amount: today * units };
    }
    // The units the booking holds keep that night's sold price, unit for unit; added units cost
    // today's rate. Units removed are the last ones added.
    const kept = takeUnits(
      soldUnitsOf(sold, soldLine.quantity),
      Math.min(quantity, soldLine.quantity),
    );
    const prices = unitPrices([...kept, { count: quantity - soldLine.quantity, price: today }]);
    const amount = sum(prices.map((unit) => ({ amount: unit.count * unit.price })));
    // Units at one price need no more: the amount divides into it. Mixed, each price is kept.
    return prices.length > 1 ? { date, amount, units: prices } : { date, amount };
  });
  return {
    service,
    quantity,
    perNight: nightly[0]?.amount ?? 0,
    amount: sum(nightly),
    nightly,
  };
}

/**
 * A sold night's units at their prices: as stored, or for a night sold before units were stored,
 * its units at the one price its amount divides into (rounded to the fils where it does not, the
 * only price known then).
 */
function soldUnitsOf(night: NightAmount, quantity: number): UnitPrice[] {
  if (
    night.units &&
    night.units.reduce((total, unit) => total + unit.count * unit.price, 0) === night.amount
  ) {
    return night.units;
  }
  return [{ count: quantity, price: Math.round(night.amount / quantity) }];
}

/** The first `count` units of these, in their order (the units a booking held first). */
function takeUnits(units: readonly UnitPrice[], count: number): UnitPrice[] {
  const taken: UnitPrice[] = [];
  let left = count;
  for (const unit of units) {
    if (left <= 0) break;
    taken.push({ count: Math.min(unit.count, left), price: unit.price });
    left -= unit.count;
  }
  return taken;
}

/** Units merged by price in their order, none of zero units. */
function unitPrices(units: readonly UnitPrice[]): UnitPrice[] {
  const merged: UnitPrice[] = [];
  for (const unit of units) {
    if (unit.count <= 0) continue;
    const same = merged.find((candidate) => candidate.price === unit.price);
    if (same) same.count += unit.count;
    else merged.push({ ...unit });
  }
  return merged;
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
      unitPrice: guestPrice(extra.priceMinor, taxTermsOf(rates)),
      amount: guestPrice(extra.priceMinor, taxTermsOf(rates)) * choice.quantity,
    };
  });
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.date.localeCompare(b.line.date) || a.index - b.index)
    .map(({ line }) => line);
}

/** The stay's nights summed over its lines, in date order. */
function sumNights(lines: StayLine[]): NightAmount[] {
  const byDate = new Map<string, NightAmount>();
  for (const line of lines) {
    for (const night of line.nightly ?? []) {
      const summed = byDate.get(night.date);
      // A night of one line keeps its unit prices; summed over lines, it is their total only.
      if (summed)
        byDate.set(night.date, { date: night.date, amount: summed.amount + night.amount });
      else byDate.set(night.date, { ...night });
    }
  }
  return [...byDate.values()];
}

/**
 * A promo code's discount over the stay (never the activities): the nights it covers of the unit
 * types it covers, percent rounded once to the fils or a fixed amount up to those nights' worth,
 * spread over them in proportion. Null when it takes nothing off.
 */
export function discountLine(lines: StayLine[], promo: PromoTerms): DiscountLine | null {
  const covered = new Map<string, number>();
  for (const line of lines) {
    if (!isUnitTypeInPromo(promo, unitTypeOfService(line.service))) continue;
    for (const night of line.nightly ?? []) {
      if (!isNightInPromo(promo, night.date)) continue;
      covered.set(night.date, (covered.get(night.date) ?? 0) + night.amount);
    }
  }
  const nights = [...covered].map(([date, amount]) => ({ date, amount }));
  const base = sum(nights);
  const discount =
    promo.percentOff !== null
      ? Math.round((base * promo.percentOff) / 100)
      : Math.min(promo.amountOffMinor ?? 0, base);
  if (discount <= 0) return null;
  const parts = allocate(
    discount,
    nights.map((night) => night.amount),
  );
  return {
    kind: "discount",
    service: "discount",
    promoCodeId: promo.id,
    code: promo.code,
    amount: -discount,
    nightly: nights
      .map((night, index) => ({ date: night.date, amount: -(parts[index] ?? 0) }))
      .filter((night) => night.amount !== 0),
    ...(promo.unitTypes ? { unitTypes: [...promo.unitTypes] } : {}),
  };
}

/**
 * A booking being changed: its stored lines and check-in (decision 025). Nights it already holds
 * keep the price they were sold at, unit for unit; only nights or units the change adds are priced
 * at today's rates. Never given for a new booking.
 */
export type SoldStay = { lines: readonly PriceLine[]; checkIn: string };

type StayExtras = {
  extras?: ExtraChoice[] | undefined;
  promo?: PromoTerms | null | undefined;
  sold?: SoldStay | undefined;
};

/** The stay's lines, its activities' and its discount, and their sum: the lines add up to the total. */
function withExtras(
  rates: Rates,
  stay: StayExtras,
  price: { nights: number; unitPrice: number; lines: StayLine[] },
): Price {
  const terms = taxTermsOf(rates);
  const discount = stay.promo ? discountLine(price.lines, stay.promo) : null;
  // The fee comes after the discount and is never part of it (decision 028).
  const fee = tourismFeeLine(
    price.lines.map((line) => ({
      unitType: unitTypeOfService(line.service),
      quantity: line.quantity,
      dates: (line.nightly ?? []).map((night) => night.date),
    })),
    terms,
    stay.sold?.lines,
  );
  const lines: PriceLine[] = [
    ...price.lines,
    ...priceExtras(rates, stay.extras),
    ...(discount ? [discount] : []),
    ...(fee ? [fee] : []),
  ];
  const tax = priceTaxOf(lines, terms.vatRateBp);
  return {
    nights: price.nights,
    unitPrice: price.unitPrice,
    lines,
    nightly: sumNights(price.lines),
    discount: discount ? -discount.amount : 0,
    tourismFee: tax.tourismFee,
    vatRateBp: tax.vatRateBp,
    vatAmount: tax.vatAmount,
    total: sum(lines),
  };
}

/** Room: each night's rate x quantity (spec 9: pricing x quantity x nights with no rate set). */
export function priceRoomStay(
  rates: Rates,
  stay: { roomType: RoomType; quantity: number; checkIn: string; checkOut: string } & StayExtras,
): Price {
  const line = stayLine(rates, `room:${stay.roomType}`, stay.quantity, stay);
  return withExtras(rates, stay, {
    nights: nightsBetween(stay.checkIn, stay.checkOut),
    unitPrice: unitRateOn(rates, stay.roomType, stay.checkIn, stay.checkIn),
    lines: [line],
  });
}

/** Camp: each night's rate x quantity. */
export function priceCampStay(
  rates: Rates,
  stay: { quantity: number; checkIn: string; checkOut: string } & StayExtras,
): Price {
  return withExtras(rates, stay, {
    nights: nightsBetween(stay.checkIn, stay.checkOut),
    unitPrice: unitRateOn(rates, "camp", stay.checkIn, stay.checkIn),
    lines: [stayLine(rates, "camp", stay.quantity, stay)],
  });
}

/**
 * Parking: each night's rate, the number of slots not multiplying (spec 9); with no rate set, the
 * weekend rate for every night when check-in is a weekend day (decision 046), else the weekday rate.
 */
export function priceParkingStay(
  rates: Rates,
  stay: { quantity: number; checkIn: string; checkOut: string } & StayExtras,
): Price {
  return withExtras(rates, stay, {
    nights: nightsBetween(stay.checkIn, stay.checkOut),
    unitPrice: unitRateOn(rates, "parking", stay.checkIn, stay.checkIn),
    lines: [stayLine(rates, "parking", stay.quantity, stay)],
  });
}

/**
 * Package: per unit one master room, one kids room and one tent for every night, plus the caravan
 * spots at the parking price (docs/decisions/007), each part priced night by night.
 */
export function pricePackageStay(
  rates: Rates,
  stay: { units: number; parkingSpots: number; checkIn: string; checkOut: string } & StayExtras,
): Price {
  const lines: StayLine[] = [
    stayLine(rates, "room:master", stay.units, stay),
    stayLine(rates, "room:kids", stay.units, stay),
    stayLine(rates, "camp", stay.units, stay),
  ];
  if (stay.parkingSpots > 0) lines.push(stayLine(rates, "parking", stay.parkingSpots, stay));
  const first = (unitType: RateUnitType) => unitRateOn(rates, unitType, stay.checkIn, stay.checkIn);
  return withExtras(rates, stay, {
    nights: nightsBetween(stay.checkIn, stay.checkOut),
    unitPrice: first("master") + first("kids") + first("camp"),
    lines,
  });
}

/**
 * The stay's nights as sold, summed over the stay lines, before any discount: what the answers,
 * the payment page, My bookings and the emails list. Lines sold before the rate calendar count
 * each night at their `perNight`.
 */
export function stayNightsOf(lines: PriceLine[], checkIn: string): NightAmount[] {
  return sumNights(
    lines.filter(isStayLine).map((line) => ({ ...line, nightly: nightsOfLine(line, checkIn) })),
  );
}

/** The promo code's discount as sold (positive, minor units), or null without one. */
export function discountOf(lines: PriceLine[]): { code: string; amount: number } | null {
  const line = lines.find(isDiscountLine);
  return line ? { code: line.code, amount: -line.amount } : null;
}

/** The same nights in AED, as the API answers them. */
export const nightsInAed = (nights: NightAmount[]): NightAmount[] =>
  nights.map((night) => ({
    date: night.date,
    amount: night.amount / 100,
    ...(night.units
      ? { units: night.units.map((unit) => ({ count: unit.count, price: unit.price / 100 })) }
      : {}),
  }));

/** The discount as sold, in AED, as the API answers it. */
export function discountInAed(lines: PriceLine[]): { code: string; amount: number } | null {
  const discount = discountOf(lines);
  return discount ? { code: discount.code, amount: discount.amount / 100 } : null;
}
