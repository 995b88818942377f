import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingChanges,
  bookingPayments,
  bookings,
  emailOutbox,
  inventoryClaims,
  roomTypes,
} from "../src/db/schema";
import { reconcilePayments } from "../src/features/payments/reconcile-payments";
import { bookingClient, seedBooking } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { isRealPostgres } from "./helpers/test-database";

/**
 * A guest changes their own paid booking (decision 019): each kind of change, the
 * difference paid by card or refunded under the policy, what cannot be changed, and the races.
 * The clock stands at 2026-11-20; stays are in 2027, each test on its own nights.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
  });
});
afterAll(() => testApp.close());

async function guest() {
  const signedIn = await signIn(testApp);
  const { cookie, user } = signedIn;
  const client = bookingClient(testApp, cookie);
  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: "POST", url, payload, headers: { cookie } });
  return {
    client,
    cookie,
    userId: user.id as string,
    check: (bookingId: string, body: object) =>
      post(`/api/booking/${bookingId}/change/check`, body),
    apply: (bookingId: string, body: object) => post(`/api/booking/${bookingId}/change`, body),
    cancel: (bookingId: string, expectedRefundAmount: number) =>
      post(`/api/booking/${bookingId}/cancel`, { expectedRefundAmount }),
    /** A paid single booking of `body`; answers its stored booking. */
    async book(body: object) {
      return (await seedBooking(testApp, body, { guest: signedIn })).booking;
    },
    /** Pays a checked change's difference by card (the sandbox's good card): its intent id. */
    async payDifference(quoteId: string, difference: number) {
      const process = await client.process(quoteId, Math.round(difference * 100));
      expect(process.statusCode).toBe(200);
      const confirm = await client.confirmCard(process.json().client_secret);
      expect(confirm.json().paymentIntent.status).toBe("succeeded");
      return process.json().paymentIntentId as string;
    },
  };
}

const readBooking = async (id: string) => {
  const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error("no booking");
  return row;
};
const paymentsOf = (id: string) =>
  testApp.ctx.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, id));
const changesOf = (id: string) =>
  testApp.ctx.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, id));
const liveNightsOf = async (bookingId: string) => {
  const rows = await testApp.ctx.db
    .select()
    .from(inventoryClaims)
    .where(and(eq(inventoryClaims.bookingId, bookingId), isNull(inventoryClaims.releasedAt)));
  return rows.map((row) => `${row.unitKey}|${row.night}|${row.quantity}`).sort();
};

const room = (checkIn: string, checkOut: string, extra: object = {}) => ({
  serviceType: "room",
  roomType: "master",
  checkIn,
  checkOut,
  quantity: 1,
  guests: 2,
  ...extra,
});

