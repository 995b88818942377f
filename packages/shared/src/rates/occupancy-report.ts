import { endOfMonth, format, startOfISOWeek } from "date-fns";
import type { PaymentStatus } from "../booking/booking-limits";
import { keptMinorOf } from "../booking/booking-money";
import {
  isDiscountLine,
  isStayLine,
  nightsOfLine,
  type PriceLine,
  unitTypeOfService,
} from "../booking/pricing";
import { addDaysIso, listNights, parseIsoDate } from "../dates/stay-dates";
import { allocate } from "./promo-codes";
import type { RateUnitType } from "./rate-calendar";

/**
 * The figures staff set rates by (decision 027), computed once here from what the server read:
 * the units on sale, the ledger's closed, sold and pending unit-nights, and each booking's nights
 * as sold (its stored price lines, net of its discount, never recomputed from rates). Amounts in
 * fils; the server turns them into AED for the wire.
 */

export const REPORT_GROUP_BYS = ["day", "week", "month"] as const;
export type ReportGroupBy = (typeof REPORT_GROUP_BYS)[number];

const ISO_DATE = "yyyy-MM-dd";

function dateOf(value: string): Date {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`not a YYYY-MM-DD date: ${value}`);
  return date;
}

/**
 * The period a night belongs to: the night itself, its ISO week (Monday to Sunday: the UAE's
 * working week starts on Monday) or its calendar month. Both days included.
 */
export function periodOf(night: string, groupBy: ReportGroupBy): { start: string; end: string } {
  if (groupBy === "day") return { start: night, end: night };
  if (groupBy === "week") {
    const start = format(startOfISOWeek(dateOf(night)), ISO_DATE);
    return { start, end: addDaysIso(start, 6) };
  }
  return {
    start: `${night.slice(0, 7)}-01`,
    end: format(endOfMonth(dateOf(night)), ISO_DATE),
  };
}

/** The periods of [from, to] in order, the first and last cut to the range. */
export function reportPeriods(
  from: string,
  to: string,
  groupBy: ReportGroupBy,
): { start: string; end: string }[] {
  const periods: { start: string; end: string }[] = [];
  let night = from;
  while (night <= to) {
    const period = periodOf(night, groupBy);
    const end = period.end < to ? period.end : to;
    periods.push({ start: night, end });
    night = addDaysIso(end, 1);
  }
  return periods;
}

/** One unit type's night of a booking as sold: the units it took and what they brought, net. */
export type UnitNight = { unitType: RateUnitType; date: string; units: number; amount: number };

/**
 * A booking's stay nights per unit type, as sold, net of its promo code: each night of the
 * discount line is taken off that night's lines of the unit types it covered, in proportion to
 * their amounts (in whole fils, by largest remainder), so the nights add up to the stay lines
 * plus the discount line exactly. Activities are no stay nights and are left out.
 */
export function soldNightsOf(lines: PriceLine[], checkIn: string): UnitNight[] {
  const nights: UnitNight[] = lines.filter(isStayLine).flatMap((line) =>
    nightsOfLine(line, checkIn).map((night) => ({
      unitType: unitTypeOfService(line.service),
      date: night.date,
      units: line.quantity,
      amount: night.amount,
    })),
  );
  for (const discount of lines.filter(isDiscountLine)) {
    for (const night of discount.nightly) {
      const onDate = nights.filter((candidate) => candidate.date === night.date);
      const covered = discount.unitTypes
        ? onDate.filter((candidate) => discount.unitTypes?.includes(candidate.unitType))
        : onDate;
      // A line sold before the unit types were stored, or an odd one: the night's lines share it.
      const sharing = covered.length > 0 ? covered : onDate;
      const parts = allocate(
        -night.amount,
        sharing.map((candidate) => candidate.amount),
      );
      sharing.forEach((candidate, index) => {
        candidate.amount -= parts[index] ?? 0;
      });
    }
  }
  return nights;
}

/** Units of one type on one night, as the ledger counts them. */
export type NightCount = { unitType: RateUnitType; date: string; quantity: number };

