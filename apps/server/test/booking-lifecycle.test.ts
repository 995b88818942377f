import { and, asc, eq } from "drizzle-orm";
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
 * The life of a booking after payment: guests cancel under the policy (decision 014) or withdraw a
 * request, staff confirm, decline and cancel, finished stays complete on their own. Every test
 * starts with the clock at Friday 2026-11-20, noon in Dubai, and uses nights of its own.
 */
const START = new Date("2026-11-20T08:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Check-in is 14:00 in Dubai (UTC+4) on the check-in day. */
const checkInAt = (day: string) => Date.parse(`${day}T10:00:00Z`);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    // The clock jumps weeks ahead to reach each deadline; the guest stays signed in meanwhile.
    SESSION_IDLE_HOURS: "2000",
    SESSION_MAX_DAYS: "365",
  });
});
afterAll(() => testApp.close());
beforeEach(() => testApp.clock.set(START));

async function guest() {
  const { cookie, user } = await signIn(testApp);
  return { cookie, user, client: bookingClient(testApp, cookie) };
}

const call = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A confirmed, paid tent for the night of `day`, booked at START. */
async function confirmedStay(day: string) {
  const owner = await guest();
  const result = await seedBooking(
    testApp,
    { serviceType: "camp", checkIn: day, checkOut: nextDay(day), quantity: 1, guests: 1 },
    { guest: owner },
  );
  const booking = result.booking;
  expect(booking.status).toBe("confirmed");
  return {
    ...owner,
    bookingId: booking._id as string,
    intentId: result.paymentIntentId as string,
    totalMinor: Math.round(booking.totalAmount * 100),
  };
}

/** A pending request (authorised, not captured) for a master room, asked while all were taken. */
async function pendingRequest(day: string) {
  const [full] = await testApp.ctx.db
    .insert(inventoryClaims)
    .values({ unitKey: "room:master", night: day, quantity: 6 })
    .returning();
  const owner = await guest();
  const result = await seedBooking(
    testApp,
    {
      serviceType: "room",
      roomType: "master",
      checkIn: day,
      checkOut: nextDay(day),
      quantity: 1,
      guests: 1,
    },
    { guest: owner },
  );
  const booking = result.booking;
  expect(booking.status).toBe("pending");
  await testApp.ctx.db
    .update(inventoryClaims)
    .set({ releasedAt: testApp.clock.now() })
    .where(eq(inventoryClaims.id, full?.id ?? ""));
  return { ...owner, bookingId: booking._id as string, intentId: result.paymentIntentId as string };
}

const bookingRow = async (id: string) =>
  (await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const paymentsOf = (id: string) =>
  testApp.ctx.db
    .select({
      kind: bookingPayments.kind,
      amountMinor: bookingPayments.amountMinor,
      actor: bookingPayments.actor,
    })
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, id))
    .orderBy(bookingPayments.createdAt);
const emailsTo = (email: string) =>
  testApp.ctx.db
    .select({
      template: emailOutbox.template,
      language: emailOutbox.language,
      text: emailOutbox.text,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    // In the order they were written: without it PostgreSQL answers in whatever order its pages
    // hold the rows, and the sender marking one sent moves it after the next.
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
const auditOf = (id: string) =>
  testApp.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "booking"), eq(auditLog.entityId, id)));
const intentOf = (id: string) => testApp.ctx.payments.retrieveIntent(id);
const remainingTents = async (day: string) =>
  (
    await testApp.app.inject({
      method: "GET",
      url: `/api/availability?serviceType=camp&from=${day}&to=${nextDay(day)}`,
    })
  ).json().data.nights[0].remaining;

