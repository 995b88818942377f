import {
  adminBookingDetailResponseSchema,
  adminBookingsResponseSchema,
} from "@camp/shared/admin/admin-bookings";
import { adminTodayResponseSchema } from "@camp/shared/admin/admin-today";
import { auditLogResponseSchema } from "@camp/shared/admin/audit-log";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { auditLog, bookingPayments, inventoryClaims, unitClosures } from "../src/db/schema";
import type { AuditActor } from "../src/features/audit-log/audit-log-repository";
import { recordAdminAction } from "../src/features/audit-log/audit-log-repository";
import { drawBookingId } from "../src/features/bookings/booking-repository";
import { bookingClient, seedBooking } from "./helpers/booking-helpers";
import { createTestApp, sessionCookieOf, signIn, type TestApp } from "./helpers/test-app";

// The test clock stands at Friday 2026-11-20, noon in Dubai.
let testApp: TestApp;
let adminCookie: string;
let admin: AuditActor;
const ids: Record<string, string> = {};
const totals: Record<string, number> = {};

async function guestNamed(name: string, email: string) {
  const user = await seedUser(testApp.ctx.db, { name, email });
  const login = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password },
  });
  const cookie = sessionCookieOf(login);
  return { user, cookie, client: bookingClient(testApp, cookie) };
}

async function book(name: string, email: string, stay: object) {
  const guest = await guestNamed(name, email);
  return (await seedBooking(testApp, stay, { guest })).booking;
}

const get = (url: string, cookie = adminCookie) =>
  testApp.app.inject({ method: "GET", url, headers: { cookie } });
