import { and, eq, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, inventoryClaims, sandboxPaymentIntents } from "../src/db/schema";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { isRealPostgres } from "./helpers/test-database";

/**
 * A promo code with one use left, raced by twenty guests starting their payment at once on a real
 * PostgreSQL server (PGlite runs one statement at a time): exactly one holds it and books, every
 * other guest is refused PROMO_USED_UP before paying, and nobody is charged without a booking
 * (decision 026).
 */
describe.runIf(isRealPostgres())("[PROMO] the last use of a code, raced (PostgreSQL)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
      QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
    });
  });
  afterAll(() => testApp?.close());

  it("twenty guests, one use left: one booking has it, nineteen are refused", async () => {
    const admin = await signIn(testApp, "owner");
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/promo-codes",
      payload: { code: "LASTONE", percentOff: 10, maxUses: 1 },
      headers: { cookie: admin.cookie },
    });
    expect(created.statusCode).toBe(201);
    const codeId = created.json().data.id as string;

    // Twenty different stays (a tent each), so only the code is short, never the nights.
    const clients = await Promise.all(
      Array.from({ length: 20 }, async () =>
        bookingClient(testApp, (await signIn(testApp)).cookie),
      ),
    );
    const quotes = await Promise.all(
      clients.map((client, index) =>
        client.quote({
          serviceType: "camp",
          checkIn: `2027-05-${String(index + 1).padStart(2, "0")}`,
          checkOut: `2027-05-${String(index + 2).padStart(2, "0")}`,
          quantity: 1,
          guests: 1,
          promoCode: "lastone",
        }),
      ),
    );
    for (const quote of quotes) {
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json().data).toMatchObject({ status: "confirmed", discount: 45 });
    }

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
    expect(results.filter((result) => result === "booked")).toHaveLength(1);
    expect(results.filter((result) => result === "PROMO_USED_UP")).toHaveLength(19);

    const uses = await testApp.ctx.db
      .select()
      .from(inventoryClaims)
      .where(
        and(like(inventoryClaims.unitKey, `promo:${codeId}%`), isNull(inventoryClaims.releasedAt)),
      );
    expect(uses.map((claim) => claim.quantity)).toEqual([1]);
    expect(uses[0]?.bookingId).not.toBeNull();

    // Charged: exactly the one intent that became the booking.
    const charged = await testApp.ctx.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.status, "succeeded"));
    const booked = await testApp.ctx.db.select().from(bookings);
    expect(charged.map((intent) => intent.id)).toEqual(booked.map((row) => row.paymentIntentId));
  });
});
