import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  bookingPayments,
  bookings,
  emailOutbox,
  inventoryClaims,
  users,
} from "../src/db/schema";
import { reconcilePayments } from "../src/features/payments/reconcile-payments";
import { bookingClient, seedBooking } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { isRealPostgres } from "./helpers/test-database";

/**
 * The front desk (decision 022): check in, check out, no-show (with or without a refund), undo on
 * the same Dubai day, staff notes, and the reason a declined request's email carries. The clock
 * starts at Friday 2026-11-20, noon in Dubai; every test uses nights of its own.
 */
const START = new Date("2026-11-20T08:00:00Z");
const DAY = 24 * 60 * 60_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** `time` (HH:MM) in Dubai on `day`. */
const dubai = (day: string, time = "12:00") => new Date(`${day}T${time}:00+04:00`);

let testApp: TestApp;
let admin: { cookie: string; user: { id: string; email: string; name: string } };
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    SESSION_IDLE_HOURS: "2000",
    SESSION_MAX_DAYS: "365",
  });
  admin = await signIn(testApp, "owner");
});
afterAll(() => testApp.close());
beforeEach(() => testApp.clock.set(START));

const call = (url: string, cookie = admin.cookie, payload?: object, method = "POST") =>
  testApp.app.inject({
    method: method as "POST",
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const desk = (id: string, action: string, payload?: object, cookie = admin.cookie) =>
  call(`/api/admin/bookings/${id}/${action}`, cookie, payload);

/** A confirmed, paid master room from `day` for `nights` nights, booked at START. */
async function paidStay(day: string, nights = 1) {
  const { booking, paymentIntentId, cookie, user } = await seedBooking(testApp, {
    serviceType: "room",
    roomType: "master",
    checkIn: day,
    checkOut: addDays(day, nights),
    quantity: 1,
    guests: 1,
  });
  expect(booking.status).toBe("confirmed");
  return {
    id: booking._id,
    intentId: paymentIntentId,
    totalMinor: Math.round(booking.totalAmount * 100),
    guest: { cookie, user },
  };
}

/** A pending request for a master room on `day`, asked while all six were taken. */
async function pendingRequest(day: string) {
  const [full] = await testApp.ctx.db
    .insert(inventoryClaims)
    .values({ unitKey: "room:master", night: day, quantity: 6 })
    .returning();
  const { booking, cookie, user } = await seedBooking(testApp, {
    serviceType: "room",
    roomType: "master",
    checkIn: day,
    checkOut: addDays(day, 1),
    quantity: 1,
    guests: 1,
  });
  expect(booking.status).toBe("pending");
  await testApp.ctx.db
    .update(inventoryClaims)
    .set({ releasedAt: testApp.clock.now() })
    .where(eq(inventoryClaims.id, full?.id ?? ""));
  return { id: booking._id, guest: { cookie, user } };
}

const row = async (id: string) => {
  const [found] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id));
  if (!found) throw new Error("no booking");
  return found;
};
const auditOf = (id: string) =>
  testApp.ctx.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.entityId, id))
    .orderBy(auditLog.createdAt);
const liveNights = async (id: string) =>
  (
    await testApp.ctx.db
      .select({ night: inventoryClaims.night })
      .from(inventoryClaims)
      .where(and(eq(inventoryClaims.bookingId, id), isNull(inventoryClaims.releasedAt)))
  )
    .map((claim) => claim.night)
    .sort();

