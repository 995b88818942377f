import { describe, expect, it } from "vitest";
import { errorsOf } from "../testing/errors-of";
import {
  type BookingRules,
  campFormSchema,
  packageFormSchema,
  packageFormToRequest,
  packageRequestSchema,
  parkingFormSchema,
  roomFormSchema,
  singleBookingRequestSchema,
} from "./booking-forms";

const rules: BookingRules = {
  today: "2026-11-20",
  roomCapacity: { master: 4, kids: 3 },
  parkingTotalSlots: 8,
};
const stay = { checkIn: "2026-12-01", checkOut: "2026-12-03" };

describe("dates on every single-service form", () => {
  it.each([
    [{ checkOut: "2026-12-03" }, { checkIn: "Check-in date is required" }],
    [{ checkIn: "", checkOut: "2026-12-03" }, { checkIn: "Check-in date is required" }],
    [{ checkIn: "2026-12-01" }, { checkOut: "Check-out date is required" }],
    [
      { checkIn: "2026-12-03", checkOut: "2026-12-03" },
      { checkOut: "Check-out must be after check-in" },
    ],
    [
      { checkIn: "2026-12-03", checkOut: "2026-12-01" },
      { checkOut: "Check-out must be after check-in" },
    ],
    [
      { checkIn: "2026-11-19", checkOut: "2026-11-21" },
      { checkIn: "Check-in date cannot be before today" },
    ],
    [{ checkIn: "2026-11-20", checkOut: "2026-11-21" }, {}], // today is fine
    [
      { checkIn: "2026-12-01", checkOut: "2027-01-01" },
      { checkOut: "A stay can be at most 30 nights" },
    ],
    [
      { checkIn: "2027-12-01", checkOut: "2027-12-02" },
      { checkIn: "Bookings open up to 365 days ahead" },
    ],
    [{ checkIn: "2026-02-30", checkOut: "2026-12-02" }, { checkIn: "Enter a date as YYYY-MM-DD" }],
  ])("%j -> %j", (dates, expected) => {
    expect(errorsOf(campFormSchema(rules), { ...dates, quantity: 1, guests: 2 })).toEqual(expected);
  });
});

describe("room form", () => {
  it.each([
    [{ quantity: 1, guests: 1 }, {}],
    [{ quantity: 4, guests: 16 }, {}],
    [{ quantity: 0, guests: 1 }, { quantity: "Minimum 1 room required" }],
    [{ guests: 1 }, { quantity: "Minimum 1 room required" }],
    [{ quantity: 5, guests: 5 }, { quantity: "Maximum 4 rooms allowed" }],
    [{ quantity: 2, guests: 1 }, { guests: "Minimum 2 guest(s) required" }],
    [{ quantity: 2, guests: 9 }, { guests: "Maximum 8 guests allowed for 2 room(s)" }],
    [
      { quantity: 2, guests: 7, roomType: "kids" },
      { guests: "Maximum 6 guests allowed for 2 room(s)" },
    ],
    [
      { quantity: 1, guests: 1, roomType: "suite" },
      { roomType: "Room type must be master or kids" },
    ],
  ])("%j -> %j", (fields, expected) => {
    expect(errorsOf(roomFormSchema(rules), { ...stay, ...fields })).toEqual(expected);
  });

  it("defaults the room type to master", () => {
    expect(roomFormSchema(rules).parse({ ...stay, quantity: 1, guests: 2 }).roomType).toBe(
      "master",
    );
  });
});

describe("camp form", () => {
  it.each([
    [{ quantity: 1, guests: 1 }, {}],
    [{ quantity: 4, guests: 16 }, {}],
    [{ quantity: 0, guests: 1 }, { quantity: "Minimum 1 tent required" }],
    [{ quantity: 5, guests: 1 }, { quantity: "Maximum 4 tents allowed" }],
    [{ quantity: 1, guests: 0 }, { guests: "Minimum 1 guest required" }],
    [{ quantity: 1, guests: 17 }, { guests: "Maximum 16 guests allowed" }],
    [{ quantity: 1.5, guests: 2 }, { quantity: "Minimum 1 tent required" }],
  ])("%j -> %j", (fields, expected) => {
    expect(errorsOf(campFormSchema(rules), { ...stay, ...fields })).toEqual(expected);
  });
});

describe("parking form", () => {
  it.each([
    [{ quantity: 1 }, {}],
    [{ quantity: 8 }, {}],
    [{ quantity: 0 }, { quantity: "Minimum 1 parking slot required" }],
    [{ quantity: 9 }, { quantity: "Maximum 8 slots" }],
  ])("%j -> %j", (fields, expected) => {
    expect(errorsOf(parkingFormSchema(rules), { ...stay, ...fields })).toEqual(expected);
  });
});

