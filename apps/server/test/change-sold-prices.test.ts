import { and, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inventoryClaims } from "../src/db/schema";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * A change keeps the sold price of the nights its booking holds (decision 025), and its own promo
 * code's use only moves with it (decision 026). Clock at 20 November 2026, master room AED 950.
 */

const START = new Date("2026-11-20T08:00:00Z");
let testApp: TestApp;
let adminCookie: string;
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
  });
  adminCookie = (await signIn(testApp, "owner")).cookie;
});
afterAll(() => testApp.close());
beforeEach(() => testApp.clock.set(START));

const admin = (method: "POST" | "PATCH" | "PUT", url: string, payload: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: adminCookie } });

async function guest() {
  const { cookie } = await signIn(testApp);
  const client = bookingClient(testApp, cookie);
  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: "POST", url, payload, headers: { cookie } });
  return {
    client,
    check: (bookingId: string, body: object) =>
      post(`/api/booking/${bookingId}/change/check`, body),
    apply: (bookingId: string, body: object) => post(`/api/booking/${bookingId}/change`, body),
    async book(body: object) {
      const quote = await client.quote(body);
      expect(quote.statusCode, quote.body).toBe(200);
      const { quoteId, totalAmount } = quote.json().data;
      const process = await client.process(quoteId, Math.round(totalAmount * 100));
      expect(process.statusCode, process.body).toBe(200);
      await client.confirmCard(process.json().client_secret);
      const booking = await client.book(quoteId, process.json().paymentIntentId);
      expect(booking.statusCode, booking.body).toBe(201);
      return booking.json().data as { _id: string; totalAmount: number };
    },
  };
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
const raise = (from: string, to: string, fields: object) =>
  admin("PUT", "/api/admin/rates", { unitType: "master", from, to, ...fields });

describe("a change keeps the price of the nights already paid for", () => {
  it("a guests-only change after a rate rise costs nothing more", async () => {
    const g = await guest();
    const booked = await g.book(room("2027-05-03", "2027-05-05"));
    expect(booked.totalAmount).toBe(1900);
    expect((await raise("2027-05-01", "2027-05-31", { nightlyRate: 1500 })).statusCode).toBe(200);
    const check = await g.check(booked._id, room("2027-05-03", "2027-05-05", { guests: 1 }));
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      totalAmount: 1900,
      priceDifference: 0,
      toPay: 0,
      refund: 0,
    });
    const applied = await g.apply(booked._id, { quoteId: check.json().data.quoteId });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.totalAmount).toBe(1900);
  });

  it("shortening after a rate rise refunds the dropped night at its sold price", async () => {
    const g = await guest();
    const booked = await g.book(room("2027-11-08", "2027-11-10"));
    await raise("2027-11-01", "2027-11-30", { nightlyRate: 1500 });
    const check = await g.check(booked._id, room("2027-11-08", "2027-11-09"));
    expect(check.statusCode, check.body).toBe(200);
    // A year ahead: the policy refunds in full what the dropped night was sold for.
    expect(check.json().data).toMatchObject({
      totalAmount: 950,
      priceDifference: -950,
      refund: 950,
      toPay: 0,
    });
  });

  it("a night added costs today's rate, the kept ones their sold price", async () => {
    const g = await guest();
    const booked = await g.book(room("2027-04-05", "2027-04-07"));
    await raise("2027-04-01", "2027-04-20", { nightlyRate: 1500 });
    const check = await g.check(booked._id, room("2027-04-05", "2027-04-08"));
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ totalAmount: 3400, toPay: 1500 });
  });

  it("a booking made before a stay rule may change its guests; a date change is judged", async () => {
    const g = await guest();
    const booked = await g.book(room("2027-06-03", "2027-06-04"));
    await raise("2027-06-01", "2027-06-30", { minNights: 2 });
    const guests = await g.check(booked._id, room("2027-06-03", "2027-06-04", { guests: 1 }));
    expect(guests.statusCode, guests.body).toBe(200);
    const moved = await g.check(booked._id, room("2027-06-05", "2027-06-06"));
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().code).toBe("STAY_TOO_SHORT");
  });
});