export type OccupancyFacts = {
  from: string;
  /** The last night reported (included). */
  to: string;
  groupBy: ReportGroupBy;
  /** The unit types reported, in the order shown. */
  unitTypes: readonly RateUnitType[];
  /** Units of each type on sale (the catalogue's totals now). */
  units: Record<RateUnitType, number>;
  closed: NightCount[];
  /** Unit-nights held by bookings that count as sold, and by requests awaiting staff. */
  sold: NightCount[];
  pending: NightCount[];
  /**
   * Unit-nights taken by reservations imported from OTA calendars (decision 032): occupied, but
   * with no price known here.
   */
  channel: NightCount[];
  /** The nights of those bookings as sold (soldNightsOf), and of the requests. */
  revenue: UnitNight[];
  pendingRevenue: UnitNight[];
};

export type ReportFigures = {
  /** Units x nights, before closures. */
  capacity: number;
  closed: number;
  /** Capacity less closed: what could be sold. */
  available: number;
  /** Sold here: bookings that count as sold. */
  sold: number;
  /** Sold through an OTA (imported calendars): occupied, no revenue known. */
  channel: number;
  pending: number;
  revenue: number;
  pendingRevenue: number;
  /** Sold here and through OTAs / available, 0 to 1; null with nothing available. */
  occupancy: number | null;
  /**
   * Average daily rate: revenue / sold here, in whole fils (an OTA's nights have no price known
   * here, so they would only pull it down); null with nothing sold here.
   */
  adr: number | null;
  /** Revenue per available unit-night: revenue / available, in whole fils. */
  revpar: number | null;
};

export type UnitFigures = ReportFigures & { unitType: RateUnitType };
export type ReportPeriod = { start: string; end: string; units: UnitFigures[]; all: ReportFigures };
export type OccupancyReport = {
  periods: ReportPeriod[];
  total: { units: UnitFigures[]; all: ReportFigures };
};

type Sums = Pick<
  ReportFigures,
  "capacity" | "closed" | "sold" | "channel" | "pending" | "revenue" | "pendingRevenue"
>;
const SUM_FIELDS = [
  "capacity",
  "closed",
  "sold",
  "channel",
  "pending",
  "revenue",
  "pendingRevenue",
] as const;

const emptySums = (): Sums => ({
  capacity: 0,
  closed: 0,
  sold: 0,
  channel: 0,
  pending: 0,
  revenue: 0,
  pendingRevenue: 0,
});

