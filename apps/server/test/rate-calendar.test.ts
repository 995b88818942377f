import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * The rate calendar and stay rules (decision 025) through the API: staff edits and their
 * precedence, prices night by night, the four stay rules on single, package and changed stays,
 * and what a booking keeps. The clock stands at Friday 2026-11-20; the catalogue's rates are
 * master 950, kids 650, tent 450, parking 150 (weekday) / 200 (weekend). Each test has its own
 * unit types and dates, as the calendar is shared by the file.
 */
let testApp: TestApp;
let adminCookie: string;
let guestCookie: string;
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
  });
  adminCookie = (await signIn(testApp, "owner")).cookie;
  guestCookie = (await signIn(testApp)).cookie;
});
afterAll(() => testApp.close());

const putRates = (body: object, cookie = adminCookie) =>
  testApp.app.inject({
    method: "PUT",
    url: "/api/admin/rates",
    payload: body,
    headers: { cookie },
  });
async function setRates(body: object) {
  const response = await putRates(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { nights: number };
}
const adminCalendar = async (from: string, to: string) => {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/api/admin/rates?from=${from}&to=${to}`,
    headers: { cookie: adminCookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const quote = (body: object) => bookingClient(testApp, guestCookie).quote(body);
const quotePackage = (body: object) => bookingClient(testApp, guestCookie).quotePackage(body);
const room = (roomType: string, checkIn: string, checkOut: string, quantity = 1) => ({
  serviceType: "room",
  roomType,
  checkIn,
  checkOut,
  quantity,
  guests: 2,
});
const packageOf = (checkIn: string, checkOut: string, parkingSpots = 0) => ({
  checkIn,
  checkOut,
  services: {
    room: { master: { quantity: 1, guests: 2 }, kids: { quantity: 1, guests: 0 } },
    camp: { quantity: 1, guests: 0 },
    parking: { quantity: parkingSpots, type: "caravan" },
  },
});
const sum = (nights: { amount: number }[]) =>
  nights.reduce((total, night) => total + night.amount, 0);

describe("[RATES] PUT /api/admin/rates refuses a bad edit", () => {
  it.each([
    [
      "an unknown unit type",
      { unitType: "villa", from: "2027-02-01", to: "2027-02-02" },
      "unitType",
    ],
    ["to before from", { unitType: "camp", from: "2027-02-05", to: "2027-02-01" }, "to"],
    ["a date that is not one", { unitType: "camp", from: "2027-02-30", to: "2027-03-01" }, "from"],
    [
      "a zero rate",
      { unitType: "camp", from: "2027-02-01", to: "2027-02-01", nightlyRate: 0 },
      "nightlyRate",
    ],
    [
      "a negative weekend rate",
      { unitType: "camp", from: "2027-02-01", to: "2027-02-01", weekendRate: -5 },
      "weekendRate",
    ],
    [
      "a rate with three decimals",
      { unitType: "camp", from: "2027-02-01", to: "2027-02-01", nightlyRate: 10.005 },
      "nightlyRate",
    ],
    [
      "a minimum stay of 0",
      { unitType: "camp", from: "2027-02-01", to: "2027-02-01", minNights: 0 },
      "minNights",
    ],
    [
      "a maximum below the minimum",
      { unitType: "camp", from: "2027-02-01", to: "2027-02-01", minNights: 4, maxNights: 2 },
      "maxNights",
    ],
    [
      "a field it does not know",
      { unitType: "camp", from: "2027-02-01", to: "2027-02-01", price: 100 },
      "body",
    ],
    [
      "a range longer than 400 days",
      { unitType: "camp", from: "2027-01-01", to: "2028-02-05", nightlyRate: 500 },
      "to",
    ],
    ["nothing to change", { unitType: "camp", from: "2027-02-01", to: "2027-02-01" }, "body"],
    [
      "year 0, which PostgreSQL has not",
      { unitType: "camp", from: "0000-12-30", to: "0001-01-02", minNights: 2 },
      "from",
    ],
    [
      "the last days of year 9999, past which no date can be read",
      { unitType: "camp", from: "9999-12-30", to: "9999-12-31", minNights: 2 },
      "from",
    ],
  ])("%s: 400 VALIDATION_ERROR", async (_name, body, field) => {
    const response = await putRates(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe("VALIDATION_ERROR");
    if (field !== "body") expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });

  it("refuses a minimum that would end above a maximum an earlier edit set, naming the night", async () => {
    await setRates({ unitType: "camp", from: "2027-02-10", to: "2027-02-12", maxNights: 3 });
    const response = await putRates({
      unitType: "camp",
      from: "2027-02-01",
      to: "2027-02-28",
      minNights: 5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(response.json().errors.minNights).toContain("2027-02-10");
    // Nothing of the refused edit was written.
    expect((await adminCalendar("2027-02-01", "2027-02-28")).calendar.camp).toEqual({
      "2027-02-10": { maxNights: 3 },
      "2027-02-11": { maxNights: 3 },
      "2027-02-12": { maxNights: 3 },
    });
  });

  it("is for administrators only: 401 for a visitor, 403 for a guest", async () => {
    const body = { unitType: "camp", from: "2027-02-01", to: "2027-02-01", nightlyRate: 500 };
    expect(
      (await testApp.app.inject({ method: "PUT", url: "/api/admin/rates", payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await putRates(body, guestCookie)).statusCode).toBe(403);
    const read = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/rates?from=2027-02-01&to=2027-02-02",
      headers: { cookie: guestCookie },
    });
    expect(read.statusCode).toBe(403);
  });
});

describe("[RATES] precedence: the later edit wins night by night and field by field", () => {
  it("keeps what a later edit leaves out, overrides what it sets, and clears on null", async () => {
    expect(
      await setRates({
        unitType: "camp",
        from: "2027-03-01",
        to: "2027-03-10",
        nightlyRate: 600,
        minNights: 2,
      }),
    ).toEqual({ nights: 10 });
    await setRates({ unitType: "camp", from: "2027-03-05", to: "2027-03-15", nightlyRate: 700 });
    await setRates({ unitType: "camp", from: "2027-03-08", to: "2027-03-08", minNights: null });
    await setRates({
      unitType: "camp",
      from: "2027-03-13",
      to: "2027-03-20",
      nightlyRate: null,
      closedToArrival: true,
    });
    await setRates({
      unitType: "camp",
      from: "2027-03-14",
      to: "2027-03-20",
      closedToArrival: false,
    });
    const { calendar, base } = await adminCalendar("2027-03-01", "2027-03-31");
    expect(base).toEqual({
      master: 950,
      kids: 650,
      camp: 450,
      parking: { weekday: 150, weekend: 200 },
    });
    const camp = calendar.camp as Record<string, object>;
    expect(camp["2027-03-04"]).toEqual({ nightlyRate: 600, minNights: 2 });
    expect(camp["2027-03-05"]).toEqual({ nightlyRate: 700, minNights: 2 });
    expect(camp["2027-03-08"]).toEqual({ nightlyRate: 700 });
    expect(camp["2027-03-10"]).toEqual({ nightlyRate: 700, minNights: 2 });
    expect(camp["2027-03-11"]).toEqual({ nightlyRate: 700 });
    expect(camp["2027-03-13"]).toEqual({ closedToArrival: true });
    // Every field cleared: no rule, no row, the catalogue's price again.
    expect(camp["2027-03-14"]).toBeUndefined();
    expect(Object.keys(camp)).toHaveLength(13);
    expect(calendar.master).toBeUndefined();

    const tent = await quote({
      serviceType: "camp",
      checkIn: "2027-03-09",
      checkOut: "2027-03-12",
      quantity: 2,
      guests: 4,
    });
    expect(tent.statusCode, tent.body).toBe(200);
    expect(tent.json().data.nightly).toEqual([
      { date: "2027-03-09", amount: 1400 },
      { date: "2027-03-10", amount: 1400 },
      { date: "2027-03-11", amount: 1400 },
    ]);
  });

  it("records each edit in the audit log: the range's rules before, in runs, and the edit", async () => {
    const [entry] = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "rates.updated"))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      entityType: "rates",
      entityId: "camp",
      before: {
        unitType: "camp",
        from: "2027-03-14",
        to: "2027-03-20",
        runs: [{ from: "2027-03-14", to: "2027-03-20", closedToArrival: true }],
      },
      after: { unitType: "camp", from: "2027-03-14", to: "2027-03-20", closedToArrival: false },
    });
    // The console's sentence names the nights and what the edit set (decision 022).
    const log = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/audit-log?action=rates.updated",
      headers: { cookie: adminCookie },
    });
    expect(log.json().data.entries[0].details).toEqual({
      rates: { unitType: "camp", from: "2027-03-14", to: "2027-03-20", closedToArrival: false },
    });
  });

  it("applies edits of one unit type sent at the same moment one after the other", async () => {
    const [rates, rules] = await Promise.all([
      putRates({ unitType: "camp", from: "2027-09-01", to: "2027-09-30", nightlyRate: 480 }),
      putRates({ unitType: "camp", from: "2027-09-01", to: "2027-09-30", minNights: 2 }),
    ]);
    expect([rates.statusCode, rules.statusCode]).toEqual([200, 200]);
    const { calendar } = await adminCalendar("2027-09-01", "2027-09-30");
    const nights = Object.values(calendar.camp ?? {});
    expect(nights).toHaveLength(30);
    for (const night of nights) expect(night).toEqual({ nightlyRate: 480, minNights: 2 });
  });
});

describe("[RATES] a stay is priced night by night", () => {
  it("charges the weekend rate on Saturday and Sunday nights", async () => {
    await setRates({
      unitType: "master",
      from: "2027-01-04",
      to: "2027-01-17",
      nightlyRate: 1000,
      weekendRate: 1500,
    });
    // Friday to Monday: Friday, Saturday and Sunday nights.
    const response = await quote(room("master", "2027-01-08", "2027-01-11"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      price: 1000,
      nights: 3,
      totalAmount: 4000,
      discount: 0,
      nightly: [
        { date: "2027-01-08", amount: 1000 },
        { date: "2027-01-09", amount: 1500 },
        { date: "2027-01-10", amount: 1500 },
      ],
    });
  });

  it("adds up the nights of a stay across three seasons to the total", async () => {
    await setRates({ unitType: "master", from: "2026-12-01", to: "2026-12-10", nightlyRate: 800 });
    await setRates({ unitType: "master", from: "2026-12-11", to: "2026-12-20", nightlyRate: 1200 });
    await setRates({ unitType: "master", from: "2026-12-21", to: "2026-12-31", nightlyRate: 2000 });
    const response = await quote(room("master", "2026-12-09", "2026-12-23", 2));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.nights).toBe(14);
    expect(data.nightly).toHaveLength(14);
    expect(data.nightly.slice(0, 3).map((night: { amount: number }) => night.amount)).toEqual([
      1600, 1600, 2400,
    ]);
    expect(data.nightly.at(-1)).toEqual({ date: "2026-12-22", amount: 4000 });
    // 2 rooms x (2 x 800 + 10 x 1200 + 2 x 2000)
    expect(data.totalAmount).toBe(35_200);
    expect(sum(data.nightly)).toBe(data.totalAmount);
    expect(data.price).toBe(800);
    // What "price per room per night" may say: one room's price each night (decision 025).
    expect(data.unitNightly).toHaveLength(14);
    expect(data.unitNightly.slice(0, 3).map((night: { amount: number }) => night.amount)).toEqual([
      800, 800, 1200,
    ]);
    expect(data.unitNightly.at(-1)).toEqual({ date: "2026-12-22", amount: 2000 });

    const detail = await bookingClient(testApp, guestCookie).quoteDetail(data.quoteId);
    expect(detail.json().data).toMatchObject({
      totalAmount: 35_200,
      nightly: data.nightly,
      unitNightly: data.unitNightly,
    });
  });

  it("prices a package as the sum of its parts night by night", async () => {
    // Master at 1200 on 11-20 December (above); kids and tents at the catalogue's price.
    const response = await quotePackage(packageOf("2026-12-19", "2026-12-22"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      totalAmount: 1200 + 1200 + 2000 + 3 * (650 + 450),
      nightly: [
        { date: "2026-12-19", amount: 1200 + 650 + 450 },
        { date: "2026-12-20", amount: 1200 + 650 + 450 },
        { date: "2026-12-21", amount: 2000 + 650 + 450 },
      ],
      // One unit of the package: its master room, kids room and tent (decision 025).
      unitNightly: [
        { date: "2026-12-19", amount: 1200 + 650 + 450 },
        { date: "2026-12-20", amount: 1200 + 650 + 450 },
        { date: "2026-12-21", amount: 2000 + 650 + 450 },
      ],
    });
  });

  it("keeps spec 9 exactly for parking with no rate set: the check-in day decides, slots do not multiply", async () => {
    const saturday = await quote({
      serviceType: "parking",
      checkIn: "2027-07-03",
      checkOut: "2027-07-06",
      quantity: 2,
      guests: 1,
    });
    expect(saturday.statusCode, saturday.body).toBe(200);
    expect(saturday.json().data).toMatchObject({ price: 200, totalAmount: 600 });
    expect(saturday.json().data.nightly.map((night: { amount: number }) => night.amount)).toEqual([
      200, 200, 200,
    ]);
    const tuesday = await quote({
      serviceType: "parking",
      checkIn: "2027-07-06",
      checkOut: "2027-07-11",
      quantity: 2,
      guests: 1,
    });
    // Tuesday check-in: the weekday rate for every night, the weekend's too.
    expect(tuesday.json().data).toMatchObject({ price: 150, totalAmount: 750 });
  });

  it("applies set parking rates night by night, still not multiplied by the slots", async () => {
    await setRates({
      unitType: "parking",
      from: "2027-08-01",
      to: "2027-08-31",
      nightlyRate: 100,
      weekendRate: 300,
    });
    const response = await quote({
      serviceType: "parking",
      checkIn: "2027-08-06",
      checkOut: "2027-08-09",
      quantity: 2,
      guests: 1,
    });
    expect(response.json().data).toMatchObject({
      totalAmount: 700,
      nightly: [
        { date: "2027-08-06", amount: 100 },
        { date: "2027-08-07", amount: 300 },
        { date: "2027-08-08", amount: 300 },
      ],
    });
  });
});

describe("[RATES] a price check with dates no calendar can hold", () => {
  it("says what is wrong with them (400), never 500", async () => {
    const response = await quote(room("master", "0000-01-01", "0000-01-03"));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_ERROR");
  });
});

describe("[RATES] stay rules refuse a stay with the rule, the date and the unit", () => {
  beforeAll(async () => {
    await setRates({ unitType: "kids", from: "2026-12-31", to: "2026-12-31", minNights: 2 });
    await setRates({ unitType: "kids", from: "2027-03-01", to: "2027-03-10", maxNights: 3 });
    await setRates({
      unitType: "kids",
      from: "2027-03-20",
      to: "2027-03-20",
      closedToArrival: true,
    });
    await setRates({
      unitType: "kids",
      from: "2027-03-25",
      to: "2027-03-25",
      closedToDeparture: true,
    });
    await setRates({
      unitType: "parking",
      from: "2027-04-03",
      to: "2027-04-03",
      closedToArrival: true,
    });
  });

  it("refuses a stay shorter than a night's minimum (STAY_TOO_SHORT)", async () => {
    const response = await quote(room("kids", "2026-12-31", "2027-01-01"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "STAY_TOO_SHORT",
      message: "Stays that include 31 December need at least 2 nights.",
      params: { date: "2026-12-31", nights: 2, unitType: "kids" },
    });
    // Two nights, or one that does not include the night, are fine.
    expect((await quote(room("kids", "2026-12-31", "2027-01-02"))).statusCode).toBe(200);
    expect((await quote(room("kids", "2026-12-30", "2026-12-31"))).statusCode).toBe(200);
    // The rule is the kids room's: a master room that night is not held to it.
    expect((await quote(room("master", "2026-12-31", "2027-01-01"))).statusCode).toBe(200);
  });

  it("refuses a stay longer than a night's maximum (STAY_TOO_LONG)", async () => {
    const response = await quote(room("kids", "2027-02-27", "2027-03-03"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "STAY_TOO_LONG",
      message: "Stays that include 1 March can be at most 3 nights long.",
      params: { date: "2027-03-01", nights: 3, unitType: "kids" },
    });
    expect((await quote(room("kids", "2027-02-28", "2027-03-03"))).statusCode).toBe(200);
  });

  it("refuses an arrival on a night closed to arrival, not a stay across it (CLOSED_TO_ARRIVAL)", async () => {
    const response = await quote(room("kids", "2027-03-20", "2027-03-22"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "CLOSED_TO_ARRIVAL",
      message: "Stays cannot start on 20 March. Please choose another check-in date.",
      params: { date: "2027-03-20", unitType: "kids" },
    });
    expect(response.json().params).not.toHaveProperty("nights");
    expect((await quote(room("kids", "2027-03-19", "2027-03-22"))).statusCode).toBe(200);
  });

  it("refuses a check-out on a day closed to departure (CLOSED_TO_DEPARTURE)", async () => {
    const response = await quote(room("kids", "2027-03-23", "2027-03-25"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "CLOSED_TO_DEPARTURE",
      message: "Stays cannot end on 25 March. Please choose another check-out date.",
      params: { date: "2027-03-25", unitType: "kids" },
    });
    expect((await quote(room("kids", "2027-03-23", "2027-03-26"))).statusCode).toBe(200);
  });

  it("holds a package to the rules of each of its parts, parking only when it has spots", async () => {
    const short = await quotePackage(packageOf("2026-12-31", "2027-01-01"));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: "STAY_TOO_SHORT",
      params: { date: "2026-12-31", nights: 2, unitType: "kids" },
    });
    expect((await quotePackage(packageOf("2027-04-03", "2027-04-05"))).statusCode).toBe(200);
    const withParking = await quotePackage(packageOf("2027-04-03", "2027-04-05", 1));
    expect(withParking.statusCode).toBe(400);
    expect(withParking.json()).toMatchObject({
      code: "CLOSED_TO_ARRIVAL",
      params: { date: "2027-04-03", unitType: "parking" },
    });
  });
});

describe("[RATES] a booking keeps the lines it was sold at", () => {
  it("answers the same total, nights and refund after a later rate edit", async () => {
    await setRates({ unitType: "master", from: "2027-06-01", to: "2027-06-30", nightlyRate: 1100 });
    const { cookie } = await signIn(testApp);
    const client = bookingClient(testApp, cookie);
    const paid = await client.payAndBook(room("master", "2027-06-01", "2027-06-04"));
    expect(paid.booking.statusCode, paid.booking.body).toBe(201);
    const booking = paid.booking.json().data;
    expect(booking).toMatchObject({ totalAmount: 3300, chargedAmount: 3300 });
    const preview = () =>
      testApp.app.inject({
        method: "GET",
        url: `/api/booking/${booking._id}/cancellation`,
        headers: { cookie },
      });
    const refundBefore = (await preview()).json().data;
    const listedBefore = (await client.myBookings()).json();

    await setRates({ unitType: "master", from: "2027-06-01", to: "2027-06-30", nightlyRate: 1900 });
    await setRates({ unitType: "master", from: "2027-06-02", to: "2027-06-02", nightlyRate: null });

    expect((await client.myBookings()).json()).toEqual(listedBefore);
    const refundAfter = (await preview()).json().data;
    expect(refundAfter).toEqual(refundBefore);
    expect(refundAfter).toMatchObject({ paidAmount: 3300 });
    const listed = JSON.stringify(listedBefore);
    expect(listed).toContain('"nightly":[{"date":"2027-06-01","amount":1100}');
    // A new price check for the same stay is priced at today's rates.
    expect((await quote(room("master", "2027-06-01", "2027-06-04"))).json().data.totalAmount).toBe(
      1900 + 950 + 1900,
    );
  });
});

describe("[RATES] a guest's change is priced and ruled like a new booking", () => {
  it("refuses a change that breaks a rule and prices one that keeps them at the calendar's rates", async () => {
    const { cookie } = await signIn(testApp);
    const client = bookingClient(testApp, cookie);
    const paid = await client.payAndBook(room("kids", "2027-05-10", "2027-05-13"));
    expect(paid.booking.statusCode, paid.booking.body).toBe(201);
    const bookingId = paid.booking.json().data._id;
    await setRates({
      unitType: "kids",
      from: "2027-05-20",
      to: "2027-05-31",
      nightlyRate: 700,
      minNights: 3,
    });
    const check = (body: object) =>
      testApp.app.inject({
        method: "POST",
        url: `/api/booking/${bookingId}/change/check`,
        payload: body,
        headers: { cookie },
      });
    const short = await check(room("kids", "2027-05-20", "2027-05-22"));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: "STAY_TOO_SHORT",
      message: "Stays that include 20 May need at least 3 nights.",
      params: { date: "2027-05-20", nights: 3, unitType: "kids" },
    });
    const fits = await check(room("kids", "2027-05-20", "2027-05-24"));
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().data).toMatchObject({ totalAmount: 2800, currentAmount: 1950 });
  });
});

describe("[RATES] GET /api/rates/calendar for the date pickers", () => {
  it("answers anyone the sparse calendar of a window in AED, and 304 when unchanged", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/rates/calendar?from=2026-12-30&to=2027-01-09",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        from: "2026-12-30",
        to: "2027-01-09",
        calendar: {
          master: {
            "2026-12-30": { nightlyRate: 2000 },
            "2026-12-31": { nightlyRate: 2000 },
            "2027-01-04": { nightlyRate: 1000, weekendRate: 1500 },
            "2027-01-05": { nightlyRate: 1000, weekendRate: 1500 },
            "2027-01-06": { nightlyRate: 1000, weekendRate: 1500 },
            "2027-01-07": { nightlyRate: 1000, weekendRate: 1500 },
            "2027-01-08": { nightlyRate: 1000, weekendRate: 1500 },
            "2027-01-09": { nightlyRate: 1000, weekendRate: 1500 },
          },
          kids: { "2026-12-31": { minNights: 2 } },
        },
        // The forms' estimate adds what the price check does (decision 028): 5% inside, no fee.
        tax: { vatRate: 5, tourismFee: { master: 0, kids: 0, camp: 0, parking: 0 } },
        // The weekend's days (decision 046): the spec's Saturday and Sunday until staff set theirs.
        weekendDays: [6, 0],
      },
    });
    expect(response.headers["cache-control"]).toBe("no-cache");
    const etag = response.headers.etag as string;
    const again = await testApp.app.inject({
      method: "GET",
      url: "/api/rates/calendar?from=2026-12-30&to=2027-01-09",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("refuses a window that is backwards or longer than 400 days", async () => {
    const get = (query: string) =>
      testApp.app.inject({ method: "GET", url: `/api/rates/calendar?${query}` });
    for (const query of [
      "from=2027-01-09&to=2027-01-01",
      "from=2027-01-01&to=2028-02-05",
      "from=2027-01-01",
      "from=tomorrow&to=2027-01-02",
      "from=0000-01-01&to=0000-01-05",
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
  });
});