describe("[DESK] checking in", () => {
  it("checks a paid stay in from its first day, records who and when, and refuses the rest", async () => {
    const stay = await paidStay("2026-12-01", 2);
    const early = await desk(stay.id, "check-in");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "CHECK_IN_NOT_TODAY",
      params: { checkIn: "2026-12-01", lastDay: "2026-12-02" },
    });

    testApp.clock.set(dubai("2026-12-01", "15:00"));
    const checkedIn = await desk(stay.id, "check-in");
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json().data).toMatchObject({ _id: stay.id, status: "checked_in" });
    expect(await row(stay.id)).toMatchObject({
      status: "checked_in",
      paymentStatus: "completed",
      checkedInAt: dubai("2026-12-01", "15:00"),
      checkedInBy: admin.user.id,
    });
    expect(await auditOf(stay.id)).toMatchObject([
      { action: "booking.check-in", actorId: admin.user.id },
    ]);

    const again = await desk(stay.id, "check-in");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("CHECK_IN_NOT_ALLOWED");
    // The guest's own list reads the new status.
    const mine = await bookingClient(testApp, stay.guest.cookie).myBookings();
    expect(mine.json().booking.data[0]).toMatchObject({ status: "checked_in" });
  });

  it("refuses a pending request, a stay on its check-out day, and an unknown booking", async () => {
    const request = await pendingRequest("2026-12-03");
    testApp.clock.set(dubai("2026-12-03"));
    const refused = await desk(request.id, "check-in");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("CHECK_IN_NOT_ALLOWED");
    expect((await row(request.id)).status).toBe("pending");

    testApp.clock.set(START);
    const stay = await paidStay("2026-12-05");
    testApp.clock.set(dubai("2026-12-06", "09:00"));
    expect((await desk(stay.id, "check-in")).json().code).toBe("CHECK_IN_NOT_TODAY");

    for (const action of ["check-in", "check-out", "no-show", "undo"]) {
      expect((await desk(randomUUID(), action)).statusCode).toBe(404);
      expect((await desk("not-an-id", action)).statusCode).toBe(400);
    }
  });

  it("is for administrators only", async () => {
    const stay = await paidStay("2026-12-07");
    testApp.clock.set(dubai("2026-12-07"));
    for (const action of ["check-in", "check-out", "no-show", "undo", "notes"]) {
      expect((await desk(stay.id, action, {}, stay.guest.cookie)).statusCode).toBe(403);
      expect(
        (
          await testApp.app.inject({
            method: "POST",
            url: `/api/admin/bookings/${stay.id}/${action}`,
          })
        ).statusCode,
      ).toBe(401);
    }
    expect((await row(stay.id)).status).toBe("confirmed");
  });
});

describe("[DESK] checking out, and the date's fallback", () => {
  it("completes a checked-in stay at check-out; only a checked-in guest can be checked out", async () => {
    const stay = await paidStay("2026-12-09", 2);
    testApp.clock.set(dubai("2026-12-09"));
    const notIn = await desk(stay.id, "check-out");
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().code).toBe("CHECK_OUT_NOT_ALLOWED");

    await desk(stay.id, "check-in");
    // An early departure: the guest leaves after the first night.
    testApp.clock.set(dubai("2026-12-10", "10:00"));
    const out = await desk(stay.id, "check-out");
    expect(out.statusCode).toBe(200);
    expect(out.json().data.status).toBe("completed");
    expect(await row(stay.id)).toMatchObject({
      status: "completed",
      checkedOutAt: dubai("2026-12-10", "10:00"),
      checkedOutBy: admin.user.id,
    });
    expect((await auditOf(stay.id)).map((entry) => entry.action)).toEqual([
      "booking.check-in",
      "booking.check-out",
    ]);
    expect((await desk(stay.id, "check-out")).json().code).toBe("CHECK_OUT_NOT_ALLOWED");
  });

  it("completes a checked-in stay nobody checked out once its check-out day has passed", async () => {
    const stay = await paidStay("2026-12-11");
    testApp.clock.set(dubai("2026-12-11"));
    await desk(stay.id, "check-in");
    testApp.clock.set(dubai("2026-12-12", "23:00"));
    await reconcilePayments(testApp.ctx);
    expect((await row(stay.id)).status).toBe("checked_in");
    testApp.clock.set(dubai("2026-12-13", "01:00"));
    await reconcilePayments(testApp.ctx);
    expect(await row(stay.id)).toMatchObject({ status: "completed", checkedOutAt: null });
    // Not checked out by anyone: there is no check-out to undo.
    expect((await desk(stay.id, "undo")).json().code).toBe("NOTHING_TO_UNDO");
  });
});

