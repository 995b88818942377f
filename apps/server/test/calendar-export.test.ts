import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { calendarFeedsResponseSchema } from "@camp/shared/channels/calendar-feeds";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso, listNights } from "@camp/shared/dates/stay-dates";
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgresDatabase } from "../src/db/database";
import { seedUser } from "../src/db/factories";
import { seedCatalogue } from "../src/db/seed";
import { bookingClient } from "./helpers/booking-helpers";
import { insertChannelEvent, takeUnits } from "./helpers/channel-events";
import { killAllServers, type Site, signInAt, startSites } from "./helpers/server-process";
import { createTestApp, sessionCookieOf, signIn, type TestApp } from "./helpers/test-app";
import { createPostgresTestDatabase, isRealPostgres } from "./helpers/test-database";

// The test clock stands at Friday 2026-11-20, noon in Dubai: the feeds list the 60 nights from
// 2026-11-20 to the morning of 2027-01-19. Six master rooms.
const EXPORT_DAYS = 60;

type Run = { from: string; to: string };

/** A date node-ical made local midnight of (all-day events), as YYYY-MM-DD. */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** The events of a published calendar as ical.js reads them. */
function eventsByIcalJs(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      from: event.startDate.toString(),
      to: event.endDate.toString(),
      isAllDay: event.startDate.isDate && event.endDate.isDate,
      uid: event.uid,
      summary: event.summary,
      stamp: component.getFirstPropertyValue("dtstamp")?.toString(),
    };
  });
}

/** The same with node-ical, a second, independent parser. */
function eventsByNodeIcal(body: string) {
  return Object.values(nodeIcal.sync.parseICS(body))
    .filter((component) => component?.type === "VEVENT")
    .map((component) => {
      const event = component as nodeIcal.VEvent;
      return {
        from: localDate(event.start),
        to: localDate(event.end as Date),
        isAllDay: event.start.dateOnly === true,
        uid: event.uid,
        summary: String(event.summary),
      };
    })
    .sort((a, b) => a.from.localeCompare(b.from));
}

/** The runs a calendar lists, checked to read alike in both parsers, all-day and "Not available". */
function runsOf(body: string): Run[] {
  const byIcalJs = eventsByIcalJs(body);
  const byNodeIcal = eventsByNodeIcal(body);
  expect(byNodeIcal.map(({ from, to, uid }) => ({ from, to, uid }))).toEqual(
    byIcalJs.map(({ from, to, uid }) => ({ from, to, uid })),
  );
  for (const event of [...byIcalJs, ...byNodeIcal]) {
    expect(event).toMatchObject({ isAllDay: true, summary: "Not available" });
  }
  return byIcalJs.map(({ from, to }) => ({ from, to }));
}

let testApp: TestApp;
let adminCookie: string;

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const fetchCalendar = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url: pathOf(url), headers });
const admin = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: adminCookie } });

async function feedsNow() {
  const response = await admin("GET", "/api/admin/calendar-feeds");
  expect(response.statusCode, response.body).toBe(200);
  return calendarFeedsResponseSchema.parse(response.json()).data;
}
const exportUrlOf = async (unitType: string) =>
  (await feedsNow()).find((row) => row.unitType === unitType)?.exportUrl ?? "";

async function guest(name: string, email: string) {
  const user = await seedUser(testApp.ctx.db, { name, email });
  const login = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password },
  });
  return bookingClient(testApp, sessionCookieOf(login));
}

const masterStay = (checkIn: string, checkOut: string, quantity: number) => ({
  serviceType: "room",
  roomType: "master",
  checkIn,
  checkOut,
  quantity,
  guests: quantity,
});

