import { addDaysIso, listNights } from "@camp/shared/dates/stay-dates";
import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, quotes, roomTypes } from "../src/db/schema";
import { cancelBooking } from "../src/features/cancellations-and-refunds/cancel-booking";
import { reconcilePayments } from "../src/features/payments/reconcile-payments";
import { bookingClient, TEST_CARDS } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

const KIDS_ROOMS = 2;
const USERS = 3;
const WINDOW_DAYS = 6;

/**
 * Each guest walks the journey quote -> hold -> card -> booking; an "advance" op moves one guest one
 * step on (with a new stay after a booking), so the random part is how the guests' steps interleave.
 */
type Op =
  | {
      kind: "advance";
      user: number;
      start: number;
      nights: number;
      quantity: number;
      isDeclined: boolean;
    }
  | { kind: "abandon"; user: number }
  | { kind: "cancel"; user: number }
  | { kind: "expire" }
  | { kind: "reconcile" };

const user = fc.integer({ min: 0, max: USERS - 1 });
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant("advance" as const),
      user,
      start: fc.integer({ min: 0, max: 3 }),
      nights: fc.integer({ min: 1, max: 3 }),
      quantity: fc.integer({ min: 1, max: 2 }),
      isDeclined: fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0), // one card in five is refused
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("abandon" as const), user }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), user }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("expire" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("reconcile" as const) }) },
);

let testApp: TestApp;
let clients: ReturnType<typeof bookingClient>[];
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.ctx.db
    .update(roomTypes)
    .set({ totalRooms: KIDS_ROOMS })
    .where(eq(roomTypes.roomType, "kids"));
  clients = await Promise.all(
    Array.from({ length: USERS }, async () =>
      bookingClient(testApp, (await signIn(testApp)).cookie),
    ),
  );
});
afterAll(() => testApp.close());

/** Confirmed kids rooms per night of the window never exceed the rooms the resort has. */
async function expectNoNightSoldTwice(windowStart: string) {
  const rows = await testApp.ctx.db
    .select()
    .from(bookings)
    .where(
      and(eq(bookings.roomType, "kids"), inArray(bookings.status, ["confirmed", "completed"])),
    );
  for (const night of listNights(windowStart, addDaysIso(windowStart, WINDOW_DAYS))) {
    const sold = rows
      .filter((row) => row.checkIn <= night && night < row.checkOut)
      .reduce((sum, row) => sum + row.quantity, 0);
    expect(sold, `kids rooms sold on ${night}`).toBeLessThanOrEqual(KIDS_ROOMS);
  }
}

let run = 0;

describe("[BOOKING] randomised interleavings (fast-check)", () => {
  it("holds, payments, bookings, cancellations and expiries never sell a night twice or keep money without a booking", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 6, maxLength: 24 }), async (ops) => {
        run += 1;
        const windowStart = addDaysIso("2027-06-01", run * (WINDOW_DAYS + 1));
        const state = clients.map(() => ({
          stage: "new" as "new" | "quoted" | "holding" | "paid",
          quote: undefined as { quoteId: string; amount: number } | undefined,
          payment: undefined as { secret: string; intentId: string } | undefined,
          bookingIds: [] as string[],
        }));
        const quoteIds: string[] = [];

        const step = async (op: Op) => {
          if (op.kind === "expire") return testApp.clock.advance(16 * 60_000);
          if (op.kind === "reconcile") return reconcilePayments(testApp.ctx);
          const client = clients[op.user];
          const mine = state[op.user];
          if (!client || !mine) return;
          if (op.kind === "abandon") {
            mine.stage = "new";
          } else if (op.kind === "cancel") {
            const bookingId = mine.bookingIds.shift();
            if (bookingId) await cancelBooking(testApp.ctx, bookingId);
          } else if (mine.stage === "new" || !mine.quote) {
            const checkIn = addDaysIso(windowStart, op.start);
            const response = await client.quote({
              serviceType: "room",
              roomType: "kids",
              checkIn,
              checkOut: addDaysIso(checkIn, op.nights),
              quantity: op.quantity,
              guests: op.quantity,
            });
            if (response.statusCode !== 200) return;
            const data = response.json().data;
            mine.quote = { quoteId: data.quoteId, amount: Math.round(data.totalAmount * 100) };
            mine.stage = "quoted";
            quoteIds.push(data.quoteId);
          } else if (mine.stage === "quoted") {
            const response = await client.process(mine.quote.quoteId, mine.quote.amount);
            if (response.statusCode !== 200) {
              mine.stage = "new";
              return;
            }
            mine.payment = {
              secret: response.json().client_secret,
              intentId: response.json().paymentIntentId,
            };
            mine.stage = "holding";
          } else if (mine.stage === "holding" && mine.payment) {
            const response = await client.confirmCard(
              mine.payment.secret,
              op.isDeclined ? TEST_CARDS.declined : TEST_CARDS.visa,
            );
            mine.stage =
              response.statusCode === 200 ? "paid" : response.statusCode === 402 ? "quoted" : "new";
          } else if (mine.stage === "paid" && mine.payment) {
            const response = await client.book(mine.quote.quoteId, mine.payment.intentId);
            if (response.statusCode === 201) mine.bookingIds.push(response.json().data._id);
            mine.stage = "new";
          }
        };

        // Three steps at a time, so users' steps really overlap (in parallel on PostgreSQL).
        for (let index = 0; index < ops.length; index += 3) {
          await Promise.all(ops.slice(index, index + 3).map(step));
          await expectNoNightSoldTwice(windowStart);
        }

        // Later, once every hold and grace period has run out: nobody keeps paying without a booking.
        testApp.clock.advance(3 * 3_600_000);
        await reconcilePayments(testApp.ctx);
        await expectNoNightSoldTwice(windowStart);
        if (quoteIds.length === 0) return;
        const rows = await testApp.ctx.db.select().from(quotes).where(inArray(quotes.id, quoteIds));
        for (const quote of rows) {
          if (!quote.paymentIntentId) continue;
          const intent = await testApp.ctx.payments.retrieveIntent(quote.paymentIntentId);
          const isMoneyKept =
            intent.status === "succeeded" && intent.amountRefunded < intent.amount;
          const [booking] = await testApp.ctx.db
            .select()
            .from(bookings)
            .where(eq(bookings.quoteId, quote.id));
          if (isMoneyKept)
            expect(booking?.status, `quote ${quote.id}`).toMatch(/confirmed|completed/);
          if (booking) expect(intent.status).not.toBe("requires_payment_method");
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