describe("[DESK] undo within the Dubai day", () => {
  it("undoes a check-in and a check-out on their day, not after midnight in Dubai", async () => {
    const stay = await paidStay("2026-12-14", 2);
    expect((await desk(stay.id, "undo")).json().code).toBe("NOTHING_TO_UNDO");

    testApp.clock.set(dubai("2026-12-14", "23:50"));
    await desk(stay.id, "check-in");
    testApp.clock.set(dubai("2026-12-14", "23:55"));
    const undone = await desk(stay.id, "undo");
    expect(undone.statusCode).toBe(200);
    expect(await row(stay.id)).toMatchObject({ status: "confirmed", checkedInAt: null });

    testApp.clock.set(dubai("2026-12-14", "23:58"));
    await desk(stay.id, "check-in");
    testApp.clock.set(dubai("2026-12-15", "00:05"));
    const late = await desk(stay.id, "undo");
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("UNDO_TOO_LATE");
    expect((await row(stay.id)).status).toBe("checked_in");

    testApp.clock.set(dubai("2026-12-16", "11:00"));
    await desk(stay.id, "check-out");
    const backIn = await desk(stay.id, "undo");
    expect(backIn.json().data.status).toBe("checked_in");
    expect(await row(stay.id)).toMatchObject({ checkedOutAt: null, checkedInAt: expect.any(Date) });
    expect((await auditOf(stay.id)).map((entry) => entry.action)).toEqual([
      "booking.check-in",
      "booking.undo-check-in",
      "booking.check-in",
      "booking.check-out",
      "booking.undo-check-out",
    ]);
  });
});

describe("[DESK] the booking's detail", () => {
  it("says what the desk may do now, as today's list does, in Dubai's day", async () => {
    const stay = await paidStay("2026-12-18", 2);
    const deskOf = async () =>
      (await call(`/api/admin/bookings/${stay.id}`, admin.cookie, undefined, "GET")).json().data
        .desk;
    expect(await deskOf()).toEqual({
      canCheckIn: false,
      canCheckOut: false,
      canMarkNoShow: false,
      undo: null,
    });
    testApp.clock.set(dubai("2026-12-18", "15:00"));
    expect(await deskOf()).toMatchObject({ canCheckIn: true, canMarkNoShow: false });
    await desk(stay.id, "check-in");
    expect(await deskOf()).toEqual({
      canCheckIn: false,
      canCheckOut: true,
      canMarkNoShow: false,
      undo: "check-in",
      // Checking out now would release the nights from today on (decision 048); no fee here.
      earlyCheckOut: { fromNight: "2026-12-18", tourismFeeRefundAmount: 0 },
    });
    // After midnight in Dubai (20:05 UTC) the check-in can no longer be undone.
    testApp.clock.set(dubai("2026-12-19", "00:05"));
    expect(await deskOf()).toMatchObject({ canCheckOut: true, undo: null });
  });
});

