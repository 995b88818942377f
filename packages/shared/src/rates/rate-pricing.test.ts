import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isDiscountLine,
  isExtraLine,
  isStayLine,
  type Price,
  priceCampStay,
  pricePackageStay,
  priceParkingStay,
  priceRoomStay,
  type Rates,
  stayNightsOf,
} from "../booking/pricing";
import { addDaysIso, isWeekendDate, listNights } from "../dates/stay-dates";
import { nightRuns } from "./night-runs";
import { allocate, type PromoTerms, promoStayRefusal } from "./promo-codes";
import {
  applyRateEdit,
  type NightRule,
  RATE_FIELDS,
  RATE_UNIT_TYPES,
  type RateCalendar,
  type RateEditFields,
  type RateUnitType,
} from "./rate-calendar";
import { findStayRuleBreak } from "./stay-rules";

/** Property tests of the rate calendar's pricing (decision 025): what is charged is what is shown. */

const FIRST = "2026-12-20";
const dayOf = (offset: number) => addDaysIso(FIRST, offset);

const amount = fc.integer({ min: 1, max: 2_000_000 });
const rule: fc.Arbitrary<NightRule> = fc.record(
  { nightlyRate: amount, weekendRate: amount },
  { requiredKeys: [] },
);
/** A sparse calendar over the first 40 days: some nights of some unit types set. */
const calendar: fc.Arbitrary<RateCalendar> = fc
  .array(fc.tuple(fc.constantFrom(...RATE_UNIT_TYPES), fc.integer({ min: 0, max: 39 }), rule), {
    maxLength: 40,
  })
  .map((entries) => {
    const result: RateCalendar = {};
    for (const [unitType, offset, nightRule] of entries) {
      result[unitType] = { ...result[unitType], [dayOf(offset)]: nightRule };
    }
    return result;
  });
const rates = (cal: RateCalendar | undefined): fc.Arbitrary<Rates> =>
  fc.record({
    room: fc.record({ master: amount, kids: amount }),
    camp: amount,
    parking: fc.record({ weekday: amount, weekend: amount }),
    calendar: fc.constant(cal),
  });
const stay = fc
  .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 30 }))
  .map(([start, nights]) => ({ checkIn: dayOf(start), checkOut: dayOf(start + nights) }));
const promo: fc.Arbitrary<PromoTerms | undefined> = fc.option(
  fc.record({
    id: fc.constant("p1"),
    code: fc.constant("WINTER"),
    percentOff: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    amountOffMinor: amount,
    stayFrom: fc.option(fc.integer({ min: 0, max: 20 }).map(dayOf), { nil: null }),
    stayTo: fc.option(fc.integer({ min: 20, max: 39 }).map(dayOf), { nil: null }),
    unitTypes: fc.option(fc.subarray([...RATE_UNIT_TYPES], { minLength: 1 }), { nil: null }),
    minNights: fc.constant(null),
  }),
  { nil: undefined },
);

const sum = (items: { amount: number }[]) => items.reduce((total, item) => total + item.amount, 0);

function expectAddsUp(price: Price, checkIn: string) {
  expect(sum(price.lines)).toBe(price.total);
  const nights = listNights(checkIn, addDaysIso(checkIn, price.nights));
  expect(price.nightly.map((night) => night.date)).toEqual(nights);
  const extras = sum(price.lines.filter(isExtraLine));
  expect(sum(price.nightly) + extras - price.discount).toBe(price.total);
  for (const line of price.lines.filter(isStayLine)) {
    expect(sum(line.nightly ?? [])).toBe(line.amount);
  }
  const discount = price.lines.find(isDiscountLine);
  expect(discount ? -discount.amount : 0).toBe(price.discount);
  if (discount) expect(sum(discount.nightly)).toBe(discount.amount);
  expect(price.discount).toBeGreaterThanOrEqual(0);
  expect(price.discount).toBeLessThanOrEqual(sum(price.nightly));
  expect(stayNightsOf(price.lines, checkIn)).toEqual(price.nightly);
}

