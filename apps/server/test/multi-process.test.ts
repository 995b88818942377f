import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgresDatabase } from "../src/db/database";
import { seedUser } from "../src/db/factories";
import { roomTypes } from "../src/db/schema";
import { seedCatalogue } from "../src/db/seed";
import { killAllServers, type Site, signInAt, startSites } from "./helpers/server-process";
import { createPostgresTestDatabase, isRealPostgres } from "./helpers/test-database";

const ROOMS = 3;
const GUESTS = 30;
const STAYS = 6;

/** The fields of the answers this test reads. */
type Answer = {
  code?: string;
  data: { quoteId: string; totalAmount: number };
  client_secret: string;
  paymentIntentId: string;
};

/** One guest's fetches, signed in through one process and then sent to any of them. */
function guestOf(cookie: string) {
  return async (site: Site, method: "GET" | "POST", url: string, body?: object) => {
    const response = await fetch(`${site.base}${url}`, {
      method,
      headers: { "content-type": "application/json", cookie },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };
}

/**
 * The site as an operator runs it behind a load balancer: three server processes on one
 * PostgreSQL database. Guests race for the last rooms with every step of a booking sent to a
 * different process, and one process is killed in the middle of the burst.
 */
describe.runIf(isRealPostgres())("[SCALE] three processes on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let handle: DatabaseHandle;
  let dataDir: string;
  const sites: Site[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    handle = await openPostgresDatabase(database.url);
    dataDir = await mkdtemp(path.join(tmpdir(), "camp-scale-"));
    // Few kids' rooms, so the guests fight over them.
    await handle.migrate();
    await seedCatalogue(handle.db, dataDir);
    await handle.db
      .update(roomTypes)
      .set({ totalRooms: ROOMS })
      .where(eq(roomTypes.roomType, "kids"));

    sites.push(...(await startSites(database.url, dataDir, { RECONCILE_INTERVAL_SECONDS: "5" })));
  }, 120_000);

  afterAll(async () => {
    killAllServers();
    await handle?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("sells no night twice and leaves nobody paid without a booking, with a process killed mid-burst", async () => {
    const guests = await Promise.all(
      Array.from({ length: GUESTS }, async (_, index) =>
        guestOf(await signInAt(sites[index % sites.length] as Site, await seedUser(handle.db))),
      ),
    );

    // One more guest pays for a tent and closes the tab before the booking call: the
    // reconciler, in whichever process holds its lock, must make the booking.
    const leaver = guestOf(await signInAt(sites[0] as Site, await seedUser(handle.db)));
    const tentNight = addDaysIso(resortToday(), 30);
    const tentQuote = await leaver(sites[0] as Site, "POST", "/booking/check-availability", {
      serviceType: "camp",
      checkIn: tentNight,
      checkOut: addDaysIso(tentNight, 1),
      quantity: 1,
      guests: 2,
    });
    const tentPayment = await leaver(sites[1] as Site, "POST", "/payment/process", {
      quoteId: tentQuote.body.data.quoteId,
      amount: Math.round(tentQuote.body.data.totalAmount * 100),
    });
    const tentCard = await leaver(sites[2] as Site, "POST", "/payment/sandbox/confirm", {
      client_secret: tentPayment.body.client_secret,
      card: { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" },
    });
    expect(tentCard.status).toBe(200);

    const firstNight = addDaysIso(resortToday(), 20);
    /** Stays of three nights starting every other day: each night is fought over by two stays. */
    const stayOf = (round: number, index: number) => {
      const checkIn = addDaysIso(firstNight, ((index + round) % STAYS) * 2);
      return {
        serviceType: "room",
        roomType: "kids",
        checkIn,
        checkOut: addDaysIso(checkIn, 3),
        quantity: 1,
        guests: 1,
      };
    };

    // Once the first bookings are made, the last process dies without a word, in the middle of
    // other guests' payments.
    const [victim] = sites.slice(-1) as [Site];
    let booked = 0;
    const bookOnce = async (guest: (typeof guests)[number], round: number, index: number) => {
      // Each step of one guest's booking goes to the next process, as a load balancer spreads them.
      const at = (offset: number) => sites[(index + round + offset) % sites.length] as Site;
      try {
        const quote = await guest(
          at(0),
          "POST",
          "/booking/check-availability",
          stayOf(round, index),
        );
        if (quote.status !== 200) return `quote ${quote.status}`;
        const { quoteId, totalAmount } = quote.body.data;
        const payment = await guest(at(1), "POST", "/payment/process", {
          quoteId,
          amount: Math.round(totalAmount * 100),
        });
        if (payment.status !== 200) return `process ${payment.body.code}`;
        const card = await guest(at(2), "POST", "/payment/sandbox/confirm", {
          client_secret: payment.body.client_secret,
          card: { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" },
        });
        if (card.status !== 200) return `card ${card.status}`;
        const booking = await guest(at(3), "POST", "/booking", {
          quoteId,
          paymentInfo: { id: payment.body.paymentIntentId, status: "succeeded" },
        });
        if (booking.status === 201) booked += 1;
        if (booked === ROOMS && victim.running.child.exitCode === null)
          victim.running.child.kill("SIGKILL");
        return `booking ${booking.status}`;
      } catch {
        return "process died";
      }
    };
    const outcomes = (
      await Promise.all(
        guests.map(async (guest, index) => [
          await bookOnce(guest, 0, index),
          await bookOnce(guest, 1, index),
        ]),
      )
    ).flat();

    expect(await victim.running.exited).toBeNull(); // killed by a signal, not exited
    expect(outcomes).toContain("process died");
    expect(outcomes.filter((outcome) => outcome === "booking 201").length).toBeGreaterThan(0);

    // The survivors' reconciler (one of them at a time) books or refunds what the dead process left.
    const paidWithoutBooking = async () => {
      const result = await handle.db.execute(sql`
        select count(*)::int as count from sandbox_payment_intents intent
        left join bookings on bookings.payment_intent_id = intent.id
        where intent.status in ('succeeded', 'requires_capture')
          and intent.amount_refunded < intent.amount
          and bookings.id is null`);
      return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? -1;
    };
    const deadline = Date.now() + 60_000;
    while ((await paidWithoutBooking()) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await paidWithoutBooking()).toBe(0);
    const tentBooking = await handle.db.execute(
      sql`select status from bookings where payment_intent_id = ${tentPayment.body.paymentIntentId}`,
    );
    expect((tentBooking as unknown as { rows: unknown[] }).rows).toEqual([{ status: "confirmed" }]);

    // No night has more rooms sold than there are.
    const oversold = await handle.db.execute(sql`
      select claim.night, sum(claim.quantity)::int as sold from inventory_claims claim
      join bookings on bookings.id = claim.booking_id
      where claim.unit_key = 'room:kids' and claim.released_at is null
        and bookings.status in ('confirmed', 'completed')
      group by claim.night having sum(claim.quantity) > ${ROOMS}`);
    expect((oversold as unknown as { rows: unknown[] }).rows).toEqual([]);

    // The two survivors still serve, and say they are ready.
    for (const site of sites.slice(0, 2)) {
      const ready = await fetch(`${site.base}/ready`);
      expect(ready.status).toBe(200);
    }
  }, 180_000);
});
