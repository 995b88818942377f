import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "../src/config/env";
import { inventoryClaims, quotes } from "../src/db/schema";
import { reconcilePayments } from "../src/features/payments/reconcile-payments";
import { canHoldMore } from "../src/features/quotes/hold-limits";
import { bookingClient, liveClaimsOf, TEST_CARDS } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { isRealPostgres } from "./helpers/test-database";

/**
 * Hold squatting (decision 013): one free account held every unit for a year by starting a
 * payment for each stay and asking for the holds again whenever they ran out. The defaults are in
 * force here: 60 unit-nights and 3 stays held per account, 30 price checks a minute, a hold of 15
 * minutes placed (first or again) only while the 30-minute price is live, 60 minutes' payment grace.
 */
const HOLD_LIMIT_MESSAGE =
  "You are already holding as many rooms and nights as one account may. Pay for or let go of a stay you started before holding more.";
const TOO_MANY_QUOTES_MESSAGE =
  "Too many price checks in a short time. Please wait a minute and try again.";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function guest() {
  const { cookie, user } = await signIn(testApp);
  return { client: bookingClient(testApp, cookie), user, cookie };
}

type Client = ReturnType<typeof bookingClient>;

const rooms = (roomType: "master" | "kids", checkIn: string, nights: number, quantity: number) => ({
  serviceType: "room",
  roomType,
  checkIn,
  checkOut: addDaysIso(checkIn, nights),
  quantity,
  guests: quantity,
});
const tents = (checkIn: string, nights: number, quantity: number) => ({
  serviceType: "camp",
  checkIn,
  checkOut: addDaysIso(checkIn, nights),
  quantity,
  guests: quantity,
});

/** Quote, then start the payment (which places the hold). */
async function quoteAndHold(client: Client, stay: object) {
  const quote = await client.quote(stay);
  expect(quote.statusCode).toBe(200);
  const { quoteId, totalAmount, status } = quote.json().data;
  const amount = Math.round(totalAmount * 100);
  const process = await client.process(quoteId, amount);
  return { quoteId, amount, status, process };
}

/** What an account holds right now: stays with a live hold, and their unit-nights. */
async function heldBy(userId: string) {
  const rows = await testApp.ctx.db
    .select({ quoteId: inventoryClaims.quoteId, quantity: inventoryClaims.quantity })
    .from(inventoryClaims)
    .innerJoin(quotes, eq(quotes.id, inventoryClaims.quoteId))
    .where(
      and(
        eq(quotes.userId, userId),
        isNull(inventoryClaims.releasedAt),
        isNull(inventoryClaims.bookingId),
        gt(inventoryClaims.holdExpiresAt, testApp.clock.now()),
      ),
    );
  return {
    quotes: new Set(rows.map((row) => row.quoteId)).size,
    unitNights: rows.reduce((total, row) => total + row.quantity, 0),
  };
}

const findQuoteRow = async (quoteId: string) =>
  (await testApp.ctx.db.select().from(quotes).where(eq(quotes.id, quoteId)))[0];

const expectHoldLimit = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    success: false,
    code: "HOLD_LIMIT_REACHED",
    message: HOLD_LIMIT_MESSAGE,
  });
};

