import { describe, expect, it } from "vitest";
import { type PriceLine, pricePackageStay, priceRoomStay, type Rates } from "../booking/pricing";
import {
  buildOccupancyReport,
  cancellationsOf,
  type OccupancyFacts,
  periodOf,
  pickupOf,
  reportPeriods,
  soldNightsOf,
} from "./occupancy-report";
import type { PromoTerms } from "./promo-codes";
import { RATE_UNIT_TYPES } from "./rate-calendar";
import { figuresToWire } from "./report-schemas";

const rates: Rates = {
  room: { master: 95_000, kids: 65_000 },
  camp: 45_000,
  parking: { weekday: 15_000, weekend: 20_000 },
  calendar: { master: { "2026-12-31": { nightlyRate: 300_000 } } },
};

const promo = (terms: Partial<PromoTerms>): PromoTerms => ({
  id: "promo-1",
  code: "DUNES",
  percentOff: 10,
  amountOffMinor: null,
  stayFrom: null,
  stayTo: null,
  unitTypes: null,
  minNights: null,
  ...terms,
});

const sum = (values: { amount: number }[]) => values.reduce((acc, value) => acc + value.amount, 0);

describe("periods: days, ISO weeks (Monday first) and months, cut to the range", () => {
  it("puts a night in its week and month", () => {
    // 2026-12-03 is a Thursday; its ISO week runs Monday 30 November to Sunday 6 December.
    expect(periodOf("2026-12-03", "week")).toEqual({ start: "2026-11-30", end: "2026-12-06" });
    expect(periodOf("2026-12-06", "week")).toEqual({ start: "2026-11-30", end: "2026-12-06" });
    expect(periodOf("2026-12-07", "week")).toEqual({ start: "2026-12-07", end: "2026-12-13" });
    expect(periodOf("2028-02-10", "month")).toEqual({ start: "2028-02-01", end: "2028-02-29" });
  });

  it("lists the periods of a range, the first and last cut to it", () => {
    expect(reportPeriods("2026-12-03", "2026-12-15", "week")).toEqual([
      { start: "2026-12-03", end: "2026-12-06" },
      { start: "2026-12-07", end: "2026-12-13" },
      { start: "2026-12-14", end: "2026-12-15" },
    ]);
    expect(reportPeriods("2026-11-20", "2027-01-05", "month")).toEqual([
      { start: "2026-11-20", end: "2026-11-30" },
      { start: "2026-12-01", end: "2026-12-31" },
      { start: "2027-01-01", end: "2027-01-05" },
    ]);
    expect(reportPeriods("2026-12-30", "2027-01-01", "day").map((p) => p.start)).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
  });
});

describe("soldNightsOf: the nights as sold, net of the discount, night by night", () => {
  it("reads each night of a stay line at its own price", () => {
    const price = priceRoomStay(rates, {
      roomType: "master",
      quantity: 2,
      checkIn: "2026-12-30",
      checkOut: "2027-01-01",
    });
    expect(soldNightsOf(price.lines, "2026-12-30")).toEqual([
      { unitType: "master", date: "2026-12-30", units: 2, amount: 190_000 },
      { unitType: "master", date: "2026-12-31", units: 2, amount: 600_000 },
    ]);
  });

  it("takes a percent code off each night, and the nights add up to what was charged", () => {
    const price = priceRoomStay(rates, {
      roomType: "master",
      quantity: 1,
      checkIn: "2026-12-30",
      checkOut: "2027-01-01",
      promo: promo({ percentOff: 10 }),
    });
    const nights = soldNightsOf(price.lines, "2026-12-30");
    expect(nights.map((night) => night.amount)).toEqual([85_500, 270_000]);
    expect(sum(nights)).toBe(price.total);
  });

  it("splits a package night's discount over the unit types the code covered only", () => {
    const price = pricePackageStay(rates, {
      units: 1,
      parkingSpots: 1,
      checkIn: "2026-12-01", // a Tuesday: parking at the weekday rate
      checkOut: "2026-12-03",
      promo: promo({ percentOff: null, amountOffMinor: 50_000, unitTypes: ["camp", "parking"] }),
    });
    const nights = soldNightsOf(price.lines, "2026-12-01");
    const byType = (type: string) =>
      nights.filter((night) => night.unitType === type).map((night) => night.amount);
    expect(byType("master")).toEqual([95_000, 95_000]);
    expect(byType("kids")).toEqual([65_000, 65_000]);
    // 25,000 off each night, split 45:15 between the tent and the caravan spot.
    expect(byType("camp")).toEqual([26_250, 26_250]);
    expect(byType("parking")).toEqual([8_750, 8_750]);
    expect(sum(nights)).toBe(price.total);
  });

  it("shares a night's discount over every line when the code's unit types were not stored", () => {
    const price = pricePackageStay(rates, {
      units: 1,
      parkingSpots: 0,
      checkIn: "2026-12-01",
      checkOut: "2026-12-02",
      promo: promo({ percentOff: 10 }),
    });
    const nights = soldNightsOf(price.lines, "2026-12-01");
    expect(nights.map((night) => night.amount)).toEqual([85_500, 58_500, 40_500]);
    expect(sum(nights)).toBe(price.total);
  });

  it("always adds up to the stay lines plus the discount, for many random stays and codes", () => {
    // A small seeded generator: the same 300 cases every run, no dependency.
    let seed = 20_261_220;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const unitTypes = ["master", "kids", "camp", "parking"] as const;
    for (let run = 0; run < 300; run += 1) {
      const checkIn = `2026-12-${String(1 + next(20)).padStart(2, "0")}`;
      const nights = 1 + next(9);
      const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + nights * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const calendar = Object.fromEntries(
        unitTypes.map((type) => [type, { [checkIn]: { nightlyRate: 10_000 + next(500_000) } }]),
      );
      const covered = unitTypes.filter(() => next(2) === 0);
      const code = promo(
        next(2) === 0
          ? { percentOff: 1 + next(100) }
          : { percentOff: null, amountOffMinor: 1 + next(2_000_000) },
      );
      code.unitTypes = covered.length > 0 && covered.length < 4 ? [...covered] : null;
      const price = pricePackageStay(
        { ...rates, calendar },
        { units: 1 + next(5), parkingSpots: next(3), checkIn, checkOut, promo: code },
      );
      const sold = soldNightsOf(price.lines, checkIn);
      expect(sum(sold)).toBe(price.total);
      expect(sold.every((night) => night.amount >= 0)).toBe(true);
    }
  });

  it("leaves activities out and reads lines sold before the nightly amounts at perNight", () => {
    const old: PriceLine[] = [{ service: "camp", quantity: 2, perNight: 90_000, amount: 270_000 }];
    expect(soldNightsOf(old, "2026-12-01")).toEqual([
      { unitType: "camp", date: "2026-12-01", units: 2, amount: 90_000 },
      { unitType: "camp", date: "2026-12-02", units: 2, amount: 90_000 },
      { unitType: "camp", date: "2026-12-03", units: 2, amount: 90_000 },
    ]);
  });
});

