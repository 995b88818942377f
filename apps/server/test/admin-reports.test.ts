import { bookingReference } from "@camp/shared/booking/booking-reference";
import { priceRoomStay } from "@camp/shared/booking/pricing";
import {
  type OccupancyReportWire,
  occupancyReportResponseSchema,
} from "@camp/shared/rates/report-schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { bookings, channelFeeds, inventoryClaims, users } from "../src/db/schema";
import { seedBooking } from "./helpers/booking-helpers";
import { insertChannelEvent } from "./helpers/channel-events";
import { createTestApp, sessionCookieOf, signIn, type TestApp } from "./helpers/test-app";

/**
 * The reports staff set rates by (decision 027), on PGlite and (TEST_DATABASE_URL) PostgreSQL.
 * Bookings are made over several weeks of the test clock; "today" is Friday 2026-11-20 in Dubai.
 * Catalogue: 6 master rooms (AED 950), 4 kids rooms (650), 10 tents (450), 8 caravan spots
 * (150 weekdays, 200 when the stay starts on a Saturday or Sunday).
 */
let testApp: TestApp;
let adminCookie: string;
const ids: Record<string, string> = {};
const TODAY = new Date("2026-11-20T08:00:00Z");
const HYPERLINK_NAME = '=HYPERLINK("x")';
const ARABIC_NAME = "مريم الهاشمي";

async function bookAs(name: string, madeAt: string, stay: object) {
  testApp.clock.set(new Date(madeAt));
  const user = await seedUser(testApp.ctx.db, { name });
  const login = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password },
  });
  const guest = { user, cookie: sessionCookieOf(login) };
  const { id } = await seedBooking(testApp, stay, { guest });
  // The row's creation time is the database's clock: set it to when the test made the booking.
  await testApp.ctx.db
    .update(bookings)
    .set({ createdAt: new Date(madeAt) })
    .where(eq(bookings.id, id));
  return { id, userId: user.id };
}

const room = (roomType: string, quantity: number, checkIn: string, checkOut: string) => ({
  serviceType: "room",
  roomType,
  quantity,
  guests: quantity,
  checkIn,
  checkOut,
});

const get = (url: string, cookie = adminCookie) =>
  testApp.app.inject({ method: "GET", url, headers: { cookie } });

