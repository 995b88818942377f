import type { AddressInfo } from "node:net";
import { calendarFeedsResponseSchema } from "@camp/shared/channels/calendar-feeds";
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseClaimsOfBooking } from "../src/features/inventory/claims-repository";
import { bookingClient } from "./helpers/booking-helpers";
import { takeUnits } from "./helpers/channel-events";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Calendar sync's round trip (decision 032): one site publishes the nights it cannot sell, a second
 * site (its own database) imports that feed over HTTP as an OTA's, and then takes exactly the same
 * nights: the second site's own published calendar lists the same runs, read by two independent
 * parsers. Changes on the first site reach the second at its next sync. The test clock stands at
 * 2026-11-20 in Dubai; six master rooms on each site.
 */
type Run = { from: string; to: string };

const runsByIcalJs = (body: string): Run[] =>
  new ICAL.Component(ICAL.parse(body))
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component))
    .map((event) => ({ from: event.startDate.toString(), to: event.endDate.toString() }))
    .sort((a, b) => a.from.localeCompare(b.from));

/** node-ical makes an all-day date the local midnight of that day: read back with local getters. */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const runsByNodeIcal = (body: string): Run[] =>
  Object.values(nodeIcal.sync.parseICS(body))
    .filter((component) => component?.type === "VEVENT")
    .map((component) => component as nodeIcal.VEvent)
    .map((event) => ({ from: localDate(event.start), to: localDate(event.end as Date) }))
    .sort((a, b) => a.from.localeCompare(b.from));

/** The runs of a calendar, the same by both parsers. */
function runsOf(body: string): Run[] {
  const runs = runsByIcalJs(body);
  expect(runsByNodeIcal(body)).toEqual(runs);
  return runs;
}

let publisher: TestApp;
let importer: TestApp;
let publisherAdmin: string;
let importerAdmin: string;
let publisherOrigin: string;
let feedId: string;

const call = (
  site: TestApp,
  cookie: string,
  method: "GET" | "POST",
  url: string,
  payload?: object,
) => site.app.inject({ method, url, payload, headers: { cookie } });

async function exportOf(site: TestApp, cookie: string, unitType: string) {
  const listed = await call(site, cookie, "GET", "/api/admin/calendar-feeds");
  expect(listed.statusCode, listed.body).toBe(200);
  const row = calendarFeedsResponseSchema
    .parse(listed.json())
    .data.find((feed) => feed.unitType === unitType);
  return { url: new URL(row?.exportUrl ?? ""), imports: row?.imports ?? [] };
}

async function publishedRuns(site: TestApp, cookie: string, unitType = "master") {
  const { url } = await exportOf(site, cookie, unitType);
  const response = await site.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
  return runsOf(response.body);
}

async function sync() {
  const synced = await call(
    importer,
    importerAdmin,
    "POST",
    `/api/admin/calendar-feeds/${feedId}/sync`,
  );
  expect(synced.statusCode, synced.body).toBe(200);
  return synced.json().data;
}

beforeAll(async () => {
  publisher = await createTestApp({ CALENDAR_EXPORT_DAYS: "90" });
  await publisher.app.listen({ host: "127.0.0.1", port: 0 });
  publisherOrigin = `http://127.0.0.1:${(publisher.app.server.address() as AddressInfo).port}`;
  importer = await createTestApp({
    CALENDAR_EXPORT_DAYS: "90",
    // The publisher's port only: an allowed entry opens one port (decision 044).
    CALENDAR_FEED_ALLOW_HOSTS: new URL(publisherOrigin).host,
  });
  publisherAdmin = (await signIn(publisher, "owner")).cookie;
  importerAdmin = (await signIn(importer, "owner")).cookie;
});
afterAll(async () => {
  await publisher?.close();
  await importer?.close();
});

