import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotes } from "../src/db/schema";
import {
  canMoveQuote,
  canPlaceHold,
  IllegalQuoteMove,
  moveQuote,
  QUOTE_MOVES,
  type QuoteActor,
  type QuoteState,
} from "../src/features/quotes/quote-state-machine";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

const STATES = quotes.state.enumValues as readonly QuoteState[];
const ACTORS: QuoteActor[] = ["guest", "webhook", "reconciler", "staff", "waiting-list"];

/** Every move the table allows, as `from>to by actor`. */
const ALLOWED = new Set([
  "open>paying by guest",
  "paying>open by guest",
  "open>expired by reconciler",
  "paying>expired by reconciler",
  "open>expired by guest",
  "paying>expired by guest",
  // A waiting-list offer holds its quote's units, and lets them go when left or ended (decision 033).
  "open>paying by waiting-list",
  "paying>expired by waiting-list",
  // Staff at the desk (decision 055): a payment link holds its units, and is withdrawn; a booking
  // paid at the desk is made from its quote at once.
  "open>paying by staff",
  "paying>expired by staff",
  "open>fulfilled by staff",
  ...["guest", "webhook", "reconciler"].flatMap((actor) => [
    `paying>fulfilled by ${actor}`,
    `open>fulfilled by ${actor}`,
    `expired>fulfilled by ${actor}`,
    `paying>refund_required by ${actor}`,
    `open>refund_required by ${actor}`,
    `expired>refund_required by ${actor}`,
    `refund_required>refunded by ${actor}`,
  ]),
]);

const everyAsk = STATES.flatMap((from) =>
  STATES.flatMap((to) => ACTORS.map((actor) => ({ from, to, actor }))),
);

describe("[CHECKOUT] the quote's transition table", () => {
  it("allows exactly the listed moves", () => {
    const allowed = everyAsk
      .filter(({ from, to, actor }) => canMoveQuote(from, to, actor))
      .map(({ from, to, actor }) => `${from}>${to} by ${actor}`);
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it.each(everyAsk.filter(({ from, to, actor }) => !ALLOWED.has(`${from}>${to} by ${actor}`)))(
    "refuses $from -> $to by $actor without touching the database",
    async ({ from, to, actor }) => {
      const untouchable = new Proxy(
        {},
        {
          get() {
            throw new Error("the database was touched");
          },
        },
      );
      await expect(
        moveQuote(untouchable as never, { id: "q", state: from }, to, actor),
      ).rejects.toBeInstanceOf(IllegalQuoteMove);
    },
  );

  it("has terminal states: nothing leaves fulfilled or refunded, and staff move only their own desk's quotes", () => {
    expect(
      QUOTE_MOVES.filter((move) => move.from === "fulfilled" || move.from === "refunded"),
    ).toEqual([]);
    // Staff never expire, refund or fulfil a guest's own quote: only a link's hold and withdrawal,
    // and the booking they take at the desk (decision 055).
    expect(
      QUOTE_MOVES.filter((move) => move.by.includes("staff")).map(
        (move) => `${move.from}>${move.to}`,
      ),
    ).toEqual(["open>paying", "paying>expired", "open>fulfilled"]);
  });

  it("places a new hold only on an open or paying quote, and only while its price is live", () => {
    const now = new Date("2027-01-01T10:00:00Z");
    const priceEnds = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    const holdable = STATES.filter((state) =>
      canPlaceHold({ state, expiresAt: priceEnds(1) }, now),
    );
    expect(holdable).toEqual(["open", "paying"]);
    for (const state of STATES) {
      expect(canPlaceHold({ state, expiresAt: priceEnds(0) }, now)).toBe(false);
      expect(canPlaceHold({ state, expiresAt: priceEnds(-60_000) }, now)).toBe(false);
    }
  });
});

describe("[CHECKOUT] moveQuote against the database", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("writes a legal move, and refuses one whose from-state is no longer true", async () => {
    const { cookie } = await signIn(testApp);
    const client = bookingClient(testApp, cookie);
    const quote = (
      await client.quote({
        serviceType: "parking",
        checkIn: "2027-01-05",
        checkOut: "2027-01-06",
        quantity: 1,
      })
    ).json().data;
    const read = async () =>
      (await testApp.ctx.db.select().from(quotes).where(eq(quotes.id, quote.quoteId)))[0];
    await moveQuote(testApp.ctx.db, { id: quote.quoteId, state: "open" }, "paying", "guest");
    expect((await read())?.state).toBe("paying");
    // A second writer that still believes the quote is open loses instead of overwriting.
    await expect(
      moveQuote(testApp.ctx.db, { id: quote.quoteId, state: "open" }, "expired", "reconciler"),
    ).rejects.toThrow(/no longer open/);
    expect((await read())?.state).toBe("paying");
  });
});

describe("[CHECKOUT] the state machine is the only writer of quotes.state", () => {
  it("no other server file updates the quotes table's state", async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".ts"));
    const writers: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(root, file), "utf8");
      // An update of quotes that sets `state`, in any spelling drizzle accepts.
      const updatesQuotes = /update\(quotes\)[\s\S]{0,200}?\bstate\s*:/.test(text);
      if (updatesQuotes) writers.push(file.split(path.sep).join("/"));
    }
    expect(writers).toEqual(["features/quotes/quote-state-machine.ts"]);
  });
});
