import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, bookings, taxSettings } from "../src/db/schema";
import { warnOfTaxSettings } from "../src/features/tax-settings/warn-tax-settings";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Tax settings (decision 028), on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL: staff read and save them (every field validated, audit-logged), quotes price with
 * them at once, a booking keeps what it was sold with, and rates entered without VAT reach guests
 * with VAT in them everywhere a price shows. The clock stands at 2026-11-20 12:00 in Dubai.
 */
const START = new Date("2026-11-20T08:00:00Z");
const URL = "/api/admin/tax-settings";
let testApp: TestApp;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
  });
  const admin = await signIn(testApp, "owner");
  adminCookie = admin.cookie;
  adminId = admin.user.id;
});
afterAll(() => testApp.close());
beforeEach(async () => {
  testApp.clock.set(START);
  // Back to a fresh install: the configuration's values.
  await testApp.ctx.db.delete(taxSettings);
});

const admin = (method: "GET" | "PUT", url: string, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { cookie: adminCookie },
  });
const save = async (payload: object) => {
  const response = await admin("PUT", URL, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

async function guest() {
  const { cookie } = await signIn(testApp);
  const client = bookingClient(testApp, cookie);
  const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: { cookie } });
  return { client, get };
}

const room = (checkIn: string, checkOut: string, extra: object = {}) => ({
  serviceType: "room",
  roomType: "master",
  checkIn,
  checkOut,
  quantity: 1,
  guests: 2,
  ...extra,
});

/** The VAT inside `gross` AED at `percent`, rounded once to the fils. */
const vatIn = (gross: number, percent: number) =>
  Math.round((gross * 100 * percent) / (100 + percent)) / 100;

