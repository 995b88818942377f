import { describe, expect, it } from "vitest";
import {
  type BookingRules,
  campFormSchema,
  packageFormSchema,
  packageFormToRequest,
  packageRequestSchema,
  singleBookingRequestSchema,
} from "../booking/booking-forms";
import { errorsOf } from "../testing/errors-of";
import {
  arrivalTimeSchema,
  guestDetailsSchema,
  optionalPhoneSchema,
  phoneSchema,
  readGuestDetails,
  requirePhone,
} from "./guest-details";
import { guestMessages } from "./guest-messages";
import { formatPhone, toE164 } from "./phone-number";

describe("phone numbers", () => {
  it.each([
    ["050 123 4567", "+971501234567"], // a UAE mobile written the local way
    ["0501234567", "+971501234567"],
    ["+971 50 123 4567", "+971501234567"],
    ["00971 50 123 4567", "+971501234567"], // the international prefix dialled from the UAE
    ["(050) 123-4567", "+971501234567"],
    ["٠٥٠ ١٢٣ ٤٥٦٧", "+971501234567"], // Arabic-Indic digits
    ["04 234 5678", "+97142345678"], // a Dubai landline
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 202 555 0123", "+12025550123"],
    ["  +971501234567  ", "+971501234567"],
  ])("reads %j as %s", (typed, e164) => {
    expect(phoneSchema.parse(typed)).toBe(e164);
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    "12",
    "abc",
    "050 123",
    "+971 50 123 4567 89",
    "+9715012345678901",
    "+999 123 456 789",
    "050 123 4567 ext. 5", // E.164 has no extension
    "1".repeat(31),
  ])("refuses %j with the phone message", (typed) => {
    expect(errorsOf(phoneSchema, typed)).toEqual({ "": guestMessages.phoneInvalid });
  });

  it("refuses control characters as every text field does", () => {
    expect(errorsOf(phoneSchema, "050\u0000123 4567")).toEqual({
      "": "Use letters, numbers and punctuation only",
    });
  });

  it("refuses what is not text with the phone message", () => {
    expect(errorsOf(phoneSchema, 501234567)).toEqual({ "": guestMessages.phoneInvalid });
    expect(errorsOf(phoneSchema, null)).toEqual({ "": guestMessages.phoneInvalid });
  });

  it("is optional where the API takes it: absent or empty means none", () => {
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalPhoneSchema.parse("")).toBeUndefined();
    expect(optionalPhoneSchema.parse("   ")).toBeUndefined();
    expect(optionalPhoneSchema.parse("050 123 4567")).toBe("+971501234567");
    expect(optionalPhoneSchema.safeParse("12").success).toBe(false);
  });

  it("formats a stored number for reading, and leaves what it cannot read as it is", () => {
    expect(formatPhone("+971501234567")).toBe("+971 50 123 4567");
    expect(formatPhone("+442079460958")).toBe("+44 20 7946 0958");
    expect(formatPhone("not a number")).toBe("not a number");
  });
});

describe("arrival time", () => {
  it.each(["08:00", "14:00", "15:30", "23:00", " 09:15 "])("takes %j", (time) => {
    expect(arrivalTimeSchema.parse(time)).toBe(time.trim());
  });
  it.each([
    ["07:59", guestMessages.arrivalTimeOutOfHours],
    ["23:01", guestMessages.arrivalTimeOutOfHours],
    ["00:00", guestMessages.arrivalTimeOutOfHours],
    ["24:00", guestMessages.arrivalTimeInvalid],
    ["9:00", guestMessages.arrivalTimeInvalid],
    ["15:60", guestMessages.arrivalTimeInvalid],
    ["3pm", guestMessages.arrivalTimeInvalid],
    ["15:30:00", guestMessages.arrivalTimeInvalid],
    [1530, guestMessages.arrivalTimeInvalid],
  ])("refuses %j", (time, message) => {
    expect(errorsOf(arrivalTimeSchema, time)).toEqual({ "": message });
  });
});

