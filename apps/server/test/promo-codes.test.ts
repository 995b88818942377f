import { and, eq, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, extras, inventoryClaims, quotes, roomTypes } from "../src/db/schema";
import { reconcilePayments } from "../src/features/payments/reconcile-payments";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Promo codes end to end (decision 026), on PGlite and, with TEST_DATABASE_URL,
 * on PostgreSQL: staff create and edit codes, every refusal a guest can meet, the discount line
 * adding up, and the uses a code has counted right through holds, expiry, bookings, cancellation,
 * a declined request, a change and the payment page's code entry. The clock stands at
 * 2026-11-20 12:00 in Dubai; stays are in 2027.
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

const admin = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: adminCookie } });

let codeNumber = 0;
/** A new code (a fresh name unless given); answers its id and its name. */
async function createCode(fields: Record<string, unknown>) {
  codeNumber += 1;
  const code = (fields.code as string | undefined) ?? `TEST${codeNumber}`;
  const response = await admin("POST", "/api/admin/promo-codes", { code, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().data.id as string, code };
}

async function usesOf(id: string): Promise<number> {
  const list = await admin("GET", "/api/admin/promo-codes");
  return list.json().data.find((row: { id: string }) => row.id === id).uses;
}

async function guest() {
  const { cookie, user } = await signIn(testApp);
  const client = bookingClient(testApp, cookie);
  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: "POST", url, payload, headers: { cookie } });
  return {
    client,
    userId: user.id as string,
    promo: (quoteId: string, promoCode: string | null) =>
      post(`/api/booking/quote/${quoteId}/promo`, { promoCode }),
    check: (bookingId: string, body: object) =>
      post(`/api/booking/${bookingId}/change/check`, body),
    apply: (bookingId: string, body: object) => post(`/api/booking/${bookingId}/change`, body),
    async cancel(bookingId: string) {
      const preview = await testApp.app.inject({
        method: "GET",
        url: `/api/booking/${bookingId}/cancellation`,
        headers: { cookie },
      });
      return post(`/api/booking/${bookingId}/cancel`, {
        expectedRefundAmount: preview.json().data.refundAmount,
      });
    },
    /** A paid booking of `body`; answers its stored booking. */
    async book(body: object, pay: "book" | "package" = "book") {
      const quote = await (pay === "book" ? client.quote(body) : client.quotePackage(body));
      expect(quote.statusCode, quote.body).toBe(200);
      const { quoteId, totalAmount } = quote.json().data;
      const process = await client.process(quoteId, Math.round(totalAmount * 100));
      expect(process.statusCode, process.body).toBe(200);
      await client.confirmCard(process.json().client_secret);
      const booking =
        pay === "book"
          ? await client.book(quoteId, process.json().paymentIntentId)
          : await client.bookPackage(quoteId, process.json().paymentIntentId);
      expect(booking.statusCode, booking.body).toBe(201);
      return booking.json().data as { _id: string; totalAmount: number; status: string };
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
const camp = (checkIn: string, checkOut: string, extra: object = {}) => ({
  serviceType: "camp",
  checkIn,
  checkOut,
  quantity: 1,
  guests: 2,
  ...extra,
});

const sumOf = (nights: { amount: number }[]) =>
  Math.round(nights.reduce((sum, night) => sum + night.amount, 0) * 100) / 100;

describe("[PROMO] staff manage codes", () => {
  it("create, list with uses, a duplicate refused (also when raced), edit and deactivate, audited", async () => {
    const created = await admin("POST", "/api/admin/promo-codes", {
      code: "  winter25 ",
      percentOff: 25,
      validFrom: "2026-11-01",
      validTo: "2027-02-28",
      stayFrom: "2026-12-01",
      stayTo: "2027-03-31",
      unitTypes: ["master", "camp"],
      minNights: 2,
      maxUses: 50,
      maxUsesPerGuest: 1,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().id).toBe(id);

    const list = await admin("GET", "/api/admin/promo-codes");
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((row: { id: string }) => row.id === id)).toMatchObject({
      code: "WINTER25",
      percentOff: 25,
      amountOff: null,
      unitTypes: ["master", "camp"],
      maxUses: 50,
      maxUsesPerGuest: 1,
      active: true,
      uses: 0,
    });

    const duplicate = await admin("POST", "/api/admin/promo-codes", {
      code: "Winter25",
      amountOff: 10,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe("PROMO_CODE_EXISTS");

    const raced = await Promise.all(
      [1, 2, 3, 4].map(() =>
        admin("POST", "/api/admin/promo-codes", { code: "RACE-ME", percentOff: 5 }),
      ),
    );
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);

    const both = await admin("POST", "/api/admin/promo-codes", {
      code: "BOTH",
      percentOff: 5,
      amountOff: 10,
    });
    expect(both.statusCode).toBe(400);
    const neither = await admin("POST", "/api/admin/promo-codes", { code: "NEITHER" });
    expect(neither.statusCode).toBe(400);

    // Switching the discount kind clears the other; the stored dates judge the edit.
    const switched = await admin("PATCH", `/api/admin/promo-codes/${id}`, { amountOff: 100.5 });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({ percentOff: null, amountOff: 100.5 });
    const badRange = await admin("PATCH", `/api/admin/promo-codes/${id}`, {
      validTo: "2026-10-01",
    });
    expect(badRange.statusCode).toBe(400);
    const cleared = await admin("PATCH", `/api/admin/promo-codes/${id}`, { amountOff: null });
    expect(cleared.statusCode).toBe(400);
    const off = await admin("PATCH", `/api/admin/promo-codes/${id}`, { active: false });
    expect(off.json().data).toMatchObject({ active: false, amountOff: 100.5 });
    const missing = await admin(
      "PATCH",
      "/api/admin/promo-codes/00000000-0000-4000-8000-000000000000",
      { active: false },
    );
    expect(missing.statusCode).toBe(404);

    const audit = await testApp.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "promo_code.created",
      "promo_code.updated",
      "promo_code.updated",
    ]);
    const deactivation = audit.find(
      (row) => (row.after as { active?: boolean } | null)?.active === false,
    );
    expect(deactivation?.before).toMatchObject({ active: true, amountOffMinor: 10050 });
    // The console's sentences name the code (decision 022).
    const log = await admin("GET", "/api/admin/audit-log?action=promo_code");
    const codes = (log.json().data.entries as { entityId: string; details: { code?: string } }[])
      .filter((row) => row.entityId === id)
      .map((row) => row.details.code);
    expect(codes).toEqual(["WINTER25", "WINTER25", "WINTER25"]);
  });
});

describe("[PROMO] a guest's code is refused with a clear reason", () => {
  it.each([
    [
      "an unknown code",
      {},
      "NOPE-NOT-A-CODE",
      room("2027-01-10", "2027-01-12"),
      400,
      "PROMO_UNKNOWN",
    ],
    [
      "an inactive code",
      { active: false },
      null,
      room("2027-01-10", "2027-01-12"),
      400,
      "PROMO_UNKNOWN",
    ],
    [
      "a code not valid yet",
      { validFrom: "2026-12-01" },
      null,
      room("2027-01-10", "2027-01-12"),
      400,
      "PROMO_NOT_YET_VALID",
    ],
    [
      "an expired code",
      { validTo: "2026-11-19" },
      null,
      room("2027-01-10", "2027-01-12"),
      400,
      "PROMO_EXPIRED",
    ],
    [
      "a stay too short",
      { minNights: 3 },
      null,
      room("2027-01-10", "2027-01-12"),
      400,
      "PROMO_MIN_NIGHTS",
    ],
    [
      "nights outside the code's",
      { stayFrom: "2027-06-01", stayTo: "2027-08-31" },
      null,
      room("2027-01-10", "2027-01-12"),
      400,
      "PROMO_NOT_FOR_STAY",
    ],
    [
      "a unit type the code does not cover",
      { unitTypes: ["camp"] },
      null,
      room("2027-01-10", "2027-01-12"),
      400,
      "PROMO_NOT_FOR_STAY",
    ],
    [
      "a code that takes the whole price",
      { percentOff: 100 },
      null,
      camp("2027-01-10", "2027-01-11"),
      400,
      "PROMO_TOTAL_TOO_LOW",
    ],
  ])("%s", async (_name, fields, typed, stay, status, code) => {
    const created = await createCode({ percentOff: 10, ...fields });
    const g = await guest();
    const answer = await g.client.quote({ ...stay, promoCode: typed ?? created.code });
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().code).toBe(code);
  });

  it("names the dates and the nights the refusal is about", async () => {
    const later = await createCode({ percentOff: 10, validFrom: "2026-12-01" });
    const window = await createCode({ percentOff: 10, stayFrom: "2027-06-01", minNights: 1 });
    const long = await createCode({ percentOff: 10, minNights: 4 });
    const g = await guest();
    const stay = room("2027-01-10", "2027-01-12");
    expect((await g.client.quote({ ...stay, promoCode: later.code })).json().params).toEqual({
      validFrom: "2026-12-01",
    });
    expect((await g.client.quote({ ...stay, promoCode: window.code })).json().params).toEqual({
      stayFrom: "2027-06-01",
      stayTo: "",
    });
    expect((await g.client.quote({ ...stay, promoCode: long.code })).json().params).toEqual({
      nights: 4,
    });
  });

  it("judges the booking dates by Dubai's today", async () => {
    const created = await createCode({ percentOff: 10, validTo: "2026-11-20" });
    const g = await guest();
    const stay = { ...room("2027-01-10", "2027-01-12"), promoCode: created.code.toLowerCase() };
    // 23:59 in Dubai on the last valid day, then 00:30 on the next.
    testApp.clock.set(new Date("2026-11-20T19:59:00Z"));
    expect((await g.client.quote(stay)).statusCode).toBe(200);
    testApp.clock.set(new Date("2026-11-20T20:30:00Z"));
    const expired = await g.client.quote(stay);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: "PROMO_EXPIRED",
      params: { validTo: "2026-11-20" },
    });
  });
});

