import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { and, eq, gt, isNull } from "drizzle-orm";
import { expect } from "vitest";
import { inventoryClaims } from "../../src/db/schema";
import { signIn, type TestApp } from "./test-app";

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

/** A guest signed in through the API: their cookie and the user seedUser made. */
export type SignedInGuest = Awaited<ReturnType<typeof signIn>>;

/**
 * A booking made the way a guest makes one (quote, sandbox card, booking, through the API), by a
 * new signed-in guest unless `guest` is given: for tests whose subject starts after the booking.
 * Answers the booking as the API returned it (201), its guest, and the quote and intent it paid.
 */
export async function seedBooking(
  testApp: TestApp,
  stay: object,
  options: { guest?: SignedInGuest; card?: string } = {},
) {
  const guest = options.guest ?? (await signIn(testApp));
  const paid = await bookingClient(testApp, guest.cookie).payAndBook(stay, options.card);
  expect(paid.booking.statusCode, paid.booking.body).toBe(201);
  const booking = paid.booking.json().data as StoredBooking;
  return {
    booking,
    id: booking._id,
    cookie: guest.cookie,
    user: guest.user,
    quoteId: paid.quoteId as string,
    paymentIntentId: paid.paymentIntentId as string,
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