describe("[DESK] no-shows", () => {
  it("is marked from the day after arrival, keeps the money and gives the remaining nights back", async () => {
    const stay = await paidStay("2026-12-17", 3);
    testApp.clock.set(dubai("2026-12-17", "22:00"));
    const early = await desk(stay.id, "no-show");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "NO_SHOW_TOO_EARLY",
      params: { fromDay: "2026-12-18" },
    });

    testApp.clock.set(dubai("2026-12-18", "09:00"));
    const marked = await desk(stay.id, "no-show");
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ status: "no_show", refundedAmount: 0 });
    expect(await row(stay.id)).toMatchObject({
      status: "no_show",
      paymentStatus: "completed",
      noShowBy: admin.user.id,
      refundOwedMinor: 0,
    });
    expect(await liveNights(stay.id)).toEqual(["2026-12-17"]);
    const intent = await testApp.ctx.payments.retrieveIntent(stay.intentId);
    expect(intent.amountRefunded).toBe(0);
    // A no-show cannot be checked in, cancelled by staff or marked twice.
    expect((await desk(stay.id, "check-in")).json().code).toBe("CHECK_IN_NOT_ALLOWED");
    expect((await desk(stay.id, "no-show")).json().code).toBe("NO_SHOW_NOT_ALLOWED");
    expect((await desk(stay.id, "cancel")).json().code).toBe("BOOKING_STARTED");

    const undone = await desk(stay.id, "undo");
    expect(undone.statusCode).toBe(200);
    expect(await row(stay.id)).toMatchObject({ status: "confirmed", noShowAt: null });
    expect(await liveNights(stay.id)).toEqual(["2026-12-17", "2026-12-18", "2026-12-19"]);
    // The guest arrives late after all.
    expect((await desk(stay.id, "check-in")).statusCode).toBe(200);
    expect((await auditOf(stay.id)).map((entry) => entry.action)).toEqual([
      "booking.no-show",
      "booking.undo-no-show",
      "booking.check-in",
    ]);
  });

  it("cannot be undone once the nights it gave back were sold", async () => {
    const stay = await paidStay("2026-12-21", 2);
    testApp.clock.set(dubai("2026-12-22", "08:00"));
    await desk(stay.id, "no-show");
    // Every master room is taken on the freed night meanwhile.
    await testApp.ctx.db
      .insert(inventoryClaims)
      .values({ unitKey: "room:master", night: "2026-12-22", quantity: 6 });
    const refused = await desk(stay.id, "undo");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "NIGHTS_RESOLD",
      params: { nights: "2026-12-22" },
    });
    expect((await row(stay.id)).status).toBe("no_show");
    expect(await liveNights(stay.id)).toEqual(["2026-12-21"]);
  });

  it("gives back the refund staff choose, up to what was paid, and then cannot be undone", async () => {
    const stay = await paidStay("2026-12-24", 2);
    testApp.clock.set(dubai("2026-12-25"));
    const tooMuch = await desk(stay.id, "no-show", { refundAmount: stay.totalMinor / 100 + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe("REFUND_OUT_OF_RANGE");
    expect((await desk(stay.id, "no-show", { refundAmount: -1 })).statusCode).toBe(400);
    expect((await desk(stay.id, "no-show", { refundAmount: "lots" })).statusCode).toBe(400);
    expect((await row(stay.id)).status).toBe("confirmed");

    const marked = await desk(stay.id, "no-show", { refundAmount: 50 });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({
      status: "no_show",
      paymentStatus: "refunded",
      refundedAmount: 50,
    });
    expect(await row(stay.id)).toMatchObject({
      paymentStatus: "refunded",
      refundOwedMinor: 5000,
      refundedMinor: 5000,
      noShowRefundMinor: 5000,
    });
    expect((await testApp.ctx.payments.retrieveIntent(stay.intentId)).amountRefunded).toBe(5000);
    const payments = await testApp.ctx.db
      .select({ kind: bookingPayments.kind, amountMinor: bookingPayments.amountMinor })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, stay.id));
    expect(payments).toContainEqual({ kind: "refunded", amountMinor: 5000 });
    const undo = await desk(stay.id, "undo");
    expect(undo.statusCode).toBe(409);
    expect(undo.json().code).toBe("UNDO_AFTER_REFUND");
    expect((await auditOf(stay.id)).at(-1)).toMatchObject({
      action: "booking.no-show",
      after: expect.objectContaining({ refundMinor: 5000 }),
    });
  });
});