describe("[PROMO] a booking form previews a code (decision 051)", () => {
  const preview = (cookie: string | undefined, payload: object) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/booking/promo-preview",
      payload,
      headers: cookie ? { cookie } : {},
    });

  it("answers a code's terms, as the price check would price them, in AED", async () => {
    const percent = await createCode({
      percentOff: 10,
      stayFrom: "2027-01-01",
      stayTo: "2027-03-31",
      unitTypes: ["master", "camp"],
      minNights: 2,
    });
    const fixed = await createCode({ amountOff: 150.5 });
    const { cookie } = await signIn(testApp);
    const answer = await preview(cookie, { promoCode: ` ${percent.code.toLowerCase()} ` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: {
        code: percent.code,
        percentOff: 10,
        amountOff: null,
        stayFrom: "2027-01-01",
        stayTo: "2027-03-31",
        unitTypes: ["master", "camp"],
        minNights: 2,
      },
    });
    expect((await preview(cookie, { promoCode: fixed.code })).json().data).toMatchObject({
      percentOff: null,
      amountOff: 150.5,
    });
  });

  it("refuses what the price check refuses before the stay, in the same words", async () => {
    const later = await createCode({ percentOff: 10, validFrom: "2026-12-01" });
    const expired = await createCode({ percentOff: 10, validTo: "2026-11-19" });
    const inactive = await createCode({ percentOff: 10, active: false });
    const { cookie } = await signIn(testApp);
    const refusals = await Promise.all(
      [later.code, expired.code, inactive.code].map((promoCode) => preview(cookie, { promoCode })),
    );
    expect(refusals.map((answer) => [answer.statusCode, answer.json().code])).toEqual([
      [400, "PROMO_NOT_YET_VALID"],
      [400, "PROMO_EXPIRED"],
      [400, "PROMO_UNKNOWN"],
    ]);
    expect(refusals[0]?.json().params).toEqual({ validFrom: "2026-12-01" });
    const empty = await preview(cookie, { promoCode: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe("VALIDATION_ERROR");
    expect((await preview(cookie, {})).statusCode).toBe(400);
  });

  it("answers a visitor signed out too (decision 051), refusing in the same words", async () => {
    const open = await createCode({ percentOff: 15 });
    const answer = await preview(undefined, { promoCode: open.code });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ code: open.code, percentOff: 15 });
    const expired = await createCode({ percentOff: 10, validTo: "2026-11-19" });
    expect((await preview(undefined, { promoCode: expired.code })).json().code).toBe(
      "PROMO_EXPIRED",
    );
  });
});

