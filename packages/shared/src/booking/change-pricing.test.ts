import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysIso, listNights } from "../dates/stay-dates";
import type { RateCalendar } from "../rates/rate-calendar";
import {
  isStayLine,
  type Price,
  type PriceLine,
  pricePackageStay,
  priceParkingStay,
  priceRoomStay,
  type Rates,
  type StayLine,
} from "./pricing";

/** A change keeps the sold price of the nights the booking holds (decision 025). */

const base: Rates = {
  room: { master: 95_000, kids: 65_000 },
  camp: 45_000,
  parking: { weekday: 15_000, weekend: 20_000 },
};
/** Every night from 1 to 31 May 2027 set at `rate` for master rooms. */
const raised = (rate: number): Rates => ({
  ...base,
  calendar: {
    master: Object.fromEntries(
      listNights("2027-05-01", "2027-06-01").map((date) => [date, { nightlyRate: rate }]),
    ),
  },
});

const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);
const stayLines = (price: Price) => price.lines.filter(isStayLine);

function expectAddsUp(price: Price) {
  expect(sum(price.lines)).toBe(price.total);
  for (const line of stayLines(price)) expect(sum(line.nightly ?? [])).toBe(line.amount);
}

describe("a change's price (sold nights keep their price)", () => {
  const sold = priceRoomStay(base, {
    roomType: "master",
    quantity: 1,
    checkIn: "2027-05-03",
    checkOut: "2027-05-05",
  });
  const soldStay = { lines: sold.lines, checkIn: "2027-05-03" };

  it("the same nights cost what they were sold for after a rate rise", () => {
    const price = priceRoomStay(raised(150_000), {
      roomType: "master",
      quantity: 1,
      checkIn: "2027-05-03",
      checkOut: "2027-05-05",
      sold: soldStay,
    });
    expect(price.total).toBe(190_000);
    expectAddsUp(price);
  });

  it("a night added costs today's rate, kept nights their sold price", () => {
    const price = priceRoomStay(raised(150_000), {
      roomType: "master",
      quantity: 1,
      checkIn: "2027-05-03",
      checkOut: "2027-05-06",
      sold: soldStay,
    });
    expect(stayLines(price)[0]?.nightly?.map((night) => night.amount)).toEqual([
      95_000, 95_000, 150_000,
    ]);
    expect(price.total).toBe(340_000);
  });

  it("a unit added costs today's rate, the held unit its sold price", () => {
    const price = priceRoomStay(raised(150_000), {
      roomType: "master",
      quantity: 2,
      checkIn: "2027-05-03",
      checkOut: "2027-05-05",
      sold: soldStay,
    });
    expect(stayLines(price)[0]?.nightly?.map((night) => night.amount)).toEqual([245_000, 245_000]);
  });

  it("fewer units keep the sold per-unit price", () => {
    const two = priceRoomStay(base, {
      roomType: "master",
      quantity: 2,
      checkIn: "2027-05-03",
      checkOut: "2027-05-05",
    });
    const price = priceRoomStay(raised(150_000), {
      roomType: "master",
      quantity: 1,
      checkIn: "2027-05-03",
      checkOut: "2027-05-05",
      sold: { lines: two.lines, checkIn: "2027-05-03" },
    });
    expect(price.total).toBe(190_000);
  });

  it("lines sold before the rate calendar (no nightly) count each night at perNight", () => {
    const old: StayLine = {
      service: "room:master",
      quantity: 1,
      perNight: 80_000,
      amount: 160_000,
    };
    const price = priceRoomStay(raised(150_000), {
      roomType: "master",
      quantity: 1,
      checkIn: "2027-05-04",
      checkOut: "2027-05-06",
      sold: { lines: [old], checkIn: "2027-05-03" },
    });
    expect(stayLines(price)[0]?.nightly?.map((night) => night.amount)).toEqual([80_000, 150_000]);
  });

  it("parking keeps a kept night's sold amount, slots not multiplying", () => {
    const parked = priceParkingStay(base, {
      quantity: 1,
      checkIn: "2027-05-03",
      checkOut: "2027-05-05",
    });
    const price = priceParkingStay(
      { ...base, parking: { weekday: 50_000, weekend: 60_000 } },
      {
        quantity: 3,
        checkIn: "2027-05-04",
        checkOut: "2027-05-06",
        sold: { lines: parked.lines, checkIn: "2027-05-03" },
      },
    );
    expect(stayLines(price)[0]?.nightly?.map((night) => night.amount)).toEqual([15_000, 50_000]);
  });

  it("a room type the booking did not hold is priced at today's rates", () => {
    const price = priceRoomStay(base, {
      roomType: "kids",
      quantity: 1,
      checkIn: "2027-05-03",
      checkOut: "2027-05-05",
      sold: soldStay,
    });
    expect(price.total).toBe(130_000);
  });
});

