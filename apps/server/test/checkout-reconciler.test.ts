import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, inventoryClaims, quotes } from "../src/db/schema";
import {
  PENDING_DECISION_DAYS,
  reconcilePayments,
} from "../src/features/payments/reconcile-payments";
import { holdUnits } from "../src/features/payments/start-payment";
import { bookingClient } from "./helpers/booking-helpers";
import { recordingLogger } from "./helpers/outbox";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * The reconciler's rules one by one (decisions 007 and 012): when a quote in payment counts as
 * abandoned (its hold's end plus PAYMENT_GRACE_MINUTES, not a moment sooner), what it does with
 * each state, and that one quote's failure is logged without stopping the others.
 */
let testApp: TestApp;
let dayOffset = 0;
beforeAll(async () => {
  testApp = await createTestApp({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000" });
});
afterAll(() => testApp.close());

const GRACE_MS = 60 * 60_000; // PAYMENT_GRACE_MINUTES' default

async function guest() {
  const { cookie } = await signIn(testApp);
  return bookingClient(testApp, cookie);
}

/** One tent for one night of its own, months ahead. */
function nextTent() {
  dayOffset += 1;
  const checkIn = new Date(Date.UTC(2027, 5, 1) + dayOffset * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const checkOut = new Date(Date.UTC(2027, 5, 1) + (dayOffset + 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { serviceType: "camp", checkIn, checkOut, quantity: 1, guests: 1 };
}

const quoteRow = async (quoteId: string) => {
  const [row] = await testApp.ctx.db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!row) throw new Error(`no quote ${quoteId}`);
  return row;
};

const liveClaims = (quoteId: string) =>
  testApp.ctx.db
    .select()
    .from(inventoryClaims)
    .where(and(eq(inventoryClaims.quoteId, quoteId), isNull(inventoryClaims.releasedAt)));

const bookingOfQuote = async (quoteId: string) =>
  (await testApp.ctx.db.select().from(bookings).where(eq(bookings.quoteId, quoteId)))[0];

/** Sets the test clock to `at` (it only moves forward). */
function moveClockTo(at: number) {
  const now = testApp.clock.now().getTime();
  if (at < now) throw new Error("the test clock only moves forward");
  testApp.clock.advance(at - now);
}

/** A quote whose card form opened (an intent, in payment) and nobody paid. */
async function unpaidQuote() {
  const client = await guest();
  const quote = (await client.quote(nextTent())).json().data;
  const process = (await client.process(quote.quoteId, quote.totalAmount * 100)).json();
  return { client, quoteId: quote.quoteId as string, intentId: process.paymentIntentId as string };
}

describe("[RECONCILER] a quote in payment nobody paid", () => {
  it("is left alone until its hold's end plus the grace, then its intent is cancelled and its nights freed", async () => {
    const { quoteId, intentId } = await unpaidQuote();
    const { holdExpiresAt } = await quoteRow(quoteId);
    if (!holdExpiresAt) throw new Error("the quote holds nothing");
    const graceEnds = holdExpiresAt.getTime() + GRACE_MS;

    moveClockTo(graceEnds);
    await reconcilePayments(testApp.ctx);
    expect(await quoteRow(quoteId)).toMatchObject({ state: "paying", paymentSettledAt: null });
    expect((await testApp.ctx.payments.retrieveIntent(intentId)).status).toBe(
      "requires_payment_method",
    );

    moveClockTo(graceEnds + 1);
    await reconcilePayments(testApp.ctx);
    expect((await testApp.ctx.payments.retrieveIntent(intentId)).status).toBe("canceled");
    const closed = await quoteRow(quoteId);
    expect(closed.state).toBe("expired");
    expect(closed.paymentSettledAt).toEqual(testApp.clock.now());
    expect(await liveClaims(quoteId)).toEqual([]);
  });

  it("whose process stopped between its hold and its card form is closed after the grace too", async () => {
    const client = await guest();
    const quote = (await client.quote(nextTent())).json().data;
    // The first step of /process, and then the server stopped: in payment, held, no intent.
    await holdUnits(testApp.ctx, quote.quoteId, (await quoteRow(quote.quoteId)).userId);
    const row = await quoteRow(quote.quoteId);
    expect(row).toMatchObject({ state: "paying", paymentIntentId: null });
    if (!row.holdExpiresAt) throw new Error("the quote holds nothing");
    const graceEnds = row.holdExpiresAt.getTime() + GRACE_MS;

    moveClockTo(graceEnds);
    await reconcilePayments(testApp.ctx);
    // Its hold ran out an hour ago (and went back on sale); the quote waits out the grace.
    expect((await quoteRow(quote.quoteId)).state).toBe("paying");

    moveClockTo(graceEnds + 1);
    await reconcilePayments(testApp.ctx);
    expect(await quoteRow(quote.quoteId)).toMatchObject({
      state: "expired",
      paymentSettledAt: null,
    });
    expect(await liveClaims(quote.quoteId)).toEqual([]);
  });

  it("already closed for another reason is only marked settled, its state kept", async () => {
    const { quoteId, intentId } = await unpaidQuote();
    await testApp.ctx.db.update(quotes).set({ state: "expired" }).where(eq(quotes.id, quoteId));
    await testApp.ctx.payments.cancelIntent(intentId, `cancel-${intentId}`);
    await reconcilePayments(testApp.ctx);
    const settled = await quoteRow(quoteId);
    expect(settled.state).toBe("expired");
    expect(settled.paymentSettledAt).toEqual(testApp.clock.now());
  });
});

describe("[RECONCILER] money owed back", () => {
  it("refunds a paid quote whose nights could not be booked, and marks it refunded", async () => {
    const { client, quoteId, intentId } = await unpaidQuote();
    const secret = (await quoteRow(quoteId)).paymentIntentId;
    expect(secret).toBe(intentId);
    const intent = await testApp.ctx.payments.retrieveIntent(intentId);
    expect((await client.confirmCard(intent.clientSecret)).statusCode).toBe(200);
    // As fulfilment leaves it when the units were sold meanwhile.
    await testApp.ctx.db
      .update(quotes)
      .set({ state: "refund_required" })
      .where(eq(quotes.id, quoteId));

    await reconcilePayments(testApp.ctx);
    const refunded = await testApp.ctx.payments.retrieveIntent(intentId);
    expect(refunded.amountRefunded).toBe(refunded.amount);
    expect(await quoteRow(quoteId)).toMatchObject({ state: "refunded" });
    expect((await quoteRow(quoteId)).paymentSettledAt).not.toBeNull();
    expect(await bookingOfQuote(quoteId)).toBeUndefined();
  });

  it("marks a refunded quote settled without touching its money again", async () => {
    const { client, quoteId, intentId } = await unpaidQuote();
    const intent = await testApp.ctx.payments.retrieveIntent(intentId);
    await client.confirmCard(intent.clientSecret);
    await testApp.ctx.payments.refundIntent(intentId, `refund-${intentId}`);
    await testApp.ctx.db.update(quotes).set({ state: "refunded" }).where(eq(quotes.id, quoteId));

    await reconcilePayments(testApp.ctx);
    const settled = await quoteRow(quoteId);
    expect(settled.state).toBe("refunded");
    expect(settled.paymentSettledAt).toEqual(testApp.clock.now());
    expect(await bookingOfQuote(quoteId)).toBeUndefined();
  });
});

describe("[RECONCILER] one failure does not stop the rest", () => {
  it("logs the quote it could not reconcile and still books the next one's payment", async () => {
    const broken = await unpaidQuote();
    const paid = await unpaidQuote();
    const intent = await testApp.ctx.payments.retrieveIntent(paid.intentId);
    await paid.client.confirmCard(intent.clientSecret);

    const retrieveIntent = testApp.ctx.payments.retrieveIntent;
    testApp.ctx.payments.retrieveIntent = (id) =>
      id === broken.intentId ? Promise.reject(new Error("processor hiccup")) : retrieveIntent(id);
    const { logger, lines } = recordingLogger();
    try {
      await reconcilePayments(testApp.ctx, logger);
    } finally {
      testApp.ctx.payments.retrieveIntent = retrieveIntent;
    }
    expect(await bookingOfQuote(paid.quoteId)).toMatchObject({ status: "confirmed" });
    const logged = lines.find((line) => line.message === "could not reconcile quote");
    expect(logged).toMatchObject({
      level: "error",
      details: {
        quoteId: broken.quoteId,
        err: expect.objectContaining({ message: "processor hiccup" }),
      },
    });
  });

  it("logs a staff decision whose money step fails, and still releases expired holds", async () => {
    const { logger, lines } = recordingLogger();
    const client = await guest();
    const quote = (await client.quote(nextTent())).json().data;
    const booking = await confirmedButNotCaptured();
    const captureIntent = testApp.ctx.payments.captureIntent;
    const retrieveIntent = testApp.ctx.payments.retrieveIntent;
    testApp.ctx.payments.captureIntent = () => Promise.reject(new Error("capture down"));
    testApp.ctx.payments.retrieveIntent = (id) =>
      id === booking.paymentIntentId
        ? Promise.reject(new Error("retrieve down"))
        : retrieveIntent(id);
    try {
      testApp.clock.advance(11 * 60_000);
      await reconcilePayments(testApp.ctx, logger);
    } finally {
      testApp.ctx.payments.captureIntent = captureIntent;
      testApp.ctx.payments.retrieveIntent = retrieveIntent;
    }
    expect(
      lines.find((line) => line.message === "could not finish a staff decision's payment"),
    ).toMatchObject({
      level: "error",
      details: { err: expect.objectContaining({ message: "retrieve down" }) },
    });
    // The plain quote's hold (never paid for) ran out meanwhile and went back on sale.
    expect(await liveClaims(quote.quoteId)).toEqual([]);
  });
});

/**
 * A request staff confirmed whose capture never finished (the process stopped in between):
 * confirmed, still only authorised.
 */
async function confirmedButNotCaptured() {
  const request = await pendingRequest();
  const [row] = await testApp.ctx.db
    .update(bookings)
    .set({ status: "confirmed" })
    .where(eq(bookings.id, request.id))
    .returning();
  if (row?.paymentStatus !== "authorised") {
    throw new Error("not a confirmed, authorised request");
  }
  return row;
}

describe("[RECONCILER] pending requests and staff decisions", () => {
  it(`declines a request nobody decided on ${PENDING_DECISION_DAYS} days after it was made, and says so`, async () => {
    const booking = await pendingRequest();
    const decideAt = booking.updatedAt.getTime() + PENDING_DECISION_DAYS * 86_400_000;
    const { logger, lines } = recordingLogger();

    moveClockTo(decideAt);
    await reconcilePayments(testApp.ctx, logger);
    expect(await bookingRow(booking.id)).toMatchObject({ status: "pending" });

    moveClockTo(decideAt + 1);
    await reconcilePayments(testApp.ctx, logger);
    expect(await bookingRow(booking.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "system",
      paymentStatus: "refunded",
    });
    expect((await testApp.ctx.payments.retrieveIntent(booking.paymentIntentId)).status).toBe(
      "canceled",
    );
    expect(
      lines.find(
        (line) => line.message === "pending request declined before its authorisation lapsed",
      ),
    ).toMatchObject({ level: "warn", details: { bookingId: booking.id } });
  });

  it("captures a confirmed request whose capture never finished, recorded as the system's", async () => {
    const booking = await confirmedButNotCaptured();
    testApp.clock.advance(11 * 60_000);
    await reconcilePayments(testApp.ctx);
    expect(await bookingRow(booking.id)).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
    });
    expect((await testApp.ctx.payments.retrieveIntent(booking.paymentIntentId)).status).toBe(
      "succeeded",
    );
  });

  it("records a capture made elsewhere when asking for it again fails", async () => {
    const booking = await confirmedButNotCaptured();
    await testApp.ctx.payments.captureIntent(booking.paymentIntentId, "captured-by-hand");
    const captureIntent = testApp.ctx.payments.captureIntent;
    testApp.ctx.payments.captureIntent = () => Promise.reject(new Error("capture refused"));
    try {
      testApp.clock.advance(11 * 60_000);
      await reconcilePayments(testApp.ctx);
    } finally {
      testApp.ctx.payments.captureIntent = captureIntent;
    }
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: "completed" });
  });

  it("cancels a confirmed stay whose authorisation is gone, its nights back on sale", async () => {
    const booking = await confirmedButNotCaptured();
    await testApp.ctx.payments.cancelIntent(booking.paymentIntentId, "released-by-hand");
    testApp.clock.advance(11 * 60_000);
    await reconcilePayments(testApp.ctx);
    expect(await bookingRow(booking.id)).toMatchObject({ status: "cancelled" });
    const claims = await testApp.ctx.db
      .select()
      .from(inventoryClaims)
      .where(and(eq(inventoryClaims.bookingId, booking.id), isNull(inventoryClaims.releasedAt)));
    expect(claims).toEqual([]);
  });

  it("leaves alone a decision made less than ten minutes ago (its request may still be moving the money)", async () => {
    const booking = await confirmedButNotCaptured();
    testApp.clock.advance(9 * 60_000);
    await reconcilePayments(testApp.ctx);
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: "authorised" });
  });
});

const bookingRow = async (id: string) =>
  (await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** A pending request, authorised, made now. */
async function pendingRequest() {
  const client = await guest();
  const stay = nextTent();
  const [full] = await testApp.ctx.db
    .insert(inventoryClaims)
    .values({ unitKey: "camp:desert-camp", night: stay.checkIn, quantity: 1000 })
    .returning();
  const quote = (await client.quote(stay)).json().data;
  expect(quote.status).toBe("pending");
  const process = (await client.process(quote.quoteId, quote.totalAmount * 100)).json();
  await client.confirmCard(process.client_secret);
  const made = (await client.book(quote.quoteId, process.paymentIntentId)).json().data;
  await testApp.ctx.db
    .update(inventoryClaims)
    .set({ releasedAt: testApp.clock.now() })
    .where(eq(inventoryClaims.id, full?.id ?? ""));
  const row = await bookingRow(made._id);
  if (row?.status !== "pending") throw new Error("not a pending request");
  return row;
}
