import { and, eq, gt, isNull } from "drizzle-orm";
import { inventoryClaims } from "../../src/db/schema";
import type { TestApp } from "./test-app";

export const TEST_CARDS = {
  visa: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  expired: "4000000000000069",
  incorrectCvc: "4000000000000127",
} as const;

/** The calls of the booking journey, as the web app makes them, for one signed-in guest. */
export function bookingClient(testApp: TestApp, cookie: string) {
  const { app } = testApp;
  const post = (url: string, payload: object) =>
    app.inject({ method: "POST", url, payload, headers: { cookie } });
  return {
    quote: (body: object) => post("/api/booking/check-availability", body),
    quotePackage: (body: object) => post("/api/package-booking/new-check-availability", body),
    process: (quoteId: string, amount: number) => post("/api/payment/process", { quoteId, amount }),
    confirmCard: (clientSecret: string, number: string = TEST_CARDS.visa, overrides: object = {}) =>
      app.inject({
        method: "POST",
        url: "/api/payment/sandbox/confirm",
        payload: {
          client_secret: clientSecret,
          card: { number, exp_month: 12, exp_year: 2030, cvc: "123", ...overrides },
          billing_details: { name: "Test Guest", email: "guest@example.com" },
        },
      }),
    book: (quoteId: string, paymentIntentId: string, extra: object = {}) =>
      post("/api/booking", {
        quoteId,
        paymentInfo: { id: paymentIntentId, status: "succeeded" },
        ...extra,
      }),
    bookPackage: (quoteId: string, paymentIntentId: string) =>
      post("/api/package-booking/new", {
        quoteId,
        paymentInfo: { id: paymentIntentId, status: "succeeded" },
      }),
    myBookings: () => app.inject({ method: "GET", url: "/api/booking/me", headers: { cookie } }),
    quoteDetail: (quoteId: string) =>
      app.inject({ method: "GET", url: `/api/booking/quote/${quoteId}`, headers: { cookie } }),

    /** Quote -> intent -> card -> booking; answers every step's response. */
    async payAndBook(body: object, card: string = TEST_CARDS.visa) {
      const quote = await this.quote(body);
      const { quoteId, totalAmount } = quote.json().data;
      const process = await this.process(quoteId, Math.round(totalAmount * 100));
      const { client_secret, paymentIntentId } = process.json();
      const confirm = await this.confirmCard(client_secret, card);
      const booking = await this.book(quoteId, paymentIntentId);
      return { quote, process, confirm, booking, quoteId, paymentIntentId };
    },
  };
}

/** The quote's claims that still hold units now (not released, hold not run out). */
export const liveClaimsOf = (testApp: TestApp, quoteId: string) =>
  testApp.ctx.db
    .select()
    .from(inventoryClaims)
    .where(
      and(
        eq(inventoryClaims.quoteId, quoteId),
        isNull(inventoryClaims.releasedAt),
        gt(inventoryClaims.holdExpiresAt, testApp.clock.now()),
      ),
    );