describe("[LIFECYCLE] a guest cancels under the policy: full to 7 days, 50% to 48 hours, none after", () => {
  it.each([
    ["exactly 7 days before check-in: all back", "2026-12-07", 7 * DAY, 100],
    ["7 days less a minute before: half back", "2026-12-08", 7 * DAY - MINUTE, 50],
    ["exactly 48 hours before: half back", "2026-12-09", 48 * HOUR, 50],
    ["48 hours less a minute before: nothing back", "2026-12-10", 48 * HOUR - MINUTE, 0],
  ])(
    "%s (stay of %s), shown first, refunded through the processor",
    async (_label, day, before, percent) => {
      const stay = await confirmedStay(day);
      testApp.clock.set(new Date(checkInAt(day) - before));
      const refundMinor = Math.floor((stay.totalMinor * percent) / 100);

      const preview = await call("GET", `/api/booking/${stay.bookingId}/cancellation`, stay.cookie);
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data).toMatchObject({
        isCancellable: true,
        refundPercent: percent,
        refundAmount: refundMinor / 100,
        paidAmount: stay.totalMinor / 100,
        checkInAt: new Date(checkInAt(day)).toISOString(),
        policy: { fullRefundDays: 7, partialRefundHours: 48, partialRefundPercent: 50 },
      });

      const cancel = await call("POST", `/api/booking/${stay.bookingId}/cancel`, stay.cookie, {
        expectedRefundAmount: refundMinor / 100,
      });
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json().data).toMatchObject({
        status: "cancelled",
        cancelledBy: "guest",
        refundedAmount: refundMinor / 100,
        paymentStatus: percent > 0 ? "refunded" : "completed",
      });
      expect((await intentOf(stay.intentId)).amountRefunded).toBe(refundMinor);
      expect(await paymentsOf(stay.bookingId)).toEqual([
        { kind: "captured", amountMinor: stay.totalMinor, actor: "guest" },
        ...(refundMinor > 0
          ? [{ kind: "refunded", amountMinor: refundMinor, actor: "guest" }]
          : []),
      ]);
      const emails = await emailsTo(stay.user.email);
      expect(emails.map((email) => email.template)).toEqual([
        "booking-confirmed",
        "booking-cancelled",
      ]);
    },
  );

  it("refuses when the refund changed since the preview (a deadline passed), and changes nothing", async () => {
    const day = "2026-12-11";
    const stay = await confirmedStay(day);
    testApp.clock.set(new Date(checkInAt(day) - 7 * DAY));
    const shown = (
      await call("GET", `/api/booking/${stay.bookingId}/cancellation`, stay.cookie)
    ).json().data;
    testApp.clock.advance(MINUTE);
    const cancel = await call("POST", `/api/booking/${stay.bookingId}/cancel`, stay.cookie, {
      expectedRefundAmount: shown.refundAmount,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      code: "REFUND_CHANGED",
      params: { refundAmount: Math.floor(stay.totalMinor / 2) / 100 },
    });
    expect(await bookingRow(stay.bookingId)).toMatchObject({
      status: "confirmed",
      refundedMinor: 0,
    });
    expect((await intentOf(stay.intentId)).amountRefunded).toBe(0);
  });

  it("puts the nights back on sale at once: another guest books them right after", async () => {
    const day = "2026-12-14";
    const stays = [];
    for (let tent = 0; tent < 10; tent++) stays.push(await confirmedStay(day));
    expect(await remainingTents(day)).toBe(0);
    const [first] = stays;
    if (!first) throw new Error("no stay");
    const cancel = await call("POST", `/api/booking/${first.bookingId}/cancel`, first.cookie, {
      expectedRefundAmount: first.totalMinor / 100,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await remainingTents(day)).toBe(1);
    const late = await guest();
    const again = await late.client.payAndBook({
      serviceType: "camp",
      checkIn: day,
      checkOut: nextDay(day),
      quantity: 1,
      guests: 1,
    });
    expect(again.booking.statusCode).toBe(201);
    expect(again.booking.json().data.status).toBe("confirmed");
  });

  it("another guest's booking is not found, and stays as it was", async () => {
    const stay = await confirmedStay("2026-12-15");
    const stranger = await guest();
    for (const [method, path, payload] of [
      ["GET", "cancellation", undefined],
      ["POST", "cancel", { expectedRefundAmount: stay.totalMinor / 100 }],
      ["POST", "withdraw", undefined],
    ] as const) {
      const response = await call(
        method,
        `/api/booking/${stay.bookingId}/${path}`,
        stranger.cookie,
        payload,
      );
      expect([path, response.statusCode, response.json().code]).toEqual([path, 404, "NOT_FOUND"]);
    }
    const anonymous = await testApp.app.inject({
      method: "GET",
      url: `/api/booking/${stay.bookingId}/cancellation`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await bookingRow(stay.bookingId)).toMatchObject({ status: "confirmed" });
  });

  it("cannot be cancelled from check-in on, nor twice", async () => {
    const day = "2026-12-16";
    const stay = await confirmedStay(day);
    testApp.clock.set(new Date(checkInAt(day)));
    const preview = (
      await call("GET", `/api/booking/${stay.bookingId}/cancellation`, stay.cookie)
    ).json().data;
    expect(preview).toMatchObject({ isCancellable: false, refundAmount: 0 });
    const late = await call("POST", `/api/booking/${stay.bookingId}/cancel`, stay.cookie, {
      expectedRefundAmount: 0,
    });
    expect(late.json()).toMatchObject({ code: "BOOKING_STARTED" });
    expect(late.statusCode).toBe(409);

    testApp.clock.set(START);
    const other = await confirmedStay("2026-12-17");
    const body = { expectedRefundAmount: other.totalMinor / 100 };
    expect(
      (await call("POST", `/api/booking/${other.bookingId}/cancel`, other.cookie, body)).statusCode,
    ).toBe(200);
    const twice = await call("POST", `/api/booking/${other.bookingId}/cancel`, other.cookie, body);
    expect(twice.json()).toMatchObject({ code: "BOOKING_CANCELLED" });
    expect((await intentOf(other.intentId)).amountRefunded).toBe(other.totalMinor);
  });

  it("writes the cancellation email in the guest's language", async () => {
    const stay = await confirmedStay("2026-12-18");
    await testApp.ctx.db.update(users).set({ language: "ar" }).where(eq(users.id, stay.user.id));
    await call("POST", `/api/booking/${stay.bookingId}/cancel`, stay.cookie, {
      expectedRefundAmount: stay.totalMinor / 100,
    });
    const emails = await emailsTo(stay.user.email);
    expect(emails.find((email) => email.template === "booking-cancelled")?.language).toBe("ar");
  });
});