describe("[CALENDAR] publish from one site, import into another: the same nights taken", () => {
  let bookingId: string;

  it("imports the publisher's sold-out runs as one OTA listing of all six rooms", async () => {
    const db = publisher.ctx.db;
    // Sold out: 1-2 December (a paid booking of four and two rooms taken otherwise), and the
    // night of 24 December (six rooms taken). Five of six on 10 December is not sold out.
    const guest = await signIn(publisher);
    const paid = await bookingClient(publisher, guest.cookie).payAndBook({
      serviceType: "room",
      roomType: "master",
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
      quantity: 4,
      guests: 4,
    });
    expect(paid.booking.statusCode, paid.booking.body).toBe(201);
    bookingId = paid.booking.json().data._id;
    await takeUnits(db, {
      unitKey: "room:master",
      nights: ["2026-12-01", "2026-12-02"],
      quantity: 2,
    });
    await takeUnits(db, { unitKey: "room:master", nights: ["2026-12-24"], quantity: 6 });
    await takeUnits(db, { unitKey: "room:master", nights: ["2026-12-10"], quantity: 5 });
    const published = await publishedRuns(publisher, publisherAdmin);
    expect(published).toEqual([
      { from: "2026-12-01", to: "2026-12-03" },
      { from: "2026-12-24", to: "2026-12-25" },
    ]);

    const { url } = await exportOf(publisher, publisherAdmin, "master");
    const added = await call(importer, importerAdmin, "POST", "/api/admin/calendar-feeds", {
      unitType: "master",
      url: `${publisherOrigin}${url.pathname}${url.search}`,
      units: 6,
      name: "Sister site",
    });
    expect(added.statusCode, added.body).toBe(201);
    feedId = added.json().data.id;

    expect(await sync()).toMatchObject({ outcome: "fetched", added: 2, conflicts: 0, error: null });
    expect(await publishedRuns(importer, importerAdmin)).toEqual(published);

    // A guest of the second site cannot book those nights, and can book the night after.
    const checker = bookingClient(importer, (await signIn(importer)).cookie);
    const short = await checker.quote({
      serviceType: "room",
      roomType: "master",
      checkIn: "2026-12-02",
      checkOut: "2026-12-04",
      quantity: 1,
      guests: 1,
    });
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json().data.status).toBe("pending");
    const free = await checker.quote({
      serviceType: "room",
      roomType: "master",
      checkIn: "2026-12-03",
      checkOut: "2026-12-05",
      quantity: 1,
      guests: 1,
    });
    expect(free.json().data.status).toBe("confirmed");

    // The listing's own export leaves its own events out: nothing is echoed back to the publisher.
    const [listing] = (await exportOf(importer, importerAdmin, "master")).imports;
    const own = new URL(listing?.exportUrl ?? "");
    const echoed = await importer.app.inject({
      method: "GET",
      url: `${own.pathname}${own.search}`,
    });
    expect(echoed.statusCode).toBe(200);
    expect(runsOf(echoed.body)).toEqual([]);
  });

  it("follows the publisher: a run that ends early and a new one reach the second site at its next sync", async () => {
    // The booking cancelled: 1-2 December has two rooms taken only; 15 December sells out.
    await publisher.ctx.db.transaction((tx) =>
      releaseClaimsOfBooking(tx, bookingId, publisher.clock.now()),
    );
    await takeUnits(publisher.ctx.db, {
      unitKey: "room:master",
      nights: ["2026-12-15", "2026-12-16"],
      quantity: 6,
    });
    const published = await publishedRuns(publisher, publisherAdmin);
    expect(published).toEqual([
      { from: "2026-12-15", to: "2026-12-17" },
      { from: "2026-12-24", to: "2026-12-25" },
    ]);

    expect(await sync()).toMatchObject({ outcome: "fetched", added: 1, removed: 1, conflicts: 0 });
    expect(await publishedRuns(importer, importerAdmin)).toEqual(published);
    // Unchanged since: the publisher answers 304 to the second site's validators.
    expect(await sync()).toMatchObject({ outcome: "not_modified", added: 0, removed: 0 });
  });
});