describe("[CHANGE] a guest changes a room booking", () => {
  it("moves the stay by two days over overlapping nights with only one room in stock", async () => {
    await testApp.ctx.db
      .update(roomTypes)
      .set({ totalRooms: 1 })
      .where(eq(roomTypes.roomType, "kids"));
    try {
      const g = await guest();
      const booked = await g.book(room("2027-01-04", "2027-01-07", { roomType: "kids" }));
      const check = await g.check(
        booked._id,
        room("2027-01-06", "2027-01-09", { roomType: "kids" }),
      );
      expect(check.statusCode).toBe(200);
      expect(check.json().data).toMatchObject({
        status: "confirmed",
        difference: 0,
        totalAmount: 1950,
      });
      const applied = await g.apply(booked._id, { quoteId: check.json().data.quoteId });
      expect(applied.statusCode).toBe(200);
      expect(applied.json().data).toMatchObject({
        _id: booked._id,
        checkIn: "2027-01-06",
        checkOut: "2027-01-09",
        totalAmount: 1950,
        status: "confirmed",
        paymentStatus: "completed",
      });
      expect(await liveNightsOf(booked._id)).toEqual([
        "room:kids|2027-01-06|1",
        "room:kids|2027-01-07|1",
        "room:kids|2027-01-08|1",
      ]);
      // The nights given up are on sale again: another guest books the first one.
      const other = await guest();
      await other.book(room("2027-01-04", "2027-01-05", { roomType: "kids" }));
      const history = await changesOf(booked._id);
      expect(history).toEqual([
        expect.objectContaining({
          differenceMinor: 0,
          paidMinor: 0,
          refundMinor: 0,
          actor: "guest",
          fromTerms: expect.objectContaining({ checkIn: "2027-01-04", checkOut: "2027-01-07" }),
          toTerms: expect.objectContaining({ checkIn: "2027-01-06", checkOut: "2027-01-09" }),
        }),
      ]);
      // The email follows, in the same transaction.
      const emails = await testApp.ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.template, "booking-changed"));
      expect(emails.some((email) => email.text.includes("Before the change"))).toBe(true);
    } finally {
      await testApp.ctx.db
        .update(roomTypes)
        .set({ totalRooms: 4 })
        .where(eq(roomTypes.roomType, "kids"));
    }
  });

  it("adds a room: the difference is paid by card, held first, then the booking changes", async () => {
    const g = await guest();
    const booked = await g.book(room("2027-01-12", "2027-01-14"));
    const check = await g.check(
      booked._id,
      room("2027-01-12", "2027-01-14", { quantity: 2, guests: 5 }),
    );
    expect(check.json().data).toMatchObject({ difference: 1900, totalAmount: 3800, refund: 0 });
    const { quoteId } = check.json().data;
    // The amount must be the difference, not the new total.
    expect((await g.client.process(quoteId, 380_000)).json().code).toBe("AMOUNT_MISMATCH");
    // Without the payment the change is refused.
    expect((await g.apply(booked._id, { quoteId })).json().code).toBe("PAYMENT_MISMATCH");
    const intentId = await g.payDifference(quoteId, 1900);
    const applied = await g.apply(booked._id, {
      quoteId,
      paymentInfo: { id: intentId, status: "succeeded" },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({
      quantity: 2,
      guests: 5,
      totalAmount: 3800,
      chargedAmount: 3800,
    });
    // Asked again: the same booking, changed once.
    const again = await g.apply(booked._id, { quoteId, paymentInfo: { id: intentId } });
    expect(again.json().data).toMatchObject({ quantity: 2, totalAmount: 3800 });
    expect(await changesOf(booked._id)).toHaveLength(1);
    expect(await liveNightsOf(booked._id)).toEqual([
      "room:master|2027-01-12|2",
      "room:master|2027-01-13|2",
    ]);
    const captured = (await paymentsOf(booked._id)).filter((row) => row.kind === "captured");
    expect(captured.map((row) => [row.amountMinor, row.paymentIntentId === intentId])).toEqual([
      [190_000, false],
      [190_000, true],
    ]);
  });

  it("changes the room type and the guests, and refuses the booking as it is", async () => {
    const g = await guest();
    const booked = await g.book(room("2027-01-18", "2027-01-20", { guests: 4 }));
    const same = await g.check(booked._id, room("2027-01-18", "2027-01-20", { guests: 4 }));
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe("CHANGE_SAME_AS_BOOKING");
    const guests = await g.check(booked._id, room("2027-01-18", "2027-01-20", { guests: 3 }));
    expect(guests.json().data).toMatchObject({ difference: 0 });
    const kids = await g.check(
      booked._id,
      room("2027-01-18", "2027-01-20", { roomType: "kids", guests: 3 }),
    );
    // 2 nights x (950 - 650) given up, more than 7 days before check-in: all of it comes back.
    expect(kids.json().data).toMatchObject({
      difference: -600,
      priceDifference: -600,
      refund: 600,
      kept: 0,
    });
    const applied = await g.apply(booked._id, { quoteId: kids.json().data.quoteId });
    expect(applied.json().data).toMatchObject({
      roomType: "kids",
      guests: 3,
      totalAmount: 1300,
      chargedAmount: 1900,
      refundedAmount: 600,
      status: "confirmed",
      paymentStatus: "completed",
    });
    // The refund was paid at once, on the booking's payment.
    const row = await readBooking(booked._id);
    expect(row).toMatchObject({ refundOwedMinor: 60_000, refundedMinor: 60_000 });
    expect((await testApp.ctx.payments.retrieveIntent(row.paymentIntentId)).amountRefunded).toBe(
      60_000,
    );
    // The guests' change priced before it is now stale: refused, booking untouched.
    const stale = await g.apply(booked._id, { quoteId: guests.json().data.quoteId });
    expect(stale.json().code).toBe("BOOKING_CHANGED");
    expect(await readBooking(booked._id)).toMatchObject({ roomType: "kids", version: row.version });
  });

  it("refuses a change that does not fit, leaving the booking, its nights and money untouched", async () => {
    const g = await guest();
    const booked = await g.book(room("2027-01-25", "2027-01-26"));
    const before = await readBooking(booked._id);
    // Fill the next night, then ask for it.
    const other = await guest();
    await other.book(room("2027-01-26", "2027-01-27", { quantity: 4, guests: 8 }));
    await other.book(room("2027-01-26", "2027-01-27", { quantity: 2, guests: 4 }));
    const short = await g.check(booked._id, room("2027-01-25", "2027-01-27"));
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: "CHANGE_NOT_AVAILABLE",
      params: { nights: "2027-01-26" },
    });
    expect(await readBooking(booked._id)).toEqual(before);
    expect(await liveNightsOf(booked._id)).toEqual(["room:master|2027-01-25|1"]);
  });
});