describe("[LIFECYCLE] pending requests: withdrawn by the guest, confirmed or declined by staff", () => {
  it("a guest withdraws their request: the authorisation is released, nothing is charged", async () => {
    const request = await pendingRequest("2026-12-21");
    const preview = (
      await call("GET", `/api/booking/${request.bookingId}/cancellation`, request.cookie)
    ).json().data;
    expect(preview).toMatchObject({ isWithdrawable: true, isCancellable: false });
    const cancel = await call("POST", `/api/booking/${request.bookingId}/cancel`, request.cookie, {
      expectedRefundAmount: 0,
    });
    expect(cancel.json()).toMatchObject({ code: "BOOKING_NOT_CONFIRMED" });

    const withdrawn = await call(
      "POST",
      `/api/booking/${request.bookingId}/withdraw`,
      request.cookie,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({
      status: "cancelled",
      cancelledBy: "guest",
      paymentStatus: "refunded",
    });
    const intent = await intentOf(request.intentId);
    expect(intent).toMatchObject({ status: "canceled", amountRefunded: 0 });
    expect((await paymentsOf(request.bookingId)).map((row) => row.kind)).toEqual([
      "authorised",
      "released",
    ]);
    expect((await emailsTo(request.user.email)).map((email) => email.template)).toEqual([
      "request-received",
      "request-declined",
    ]);
    const again = await call("POST", `/api/booking/${request.bookingId}/withdraw`, request.cookie);
    expect(again.json()).toMatchObject({ code: "BOOKING_CANCELLED" });
  });

  it("staff confirm captures the authorisation, logged and emailed", async () => {
    const request = await pendingRequest("2026-12-22");
    const admin = await signIn(testApp, "owner");
    const confirmed = await call(
      "POST",
      `/api/admin/bookings/${request.bookingId}/confirm`,
      admin.cookie,
    );
    expect(confirmed.json().data).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
    });
    expect((await intentOf(request.intentId)).status).toBe("succeeded");
    expect((await paymentsOf(request.bookingId)).map((row) => [row.kind, row.actor])).toEqual([
      ["authorised", "guest"],
      ["captured", "staff"],
    ]);
    expect(await auditOf(request.bookingId)).toMatchObject([
      {
        actorEmail: admin.user.email,
        action: "booking.confirm",
        before: { status: "pending" },
        after: { status: "confirmed" },
      },
    ]);
    expect((await emailsTo(request.user.email)).map((email) => email.template)).toContain(
      "request-confirmed",
    );
  });

  it("staff decline releases the authorisation; the old cancel call still declines a request", async () => {
    const admin = await signIn(testApp, "owner");
    const declined = await pendingRequest("2026-12-23");
    const response = await call(
      "POST",
      `/api/admin/bookings/${declined.bookingId}/decline`,
      admin.cookie,
      { reason: "The camp is closed for a private event that week." },
    );
    expect(response.json().data).toMatchObject({ status: "cancelled", cancelledBy: "staff" });
    expect((await intentOf(declined.intentId)).status).toBe("canceled");
    expect((await paymentsOf(declined.bookingId)).at(-1)).toMatchObject({
      kind: "released",
      actor: "staff",
    });
    expect(await auditOf(declined.bookingId)).toMatchObject([{ action: "booking.decline" }]);
    expect((await emailsTo(declined.user.email)).map((email) => email.template)).toContain(
      "request-declined",
    );

    const viaCancel = await pendingRequest("2026-12-24");
    const cancelled = await call(
      "POST",
      `/api/admin/bookings/${viaCancel.bookingId}/cancel`,
      admin.cookie,
    );
    expect(cancelled.json().data).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect((await intentOf(viaCancel.intentId)).status).toBe("canceled");

    const stay = await confirmedStay("2026-12-25");
    const notPending = await call(
      "POST",
      `/api/admin/bookings/${stay.bookingId}/decline`,
      admin.cookie,
      { reason: "Not a request any more." },
    );
    expect(notPending.json()).toMatchObject({ code: "BOOKING_NOT_PENDING" });
    expect(await bookingRow(stay.bookingId)).toMatchObject({ status: "confirmed" });
  });
});