const facts = (overrides: Partial<OccupancyFacts>): OccupancyFacts => ({
  from: "2026-12-01",
  to: "2026-12-14",
  groupBy: "week",
  unitTypes: RATE_UNIT_TYPES,
  units: { master: 6, kids: 4, camp: 10, parking: 5 },
  closed: [],
  sold: [],
  pending: [],
  channel: [],
  revenue: [],
  pendingRevenue: [],
  ...overrides,
});

describe("buildOccupancyReport", () => {
  it("counts available, sold, closed, occupancy, revenue, ADR and RevPAR per period", () => {
    const report = buildOccupancyReport(
      facts({
        unitTypes: ["master"],
        closed: [{ unitType: "master", date: "2026-12-02", quantity: 2 }],
        sold: [
          { unitType: "master", date: "2026-12-01", quantity: 3 },
          { unitType: "master", date: "2026-12-08", quantity: 1 },
          // outside the range: not counted
          { unitType: "master", date: "2026-12-15", quantity: 6 },
        ],
        pending: [{ unitType: "master", date: "2026-12-01", quantity: 1 }],
        revenue: [
          { unitType: "master", date: "2026-12-01", units: 3, amount: 285_000 },
          { unitType: "master", date: "2026-12-08", units: 1, amount: 100_001 },
        ],
        pendingRevenue: [{ unitType: "master", date: "2026-12-01", units: 1, amount: 95_000 }],
      }),
    );
    // Tuesday 1 December: the week of 30 November is cut to the 1st-6th (6 nights).
    expect(report.periods.map((p) => [p.start, p.end])).toEqual([
      ["2026-12-01", "2026-12-06"],
      ["2026-12-07", "2026-12-13"],
      ["2026-12-14", "2026-12-14"],
    ]);
    const [first, second, third] = report.periods;
    expect(first?.units[0]).toEqual({
      unitType: "master",
      capacity: 36,
      closed: 2,
      available: 34,
      sold: 3,
      channel: 0,
      pending: 1,
      revenue: 285_000,
      pendingRevenue: 95_000,
      occupancy: 3 / 34,
      adr: 95_000,
      revpar: Math.round(285_000 / 34),
    });
    expect(second?.units[0]).toMatchObject({ sold: 1, adr: 100_001, capacity: 42 });
    expect(third?.units[0]).toMatchObject({ capacity: 6, sold: 0, adr: null, occupancy: 0 });
    expect(report.total.all).toMatchObject({ capacity: 84, closed: 2, sold: 4, revenue: 385_001 });
  });

  it("adds the unit types up per period, and answers null ratios where nothing could sell", () => {
    const report = buildOccupancyReport(
      facts({
        from: "2026-12-01",
        to: "2026-12-01",
        groupBy: "day",
        units: { master: 2, kids: 0, camp: 1, parking: 5 },
        closed: [{ unitType: "camp", date: "2026-12-01", quantity: 1 }],
        sold: [
          { unitType: "master", date: "2026-12-01", quantity: 2 },
          { unitType: "parking", date: "2026-12-01", quantity: 1 },
        ],
        revenue: [
          { unitType: "master", date: "2026-12-01", units: 2, amount: 190_000 },
          { unitType: "parking", date: "2026-12-01", units: 1, amount: 15_000 },
        ],
      }),
    );
    const [day] = report.periods;
    const kids = day?.units.find((unit) => unit.unitType === "kids");
    const camp = day?.units.find((unit) => unit.unitType === "camp");
    expect(kids).toMatchObject({ available: 0, occupancy: null, revpar: null, adr: null });
    expect(camp).toMatchObject({ capacity: 1, closed: 1, available: 0, occupancy: null });
    expect(day?.all).toMatchObject({ capacity: 8, closed: 1, available: 7, sold: 3 });
    expect(figuresToWire(day?.all ?? report.total.all)).toEqual({
      capacity: 8,
      closed: 1,
      available: 7,
      sold: 3,
      pending: 0,
      revenue: 2050,
      pendingRevenue: 0,
      occupancy: 42.9,
      adr: 683.33,
      revpar: 292.86,
    });
  });

  it("reports only the unit type asked for", () => {
    const report = buildOccupancyReport(
      facts({
        unitTypes: ["parking"],
        sold: [{ unitType: "master", date: "2026-12-01", quantity: 2 }],
        revenue: [{ unitType: "master", date: "2026-12-01", units: 2, amount: 190_000 }],
      }),
    );
    expect(report.total.units.map((unit) => unit.unitType)).toEqual(["parking"]);
    expect(report.total.all).toMatchObject({ capacity: 70, sold: 0, revenue: 0 });
  });
});

