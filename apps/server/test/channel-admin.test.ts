import { randomUUID } from "node:crypto";
import { adminTodayResponseSchema } from "@camp/shared/admin/admin-today";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { calendarFeedsResponseSchema } from "@camp/shared/channels/calendar-feeds";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, channelEvents, emailOutbox, inventoryClaims } from "../src/db/schema";
import { bookingClient } from "./helpers/booking-helpers";
import { insertChannelEvent, takeUnits } from "./helpers/channel-events";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

// The test clock stands at Friday 2026-11-20, noon in Dubai. Six master rooms, four kids rooms.
let testApp: TestApp;
let adminCookie: string;
let adminId: string;
let guestCookie: string;

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  cookie = adminCookie,
) => testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

async function feeds() {
  const response = await call("GET", "/api/admin/calendar-feeds");
  expect(response.statusCode, response.body).toBe(200);
  return calendarFeedsResponseSchema.parse(response.json()).data;
}
const importsOf = async (unitType: string) =>
  (await feeds()).find((row) => row.unitType === unitType)?.imports ?? [];

let feedNumber = 0;
async function addFeed(body: Partial<Record<string, unknown>> = {}) {
  feedNumber += 1;
  const response = await call("POST", "/api/admin/calendar-feeds", {
    unitType: "master",
    url: `https://93.184.216.34/listing-${feedNumber}.ics`,
    units: 1,
    name: `OTA ${feedNumber}`,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

/** The live claims of a feed's events, night by night. */
const liveClaimsOfEvent = (eventId: string) =>
  testApp.ctx.db
    .select({ night: inventoryClaims.night, quantity: inventoryClaims.quantity })
    .from(inventoryClaims)
    .where(and(eq(inventoryClaims.channelEventId, eventId), isNull(inventoryClaims.releasedAt)))
    .orderBy(asc(inventoryClaims.night));

const conflictEmails = () =>
  testApp.ctx.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.template, "channel-conflict"))
    .orderBy(asc(emailOutbox.createdAt));

const auditOf = (action: string, entityId: string) =>
  testApp.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

beforeAll(async () => {
  testApp = await createTestApp();
  const signedIn = await signIn(testApp, "owner");
  adminCookie = signedIn.cookie;
  adminId = signedIn.user.id;
  guestCookie = (await signIn(testApp, "guest")).cookie;
});
afterAll(() => testApp.close());

describe("[CHANNELS] adding an OTA feed", () => {
  it("answers 400 with a message per field for a bad body", async () => {
    const empty = await call("POST", "/api/admin/calendar-feeds", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      errors: {
        unitType: "unitType must be master, kids, camp or parking",
        url: "Enter the calendar's address",
        units: "units must be a whole number",
      },
    });
    const bad = await call("POST", "/api/admin/calendar-feeds", {
      unitType: "villa",
      url: "ftp://ota.example/cal.ics",
      units: 0,
      name: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      unitType: "unitType must be master, kids, camp or parking",
      url: "Enter an http or https address",
      units: "units must be at least 1",
      name: "Enter the channel's name",
    });
    expect((await importsOf("master")).length).toBe(0);
  });

  it("refuses a loopback address unless the allow list names it", async () => {
    const body = { unitType: "kids", url: "http://127.0.0.1/x", units: 1, name: "Local" };
    const refused = await call("POST", "/api/admin/calendar-feeds", body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "CALENDAR_FEED_HOST_REFUSED",
      errors: { url: expect.stringContaining("127.0.0.1") },
    });
    expect(await importsOf("kids")).toEqual([]);

    const allowing = await createTestApp({ CALENDAR_FEED_ALLOW_HOSTS: "127.0.0.1:80" });
    try {
      const { cookie } = await signIn(allowing, "owner");
      const allowed = await allowing.app.inject({
        method: "POST",
        url: "/api/admin/calendar-feeds",
        payload: body,
        headers: { cookie },
      });
      expect(allowed.statusCode, allowed.body).toBe(201);
      expect(allowed.json()).toEqual({ success: true, data: { id: expect.any(String) } });
    } finally {
      await allowing.close();
    }
  });

  it("refuses the same address twice on one unit type (409), not on another or once removed", async () => {
    const url = "https://93.184.216.34/twice.ics";
    const first = await addFeed({ url, name: "Airbnb" });
    const again = await call("POST", "/api/admin/calendar-feeds", {
      unitType: "master",
      url,
      units: 2,
      name: "Airbnb again",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "CALENDAR_FEED_EXISTS",
      errors: { url: expect.any(String) },
    });
    await addFeed({ url, unitType: "camp", name: "Airbnb tents" });
    expect((await call("DELETE", `/api/admin/calendar-feeds/${first}`)).statusCode).toBe(200);
    await addFeed({ url, name: "Airbnb back" });

    const [added] = await auditOf("calendar_feed.added", first);
    expect(added).toMatchObject({
      actorId: adminId,
      entityType: "calendar_feed",
      after: { unitType: "master", name: "Airbnb", units: 1, host: "93.184.216.34" },
    });
    expect(await auditOf("calendar_feed.removed", first)).toHaveLength(1);
  });
});