describe("[LIFECYCLE] staff cancel a confirmed stay with a full or partial refund", () => {
  it("refunds the part staff choose, within what was paid, logged with the decision", async () => {
    const admin = await signIn(testApp, "owner");
    const stay = await confirmedStay("2026-12-28");
    const tooMuch = await call(
      "POST",
      `/api/admin/bookings/${stay.bookingId}/cancel`,
      admin.cookie,
      {
        refundAmount: stay.totalMinor / 100 + 0.01,
      },
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: "REFUND_OUT_OF_RANGE",
      params: { maxAmount: stay.totalMinor / 100 },
    });
    const negative = await call(
      "POST",
      `/api/admin/bookings/${stay.bookingId}/cancel`,
      admin.cookie,
      {
        refundAmount: -1,
      },
    );
    expect(negative.statusCode).toBe(400);
    expect(await bookingRow(stay.bookingId)).toMatchObject({ status: "confirmed" });

    const cancelled = await call(
      "POST",
      `/api/admin/bookings/${stay.bookingId}/cancel`,
      admin.cookie,
      {
        refundAmount: 100.25,
      },
    );
    expect(cancelled.json().data).toMatchObject({
      status: "cancelled",
      cancelledBy: "staff",
      paymentStatus: "refunded",
      refundedAmount: 100.25,
    });
    expect((await intentOf(stay.intentId)).amountRefunded).toBe(10_025);
    expect((await paymentsOf(stay.bookingId)).at(-1)).toMatchObject({
      kind: "refunded",
      amountMinor: 10_025,
    });
    expect(await auditOf(stay.bookingId)).toMatchObject([
      {
        action: "booking.cancel",
        before: { status: "confirmed" },
        after: { status: "cancelled", refundMinor: 10_025 },
      },
    ]);
    const email = (await emailsTo(stay.user.email)).find(
      (row) => row.template === "booking-cancelled",
    );
    expect(email?.text).toContain("100.25");
  });

  it("refunds everything by default", async () => {
    const admin = await signIn(testApp, "owner");
    const stay = await confirmedStay("2026-12-29");
    const cancelled = await call(
      "POST",
      `/api/admin/bookings/${stay.bookingId}/cancel`,
      admin.cookie,
    );
    expect(cancelled.json().data).toMatchObject({
      status: "cancelled",
      refundedAmount: stay.totalMinor / 100,
    });
    expect((await intentOf(stay.intentId)).amountRefunded).toBe(stay.totalMinor);
  });
});