beforeAll(async () => {
  testApp = await createTestApp({ CALENDAR_EXPORT_DAYS: String(EXPORT_DAYS) });
  adminCookie = (await signIn(testApp, "owner")).cookie;
  const db = testApp.ctx.db;

  // Every master room taken on the nights of 1 and 2 December, four of them by a guest whose name
  // must not show.
  const zed = await guest("Zed Unique", "zed.unique@dunes.example");
  const sold = await zed.payAndBook(masterStay("2026-12-01", "2026-12-03", 4));
  expect(sold.booking.statusCode, sold.booking.body).toBe(201);
  await takeUnits(db, {
    unitKey: "room:master",
    nights: ["2026-12-01", "2026-12-02"],
    quantity: 2,
  });
  // Closed for maintenance the night after: one run with the stay.
  const closed = await admin("POST", "/api/admin/closures", {
    unitKey: "room:master",
    from: "2026-12-03",
    to: "2026-12-04",
    quantity: 6,
    reason: "Deep clean",
  });
  expect(closed.statusCode, closed.body).toBe(201);
  // Five rooms taken on 25 December and a request for two more, pending: it counts.
  await takeUnits(db, { unitKey: "room:master", nights: ["2026-12-25"], quantity: 5 });
  const yara = await guest("Yara Pending", "yara.pending@dunes.example");
  const pending = await yara.payAndBook(masterStay("2026-12-25", "2026-12-26", 2));
  expect(pending.booking.json().data.status).toBe("pending");
  // Yesterday, a night beyond the window, and released claims: none listed.
  await takeUnits(db, { unitKey: "room:master", nights: ["2026-11-19"], quantity: 6 });
  await takeUnits(db, { unitKey: "room:master", nights: ["2027-01-19"], quantity: 6 });
  await takeUnits(db, {
    unitKey: "room:master",
    nights: ["2026-12-15", "2026-12-16"],
    quantity: 6,
    releasedAt: new Date("2026-11-19T10:00:00Z"),
  });
  // The last night of the window is listed.
  await takeUnits(db, { unitKey: "room:master", nights: ["2027-01-18"], quantity: 6 });
});
afterAll(() => testApp.close());

