import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../src/db/schema";
import {
  BOOKING_MOVES,
  type BookingActor,
  type BookingPaymentStatus,
  type BookingState,
  type BookingStatus,
  canCreateBooking,
  canMoveBooking,
  canReviseBooking,
  createBooking,
  IllegalBookingMove,
  moveBooking,
  reviseBookingTerms,
} from "../src/features/bookings/booking-state-machine";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { isRealPostgres } from "./helpers/test-database";

const STATES = bookings.status.enumValues.flatMap((status) =>
  bookings.paymentStatus.enumValues.map((payment) => `${status}/${payment}` as BookingState),
);
const ACTORS: BookingActor[] = ["guest", "webhook", "reconciler", "staff"];

/** Every move the table allows, as `from>to by actor`, written out by hand from who makes it today. */
const ALLOWED = new Set([
  "pending/authorised>confirmed/authorised by staff",
  "confirmed/authorised>pending/authorised by staff",
  "confirmed/authorised>confirmed/completed by staff",
  "confirmed/authorised>confirmed/completed by reconciler",
  "pending/authorised>cancelled/authorised by guest",
  "pending/authorised>cancelled/authorised by staff",
  "pending/authorised>cancelled/authorised by reconciler",
  "confirmed/authorised>cancelled/authorised by staff",
  "confirmed/authorised>cancelled/authorised by reconciler",
  "confirmed/completed>cancelled/completed by guest",
  "confirmed/completed>cancelled/completed by staff",
  ...["guest", "staff", "reconciler"].flatMap((actor) => [
    `cancelled/authorised>cancelled/refunded by ${actor}`,
    `cancelled/completed>cancelled/refunded by ${actor}`,
  ]),
  "confirmed/completed>completed/completed by reconciler",
  // The front desk (decision 022).
  "confirmed/completed>checked_in/completed by staff",
  "checked_in/completed>completed/completed by staff",
  "checked_in/completed>completed/completed by reconciler",
  "confirmed/completed>no_show/completed by staff",
  "no_show/completed>no_show/refunded by staff",
  "no_show/completed>no_show/refunded by reconciler",
  "checked_in/completed>confirmed/completed by staff",
  "completed/completed>checked_in/completed by staff",
  "no_show/completed>confirmed/completed by staff",
  // Sales at the desk (decision 055): a balance due, taken at the desk in parts.
  "confirmed/pending>confirmed/completed by staff",
  "confirmed/pending>checked_in/pending by staff",
  "checked_in/pending>checked_in/completed by staff",
  "checked_in/pending>confirmed/pending by staff",
  "confirmed/pending>cancelled/pending by staff",
  "cancelled/pending>cancelled/refunded by staff",
]);

/**
 * The states a booking is made in, and by whom: fulfilment of a paid intent, from any of its
 * callers; and a booking staff take at the desk, confirmed with the whole amount due (decision 055).
 */
const BORN = new Set([
  ...["guest", "webhook", "reconciler"].flatMap((actor) => [
    `pending/authorised by ${actor}`,
    `confirmed/completed by ${actor}`,
  ]),
  "confirmed/pending by staff",
]);

const everyAsk = STATES.flatMap((from) =>
  STATES.flatMap((to) => ACTORS.map((actor) => ({ from, to, actor }))),
);

/** A database that fails the test if it is touched: a refused move must not reach it. */
const untouchable = new Proxy(
  {},
  {
    get() {
      throw new Error("the database was touched");
    },
  },
) as never;