describe("a change's price, properties", () => {
  const rate = fc.integer({ min: 1, max: 500_000 });
  const calendarOf = (rates: number[], from: string): RateCalendar => ({
    master: Object.fromEntries(rates.map((r, i) => [addDaysIso(from, i), { nightlyRate: r }])),
    kids: Object.fromEntries(rates.map((r, i) => [addDaysIso(from, i), { nightlyRate: r + 1 }])),
    camp: Object.fromEntries(rates.map((r, i) => [addDaysIso(from, i), { nightlyRate: r + 2 }])),
    parking: Object.fromEntries(rates.map((r, i) => [addDaysIso(from, i), { nightlyRate: r + 3 }])),
  });
  const from = "2027-03-01";

  it("kept nights keep their sold price whatever the calendar says; added ones follow it; lines add up", () => {
    fc.assert(
      fc.property(
        fc.array(rate, { minLength: 20, maxLength: 20 }),
        fc.array(rate, { minLength: 20, maxLength: 20 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (soldRates, nowRates, inA, lenA, inB, lenB, unitsA, unitsB, parkA, parkB) => {
          const soldRatesOf = { ...base, calendar: calendarOf(soldRates, from) };
          const today = { ...base, calendar: calendarOf(nowRates, from) };
          const a = { checkIn: addDaysIso(from, inA), checkOut: addDaysIso(from, inA + lenA) };
          const b = { checkIn: addDaysIso(from, inB), checkOut: addDaysIso(from, inB + lenB) };
          const sold = pricePackageStay(soldRatesOf, { ...a, units: unitsA, parkingSpots: parkA });
          const changed = pricePackageStay(today, {
            ...b,
            units: unitsB,
            parkingSpots: parkB,
            sold: { lines: sold.lines as PriceLine[], checkIn: a.checkIn },
          });
          const fresh = pricePackageStay(today, { ...b, units: unitsB, parkingSpots: parkB });
          expectAddsUp(changed);
          for (const line of stayLines(changed)) {
            const soldLine = stayLines(sold).find(
              (candidate) => candidate.service === line.service,
            );
            const freshLine = stayLines(fresh).find(
              (candidate) => candidate.service === line.service,
            );
            for (const night of line.nightly ?? []) {
              const soldNight = soldLine?.nightly?.find((n) => n.date === night.date);
              const freshNight = freshLine?.nightly?.find((n) => n.date === night.date);
              if (!soldLine || !soldNight) {
                expect(night.amount).toBe(freshNight?.amount);
              } else if (line.service === "parking") {
                expect(night.amount).toBe(soldNight.amount);
              } else {
                const kept = Math.min(line.quantity, soldLine.quantity);
                const perUnitSold = soldNight.amount / soldLine.quantity;
                const perUnitNow = (freshNight?.amount ?? 0) / line.quantity;
                expect(night.amount).toBe(perUnitSold * kept + perUnitNow * (line.quantity - kept));
              }
            }
          }
          // The same stay again costs exactly what it was sold for.
          const same = pricePackageStay(today, {
            ...a,
            units: unitsA,
            parkingSpots: parkA,
            sold: { lines: sold.lines, checkIn: a.checkIn },
          });
          expect(same.total).toBe(sold.total);
        },
      ),
    );
  });
});
