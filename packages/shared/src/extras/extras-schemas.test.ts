import { describe, expect, it } from "vitest";
import {
  type BookingRules,
  packageRequestSchema,
  singleBookingRequestSchema,
} from "../booking/booking-forms";
import { errorsOf } from "../testing/errors-of";
import { type ExtraFacts, extraInputSchema, extraMessages, weekdayOf } from "./extras-schemas";

const safari: ExtraFacts = {
  id: "11111111-1111-4111-8111-111111111111",
  slug: "car-safari",
  name: "Car safari",
  nameAr: "رحلة سفاري بالسيارة",
  priceType: "person",
  priceMinor: 25_000,
  // Tuesday to Saturday
  days: [2, 3, 4, 5, 6],
  dailyCapacity: 12,
};
const rules: BookingRules = {
  today: "2026-11-20",
  roomCapacity: { master: 4, kids: 3 },
  parkingTotalSlots: 8,
  extras: [safari],
};
// Tuesday 1 December to Thursday 3 December: the nights of the 1st and the 2nd.
const camp = {
  serviceType: "camp",
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  quantity: 1,
  guests: 2,
};
const withExtras = (extras: unknown[]) => ({ ...camp, extras });

describe("activities on a booking request", () => {
  it("knows the weekday of a date", () => {
    expect(weekdayOf("2026-12-01")).toBe(2);
    expect(weekdayOf("2026-12-06")).toBe(0);
  });

  it("accepts none, and an activity on a night of the stay", () => {
    expect(errorsOf(singleBookingRequestSchema(rules), camp)).toEqual({});
    const request = singleBookingRequestSchema(rules).parse(camp);
    expect(request.extras).toBeUndefined();
    expect(
      errorsOf(
        singleBookingRequestSchema(rules),
        withExtras([
          { id: safari.id, date: "2026-12-01", quantity: 2 },
          { id: safari.id, date: "2026-12-02", quantity: 1 },
        ]),
      ),
    ).toEqual({});
  });

  it.each([
    [{ id: "nope", date: "2026-12-01", quantity: 1 }, { "extras.0.id": extraMessages.unknown }],
    [
      { id: safari.id, date: "2026-11-30", quantity: 1 },
      { "extras.0.date": extraMessages.outsideStay },
    ],
    // The check-out day is not a night of the stay.
    [
      { id: safari.id, date: "2026-12-03", quantity: 1 },
      { "extras.0.date": extraMessages.outsideStay },
    ],
    [
      { id: safari.id, date: "2026-12-01", quantity: 0 },
      { "extras.0.quantity": extraMessages.quantity },
    ],
    [
      { id: safari.id, date: "2026-12-01", quantity: 51 },
      { "extras.0.quantity": extraMessages.quantity },
    ],
    [
      { id: safari.id, date: "2026-12-01", quantity: 1.5 },
      { "extras.0.quantity": extraMessages.quantity },
    ],
    [
      { id: safari.id, date: "tomorrow", quantity: 1 },
      { "extras.0.date": extraMessages.outsideStay },
    ],
  ])("%j -> %j", (choice, expected) => {
    expect(errorsOf(singleBookingRequestSchema(rules), withExtras([choice]))).toEqual(expected);
  });

  it("refuses a day the activity is not offered on", () => {
    const sundayStay = { ...camp, checkIn: "2026-12-06", checkOut: "2026-12-08" };
    expect(
      errorsOf(singleBookingRequestSchema(rules), {
        ...sundayStay,
        extras: [{ id: safari.id, date: "2026-12-06", quantity: 1 }],
      }),
    ).toEqual({ "extras.0.date": extraMessages.notOffered });
  });

  it("refuses the same activity twice on one day, and an activity the rules do not list", () => {
    const twice = withExtras([
      { id: safari.id, date: "2026-12-01", quantity: 1 },
      { id: safari.id, date: "2026-12-01", quantity: 2 },
    ]);
    expect(errorsOf(singleBookingRequestSchema(rules), twice)).toEqual({
      "extras.1.date": extraMessages.duplicate,
    });
    const noExtras = { ...rules, extras: undefined };
    expect(
      errorsOf(
        singleBookingRequestSchema(noExtras),
        withExtras([{ id: safari.id, date: "2026-12-01", quantity: 1 }]),
      ),
    ).toEqual({ "extras.0.id": extraMessages.unknown });
  });

  it("refuses more activity-days than one booking may have", () => {
    const many = Array.from({ length: 21 }, () => ({
      id: safari.id,
      date: "2026-12-01",
      quantity: 1,
    }));
    expect(errorsOf(singleBookingRequestSchema(rules), withExtras(many))).toEqual({
      extras: extraMessages.tooMany,
    });
  });

  it("takes activities on a package too", () => {
    const request = {
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
      services: {
        room: { master: { quantity: 1, guests: 2 }, kids: { quantity: 1, guests: 0 } },
        camp: { quantity: 1, guests: 0 },
      },
      extras: [{ id: safari.id, date: "2026-12-04", quantity: 1 }],
    };
    expect(errorsOf(packageRequestSchema(rules), request)).toEqual({
      "extras.0.date": extraMessages.outsideStay,
    });
  });
});

describe("the console's activity form", () => {
  const valid = {
    name: "BBQ setup",
    nameAr: "تجهيز الشواء",
    priceType: "group",
    price: 350,
    dailyCapacity: 4,
    days: [0, 5, 6],
  };
  it("accepts a complete activity", () => {
    expect(errorsOf(extraInputSchema, valid)).toEqual({});
  });
  it.each([
    [{ name: "" }, { name: extraMessages.nameRequired }],
    [{ nameAr: " " }, { nameAr: extraMessages.nameArRequired }],
    [{ price: 0 }, { price: extraMessages.price }],
    [{ price: 10.005 }, { price: extraMessages.price }],
    [{ price: 5001 }, { price: extraMessages.price }],
    [{ dailyCapacity: 0 }, { dailyCapacity: extraMessages.capacity }],
    [{ days: [] }, { days: extraMessages.daysRequired }],
    [{ days: [1, 1] }, { days: extraMessages.daysRequired }],
  ])("%j -> %j", (change, expected) => {
    expect(errorsOf(extraInputSchema, { ...valid, ...change })).toEqual(expected);
  });
});