describe("[LIFECYCLE] My bookings and the console say what happened to the money", () => {
  /** The booking as GET /api/booking/me, the console's list and its detail answer it. */
  async function shownEverywhere(owner: { cookie: string }, bookingId: string) {
    const admin = await signIn(testApp, "owner");
    const mine = (await call("GET", "/api/booking/me", owner.cookie)).json();
    expect(mine.success).toBe(true);
    const listed = (await call("GET", "/api/admin/bookings?pageSize=100", admin.cookie)).json().data
      .bookings;
    const detail = (await call("GET", `/api/admin/bookings/${bookingId}`, admin.cookie)).json()
      .data;
    return {
      mine: [...mine.booking.data, ...mine.packeageBooking.data].find(
        (booking: { _id: string }) => booking._id === bookingId,
      ),
      listed: listed.find((booking: { id: string }) => booking.id === bookingId),
      detail,
    };
  }

  it("a request awaiting the resort, then declined: nothing was ever charged", async () => {
    const request = await pendingRequest("2027-01-20");
    const money = (shown: Awaited<ReturnType<typeof shownEverywhere>>) =>
      [shown.mine, shown.listed, shown.detail].map((booking) => ({
        paymentStatus: booking?.paymentStatus,
        chargedAmount: booking?.chargedAmount,
        refundedAmount: booking?.refundedAmount,
      }));
    const awaiting = await shownEverywhere(request, request.bookingId);
    expect(money(awaiting)).toEqual(
      Array(3).fill({ paymentStatus: "authorised", chargedAmount: 0, refundedAmount: 0 }),
    );
    // Its card is authorised for the whole total: nothing is due, in the console as in My bookings.
    expect(awaiting.detail.balanceDue).toBe(0);
    expect(awaiting.mine.balanceDue).toBe(0);

    const admin = await signIn(testApp, "owner");
    await call("POST", `/api/admin/bookings/${request.bookingId}/decline`, admin.cookie, {
      reason: "Fully booked that night.",
    });
    // "refunded" is the payment status of a released authorisation too: the charge says which.
    expect(money(await shownEverywhere(request, request.bookingId))).toEqual(
      Array(3).fill({ paymentStatus: "refunded", chargedAmount: 0, refundedAmount: 0 }),
    );
  });

  it("a stay refunded in part: charged its total, refunded the part, as stored", async () => {
    const stay = await confirmedStay("2027-01-21");
    const total = stay.totalMinor / 100;
    const paid = await shownEverywhere(stay, stay.bookingId);
    expect(paid.mine).toMatchObject({ paymentStatus: "completed", chargedAmount: total });
    expect(paid.listed).toMatchObject({ chargedAmount: total, refundedAmount: 0 });

    const admin = await signIn(testApp, "owner");
    const half = Math.floor(stay.totalMinor / 2) / 100;
    await call("POST", `/api/admin/bookings/${stay.bookingId}/cancel`, admin.cookie, {
      refundAmount: half,
    });
    const refunded = await shownEverywhere(stay, stay.bookingId);
    for (const shown of [refunded.mine, refunded.listed, refunded.detail]) {
      expect(shown).toMatchObject({
        status: "cancelled",
        paymentStatus: "refunded",
        chargedAmount: total,
        refundedAmount: half,
      });
    }
    expect(refunded.detail.paidAmount).toBe(total - half);
  });
});

