import { describe, expect, it } from "vitest";
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

/** The messages a schema gives for a value, by field path; {} when it passes. */
function errorsOf(
  schema: {
    safeParse: (value: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

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