describe("[CHECKOUT] the booking's transition table", () => {
  it("allows exactly the listed moves, each for exactly its actors", () => {
    const allowed = everyAsk
      .filter(({ from, to, actor }) => canMoveBooking(from, to, actor))
      .map(({ from, to, actor }) => `${from}>${to} by ${actor}`);
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it.each(everyAsk.filter(({ from, to, actor }) => !ALLOWED.has(`${from}>${to} by ${actor}`)))(
    "refuses $from -> $to by $actor without touching the database",
    async ({ from, to, actor }) => {
      const [status, paymentStatus] = from.split("/") as [BookingStatus, BookingPaymentStatus];
      await expect(
        moveBooking(untouchable, { id: "b", status, paymentStatus, version: 0 }, to, actor),
      ).rejects.toBeInstanceOf(IllegalBookingMove);
    },
  );

  it("makes a booking only in a first state, only by fulfilment's callers and staff at the desk", async () => {
    const born = STATES.flatMap((to) =>
      ACTORS.filter((actor) => canCreateBooking(to, actor)).map((actor) => `${to} by ${actor}`),
    );
    expect(new Set(born)).toEqual(BORN);
    for (const to of STATES) {
      for (const actor of ACTORS) {
        if (BORN.has(`${to} by ${actor}`)) continue;
        await expect(createBooking(untouchable, {} as never, to, actor)).rejects.toBeInstanceOf(
          IllegalBookingMove,
        );
      }
    }
  });

  it("rewrites a booking's terms only while it is paid and confirmed, by a change's fulfillers", async () => {
    const revisable = STATES.flatMap((state) =>
      ACTORS.filter((actor) => canReviseBooking(state, actor)).map(
        (actor) => `${state} by ${actor}`,
      ),
    );
    expect(new Set(revisable)).toEqual(
      new Set(["guest", "webhook", "reconciler"].map((actor) => `confirmed/completed by ${actor}`)),
    );
    for (const state of STATES) {
      for (const actor of ACTORS) {
        if (canReviseBooking(state, actor)) continue;
        const [status, paymentStatus] = state.split("/") as [BookingStatus, BookingPaymentStatus];
        await expect(
          reviseBookingTerms(
            untouchable,
            { id: "b", status, paymentStatus, version: 0 },
            actor,
            {},
          ),
        ).rejects.toBeInstanceOf(IllegalBookingMove);
      }
    }
  });

  it("has terminal states: only staff's undo of a check-out leaves a completed stay", () => {
    expect(
      BOOKING_MOVES.filter(
        (move) =>
          (move.from.startsWith("completed/") &&
            !(move.to === "checked_in/completed" && move.by.join() === "staff")) ||
          move.from === "cancelled/refunded" ||
          move.from === "no_show/refunded",
      ),
    ).toEqual([]);
    // A pending request never reaches the desk: it is confirmed (and paid) first.
    expect(
      BOOKING_MOVES.filter(
        (move) =>
          move.from.startsWith("pending/") &&
          (move.to.startsWith("checked_in/") || move.to.startsWith("no_show/")),
      ),
    ).toEqual([]);
    expect(BOOKING_MOVES.filter((move) => move.by.includes("webhook"))).toEqual([]);
  });
});

describe("[CHECKOUT] moveBooking against the database", () => {
  let testApp: TestApp;
  let day = 0;
  beforeAll(async () => {
    testApp = await createTestApp({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000" });
  });
  afterAll(() => testApp.close());

  /** A paid (confirmed, completed) parking booking of its own night, as read from the database. */
  async function paidBooking() {
    const { cookie } = await signIn(testApp);
    day += 1;
    const checkIn = `2027-01-${String(day).padStart(2, "0")}`;
    const checkOut = `2027-01-${String(day + 1).padStart(2, "0")}`;
    const paid = await bookingClient(testApp, cookie).payAndBook({
      serviceType: "parking",
      checkIn,
      checkOut,
      quantity: 1,
    });
    expect(paid.booking.statusCode).toBe(201);
    return read(paid.booking.json().data._id);
  }
  const read = async (id: string) => {
    const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    if (!row) throw new Error("no booking");
    return row;
  };

  it("writes a legal move and counts it in the row's version", async () => {
    const booking = await paidBooking();
    expect(booking).toMatchObject({ status: "confirmed", paymentStatus: "completed", version: 0 });
    const moved = await moveBooking(testApp.ctx.db, booking, "cancelled/completed", "staff", {
      refundOwedMinor: booking.totalMinor,
    });
    expect(moved).toMatchObject({ status: "cancelled", version: 1 });
    expect(await read(booking.id)).toMatchObject({
      status: "cancelled",
      paymentStatus: "completed",
      refundOwedMinor: booking.totalMinor,
      refundedMinor: 0,
      version: 1,
    });
  });

  it("revises terms once per version: a second change read at the same version is refused", async () => {
    const booking = await paidBooking();
    const revised = await reviseBookingTerms(testApp.ctx.db, booking, "guest", { guests: 3 });
    expect(revised).toMatchObject({ guests: 3, version: 1, status: "confirmed" });
    await expect(
      reviseBookingTerms(testApp.ctx.db, booking, "guest", { guests: 4 }),
    ).rejects.toMatchObject({ code: "BOOKING_CHANGED" });
    expect(await read(booking.id)).toMatchObject({ guests: 3, version: 1 });
  });

  it("refuses a writer whose row is stale, even when the state came back to what it read", async () => {
    const booking = await paidBooking();
    // Another writer moved it away and back meanwhile: same state, a later version.
    await testApp.ctx.db.update(bookings).set({ version: 2 }).where(eq(bookings.id, booking.id));
    await expect(
      moveBooking(testApp.ctx.db, booking, "cancelled/completed", "guest"),
    ).rejects.toMatchObject({ code: "BOOKING_CHANGED", statusCode: 409 });
    expect(await read(booking.id)).toMatchObject({ status: "confirmed", version: 2 });
  });

  it("lets one of two writers that read the same row win; the other gets the conflict", async () => {
    for (let round = 0; round < (isRealPostgres() ? 6 : 2); round++) {
      const booking = await paidBooking();
      // Each in its own transaction, as two requests (on PostgreSQL, on two connections at once).
      const outcomes = await Promise.allSettled([
        testApp.ctx.db.transaction((tx) =>
          moveBooking(tx, booking, "cancelled/completed", "staff", { cancelledBy: "staff" }),
        ),
        testApp.ctx.db.transaction((tx) =>
          moveBooking(tx, booking, "completed/completed", "reconciler"),
        ),
      ]);
      const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
      const lost = outcomes.flatMap((outcome) =>
        outcome.status === "rejected" ? [outcome.reason] : [],
      );
      expect(won).toHaveLength(1);
      expect(lost).toEqual([expect.objectContaining({ code: "BOOKING_CHANGED" })]);
      const winner = (won[0] as PromiseFulfilledResult<typeof booking>).value;
      expect(await read(booking.id)).toMatchObject({
        status: winner.status,
        paymentStatus: winner.paymentStatus,
        version: 1,
      });
    }
  });
});

describe("[CHECKOUT] the state machine is the only writer of a booking's status", () => {
  const sources = async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".ts"));
    return Promise.all(
      files.map(async (file) => ({
        file: file.split(path.sep).join("/"),
        text: await readFile(path.join(root, file), "utf8"),
      })),
    );
  };

  it("no other server file makes a booking or sets its status or payment status", async () => {
    const writers = (await sources())
      .filter(
        ({ text }) =>
          /insert\(bookings\)/.test(text) ||
          /preparedInsert\([^)]*\bbookings\)/.test(text) ||
          /update\(bookings\)[\s\S]{0,300}?\b(status|paymentStatus)\s*[:,}]/.test(text) ||
          /update\s+"?bookings"?\s+set/i.test(text),
      )
      .map(({ file }) => file);
    expect(writers).toEqual(["features/bookings/booking-state-machine.ts"]);
  });

  it("no other file updates bookings at all", async () => {
    const updaters = (await sources())
      .filter(({ text }) => /update\(bookings\)/.test(text))
      .map(({ file }) => file);
    expect(updaters).toEqual(["features/bookings/booking-state-machine.ts"]);
  });
});
