import { bookingReference } from "@camp/shared/booking/booking-reference";
import type { ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso, listNights } from "@camp/shared/dates/stay-dates";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { channelEvents, channelFeeds, emailOutbox, inventoryClaims, users } from "../src/db/schema";
import { isFeedStale } from "../src/features/channels/feed-staleness";
import { syncAllFeeds, syncFeed } from "../src/features/channels/feed-sync";
import { AppError } from "../src/lib/app-error";
import { bookingClient } from "./helpers/booking-helpers";
import { readIcsFixture, startFeedServer } from "./helpers/feed-server";
import { recordingLogger } from "./helpers/outbox";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * The import of OTA calendars (decision 032) end to end: a local server serves feeds shaped like
 * Airbnb's and Booking.com's exports; imported nights count against stock through the booking API.
 * The test clock stands at Friday 2026-11-20, noon in Dubai.
 */

let testApp: TestApp;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let guest: ReturnType<typeof bookingClient>;

beforeAll(async () => {
  feeds = await startFeedServer();
  testApp = await createTestApp({
    // The feed server's port only: an allowed entry opens one port (decision 044).
    CALENDAR_FEED_ALLOW_HOSTS: new URL(feeds.base).host,
    // Feeds served here answer well within it on a loaded machine; the silent server's test gives
    // up after 1 s (its own context, below).
    CALENDAR_FEED_TIMEOUT_SECONDS: "20",
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
  });
  admin = await signIn(testApp, "owner");
  guest = bookingClient(testApp, (await signIn(testApp)).cookie);
});
afterAll(async () => {
  await feeds.close();
  await testApp.close();
});

const HOUR = 3_600_000;

async function addFeed(unitType: ChannelUnitType, url: string, units: number, name: string) {
  const [row] = await testApp.ctx.db
    .insert(channelFeeds)
    .values({ unitType, url, units, name, createdAt: testApp.clock.now() })
    .returning();
  if (!row) throw new Error("no feed");
  return row.id;
}

const feedRow = async (id: string) =>
  (await testApp.ctx.db.select().from(channelFeeds).where(eq(channelFeeds.id, id)))[0];

const eventsOf = (feedId: string) =>
  testApp.ctx.db
    .select()
    .from(channelEvents)
    .where(eq(channelEvents.feedId, feedId))
    .orderBy(channelEvents.fromNight);