describe("[CHANGE] camp, parking and package bookings", () => {
  it("gives back a tent late: the policy refunds half of the part given up, the resort keeps the rest", async () => {
    const g = await guest();
    // Check-in 2026-11-25: 5 days ahead, inside the partial-refund window.
    const booked = await g.book({
      serviceType: "camp",
      checkIn: "2026-11-25",
      checkOut: "2026-11-27",
      quantity: 2,
      guests: 4,
    });
    const check = await g.check(booked._id, {
      checkIn: "2026-11-25",
      checkOut: "2026-11-27",
      quantity: 1,
      guests: 2,
    });
    expect(check.json().data).toMatchObject({
      totalAmount: 900,
      currentAmount: 1800,
      difference: -450,
      givenUp: 900,
      refund: 450,
      kept: 450,
      refundPercent: 50,
    });
    const applied = await g.apply(booked._id, { quoteId: check.json().data.quoteId });
    expect(applied.json().data).toMatchObject({
      quantity: 1,
      totalAmount: 900,
      refundedAmount: 450,
    });
    const refunded = (await paymentsOf(booked._id)).filter((row) => row.kind === "refunded");
    expect(refunded.map((row) => row.amountMinor)).toEqual([45_000]);
    // Cancelling now refunds half of what the stay now costs, never the part already kept.
    const preview = await testApp.app.inject({
      method: "GET",
      url: `/api/booking/${booked._id}/cancellation`,
      headers: { cookie: g.cookie },
    });
    expect(preview.json().data).toMatchObject({ paidAmount: 900, refundAmount: 450 });
  });

  it("moves a caravan spot to other dates", async () => {
    const g = await guest();
    const booked = await g.book({
      serviceType: "parking",
      checkIn: "2027-02-01",
      checkOut: "2027-02-03",
      quantity: 1,
    });
    const check = await g.check(booked._id, {
      checkIn: "2027-02-08",
      checkOut: "2027-02-10",
      quantity: 1,
    });
    expect(check.statusCode).toBe(200);
    const { quoteId, difference } = check.json().data;
    const paymentInfo =
      difference > 0 ? { id: await g.payDifference(quoteId, difference) } : undefined;
    const applied = await g.apply(booked._id, { quoteId, ...(paymentInfo ? { paymentInfo } : {}) });
    expect(applied.json().data).toMatchObject({ serviceType: "parking", checkIn: "2027-02-08" });
    // A parking booking stays parking.
    const room = await g.check(booked._id, {
      serviceType: "room",
      roomType: "master",
      checkIn: "2027-02-08",
      checkOut: "2027-02-10",
      quantity: 1,
      guests: 1,
    });
    expect(room.json().code).toBe("WRONG_BOOKING_KIND");
  });

  it("adds a unit to a package and pays the difference", async () => {
    const g = await guest();
    const services = (units: number) => ({
      room: {
        master: { quantity: units, guests: 2 * units },
        kids: { quantity: units, guests: 0 },
      },
      camp: { quantity: units, guests: 0 },
      parking: { quantity: 0, type: "caravan" },
    });
    const quote = await g.client.quotePackage({
      checkIn: "2027-02-15",
      checkOut: "2027-02-16",
      services: services(1),
    });
    const { quoteId: first, totalAmount } = quote.json().data;
    const process = await g.client.process(first, totalAmount * 100);
    await g.client.confirmCard(process.json().client_secret);
    const booked = (await g.client.bookPackage(first, process.json().paymentIntentId)).json().data;
    const check = await g.check(booked._id, {
      checkIn: "2027-02-15",
      checkOut: "2027-02-16",
      services: services(2),
    });
    expect(check.json().data).toMatchObject({ difference: 2050, totalAmount: 4100 });
    const intentId = await g.payDifference(check.json().data.quoteId, 2050);
    const applied = await g.apply(booked._id, {
      quoteId: check.json().data.quoteId,
      paymentInfo: { id: intentId },
    });
    expect(applied.json().data).toMatchObject({
      bookingType: "package",
      quantity: 2,
      totalAmount: 4100,
      services: { room: { master: { quantity: 2 } }, camp: { quantity: 2 } },
    });
  });
});

