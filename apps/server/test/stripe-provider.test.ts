import { addDaysIso } from "@camp/shared/dates/stay-dates";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingClient } from "./helpers/booking-helpers";
import { startFakeStripe } from "./helpers/fake-stripe";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

const WEBHOOK_SECRET = "whsec_test_secret";
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let testApp: TestApp;
const stripe = new Stripe("sk_test_offline");

beforeAll(async () => {
  fake = await startFakeStripe();
  testApp = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_offline",
    STRIPE_PUBLISHABLE_KEY: "pk_test_offline",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

/** Sends a Stripe event to the webhook, signed as Stripe signs it (or with a wrong secret). */
function sendEvent(type: string, intentId: string, secret = WEBHOOK_SECRET, created?: Date) {
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: "event",
    type,
    ...(created ? { created: Math.floor(created.getTime() / 1000) } : {}),
    data: { object: { id: intentId, object: "payment_intent" } },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return testApp.app.inject({
    method: "POST",
    url: "/api/payment/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
}

type Client = ReturnType<typeof bookingClient>;

/** A guest signed in, with the API client the booking tests use. */
async function signedInGuest(): Promise<{ cookie: string; client: Client }> {
  const { cookie } = await signIn(testApp);
  return { cookie, client: bookingClient(testApp, cookie) };
}

/** A quote for `stay` and its Stripe intent for `amount` fils (the quote's total unless told). */
async function startPayment(client: Client, stay: object, amount?: number) {
  const quote = (await client.quote(stay)).json().data;
  const process = await client.process(quote.quoteId, amount ?? quote.totalAmount * 100);
  return { quote, intentId: process.json().paymentIntentId as string };
}

/** A stay paid at (the fake) Stripe and booked by the browser's call after it. */
async function paidBooking(client: Client, stay: object, amount: number) {
  const { quote, intentId } = await startPayment(client, stay, amount);
  fake.pay(intentId);
  const booking = (await client.book(quote.quoteId, intentId)).json().data;
  return { quote, intentId, booking };
}

/** Stripe delivers an event at least once: the webhook takes it and its retry alike. */
async function expectDeliveredTwice(type: string, intentId: string) {
  expect((await sendEvent(type, intentId)).statusCode).toBe(200);
  expect((await sendEvent(type, intentId)).statusCode).toBe(200); // Stripe retries
}

describe("[PAYMENT] the Stripe adapter, against a local fake of Stripe's API", () => {
  it("gives the browser the publishable key and no sandbox route", async () => {
    const key = await testApp.app.inject({ method: "GET", url: "/api/payment/stripeapikey" });
    expect(key.json()).toEqual({ stripeApiKey: "pk_test_offline", provider: "stripe" });
    const sandbox = await testApp.app.inject({
      method: "POST",
      url: "/api/payment/sandbox/confirm",
      payload: {},
    });
    expect(sandbox.statusCode).toBe(404);
    expect(key.body).not.toContain("sk_test");
  });

  it("lets Stripe.js load, frame its card fields and call its API (CSP), only with Stripe on", async () => {
    const page = await testApp.app.inject({ method: "GET", url: "/api/rooms" });
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
  });

  it("creates one intent per quote for the server's amount, with an idempotency key", async () => {
    const { client } = await signedInGuest();
    const quote = (
      await client.quote({
        serviceType: "camp",
        checkIn: "2026-12-01",
        checkOut: "2026-12-03",
        quantity: 1,
        guests: 2,
      })
    ).json().data;
    const first = await client.process(quote.quoteId, 90_000);
    expect(first.statusCode).toBe(200);
    const again = await client.process(quote.quoteId, 90_000);
    expect(again.json().paymentIntentId).toBe(first.json().paymentIntentId);

    const intent = fake.intents.get(first.json().paymentIntentId);
    expect(intent).toMatchObject({
      amount: 90_000,
      currency: "aed",
      capture_method: "automatic",
      metadata: { quoteId: quote.quoteId },
    });
    const creates = fake.calls.filter(
      (call) => call.method === "POST" && call.path === "/v1/payment_intents",
    );
    expect(creates.every((call) => call.idempotencyKey === `intent-${quote.quoteId}`)).toBe(true);
  });

  it("a verified payment_intent.succeeded webhook creates the booking, once", async () => {
    const { client } = await signedInGuest();
    const { quote, intentId } = await startPayment(
      client,
      {
        serviceType: "room",
        roomType: "kids",
        checkIn: "2026-12-05",
        checkOut: "2026-12-06",
        quantity: 1,
        guests: 2,
      },
      65_000,
    );
    fake.pay(intentId);

    await expectDeliveredTwice("payment_intent.succeeded", intentId);
    const mine = (await client.myBookings()).json().booking.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
      totalAmount: 650,
    });
    // The browser's own booking call then answers the same booking.
    const booking = await client.book(quote.quoteId, intentId);
    expect(booking.statusCode).toBe(200);
    expect(booking.json().data._id).toBe(mine[0]._id);
  });

  it("a paid change's webhook changes the booking (decision 019), once", async () => {
    const { cookie, client } = await signedInGuest();
    const stay = { serviceType: "camp", checkIn: "2026-12-08", checkOut: "2026-12-09", guests: 1 };
    const { booking } = await paidBooking(client, { ...stay, quantity: 1 }, 45_000);
    const check = await testApp.app.inject({
      method: "POST",
      url: `/api/booking/${booking._id}/change/check`,
      headers: { cookie },
      payload: { ...stay, quantity: 2, guests: 2 },
    });
    expect(check.json().data).toMatchObject({ difference: 450, totalAmount: 900 });
    const intentId = (await client.process(check.json().data.quoteId, 45_000)).json()
      .paymentIntentId;
    expect(fake.intents.get(intentId)).toMatchObject({
      amount: 45_000,
      metadata: { changesBookingId: booking._id },
    });
    fake.pay(intentId);
    await expectDeliveredTwice("payment_intent.succeeded", intentId);
    const mine = (await client.myBookings()).json().booking.data;
    expect(mine).toEqual([
      expect.objectContaining({
        _id: booking._id,
        quantity: 2,
        totalAmount: 900,
        chargedAmount: 900,
      }),
    ]);
  });

  it("refuses a webhook whose signature does not verify, and trusts Stripe, not the payload", async () => {
    const { client } = await signedInGuest();
    const { intentId } = await startPayment(client, {
      serviceType: "parking",
      checkIn: "2026-12-07",
      checkOut: "2026-12-08",
      quantity: 1,
    });

    const forged = await sendEvent("payment_intent.succeeded", intentId, "whsec_wrong");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, code: "INVALID_SIGNATURE" });

    // Correctly signed, but the intent is not paid at Stripe: no booking.
    expect((await sendEvent("payment_intent.succeeded", intentId)).statusCode).toBe(200);
    expect((await client.myBookings()).json().booking.data).toEqual([]);
  });

  it("payment_intent.payment_failed frees the hold, unless the guest asked for it again since", async () => {
    const { client } = await signedInGuest();
    const { quote, intentId } = await startPayment(client, {
      serviceType: "camp",
      checkIn: "2026-12-10",
      checkOut: "2026-12-11",
      quantity: 1,
      guests: 1,
    });
    const { and, eq, isNull } = await import("drizzle-orm");
    const { inventoryClaims } = await import("../src/db/schema");
    const liveHold = () =>
      testApp.ctx.db
        .select()
        .from(inventoryClaims)
        .where(and(eq(inventoryClaims.quoteId, quote.quoteId), isNull(inventoryClaims.releasedAt)));
    const now = testApp.clock.now().getTime();

    // A decline from before the hold was (re)placed arrives late: the retry's hold stays.
    const late = await sendEvent(
      "payment_intent.payment_failed",
      intentId,
      WEBHOOK_SECRET,
      new Date(now - 60_000),
    );
    expect(late.statusCode).toBe(200);
    expect(await liveHold()).toHaveLength(1);

    const current = await sendEvent(
      "payment_intent.payment_failed",
      intentId,
      WEBHOOK_SECRET,
      new Date(now + 1_000),
    );
    expect(current.statusCode).toBe(200);
    expect(await liveHold()).toEqual([]);
    // Trying again asks for the hold again.
    expect((await client.process(quote.quoteId, quote.totalAmount * 100)).statusCode).toBe(200);
    expect(await liveHold()).toHaveLength(1);
  });

  it("authorises a pending request (manual capture), and staff confirm captures it", async () => {
    const { client } = await signedInGuest();
    const stay = {
      serviceType: "room",
      roomType: "master",
      checkIn: "2026-12-20",
      checkOut: "2026-12-21",
    };
    const { inventoryClaims } = await import("../src/db/schema");
    const [full] = await testApp.ctx.db
      .insert(inventoryClaims)
      .values({ unitKey: "room:master", night: stay.checkIn, quantity: 6 })
      .returning();
    const { quote, intentId } = await startPayment(
      client,
      { ...stay, quantity: 1, guests: 1 },
      95_000,
    );
    expect(quote.status).toBe("pending");
    expect(fake.intents.get(intentId)?.capture_method).toBe("manual");
    fake.pay(intentId);
    const booking = await client.book(quote.quoteId, intentId);
    expect(booking.json().data).toMatchObject({ status: "pending", paymentStatus: "authorised" });

    // A room is freed (a guest cancelled), so the request now fits and staff may accept it.
    const { eq } = await import("drizzle-orm");
    await testApp.ctx.db
      .update(inventoryClaims)
      .set({ quantity: 5 })
      .where(eq(inventoryClaims.id, full?.id ?? ""));
    const admin = await signIn(testApp, "owner");
    const confirmed = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${booking.json().data._id}/confirm`,
      headers: { cookie: admin.cookie },
    });
    expect(confirmed.json().data).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
    });
    expect(fake.intents.get(intentId)?.status).toBe("succeeded");
  });

  // Each case cancels a paid stay of its own; the retry cancels it again, as staff pressing twice.
  const REFUNDS = [
    { refunds: "the whole payment", checkIn: "2026-12-24", payload: undefined, refunded: 45_000 },
    {
      refunds: "part of a payment (Stripe is sent the amount)",
      checkIn: "2026-12-26",
      payload: { refundAmount: 120.5 },
      refunded: 12_050,
    },
  ];
  for (const { refunds, checkIn, payload, refunded } of REFUNDS) {
    it(`refunds ${refunds} through Stripe when staff cancel a booking; a retry refunds nothing more`, async () => {
      const { client } = await signedInGuest();
      const stay = { serviceType: "camp", checkIn, checkOut: addDaysIso(checkIn, 1), quantity: 1 };
      const { intentId, booking } = await paidBooking(client, { ...stay, guests: 1 }, 45_000);
      const admin = await signIn(testApp, "owner");
      const cancel = () =>
        testApp.app.inject({
          method: "POST",
          url: `/api/admin/bookings/${booking._id}/cancel`,
          headers: { cookie: admin.cookie },
          payload,
        });
      const cancelled = await cancel();
      expect(cancelled.json().data).toMatchObject({
        status: "cancelled",
        paymentStatus: "refunded",
        refundedAmount: refunded / 100,
      });
      expect(fake.intents.get(intentId)?.amount_refunded).toBe(refunded);
      expect((await testApp.ctx.payments.retrieveIntent(intentId)).amountRefunded).toBe(refunded);
      expect((await cancel()).statusCode).toBe(200);
      const refunds = fake.calls.filter(
        (call) => call.path === "/v1/refunds" && call.idempotencyKey === `refund-${intentId}`,
      );
      expect(refunds).toHaveLength(1);
      expect(fake.intents.get(intentId)?.amount_refunded).toBe(refunded);
    });
  }
});