describe("a change and the booking's own promo code", () => {
  it("a second change check keeps the code while the first change's hold lives", async () => {
    await admin("POST", "/api/admin/promo-codes", {
      code: "ONEPER1",
      percentOff: 10,
      maxUsesPerGuest: 1,
    });
    const g = await guest();
    const b = await g.book(room("2027-10-03", "2027-10-05", { promoCode: "ONEPER1" }));
    const first = await g.check(b._id, room("2027-10-03", "2027-10-06"));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.discount?.code).toBe("ONEPER1");
    const held = await g.client.process(
      first.json().data.quoteId,
      Math.round(first.json().data.toPay * 100),
    );
    expect(held.statusCode, held.body).toBe(200);
    const second = await g.check(b._id, room("2027-10-03", "2027-10-07"));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ droppedPromoCode: null });
    expect(second.json().data.discount?.code).toBe("ONEPER1");
    const paid = await g.client.process(
      second.json().data.quoteId,
      Math.round(second.json().data.toPay * 100),
    );
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it("lowering a code's uses does not take it from a booking that changes", async () => {
    const created = await admin("POST", "/api/admin/promo-codes", {
      code: "LOWER1",
      percentOff: 50,
      maxUses: 5,
    });
    const id = created.json().data.id;
    const g1 = await guest();
    const g2 = await guest();
    const b1 = await g1.book(room("2027-07-03", "2027-07-05", { promoCode: "LOWER1" }));
    await g2.book(room("2027-07-03", "2027-07-05", { promoCode: "LOWER1" }));
    expect((await admin("PATCH", `/api/admin/promo-codes/${id}`, { maxUses: 1 })).statusCode).toBe(
      200,
    );
    const check = await g1.check(b1._id, room("2027-07-03", "2027-07-05", { guests: 1 }));
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ droppedPromoCode: null, toPay: 0, totalAmount: 950 });
    const applied = await g1.apply(b1._id, { quoteId: check.json().data.quoteId });
    expect(applied.statusCode, applied.body).toBe(200);
    // A longer stay, paid through a hold, keeps it too.
    const longer = await g1.check(b1._id, room("2027-07-03", "2027-07-06"));
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json().data.discount?.code).toBe("LOWER1");
    const held = await g1.client.process(
      longer.json().data.quoteId,
      Math.round(longer.json().data.toPay * 100),
    );
    expect(held.statusCode, held.body).toBe(200);
    await g1.client.confirmCard(held.json().client_secret);
    const done = await g1.apply(b1._id, {
      quoteId: longer.json().data.quoteId,
      paymentInfo: { id: held.json().paymentIntentId },
    });
    expect(done.statusCode, done.body).toBe(200);
    const live = await testApp.ctx.db
      .select()
      .from(inventoryClaims)
      .where(
        and(
          like(inventoryClaims.unitKey, `promo:${id}%`),
          isNull(inventoryClaims.releasedAt),
          isNull(inventoryClaims.holdExpiresAt),
        ),
      );
    // The two bookings' uses stand, one each: the change moved its own.
    expect(live).toHaveLength(2);
  });

  it("a change whose total the code would take below the card minimum drops the code rather than refusing the change", async () => {
    await admin("POST", "/api/admin/promo-codes", { code: "NEARLY1", amountOff: 1898 });
    const g = await guest();
    const b = await g.book(room("2027-08-03", "2027-08-05", { promoCode: "NEARLY1" }));
    expect(b.totalAmount).toBe(2);
    const check = await g.check(b._id, room("2027-08-03", "2027-08-04"));
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      totalAmount: 950,
      toPay: 948,
      droppedPromoCode: "NEARLY1",
      discount: null,
    });
  });

  it("a code typed in a change whose last use went meanwhile is refused as used up, keys unnamed", async () => {
    await admin("POST", "/api/admin/promo-codes", { code: "LASTONE1", percentOff: 10, maxUses: 1 });
    const a = await guest();
    const b = await guest();
    const booked = await a.book(room("2027-03-03", "2027-03-05"));
    const check = await a.check(
      booked._id,
      room("2027-03-03", "2027-03-05", { guests: 1, promoCode: "LASTONE1" }),
    );
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ toPay: 0, refund: 190 });
    await b.book(room("2027-03-10", "2027-03-12", { promoCode: "LASTONE1" }));
    const applied = await a.apply(booked._id, { quoteId: check.json().data.quoteId });
    expect(applied.statusCode, applied.body).toBe(409);
    expect(applied.json().code).toBe("PROMO_USED_UP");
    expect(applied.body).not.toContain("promo:");
  });
});