const list = async (query: string) => {
  const response = await get(`/api/admin/bookings?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminBookingsResponseSchema.parse(response.json()).data;
};

beforeAll(async () => {
  testApp = await createTestApp();
  const signedIn = await signIn(testApp, "owner");
  adminCookie = signedIn.cookie;
  admin = signedIn.user;

  const alice = await book("Alice Sandman", "alice@dunes.example", {
    serviceType: "room",
    roomType: "master",
    checkIn: "2026-12-01",
    checkOut: "2026-12-03",
    quantity: 2,
    guests: 4,
  });
  const bob = await book("Bob Oasis", "BOB@palms.example", {
    serviceType: "camp",
    checkIn: "2026-11-21",
    checkOut: "2026-11-23",
    quantity: 2,
    guests: 6,
  });
  const carla = await book("Carla 100%_Real", "carla@dunes.example", {
    serviceType: "parking",
    checkIn: "2026-12-10",
    checkOut: "2026-12-11",
    quantity: 1,
    guests: 1,
  });
  // Five of six master rooms taken on 2026-11-25: Dana's request for two is pending.
  await testApp.ctx.db
    .insert(inventoryClaims)
    .values({ unitKey: "room:master", night: "2026-11-25", quantity: 5 });
  const dana = await book("Dana Pending", "dana@desert.example", {
    serviceType: "room",
    roomType: "master",
    checkIn: "2026-11-25",
    checkOut: "2026-11-26",
    quantity: 2,
    guests: 2,
  });
  expect(dana.status).toBe("pending");
  Object.assign(ids, { alice: alice._id, bob: bob._id, carla: carla._id, dana: dana._id });
  Object.assign(totals, {
    alice: alice.totalAmount,
    bob: bob.totalAmount,
    carla: carla.totalAmount,
    dana: dana.totalAmount,
  });
});
afterAll(() => testApp.close());

describe("[ADMIN] bookings list", () => {
  it("lists every booking with its guest, newest first, with totals of the filter", async () => {
    const data = await list("");
    expect(data.bookings.map((row) => row.id)).toEqual([ids.dana, ids.carla, ids.bob, ids.alice]);
    expect(data.bookings[3]).toMatchObject({
      guest: { name: "Alice Sandman", email: "alice@dunes.example" },
      serviceType: "room",
      status: "confirmed",
      totalAmount: totals.alice,
    });
    // The value is what stays confirmed or completed; Dana's request waits apart, not in it.
    expect(data.totals).toEqual({
      count: 4,
      confirmedAmount: (totals.alice ?? 0) + (totals.bob ?? 0) + (totals.carla ?? 0),
      pendingAmount: totals.dana,
      refundedAmount: 0,
    });
  });

  it("filters by status, service, stay dates and a guest's name or email in any case", async () => {
    expect((await list("status=pending")).bookings.map((row) => row.id)).toEqual([ids.dana]);
    expect((await list("service=camp")).bookings.map((row) => row.id)).toEqual([ids.bob]);
    // Bob sleeps the nights of 21 and 22; a stay ending on the 25th has no night on it.
    expect((await list("from=2026-11-22&to=2026-11-24")).bookings.map((row) => row.id)).toEqual([
      ids.bob,
    ]);
    expect((await list("from=2026-11-23&to=2026-11-24")).bookings).toEqual([]);
    expect((await list("from=2026-12-02&to=2026-12-10")).bookings.map((row) => row.id)).toEqual([
      ids.carla,
      ids.alice,
    ]);
    expect((await list("search=SANDMAN")).bookings.map((row) => row.id)).toEqual([ids.alice]);
    expect((await list("search=bob%40PALMS")).bookings.map((row) => row.id)).toEqual([ids.bob]);
    const dunes = await list("search=dunes.example&status=confirmed");
    expect(dunes.bookings.map((row) => row.id)).toEqual([ids.carla, ids.alice]);
    expect(dunes.totals).toMatchObject({
      count: 2,
      confirmedAmount: (totals.alice ?? 0) + (totals.carla ?? 0),
      pendingAmount: 0,
    });
    // Empty fields of a form mean "any".
    expect((await list("status=&service=&search=")).totals.count).toBe(4);
  });

  it("finds a booking by the reference the guest reads out, however it is typed, or by its id", async () => {
    const bob = ids.bob as string;
    const reference = bookingReference(bob);
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const typings = [
      reference,
      reference.toLowerCase(),
      reference.replace("-", ""),
      ` ${reference.slice(0, 4)} ${reference.slice(5)} `,
      bob,
      bob.toUpperCase(),
      bob.replaceAll("-", ""),
    ];
    for (const typed of typings) {
      const found = await list(`search=${encodeURIComponent(typed)}`);
      expect(
        found.bookings.map((row) => row.id),
        typed,
      ).toEqual([bob]);
      expect(found.totals.count, typed).toBe(1);
    }
    // With the other filters: Bob's tent is no room.
    expect((await list(`search=${reference}&service=room`)).bookings).toEqual([]);
    // A reference nobody has finds nobody (the first character moved on by one).
    const next = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    const other = `${next[(next.indexOf(reference[0] ?? "0") + 1) % 32]}${reference.slice(1)}`;
    expect((await list(`search=${other}`)).bookings).toEqual([]);
  });

  it("gives a new booking an id whose reference no booking has yet", async () => {
    const bob = ids.bob as string;
    // Same first 40 bits as Bob's id, so the same reference; the rest differs.
    const twin = `${bob.slice(0, 11)}${bob[11] === "0" ? "1" : "0"}${bob.slice(12)}`;
    expect(bookingReference(twin)).toBe(bookingReference(bob));
    const fresh = "0b5e7f6a-1c2d-4e3f-8a9b-0c1d2e3f4a5b";
    const draws = [twin, fresh];
    expect(await drawBookingId(testApp.ctx.db, () => draws.shift() ?? "")).toBe(fresh);
    await expect(drawBookingId(testApp.ctx.db, () => twin)).rejects.toThrow(
      /no free booking reference/,
    );
  });

  it("takes the search text as text: wildcards and SQL find nothing they should not", async () => {
    expect((await list("search=100%25_")).bookings.map((row) => row.id)).toEqual([ids.carla]);
    expect((await list("search=%25")).bookings.map((row) => row.id)).toEqual([ids.carla]);
    expect((await list("search=_")).bookings.map((row) => row.id)).toEqual([ids.carla]);
    for (const attack of ["' or '1'='1", "x%' or 1=1 --", "'); drop table bookings; --"]) {
      const data = await list(`search=${encodeURIComponent(attack)}`);
      expect(data.totals.count).toBe(0);
    }
    expect((await list("")).totals.count).toBe(4);
  });

  it("answers odd search text with 400 and a code, never 500", async () => {
    for (const query of [
      "search=%00", // PostgreSQL refuses a NUL in text
      "search=abc%00def",
      "search=%1B%5B31m",
      `search=${"x".repeat(101)}`,
      "search=a&search=b",
    ]) {
      const response = await get(`/api/admin/bookings?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    }
    // Invisible formatting around a reference pasted from an Arabic email is dropped, not refused.
    const pasted = `\u2066${bookingReference(ids.carla as string)}\u2069`;
    expect(
      (await list(`search=${encodeURIComponent(pasted)}`)).bookings.map((row) => row.id),
    ).toEqual([ids.carla]);
  });

  it("sorts by check-in, total and status both ways, and pages", async () => {
    const byCheckIn = await list("sort=checkIn&order=asc");
    expect(byCheckIn.bookings.map((row) => row.id)).toEqual([
      ids.bob,
      ids.dana,
      ids.alice,
      ids.carla,
    ]);
    const byTotal = await list("sort=total&order=desc");
    const amounts = byTotal.bookings.map((row) => row.totalAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const byStatus = await list("sort=status&order=asc");
    expect(byStatus.bookings[0]?.id).toBe(ids.dana); // pending first

    const second = await list("sort=checkIn&order=asc&pageSize=3&page=2");
    expect(second.bookings.map((row) => row.id)).toEqual([ids.carla]);
    expect(second).toMatchObject({ page: 2, pageSize: 3, pageCount: 2, totals: { count: 4 } });
  });

  it("refuses parameters it does not know the meaning of", async () => {
    for (const query of [
      "status=lost",
      "sort=guest",
      "pageSize=1000",
      "from=2026-13-01",
      "from=2026-12-05&to=2026-12-01",
      "page=0",
    ]) {
      expect((await get(`/api/admin/bookings?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe("[ADMIN] booking detail", () => {
  it("shows the guest, the price lines and the payment history in order", async () => {
    const detailOf = async (id: string) => {
      const response = await get(`/api/admin/bookings/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return adminBookingDetailResponseSchema.parse(response.json()).data;
    };
    // Whatever fulfilment wrote is replaced by a history of known times and actors: the receipt
    // issued with the payment goes too, past the trigger that keeps documents (test set-up only).
    await testApp.ctx.db.execute(
      sql`ALTER TABLE tax_documents DISABLE TRIGGER tax_documents_immutable`,
    );
    await testApp.ctx.db.execute(
      sql`DELETE FROM tax_documents WHERE booking_id = ${ids.alice as string}`,
    );
    await testApp.ctx.db.execute(
      sql`ALTER TABLE tax_documents ENABLE TRIGGER tax_documents_immutable`,
    );
    await testApp.ctx.db
      .delete(bookingPayments)
      .where(eq(bookingPayments.bookingId, ids.alice as string));
    await testApp.ctx.db.insert(bookingPayments).values([
      {
        bookingId: ids.alice as string,
        kind: "authorised",
        amountMinor: (totals.alice ?? 0) * 100,
        actor: "guest",
        createdAt: new Date("2026-11-20T08:00:00Z"),
      },
      {
        bookingId: ids.alice as string,
        kind: "refunded",
        amountMinor: 10_000,
        actor: "staff",
        actorId: admin.id,
        createdAt: new Date("2026-11-20T09:00:00Z"),
      },
      {
        bookingId: ids.alice as string,
        kind: "captured",
        amountMinor: (totals.alice ?? 0) * 100,
        actor: "system",
        createdAt: new Date("2026-11-20T08:00:01Z"),
      },
    ]);
    const detail = await detailOf(ids.alice as string);
    expect(detail).toMatchObject({
      id: ids.alice,
      guest: { name: "Alice Sandman", email: "alice@dunes.example" },
      checkIn: "2026-12-01",
      status: "confirmed",
      paymentStatus: "completed",
      paidAmount: totals.alice,
      priceLines: [{ service: "room:master", quantity: 2 }],
    });
    expect(detail.priceLines.reduce((sum, line) => sum + line.amount, 0)).toBe(totals.alice);
    expect(
      detail.payments.map((payment) => [
        payment.kind,
        payment.amount,
        payment.actor,
        payment.actorEmail,
      ]),
    ).toEqual([
      ["authorised", totals.alice, "guest", null],
      ["captured", totals.alice, "system", null],
      ["refunded", 100, "staff", admin.email],
    ]);

    const pending = await detailOf(ids.dana as string);
    expect(pending).toMatchObject({
      status: "pending",
      paymentStatus: "authorised",
      paidAmount: 0, // authorised, not captured: nothing to refund yet
    });
    // Fulfilment records the authorisation of a pending request.
    expect(pending.payments.map((payment) => [payment.kind, payment.amount])).toEqual([
      ["authorised", totals.dana],
    ]);
    expect((await get("/api/admin/bookings/00000000-0000-4000-8000-000000000000")).statusCode).toBe(
      404,
    );
    expect((await get("/api/admin/bookings/not-an-id")).statusCode).toBe(400);
  });
});

describe("[ADMIN] today", () => {
  it("lists tomorrow's arrivals and counts sold, held, pending and closed units per night", async () => {
    // A closure of one tent on the night of the 21st, and a guest holding two tents while paying.
    const [closure] = await testApp.ctx.db
      .insert(unitClosures)
      .values({
        unitKey: "camp:desert-tent",
        fromNight: "2026-11-21",
        untilNight: "2026-11-22",
        quantity: 1,
      })
      .returning();
    await testApp.ctx.db.insert(inventoryClaims).values({
      unitKey: "camp",
      night: "2026-11-21",
      quantity: 1,
      closureId: closure?.id,
    });
    const { client } = await guestNamed("Hana Holder", "hana@desert.example");
    const quote = (
      await client.quote({
        serviceType: "camp",
        checkIn: "2026-11-22",
        checkOut: "2026-11-23",
        quantity: 2,
        guests: 2,
      })
    ).json().data;
    expect((await client.process(quote.quoteId, quote.totalAmount * 100)).statusCode).toBe(200);

    const response = await get("/api/admin/today");
    expect(response.statusCode, response.body).toBe(200);
    const data = adminTodayResponseSchema.parse(response.json()).data;
    expect(data.today).toEqual({ date: "2026-11-20", arrivals: [], departures: [] });
    expect(data.tomorrow.date).toBe("2026-11-21");
    expect(data.tomorrow.arrivals).toEqual([
      expect.objectContaining({
        bookingId: ids.bob,
        guestName: "Bob Oasis",
        guestEmail: "bob@palms.example",
        units: [{ unit: "camp", quantity: 2 }],
      }),
    ]);
    expect(data.tomorrow.departures).toEqual([]);

    const night = (unit: string, date: string) =>
      data.occupancy.find((row) => row.unit === unit)?.nights.find((cell) => cell.night === date);
    expect(data.occupancy.map((row) => row.unit)).toEqual([
      "room:master",
      "room:kids",
      "camp",
      "parking",
    ]);
    expect(data.occupancy.every((row) => row.nights.length === 30)).toBe(true);
    expect(data.occupancy[0]?.nights[0]?.night).toBe("2026-11-20");
    expect(night("camp", "2026-11-21")).toEqual({
      night: "2026-11-21",
      sold: 2,
      held: 0,
      pending: 0,
      closed: 1,
      channel: 0,
      channels: [],
      total: 10,
    });
    expect(night("camp", "2026-11-22")).toMatchObject({ sold: 2, held: 2, closed: 0 });
    expect(night("camp", "2026-11-23")).toMatchObject({ sold: 0, held: 0 });
    // The five rooms inserted by hand count as sold, Dana's two as pending.
    expect(night("room:master", "2026-11-25")).toEqual({
      night: "2026-11-25",
      sold: 5,
      held: 0,
      pending: 2,
      closed: 0,
      channel: 0,
      channels: [],
      total: 6,
    });
    expect(night("room:master", "2026-12-01")).toMatchObject({ sold: 2, total: 6 });
    expect(night("parking", "2026-12-10")).toMatchObject({ sold: 1, total: 8 });

    // Once the hold runs out it no longer counts.
    testApp.clock.advance(60 * 60 * 1000);
    const later = adminTodayResponseSchema.parse((await get("/api/admin/today")).json()).data;
    const camp22 = later.occupancy.find((row) => row.unit === "camp")?.nights[2];
    expect(camp22).toMatchObject({ night: "2026-11-22", held: 0, sold: 2 });
    testApp.clock.advance(-60 * 60 * 1000);
  });

  it("shows today's departures on the morning they leave", async () => {
    testApp.clock.set(new Date("2026-11-23T05:00:00Z")); // 09:00 in Dubai
    const data = adminTodayResponseSchema.parse((await get("/api/admin/today")).json()).data;
    expect(data.today.departures.map((row) => row.bookingId)).toEqual([ids.bob]);
    expect(data.today.arrivals).toEqual([]);
    testApp.clock.set(new Date("2026-11-20T08:00:00Z"));
  });
});

describe("[ADMIN] audit log", () => {
  it("browses the actions newest first, filtered by action or area, actor and Dubai days", async () => {
    const other = { id: admin.id, email: "night.manager@resort.example", role: "manager" as const };
    // The staff sign-ins of the set-up (auth.signed-in) are not this test's entries.
    await testApp.ctx.db.delete(auditLog);
    await recordAdminAction(testApp.ctx.db, {
      actor: admin,
      action: "booking.confirm",
      entityType: "booking",
      entityId: ids.dana,
      before: { status: "pending" },
      after: { status: "confirmed" },
    });
    await testApp.ctx.db.insert(auditLog).values([
      {
        actorId: other.id,
        actorEmail: other.email,
        action: "room-type.update",
        entityType: "room-type",
        entityId: "master",
        before: { totalRooms: 6 },
        after: { totalRooms: 5 },
        createdAt: new Date("2026-11-10T19:30:00Z"), // 23:30 on the 10th in Dubai
      },
      {
        actorId: other.id,
        actorEmail: other.email,
        action: "booking.cancel",
        entityType: "booking",
        entityId: ids.bob,
        createdAt: new Date("2026-11-10T20:30:00Z"), // 00:30 on the 11th in Dubai
      },
    ]);
    const browse = async (query: string) => {
      const response = await get(`/api/admin/audit-log?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return auditLogResponseSchema.parse(response.json()).data;
    };
    const all = await browse("");
    expect(all.entries.map((entry) => entry.action)).toEqual([
      "booking.confirm",
      "booking.cancel",
      "room-type.update",
    ]);
    expect(all.entries[0]).toMatchObject({
      actorEmail: admin.email,
      entityType: "booking",
      entityId: ids.dana,
      before: { status: "pending" },
      after: { status: "confirmed" },
    });
    expect(all).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(all.actions).toEqual(["booking.cancel", "booking.confirm", "room-type.update"]);

    expect((await browse("action=booking")).entries.map((entry) => entry.action)).toEqual([
      "booking.confirm",
      "booking.cancel",
    ]);
    expect((await browse("action=booking.cancel")).total).toBe(1);
    expect((await browse("action=book")).total).toBe(0);
    expect((await browse("actor=NIGHT.manager")).total).toBe(2);
    expect((await browse("actor=%25")).total).toBe(0);
    expect(
      (await browse("from=2026-11-10&to=2026-11-10")).entries.map((entry) => entry.action),
    ).toEqual(["room-type.update"]);
    expect(
      (await browse("from=2026-11-11&to=2026-11-11")).entries.map((entry) => entry.action),
    ).toEqual(["booking.cancel"]);
    expect((await get("/api/admin/audit-log?page=0")).statusCode).toBe(400);
  });
});

describe("[ADMIN] bookings totals", () => {
  it("leaves a cancelled stay out of the confirmed value and shows what went back", async () => {
    const half = Math.floor((totals.alice ?? 0) / 2);
    const cancel = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${ids.alice}/cancel`,
      headers: { cookie: adminCookie },
      payload: { refundAmount: half },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect((await list("")).totals).toEqual({
      count: 4,
      confirmedAmount: (totals.bob ?? 0) + (totals.carla ?? 0),
      pendingAmount: totals.dana,
      refundedAmount: half,
    });
    expect((await list("status=cancelled")).totals).toEqual({
      count: 1,
      confirmedAmount: 0,
      pendingAmount: 0,
      refundedAmount: half,
    });
  });
});