describe("the price of a stay is the sum of its nights", () => {
  it("lines, nights and discount always add up to the total (rooms)", () => {
    fc.assert(
      fc.property(
        calendar.chain((cal) => rates(cal)),
        stay,
        fc.constantFrom("master" as const, "kids" as const),
        fc.integer({ min: 1, max: 4 }),
        promo,
        (r, dates, roomType, quantity, terms) => {
          const price = priceRoomStay(r, { roomType, quantity, ...dates, promo: terms });
          expectAddsUp(price, dates.checkIn);
        },
      ),
    );
  });

  it("lines, nights and discount always add up to the total (packages and parking)", () => {
    fc.assert(
      fc.property(
        calendar.chain((cal) => rates(cal)),
        stay,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        promo,
        (r, dates, units, parkingSpots, terms) => {
          expectAddsUp(
            pricePackageStay(r, { units, parkingSpots, ...dates, promo: terms }),
            dates.checkIn,
          );
          expectAddsUp(
            priceParkingStay(r, { quantity: units, ...dates, promo: terms }),
            dates.checkIn,
          );
        },
      ),
    );
  });

  it("with no rate set, the total is the spec's formula (section 9)", () => {
    fc.assert(
      fc.property(rates(undefined), stay, fc.integer({ min: 1, max: 4 }), (r, dates, quantity) => {
        const nights = listNights(dates.checkIn, dates.checkOut).length;
        const room = priceRoomStay(r, { roomType: "master", quantity, ...dates });
        expect(room.total).toBe(r.room.master * quantity * nights);
        const parkingRate = isWeekendDate(dates.checkIn) ? r.parking.weekend : r.parking.weekday;
        expect(priceParkingStay(r, { quantity, ...dates }).total).toBe(parkingRate * nights);
        const pack = pricePackageStay(r, { units: quantity, parkingSpots: 1, ...dates });
        expect(pack.total).toBe(
          (r.room.master + r.room.kids + r.camp) * quantity * nights + parkingRate * nights,
        );
      }),
    );
  });

  it("a set night costs its rate (the weekend rate on Saturday and Sunday nights)", () => {
    const r: Rates = {
      room: { master: 95_000, kids: 65_000 },
      camp: 45_000,
      parking: { weekday: 15_000, weekend: 20_000 },
      calendar: {
        // Thu 31 Dec 2026 to Sun 3 Jan 2027: peak, with a weekend rate.
        master: Object.fromEntries(
          ["2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03"].map((date) => [
            date,
            { nightlyRate: 250_000, weekendRate: 300_000 },
          ]),
        ),
        // A parking night set on a weekday stay: night by night, slots still not multiplied.
        parking: { "2026-12-31": { nightlyRate: 40_000 } },
      },
    };
    const room = priceRoomStay(r, {
      roomType: "master",
      quantity: 2,
      checkIn: "2026-12-30",
      checkOut: "2027-01-04",
    });
    expect(room.nightly).toEqual([
      { date: "2026-12-30", amount: 190_000 },
      { date: "2026-12-31", amount: 500_000 },
      { date: "2027-01-01", amount: 500_000 },
      { date: "2027-01-02", amount: 600_000 },
      { date: "2027-01-03", amount: 600_000 },
    ]);
    expect(room.total).toBe(2_390_000);
    expect(room.unitPrice).toBe(95_000);
    const parking = priceParkingStay(r, {
      quantity: 3,
      checkIn: "2026-12-30",
      checkOut: "2027-01-01",
    });
    expect(parking.nightly.map((night) => night.amount)).toEqual([15_000, 40_000]);
  });
});