describe("[LIFECYCLE] a stay completes after check-out, by itself", () => {
  it("moves to completed once its check-out day has passed in Dubai, then cannot be cancelled", async () => {
    const day = "2026-12-30";
    const stay = await confirmedStay(day);
    // Check-out day (Dec 31) itself: still confirmed.
    testApp.clock.set(new Date("2026-12-31T19:59:00Z"));
    await reconcilePayments(testApp.ctx);
    expect(await bookingRow(stay.bookingId)).toMatchObject({ status: "confirmed" });
    // Midnight in Dubai: Jan 1st.
    testApp.clock.set(new Date("2026-12-31T20:00:00Z"));
    await reconcilePayments(testApp.ctx);
    expect(await bookingRow(stay.bookingId)).toMatchObject({ status: "completed" });

    const guestCancel = await call("POST", `/api/booking/${stay.bookingId}/cancel`, stay.cookie, {
      expectedRefundAmount: 0,
    });
    expect(guestCancel.json()).toMatchObject({ code: "BOOKING_COMPLETED" });
    const admin = await signIn(testApp, "owner");
    const staffCancel = await call(
      "POST",
      `/api/admin/bookings/${stay.bookingId}/cancel`,
      admin.cookie,
    );
    expect(staffCancel.statusCode).toBe(409);
    expect(staffCancel.json()).toMatchObject({ code: "BOOKING_COMPLETED" });
    expect((await intentOf(stay.intentId)).amountRefunded).toBe(0);
  });
});

describe("[LIFECYCLE] a cancellation whose money step failed is finished by the reconciler", () => {
  it("answers the cancellation, then refunds exactly the decided amount once", async () => {
    const day = "2027-01-12";
    const stay = await confirmedStay(day);
    testApp.clock.set(new Date(checkInAt(day) - 3 * DAY));
    const half = Math.floor(stay.totalMinor / 2);
    const refund = testApp.ctx.payments.refundIntent;
    testApp.ctx.payments.refundIntent = () => Promise.reject(new Error("processor down"));
    try {
      const cancel = await call("POST", `/api/booking/${stay.bookingId}/cancel`, stay.cookie, {
        expectedRefundAmount: half / 100,
      });
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json().data).toMatchObject({ status: "cancelled", paymentStatus: "completed" });
    } finally {
      testApp.ctx.payments.refundIntent = refund;
    }
    expect(await remainingTents(day)).toBe(10);
    expect((await intentOf(stay.intentId)).amountRefunded).toBe(0);

    await reconcilePayments(testApp.ctx); // too soon: the request itself may still be paying
    expect((await intentOf(stay.intentId)).amountRefunded).toBe(0);
    testApp.clock.advance(11 * MINUTE);
    await reconcilePayments(testApp.ctx);
    await reconcilePayments(testApp.ctx);
    expect(await bookingRow(stay.bookingId)).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      refundedMinor: half,
    });
    expect((await intentOf(stay.intentId)).amountRefunded).toBe(half);
    expect((await paymentsOf(stay.bookingId)).filter((row) => row.kind === "refunded")).toEqual([
      { kind: "refunded", amountMinor: half, actor: "guest" },
    ]);
  });
});

describe.runIf(isRealPostgres())(
  "[LIFECYCLE] a guest and staff cancel at once (PostgreSQL)",
  () => {
    it("one wins, and the money is refunded once, as that one decided", async () => {
      const admin = await signIn(testApp, "owner");
      for (let round = 0; round < 6; round++) {
        const day = `2027-02-${String(round + 1).padStart(2, "0")}`;
        const stay = await confirmedStay(day);
        testApp.clock.set(new Date(checkInAt(day) - 3 * DAY)); // the guest gets half, staff give all
        const [byGuest, byStaff] = await Promise.all([
          call("POST", `/api/booking/${stay.bookingId}/cancel`, stay.cookie, {
            expectedRefundAmount: Math.floor(stay.totalMinor / 2) / 100,
          }),
          call("POST", `/api/admin/bookings/${stay.bookingId}/cancel`, admin.cookie),
        ]);
        expect(byStaff.statusCode).toBe(200);
        testApp.clock.advance(11 * MINUTE);
        await reconcilePayments(testApp.ctx);
        const row = await bookingRow(stay.bookingId);
        const isGuestWinner = byGuest.statusCode === 200;
        if (!isGuestWinner) expect(byGuest.json().code).toBe("BOOKING_CANCELLED");
        expect(row).toMatchObject({
          status: "cancelled",
          cancelledBy: isGuestWinner ? "guest" : "staff",
          refundedMinor: isGuestWinner ? Math.floor(stay.totalMinor / 2) : stay.totalMinor,
        });
        expect((await intentOf(stay.intentId)).amountRefunded).toBe(row?.refundedMinor);
        expect(
          (await paymentsOf(stay.bookingId)).filter((payment) => payment.kind === "refunded"),
        ).toHaveLength(1);
      }
    });
  },
);