function addSums(into: Sums, from: Sums): void {
  for (const field of SUM_FIELDS) into[field] += from[field];
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const perUnit = (amount: number, units: number) => (units > 0 ? Math.round(amount / units) : null);

export function figuresOf(sums: Sums): ReportFigures {
  const available = Math.max(0, sums.capacity - sums.closed);
  return {
    ...sums,
    available,
    occupancy: ratio(sums.sold + sums.channel, available),
    adr: perUnit(sums.revenue, sums.sold),
    revpar: perUnit(sums.revenue, available),
  };
}

/**
 * The report: per period and unit type, units available (capacity less closed), sold and pending
 * unit-nights, revenue as sold, occupancy, ADR and RevPAR; each period's figures over every unit
 * type reported ("all"), and the whole range's.
 */
export function buildOccupancyReport(facts: OccupancyFacts): OccupancyReport {
  const periods = reportPeriods(facts.from, facts.to, facts.groupBy);
  const periodIndex = new Map<string, number>();
  periods.forEach((period, index) => {
    for (const night of listNights(period.start, addDaysIso(period.end, 1))) {
      periodIndex.set(night, index);
    }
  });
  const wanted = new Set<RateUnitType>(facts.unitTypes);
  const sums = periods.map(() => new Map(facts.unitTypes.map((type) => [type, emptySums()])));
  const cellOf = (unitType: RateUnitType, date: string) => {
    const index = periodIndex.get(date);
    if (index === undefined || !wanted.has(unitType)) return undefined;
    return sums[index]?.get(unitType);
  };

  for (const [index, period] of periods.entries()) {
    const nights = listNights(period.start, addDaysIso(period.end, 1)).length;
    for (const unitType of facts.unitTypes) {
      const cell = sums[index]?.get(unitType);
      if (cell) cell.capacity = facts.units[unitType] * nights;
    }
  }
  const countInto = (rows: NightCount[], field: "closed" | "sold" | "channel" | "pending") => {
    for (const row of rows) {
      const cell = cellOf(row.unitType, row.date);
      if (cell) cell[field] += row.quantity;
    }
  };
  countInto(facts.closed, "closed");
  countInto(facts.sold, "sold");
  countInto(facts.pending, "pending");
  countInto(facts.channel, "channel");
  const moneyInto = (rows: UnitNight[], field: "revenue" | "pendingRevenue") => {
    for (const row of rows) {
      const cell = cellOf(row.unitType, row.date);
      if (cell) cell[field] += row.amount;
    }
  };
  moneyInto(facts.revenue, "revenue");
  moneyInto(facts.pendingRevenue, "pendingRevenue");

  const totals = new Map(facts.unitTypes.map((type) => [type, emptySums()]));
  const reported = periods.map((period, index): ReportPeriod => {
    const all = emptySums();
    const units = facts.unitTypes.map((unitType): UnitFigures => {
      const cell = sums[index]?.get(unitType) ?? emptySums();
      addSums(all, cell);
      const total = totals.get(unitType);
      if (total) addSums(total, cell);
      return { unitType, ...figuresOf(cell) };
    });
    return { ...period, units, all: figuresOf(all) };
  });
  const grand = emptySums();
  const totalUnits = facts.unitTypes.map((unitType): UnitFigures => {
    const total = totals.get(unitType) ?? emptySums();
    addSums(grand, total);
    return { unitType, ...figuresOf(total) };
  });
  return { periods: reported, total: { units: totalUnits, all: figuresOf(grand) } };
}

/** A booking that counts as sold, as pickup reads it: the Dubai day it was made and its nights. */
export type PickupBooking = { madeOn: string; nights: UnitNight[] };
export type PickupWindow = {
  days: number;
  /** The first Dubai day of the window (today is its last). */
  since: string;
  bookings: number;
  unitNights: number;
  revenue: number;
};

export const PICKUP_WINDOWS = [7, 30] as const;

/**
 * Pickup: of the bookings made in the last `days` Dubai days (today included) that count as sold
 * now, those with nights from today on of the unit types reported: how many, their unit-nights and
 * revenue from today on.
 */
export function pickupOf(
  bookings: PickupBooking[],
  options: { today: string; unitTypes: readonly RateUnitType[]; windows?: readonly number[] },
): PickupWindow[] {
  const wanted = new Set<RateUnitType>(options.unitTypes);
  return (options.windows ?? PICKUP_WINDOWS).map((days) => {
    const since = addDaysIso(options.today, -(days - 1));
    const window: PickupWindow = { days, since, bookings: 0, unitNights: 0, revenue: 0 };
    for (const booking of bookings) {
      if (booking.madeOn < since || booking.madeOn > options.today) continue;
      const future = booking.nights.filter(
        (night) => night.date >= options.today && wanted.has(night.unitType),
      );
      if (future.length === 0) continue;
      window.bookings += 1;
      for (const night of future) {
        window.unitNights += night.units;
        window.revenue += night.amount;
      }
    }
    return window;
  });
}

/** A cancelled booking as the cancellations panel reads it. */
export type CancelledBooking = {
  lines: PriceLine[];
  checkIn: string;
  paymentStatus: PaymentStatus;
  chargedMinor: number;
  refundedMinor: number;
  refundOwedMinor: number;
  /** `desk:<bookingId>` for a booking paid at the desk: its money counts as taken (decision 055). */
  paymentIntentId: string;
};
export type CancellationFigures = {
  count: number;
  /** The unit-nights the cancelled stays gave back, of the unit types reported. */
  unitNights: number;
  /** Given back, or decided to be. */
  refunded: number;
  /** What the resort keeps under the cancellation policy (charged less refunded). */
  kept: number;
};

/**
 * Cancellations: the bookings cancelled (with at least one night of the unit types reported), the
 * unit-nights they released, the money refunded and kept. A request declined or withdrawn was
 * never charged: it keeps nothing.
 */
export function cancellationsOf(
  bookings: CancelledBooking[],
  unitTypes: readonly RateUnitType[],
): CancellationFigures {
  const wanted = new Set<RateUnitType>(unitTypes);
  const figures: CancellationFigures = { count: 0, unitNights: 0, refunded: 0, kept: 0 };
  for (const booking of bookings) {
    const nights = soldNightsOf(booking.lines, booking.checkIn).filter((night) =>
      wanted.has(night.unitType),
    );
    if (nights.length === 0) continue;
    figures.count += 1;
    figures.unitNights += nights.reduce((sum, night) => sum + night.units, 0);
    figures.refunded += booking.refundOwedMinor;
    figures.kept += keptMinorOf(booking);
  }
  return figures;
}
