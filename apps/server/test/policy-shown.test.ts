import { quoteDetailResponseSchema, quoteResponseSchema } from "@camp/shared/booking/booking-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../src/db/schema";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

// The test clock stands at Friday 2026-11-20, noon in Dubai; the policy is 7 days / 48 hours / 50%.
const roomStay = {
  serviceType: "room",
  roomType: "master",
  checkIn: "2027-01-10",
  checkOut: "2027-01-12",
  quantity: 1,
  guests: 2,
};

async function guest() {
  const { cookie } = await signIn(testApp);
  return { cookie, client: bookingClient(testApp, cookie) };
}

async function adminDetail(bookingId: string) {
  const { cookie } = await signIn(testApp, "owner");
  const response = await testApp.app.inject({
    method: "GET",
    url: `/api/admin/bookings/${bookingId}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Quote, then /process with `extra` in the body, card, booking. */
async function payWith(extra: object) {
  const { cookie, client } = await guest();
  const quote = quoteResponseSchema.parse((await client.quote(roomStay)).json()).data;
  const process = await testApp.app.inject({
    method: "POST",
    url: "/api/payment/process",
    headers: { cookie },
    payload: { quoteId: quote.quoteId, amount: Math.round(quote.totalAmount * 100), ...extra },
  });
  return { client, quote, process };
}

describe("[BOOKING] the cancellation policy shown before the card", () => {
  it("the quote detail carries this stay's deadlines and amounts, as the policy computes them", async () => {
    const { client } = await guest();
    const quote = quoteResponseSchema.parse((await client.quote(roomStay)).json()).data;
    const detail = quoteDetailResponseSchema.parse(
      (await client.quoteDetail(quote.quoteId)).json(),
    ).data;
    expect(detail.cancellationTerms).toEqual({
      // 14:00 in Dubai is 10:00 UTC.
      checkInAt: "2027-01-10T10:00:00.000Z",
      fullRefundUntil: "2027-01-03T10:00:00.000Z",
      partialRefundUntil: "2027-01-08T10:00:00.000Z",
      partialRefundPercent: 50,
      partialRefundAmount: Math.floor(quote.totalAmount * 50) / 100,
      totalAmount: quote.totalAmount,
    });
  });

  it("is recorded at payment start with the language and the server's terms, then kept by the booking", async () => {
    const { client, quote, process } = await payWith({ policyShown: { language: "ar" } });
    expect(process.statusCode).toBe(200);
    const { client_secret, paymentIntentId } = process.json();
    await client.confirmCard(client_secret);
    const booked = await client.book(quote.quoteId, paymentIntentId);
    expect(booked.statusCode).toBe(201);
    const bookingId: string = booked.json().data._id;
    const detail = await adminDetail(bookingId);
    expect(detail.policyShown).toEqual({
      language: "ar",
      shownAt: testApp.clock.now().toISOString(),
      terms: {
        checkInAt: "2027-01-10T10:00:00.000Z",
        fullRefundUntil: "2027-01-03T10:00:00.000Z",
        partialRefundUntil: "2027-01-08T10:00:00.000Z",
        partialRefundPercent: 50,
        partialRefundAmount: Math.floor(quote.totalAmount * 50) / 100,
        totalAmount: quote.totalAmount,
      },
    });
    const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.policyShown?.language).toBe("ar");
  });

  it("a client that does not say it showed the policy records nothing (older clients still pay)", async () => {
    const { client, quote, process } = await payWith({});
    expect(process.statusCode).toBe(200);
    const { client_secret, paymentIntentId } = process.json();
    await client.confirmCard(client_secret);
    const booked = await client.book(quote.quoteId, paymentIntentId);
    expect(booked.statusCode).toBe(201);
    expect((await adminDetail(booked.json().data._id)).policyShown).toBeNull();
  });

  it.each([
    [{ language: "fr" }, "language must be en or ar"],
    [{ language: "en", terms: { partialRefundPercent: 100 } }, undefined],
    ["en", undefined],
  ])("refuses policyShown %j with a 400, never a 500", async (policyShown, message) => {
    const { process } = await payWith({ policyShown });
    expect(process.statusCode).toBe(400);
    expect(process.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    if (message) expect(JSON.stringify(process.json())).toContain(message);
  });
});