describe("[CALENDAR] the unit type's own published calendar", () => {
  it("lists exactly the runs of nights no unit is left, in both parsers, with no guest data", async () => {
    const response = await fetchCalendar(await exportUrlOf("master"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(response.body).toMatch(/\r\nEND:VCALENDAR\r\n$/);
    expect(response.body).not.toMatch(/[^\r]\n/);
    expect(runsOf(response.body)).toEqual([
      { from: "2026-12-01", to: "2026-12-04" },
      { from: "2026-12-25", to: "2026-12-26" },
      { from: "2027-01-18", to: "2027-01-19" },
    ]);
    for (const secret of ["Zed", "zed.unique", "Yara", "yara.pending", "Deep clean", "@dunes"]) {
      expect(response.body).not.toContain(secret);
    }
    // UIDs are on the public URL's host; the other unit types have nothing taken.
    expect(eventsByIcalJs(response.body)[0]?.uid).toMatch(/^[0-9a-f]{32}@localhost$/);
    const kids = await fetchCalendar(await exportUrlOf("kids"));
    expect(kids.statusCode).toBe(200);
    expect(runsOf(kids.body)).toEqual([]);
  });

  it("counts a live hold while it lasts", async () => {
    const url = await exportUrlOf("master");
    const wanda = await guest("Wanda Hold", "wanda.hold@dunes.example");
    await takeUnits(testApp.ctx.db, {
      unitKey: "room:master",
      nights: ["2026-12-20", "2026-12-21"],
      quantity: 2,
    });
    const quote = (await wanda.quote(masterStay("2026-12-20", "2026-12-22", 4))).json().data;
    expect(
      (await wanda.process(quote.quoteId, Math.round(quote.totalAmount * 100))).statusCode,
    ).toBe(200);
    expect(runsOf((await fetchCalendar(url)).body)).toContainEqual({
      from: "2026-12-20",
      to: "2026-12-22",
    });
    // Fifteen minutes on, the hold ran out (the clock is not set back: it would count again).
    testApp.clock.advance(16 * 60 * 1000);
    expect(runsOf((await fetchCalendar(url)).body)).not.toContainEqual({
      from: "2026-12-20",
      to: "2026-12-22",
    });
  });

  it("answers the same bytes and ETag while nothing changes, 304 to If-None-Match, new ones after a sale", async () => {
    const url = await exportUrlOf("parking");
    const first = await fetchCalendar(url);
    testApp.clock.advance(60 * 1000);
    const second = await fetchCalendar(url);
    expect(second.body).toBe(first.body);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(second.headers.etag).toBe(etag);

    const unchanged = await fetchCalendar(url, { "if-none-match": etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    expect(unchanged.headers.etag).toBe(etag);
    expect((await fetchCalendar(url, { "if-none-match": `"other", ${etag}` })).statusCode).toBe(
      304,
    );
    expect((await fetchCalendar(url, { "if-none-match": '"other"' })).statusCode).toBe(200);

    await takeUnits(testApp.ctx.db, { unitKey: "parking", nights: ["2026-12-31"], quantity: 8 });
    const changed = await fetchCalendar(url, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(runsOf(changed.body)).toEqual([{ from: "2026-12-31", to: "2027-01-01" }]);
  });

  it("answers 404 to a missing, wrong or other unit type's token and an unknown unit type", async () => {
    const url = new URL(await exportUrlOf("master"));
    const token = url.searchParams.get("token") ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const path of [
      "/api/calendar/master.ics",
      "/api/calendar/master.ics?token=",
      `/api/calendar/master.ics?token=${token.slice(0, -1)}x`,
      `/api/calendar/kids.ics?token=${token}`,
      `/api/calendar/villa.ics?token=${token}`,
    ]) {
      const response = await testApp.app.inject({ method: "GET", url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    }
    expect((await testApp.app.inject({ method: "GET", url: pathOf(url.href) })).statusCode).toBe(
      200,
    );
  });

  it("rotating the token makes the old URL answer 404 and the new one the same nights", async () => {
    const before = await exportUrlOf("master");
    const nightsBefore = runsOf((await fetchCalendar(before)).body);
    const rotated = await admin("POST", "/api/admin/calendar-exports/master/rotate");
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = rotated.json().data.exportUrl as string;
    expect(after).not.toBe(before);
    expect(await exportUrlOf("master")).toBe(after);
    expect((await fetchCalendar(before)).statusCode).toBe(404);
    const fresh = await fetchCalendar(after);
    expect(fresh.statusCode).toBe(200);
    expect(runsOf(fresh.body)).toEqual(nightsBefore);
    // The other unit types keep theirs.
    expect((await fetchCalendar(await exportUrlOf("kids"))).statusCode).toBe(200);
  });
});

describe("[CALENDAR] a listing's published calendar", () => {
  it("blocks nights with fewer than the listing's units free, its own events left out", async () => {
    const db = testApp.ctx.db;
    const addFeed = async (name: string, url: string, units: number) => {
      const response = await admin("POST", "/api/admin/calendar-feeds", {
        unitType: "master",
        url,
        units,
        name,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const airbnb = await addFeed("Airbnb", "https://93.184.216.34/airbnb.ics", 1);
    testApp.clock.advance(1000);
    const booking = await addFeed("Booking.com", "https://93.184.216.35/booking.ics", 1);
    // Airbnb's guest takes one room on 6 and 7 January, Booking.com's one on the 7th; five more
    // rooms are taken on both nights.
    await insertChannelEvent(db, {
      feedId: airbnb,
      unitKey: "room:master",
      from: "2027-01-06",
      until: "2027-01-08",
      units: 1,
      summary: "Reserved - Omar Private",
    });
    await insertChannelEvent(db, {
      feedId: booking,
      unitKey: "room:master",
      from: "2027-01-07",
      until: "2027-01-08",
      units: 1,
    });
    await takeUnits(db, {
      unitKey: "room:master",
      nights: listNights("2027-01-06", "2027-01-08"),
      quantity: 5,
    });

    const imports = (await feedsNow()).find((row) => row.unitType === "master")?.imports ?? [];
    expect(imports.map((row) => row.name)).toEqual(["Airbnb", "Booking.com"]);
    const [airbnbExport, bookingExport] = imports.map((row) => row.exportUrl);

    const common = [
      { from: "2026-12-01", to: "2026-12-04" },
      { from: "2026-12-25", to: "2026-12-26" },
    ];
    const own = await fetchCalendar(await exportUrlOf("master"));
    expect(runsOf(own.body)).toEqual([
      ...common,
      { from: "2027-01-06", to: "2027-01-08" },
      { from: "2027-01-18", to: "2027-01-19" },
    ]);
    // Airbnb is not sent its own guest's night of the 6th back; the 7th is full without it.
    const forAirbnb = await fetchCalendar(String(airbnbExport));
    expect(forAirbnb.statusCode).toBe(200);
    expect(runsOf(forAirbnb.body)).toEqual([
      ...common,
      { from: "2027-01-07", to: "2027-01-08" },
      { from: "2027-01-18", to: "2027-01-19" },
    ]);
    expect(forAirbnb.body).not.toContain("Omar");
    // Booking.com's guest is out of its own: 6 rooms taken on the 6th, 6 on the 7th without it.
    expect(runsOf((await fetchCalendar(String(bookingExport))).body)).toEqual([
      ...common,
      { from: "2027-01-06", to: "2027-01-08" },
      { from: "2027-01-18", to: "2027-01-19" },
    ]);
    // The UIDs differ between exports, so two calendars never share an event.
    const uids = (body: string) => eventsByIcalJs(body).map((event) => event.uid);
    expect(uids(forAirbnb.body).filter((uid) => uids(own.body).includes(uid))).toEqual([]);

    // A listing standing for two rooms is blocked once fewer than two are free: one is free on the
    // 28th, and on the 6th without its own guest.
    expect(
      (await admin("PATCH", `/api/admin/calendar-feeds/${airbnb}`, { units: 2 })).statusCode,
    ).toBe(200);
    await takeUnits(db, { unitKey: "room:master", nights: ["2026-12-28"], quantity: 5 });
    expect(runsOf((await fetchCalendar(String(airbnbExport))).body)).toEqual([
      ...common,
      { from: "2026-12-28", to: "2026-12-29" },
      { from: "2027-01-06", to: "2027-01-08" },
      { from: "2027-01-18", to: "2027-01-19" },
    ]);

    // Its own rotation leaves the unit type's calendar alone; removal ends it.
    const rotated = await admin("POST", `/api/admin/calendar-feeds/${airbnb}/rotate-export`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect((await fetchCalendar(String(airbnbExport))).statusCode).toBe(404);
    const fresh = rotated.json().data.exportUrl as string;
    expect((await fetchCalendar(fresh)).statusCode).toBe(200);
    expect((await fetchCalendar(await exportUrlOf("master"))).statusCode).toBe(200);
    expect((await admin("DELETE", `/api/admin/calendar-feeds/${airbnb}`)).statusCode).toBe(200);
    expect((await fetchCalendar(fresh)).statusCode).toBe(404);
  });
});

/**
 * Three server processes on one PostgreSQL database, as behind a load balancer: each reads the
 * calendar from the database, so all answer the same bytes, and a token rotated through one is
 * dead in all of them at once.
 */
describe.runIf(isRealPostgres())("[CALENDAR] three processes on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let handle: DatabaseHandle;
  let dataDir: string;
  const sites: Site[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    handle = await openPostgresDatabase(database.url);
    dataDir = await mkdtemp(path.join(tmpdir(), "camp-calendar-"));
    await handle.migrate();
    await seedCatalogue(handle.db, dataDir);
    sites.push(...(await startSites(database.url, dataDir)));
  }, 120_000);

  afterAll(async () => {
    killAllServers();
    await handle?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const at = (site: Site, token: string, headers: Record<string, string> = {}) =>
    fetch(`${site.base}/calendar/master.ics?token=${token}`, { headers });
  const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

  it("every process answers the same calendar, and a rotation through one ends the old URL in all", async () => {
    const [first, second, third] = sites as [Site, Site, Site];
    const cookie = await signInAt(first, await seedUser(handle.db, { role: "owner" }));
    const list = await fetch(`${first.base}/admin/calendar-feeds`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const master = calendarFeedsResponseSchema
      .parse(await list.json())
      .data.find((row) => row.unitType === "master");
    const token = tokenOf(master?.exportUrl ?? "");

    // The servers' clock is the real one: nights from three days ahead.
    const from = addDaysIso(resortToday(), 3);
    await takeUnits(handle.db, {
      unitKey: "room:master",
      nights: listNights(from, addDaysIso(from, 2)),
      quantity: 6,
    });
    const answers = await Promise.all(sites.map((site) => at(site, token)));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.get("etag"))).size).toBe(1);
    expect(runsOf(bodies[0] ?? "")).toEqual([{ from, to: addDaysIso(from, 2) }]);
    const etag = answers[0]?.headers.get("etag") ?? "";
    expect((await at(third, token, { "if-none-match": etag })).status).toBe(304);

    // A night sold through any process changes every process's answer.
    await takeUnits(handle.db, {
      unitKey: "room:master",
      nights: [addDaysIso(from, 5)],
      quantity: 6,
    });
    const changed = await at(second, token, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(runsOf(await changed.text())).toHaveLength(2);

    const rotated = await fetch(`${second.base}/admin/calendar-exports/master/rotate`, {
      method: "POST",
      headers: { cookie },
    });
    expect(rotated.status).toBe(200);
    const fresh = tokenOf(
      ((await rotated.json()) as { data: { exportUrl: string } }).data.exportUrl,
    );
    expect(fresh).not.toBe(token);
    expect((await Promise.all(sites.map((site) => at(site, token)))).map((r) => r.status)).toEqual([
      404, 404, 404,
    ]);
    const renewed = await at(third, fresh);
    expect(renewed.status).toBe(200);
    expect(runsOf(await renewed.text())).toHaveLength(2);
  });
});