describe("[PROMO] the discount line", () => {
  it("percent off the nights only, never the activities: nightly + extras - discount = total", async () => {
    const [hiking] = await testApp.ctx.db
      .select()
      .from(extras)
      .where(eq(extras.slug, "mountain-hiking"));
    if (!hiking) throw new Error("no mountain hiking");
    const created = await createCode({ percentOff: 15 });
    const g = await guest();
    const answer = await g.client.quote({
      ...room("2027-01-14", "2027-01-17"),
      extras: [{ id: hiking.id, date: "2027-01-15", quantity: 2 }],
      promoCode: created.code,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    // 3 nights x AED 950 = 2850; 15% = 427.50; hiking 2 x 120 = 240.
    expect(sumOf(data.nightly)).toBe(2850);
    expect(data.discount).toBe(427.5);
    expect(data.totalAmount).toBe(2850 + 240 - 427.5);

    const detail = await g.client.quoteDetail(data.quoteId);
    expect(detail.json().data.discount).toEqual({ code: created.code, amount: 427.5 });
  });

  it("a fixed amount is capped at the nights it covers, on the unit types and nights it covers", async () => {
    const created = await createCode({
      amountOff: 5000,
      unitTypes: ["camp"],
      stayFrom: "2027-01-21",
      stayTo: "2027-01-21",
    });
    const g = await guest();
    const answer = await g.client.quotePackage({
      checkIn: "2027-01-20",
      checkOut: "2027-01-23",
      services: {
        room: { master: { quantity: 1, guests: 2 }, kids: { quantity: 1, guests: 0 } },
        camp: { quantity: 1, guests: 0 },
        parking: { quantity: 0, type: "caravan" },
      },
      promoCode: created.code,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    // Only the tent's night of 21 January: AED 450 of the package's 3 x (950 + 650 + 450).
    expect(sumOf(data.nightly)).toBe(3 * 2050);
    expect(data.discount).toBe(450);
    expect(data.totalAmount).toBe(3 * 2050 - 450);
  });

  it("without a code the answer says discount 0", async () => {
    const g = await guest();
    const answer = await g.client.quote({ ...room("2027-01-14", "2027-01-15"), promoCode: " " });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ discount: 0, totalAmount: 950 });
  });
});

describe("[PROMO] uses", () => {
  it("a used-up code and a guest's own allowance are refused; a booking holds its use", async () => {
    const created = await createCode({ percentOff: 10, maxUses: 2, maxUsesPerGuest: 1 });
    const first = await guest();
    await first.book({ ...room("2027-02-01", "2027-02-03"), promoCode: created.code });
    expect(await usesOf(created.id)).toBe(1);

    const again = await first.client.quote({
      ...room("2027-02-10", "2027-02-12"),
      promoCode: created.code,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "PROMO_USED_BY_YOU",
      params: { maxUsesPerGuest: 1 },
    });

    const second = await guest();
    await second.book({ ...camp("2027-02-01", "2027-02-03"), promoCode: created.code });
    expect(await usesOf(created.id)).toBe(2);
    const third = await guest();
    const usedUp = await third.client.quote({
      ...room("2027-02-01", "2027-02-03"),
      promoCode: created.code,
    });
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().code).toBe("PROMO_USED_UP");
    // Staff raising the total lets the next guest use it at once.
    await admin("PATCH", `/api/admin/promo-codes/${created.id}`, { maxUses: 3 });
    expect(
      (await third.client.quote({ ...room("2027-02-01", "2027-02-03"), promoCode: created.code }))
        .statusCode,
    ).toBe(200);
  });

  it("a cancelled booking gives its use back", async () => {
    const created = await createCode({ percentOff: 10, maxUses: 1 });
    const first = await guest();
    const booked = await first.book({
      ...room("2027-02-05", "2027-02-07"),
      promoCode: created.code,
    });
    const second = await guest();
    const stay = { ...room("2027-02-05", "2027-02-07"), promoCode: created.code };
    expect((await second.client.quote(stay)).json().code).toBe("PROMO_USED_UP");

    expect((await first.cancel(booked._id)).statusCode).toBe(200);
    expect(await usesOf(created.id)).toBe(0);
    await second.book(stay);
    expect(await usesOf(created.id)).toBe(1);
  });

  it("a hold takes the use while it lasts, and an expired hold gives it back", async () => {
    const created = await createCode({ percentOff: 10, maxUses: 1 });
    const first = await guest();
    const stay = { ...room("2027-02-08", "2027-02-09"), promoCode: created.code };
    const quote = (await first.client.quote(stay)).json().data;
    expect((await first.client.process(quote.quoteId, quote.totalAmount * 100)).statusCode).toBe(
      200,
    );
    expect(await usesOf(created.id)).toBe(1);
    const second = await guest();
    expect((await second.client.quote(stay)).json().code).toBe("PROMO_USED_UP");

    testApp.clock.advance(16 * 60_000);
    expect(await usesOf(created.id)).toBe(0);
    await reconcilePayments(testApp.ctx);
    await second.book(stay);
    expect(await usesOf(created.id)).toBe(1);
  });

  it("a card paid after the hold ran out, when the last use went meanwhile, is refunded, not booked", async () => {
    const created = await createCode({ percentOff: 10, maxUses: 1 });
    const late = await guest();
    const stay = { ...camp("2027-02-12", "2027-02-13"), promoCode: created.code };
    const quote = (await late.client.quote(stay)).json().data;
    const process = await late.client.process(quote.quoteId, Math.round(quote.totalAmount * 100));
    testApp.clock.advance(16 * 60_000);
    await (await guest()).book(stay);
    await late.client.confirmCard(process.json().client_secret);
    const booking = await late.client.book(quote.quoteId, process.json().paymentIntentId);
    expect(booking.statusCode).toBe(409);
    expect(booking.json().code).toBe("SOLD_OUT");
    const intent = await testApp.ctx.payments.retrieveIntent(process.json().paymentIntentId);
    expect(intent.amountRefunded).toBe(intent.amount);
    expect(await usesOf(created.id)).toBe(1);
  });

  it("a declined request gives its use back", async () => {
    const [kids] = await testApp.ctx.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.roomType, "kids"));
    await testApp.ctx.db
      .update(roomTypes)
      .set({ totalRooms: 1 })
      .where(eq(roomTypes.roomType, "kids"));
    try {
      const created = await createCode({ percentOff: 10, maxUses: 1 });
      const stay = room("2027-02-20", "2027-02-21", { roomType: "kids" });
      await (await guest()).book(stay);
      const asker = await guest();
      const request = await asker.book({ ...stay, promoCode: created.code });
      expect(request.status).toBe("pending");
      expect(await usesOf(created.id)).toBe(1);
      const declined = await admin("POST", `/api/admin/bookings/${request._id}/decline`, {
        reason: "Fully booked that night",
      });
      expect(declined.statusCode, declined.body).toBe(200);
      expect(await usesOf(created.id)).toBe(0);
    } finally {
      await testApp.ctx.db
        .update(roomTypes)
        .set({ totalRooms: kids?.totalRooms ?? 4 })
        .where(eq(roomTypes.roomType, "kids"));
    }
  });
});

