import { describe, expect, it } from "vitest";
import {
  isStayLine,
  pricePackageStay,
  priceParkingStay,
  priceRoomStay,
  type Rates,
  type StayLine,
} from "./pricing";
import {
  lowestUnitRate,
  nightlyRateOf,
  nightPriceParts,
  stayLineNightParts,
  unitNightsOf,
} from "./unit-nights";

const rates: Rates = {
  room: { master: 95_000, kids: 65_000 },
  camp: 45_000,
  parking: { weekday: 15_000, weekend: 20_000 },
  // The audit's stay (decision 025): nights at 1,200 and 1,400, the catalogue saying 950.
  calendar: {
    master: { "2026-12-01": { nightlyRate: 120_000 }, "2026-12-02": { nightlyRate: 140_000 } },
  },
};

describe("a unit's price each night and how it reads (decision 025)", () => {
  it("a room's nights are its priced nights, per room, never the catalogue's rate", () => {
    const price = priceRoomStay(rates, {
      roomType: "master",
      quantity: 2,
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
    });
    expect(unitNightsOf(price.lines, "2026-12-01")).toEqual([
      { date: "2026-12-01", amount: 120_000 },
      { date: "2026-12-02", amount: 140_000 },
    ]);
    expect(nightlyRateOf(unitNightsOf(price.lines, "2026-12-01"))).toEqual({
      kind: "varies",
      lowest: 120_000,
      highest: 140_000,
      average: 130_000,
    });
  });

  it("a package unit is its master room, kids room and tent together; its caravan spots apart", () => {
    const price = pricePackageStay(rates, {
      units: 2,
      parkingSpots: 1,
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
    });
    expect(unitNightsOf(price.lines, "2026-12-01")).toEqual([
      { date: "2026-12-01", amount: 120_000 + 65_000 + 45_000 },
      { date: "2026-12-02", amount: 140_000 + 65_000 + 45_000 },
    ]);
  });

  it("a parking stay's night is one price whatever the slots; the same price reads as one", () => {
    const price = priceParkingStay(rates, {
      quantity: 3,
      checkIn: "2026-12-07",
      checkOut: "2026-12-09",
    });
    const nights = unitNightsOf(price.lines, "2026-12-07");
    expect(nights.map((night) => night.amount)).toEqual([15_000, 15_000]);
    expect(nightlyRateOf(nights)).toEqual({ kind: "same", amount: 15_000 });
  });

  it("lines sold before the rate calendar count each night at their perNight; no nights, no rate", () => {
    const sold = [{ service: "camp" as const, quantity: 2, perNight: 90_000, amount: 270_000 }];
    expect(unitNightsOf(sold, "2026-12-01")).toEqual([
      { date: "2026-12-01", amount: 45_000 },
      { date: "2026-12-02", amount: 45_000 },
      { date: "2026-12-03", amount: 45_000 },
    ]);
    expect(nightlyRateOf([])).toBeUndefined();
  });

  it("a 'from' is the lowest night's price, set rates and the catalogue's alike", () => {
    const december = ["2026-11-30", "2026-12-01", "2026-12-02"];
    expect(lowestUnitRate(rates, ["master"], december)).toBe(95_000);
    expect(lowestUnitRate(rates, ["master"], december.slice(1))).toBe(120_000);
    expect(lowestUnitRate(rates, ["master", "kids", "camp"], december.slice(1))).toBe(230_000);
    expect(lowestUnitRate(rates, ["master"], [])).toBeUndefined();
  });
});