describe("[CHECKOUT] one account cannot hold the resort", () => {
  it("a script holding every stay of the year is stopped, and an honest guest still gets a confirmed price", async () => {
    const squatter = await guest();
    const refused: LightMyRequestResponse[] = [];
    let held = 0;
    // The script obeys Retry-After, so the rate limit only slows it down: the caps must stop it.
    const obeying = async (call: () => Promise<LightMyRequestResponse>) => {
      for (;;) {
        const response = await call();
        if (response.statusCode !== 429) return response;
        testApp.clock.advance(Number(response.headers["retry-after"]) * 1000);
      }
    };
    for (let block = 0; block < 12; block++) {
      const checkIn = addDaysIso("2026-12-01", block * 30);
      for (const stay of [
        rooms("master", checkIn, 30, 4),
        rooms("kids", checkIn, 30, 4),
        tents(checkIn, 30, 4),
      ]) {
        const quote = await obeying(() => squatter.client.quote(stay));
        const { quoteId, totalAmount } = quote.json().data;
        const process = await obeying(() =>
          squatter.client.process(quoteId, Math.round(totalAmount * 100)),
        );
        if (process.statusCode === 200) held += 1;
        else refused.push(process);
      }
    }
    // A stay held alone is never refused for its size; nothing else fits beside 120 unit-nights.
    expect(held).toBe(1);
    expect(refused).toHaveLength(35);
    for (const response of refused) expectHoldLimit(response);
    expect(await heldBy(squatter.user.id)).toEqual({ quotes: 1, unitNights: 4 * 30 });

    const honest = await guest();
    for (const stay of [rooms("kids", "2026-12-10", 2, 2), tents("2027-06-01", 3, 4)]) {
      const { status, process } = await quoteAndHold(honest.client, stay);
      expect(status).toBe("confirmed");
      expect(process.statusCode).toBe(200);
    }
  });

  it("stops at 3 stays, and at 60 unit-nights, held at once", async () => {
    const byStays = await guest();
    for (const week of [0, 1, 2]) {
      const stay = rooms("master", addDaysIso("2027-07-01", week * 7), 7, 2); // 14 unit-nights
      expect((await quoteAndHold(byStays.client, stay)).process.statusCode).toBe(200);
    }
    expectHoldLimit(
      (await quoteAndHold(byStays.client, tents("2027-07-22", 1, 1))).process, // 1 more, 4th stay
    );

    const byNights = await guest();
    const first = await quoteAndHold(byNights.client, rooms("kids", "2027-08-01", 10, 3));
    const second = await quoteAndHold(byNights.client, tents("2027-08-01", 10, 3));
    expect([first.process.statusCode, second.process.statusCode]).toEqual([200, 200]); // 30 + 30
    expectHoldLimit((await quoteAndHold(byNights.client, tents("2027-08-20", 1, 1))).process);
    expect(await heldBy(byNights.user.id)).toEqual({ quotes: 2, unitNights: 60 });
  });

  it("a booking is not a hold: once paid, the account may hold again", async () => {
    const { client, user } = await guest();
    const first = await quoteAndHold(client, rooms("master", "2027-09-01", 10, 3)); // 30
    await quoteAndHold(client, tents("2027-09-01", 10, 3)); // 30
    expectHoldLimit((await quoteAndHold(client, tents("2027-09-15", 1, 1))).process);

    const { client_secret, paymentIntentId } = first.process.json();
    expect((await client.confirmCard(client_secret)).statusCode).toBe(200);
    expect((await client.book(first.quoteId, paymentIntentId)).statusCode).toBe(201);
    expect((await quoteAndHold(client, tents("2027-09-15", 1, 1))).process.statusCode).toBe(200);
    expect(await heldBy(user.id)).toEqual({ quotes: 2, unitNights: 31 });
  });

  it("holding the same stay again counts it once", async () => {
    const { client, user } = await guest();
    const first = await quoteAndHold(client, rooms("master", "2027-10-01", 10, 3)); // 30
    const second = await quoteAndHold(client, tents("2027-10-01", 10, 3)); // 30: at the cap
    expect([first.process.statusCode, second.process.statusCode]).toEqual([200, 200]);

    // The page reloads: the same hold is answered again.
    expect((await client.process(first.quoteId, first.amount)).statusCode).toBe(200);
    // A refused card lets the hold go; "Try again" asks for it again.
    const { client_secret } = first.process.json();
    expect((await client.confirmCard(client_secret, TEST_CARDS.declined)).statusCode).toBe(402);
    expect(await liveClaimsOf(testApp, first.quoteId)).toEqual([]);
    expect((await client.process(first.quoteId, first.amount)).statusCode).toBe(200);
    // The hold runs out and is asked for again while the price still stands.
    testApp.clock.advance(15 * 60_000 + 1000);
    expect((await client.process(second.quoteId, second.amount)).statusCode).toBe(200);
    expect((await client.process(first.quoteId, first.amount)).statusCode).toBe(200);
    expect(await heldBy(user.id)).toEqual({ quotes: 2, unitNights: 60 });
    // ...and another card straight after a decline re-holds it through the card call itself.
    expect((await client.confirmCard(client_secret, TEST_CARDS.declined)).statusCode).toBe(402);
    expect((await client.confirmCard(client_secret)).statusCode).toBe(200);
    expect(
      (await client.book(first.quoteId, first.process.json().paymentIntentId)).statusCode,
    ).toBe(201);
  });

  it("admins are held to the same caps", async () => {
    const { cookie } = await signIn(testApp, "owner");
    const client = bookingClient(testApp, cookie);
    await quoteAndHold(client, rooms("master", "2027-11-01", 10, 3));
    await quoteAndHold(client, tents("2027-11-01", 10, 3));
    expectHoldLimit((await quoteAndHold(client, tents("2027-11-15", 1, 1))).process);
  });

  it("decides by the rule: a lone stay always, more only within both caps", () => {
    const limits = { maxQuotes: 3, maxUnitNights: 60 };
    expect(canHoldMore({ quotes: 0, unitNights: 0 }, 450, limits)).toBe(true);
    expect(canHoldMore({ quotes: 1, unitNights: 30 }, 30, limits)).toBe(true);
    expect(canHoldMore({ quotes: 1, unitNights: 30 }, 31, limits)).toBe(false);
    expect(canHoldMore({ quotes: 2, unitNights: 2 }, 1, limits)).toBe(true);
    expect(canHoldMore({ quotes: 3, unitNights: 3 }, 1, limits)).toBe(false);
  });
});