describe("[CHANGE] who may change what", () => {
  it("only the owner, only a paid booking before its check-in day", async () => {
    const g = await guest();
    const booked = await g.book({
      serviceType: "camp",
      checkIn: "2027-03-01",
      checkOut: "2027-03-02",
      quantity: 1,
      guests: 1,
    });
    const stranger = await guest();
    const foreign = await stranger.check(booked._id, {
      checkIn: "2027-03-02",
      checkOut: "2027-03-03",
      quantity: 1,
      guests: 1,
    });
    expect(foreign.statusCode).toBe(404);
    const tomorrow = await g.book({
      serviceType: "camp",
      checkIn: "2026-11-21",
      checkOut: "2026-11-22",
      quantity: 1,
      guests: 1,
    });
    testApp.clock.advance(24 * 3_600_000);
    try {
      const late = await g.check(tomorrow._id, {
        checkIn: "2026-11-22",
        checkOut: "2026-11-23",
        quantity: 1,
        guests: 1,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe("BOOKING_NOT_CHANGEABLE");
    } finally {
      // The test clock only moves forward; the later tests price from this day on.
    }
    const cancelled = await g.book({
      serviceType: "camp",
      checkIn: "2027-03-05",
      checkOut: "2027-03-06",
      quantity: 1,
      guests: 1,
    });
    expect((await g.cancel(cancelled._id, 450)).statusCode).toBe(200);
    const refused = await g.check(cancelled._id, {
      checkIn: "2027-03-06",
      checkOut: "2027-03-07",
      quantity: 1,
      guests: 1,
    });
    expect(refused.json().code).toBe("BOOKING_NOT_CHANGEABLE");
  });
});

describe("[CHANGE] races and the payment's other paths", () => {
  it("two changes priced together: one applies, the other is refused and its payment refunded", async () => {
    for (let round = 0; round < (isRealPostgres() ? 4 : 2); round++) {
      const g = await guest();
      const day = 10 + round * 3;
      const booked = await g.book(room(`2027-04-${day}`, `2027-04-${day + 1}`));
      const a = (
        await g.check(
          booked._id,
          room(`2027-04-${day}`, `2027-04-${day + 1}`, { quantity: 2, guests: 4 }),
        )
      ).json().data;
      const b = (await g.check(booked._id, room(`2027-04-${day}`, `2027-04-${day + 2}`))).json()
        .data;
      const intentA = await g.payDifference(a.quoteId, a.difference);
      const intentB = await g.payDifference(b.quoteId, b.difference);
      const outcomes = await Promise.all([
        g.apply(booked._id, { quoteId: a.quoteId, paymentInfo: { id: intentA } }),
        g.apply(booked._id, { quoteId: b.quoteId, paymentInfo: { id: intentB } }),
      ]);
      const codes = outcomes.map((outcome) => outcome.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const lost = outcomes.find((outcome) => outcome.statusCode === 409);
      expect(lost?.json().code).toBe("BOOKING_CHANGED");
      const lostIntent = outcomes[0]?.statusCode === 409 ? intentA : intentB;
      const wonIntent = lostIntent === intentA ? intentB : intentA;
      const lostMoney = await testApp.ctx.payments.retrieveIntent(lostIntent);
      expect(lostMoney.amountRefunded).toBe(lostMoney.amount);
      expect((await testApp.ctx.payments.retrieveIntent(wonIntent)).amountRefunded).toBe(0);
      const row = await readBooking(booked._id);
      expect(row.chargedMinor).toBe(row.totalMinor);
      expect(await changesOf(booked._id)).toHaveLength(1);
    }
  });

  it("a paid change raced with a cancellation: one result, and the cancellation refunds all that was charged", async () => {
    for (let round = 0; round < (isRealPostgres() ? 4 : 2); round++) {
      const g = await guest();
      const day = 3 + round * 3;
      const booked = await g.book(
        room(
          `2027-05-${String(day).padStart(2, "0")}`,
          `2027-05-${String(day + 1).padStart(2, "0")}`,
        ),
      );
      const change = (
        await g.check(
          booked._id,
          room(
            `2027-05-${String(day).padStart(2, "0")}`,
            `2027-05-${String(day + 1).padStart(2, "0")}`,
            { quantity: 2, guests: 4 },
          ),
        )
      ).json().data;
      const intent = await g.payDifference(change.quoteId, change.difference);
      const [applied, cancelled] = await Promise.all([
        g.apply(booked._id, { quoteId: change.quoteId, paymentInfo: { id: intent } }),
        g.cancel(booked._id, booked.totalAmount),
      ]);
      const row = await readBooking(booked._id);
      const first = await testApp.ctx.payments.retrieveIntent(row.paymentIntentId);
      const second = await testApp.ctx.payments.retrieveIntent(intent);
      if (applied.statusCode === 200) {
        // The change first: the cancellation was for the stay the guest saw, so it is refused
        // with the refund of the changed stay, which cancelling again gives back in full.
        expect(cancelled.json()).toMatchObject({
          code: "REFUND_CHANGED",
          params: { refundAmount: 1900 },
        });
        expect(row).toMatchObject({
          status: "confirmed",
          chargedMinor: 190_000,
          totalMinor: 190_000,
        });
        expect(first.amountRefunded + second.amountRefunded).toBe(0);
        const again = await g.cancel(booked._id, 1900);
        expect(again.json().data).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
        const [a, b] = await Promise.all([
          testApp.ctx.payments.retrieveIntent(row.paymentIntentId),
          testApp.ctx.payments.retrieveIntent(intent),
        ]);
        expect([a.amountRefunded, b.amountRefunded]).toEqual([95_000, 95_000]);
      } else {
        // The cancellation first: the change is refused and its payment refunded.
        expect(applied.json().code).toBe("BOOKING_CHANGED");
        expect(row).toMatchObject({ status: "cancelled", totalMinor: 95_000 });
        expect(second.amountRefunded).toBe(second.amount);
        expect(first.amountRefunded).toBe(95_000);
      }
    }
  });

  it("a paid change whose guest closed the tab is applied by the reconciler", async () => {
    const g = await guest();
    const booked = await g.book(room("2027-06-01", "2027-06-02"));
    const change = (await g.check(booked._id, room("2027-06-01", "2027-06-03"))).json().data;
    await g.payDifference(change.quoteId, change.difference);
    await reconcilePayments(testApp.ctx);
    expect(await readBooking(booked._id)).toMatchObject({
      checkOut: "2027-06-03",
      totalMinor: 190_000,
      chargedMinor: 190_000,
    });
    expect(await changesOf(booked._id)).toEqual([
      expect.objectContaining({ actor: "reconciler", paidMinor: 95_000 }),
    ]);
  });

  it("a paid change of a booking changed meanwhile is refunded by the reconciler, never kept", async () => {
    const g = await guest();
    const booked = await g.book(room("2027-06-10", "2027-06-11"));
    const paid = (await g.check(booked._id, room("2027-06-10", "2027-06-12"))).json().data;
    const free = (await g.check(booked._id, room("2027-06-10", "2027-06-11", { guests: 1 }))).json()
      .data;
    const intent = await g.payDifference(paid.quoteId, paid.difference);
    expect((await g.apply(booked._id, { quoteId: free.quoteId })).statusCode).toBe(200);
    await reconcilePayments(testApp.ctx);
    const money = await testApp.ctx.payments.retrieveIntent(intent);
    expect(money.amountRefunded).toBe(money.amount);
    expect(await readBooking(booked._id)).toMatchObject({
      checkOut: "2027-06-11",
      guests: 1,
      chargedMinor: 95_000,
    });
  });

  it("a change's refund whose money step failed is paid by the reconciler, once", async () => {
    const g = await guest();
    const booked = await g.book({
      serviceType: "camp",
      checkIn: "2027-07-10",
      checkOut: "2027-07-11",
      quantity: 2,
      guests: 2,
    });
    const change = (
      await g.check(booked._id, {
        checkIn: "2027-07-10",
        checkOut: "2027-07-11",
        quantity: 1,
        guests: 1,
      })
    ).json().data;
    const refund = testApp.ctx.payments.refundIntent;
    testApp.ctx.payments.refundIntent = () => Promise.reject(new Error("processor down"));
    try {
      const applied = await g.apply(booked._id, { quoteId: change.quoteId });
      expect(applied.json().data).toMatchObject({ quantity: 1, refundedAmount: 450 });
    } finally {
      testApp.ctx.payments.refundIntent = refund;
    }
    expect(await readBooking(booked._id)).toMatchObject({
      refundOwedMinor: 45_000,
      refundedMinor: 0,
    });
    testApp.clock.advance(11 * 60_000);
    await reconcilePayments(testApp.ctx);
    await reconcilePayments(testApp.ctx);
    const row = await readBooking(booked._id);
    expect(row).toMatchObject({
      status: "confirmed",
      refundOwedMinor: 45_000,
      refundedMinor: 45_000,
    });
    expect((await testApp.ctx.payments.retrieveIntent(row.paymentIntentId)).amountRefunded).toBe(
      45_000,
    );
    const refunds = (await paymentsOf(booked._id)).filter((payment) => payment.kind === "refunded");
    expect(refunds.map((payment) => [payment.amountMinor, payment.actor])).toEqual([
      [45_000, "system"],
    ]);
  });

  it("a cancellation after a paid change refunds over both payments, never more than each took", async () => {
    const g = await guest();
    const booked = await g.book({
      serviceType: "camp",
      checkIn: "2027-07-01",
      checkOut: "2027-07-02",
      quantity: 1,
      guests: 1,
    });
    const change = (
      await g.check(booked._id, {
        checkIn: "2027-07-01",
        checkOut: "2027-07-02",
        quantity: 3,
        guests: 3,
      })
    ).json().data;
    const intent = await g.payDifference(change.quoteId, change.difference);
    await g.apply(booked._id, { quoteId: change.quoteId, paymentInfo: { id: intent } });
    const cancelled = await g.cancel(booked._id, 1350);
    expect(cancelled.json().data).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      refundedAmount: 1350,
    });
    const row = await readBooking(booked._id);
    expect((await testApp.ctx.payments.retrieveIntent(intent)).amountRefunded).toBe(90_000);
    expect((await testApp.ctx.payments.retrieveIntent(row.paymentIntentId)).amountRefunded).toBe(
      45_000,
    );
    const refunds = (await paymentsOf(booked._id)).filter((payment) => payment.kind === "refunded");
    expect(
      refunds.map((payment) => [payment.paymentIntentId === intent, payment.amountMinor]).sort(),
    ).toEqual([
      [false, 45_000],
      [true, 90_000],
    ]);
  });
});