describe("[DESK] two staff at once", () => {
  it("lets one of two check-ins (or a check-in and a no-show) win; the other gets a 409", async () => {
    const rounds = isRealPostgres() ? 5 : 2;
    for (let round = 0; round < rounds; round++) {
      testApp.clock.set(START);
      const day = addDays("2027-01-05", round * 3);
      const stay = await paidStay(day, 2);
      testApp.clock.set(dubai(addDays(day, 1)));
      const other = await signIn(testApp, "owner");
      const second = round % 2 === 0 ? "check-in" : "no-show";
      const answers = await Promise.all([
        desk(stay.id, "check-in"),
        desk(stay.id, second, undefined, other.cookie),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const lost = answers.find((answer) => answer.statusCode === 409)?.json().code;
      expect(["CHECK_IN_NOT_ALLOWED", "NO_SHOW_NOT_ALLOWED", "BOOKING_CHANGED"]).toContain(lost);
      const won = answers.find((answer) => answer.statusCode === 200)?.json().data.status;
      expect((await row(stay.id)).status).toBe(won);
      expect(await auditOf(stay.id)).toHaveLength(1);
    }
  });
});

describe("[DESK] staff notes", () => {
  it("adds notes with their author, lists them oldest first, and shows the latest in today's list", async () => {
    const stay = await paidStay("2026-11-20");
    const url = `/api/admin/bookings/${stay.id}/notes`;
    expect((await call(url, admin.cookie, undefined, "GET")).json()).toEqual({
      success: true,
      data: [],
    });
    for (const text of ["", "   ", "x".repeat(2001), "bell\u0007"]) {
      const refused = await call(url, admin.cookie, { text });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("VALIDATION_ERROR");
    }
    expect((await call(url, admin.cookie, {})).statusCode).toBe(400);
    const added = await call(url, admin.cookie, { text: "  Arrives late, after 22:00.\r\nVIP  " });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({
      text: "Arrives late, after 22:00.\nVIP",
      authorEmail: admin.user.email,
      authorName: admin.user.name,
    });
    testApp.clock.advance(60_000);
    await call(url, admin.cookie, { text: "Asked for an extra blanket." });
    const listed = (await call(url, admin.cookie, undefined, "GET")).json().data;
    expect(listed.map((note: { text: string }) => note.text)).toEqual([
      "Arrives late, after 22:00.\nVIP",
      "Asked for an extra blanket.",
    ]);
    expect((await auditOf(stay.id)).map((entry) => entry.action)).toEqual([
      "booking.note",
      "booking.note",
    ]);
    expect((await call(url, stay.guest.cookie, undefined, "GET")).statusCode).toBe(403);
    expect(
      (await call(`/api/admin/bookings/${randomUUID()}/notes`, admin.cookie, { text: "hi" }))
        .statusCode,
    ).toBe(404);

    const today = (await call("/api/admin/today", admin.cookie, undefined, "GET")).json().data;
    const arrival = today.today.arrivals.find(
      (movement: { bookingId: string }) => movement.bookingId === stay.id,
    );
    expect(arrival).toMatchObject({
      latestNote: { text: "Asked for an extra blanket." },
      desk: { canCheckIn: true, canCheckOut: false, canMarkNoShow: false, undo: null },
    });
  });
});

describe("[DESK] today's list", () => {
  it("lists a stay nobody checked in after its first day, with the no-show and check-in allowed", async () => {
    const stay = await paidStay("2026-11-27", 3);
    testApp.clock.set(dubai("2026-11-28"));
    const today = async () =>
      (await call("/api/admin/today", admin.cookie, undefined, "GET")).json().data;
    const waiting = (await today()).notArrived.find(
      (movement: { bookingId: string }) => movement.bookingId === stay.id,
    );
    expect(waiting).toMatchObject({
      status: "confirmed",
      desk: { canCheckIn: true, canMarkNoShow: true, undo: null },
    });
    await desk(stay.id, "no-show");
    const marked = (await today()).notArrived.find(
      (movement: { bookingId: string }) => movement.bookingId === stay.id,
    );
    expect(marked).toMatchObject({ status: "no_show", desk: { undo: "no-show" } });
  });
});

describe("[DESK] declining a request takes a reason the guest's email carries", () => {
  it("refuses a decline without a reason, stores the reason and writes it in the email", async () => {
    const request = await pendingRequest("2027-02-01");
    const url = `/api/admin/bookings/${request.id}/decline`;
    for (const payload of [undefined, {}, { reason: "" }, { reason: "x".repeat(501) }]) {
      const refused = await call(url, admin.cookie, payload);
      expect(refused.statusCode).toBe(400);
    }
    expect((await row(request.id)).status).toBe("pending");
    await testApp.ctx.db
      .update(users)
      .set({ language: "ar" })
      .where(eq(users.id, request.guest.user.id));
    const reason = "The camp is closed for a private event that night.";
    const declined = await call(url, admin.cookie, { reason });
    expect(declined.statusCode).toBe(200);
    expect(await row(request.id)).toMatchObject({ status: "cancelled", declineReason: reason });
    const [email] = await testApp.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, request.guest.user.email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(email).toMatchObject({ template: "request-declined", language: "ar" });
    expect(email?.text).toContain(`سبب المنتجع:\n${reason}`);
    expect(email?.html).toContain(reason);
    expect((await auditOf(request.id)).at(-1)).toMatchObject({
      action: "booking.decline",
      after: expect.objectContaining({ reason }),
    });
  });
});