/** Units left per night, as the booking form's calendar reads them. */
async function remaining(roomType: "master" | "kids", from: string, to: string) {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/api/availability?serviceType=room&roomType=${roomType}&from=${from}&to=${to}`,
  });
  return Object.fromEntries(
    (response.json().data.nights as { date: string; remaining: number }[]).map((night) => [
      night.date,
      night.remaining,
    ]),
  );
}

const kidsQuote = async (checkIn: string, checkOut: string, quantity: number) =>
  (
    await guest.quote({
      serviceType: "room",
      roomType: "kids",
      checkIn,
      checkOut,
      quantity,
      guests: quantity,
    })
  ).json().data as {
    status: string;
    shortNights: { date: string; remaining: number; requested: number }[];
  };

const emailsOf = (template: string) =>
  testApp.ctx.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.template, template))
    .orderBy(emailOutbox.createdAt);

describe("[CHANNELS] an Airbnb listing's reservations take nights here", () => {
  let feedId: string;

  it("makes the reserved nights unbookable: a stay that was confirmed now answers pending", async () => {
    const url = feeds.serve("/airbnb/kids.ics", { file: "airbnb.ics" });
    feedId = await addFeed("kids", url, 1, "Airbnb");
    // Kids rooms: 4 in stock. Before the import, all 4 are free on the reserved nights.
    expect((await kidsQuote("2026-12-10", "2026-12-13", 4)).status).toBe("confirmed");

    const result = await syncFeed(testApp.ctx, feedId);
    expect(result).toEqual({
      feedId,
      outcome: "fetched",
      added: 2,
      changed: 0,
      removed: 0,
      conflicts: 0,
      error: null,
    });
    // The reservation that ended in October is in the feed but takes no night any more.
    expect(
      (await eventsOf(feedId)).map((row) => [row.summary, row.fromNight, row.untilNight]),
    ).toEqual([
      ["Reserved", "2026-12-10", "2026-12-13"],
      ["Airbnb (Not available)", "2027-01-05", "2027-01-08"],
    ]);
    expect(await remaining("kids", "2026-12-09", "2026-12-14")).toEqual({
      "2026-12-09": 4,
      "2026-12-10": 3,
      "2026-12-11": 3,
      "2026-12-12": 3,
      "2026-12-13": 4,
    });
    const quote = await kidsQuote("2026-12-10", "2026-12-13", 4);
    expect(quote.status).toBe("pending");
    expect(quote.shortNights.map((night) => [night.date, night.remaining])).toEqual([
      ["2026-12-10", 3],
      ["2026-12-11", 3],
      ["2026-12-12", 3],
    ]);
    // DTEND is exclusive: the morning the Airbnb guest leaves is free.
    expect((await kidsQuote("2026-12-13", "2026-12-14", 4)).status).toBe("confirmed");
    expect((await kidsQuote("2027-01-05", "2027-01-06", 4)).status).toBe("pending");

    const feed = await feedRow(feedId);
    expect(feed).toMatchObject({
      lastError: null,
      emptyFetches: 0,
      etag: expect.stringMatching(/^".+"$/),
      lastFetchedAt: testApp.clock.now(),
      lastAttemptAt: testApp.clock.now(),
      lastChangedAt: testApp.clock.now(),
    });
  });

  it("keeps no guest data: the reservation link and phone digits are nowhere in the database", async () => {
    const tables = (await testApp.ctx.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.map((row) => row.table_name)).toContain("channel_events");
    for (const { table_name: table } of tables.rows) {
      const rows = (await testApp.ctx.db.execute(
        sql`select * from ${sql.identifier(table)}`,
      )) as unknown as { rows: unknown[] };
      const dump = JSON.stringify(rows.rows);
      expect([table, dump]).not.toEqual([
        table,
        expect.stringMatching(/HMQ7XK2ZPA|Phone Number|reservations\/details/),
      ]);
    }
  });

  it("reads an unchanged feed as 304 with the validators it kept", async () => {
    testApp.clock.advance(HOUR);
    const before = feeds.requests.length;
    const result = await syncFeed(testApp.ctx, feedId);
    expect(result.outcome).toBe("not_modified");
    const request = feeds.requests.slice(before).at(-1);
    expect(request?.headers["if-none-match"]).toBe((await feedRow(feedId))?.etag);
    expect(request?.status).toBe(304);
    const feed = await feedRow(feedId);
    expect(feed?.lastFetchedAt).toEqual(testApp.clock.now());
    // Nothing changed: the events are the same, so is the time they last changed.
    expect(feed?.lastChangedAt).toEqual(new Date(testApp.clock.now().getTime() - HOUR));
    expect((await remaining("kids", "2026-12-10", "2026-12-11"))["2026-12-10"]).toBe(3);
  });

  it("moves the nights when the event moves in the feed", async () => {
    const [before] = await eventsOf(feedId);
    feeds.serve("/airbnb/kids.ics", { file: "airbnb-moved.ics" });
    const result = await syncFeed(testApp.ctx, feedId);
    expect(result).toMatchObject({ outcome: "fetched", added: 0, changed: 1, removed: 0 });
    const [after] = await eventsOf(feedId);
    expect(after).toMatchObject({
      id: before?.id,
      fromNight: "2026-12-14",
      untilNight: "2026-12-17",
    });
    expect(await remaining("kids", "2026-12-10", "2026-12-18")).toEqual({
      "2026-12-10": 4,
      "2026-12-11": 4,
      "2026-12-12": 4,
      "2026-12-13": 4,
      "2026-12-14": 3,
      "2026-12-15": 3,
      "2026-12-16": 3,
      "2026-12-17": 4,
    });
    expect((await feedRow(feedId))?.lastChangedAt).toEqual(testApp.clock.now());
  });

  it("frees the nights of a reservation that leaves the feed", async () => {
    feeds.serve("/airbnb/kids.ics", { file: "airbnb-cancelled.ics" });
    const result = await syncFeed(testApp.ctx, feedId);
    expect(result).toMatchObject({ outcome: "fetched", removed: 1 });
    const [reserved, blocked] = await eventsOf(feedId);
    expect(reserved?.removedAt).toEqual(testApp.clock.now());
    expect(blocked?.removedAt).toBeNull();
    expect((await remaining("kids", "2026-12-14", "2026-12-15"))["2026-12-14"]).toBe(4);
    expect((await remaining("kids", "2027-01-05", "2027-01-06"))["2027-01-05"]).toBe(3);
  });

  it("holds the nights on the first empty fetch, and frees them on the second", async () => {
    feeds.serve("/airbnb/kids.ics", { file: "airbnb-empty.ics" });
    const held = await syncFeed(testApp.ctx, feedId);
    expect(held).toMatchObject({ outcome: "held", removed: 0 });
    expect((await remaining("kids", "2027-01-05", "2027-01-06"))["2027-01-05"]).toBe(3);
    expect(await feedRow(feedId)).toMatchObject({ emptyFetches: 1, lastError: null });

    // The empty answer's ETag was not kept: the second fetch reads the body again, not a 304.
    const before = feeds.requests.length;
    const freed = await syncFeed(testApp.ctx, feedId);
    expect(feeds.requests.slice(before).map((request) => request.status)).toEqual([200]);
    expect(freed).toMatchObject({ outcome: "fetched", removed: 1 });
    expect((await remaining("kids", "2027-01-05", "2027-01-06"))["2027-01-05"]).toBe(4);
    expect(await feedRow(feedId)).toMatchObject({ emptyFetches: 0 });
    const live = await testApp.ctx.db
      .select()
      .from(inventoryClaims)
      .innerJoin(channelEvents, eq(channelEvents.id, inventoryClaims.channelEventId))
      .where(and(eq(channelEvents.feedId, feedId), isNull(inventoryClaims.releasedAt)));
    expect(live).toEqual([]);
  });

  it("brings a reservation back when it returns to the feed", async () => {
    feeds.serve("/airbnb/kids.ics", { file: "airbnb.ics" });
    const result = await syncFeed(testApp.ctx, feedId);
    expect(result).toMatchObject({ outcome: "fetched", added: 2, changed: 0 });
    expect((await eventsOf(feedId)).every((row) => row.removedAt === null)).toBe(true);
    expect((await remaining("kids", "2026-12-10", "2026-12-11"))["2026-12-10"]).toBe(3);
  });
});

describe("[CHANNELS] a Booking.com listing that sells nights already full here", () => {
  let feedId: string;

  it("imports the reservation anyway, flags the conflict and emails staff once", async () => {
    // Every master room (6) is sold for 20-22 December, in two bookings (4 rooms at most each).
    const references: string[] = [];
    for (const quantity of [4, 2]) {
      const buyer = bookingClient(testApp, (await signIn(testApp)).cookie);
      const booked = await buyer.payAndBook({
        serviceType: "room",
        roomType: "master",
        checkIn: "2026-12-20",
        checkOut: "2026-12-22",
        quantity,
        guests: quantity,
      });
      expect(booked.booking.statusCode).toBe(201);
      references.push(bookingReference(booked.booking.json().data._id as string));
    }

    const url = feeds.serve("/booking/master.ics", {
      file: "booking.ics",
      restampEachFetch: true,
    });
    feedId = await addFeed("master", url, 1, "Booking.com");
    const result = await syncFeed(testApp.ctx, feedId);
    expect(result).toMatchObject({ outcome: "fetched", added: 2, conflicts: 1 });
    const [conflicted, fine] = await eventsOf(feedId);
    expect(conflicted).toMatchObject({
      summary: "CLOSED - Not available",
      fromNight: "2026-12-20",
      untilNight: "2026-12-22",
      conflictAt: testApp.clock.now(),
      conflictAlertedAt: testApp.clock.now(),
      conflictResolvedAt: null,
    });
    expect(fine?.conflictAt).toBeNull();
    // Kept: the OTA has the guest's money, so the nights are overbooked by one.
    const taken = await testApp.ctx.db
      .select({ total: sql<string>`sum(${inventoryClaims.quantity})` })
      .from(inventoryClaims)
      .where(
        and(
          eq(inventoryClaims.unitKey, "room:master"),
          eq(inventoryClaims.night, "2026-12-20"),
          isNull(inventoryClaims.releasedAt),
        ),
      );
    expect(Number(taken[0]?.total)).toBe(7);

    const emails = await emailsOf("channel-conflict");
    expect(emails.map((email) => email.toAddress)).toEqual([admin.user.email]);
    const [email] = emails;
    expect(email?.subject).toContain("Booking.com");
    expect(email?.text).toContain("Sun, 20 Dec 2026 → Tue, 22 Dec 2026 (2 nights)");
    expect(email?.text).toContain(
      `Booking ${references[0]}: Sun, 20 Dec 2026 → Tue, 22 Dec 2026 · 4 units · confirmed`,
    );
    expect(email?.text).toContain(`Booking ${references[1]}:`);
  });

  it("does not flag or email it again on the next sync (Booking.com rewrote every DTSTAMP)", async () => {
    const before = await feedRow(feedId);
    testApp.clock.advance(HOUR);
    const result = await syncFeed(testApp.ctx, feedId);
    expect(result).toMatchObject({ outcome: "fetched", added: 0, changed: 0, conflicts: 0 });
    expect(await emailsOf("channel-conflict")).toHaveLength(1);
    const after = await feedRow(feedId);
    // A new body (new DTSTAMPs, new ETag) but the same events: not a change.
    expect(after?.etag).not.toBe(before?.etag);
    expect(after?.lastChangedAt).toEqual(before?.lastChangedAt);
    expect(after?.eventsHash).toBe(before?.eventsHash);
  });

  it("writes the alert in each administrator's language, and to STAFF_ALERT_EMAILS in English", async () => {
    const arabicAdmin = await seedUser(testApp.ctx.db, { role: "owner" });
    await testApp.ctx.db.update(users).set({ language: "ar" }).where(eq(users.id, arabicAdmin.id));
    // Two more listings sell the same full nights.
    const copy = (suffix: string) =>
      feeds.serve(`/booking/master${suffix}.ics`, {
        body: readIcsFixture("booking.ics").replaceAll("@booking.com", `${suffix}@booking.com`),
      });
    const second = await addFeed("master", copy("-2"), 1, "Booking.com room 2");
    expect((await syncFeed(testApp.ctx, second)).conflicts).toBe(1);
    const toAdmins = (await emailsOf("channel-conflict")).slice(1);
    expect(toAdmins.map((email) => [email.toAddress, email.language]).sort()).toEqual(
      [
        [admin.user.email, "en"],
        [arabicAdmin.email, "ar"],
      ].sort(),
    );
    const arabic = toAdmins.find((email) => email.language === "ar");
    expect(arabic?.subject).toContain("حجز زائد");
    expect(arabic?.html).toContain('dir="rtl"');
    // The other channel's event on those nights is named too.
    expect(toAdmins.find((email) => email.language === "en")?.text).toContain(
      "Booking.com: Sun, 20 Dec 2026 → Tue, 22 Dec 2026 · 1 unit",
    );

    const ctx = {
      ...testApp.ctx,
      config: { ...testApp.ctx.config, STAFF_ALERT_EMAILS: ["ops@camp.example"] },
    };
    const third = await addFeed("master", copy("-3"), 1, "Booking.com room 3");
    expect((await syncFeed(ctx, third)).conflicts).toBe(1);
    const toOps = (await emailsOf("channel-conflict")).slice(3);
    expect(toOps.map((email) => [email.toAddress, email.language])).toEqual([
      ["ops@camp.example", "en"],
    ]);
    await testApp.ctx.db
      .update(channelFeeds)
      .set({ removedAt: testApp.clock.now() })
      .where(inArray(channelFeeds.id, [second, third]));
  });
});

describe("[CHANNELS] a broken feed is stale and loud", () => {
  it("records the error, changes no claim, and emails staff once a day", async () => {
    const url = feeds.serve("/airbnb/parking.ics", { file: "airbnb.ics" });
    const feedId = await addFeed("parking", url, 1, "Airbnb caravan");
    expect((await syncFeed(testApp.ctx, feedId)).outcome).toBe("fetched");
    const claimsBefore = await testApp.ctx.db
      .select()
      .from(inventoryClaims)
      .where(and(eq(inventoryClaims.unitKey, "parking"), isNull(inventoryClaims.releasedAt)));
    expect(claimsBefore).toHaveLength(6);

    feeds.serve("/airbnb/parking.ics", { status: 500 });
    testApp.clock.advance(HOUR);
    const { logger } = recordingLogger();
    const run = await syncAllFeeds(testApp.ctx, logger);
    expect(run.results.find((result) => result.feedId === feedId)).toEqual({
      feedId,
      outcome: "failed",
      added: 0,
      changed: 0,
      removed: 0,
      conflicts: 0,
      error: "answered HTTP 500",
    });
    const feed = await feedRow(feedId);
    expect(feed).toMatchObject({
      lastError: "answered HTTP 500",
      lastErrorAt: testApp.clock.now(),
      lastAttemptAt: testApp.clock.now(),
      lastFetchedAt: new Date(testApp.clock.now().getTime() - HOUR),
    });
    expect(feed && isFeedStale(feed, testApp.clock.now(), testApp.ctx.config)).toBe(true);
    const claimsAfter = await testApp.ctx.db
      .select()
      .from(inventoryClaims)
      .where(and(eq(inventoryClaims.unitKey, "parking"), isNull(inventoryClaims.releasedAt)));
    expect(claimsAfter).toHaveLength(6);

    const stale = async () =>
      (await emailsOf("channel-feed-stale")).filter(
        (email) => email.subject.includes("Airbnb caravan") && email.toAddress === admin.user.email,
      );
    expect(await stale()).toHaveLength(1);
    expect((await stale())[0]?.text).toContain(
      "The last attempt to read it failed: answered HTTP 500.",
    );

    testApp.clock.advance(HOUR);
    await syncAllFeeds(testApp.ctx, logger);
    expect(await stale()).toHaveLength(1);
    testApp.clock.advance(24 * HOUR);
    await syncAllFeeds(testApp.ctx, logger);
    expect(await stale()).toHaveLength(2);

    // A good read clears the error; the feed is no longer stale.
    feeds.serve("/airbnb/parking.ics", { file: "airbnb.ics" });
    expect((await syncFeed(testApp.ctx, feedId)).outcome).toMatch(/fetched|not_modified/);
    const healed = await feedRow(feedId);
    expect(healed?.lastError).toBeNull();
    expect(healed && isFeedStale(healed, testApp.clock.now(), testApp.ctx.config)).toBe(false);
  });

  it("gives up on a server that never answers, after CALENDAR_FEED_TIMEOUT_SECONDS", async () => {
    const url = feeds.serve("/silent/camp.ics", { hang: true });
    const feedId = await addFeed("camp", url, 1, "Silent channel");
    const impatient = {
      ...testApp.ctx,
      config: { ...testApp.ctx.config, CALENDAR_FEED_TIMEOUT_SECONDS: 1 },
    };
    const result = await syncFeed(impatient, feedId);
    expect(result).toMatchObject({ outcome: "failed", error: "timed out after 1 s" });
    expect((await feedRow(feedId))?.lastError).toBe("timed out after 1 s");
    await testApp.ctx.db
      .update(channelFeeds)
      .set({ removedAt: testApp.clock.now() })
      .where(eq(channelFeeds.id, feedId));
  });

  it("refuses to sync a feed that is unknown or removed", async () => {
    const error = await syncFeed(testApp.ctx, "00000000-0000-4000-8000-000000000000").catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("NOT_FOUND");
  });
});

describe("[CHANNELS] claims in step with time and with other processes", () => {
  const liveClaimsOf = (feedId: string) =>
    testApp.ctx.db
      .select({ night: inventoryClaims.night, quantity: inventoryClaims.quantity })
      .from(inventoryClaims)
      .innerJoin(channelEvents, eq(channelEvents.id, inventoryClaims.channelEventId))
      .where(and(eq(channelEvents.feedId, feedId), isNull(inventoryClaims.releasedAt)))
      .orderBy(inventoryClaims.night);

  it("claims a block longer than two years up to the horizon, and a night more each day", async () => {
    const url = feeds.serve("/long/camp.ics", {
      body: [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
        "BEGIN:VEVENT",
        "DTSTART;VALUE=DATE:20261201",
        "DTEND;VALUE=DATE:20291201",
        "UID:long-block@airbnb.com",
        "SUMMARY:Airbnb (Not available)",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    });
    const feedId = await addFeed("camp", url, 1, "Airbnb tent");
    expect((await syncFeed(testApp.ctx, feedId)).outcome).toBe("fetched");
    const today = resortToday(testApp.clock.now());
    const horizon = addDaysIso(today, 731);
    const first = await liveClaimsOf(feedId);
    expect(first).toHaveLength(listNights("2026-12-01", horizon).length);
    expect(first.at(-1)?.night).toBe(addDaysIso(horizon, -1));

    // A day later the feed is the same (304), but the horizon moved a night further.
    testApp.clock.advance(24 * HOUR);
    expect((await syncFeed(testApp.ctx, feedId)).outcome).toBe("not_modified");
    const second = await liveClaimsOf(feedId);
    expect(second).toHaveLength(first.length + 1);
    expect(second.at(-1)?.night).toBe(horizon);
    expect((await syncFeed(testApp.ctx, feedId)).outcome).toBe("not_modified");
    expect(await liveClaimsOf(feedId)).toHaveLength(second.length);
  });

  it("claims a feed's nights once when two syncs of it run at once", async () => {
    const url = feeds.serve("/booking/parking.ics", { file: "booking.ics" });
    const feedId = await addFeed("parking", url, 2, "Booking.com caravan");
    const results = await Promise.all([
      syncFeed(testApp.ctx, feedId),
      syncFeed(testApp.ctx, feedId),
    ]);
    expect(results.map((result) => result.added).sort()).toEqual([0, 2]);
    expect((await liveClaimsOf(feedId)).map((claim) => [claim.night, claim.quantity])).toEqual([
      ["2026-12-20", 2],
      ["2026-12-21", 2],
      ["2027-02-01", 2],
      ["2027-02-02", 2],
      ["2027-02-03", 2],
    ]);
  });
});
