import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extras, inventoryClaims } from "../src/db/schema";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { isRealPostgres } from "./helpers/test-database";

/**
 * Two guests paying at once for the last seat of an activity, on a real PostgreSQL server (PGlite
 * runs one statement at a time): one gets it, the other is refused before paying, and the ledger
 * never holds more than the day's capacity (docs/decisions/021).
 */
describe.runIf(isRealPostgres())(
  "[EXTRAS] the last seat of an activity, raced (PostgreSQL)",
  () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000" });
    });
    afterAll(() => testApp?.close());

    it("two guests, one seat left: one booking has it, the other is refused", async () => {
      const [horse] = await testApp.ctx.db
        .update(extras)
        .set({ dailyCapacity: 1 })
        .where(eq(extras.slug, "horse-riding"))
        .returning();
      if (!horse) throw new Error("no horse riding");
      const stay = {
        serviceType: "camp",
        checkIn: "2026-12-05",
        checkOut: "2026-12-06",
        quantity: 1,
        guests: 1,
        extras: [{ id: horse.id, date: "2026-12-05", quantity: 1 }],
      };
      const clients = await Promise.all(
        [1, 2].map(async () => bookingClient(testApp, (await signIn(testApp)).cookie)),
      );
      const quotes = await Promise.all(clients.map((client) => client.quote(stay)));
      expect(quotes.map((quote) => quote.json().data.status)).toEqual(["confirmed", "confirmed"]);

      const results = await Promise.all(
        clients.map(async (client, index) => {
          const { quoteId, totalAmount } = (quotes[index] as (typeof quotes)[number]).json().data;
          const process = await client.process(quoteId, Math.round(totalAmount * 100));
          if (process.statusCode !== 200) return process.json().code as string;
          await client.confirmCard(process.json().client_secret);
          const booking = await client.book(quoteId, process.json().paymentIntentId);
          return booking.statusCode === 201 ? "booked" : (booking.json().code as string);
        }),
      );
      expect(results.sort()).toEqual(["NO_LONGER_AVAILABLE", "booked"]);
      const claims = await testApp.ctx.db
        .select()
        .from(inventoryClaims)
        .where(
          and(eq(inventoryClaims.unitKey, `extra:${horse.id}`), isNull(inventoryClaims.releasedAt)),
        );
      expect(claims.reduce((sum, claim) => sum + claim.quantity, 0)).toBe(1);
    });
  },
);
