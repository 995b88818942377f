import { describe, expect, it } from "vitest";
import { pricePackageStay, priceParkingStay, priceRoomStay, type Rates } from "./pricing";
import { lowestUnitRate, nightlyRateOf, unitNightsOf } from "./unit-nights";

const rates: Rates = {
  room: { master: 95_000, kids: 65_000 },
  camp: 45_000,
  parking: { weekday: 15_000, weekend: 20_000 },
  // The audit's stay (issue 35, item 2): nights at 1,200 and 1,400, the catalogue saying 950.
  calendar: {
    master: { "2026-12-01": { nightlyRate: 120_000 }, "2026-12-02": { nightlyRate: 140_000 } },
  },
};

describe("a unit's price each night and how it reads (issue 35, item 2)", () => {
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