describe("[PROMO] a change of a booking", () => {
  it("keeps the booking's own code with no new use, even once it is used up and expired", async () => {
    const created = await createCode({
      percentOff: 10,
      maxUses: 1,
      maxUsesPerGuest: 1,
      validTo: "2026-11-20",
      stayFrom: "2027-03-01",
      stayTo: "2027-03-31",
    });
    const g = await guest();
    const booked = await g.book({ ...room("2027-03-02", "2027-03-04"), promoCode: created.code });
    expect(booked.totalAmount).toBe(1710);
    // The next morning in Dubai: the code's booking dates are over.
    testApp.clock.set(new Date("2026-11-21T04:00:00Z"));

    const check = await g.check(booked._id, room("2027-03-02", "2027-03-05"));
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      totalAmount: 2565,
      discount: { code: created.code, amount: 285 },
      droppedPromoCode: null,
      toPay: 855,
    });
    const quoteId = check.json().data.quoteId as string;
    const process = await g.client.process(quoteId, 85500);
    await g.client.confirmCard(process.json().client_secret);
    const applied = await g.apply(booked._id, {
      quoteId,
      paymentInfo: { id: process.json().paymentIntentId },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.discount).toEqual({ code: created.code, amount: 285 });
    expect(await usesOf(created.id)).toBe(1);
    const promoClaims = await testApp.ctx.db
      .select()
      .from(inventoryClaims)
      .where(
        and(
          like(inventoryClaims.unitKey, `promo:${created.id}%`),
          isNull(inventoryClaims.releasedAt),
        ),
      );
    expect(promoClaims.map((claim) => claim.bookingId)).toEqual([booked._id, booked._id]);
  });

  it("a new stay the code does not cover is priced without it, and the use goes back", async () => {
    const created = await createCode({
      percentOff: 10,
      maxUses: 1,
      stayFrom: "2027-03-10",
      stayTo: "2027-03-20",
    });
    const g = await guest();
    const booked = await g.book({ ...room("2027-03-12", "2027-03-14"), promoCode: created.code });
    const check = await g.check(booked._id, room("2027-04-12", "2027-04-14"));
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      totalAmount: 1900,
      discount: null,
      droppedPromoCode: created.code,
      toPay: 190,
    });
    const quoteId = check.json().data.quoteId as string;
    const process = await g.client.process(quoteId, 19000);
    await g.client.confirmCard(process.json().client_secret);
    expect(
      (await g.apply(booked._id, { quoteId, paymentInfo: { id: process.json().paymentIntentId } }))
        .statusCode,
    ).toBe(200);
    expect(await usesOf(created.id)).toBe(0);
  });
});