describe("[CHECKOUT] parallel payments of one account", () => {
  // On PGlite the calls queue on one connection; on PostgreSQL they really run at once.
  const rounds = isRealPostgres() ? 6 : 1;
  it(`never take the account past its caps (${rounds} round(s))`, async () => {
    for (let round = 0; round < rounds; round++) {
      const { client, user } = await guest();
      const base = addDaysIso("2026-12-01", round * 40);
      // Six stays of 20 unit-nights over three unit types: at most three fit (3 stays, 60).
      const stays = [
        rooms("master", base, 10, 2),
        rooms("kids", base, 10, 2),
        tents(base, 10, 2),
        rooms("master", addDaysIso(base, 10), 10, 2),
        rooms("kids", addDaysIso(base, 10), 10, 2),
        tents(addDaysIso(base, 10), 10, 2),
      ];
      const quoted = [];
      for (const stay of stays) quoted.push((await client.quote(stay)).json().data);
      const results = await Promise.all(
        quoted.map((quote) => client.process(quote.quoteId, Math.round(quote.totalAmount * 100))),
      );
      const codes = results.map((result) =>
        result.statusCode === 200 ? "held" : result.json().code,
      );
      expect(codes.filter((code) => code === "held")).toHaveLength(3);
      expect(codes.filter((code) => code === "HOLD_LIMIT_REACHED")).toHaveLength(3);
      expect(await heldBy(user.id)).toEqual({ quotes: 3, unitNights: 60 });
    }
  });
});

describe("[CHECKOUT] a stay in payment cannot keep its units by asking again", () => {
  it("asked for again at every end, the hold is placed for the last time before the price runs out; then the stay expires", async () => {
    const { client } = await guest();
    // All four kids rooms: while this hold counts, nobody else gets a confirmed price for them.
    const stay = rooms("kids", "2027-06-10", 2, 4);
    const { quoteId, amount, process } = await quoteAndHold(client, stay);
    const priceEnds = (await findQuoteRow(quoteId))?.expiresAt.getTime() ?? 0;
    expect(process.statusCode).toBe(200);

    // The squatter asks again as each hold ends.
    const answers: number[] = [];
    for (let round = 0; round < 6; round++) {
      testApp.clock.advance(15 * 60_000 + 1000);
      answers.push((await client.process(quoteId, amount)).statusCode);
    }
    expect(answers).toEqual([200, 410, 410, 410, 410, 410]);
    expect(await liveClaimsOf(testApp, quoteId)).toEqual([]);
    const lastHoldEnd = (await findQuoteRow(quoteId))?.holdExpiresAt?.getTime() ?? 0;
    expect(lastHoldEnd).toBeLessThanOrEqual(priceEnds + 15 * 60_000);
    // The tents are back on sale for everyone else.
    const honest = await guest();
    expect((await quoteAndHold(honest.client, stay)).status).toBe("confirmed");

    // After the payment grace the reconciler cancels the intent and the stay is over for good.
    testApp.clock.advance(60 * 60_000);
    await reconcilePayments(testApp.ctx);
    const row = await findQuoteRow(quoteId);
    expect(row?.state).toBe("expired");
    const intentId = process.json().paymentIntentId;
    expect((await testApp.ctx.payments.retrieveIntent(intentId)).status).toBe("canceled");
    const again = await client.process(quoteId, amount);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("QUOTE_CLOSED");
  });

  it("a card refused after the price ran out cannot be retried either", async () => {
    const { client } = await guest();
    const { quoteId, amount, process } = await quoteAndHold(client, tents("2027-06-15", 1, 1));
    testApp.clock.advance(31 * 60_000); // the price ran out a minute ago; the hold 16 minutes ago
    const { client_secret } = process.json();
    expect((await client.confirmCard(client_secret, TEST_CARDS.declined)).statusCode).toBe(402);
    testApp.clock.advance(2 * 60_000);
    const retry = await client.confirmCard(client_secret);
    expect(retry.statusCode).toBe(410);
    expect(retry.json().code).toBe("QUOTE_EXPIRED");
    expect((await client.process(quoteId, amount)).statusCode).toBe(410);
    const intentId = process.json().paymentIntentId;
    expect((await testApp.ctx.payments.retrieveIntent(intentId)).status).toBe(
      "requires_payment_method",
    );
  });
});

