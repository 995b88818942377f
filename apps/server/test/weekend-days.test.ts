import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * The weekend's days as a setting (decision 046): stored, validated, audit-logged,
 * and followed by parking's rule and the calendar's weekend rates, while what was sold stays as
 * sold. The clock stands at Friday 2026-11-20; the catalogue's parking is 150 (weekday) / 200
 * (weekend). The tests run in order: the setting is the file's.
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

const call = (method: "GET" | "PUT", url: string, payload?: unknown, cookie = adminCookie) =>
  testApp.app.inject({
    method,
    url,
    headers: { cookie, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const putWeekend = (payload: unknown, cookie = adminCookie) =>
  call("PUT", "/api/admin/rates/weekend", payload, cookie);
const quote = (body: object) => bookingClient(testApp, guestCookie).quote(body);
const parking = (checkIn: string, checkOut: string) => ({
  serviceType: "parking",
  checkIn,
  checkOut,
  quantity: 1,
  guests: 1,
});
const master = (checkIn: string, checkOut: string) => ({
  serviceType: "room",
  roomType: "master",
  checkIn,
  checkOut,
  quantity: 1,
  guests: 2,
});
const amounts = (data: { nightly: { amount: number }[] }) =>
  data.nightly.map((night) => night.amount);

describe("[WEEKEND] the weekend's days are a setting", () => {
  it("is the spec's Saturday and Sunday until staff set it, for the console and the date pickers", async () => {
    const setting = await call("GET", "/api/admin/rates/weekend");
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json().data).toEqual({ weekendDays: [6, 0] });
    const grid = await call("GET", "/api/admin/rates?from=2027-03-01&to=2027-03-31");
    expect(grid.json().data.weekendDays).toEqual([6, 0]);
    const pickers = await testApp.app.inject({
      method: "GET",
      url: "/api/rates/calendar?from=2027-03-01&to=2027-03-31",
    });
    expect(pickers.json().data.weekendDays).toEqual([6, 0]);
    // The caravan parking page and form name the days whose check-in costs the weekend rate.
    const page = await testApp.app.inject({ method: "GET", url: "/api/parking" });
    expect(page.json().parkingData.weekendDays).toEqual([6, 0]);
    // Saturday check-in: the weekend rate for the whole stay (spec 9); Friday's is a weekday.
    expect((await quote(parking("2027-03-06", "2027-03-08"))).json().data.totalAmount).toBe(400);
    expect((await quote(parking("2027-03-05", "2027-03-07"))).json().data.totalAmount).toBe(300);
  });

  it.each([
    ["no day", { weekendDays: [] }, "Choose at least one weekend day"],
    [
      "every day",
      { weekendDays: [0, 1, 2, 3, 4, 5, 6] },
      "At least one day of the week must be a weekday",
    ],
    ["a day twice", { weekendDays: [5, 5] }, "Each weekend day can be chosen once"],
    [
      "a day that is not one",
      { weekendDays: [7] },
      "Each weekend day must be a day of the week from 0 (Sunday) to 6 (Saturday)",
    ],
    [
      "a day's name",
      { weekendDays: ["friday"] },
      "Each weekend day must be a day of the week from 0 (Sunday) to 6 (Saturday)",
    ],
    ["no list", { weekendDays: "5,6" }, "weekendDays must be a list of days of the week"],
    ["nothing", {}, "weekendDays must be a list of days of the week"],
  ])("refuses %s with a 400 that says why", async (_label, body, message) => {
    const response = await putWeekend(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it("refuses fields it does not know, a body that is not JSON, and anyone but staff", async () => {
    expect((await putWeekend({ weekendDays: [5, 6], days: [1] })).statusCode).toBe(400);
    const broken = await testApp.app.inject({
      method: "PUT",
      url: "/api/admin/rates/weekend",
      headers: { cookie: adminCookie, "content-type": "application/json" },
      payload: "{weekendDays:",
    });
    expect(broken.statusCode).toBe(400);
    expect((await putWeekend({ weekendDays: [5, 6] }, "")).statusCode).toBe(401);
    expect((await putWeekend({ weekendDays: [5, 6] }, guestCookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/rates/weekend", undefined, guestCookie)).statusCode).toBe(
      403,
    );
    expect((await call("GET", "/api/admin/rates/weekend")).json().data.weekendDays).toEqual([6, 0]);
  });

  it("moves parking's rule and the calendar's weekend rates to Friday and Saturday; what was sold stays as sold", async () => {
    const rates = await call("PUT", "/api/admin/rates", {
      unitType: "master",
      from: "2027-03-01",
      to: "2027-03-31",
      nightlyRate: 1000,
      weekendRate: 1500,
    });
    expect(rates.statusCode, rates.body).toBe(200);
    // Booked before the change: Thursday to Monday, Saturday and Sunday nights at the weekend rate.
    const { cookie } = await signIn(testApp);
    const client = bookingClient(testApp, cookie);
    const paid = await client.payAndBook(master("2027-03-11", "2027-03-15"));
    expect(paid.booking.statusCode, paid.booking.body).toBe(201);
    expect(paid.booking.json().data.totalAmount).toBe(1000 + 1000 + 1500 + 1500);
    const listedBefore = (await client.myBookings()).json();

    const saved = await putWeekend({ weekendDays: [6, 5] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ weekendDays: [5, 6] });
    expect((await call("GET", "/api/admin/rates/weekend")).json().data).toEqual({
      weekendDays: [5, 6],
    });
    const pickers = await testApp.app.inject({
      method: "GET",
      url: "/api/rates/calendar?from=2027-03-01&to=2027-03-31",
    });
    expect(pickers.json().data.weekendDays).toEqual([5, 6]);
    const page = await testApp.app.inject({ method: "GET", url: "/api/parking?lang=ar" });
    expect(page.json().parkingData.weekendDays).toEqual([5, 6]);

    // Thursday, Friday, Saturday and Sunday nights: Friday and Saturday are the weekend now.
    const room = (await quote(master("2027-03-11", "2027-03-15"))).json().data;
    expect(amounts(room)).toEqual([1000, 1500, 1500, 1000]);
    expect(room.totalAmount).toBe(5000);
    // Parking: a Friday check-in costs the weekend rate, a Sunday one the weekday rate.
    const friday = (await quote(parking("2027-03-05", "2027-03-07"))).json().data;
    expect(friday).toMatchObject({ price: 200, totalAmount: 400 });
    const sunday = (await quote(parking("2027-03-07", "2027-03-09"))).json().data;
    expect(sunday).toMatchObject({ price: 150, totalAmount: 300 });

    // The booking made before keeps its nights and total as sold.
    expect((await client.myBookings()).json()).toEqual(listedBefore);
    const detail = await call("GET", `/api/admin/bookings/${paid.booking.json().data._id}`);
    expect(detail.json().data.totalAmount).toBe(5000);
    expect(
      detail.json().data.priceLines[0].nightly.map((n: { amount: number }) => n.amount),
    ).toEqual([1000, 1000, 1500, 1500]);
  });

  it("writes each change to the audit log with the days before and after", async () => {
    expect((await putWeekend({ weekendDays: [4, 5] })).statusCode).toBe(200);
    const log = await call("GET", "/api/admin/audit-log?action=weekend_days");
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().data.entries;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: "weekend_days.updated",
      entityType: "rate_settings",
      details: { weekendDays: { before: [5, 6], after: [4, 5] } },
    });
    expect(entries[1].details).toEqual({ weekendDays: { before: [6, 0], after: [5, 6] } });
  });
});