async function report(query: string): Promise<OccupancyReportWire> {
  const response = await get(`/api/admin/reports/occupancy?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return occupancyReportResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  testApp = await createTestApp();
  testApp.clock.set(TODAY);
  adminCookie = (await signIn(testApp, "owner")).cookie;

  // Made long before the pickup windows: two master rooms, 1-3 December.
  ids.early = (
    await bookAs(
      "Early Bird",
      "2026-10-01T08:00:00Z",
      room("master", 2, "2026-12-01", "2026-12-03"),
    )
  ).id;
  // Made 19 days ago: three tents, 5-8 December.
  ids.tents = (
    await bookAs("Tent Party", "2026-11-01T08:00:00Z", {
      serviceType: "camp",
      quantity: 3,
      guests: 6,
      checkIn: "2026-12-05",
      checkOut: "2026-12-08",
    })
  ).id;
  // Made 2 days ago, an Arabic name: a caravan spot from Saturday 12 December, the weekend rate.
  const caravan = await bookAs(ARABIC_NAME, "2026-11-18T08:00:00Z", {
    serviceType: "parking",
    quantity: 1,
    guests: 1,
    checkIn: "2026-12-12",
    checkOut: "2026-12-14",
  });
  ids.caravan = caravan.id;
  await testApp.ctx.db
    .update(users)
    .set({ phone: "+971501234567" })
    .where(eq(users.id, caravan.userId));

  testApp.clock.set(TODAY);
  // Made today, a name that is a formula: one master room 10-12 December, sold with a peak rate
  // on the 11th (AED 1,500) and a 10% code, as the rates and promo features store it.
  ids.discounted = (
    await bookAs(
      HYPERLINK_NAME,
      "2026-11-20T08:00:00Z",
      room("master", 1, "2026-12-10", "2026-12-12"),
    )
  ).id;
  const sold = priceRoomStay(
    {
      room: { master: 95_000, kids: 65_000 },
      camp: 45_000,
      parking: { weekday: 15_000, weekend: 20_000 },
      calendar: { master: { "2026-12-11": { nightlyRate: 150_000 } } },
    },
    {
      roomType: "master",
      quantity: 1,
      checkIn: "2026-12-10",
      checkOut: "2026-12-12",
      promo: {
        id: "00000000-0000-4000-8000-000000000001",
        code: "DUNES10",
        percentOff: 10,
        amountOffMinor: null,
        stayFrom: null,
        stayTo: null,
        unitTypes: null,
        minNights: null,
      },
    },
  );
  expect(sold.total).toBe(220_500);
  await testApp.ctx.db
    .update(bookings)
    .set({ priceLines: sold.lines, totalMinor: sold.total, chargedMinor: sold.total })
    .where(eq(bookings.id, ids.discounted));

  // Made today and cancelled today with AED 1,000 of its 1,950 back: a kids room, 1-4 December.
  ids.cancelled = (
    await bookAs(
      "Changed Mind",
      "2026-11-20T08:00:00Z",
      room("kids", 1, "2026-12-01", "2026-12-04"),
    )
  ).id;
  const cancel = await testApp.app.inject({
    method: "POST",
    url: `/api/admin/bookings/${ids.cancelled}/cancel`,
    headers: { cookie: adminCookie },
    payload: { refundAmount: 1000 },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);

  // Five of six master rooms taken on 20 December by a claim of no booking: two more are a request.
  await testApp.ctx.db
    .insert(inventoryClaims)
    .values({ unitKey: "room:master", night: "2026-12-20", quantity: 5 });
  ids.pending = (
    await bookAs(
      "Waiting Guest",
      "2026-11-20T08:00:00Z",
      room("master", 2, "2026-12-20", "2026-12-21"),
    )
  ).id;

  // Two tents closed for maintenance on the nights of 6 and 7 December.
  testApp.clock.set(TODAY);
  const closure = await testApp.app.inject({
    method: "POST",
    url: "/api/admin/closures",
    headers: { cookie: adminCookie },
    payload: {
      unitKey: "camp",
      from: "2026-12-06",
      to: "2026-12-08",
      quantity: 2,
      reason: "Canvas",
    },
  });
  expect(closure.statusCode, closure.body).toBe(201);
  testApp.clock.set(TODAY);
});
afterAll(() => testApp.close());

const unit = (figures: { units: { unitType: string }[] }, unitType: string) =>
  figures.units.find((row) => row.unitType === unitType);

describe("[REPORTS] occupancy and revenue", () => {
  it("counts a month: available, sold, closed, occupancy, revenue net of discounts, ADR, RevPAR", async () => {
    const data = await report("from=2026-12-01&to=2026-12-31&groupBy=month");
    expect(data).toMatchObject({ groupBy: "month", unitType: null, today: "2026-11-20" });
    expect(data.periods).toHaveLength(1);
    const [december] = data.periods;
    expect(december?.start).toBe("2026-12-01");
    expect(december?.end).toBe("2026-12-31");
    // Early Bird 2 x 2 nights at 950, the discounted stay 855 + 1,350; the request apart.
    expect(unit(december ?? data.total, "master")).toEqual({
      unitType: "master",
      capacity: 186,
      closed: 0,
      available: 186,
      sold: 6,
      pending: 2,
      revenue: 6005,
      pendingRevenue: 1900,
      occupancy: 3.2,
      adr: 1000.83,
      revpar: 32.28,
    });
    // The cancelled kids room released its nights: nothing sold.
    expect(unit(december ?? data.total, "kids")).toMatchObject({
      sold: 0,
      revenue: 0,
      occupancy: 0,
      adr: null,
      revpar: 0,
    });
    expect(unit(december ?? data.total, "camp")).toMatchObject({
      capacity: 310,
      closed: 4,
      available: 306,
      sold: 9,
      revenue: 4050,
      occupancy: 2.9,
      adr: 450,
      revpar: 13.24,
    });
    expect(unit(december ?? data.total, "parking")).toMatchObject({
      sold: 2,
      revenue: 400,
      adr: 200,
    });
    expect(december?.all).toEqual({
      capacity: 868,
      closed: 4,
      available: 864,
      sold: 17,
      pending: 2,
      revenue: 10455,
      pendingRevenue: 1900,
      occupancy: 2,
      adr: 615,
      revpar: 12.1,
    });
    expect(data.total.all).toEqual(december?.all);
  });

  it("counts ISO weeks (Monday first), the first cut to the range", async () => {
    const data = await report("from=2026-12-01&to=2026-12-31&groupBy=week&unitType=master");
    expect(data.periods.map((period) => [period.start, period.end])).toEqual([
      ["2026-12-01", "2026-12-06"],
      ["2026-12-07", "2026-12-13"],
      ["2026-12-14", "2026-12-20"],
      ["2026-12-21", "2026-12-27"],
      ["2026-12-28", "2026-12-31"],
    ]);
    expect(data.periods.map((period) => period.units.map((row) => row.unitType))).toEqual(
      Array(5).fill(["master"]),
    );
    const [first, second, third] = data.periods;
    expect(first?.all).toMatchObject({ capacity: 36, sold: 4, revenue: 3800, adr: 950 });
    expect(second?.all).toMatchObject({ capacity: 42, sold: 2, revenue: 2205, adr: 1102.5 });
    expect(third?.all).toMatchObject({ sold: 0, pending: 2, pendingRevenue: 1900 });
  });

  it("counts each night at the price it was sold at, less its share of the discount", async () => {
    const data = await report("from=2026-12-10&to=2026-12-12&groupBy=day&unitType=master");
    expect(
      data.periods.map((period) => [period.start, period.all.sold, period.all.revenue]),
    ).toEqual([
      ["2026-12-10", 1, 855],
      ["2026-12-11", 1, 1350],
      ["2026-12-12", 0, 0],
    ]);
    expect(data.periods[1]?.all).toMatchObject({ occupancy: 16.7, adr: 1350, revpar: 225 });
  });

  it("answers pickup of the last 7 and 30 Dubai days, for nights from today on", async () => {
    const data = await report("from=2026-12-01&to=2026-12-31");
    // 7 days: the caravan spot (2 days ago) and the discounted room (today); the request, the
    // cancelled stay and the booking of October do not count.
    expect(data.pickup).toEqual([
      { days: 7, since: "2026-11-14", bookings: 2, unitNights: 4, revenue: 2605 },
      { days: 30, since: "2026-10-22", bookings: 3, unitNights: 13, revenue: 6655 },
    ]);
    const master = await report("from=2026-12-01&to=2026-12-31&unitType=master");
    expect(master.pickup[0]).toMatchObject({ bookings: 1, unitNights: 2, revenue: 2205 });
  });

  it("answers cancellations and refunds made on the days of the range", async () => {
    const november = await report("from=2026-11-01&to=2026-11-30&groupBy=month");
    expect(november.cancellations).toEqual({ count: 1, unitNights: 3, refunded: 1000, kept: 950 });
    expect(november.refunds).toEqual({ count: 1, amount: 1000 });
    const december = await report("from=2026-12-01&to=2026-12-31&groupBy=month");
    expect(december.cancellations).toEqual({ count: 0, unitNights: 0, refunded: 0, kept: 0 });
    const tents = await report("from=2026-11-01&to=2026-11-30&unitType=camp");
    expect(tents.cancellations.count).toBe(0);
    expect(tents.refunds.count).toBe(0);
  });

  it("refuses a range longer than 400 days, a bad grouping and an upside-down range", async () => {
    expect(
      (await get("/api/admin/reports/occupancy?from=2026-01-01&to=2027-02-04")).statusCode,
    ).toBe(200);
    const long = await get("/api/admin/reports/occupancy?from=2026-01-01&to=2027-02-05");
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: "REPORT_RANGE_TOO_LONG", params: { maxDays: 400 } });
    const bad = await get(
      "/api/admin/reports/occupancy?from=2026-12-01&to=2026-12-31&groupBy=year",
    );
    expect(bad.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    const upside = await get("/api/admin/reports/occupancy?from=2026-12-31&to=2026-12-01");
    expect(upside.statusCode).toBe(400);
    // The far ends of the calendar are refused as dates, never computed into a 500.
    for (const [from, to] of [
      ["9999-12-31", "9999-12-31"],
      ["0001-01-01", "0001-01-05"],
      ["2999-12-31", "2999-12-31"],
    ]) {
      for (const groupBy of ["day", "week", "month"]) {
        const far = await get(
          `/api/admin/reports/occupancy?from=${from}&to=${to}&groupBy=${groupBy}`,
        );
        expect([200, 400]).toContain(far.statusCode);
      }
    }
    const guest = (await signIn(testApp)).cookie;
    expect(
      (await get("/api/admin/reports/occupancy?from=2026-12-01&to=2026-12-31", guest)).statusCode,
    ).toBe(403);
  });
});

const BOM = "\uFEFF";

describe("[REPORTS] CSV files", () => {
  it("sends the report as a UTF-8 CSV with a BOM, as an attachment", async () => {
    const response = await get(
      "/api/admin/reports/occupancy?from=2026-12-01&to=2026-12-31&groupBy=month&format=csv",
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="occupancy-2026-12-01-to-2026-12-31-by-month.csv"',
    );
    expect(response.body.startsWith(BOM)).toBe(true);
    const lines = response.body.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Period start,Period end,Unit type,Units x nights,Closed,Available,Sold,Occupancy %,Revenue (AED),ADR (AED),RevPAR (AED),Pending requests (unit-nights),Pending revenue (AED)",
    );
    expect(lines).toContain(
      "2026-12-01,2026-12-31,Master room,186,0,186,6,3.2,6005.00,1000.83,32.28,2,1900.00",
    );
    expect(lines).toContain("2026-12-01,2026-12-31,Kids room,124,0,124,0,0.0,0.00,,0.00,0,0.00");
    expect(lines).toContain(
      "2026-12-01,2026-12-31,All units,868,4,864,17,2.0,10455.00,615.00,12.10,2,1900.00",
    );
    expect(lines).toContain(
      "2026-12-01,2026-12-31,Total: all units,868,4,864,17,2.0,10455.00,615.00,12.10,2,1900.00",
    );
  });

  it("exports the bookings list with its filters: formulas escaped, Arabic intact", async () => {
    const response = await get("/api/admin/bookings/export.csv");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="bookings-2026-11-20.csv"',
    );
    expect(response.body.startsWith(BOM)).toBe(true);
    const lines = response.body.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Reference,Guest name,Email,Phone,Service,Check-in,Check-out,Nights,Units,Status,Payment status,Total (AED),VAT rate (%),VAT in total (AED),Tourism Dirham fee in total (AED),Charged (AED),Invoiced (AED),VAT invoiced (AED),Tourism Dirham fee invoiced (AED),Refund decided (AED),Refunded (AED),Credited (AED),VAT credited (AED),Tourism Dirham fee credited (AED),Documents,Created at (Dubai),Discount code,Source,Agent reference,Taken by",
    );
    expect(lines).toHaveLength(7);
    const lineOf = (id: string) => lines.find((line) => line.startsWith(bookingReference(id)));
    // The formula is text: a leading apostrophe, the quotes doubled inside a quoted cell.
    // (This row's lines were rewritten after its receipt of AED 1,900 was issued: the invoiced
    // column says what the document states, the charged one what the booking holds.)
    expect(lineOf(ids.discounted ?? "")).toMatch(
      /^[A-Z0-9-]+,"'=HYPERLINK\(""x""\)",[^,]+,,room \(master\),2026-12-10,2026-12-12,2,Master room × 1,confirmed,completed,2205.00,5,105.00,0.00,2205.00,1900.00,90.48,0.00,0.00,0.00,0.00,0.00,0.00,(INV|RCT)-2026-\d{6},2026-11-20 12:00,DUNES10,website,,$/,
    );
    // Arabic as typed; a phone reads as the phone, text behind an invisible left-to-right mark
    // (no formula start, no number, no apostrophe shown: decision 045).
    expect(lineOf(ids.caravan ?? "")).toContain(`,${ARABIC_NAME},`);
    expect(lineOf(ids.caravan ?? "")).toContain(
      ",\u200E+971501234567,parking,2026-12-12,2026-12-14,2,Caravan spot × 1,",
    );
    // The VAT of the total as sold, of what was charged and of what went back, with the documents
    // that state it: 1,950 paid (VAT 92.86), 1,000 back on a credit note (VAT 47.62).
    expect(lineOf(ids.cancelled ?? "")).toMatch(
      /,cancelled,refunded,1950\.00,5,92\.86,0\.00,1950\.00,1950\.00,92\.86,0\.00,1000\.00,1000\.00,1000\.00,47\.62,0\.00,(INV|RCT)-2026-\d{6}; CN-2026-\d{6},/,
    );

    const cancelled = await get("/api/admin/bookings/export.csv?status=cancelled");
    const cancelledLines = cancelled.body.slice(1).trimEnd().split("\r\n");
    expect(cancelledLines).toHaveLength(2);
    expect(cancelledLines[1]?.startsWith(bookingReference(ids.cancelled ?? ""))).toBe(true);
    const search = await get(`/api/admin/bookings/export.csv?search=${encodeURIComponent("مريم")}`);
    expect(search.body.slice(1).trimEnd().split("\r\n")).toHaveLength(2);
    expect((await get("/api/admin/bookings/export.csv?status=lost")).statusCode).toBe(400);
  });

  it("states the Tourism Dirham fee charged and given back beside the VAT, as the documents do", async () => {
    const settings = await testApp.app.inject({
      method: "PUT",
      url: "/api/admin/tax-settings",
      headers: { cookie: adminCookie },
      payload: { tourismFee: { master: 20 } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const { id } = await bookAs("Fee Payer", "2026-11-20T08:00:00Z", {
      ...room("master", 1, "2027-01-10", "2027-01-12"),
    });
    testApp.clock.set(TODAY);
    const cancel = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${id}/cancel`,
      headers: { cookie: adminCookie },
      // The fee goes back in full beside the refund of the nights (decision 048).
      payload: { refundAmount: 1900 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const response = await get("/api/admin/bookings/export.csv?search=Fee%20Payer");
    const [, line] = response.body.slice(1).trimEnd().split("\r\n");
    // Two nights at 950 and AED 20 a night of fee: 1,940, VAT 90.48 of the 1,900; all of it back.
    expect(line).toMatch(
      /,1940\.00,5,90\.48,40\.00,1940\.00,1940\.00,90\.48,40\.00,1940\.00,1940\.00,1940\.00,90\.48,40\.00,(INV|RCT)-2026-\d{6}; CN-2026-\d{6},/,
    );
  });

  it("a refund decided and not yet gone back shows as decided, with nothing refunded or credited yet", async () => {
    const { id } = await bookAs("Pending Refund", "2026-11-20T08:00:00Z", {
      ...room("master", 1, "2027-01-20", "2027-01-22"),
    });
    testApp.clock.set(TODAY);
    // The state a change's refund is in until the card gives it back (the reconciler retries).
    await testApp.ctx.db
      .update(bookings)
      .set({ refundOwedMinor: 50_000 })
      .where(eq(bookings.id, id));
    const response = await get("/api/admin/bookings/export.csv?search=Pending%20Refund");
    const [header, line] = response.body.slice(1).trimEnd().split("\r\n");
    const cells = Object.fromEntries(
      (header ?? "").split(",").map((name, index) => [name, line?.split(",")[index]]),
    );
    expect(cells["Invoiced (AED)"]).toBe(cells["Charged (AED)"]);
    expect(cells).toMatchObject({
      "Refund decided (AED)": "500.00",
      "Refunded (AED)": "0.00",
      "Credited (AED)": "0.00",
      "VAT credited (AED)": "0.00",
    });
  });
});