describe("promo discounts (decision 026)", () => {
  const r: Rates = {
    room: { master: 100_000, kids: 65_000 },
    camp: 33_333,
    parking: { weekday: 15_000, weekend: 20_000 },
  };
  const terms = (over: Partial<PromoTerms>): PromoTerms => ({
    id: "p1",
    code: "SAVE",
    percentOff: null,
    amountOffMinor: null,
    stayFrom: null,
    stayTo: null,
    unitTypes: null,
    minNights: null,
    ...over,
  });

  it("a percent is rounded once, to the fils, and spread over the nights it covers", () => {
    const price = priceCampStay(r, {
      quantity: 1,
      checkIn: "2026-12-30",
      checkOut: "2027-01-02",
      promo: terms({ percentOff: 15 }),
    });
    // 3 nights x 33,333 = 99,999; 15% = 14,999.85 -> 15,000 fils.
    expect(price.discount).toBe(15_000);
    const line = price.lines.find(isDiscountLine);
    expect(line?.nightly.map((night) => night.amount)).toEqual([-5_000, -5_000, -5_000]);
    expect(price.total).toBe(99_999 - 15_000);
  });

  it("a fixed amount never takes more than the nights it covers", () => {
    const price = priceRoomStay(r, {
      roomType: "master",
      quantity: 1,
      checkIn: "2026-12-30",
      checkOut: "2027-01-02",
      promo: terms({ amountOffMinor: 150_000, stayFrom: "2027-01-01" }),
    });
    expect(price.discount).toBe(100_000);
    expect(price.lines.find(isDiscountLine)?.nightly).toEqual([
      { date: "2027-01-01", amount: -100_000 },
    ]);
  });

  it("only the unit types it names, never the activities", () => {
    const price = pricePackageStay(
      {
        ...r,
        extras: [
          {
            id: "x1",
            slug: "safari",
            name: "Safari",
            nameAr: "سفاري",
            priceType: "person",
            priceMinor: 30_000,
            days: [0, 1, 2, 3, 4, 5, 6],
            dailyCapacity: 10,
          },
        ],
      },
      {
        units: 1,
        parkingSpots: 0,
        checkIn: "2026-12-30",
        checkOut: "2026-12-31",
        extras: [{ id: "x1", date: "2026-12-30", quantity: 2 }],
        promo: terms({ percentOff: 50, unitTypes: ["kids"] }),
      },
    );
    expect(price.discount).toBe(32_500);
    expect(price.total).toBe(100_000 + 65_000 + 33_333 + 60_000 - 32_500);
  });
});

describe("precedence of edits (decision 025)", () => {
  const field = fc.constantFrom(...RATE_FIELDS);
  const value = (name: (typeof RATE_FIELDS)[number]) =>
    name === "closedToArrival" || name === "closedToDeparture"
      ? fc.option(fc.boolean(), { nil: null })
      : fc.option(fc.integer({ min: 1, max: 30 }), { nil: null });
  const edit = fc
    .tuple(
      fc.integer({ min: 0, max: 9 }),
      fc.integer({ min: 0, max: 9 }),
      fc.array(
        field.chain((name) => value(name).map((v) => [name, v] as const)),
        { maxLength: 6 },
      ),
    )
    .map(([a, b, fields]) => ({
      from: Math.min(a, b),
      to: Math.max(a, b),
      fields: Object.fromEntries(fields) as RateEditFields,
    }));

  it("each night's field is the one the latest edit covering it named; null and false clear", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), (edits) => {
        const nights = new Map<number, NightRule>();
        for (const { from, to, fields } of edits) {
          for (let night = from; night <= to; night++) {
            nights.set(night, applyRateEdit(nights.get(night), fields));
          }
        }
        for (let night = 0; night <= 9; night++) {
          for (const name of RATE_FIELDS) {
            const last = edits.findLast(
              (candidate) =>
                candidate.from <= night && night <= candidate.to && name in candidate.fields,
            );
            const expected = last?.fields[name];
            const stored = nights.get(night)?.[name];
            if (expected === undefined || expected === null || expected === false) {
              expect(stored).toBeUndefined();
            } else {
              expect(stored).toBe(expected);
            }
          }
        }
      }),
    );
  });

  it("an edit that names no field leaves the night as it was", () => {
    const before: NightRule = { nightlyRate: 100, minNights: 2 };
    expect(applyRateEdit(before, {})).toEqual(before);
    expect(applyRateEdit(before, { nightlyRate: null })).toEqual({ minNights: 2 });
  });
});