describe("check-availability request", () => {
  it("picks the form by serviceType", () => {
    const schema = singleBookingRequestSchema(rules);
    expect(errorsOf(schema, { ...stay, serviceType: "camp", quantity: 5, guests: 1 })).toEqual({
      quantity: "Maximum 4 tents allowed",
    });
    expect(errorsOf(schema, { ...stay, serviceType: "spa", quantity: 1, guests: 1 })).toEqual({
      serviceType: "serviceType must be room, camp or parking",
    });
  });
});

describe("package form and request", () => {
  it.each([
    [{ guests: 2, units: 1 }, {}],
    [{ guests: 2, units: 5, wantsParking: true, parkingSpots: 2 }, {}],
    [{ guests: 0, units: 1 }, { guests: "Please select the number of guests" }],
    [{ units: 1 }, { guests: "Please select the number of guests" }],
    [{ guests: 2, units: 0 }, { units: "Please select at least 1 unit" }],
    [{ guests: 2, units: 6 }, { units: "Maximum 5 units" }],
    [
      { guests: 2, units: 1, wantsParking: true, parkingSpots: 0 },
      { parkingSpots: "Please specify the number of caravan parking spots" },
    ],
    [
      { guests: 2, units: 1, wantsParking: true, parkingSpots: 9 },
      { parkingSpots: "Maximum 8 slots" },
    ],
  ])("form %j -> %j", (fields, expected) => {
    expect(errorsOf(packageFormSchema(rules), { ...stay, ...fields })).toEqual(expected);
  });

  it("turns units u into quantity u for master, kids and camp, and no parking into quantity 0", () => {
    const form = packageFormSchema(rules).parse({ ...stay, guests: 3, units: 2 });
    const request = packageFormToRequest(form);
    expect(request.services).toEqual({
      room: { master: { quantity: 2, guests: 3 }, kids: { quantity: 2, guests: 0 } },
      camp: { quantity: 2, guests: 0 },
      parking: { quantity: 0, type: "caravan" },
    });
    expect(errorsOf(packageRequestSchema(rules), request)).toEqual({});
  });

  it.each([
    [
      { master: 0, kids: 0, camp: 0, guests: 1 },
      { "services.room.master.quantity": "Please select at least 1 unit" },
    ],
    [
      { master: 6, kids: 6, camp: 6, guests: 1 },
      { "services.room.master.quantity": "Maximum 5 units" },
    ],
    [
      { master: 2, kids: 1, camp: 2, guests: 1 },
      { services: "A package unit is one master room, one kids room and one tent" },
    ],
    [
      { master: 1, kids: 1, camp: 1, guests: 0 },
      { "services.room.master.guests": "Please select the number of guests" },
    ],
    [
      { master: 1, kids: 1, camp: 1, guests: 24 },
      { "services.room.master.guests": "Maximum 23 guests for this package" },
    ],
    [
      { master: 1, kids: 1, camp: 1, guests: 2, parking: 9 },
      { "services.parking.quantity": "Maximum 8 slots" },
    ],
  ])("request %j -> %j", (counts, expected) => {
    const request = {
      ...stay,
      services: {
        room: {
          master: { quantity: counts.master, guests: counts.guests },
          kids: { quantity: counts.kids, guests: 0 },
        },
        camp: { quantity: counts.camp, guests: 0 },
        parking: { quantity: "parking" in counts ? counts.parking : 0, type: "caravan" },
      },
    };
    expect(errorsOf(packageRequestSchema(rules), request)).toEqual(expected);
  });
});

describe("limits at their edges", () => {
  it.each([
    [{ checkIn: "2027-11-20", checkOut: "2027-11-21" }, {}], // exactly 365 days ahead
    [
      { checkIn: "2027-11-21", checkOut: "2027-11-22" },
      { checkIn: "Bookings open up to 365 days ahead" },
    ],
    [{ checkIn: "2026-12-01", checkOut: "2026-12-31" }, {}], // exactly 30 nights
    [
      { checkIn: "2026-12-01", checkOut: "2027-01-01" },
      { checkOut: "A stay can be at most 30 nights" },
    ],
  ])("%j -> %j", (dates, expected) => {
    expect(errorsOf(campFormSchema(rules), { ...dates, quantity: 1, guests: 1 })).toEqual(expected);
  });

  it("trims the dates a form sends", () => {
    const form = campFormSchema(rules).parse({
      checkIn: " 2026-12-01 ",
      checkOut: "2026-12-03\n",
      quantity: 1,
      guests: 1,
    });
    expect([form.checkIn, form.checkOut]).toEqual(["2026-12-01", "2026-12-03"]);
  });

  it.each([
    ["room", roomFormSchema, { quantity: 1, guests: 1 }],
    ["parking", parkingFormSchema, { quantity: 1 }],
    ["package", packageFormSchema, { guests: 1, units: 1 }],
  ] as const)("the %s form judges the dates too", (_label, schema, fields) => {
    expect(
      errorsOf(schema(rules), { checkIn: "2026-11-19", checkOut: "2026-11-19", ...fields }),
    ).toEqual({
      checkIn: "Check-in date cannot be before today",
      checkOut: "Check-out must be after check-in",
    });
    expect(
      errorsOf(schema(rules), { checkIn: "2026-12-01", checkOut: "2027-01-02", ...fields }),
    ).toEqual({ checkOut: "A stay can be at most 30 nights" });
  });

  it("judges the dates of a package request", () => {
    const request = packageFormToRequest(
      packageFormSchema(rules).parse({ ...stay, guests: 2, units: 1 }),
    );
    expect(errorsOf(packageRequestSchema(rules), { ...request, checkIn: "2026-11-19" })).toEqual({
      checkIn: "Check-in date cannot be before today",
    });
  });
});