describe("guest details", () => {
  it("keeps special requests up to 500 characters, with their line breaks", () => {
    const wishes = "Late check-in please.\r\nA cot for the baby.";
    expect(guestDetailsSchema.parse({ specialRequests: wishes })).toEqual({
      specialRequests: "Late check-in please.\nA cot for the baby.",
    });
    expect(guestDetailsSchema.safeParse({ specialRequests: "a".repeat(500) }).success).toBe(true);
    expect(errorsOf(guestDetailsSchema, { specialRequests: "a".repeat(501) })).toEqual({
      specialRequests: "Must be at most 500 characters",
    });
    expect(errorsOf(guestDetailsSchema, { specialRequests: "a\u0000b" })).toEqual({
      specialRequests: "Use letters, numbers and punctuation only",
    });
    expect(errorsOf(guestDetailsSchema, { specialRequests: 5 })).toEqual({
      specialRequests: "Must be text",
    });
  });

  it("reads empty fields as not given", () => {
    expect(guestDetailsSchema.parse({ phone: "", specialRequests: " ", arrivalTime: "" })).toEqual(
      {},
    );
  });

  it("reads the details back from a stored request, and nothing from one without them", () => {
    expect(
      readGuestDetails({ checkIn: "x", phone: "+971501234567", arrivalTime: "15:00" }),
    ).toEqual({ phone: "+971501234567", arrivalTime: "15:00" });
    expect(readGuestDetails({ checkIn: "x" })).toEqual({});
    expect(readGuestDetails(null)).toEqual({});
    expect(readGuestDetails({ phone: "12" })).toEqual({});
  });
});

describe("guest details on the booking requests", () => {
  const rules: BookingRules = {
    today: "2026-11-20",
    roomCapacity: { master: 4, kids: 3 },
    parkingTotalSlots: 8,
  };
  const stay = { checkIn: "2026-12-01", checkOut: "2026-12-03" };
  const details = { phone: "050 123 4567", specialRequests: "Quiet tent", arrivalTime: "16:45" };

  it("carries them on every single service, the phone in E.164", () => {
    const schema = singleBookingRequestSchema(rules);
    for (const request of [
      { serviceType: "room", roomType: "master", quantity: 1, guests: 2 },
      { serviceType: "camp", quantity: 1, guests: 2 },
      { serviceType: "parking", quantity: 1 },
    ]) {
      expect(schema.parse({ ...stay, ...request, ...details })).toMatchObject({
        phone: "+971501234567",
        specialRequests: "Quiet tent",
        arrivalTime: "16:45",
      });
      // The spec's calls, without any of them, still pass.
      expect(schema.safeParse({ ...stay, ...request }).success).toBe(true);
    }
  });

  it("refuses bad ones by field, beside the stay's own errors", () => {
    const schema = singleBookingRequestSchema(rules);
    expect(
      errorsOf(schema, {
        ...stay,
        checkOut: "2026-11-30",
        serviceType: "camp",
        quantity: 1,
        guests: 1,
        phone: "12",
        arrivalTime: "02:00",
        specialRequests: "a".repeat(501),
      }),
    ).toEqual({
      checkOut: "Check-out must be after check-in",
      phone: guestMessages.phoneInvalid,
      arrivalTime: guestMessages.arrivalTimeOutOfHours,
      specialRequests: "Must be at most 500 characters",
    });
  });

  it("carries them on the package form and request", () => {
    const form = packageFormSchema(rules).parse({ ...stay, guests: 2, units: 1, ...details });
    const request = packageFormToRequest(form);
    expect(request).toMatchObject({ phone: "+971501234567", arrivalTime: "16:45" });
    expect(packageRequestSchema(rules).parse(request)).toMatchObject({
      phone: "+971501234567",
      specialRequests: "Quiet tent",
      arrivalTime: "16:45",
    });
    expect(errorsOf(packageRequestSchema(rules), { ...request, arrivalTime: "25:00" })).toEqual({
      arrivalTime: guestMessages.arrivalTimeInvalid,
    });
  });

  it("asks for the phone only where the web form requires it", () => {
    const withPhone = requirePhone(campFormSchema(rules));
    const camp = { ...stay, quantity: 1, guests: 2 };
    expect(errorsOf(withPhone, camp)).toEqual({ phone: guestMessages.phoneRequired });
    expect(errorsOf(withPhone, { ...camp, phone: "" })).toEqual({
      phone: guestMessages.phoneRequired,
    });
    expect(errorsOf(withPhone, { ...camp, phone: "0501234567" })).toEqual({});
    expect(errorsOf(campFormSchema(rules), camp)).toEqual({});
    // Shown beside the other fields' errors, not only once they are mended.
    expect(errorsOf(withPhone, { ...camp, quantity: 9 })).toEqual({
      quantity: "Maximum 4 tents allowed",
      phone: guestMessages.phoneRequired,
    });
  });
});