describe("[TAX] staff read and save the settings", () => {
  it("a fresh install answers the configuration's values", async () => {
    const response = await admin("GET", URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      success: true,
      data: {
        legalNameEn: "Desert Camp Resort",
        legalNameAr: "منتجع مخيم الصحراء",
        addressEn: "Hatta Road, Al Faqa, Dubai, United Arab Emirates",
        addressAr: "طريق حتا، الفقع، دبي، الإمارات العربية المتحدة",
        trn: null,
        vatRate: 5,
        ratesIncludeVat: true,
        tourismFee: { master: 0, kids: 0, camp: 0, parking: 0 },
        updatedAt: null,
      },
    });
  });

  it("a save changes only the fields sent, records who, and is audited with before and after", async () => {
    const saved = await save({
      legalNameEn: "  Desert Camp Resort L.L.C. ",
      trn: "100234567800003",
      tourismFee: { master: 15, camp: 7.5 },
    });
    expect(saved).toMatchObject({
      legalNameEn: "Desert Camp Resort L.L.C.",
      legalNameAr: "منتجع مخيم الصحراء",
      trn: "100234567800003",
      vatRate: 5,
      tourismFee: { master: 15, kids: 0, camp: 7.5, parking: 0 },
    });
    expect(saved.updatedAt).toBe(START.toISOString());
    const [row] = await testApp.ctx.db.select().from(taxSettings);
    expect(row).toMatchObject({
      updatedBy: adminId,
      tourismFeeCampMinor: 750,
      trn: "100234567800003",
    });

    const second = await save({ vatRate: 0, ratesIncludeVat: false, trn: "" });
    expect(second).toMatchObject({
      legalNameEn: "Desert Camp Resort L.L.C.",
      trn: null,
      vatRate: 0,
      ratesIncludeVat: false,
      tourismFee: { master: 15, kids: 0, camp: 7.5, parking: 0 },
    });
    expect((await admin("GET", URL)).json().data).toEqual(second);
    // The booking forms' estimate reads the terms from the public rate calendar.
    const calendar = await testApp.app.inject({
      method: "GET",
      url: "/api/rates/calendar?from=2027-01-01&to=2027-01-05",
    });
    expect(calendar.json().data.tax).toEqual({
      vatRate: 0,
      tourismFee: { master: 15, kids: 0, camp: 7.5, parking: 0 },
    });

    const entries = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "tax_settings.updated"))
      .orderBy(desc(auditLog.createdAt));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    const [latest] = entries.filter(
      (entry) => (entry.after as { vatRateBp: number }).vatRateBp === 0,
    );
    expect(latest).toMatchObject({
      actorId: adminId,
      entityType: "tax_settings",
      before: {
        trn: "100234567800003",
        vatRateBp: 500,
        ratesIncludeVat: true,
        tourismFeeMasterMinor: 1500,
      },
      after: { trn: null, vatRateBp: 0, ratesIncludeVat: false, tourismFeeMasterMinor: 1500 },
    });
  });

  it("an empty save still records the settings in force (the configuration's)", async () => {
    const saved = await save({});
    expect(saved).toMatchObject({ vatRate: 5, trn: null, legalNameEn: "Desert Camp Resort" });
    expect(saved.updatedAt).not.toBeNull();
  });

  it.each([
    ["legalNameEn", { legalNameEn: "   " }],
    ["legalNameAr", { legalNameAr: "م".repeat(201) }],
    ["addressEn", { addressEn: 12 }],
    ["addressAr", { addressAr: "" }],
    ["addressAr", { addressAr: null }],
    ["trn", { trn: "12345" }],
    ["trn", { trn: "10023456780000A" }],
    ["trn", { trn: null }],
    ["vatRate", { vatRate: 101 }],
    ["vatRate", { vatRate: -1 }],
    ["vatRate", { vatRate: 5.125 }],
    ["vatRate", { vatRate: "5" }],
    ["ratesIncludeVat", { ratesIncludeVat: "yes" }],
    ["tourismFee.master", { tourismFee: { master: -1 } }],
    ["tourismFee.kids", { tourismFee: { kids: 1000.01 } }],
    ["tourismFee.camp", { tourismFee: { camp: 7.555 } }],
    ["tourismFee.parking", { tourismFee: { parking: "10" } }],
    ["tourismFee", { tourismFee: { villa: 10 } }],
    ["tourismFee", { tourismFee: 10 }],
    ["body", { vatRate: 5, colour: "red" }],
  ])("refuses %s in %j with 400 and the field's message", async (field, payload) => {
    const response = await admin("PUT", URL, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
    expect(await testApp.ctx.db.select().from(taxSettings)).toEqual([]);
  });

  it("refuses a body that is not an object", async () => {
    for (const payload of [[], "vat", 5]) {
      const response = await testApp.app.inject({
        method: "PUT",
        url: URL,
        payload: JSON.stringify(payload),
        headers: { cookie: adminCookie, "content-type": "application/json" },
      });
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});

describe("[TAX] quotes price with the settings in force", () => {
  it("the defaults leave the spec's totals as they were, 5% VAT inside them", async () => {
    const g = await guest();
    const quote = await g.client.quote(room("2027-03-01", "2027-03-04", { quantity: 2 }));
    expect(quote.statusCode, quote.body).toBe(200);
    // Master room AED 950 a night (spec), 2 rooms x 3 nights.
    expect(quote.json().data).toMatchObject({
      totalAmount: 5700,
      tourismFee: 0,
      vatRate: 5,
      vatAmount: vatIn(5700, 5),
    });
  });

  it("a fee set is charged per occupied unit-night, outside VAT, and shown in the answer", async () => {
    await save({ tourismFee: { master: 15, parking: 10 } });
    const g = await guest();
    const quote = await g.client.quote(room("2027-03-01", "2027-03-04", { quantity: 2 }));
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({
      totalAmount: 5700 + 15 * 2 * 3,
      tourismFee: 90,
      vatAmount: vatIn(5700, 5),
    });
    // Caravan slots count as occupied units: two slots, two nights, from a Monday (weekday rate 150).
    const parking = await g.client.quote({
      serviceType: "parking",
      checkIn: "2027-03-01",
      checkOut: "2027-03-03",
      quantity: 2,
      guests: 2,
    });
    expect(parking.statusCode, parking.body).toBe(200);
    expect(parking.json().data).toMatchObject({ tourismFee: 40, totalAmount: 300 + 40 });
  });

  it("VAT 0: no VAT in the answer, the total unchanged", async () => {
    await save({ vatRate: 0 });
    const g = await guest();
    const quote = await g.client.quote(room("2027-03-01", "2027-03-02"));
    expect(quote.json().data).toMatchObject({ totalAmount: 950, vatRate: 0, vatAmount: 0 });
  });

  it("a booking keeps the fee and VAT rate it was sold with after the settings change", async () => {
    await save({ tourismFee: { master: 20 } });
    const g = await guest();
    const { booking } = await g.client.payAndBook(room("2027-04-05", "2027-04-07"));
    expect(booking.statusCode, booking.body).toBe(201);
    const id = booking.json().data._id as string;

    await save({ vatRate: 0, tourismFee: { master: 7 } });
    const mine = (await g.client.myBookings())
      .json()
      .booking.data.find((row: { _id: string }) => row._id === id);
    expect(mine).toMatchObject({
      totalAmount: 1900 + 40,
      tourismFee: 40,
      vatRate: 5,
      vatAmount: vatIn(1900, 5),
    });
    const [stored] = await testApp.ctx.db
      .select({ vatRateBp: bookings.vatRateBp, totalMinor: bookings.totalMinor })
      .from(bookings)
      .where(and(eq(bookings.id, id)));
    expect(stored).toEqual({ vatRateBp: 500, totalMinor: 194_000 });
    // A new quote for the same stay prices with today's settings.
    const fresh = await g.client.quote(room("2027-04-05", "2027-04-07"));
    expect(fresh.json().data).toMatchObject({ totalAmount: 1900 + 14, vatAmount: 0, vatRate: 0 });
  });
});

describe("[TAX] rates entered without VAT reach guests with VAT in them", () => {
  it("the catalogue, the rate calendar, activities and the charged total are all grossed up", async () => {
    await save({ ratesIncludeVat: false });
    const g = await guest();

    const rooms = (await g.get("/api/rooms")).json().roomData;
    expect(rooms.find((row: { roomType: string }) => row.roomType === "master").pricing).toBe(
      997.5,
    );
    const camps = (await g.get("/api/camps")).json().campData;
    expect(camps[0].pricing).toBe(472.5);
    const parking = (await g.get("/api/parking")).json().parkingData;
    expect(parking.pricing).toEqual({ weekday: 157.5, weekend: 210 });

    const extrasAnswer = (await g.get("/api/extras")).json().data as { price: number }[];
    const adminExtras = (await admin("GET", "/api/admin/extras")).json().data as {
      id: string;
      price: number;
    }[];
    expect(extrasAnswer.length).toBeGreaterThan(0);
    for (const extra of extrasAnswer as { id: string; price: number }[]) {
      const entered = adminExtras.find((row) => row.id === extra.id)?.price ?? Number.NaN;
      expect(extra.price).toBe(Math.round(entered * 105) / 100);
    }

    // A rate staff set on the calendar: the console shows it as entered, guests with VAT.
    const set = await testApp.app.inject({
      method: "PUT",
      url: "/api/admin/rates",
      payload: { unitType: "master", from: "2027-05-10", to: "2027-05-11", nightlyRate: 1000.1 },
      headers: { cookie: adminCookie },
    });
    expect(set.statusCode, set.body).toBe(200);
    const calendar = (await g.get("/api/rates/calendar?from=2027-05-10&to=2027-05-11")).json().data
      .calendar;
    // 1000.10 x 1.05 = 1050.105, rounded once to the fils.
    expect(calendar.master["2027-05-10"].nightlyRate).toBe(1050.11);
    const console = (await admin("GET", "/api/admin/rates?from=2027-05-10&to=2027-05-11")).json()
      .data;
    expect(console.calendar.master["2027-05-10"].nightlyRate).toBe(1000.1);
    expect(console.base.master).toBe(950);

    // What is charged is what was shown: 997.50 + 1050.11 + 1050.11, VAT 5/105 of it.
    const quote = await g.client.quote(room("2027-05-09", "2027-05-12"));
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({
      totalAmount: 3097.72,
      vatAmount: vatIn(3097.72, 5),
      vatRate: 5,
    });
    const { booking } = await g.client.payAndBook(room("2027-05-09", "2027-05-12"));
    expect(booking.statusCode, booking.body).toBe(201);
    expect(booking.json().data.totalAmount).toBe(3097.72);
  });

  it("rates entered with VAT (the default) are shown as entered", async () => {
    const g = await guest();
    const rooms = (await g.get("/api/rooms")).json().roomData;
    expect(rooms.find((row: { roomType: string }) => row.roomType === "master").pricing).toBe(950);
  });
});

describe("[TAX] production start-up warns of VAT without a TRN", () => {
  const warnings = async (env: { NODE_ENV: "production" | "test" }) => {
    const messages: string[] = [];
    await warnOfTaxSettings(
      testApp.ctx.db,
      { ...testApp.ctx.config, NODE_ENV: env.NODE_ENV },
      { warn: (message: unknown) => void messages.push(String(message)) },
    );
    return messages;
  };

  it("warns in production while VAT is charged and no TRN is set, else not", async () => {
    expect(await warnings({ NODE_ENV: "production" })).toEqual([
      expect.stringContaining("no TRN is set"),
    ]);
    expect(await warnings({ NODE_ENV: "test" })).toEqual([]);
    await save({ trn: "100234567800003" });
    expect(await warnings({ NODE_ENV: "production" })).toEqual([]);
    await save({ trn: "", vatRate: 0 });
    expect(await warnings({ NODE_ENV: "production" })).toEqual([]);
  });
});