describe("stay rules name the rule and the date", () => {
  const unit: RateUnitType = "master";
  const cal: RateCalendar = {
    master: {
      "2026-12-31": { minNights: 2 },
      "2027-01-01": { minNights: 3, closedToDeparture: true },
      "2027-01-05": { maxNights: 3 },
      "2027-01-10": { closedToArrival: true },
    },
  };

  it.each([
    ["2026-12-31", "2027-01-01", { code: "CLOSED_TO_DEPARTURE", date: "2027-01-01" }],
    ["2026-12-30", "2026-12-31", null],
    ["2026-12-31", "2027-01-02", { code: "STAY_TOO_SHORT", date: "2027-01-01", nights: 3 }],
    ["2026-12-30", "2027-01-02", null],
    ["2026-12-29", "2027-01-03", null],
    ["2027-01-04", "2027-01-08", { code: "STAY_TOO_LONG", date: "2027-01-05", nights: 3 }],
    ["2027-01-05", "2027-01-08", null],
    ["2027-01-10", "2027-01-12", { code: "CLOSED_TO_ARRIVAL", date: "2027-01-10" }],
    ["2027-01-09", "2027-01-12", null],
  ] as const)("%s to %s", (checkIn, checkOut, expected) => {
    const found = findStayRuleBreak(cal, [unit], checkIn, checkOut);
    expect(found).toEqual(expected === null ? null : { unitType: unit, ...expected });
  });

  it("a package breaks a rule of any of its parts; other unit types are not ruled", () => {
    const tentRule: RateCalendar = { camp: { "2026-12-31": { minNights: 2 } } };
    expect(findStayRuleBreak(tentRule, ["master"], "2026-12-31", "2027-01-01")).toBeNull();
    expect(
      findStayRuleBreak(tentRule, ["master", "kids", "camp"], "2026-12-31", "2027-01-01"),
    ).toEqual({ code: "STAY_TOO_SHORT", unitType: "camp", date: "2026-12-31", nights: 2 });
  });
});

describe("night runs", () => {
  it("group consecutive nights at one price and keep the sum", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 30 }), (prices) => {
        const nightly = prices.map((price, index) => ({ date: dayOf(index), amount: price * 100 }));
        const runs = nightRuns(nightly);
        expect(runs.reduce((total, run) => total + run.total, 0)).toBe(sum(nightly));
        expect(runs.reduce((total, run) => total + run.nights, 0)).toBe(nightly.length);
        for (const [index, run] of runs.entries()) {
          expect(run.total).toBe(run.amount * run.nights);
          const next = runs[index + 1];
          if (next) expect(next.amount).not.toBe(run.amount);
        }
      }),
    );
  });
});

describe("promo terms", () => {
  const base: PromoTerms = {
    id: "p1",
    code: "SAVE",
    percentOff: 10,
    amountOffMinor: null,
    stayFrom: "2027-01-01",
    stayTo: "2027-01-31",
    unitTypes: ["camp"],
    minNights: 2,
  };

  it.each([
    ["too short", "2027-01-05", "2027-01-06", ["camp"], { code: "PROMO_MIN_NIGHTS", nights: 2 }],
    ["no covered night", "2026-12-20", "2026-12-23", ["camp"], { code: "PROMO_NOT_FOR_STAY" }],
    [
      "no covered unit type",
      "2027-01-05",
      "2027-01-08",
      ["master"],
      { code: "PROMO_NOT_FOR_STAY" },
    ],
    ["fits across the window's start", "2026-12-30", "2027-01-02", ["camp"], null],
  ] as const)("%s", (_label, checkIn, checkOut, unitTypes, expected) => {
    const refusal = promoStayRefusal(base, { checkIn, checkOut, unitTypes });
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatchObject(expected);
  });

  it("allocate splits in whole fils that add up, by largest remainder", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          const weight = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(weight === 0 ? 0 : total);
          expect(parts.every((part) => part >= 0)).toBe(true);
        },
      ),
    );
  });
});
