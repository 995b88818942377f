import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extras, inventoryClaims } from "../src/db/schema";
import { lockUnits } from "../src/features/inventory/inventory-repository";
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

    it("a capacity edit waits for a hold that holds the activity's ledger lock (decision 021)", async () => {
      const admin = await signIn(testApp, "owner");
      const [horse] = await testApp.ctx.db
        .update(extras)
        .set({ dailyCapacity: 5 })
        .where(eq(extras.slug, "horse-riding"))
        .returning();
      if (!horse) throw new Error("no horse riding");
      // A hold in progress: it took the activity's lock and read the capacity it judges by (5).
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let isLocked = () => {};
      const locked = new Promise<void>((resolve) => {
        isLocked = resolve;
      });
      const hold = testApp.ctx.db.transaction(async (tx) => {
        await lockUnits(tx, [`extra:${horse.id}`]);
        const [read] = await tx.select().from(extras).where(eq(extras.id, horse.id));
        isLocked();
        await released;
        return read?.dailyCapacity;
      });
      await locked;

      const edit = testApp.app
        .inject({
          method: "PATCH",
          url: `/api/admin/extras/${horse.id}`,
          headers: { cookie: admin.cookie },
          payload: { dailyCapacity: 1 },
        })
        .then((response) => ({ kind: "answered" as const, response }));
      // Whichever comes first: the edit answering, or the edit seen waiting on an advisory lock.
      let isWatching = true;
      const waiting = (async () => {
        while (isWatching) {
          const rows = await testApp.ctx.db.execute(
            sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
          );
          const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
          if (Number((list[0] as { waiting: number } | undefined)?.waiting ?? 0) > 0) {
            return { kind: "waiting" as const };
          }
          await new Promise((resolve) => setImmediate(resolve));
        }
        return { kind: "stopped" as const };
      })();
      const first = await Promise.race([edit, waiting]);
      isWatching = false;
      release();
      expect(await hold).toBe(5);
      const answered = await edit;
      // Before the fix the edit answered at once, while a hold judged by the old capacity went on.
      expect(first.kind).toBe("waiting");
      expect(answered.response.statusCode, answered.response.body).toBe(200);
      expect(answered.response.json().data.dailyCapacity).toBe(1);
    });
  },
);
