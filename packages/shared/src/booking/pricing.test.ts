import { describe, expect, it } from "vitest";
import {
  priceCampStay,
  pricePackageStay,
  priceParkingStay,
  priceRoomStay,
  type Rates,
} from "./pricing";

const rates: Rates = {
  room: { master: 95_000, kids: 65_000 },
  camp: 45_000,
  parking: { weekday: 15_000, weekend: 20_000 },
};

describe("pricing (spec section 9), in fils", () => {
  it.each([
    ["master", 1, "2026-12-01", "2026-12-02", 95_000],
    ["master", 2, "2026-12-01", "2026-12-04", 570_000],
    ["kids", 4, "2026-12-01", "2026-12-03", 520_000],
  ] as const)("room %s x%i from %s to %s = %i", (roomType, quantity, checkIn, checkOut, total) => {
    const price = priceRoomStay(rates, { roomType, quantity, checkIn, checkOut });
    expect(price.total).toBe(total);
    expect(price.unitPrice).toBe(rates.room[roomType]);
  });

  it.each([
    [1, "2026-12-01", "2026-12-02", 45_000],
    [3, "2026-12-01", "2026-12-03", 270_000],
  ])("camp x%i from %s to %s = %i", (quantity, checkIn, checkOut, total) => {
    expect(priceCampStay(rates, { quantity, checkIn, checkOut }).total).toBe(total);
  });

  it.each([
    ["weekday check-in (Mon)", 1, "2026-11-23", "2026-11-25", 30_000],
    ["Saturday check-in", 1, "2026-11-21", "2026-11-23", 40_000],
    ["Sunday check-in", 1, "2026-11-22", "2026-11-23", 20_000],
    ["Friday check-in over the weekend", 1, "2026-11-20", "2026-11-23", 45_000],
    ["slots do not multiply", 3, "2026-11-23", "2026-11-25", 30_000],
  ])("parking, %s", (_label, quantity, checkIn, checkOut, total) => {
    expect(priceParkingStay(rates, { quantity, checkIn, checkOut }).total).toBe(total);
  });

  it("package: per unit one master room, one kids room and one tent every night", () => {
    const price = pricePackageStay(rates, {
      units: 2,
      parkingSpots: 0,
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
    });
    expect(price.total).toBe(2 * 2 * (95_000 + 65_000 + 45_000));
    expect(price.unitPrice).toBe(205_000);
    expect(price.lines.map((line) => [line.service, line.quantity, line.amount])).toEqual([
      ["room:master", 2, 380_000],
      ["room:kids", 2, 260_000],
      ["camp", 2, 180_000],
    ]);
  });

  it("package: plus the caravan spots at the parking price", () => {
    const weekday = pricePackageStay(rates, {
      units: 1,
      parkingSpots: 2,
      checkIn: "2026-11-23",
      checkOut: "2026-11-24",
    });
    expect(weekday.total).toBe(205_000 + 15_000);
    const weekend = pricePackageStay(rates, {
      units: 1,
      parkingSpots: 1,
      checkIn: "2026-11-21",
      checkOut: "2026-11-23",
    });
    expect(weekend.total).toBe(2 * 205_000 + 2 * 20_000);
    expect(weekend.lines.at(-1)).toMatchObject({ service: "parking", quantity: 1, amount: 40_000 });
  });
});