/** A stay line's night in parts of units x unit price as sold (decisions 049 and 048). */
describe("a stay line's night in units at their prices", () => {
  const may = (rate: number): Rates => ({
    ...rates,
    calendar: {
      master: { "2027-05-03": { nightlyRate: rate }, "2027-05-04": { nightlyRate: rate } },
    },
  });
  const stay = { checkIn: "2027-05-03", checkOut: "2027-05-05" };

  it("parking's 2 spots are one price a night for both, never divided per spot", () => {
    const price = priceParkingStay(rates, {
      quantity: 2,
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
    });
    const nights = stayLineNightParts(price.lines.filter(isStayLine)[0] as StayLine, "2026-12-01");
    expect(nights.map((night) => night.parts)).toEqual([
      [{ kind: "spots", spots: 2, amount: 15_000 }],
      [{ kind: "spots", spots: 2, amount: 15_000 }],
    ]);
  });

  it("1 room sold at 950 and 2 added at 1,000 read as 1 x 950 + 2 x 1,000, stored as sold", () => {
    const sold = priceRoomStay(may(95_000), { roomType: "master", quantity: 1, ...stay });
    const changed = priceRoomStay(may(100_000), {
      roomType: "master",
      quantity: 3,
      ...stay,
      sold: { lines: sold.lines, checkIn: stay.checkIn },
    });
    const line = changed.lines.filter(isStayLine)[0] as StayLine;
    expect(line.amount).toBe(2 * (95_000 + 2 * 100_000));
    expect(stayLineNightParts(line, stay.checkIn).map((night) => night.parts)).toEqual([
      [
        { kind: "units", units: 1, unitPrice: 95_000 },
        { kind: "units", units: 2, unitPrice: 100_000 },
      ],
      [
        { kind: "units", units: 1, unitPrice: 95_000 },
        { kind: "units", units: 2, unitPrice: 100_000 },
      ],
    ]);
    // Changed again with one room fewer: the room kept first keeps 950, one added keeps 1,000.
    const again = priceRoomStay(may(120_000), {
      roomType: "master",
      quantity: 2,
      ...stay,
      sold: { lines: changed.lines, checkIn: stay.checkIn },
    });
    const kept = again.lines.filter(isStayLine)[0] as StayLine;
    expect(stayLineNightParts(kept, stay.checkIn)[0]?.parts).toEqual([
      { kind: "units", units: 1, unitPrice: 95_000 },
      { kind: "units", units: 1, unitPrice: 100_000 },
    ]);
    expect(kept.amount).toBe(2 * 195_000);
  });

  it("2 rooms at 950 and 1,000 never read as 2 x 975, a price neither was sold at", () => {
    const sold = priceRoomStay(may(95_000), { roomType: "master", quantity: 1, ...stay });
    const changed = priceRoomStay(may(100_000), {
      roomType: "master",
      quantity: 2,
      ...stay,
      sold: { lines: sold.lines, checkIn: stay.checkIn },
    });
    const line = changed.lines.filter(isStayLine)[0] as StayLine;
    const parts = stayLineNightParts(line, stay.checkIn)[0]?.parts;
    expect(parts).toEqual([
      { kind: "units", units: 1, unitPrice: 95_000 },
      { kind: "units", units: 1, unitPrice: 100_000 },
    ]);
    expect(parts).not.toContainEqual({ kind: "units", units: 2, unitPrice: 97_500 });
  });

  it("a night stored without unit prices that does not divide reads as its units together", () => {
    // Sold before unit prices were stored: 3 rooms for 2,950, no one price for each.
    expect(nightPriceParts({ date: "2027-05-03", amount: 295_000 }, 3, { parking: false })).toEqual(
      [{ kind: "together", units: 3, amount: 295_000 }],
    );
    expect(nightPriceParts({ date: "2027-05-03", amount: 285_000 }, 3, { parking: false })).toEqual(
      [{ kind: "units", units: 3, unitPrice: 95_000 }],
    );
    // Stored unit prices that do not add up to the night are not believed.
    expect(
      nightPriceParts(
        { date: "2027-05-03", amount: 295_000, units: [{ count: 3, price: 95_000 }] },
        3,
        { parking: false },
      ),
    ).toEqual([{ kind: "together", units: 3, amount: 295_000 }]);
  });
});