describe("pickup and cancellations", () => {
  const night = (date: string, units = 1, amount = 10_000) => ({
    unitType: "camp" as const,
    date,
    units,
    amount,
  });

  it("counts bookings made in the last 7 and 30 Dubai days, by their nights from today on", () => {
    const windows = pickupOf(
      [
        { madeOn: "2026-11-20", nights: [night("2026-11-19"), night("2026-11-20", 2, 30_000)] },
        { madeOn: "2026-11-14", nights: [night("2026-12-01")] },
        { madeOn: "2026-11-13", nights: [night("2026-12-01")] },
        { madeOn: "2026-10-21", nights: [night("2026-12-01")] },
        { madeOn: "2026-10-20", nights: [night("2026-12-01")] },
        // every night already past: no pickup
        { madeOn: "2026-11-18", nights: [night("2026-11-18")] },
      ],
      { today: "2026-11-20", unitTypes: ["camp"] },
    );
    expect(windows).toEqual([
      { days: 7, since: "2026-11-14", bookings: 2, unitNights: 3, revenue: 40_000 },
      { days: 30, since: "2026-10-22", bookings: 3, unitNights: 4, revenue: 50_000 },
    ]);
    expect(
      pickupOf([{ madeOn: "2026-11-20", nights: [night("2026-12-01")] }], {
        today: "2026-11-20",
        unitTypes: ["master"],
      }),
    ).toMatchObject([{ bookings: 0 }, { bookings: 0 }]);
  });

  it("counts cancellations, the nights released, refunded and kept money", () => {
    const lines: PriceLine[] = [
      { service: "camp", quantity: 2, perNight: 90_000, amount: 180_000 },
    ];
    const figures = cancellationsOf(
      [
        {
          lines,
          checkIn: "2026-12-01",
          paymentStatus: "refunded",
          chargedMinor: 180_000,
          refundedMinor: 90_000,
          refundOwedMinor: 90_000,
          paymentIntentId: "pi_card_1",
        },
        // a declined request: nothing was charged, nothing kept
        {
          lines,
          checkIn: "2026-12-01",
          paymentStatus: "refunded",
          chargedMinor: 180_000,
          refundedMinor: 0,
          refundOwedMinor: 0,
          paymentIntentId: "pi_card_2",
        },
        // a desk booking part-paid and cancelled without a refund: the part taken is kept
        {
          lines,
          checkIn: "2026-12-01",
          paymentStatus: "pending",
          chargedMinor: 50_000,
          refundedMinor: 0,
          refundOwedMinor: 0,
          paymentIntentId: "desk:7a0c1c1e-0000-4000-8000-000000000001",
        },
      ],
      ["camp"],
    );
    expect(figures).toEqual({ count: 3, unitNights: 12, refunded: 90_000, kept: 140_000 });
    expect(cancellationsOf([], ["camp"])).toEqual({
      count: 0,
      unitNights: 0,
      refunded: 0,
      kept: 0,
    });
  });
});