describe("[CHANNELS] the list of feeds", () => {
  it("lists every unit type with its calendar and its live feeds oldest first, tokens kept", async () => {
    testApp.clock.advance(1000);
    const later = await addFeed({ unitType: "parking", name: "Booking.com", units: 2 });
    testApp.clock.advance(1000);
    const latest = await addFeed({ unitType: "parking", name: "Airbnb" });
    const list = await feeds();
    expect(list.map((row) => row.unitType)).toEqual(["master", "kids", "camp", "parking"]);
    for (const row of list) {
      expect(row.exportUrl).toMatch(
        new RegExp(`^http://localhost:3000/api/calendar/${row.unitType}\\.ics\\?token=[\\w-]{43}$`),
      );
    }
    const parking = list.find((row) => row.unitType === "parking")?.imports ?? [];
    expect(parking.map((row) => row.id)).toEqual([later, latest]);
    expect(parking[0]).toMatchObject({
      name: "Booking.com",
      url: expect.stringMatching(/^https:\/\/93\.184\.216\.34\//),
      units: 2,
      lastFetchedAt: null,
      lastError: null,
      events: 0,
      conflicts: [],
      exportUrl: expect.stringMatching(/^http:\/\/localhost:3000\/api\/calendar\/parking\.ics\?/),
    });
    // Each listing has its own calendar; reading again changes no token.
    const urls = list.flatMap((row) => [
      row.exportUrl,
      ...row.imports.map((feed) => feed.exportUrl),
    ]);
    expect(new Set(urls).size).toBe(urls.length);
    const again = await feeds();
    expect(
      again.flatMap((row) => [row.exportUrl, ...row.imports.map((feed) => feed.exportUrl)]),
    ).toEqual(urls);
  });

  it("refuses visitors (401) and guests (403)", async () => {
    for (const [cookie, status] of [
      ["", 401],
      [guestCookie, 403],
    ] as const) {
      expect((await call("GET", "/api/admin/calendar-feeds", undefined, cookie)).statusCode).toBe(
        status,
      );
      const body = { unitType: "kids", url: "https://93.184.216.34/g.ics", units: 1, name: "G" };
      expect((await call("POST", "/api/admin/calendar-feeds", body, cookie)).statusCode).toBe(
        status,
      );
      expect(
        (await call("POST", "/api/admin/calendar-exports/kids/rotate", undefined, cookie))
          .statusCode,
      ).toBe(status);
    }
  });
});

describe("[CHANNELS] changing and removing a feed", () => {
  it("re-claims the live events' nights from today with new units, and judges conflicts again", async () => {
    const feedId = await addFeed({ name: "Airbnb master", units: 1 });
    const db = testApp.ctx.db;
    // A stay that began yesterday (its past night stays as it was) and one on a night with four
    // rooms sold here.
    const current = await insertChannelEvent(db, {
      feedId,
      unitKey: "room:master",
      from: "2026-11-19",
      until: "2026-11-22",
      units: 1,
    });
    await takeUnits(db, { unitKey: "room:master", nights: ["2026-12-05"], quantity: 4 });
    const busy = await insertChannelEvent(db, {
      feedId,
      unitKey: "room:master",
      from: "2026-12-05",
      until: "2026-12-06",
      units: 1,
    });

    const patch = await call("PATCH", `/api/admin/calendar-feeds/${feedId}`, {
      name: "Airbnb (3 rooms)",
      units: 3,
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toEqual({ success: true, data: { id: feedId } });
    expect(await liveClaimsOfEvent(current)).toEqual([
      { night: "2026-11-19", quantity: 1 },
      { night: "2026-11-20", quantity: 3 },
      { night: "2026-11-21", quantity: 3 },
    ]);
    expect(await liveClaimsOfEvent(busy)).toEqual([{ night: "2026-12-05", quantity: 3 }]);
    const flagged = (await importsOf("master")).find((row) => row.id === feedId);
    expect(flagged).toMatchObject({ name: "Airbnb (3 rooms)", units: 3, events: 2 });
    expect(flagged?.conflicts.map((row) => [row.from, row.to, row.resolvedAt])).toEqual([
      ["2026-12-05", "2026-12-06", null],
    ]);
    // The conflict the edit made is emailed to staff once, in the edit's own transaction.
    const [alert, ...more] = await conflictEmails();
    expect(more).toEqual([]);
    expect(alert?.subject).toContain("Airbnb (3 rooms)");
    expect(alert?.text).toContain("Sat, 5 Dec 2026 → Sun, 6 Dec 2026 (1 night)");
    const [flaggedRow] = await testApp.ctx.db
      .select()
      .from(channelEvents)
      .where(eq(channelEvents.id, busy));
    expect(flaggedRow?.conflictAlertedAt).toEqual(testApp.clock.now());
    // Another edit that keeps it in conflict does not email it again.
    expect(
      (await call("PATCH", `/api/admin/calendar-feeds/${feedId}`, { units: 4 })).statusCode,
    ).toBe(200);
    expect(await conflictEmails()).toHaveLength(1);

    // Back to one room: it fits again, the conflict is gone.
    expect(
      (await call("PATCH", `/api/admin/calendar-feeds/${feedId}`, { units: 1 })).statusCode,
    ).toBe(200);
    expect(await liveClaimsOfEvent(busy)).toEqual([{ night: "2026-12-05", quantity: 1 }]);
    expect((await importsOf("master")).find((row) => row.id === feedId)?.conflicts).toEqual([]);
    const updates = await auditOf("calendar_feed.updated", feedId);
    expect(updates.map((row) => [row.before, row.after])).toContainEqual([
      expect.objectContaining({ name: "Airbnb master", units: 1 }),
      expect.objectContaining({ name: "Airbnb (3 rooms)", units: 3 }),
    ]);

    const invalid = await call("PATCH", `/api/admin/calendar-feeds/${feedId}`, { units: 51 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ units: "units can be at most 50" });
    const unknown = await call("PATCH", `/api/admin/calendar-feeds/${randomUUID()}`, {
      units: 2,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("re-claims a block longer than two years only up to the horizon, as the import does", async () => {
    const feedId = await addFeed({ unitType: "parking", name: "Long block", units: 1 });
    const today = "2026-11-20";
    const long = await insertChannelEvent(testApp.ctx.db, {
      feedId,
      unitKey: "parking",
      from: today,
      until: addDaysIso(today, 800),
      units: 1,
    });
    expect(
      (await call("PATCH", `/api/admin/calendar-feeds/${feedId}`, { units: 2 })).statusCode,
    ).toBe(200);
    const claims = await liveClaimsOfEvent(long);
    expect(claims).toHaveLength(731);
    expect(claims.at(-1)).toEqual({ night: addDaysIso(today, 730), quantity: 2 });
    expect((await call("DELETE", `/api/admin/calendar-feeds/${feedId}`)).statusCode).toBe(200);
  });

  it("frees the nights its events took when staff remove it: check-availability sees them free", async () => {
    const feedId = await addFeed({ unitType: "kids", name: "Kids OTA", units: 4 });
    await insertChannelEvent(testApp.ctx.db, {
      feedId,
      unitKey: "room:kids",
      from: "2026-12-10",
      until: "2026-12-12",
      units: 4,
    });
    const guest = bookingClient(testApp, guestCookie);
    const stay = {
      serviceType: "room",
      roomType: "kids",
      checkIn: "2026-12-10",
      checkOut: "2026-12-12",
      quantity: 1,
      guests: 1,
    };
    const before = (await guest.quote(stay)).json().data;
    expect(before.status).toBe("pending");
    expect(before.shortNights.map((night: { date: string }) => night.date)).toEqual([
      "2026-12-10",
      "2026-12-11",
    ]);

    const removed = await call("DELETE", `/api/admin/calendar-feeds/${feedId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    const after = (await guest.quote(stay)).json().data;
    expect(after).toMatchObject({ status: "confirmed", shortNights: [] });
    expect((await importsOf("kids")).map((row) => row.id)).not.toContain(feedId);
    // Gone: a second removal, a sync, a change and a rotation find nothing.
    expect((await call("DELETE", `/api/admin/calendar-feeds/${feedId}`)).statusCode).toBe(404);
    expect((await call("POST", `/api/admin/calendar-feeds/${feedId}/sync`)).statusCode).toBe(404);
    expect(
      (await call("PATCH", `/api/admin/calendar-feeds/${feedId}`, { name: "x" })).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", `/api/admin/calendar-feeds/${feedId}/rotate-export`)).statusCode,
    ).toBe(404);
  });

  it("answers 404 to a sync of a feed that does not exist, 400 to a malformed id", async () => {
    const unknown = await call("POST", `/api/admin/calendar-feeds/${randomUUID()}/sync`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    expect((await call("POST", "/api/admin/calendar-feeds/not-an-id/sync")).statusCode).toBe(400);
  });
});

describe("[CHANNELS] conflicts", () => {
  it("lists a conflict with the stays on its nights; staff resolve it and it stays listed", async () => {
    const feedId = await addFeed({ unitType: "camp", name: "Booking.com tents", units: 2 });
    const guest = bookingClient(testApp, guestCookie);
    const { booking } = await guest.payAndBook({
      serviceType: "camp",
      checkIn: "2026-12-14",
      checkOut: "2026-12-16",
      quantity: 4,
      guests: 4,
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const bookingId = booking.json().data._id as string;
    const closure = await call("POST", "/api/admin/closures", {
      unitKey: "camp",
      from: "2026-12-15",
      to: "2026-12-16",
      quantity: 6,
      reason: "Sandstorm repairs",
    });
    expect(closure.statusCode, closure.body).toBe(201);
    const campKey = (
      await testApp.ctx.db
        .select({ unitKey: inventoryClaims.unitKey })
        .from(inventoryClaims)
        .where(eq(inventoryClaims.bookingId, bookingId))
    )[0]?.unitKey as string;
    const eventId = await insertChannelEvent(testApp.ctx.db, {
      feedId,
      unitKey: campKey,
      from: "2026-12-15",
      until: "2026-12-17",
      units: 2,
      summary: "CLOSED - Not available",
      conflictAt: testApp.clock.now(),
    });

    const [conflict] = (await importsOf("camp")).find((row) => row.id === feedId)?.conflicts ?? [];
    expect(conflict).toEqual({
      eventId,
      from: "2026-12-15",
      to: "2026-12-17",
      summary: "CLOSED - Not available",
      detectedAt: testApp.clock.now().toISOString(),
      resolvedAt: null,
      bookings: [
        {
          id: bookingId,
          reference: bookingReference(bookingId),
          checkIn: "2026-12-14",
          checkOut: "2026-12-16",
          quantity: 4,
          status: "confirmed",
        },
        {
          id: expect.any(String),
          reference: "Sandstorm repairs",
          checkIn: "2026-12-15",
          checkOut: "2026-12-16",
          quantity: 6,
          status: "closed",
        },
      ],
    });

    testApp.clock.advance(60_000);
    const resolved = await call("POST", `/api/admin/calendar-feeds/conflicts/${eventId}/resolve`);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toEqual({ success: true });
    const [after] = (await importsOf("camp")).find((row) => row.id === feedId)?.conflicts ?? [];
    expect(after?.resolvedAt).toBe(testApp.clock.now().toISOString());
    // Again: no change, no second entry in the audit log.
    testApp.clock.advance(60_000);
    expect(
      (await call("POST", `/api/admin/calendar-feeds/conflicts/${eventId}/resolve`)).statusCode,
    ).toBe(200);
    const [stored] = await testApp.ctx.db
      .select()
      .from(channelEvents)
      .where(eq(channelEvents.id, eventId));
    expect(stored?.conflictResolvedAt?.toISOString()).toBe(after?.resolvedAt);
    expect(await auditOf("calendar_feed.conflict_resolved", eventId)).toHaveLength(1);

    const unknown = await call(
      "POST",
      `/api/admin/calendar-feeds/conflicts/${randomUUID()}/resolve`,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe("[CHANNELS] the console's occupancy grid", () => {
  it("shows nights taken by OTAs apart from those sold here, with each channel's name", async () => {
    const airbnb = await addFeed({ unitType: "parking", name: "Airbnb spots", units: 1 });
    const booking = await addFeed({ unitType: "parking", name: "Booking spots", units: 2 });
    const db = testApp.ctx.db;
    for (const [feedId, units] of [
      [airbnb, 1],
      [booking, 2],
    ] as const) {
      await insertChannelEvent(db, {
        feedId,
        unitKey: "parking",
        from: "2026-11-25",
        until: "2026-11-26",
        units,
      });
    }
    await takeUnits(db, { unitKey: "parking", nights: ["2026-11-25"], quantity: 1 });
    const response = await call("GET", "/api/admin/today");
    expect(response.statusCode, response.body).toBe(200);
    const parking = adminTodayResponseSchema
      .parse(response.json())
      .data.occupancy.find((row) => row.unit === "parking");
    expect(parking?.nights.find((cell) => cell.night === "2026-11-25")).toEqual({
      night: "2026-11-25",
      sold: 1,
      held: 0,
      pending: 0,
      closed: 0,
      channel: 3,
      channels: [
        { name: "Booking spots", quantity: 2 },
        { name: "Airbnb spots", quantity: 1 },
      ],
      total: 8,
    });
    expect(parking?.nights.find((cell) => cell.night === "2026-11-26")).toMatchObject({
      channel: 0,
      channels: [],
    });
  });
});