describe("room form guests", () => {
  it.each([
    [{ quantity: 1, guests: 0 }, { guests: "Minimum 1 guest(s) required" }],
    [{ quantity: 1, guests: "2" }, { guests: "Minimum 1 guest(s) required" }],
    [{ quantity: 1, guests: 1.5 }, { guests: "Minimum 1 guest(s) required" }],
    [{ quantity: 1, guests: 4 }, {}],
    [{ quantity: 1, guests: 5 }, { guests: "Maximum 4 guests allowed for 1 room(s)" }],
    [{ quantity: 4, guests: 4 }, {}],
    [{ quantity: 4, guests: 3 }, { guests: "Minimum 4 guest(s) required" }],
    [{ quantity: 4, guests: 17 }, { guests: "Maximum 16 guests allowed for 4 room(s)" }],
    [{ quantity: 4, guests: 12, roomType: "kids" }, {}],
    [
      { quantity: 4, guests: 13, roomType: "kids" },
      { guests: "Maximum 12 guests allowed for 4 room(s)" },
    ],
    // Too many rooms is the one thing to fix; the guests are judged once the rooms are right.
    [{ quantity: 5, guests: 30 }, { quantity: "Maximum 4 rooms allowed" }],
    [{ quantity: 0, guests: 30 }, { quantity: "Minimum 1 room required" }],
    [{ quantity: 2.5, guests: 30 }, { quantity: "Minimum 1 room required" }],
  ])("%j -> %j", (fields, expected) => {
    expect(errorsOf(roomFormSchema(rules), { ...stay, ...fields })).toEqual(expected);
  });
});

describe("parking form guests", () => {
  it("brings one guest unless told otherwise", () => {
    expect(parkingFormSchema(rules).parse({ ...stay, quantity: 1 }).guests).toBe(1);
  });

  it.each([
    [{ guests: 1 }, {}],
    [{ guests: 99 }, {}],
    [{ guests: 0 }, { guests: "Minimum 1 guest required" }],
    [{ guests: 100 }, { guests: expect.any(String) }],
  ])("%j -> %j", (fields, expected) => {
    expect(errorsOf(parkingFormSchema(rules), { ...stay, quantity: 1, ...fields })).toEqual(
      expected,
    );
  });
});

describe("check-availability request by service", () => {
  it("reads a room request with the room form's rules", () => {
    const schema = singleBookingRequestSchema(rules);
    expect(schema.parse({ ...stay, serviceType: "room", quantity: 2, guests: 3 })).toEqual({
      ...stay,
      serviceType: "room",
      roomType: "master",
      quantity: 2,
      guests: 3,
    });
    expect(errorsOf(schema, { ...stay, serviceType: "room", quantity: 2, guests: 9 })).toEqual({
      guests: "Maximum 8 guests allowed for 2 room(s)",
    });
  });

  it("reads a parking request with the parking form's rules", () => {
    const schema = singleBookingRequestSchema(rules);
    expect(schema.parse({ ...stay, serviceType: "parking", quantity: 2 })).toEqual({
      ...stay,
      serviceType: "parking",
      quantity: 2,
      guests: 1,
    });
    expect(errorsOf(schema, { ...stay, serviceType: "parking", quantity: 9 })).toEqual({
      quantity: "Maximum 8 slots",
    });
  });

  it("reads a camp request", () => {
    expect(
      singleBookingRequestSchema(rules).parse({
        ...stay,
        serviceType: "camp",
        quantity: 1,
        guests: 16,
      }),
    ).toEqual({
      ...stay,
      serviceType: "camp",
      quantity: 1,
      guests: 16,
    });
  });
});