describe("[REPORTS] nights sold through an OTA (decision 032)", () => {
  it("count as sold and in occupancy, with no revenue, leaving ADR to the nights sold here", async () => {
    const [feed] = await testApp.ctx.db
      .insert(channelFeeds)
      .values({ unitType: "master", name: "Airbnb", url: "https://ota.example/a.ics", units: 2 })
      .returning();
    await insertChannelEvent(testApp.ctx.db, {
      feedId: feed?.id ?? "",
      unitKey: "room:master",
      from: "2026-12-20",
      until: "2026-12-22",
      units: 2,
    });
    const data = await report("from=2026-12-01&to=2026-12-31&groupBy=month");
    // Six nights sold here and two rooms for two nights on Airbnb; the revenue and ADR as before.
    expect(unit(data.total, "master")).toMatchObject({
      available: 186,
      sold: 10,
      revenue: 6005,
      occupancy: 5.4,
      adr: 1000.83,
      revpar: 32.28,
    });
  });
});

// Last: its booking would show in the lists the tests above count.
describe("[REPORTS] desk bookings", () => {
  it("keeps a part-paid desk booking cancelled without a refund: the part taken at the desk", async () => {
    const now = testApp.clock.now();
    const { id } = await bookAs("Desk Guest", "2026-06-10T08:00:00.000Z", {
      serviceType: "camp",
      checkIn: "2027-01-20",
      checkOut: "2027-01-21",
      quantity: 1,
      guests: 1,
    });
    testApp.clock.set(now);
    // Taken by staff, 500 AED paid at the desk, cancelled in June without a refund.
    await testApp.ctx.db
      .update(bookings)
      .set({
        paymentIntentId: `desk:${id}`,
        paymentStatus: "pending",
        chargedMinor: 50_000,
        refundedMinor: 0,
        refundOwedMinor: 0,
        status: "cancelled",
        cancelledAt: new Date("2026-06-15T08:00:00.000Z"),
      })
      .where(eq(bookings.id, id));
    const june = await report("from=2026-06-01&to=2026-06-30&groupBy=month");
    expect(june.cancellations).toEqual({ count: 1, unitNights: 1, refunded: 0, kept: 500 });
  });
});