describe("[CHECKOUT] a guest who pays at the last moment still books", () => {
  it("paid one second before the hold ends", async () => {
    const { client } = await guest();
    const { quoteId, process } = await quoteAndHold(client, tents("2027-05-01", 1, 1));
    testApp.clock.advance(15 * 60_000 - 1000);
    expect((await client.confirmCard(process.json().client_secret)).statusCode).toBe(200);
    const booking = await client.book(quoteId, process.json().paymentIntentId);
    expect(booking.statusCode).toBe(201);
    expect(booking.json().data.status).toBe("confirmed");
  });

  it("paid after the hold and the price, before the grace ends: the page and the reconciler book it", async () => {
    const { client } = await guest();
    const { quoteId, amount, process } = await quoteAndHold(client, tents("2027-05-03", 1, 1));
    testApp.clock.advance(50 * 60_000);
    expect((await client.confirmCard(process.json().client_secret)).statusCode).toBe(200);
    // The page, reloaded, is told the stay is paid (not that its price ran out) and books it.
    const again = await client.process(quoteId, amount);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_PAID");
    testApp.clock.advance(60 * 60_000); // the browser vanished; the grace is over
    await reconcilePayments(testApp.ctx);
    expect(await findQuoteRow(quoteId)).toMatchObject({ state: "fulfilled" });
    expect((await client.myBookings()).json().booking.data).toMatchObject([
      { status: "confirmed", paymentStatus: "completed" },
    ]);
  });

  it("paid while the reconciler cancels: the cancel is refused and the payment books", async () => {
    const { client } = await guest();
    const { quoteId, process } = await quoteAndHold(client, tents("2027-05-05", 1, 1));
    const intentId = process.json().paymentIntentId;
    testApp.clock.advance((15 + 61) * 60_000);
    const retrieve = testApp.ctx.payments.retrieveIntent;
    testApp.ctx.payments.retrieveIntent = async (id) => {
      const seen = await retrieve(id); // unpaid when the reconciler looks...
      if (id === intentId) {
        testApp.ctx.payments.retrieveIntent = retrieve;
        await client.confirmCard(process.json().client_secret); // ...paid just after
      }
      return seen;
    };
    try {
      await reconcilePayments(testApp.ctx);
    } finally {
      testApp.ctx.payments.retrieveIntent = retrieve;
    }
    expect((await retrieve(intentId)).status).toBe("succeeded");
    expect(await findQuoteRow(quoteId)).toMatchObject({ state: "fulfilled" });
    expect((await client.myBookings()).json().booking.data).toMatchObject([
      { status: "confirmed" },
    ]);
  });
});

describe("[CHECKOUT] price checks per account per minute", () => {
  it("answers 429 TOO_MANY_QUOTES with Retry-After past 30 a minute, for quotes and payments alike", async () => {
    const { client, user } = await guest();
    const other = await guest();
    // 20 seconds into a clock minute: the next one begins in 40.
    testApp.clock.set(
      new Date(Math.ceil(testApp.clock.now().getTime() / 60_000) * 60_000 + 20_000),
    );
    const stay = tents("2027-04-01", 1, 1);
    const first = (await client.quote(stay)).json().data;
    for (let call = 1; call < 30; call++) {
      expect((await client.quote(stay)).statusCode).toBe(200);
    }

    const refused = [
      await client.quote(stay),
      await client.quotePackage({}),
      await client.process(first.quoteId, Math.round(first.totalAmount * 100)),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.headers["retry-after"]).toBe("40");
      expect(response.json()).toEqual({
        success: false,
        code: "TOO_MANY_QUOTES",
        message: TOO_MANY_QUOTES_MESSAGE,
      });
    }
    const made = await testApp.ctx.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.userId, user.id));
    expect(made).toHaveLength(30);
    // Another account is not slowed down.
    expect((await other.client.quote(stay)).statusCode).toBe(200);

    testApp.clock.advance(39_000);
    expect((await client.quote(stay)).headers["retry-after"]).toBe("1");
    testApp.clock.advance(1000);
    expect((await client.quote(stay)).statusCode).toBe(200);
    expect(
      (await client.process(first.quoteId, Math.round(first.totalAmount * 100))).statusCode,
    ).toBe(200);
  });

  it("a signed-out price check is still 401, not counted", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/booking/check-availability",
      payload: tents("2027-04-01", 1, 1),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("[CONFIG] hold limits", () => {
  it.each([
    ["HOLD_MAX_UNIT_NIGHTS_PER_ACCOUNT", "0"],
    ["HOLD_MAX_QUOTES_PER_ACCOUNT", "0"],
    ["QUOTES_PER_ACCOUNT_PER_MINUTE", "many"],
  ])("refuses %s=%s by name", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });

  it("has the documented defaults", () => {
    expect(parseEnv({})).toMatchObject({
      HOLD_MAX_UNIT_NIGHTS_PER_ACCOUNT: 60,
      HOLD_MAX_QUOTES_PER_ACCOUNT: 3,
      QUOTES_PER_ACCOUNT_PER_MINUTE: 30,
    });
  });
});