describe("package form parking spots", () => {
  it.each([
    [{ wantsParking: true, parkingSpots: 1 }, {}],
    [{ wantsParking: true, parkingSpots: 8 }, {}],
    [{ wantsParking: false, parkingSpots: 0 }, {}],
    [{ wantsParking: false, parkingSpots: 20 }, {}], // ignored: no parking wanted
    [
      { wantsParking: true, parkingSpots: "2" },
      { parkingSpots: "Please specify the number of caravan parking spots" },
    ],
    [
      { wantsParking: true, parkingSpots: -1 },
      { parkingSpots: "Please specify the number of caravan parking spots" },
    ],
    [
      { wantsParking: true, parkingSpots: 1.5 },
      { parkingSpots: "Please specify the number of caravan parking spots" },
    ],
    [
      { wantsParking: true },
      { parkingSpots: "Please specify the number of caravan parking spots" },
    ],
  ])("%j -> %j", (fields, expected) => {
    expect(errorsOf(packageFormSchema(rules), { ...stay, guests: 2, units: 1, ...fields })).toEqual(
      expected,
    );
  });

  it("books the spots only when parking is wanted", () => {
    const withParking = packageFormSchema(rules).parse({
      ...stay,
      guests: 2,
      units: 1,
      wantsParking: true,
      parkingSpots: 3,
    });
    expect(packageFormToRequest(withParking).services.parking).toEqual({
      quantity: 3,
      type: "caravan",
    });
    expect(
      packageFormToRequest({ ...withParking, wantsParking: false }).services.parking.quantity,
    ).toBe(0);
    expect(packageFormToRequest(withParking)).toMatchObject(stay);
  });
});

describe("package request edges", () => {
  /** A request of `units` package units; `services` replaces parts of its services. */
  const requestOf = (units: number, services: Record<string, unknown> = {}) => ({
    ...stay,
    services: {
      room: {
        master: { quantity: units, guests: 2 },
        kids: { quantity: units, guests: 0 },
      },
      camp: { quantity: units, guests: 0 },
      parking: { quantity: 0, type: "caravan" },
      ...services,
    },
  });
  const guestsIn = (master: number, kids: number, camp: number) => ({
    room: { master: { quantity: 1, guests: master }, kids: { quantity: 1, guests: kids } },
    camp: { quantity: 1, guests: camp },
  });

  it.each([
    ["5 units", requestOf(5), {}],
    [
      "kids rooms short of the units",
      requestOf(2, { room: { master: { quantity: 2, guests: 2 }, kids: { quantity: 1 } } }),
      {
        services: "A package unit is one master room, one kids room and one tent",
      },
    ],
    [
      "tents short of the units",
      requestOf(2, { camp: { quantity: 1, guests: 0 } }),
      {
        services: "A package unit is one master room, one kids room and one tent",
      },
    ],
    [
      "a kids room count as text",
      requestOf(1, { room: { master: { quantity: 1, guests: 2 }, kids: { quantity: "1" } } }),
      {
        "services.room.kids.quantity": "Please select at least 1 unit",
      },
    ],
    ["guests only in the kids room and the tent", requestOf(1, guestsIn(0, 2, 3)), {}],
    ["guests only in the tent", requestOf(1, guestsIn(0, 0, 5)), {}],
    ["guests only in the kids room", requestOf(1, guestsIn(0, 5, 0)), {}],
    ["23 guests in one unit", requestOf(1, guestsIn(4, 3, 16)), {}],
    [
      "24 guests spread over one unit",
      requestOf(1, guestsIn(10, 10, 4)),
      {
        "services.room.master.guests": "Maximum 23 guests for this package",
      },
    ],
    ["8 caravan spots", requestOf(1, { parking: { quantity: 8, type: "caravan" } }), {}],
    ["2 caravan spots", requestOf(1, { parking: { quantity: 2 } }), {}],
    [
      "a negative number of spots",
      requestOf(1, { parking: { quantity: -1, type: "caravan" } }),
      {
        "services.parking.quantity": expect.any(String),
      },
    ],
    [
      "another kind of parking",
      requestOf(1, { parking: { quantity: 1, type: "car" } }),
      {
        "services.parking.type": "Parking type must be caravan",
      },
    ],
  ])("%s", (_label, request, expected) => {
    expect(errorsOf(packageRequestSchema(rules), request)).toEqual(expected);
  });

  it("asks for no caravan spot when the request leaves parking out, and caravans when it leaves the type out", () => {
    const { parking: _parking, ...services } = requestOf(1).services;
    expect(packageRequestSchema(rules).parse({ ...stay, services }).services.parking).toEqual({
      quantity: 0,
      type: "caravan",
    });
    expect(
      packageRequestSchema(rules).parse(requestOf(1, { parking: { quantity: 2 } })).services
        .parking,
    ).toEqual({ quantity: 2, type: "caravan" });
  });
});
