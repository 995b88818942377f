import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotes } from "../src/db/schema";
import { bookingClient, liveClaimsOf, TEST_CARDS } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Decision 013 (quotes in payment expire too): with 1-minute prices and holds, a quote in payment
 * whose hold and price had both run out was held again by `/api/payment/process` (200, a new hold
 * at the old price). After its price has run out a quote is never held again; only a new
 * availability check holds the units. A hold placed while the price was live is kept to its end,
 * and a payment already made still books.
 */
const PRICE_EXPIRED = {
  success: false,
  code: "QUOTE_EXPIRED",
  message: "This price has expired. Please check availability again.",
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ QUOTE_MINUTES: "1", HOLD_MINUTES: "1" });
});
afterAll(() => testApp.close());

async function guest() {
  const { cookie } = await signIn(testApp);
  return bookingClient(testApp, cookie);
}

const tents = (checkIn: string) => ({
  serviceType: "camp",
  checkIn,
  checkOut: addDaysIso(checkIn, 1),
  quantity: 1,
  guests: 1,
});

/** A price, then the payment started after `startAfterMs` (which holds the units). */
async function priceAndPay(
  client: ReturnType<typeof bookingClient>,
  stay: object,
  startAfterMs = 0,
) {
  const priced = (await client.quote(stay)).json().data;
  const amount = Math.round(priced.totalAmount * 100);
  testApp.clock.advance(startAfterMs);
  const process = await client.process(priced.quoteId, amount);
  expect(process.statusCode).toBe(200);
  return { quoteId: priced.quoteId as string, amount, process };
}

const quoteRow = async (quoteId: string) => {
  const [row] = await testApp.ctx.db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!row) throw new Error(`no quote ${quoteId}`);
  return row;
};

describe("[CHECKOUT] a price that ran out is never held again", () => {
  it("refuses a new hold once the hold and the price have both run out, and a fresh price holds again", async () => {
    const client = await guest();
    const stay = tents("2027-03-10");
    const { quoteId, amount } = await priceAndPay(client, stay);
    const before = await quoteRow(quoteId);

    testApp.clock.advance(61_000); // the hold and the price both ended a second ago
    const again = await client.process(quoteId, amount);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual(PRICE_EXPIRED);
    expect(await liveClaimsOf(testApp, quoteId)).toEqual([]);
    expect(await quoteRow(quoteId)).toMatchObject({
      state: "paying",
      holdExpiresAt: before.holdExpiresAt,
    });
    // Asked again later, within what used to be a renewal time, the answer stays the same.
    testApp.clock.advance(5 * 60_000);
    expect((await client.process(quoteId, amount)).json()).toEqual(PRICE_EXPIRED);

    // A new availability check gives a new price, and that one is held.
    await priceAndPay(client, stay);
  });

  it("keeps a hold placed while the price was live to its end, without renewing it", async () => {
    const client = await guest();
    const { quoteId, amount, process } = await priceAndPay(client, tents("2027-03-12"), 50_000);
    const { holdExpiresAt } = await quoteRow(quoteId);

    testApp.clock.advance(20_000); // the price ran out 10 seconds ago; the hold has 40 left
    const reload = await client.process(quoteId, amount);
    expect(reload.statusCode).toBe(200);
    expect(reload.json().paymentIntentId).toBe(process.json().paymentIntentId);
    expect((await quoteRow(quoteId)).holdExpiresAt).toEqual(holdExpiresAt);

    testApp.clock.advance(41_000); // now the hold has ended too
    expect((await client.process(quoteId, amount)).json()).toEqual(PRICE_EXPIRED);
    expect(await liveClaimsOf(testApp, quoteId)).toEqual([]);
  });

  it("does not hold again for another card after a refusal once the price has run out", async () => {
    const client = await guest();
    const { quoteId, amount, process } = await priceAndPay(client, tents("2027-03-14"), 50_000);
    const { client_secret } = process.json();
    testApp.clock.advance(20_000); // price over, hold still live
    expect((await client.confirmCard(client_secret, TEST_CARDS.declined)).statusCode).toBe(402);
    expect(await liveClaimsOf(testApp, quoteId)).toEqual([]); // the refusal let the units go

    // The page asks for the hold before the next card, and the sandbox's own retry checks too.
    expect((await client.process(quoteId, amount)).json()).toEqual(PRICE_EXPIRED);
    const retry = await client.confirmCard(client_secret);
    expect(retry.statusCode).toBe(410);
    expect(retry.json()).toEqual(PRICE_EXPIRED);
    expect(await liveClaimsOf(testApp, quoteId)).toEqual([]);
    const intent = await testApp.ctx.payments.retrieveIntent(process.json().paymentIntentId);
    expect(intent.status).toBe("requires_payment_method");
  });

  it("still books a payment made in another tab after the price ran out", async () => {
    const client = await guest();
    const { quoteId, amount, process } = await priceAndPay(client, tents("2027-03-16"));
    const { client_secret, paymentIntentId } = process.json();

    testApp.clock.advance(2 * 60_000); // hold and price over
    expect((await client.confirmCard(client_secret)).statusCode).toBe(200); // the other tab pays
    const reload = await client.process(quoteId, amount);
    expect(reload.statusCode).toBe(409);
    expect(reload.json().code).toBe("ALREADY_PAID");
    const booking = await client.book(quoteId, paymentIntentId);
    expect(booking.statusCode).toBe(201);
    expect(booking.json().data).toMatchObject({ status: "confirmed", paymentStatus: "completed" });
  });
});