describe("[PROMO] the payment page applies and removes a code", () => {
  it("a new quote with the code, the old one let go (its hold and intent); then removed again", async () => {
    const created = await createCode({ percentOff: 20, maxUses: 1 });
    const g = await guest();
    const first = (await g.client.quote(camp("2027-04-01", "2027-04-03"))).json().data;
    const held = await g.client.process(first.quoteId, first.totalAmount * 100);
    expect(held.statusCode).toBe(200);

    const other = await guest();
    expect((await other.promo(first.quoteId, created.code)).statusCode).toBe(404);
    const refused = await g.promo(first.quoteId, "NO-SUCH-CODE");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("PROMO_UNKNOWN");

    const applied = await g.promo(first.quoteId, created.code.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(201);
    const second = applied.json().data;
    expect(second).toMatchObject({ status: "confirmed", discount: 180, totalAmount: 720 });
    expect(second.quoteId).not.toBe(first.quoteId);
    const [old] = await testApp.ctx.db.select().from(quotes).where(eq(quotes.id, first.quoteId));
    expect(old?.state).toBe("expired");
    const intent = await testApp.ctx.payments.retrieveIntent(held.json().paymentIntentId);
    expect(intent.status).toBe("canceled");
    expect((await g.promo(first.quoteId, null)).json().code).toBe("QUOTE_CLOSED");

    // Held with its code (the last use), the quote may still swap it: its own hold is free to it.
    expect((await g.client.process(second.quoteId, 72000)).statusCode).toBe(200);
    expect(await usesOf(created.id)).toBe(1);
    const again = await g.promo(second.quoteId, created.code);
    expect(again.statusCode, again.body).toBe(201);
    const removed = await g.promo(again.json().data.quoteId, null);
    expect(removed.statusCode).toBe(201);
    expect(removed.json().data).toMatchObject({ discount: 0, totalAmount: 900 });
    expect(await usesOf(created.id)).toBe(0);

    // A paid quote takes no code.
    const paid = await g.book(camp("2027-04-05", "2027-04-06"));
    const [paidQuote] = await testApp.ctx.db
      .select()
      .from(quotes)
      .where(eq(quotes.bookingId, paid._id));
    const late = await g.promo(paidQuote?.id ?? "", created.code);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("QUOTE_CLOSED");
  });
});
