import { describe, expect, it } from "vitest";
import {
  isExtraLine,
  isStayLine,
  priceCampStay,
  priceExtras,
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

  // Decision 046: a resort whose weekend is Friday and Saturday (0 Sunday ... 6 Saturday).
  const fridaySaturday: Rates = { ...rates, weekendDays: [5, 6] };
  it.each([
    ["Friday check-in", "2026-11-20", "2026-11-22", 40_000],
    ["Saturday check-in", "2026-11-21", "2026-11-23", 40_000],
    ["Sunday check-in: a weekday now", "2026-11-22", "2026-11-24", 30_000],
    ["Thursday check-in over the weekend", "2026-11-19", "2026-11-22", 45_000],
  ])("parking with a Friday and Saturday weekend, %s", (_label, checkIn, checkOut, total) => {
    expect(priceParkingStay(fridaySaturday, { quantity: 1, checkIn, checkOut }).total).toBe(total);
  });

  it("a calendar's weekend rate falls on the weekend's days: Friday and Saturday nights", () => {
    const calendar = {
      master: Object.fromEntries(
        ["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"].map((night) => [
          night,
          { nightlyRate: 100_000, weekendRate: 150_000 },
        ]),
      ),
    };
    const stay = {
      roomType: "master" as const,
      quantity: 1,
      checkIn: "2026-11-19",
      checkOut: "2026-11-23",
    };
    // Thursday, Friday, Saturday, Sunday nights.
    const nightly = (weekendDays?: number[]) =>
      priceRoomStay({ ...rates, calendar, ...(weekendDays ? { weekendDays } : {}) }, stay)
        .lines.filter(isStayLine)[0]
        ?.nightly?.map((night) => night.amount);
    expect(nightly([5, 6])).toEqual([100_000, 150_000, 150_000, 100_000]);
    // Without a setting: the spec's Saturday and Sunday.
    expect(nightly()).toEqual([100_000, 100_000, 150_000, 150_000]);
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
    expect(
      price.lines.filter(isStayLine).map((line) => [line.service, line.quantity, line.amount]),
    ).toEqual([
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

describe("price lines (what the payment page lists), in fils", () => {
  it("a room line names the room type and costs rate x rooms a night", () => {
    expect(
      priceRoomStay(rates, {
        roomType: "kids",
        quantity: 3,
        checkIn: "2026-12-01",
        checkOut: "2026-12-03",
      }),
    ).toMatchObject({
      nights: 2,
      unitPrice: 65_000,
      nightly: [
        { date: "2026-12-01", amount: 195_000 },
        { date: "2026-12-02", amount: 195_000 },
      ],
      discount: 0,
      lines: [{ service: "room:kids", quantity: 3, perNight: 195_000, amount: 390_000 }],
      total: 390_000,
    });
  });

  it("a camp line costs rate x tents a night", () => {
    expect(
      priceCampStay(rates, { quantity: 2, checkIn: "2026-12-01", checkOut: "2026-12-04" }),
    ).toMatchObject({
      nights: 3,
      unitPrice: 45_000,
      lines: [{ service: "camp", quantity: 2, perNight: 90_000, amount: 270_000 }],
      total: 270_000,
    });
  });

  it("a parking line costs one rate a night whatever the slots", () => {
    expect(
      priceParkingStay(rates, { quantity: 3, checkIn: "2026-11-21", checkOut: "2026-11-24" }),
    ).toMatchObject({
      nights: 3,
      unitPrice: 20_000,
      nightly: [
        { date: "2026-11-21", amount: 20_000 },
        { date: "2026-11-22", amount: 20_000 },
        { date: "2026-11-23", amount: 20_000 },
      ],
      lines: [{ service: "parking", quantity: 3, perNight: 20_000, amount: 60_000 }],
      total: 60_000,
    });
  });

  it("package lines cost each rate x units a night", () => {
    const price = pricePackageStay(rates, {
      units: 3,
      parkingSpots: 2,
      checkIn: "2026-11-23",
      checkOut: "2026-11-24",
    });
    expect(price.lines).toMatchObject([
      { service: "room:master", quantity: 3, perNight: 285_000, amount: 285_000 },
      { service: "room:kids", quantity: 3, perNight: 195_000, amount: 195_000 },
      { service: "camp", quantity: 3, perNight: 135_000, amount: 135_000 },
      { service: "parking", quantity: 2, perNight: 15_000, amount: 15_000 },
    ]);
    expect(price.nights).toBe(1);
  });
});

describe("activities (extras) on a stay", () => {
  const extraRates: Rates = {
    ...rates,
    extras: [
      {
        id: "safari-id",
        slug: "car-safari",
        name: "Car safari",
        nameAr: "رحلة سفاري بالسيارة",
        priceType: "person",
        priceMinor: 25_000,
        days: [0, 1, 2, 3, 4, 5, 6],
        dailyCapacity: 12,
      },
      {
        id: "bbq-id",
        slug: "bbq-setup",
        name: "BBQ setup",
        nameAr: "تجهيز الشواء",
        priceType: "group",
        priceMinor: 35_000,
        days: [0, 1, 2, 3, 4, 5, 6],
        dailyCapacity: 4,
      },
    ],
  };
  const extras = [
    { id: "bbq-id", date: "2026-12-02", quantity: 1 },
    { id: "safari-id", date: "2026-12-01", quantity: 3 },
  ];

  it("adds a line per activity-day, by day, priced unit price x people or groups", () => {
    const price = priceCampStay(extraRates, {
      quantity: 1,
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
      extras,
    });
    expect(price.lines.slice(1)).toEqual([
      {
        kind: "extra",
        service: "extra:car-safari",
        extraId: "safari-id",
        name: "Car safari",
        nameAr: "رحلة سفاري بالسيارة",
        priceType: "person",
        date: "2026-12-01",
        quantity: 3,
        unitPrice: 25_000,
        amount: 75_000,
      },
      expect.objectContaining({ service: "extra:bbq-setup", quantity: 1, amount: 35_000 }),
    ]);
    expect(price.total).toBe(90_000 + 75_000 + 35_000);
    // The nightly price shown for a unit is the stay's alone.
    expect(price.unitPrice).toBe(45_000);
  });

  it("the lines always add up to the total, for every kind of stay", () => {
    const stay = { checkIn: "2026-11-21", checkOut: "2026-11-24", extras };
    const prices = [
      priceRoomStay(extraRates, { ...stay, roomType: "kids", quantity: 2 }),
      priceCampStay(extraRates, { ...stay, quantity: 2 }),
      priceParkingStay(extraRates, { ...stay, quantity: 1 }),
      pricePackageStay(extraRates, { ...stay, units: 2, parkingSpots: 1 }),
    ];
    for (const price of prices) {
      expect(price.lines.filter(isExtraLine)).toHaveLength(2);
      expect(price.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(price.total);
    }
  });

  it("an activity the rates do not know is refused", () => {
    expect(() =>
      priceExtras(extraRates, [{ id: "unknown", date: "2026-12-01", quantity: 1 }]),
    ).toThrow(RangeError);
    expect(priceExtras(rates)).toEqual([]);
  });
});
