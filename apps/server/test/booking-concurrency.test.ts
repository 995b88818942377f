import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { bookings, roomTypes } from "../src/db/schema";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, sessionCookieOf, type TestApp } from "./helpers/test-app";
import { isRealPostgres } from "./helpers/test-database";

/**
 * Many guests racing for the last units, in parallel, on a real PostgreSQL server (PGlite has one
 * connection, so nothing there runs in parallel). Exactly as many bookings as units, and every
 * other guest refused before paying or refunded after.
 */
describe.runIf(isRealPostgres())(
  "[BOOKING] no night is sold twice under concurrency (PostgreSQL)",
  () => {
    const UNITS = 3;
    const GUESTS = 5 * UNITS;
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000" });
      await testApp.ctx.db
        .update(roomTypes)
        .set({ totalRooms: UNITS })
        .where(eq(roomTypes.roomType, "kids"));
    });
    afterAll(() => testApp?.close());

    async function guests(count: number) {
      return Promise.all(
        Array.from({ length: count }, async () => {
          const user = await seedUser(testApp.ctx.db);
          const login = await testApp.app.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { email: user.email, password: user.password },
          });
          return bookingClient(testApp, sessionCookieOf(login));
        }),
      );
    }

    const stay = (checkIn: string, checkOut: string) => ({
      serviceType: "room",
      roomType: "kids",
      checkIn,
      checkOut,
      quantity: 1,
      guests: 1,
    });

    async function bookingsFor(quoteIds: string[]) {
      return testApp.ctx.db
        .select()
        .from(bookings)
        .where(and(inArray(bookings.quoteId, quoteIds), eq(bookings.status, "confirmed")));
    }

    it(`${GUESTS} guests racing for ${UNITS} rooms: exactly ${UNITS} bookings, nobody else charged`, async () => {
      const clients = await guests(GUESTS);
      // Everyone sees free rooms and gets a confirmed quote...
      const quotes = await Promise.all(
        clients.map((client) => client.quote(stay("2026-12-20", "2026-12-22"))),
      );
      expect(quotes.every((quote) => quote.json().data.status === "confirmed")).toBe(true);

      // ...then all pay at once.
      const results = await Promise.all(
        quotes.map(async (quote, index) => {
          const client = clients[index] as (typeof clients)[number];
          const { quoteId, totalAmount } = quote.json().data;
          const process = await client.process(quoteId, Math.round(totalAmount * 100));
          if (process.statusCode !== 200)
            return { quoteId, process: process.statusCode, code: process.json().code };
          const confirm = await client.confirmCard(process.json().client_secret);
          const booking = await client.book(quoteId, process.json().paymentIntentId);
          return {
            quoteId,
            process: 200,
            confirm: confirm.statusCode,
            booking: booking.statusCode,
          };
        }),
      );
      const booked = results.filter((result) => result.booking === 201);
      const refused = results.filter((result) => result.process !== 200);
      expect(booked).toHaveLength(UNITS);
      expect(refused).toHaveLength(GUESTS - UNITS);
      expect(
        refused.every((result) => result.process === 409 && result.code === "NO_LONGER_AVAILABLE"),
      ).toBe(true);
      expect(await bookingsFor(results.map((result) => result.quoteId))).toHaveLength(UNITS);
    });

    it("paid guests whose holds ran out race new guests: the rest are refunded, never double-booked", async () => {
      const first = await guests(UNITS);
      const second = await guests(UNITS);
      const night = stay("2027-01-20", "2027-01-21");

      // The first guests hold and pay, but their holds run out before they book.
      const firstPayments = await Promise.all(
        first.map(async (client) => {
          const { quoteId, totalAmount } = (await client.quote(night)).json().data;
          const process = (await client.process(quoteId, Math.round(totalAmount * 100))).json();
          expect((await client.confirmCard(process.client_secret)).statusCode).toBe(200);
          return { client, quoteId, intentId: process.paymentIntentId as string };
        }),
      );
      testApp.clock.advance(16 * 60_000);

      // Now everyone books at once: the second group's fresh holds against the first group's late bookings.
      const secondRun = second.map((client) => client.payAndBook(night));
      const firstRun = firstPayments.map((payment) =>
        payment.client.book(payment.quoteId, payment.intentId),
      );
      const [secondResults, firstResults] = await Promise.all([
        Promise.all(secondRun),
        Promise.all(firstRun),
      ]);

      const statuses = [
        ...secondResults.map((result) => result.booking.statusCode ?? result.process.statusCode),
        ...firstResults.map((result) => result.statusCode),
      ];
      expect(statuses.filter((status) => status === 201)).toHaveLength(UNITS);
      const quoteIds = [
        ...secondResults.map((result) => result.quoteId),
        ...firstPayments.map((payment) => payment.quoteId),
      ];
      expect(await bookingsFor(quoteIds)).toHaveLength(UNITS);

      // Every first-group guest without a booking got the money back.
      for (const [index, payment] of firstPayments.entries()) {
        if (firstResults[index]?.statusCode === 201) continue;
        expect(firstResults[index]?.json().code).toBe("SOLD_OUT");
        const intent = await testApp.ctx.payments.retrieveIntent(payment.intentId);
        expect(intent.amountRefunded).toBe(intent.amount);
      }
    });
  },
);
