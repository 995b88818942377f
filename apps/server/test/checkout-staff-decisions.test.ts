import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPayments, bookings, inventoryClaims } from "../src/db/schema";
import type { AuditActor } from "../src/features/audit-log/audit-log-repository";
import { cancelBooking } from "../src/features/cancellations-and-refunds/cancel-booking";
import {
  confirmPendingBooking,
  declinePendingBooking,
} from "../src/features/payments/staff-actions";
import { bookingClient } from "./helpers/booking-helpers";
import { refusal } from "./helpers/refusal";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Staff decisions in detail (decision 012): what each refusal says, who the payment history names,
 * and how a confirm whose capture fails or races a cancel leaves the booking.
 */
let testApp: TestApp;
let staff: AuditActor;
let dayOffset = 0;
beforeAll(async () => {
  testApp = await createTestApp({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000" });
  const { user } = await signIn(testApp, "owner");
  staff = { id: user.id, email: user.email, role: user.role };
});
afterAll(() => testApp.close());

const isoDay = (offset: number) =>
  new Date(Date.UTC(2027, 8, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A pending request for `quantity` master rooms over `nights` nights of its own, asked while all
 * six were taken; afterwards `stillTaken` of them stay taken on every night (0: all freed).
 */
async function pendingRequest(
  options: { quantity?: number; nights?: number; stillTaken?: number } = {},
) {
  const { quantity = 1, nights = 1, stillTaken = 0 } = options;
  const checkIn = isoDay(dayOffset);
  dayOffset += nights + 1;
  const checkOut = isoDay(dayOffset - 1);
  const fills = await testApp.ctx.db
    .insert(inventoryClaims)
    .values(
      Array.from({ length: nights }, (_, night) => ({
        unitKey: "room:master",
        night: isoDay(dayOffset - nights - 1 + night),
        quantity: 6,
      })),
    )
    .returning();
  const { cookie } = await signIn(testApp);
  const client = bookingClient(testApp, cookie);
  const stay = {
    serviceType: "room",
    roomType: "master",
    checkIn,
    checkOut,
    quantity,
    guests: quantity,
  };
  const paid = await client.payAndBook(stay);
  expect(paid.quote.json().data.status).toBe("pending");
  expect(paid.confirm.statusCode).toBe(200);
  const booking = paid.booking.json().data;
  for (const fill of fills) {
    await testApp.ctx.db
      .update(inventoryClaims)
      .set(stillTaken > 0 ? { quantity: stillTaken } : { releasedAt: testApp.clock.now() })
      .where(eq(inventoryClaims.id, fill.id));
  }
  return { bookingId: booking._id as string, intentId: paid.paymentIntentId as string };
}

const bookingRow = async (id: string) =>
  (await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe("[STAFF] confirming a pending request", () => {
  it("cannot confirm a booking that does not exist", async () => {
    const error = await refusal(confirmPendingBooking(testApp.ctx, randomUUID()));
    expect(error).toMatchObject({ statusCode: 404, message: "Booking not found" });
  });

  it("names every short night, each with its own units", async () => {
    const { bookingId } = await pendingRequest({ quantity: 2, nights: 2, stillTaken: 5 });
    const error = await refusal(confirmPendingBooking(testApp.ctx, bookingId, staff));
    const booking = await bookingRow(bookingId);
    const [first, second] = [booking?.checkIn ?? "", isoDay(dayOffset - 2)];
    expect(error).toMatchObject({
      code: "NOT_ENOUGH_UNITS",
      message: `This request no longer fits: not enough left on ${first}, ${second}. Decline it or free units first.`,
      fieldErrors: {
        [first]: "room:master: 1 left, 2 asked",
        [second]: "room:master: 1 left, 2 asked",
      },
    });
  });

  it("records the capture as staff's, by their id, and the reconciler's as the system's", async () => {
    const byStaff = await pendingRequest();
    await confirmPendingBooking(testApp.ctx, byStaff.bookingId, staff);
    const bySystem = await pendingRequest();
    await confirmPendingBooking(testApp.ctx, bySystem.bookingId);
    const captured = (bookingId: string) =>
      testApp.ctx.db
        .select({ actor: bookingPayments.actor, actorId: bookingPayments.actorId })
        .from(bookingPayments)
        .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.kind, "captured")));
    expect(await captured(byStaff.bookingId)).toEqual([{ actor: "staff", actorId: staff.id }]);
    expect(await captured(bySystem.bookingId)).toEqual([{ actor: "system", actorId: null }]);
  });

  it("says why a confirmed booking cannot be confirmed again", async () => {
    const { bookingId } = await pendingRequest();
    await confirmPendingBooking(testApp.ctx, bookingId, staff);
    const error = await refusal(confirmPendingBooking(testApp.ctx, bookingId, staff));
    expect(error).toMatchObject({
      code: "BOOKING_NOT_PENDING",
      message: "Only a pending booking can be confirmed.",
    });
  });

  it("puts the request back to pending, as it was, when the capture fails", async () => {
    const { bookingId } = await pendingRequest();
    const before = await bookingRow(bookingId);
    const captureIntent = testApp.ctx.payments.captureIntent;
    testApp.ctx.payments.captureIntent = () => Promise.reject(new Error("authorisation lapsed"));
    testApp.clock.advance(60_000);
    try {
      const error = await refusal(confirmPendingBooking(testApp.ctx, bookingId, staff));
      expect(error).toMatchObject({
        code: "PAYMENT_PROVIDER_ERROR",
        message: "The payment could not be captured, so the request stays pending.",
        cause: expect.objectContaining({ message: "authorisation lapsed" }),
      });
    } finally {
      testApp.ctx.payments.captureIntent = captureIntent;
    }
    expect(await bookingRow(bookingId)).toMatchObject({
      status: "pending",
      paymentStatus: "authorised",
      authorisedAt: before?.authorisedAt,
    });
  });

  it("leaves a request cancelled meanwhile cancelled when the capture fails", async () => {
    const { bookingId } = await pendingRequest();
    const captureIntent = testApp.ctx.payments.captureIntent;
    testApp.ctx.payments.captureIntent = async () => {
      await cancelBooking(testApp.ctx, bookingId, { staff });
      throw new Error("already released");
    };
    try {
      await refusal(confirmPendingBooking(testApp.ctx, bookingId, staff));
    } finally {
      testApp.ctx.payments.captureIntent = captureIntent;
    }
    expect(await bookingRow(bookingId)).toMatchObject({ status: "cancelled" });
  });

  it("says so when staff cancelled while the money was being captured", async () => {
    const { bookingId } = await pendingRequest();
    const captureIntent = testApp.ctx.payments.captureIntent;
    testApp.ctx.payments.captureIntent = async (id, key) => {
      const captured = await captureIntent(id, key);
      await cancelBooking(testApp.ctx, bookingId, { staff });
      return captured;
    };
    try {
      const error = await refusal(confirmPendingBooking(testApp.ctx, bookingId, staff));
      expect(error).toMatchObject({
        code: "BOOKING_NOT_PENDING",
        message: "This booking was cancelled meanwhile.",
      });
    } finally {
      testApp.ctx.payments.captureIntent = captureIntent;
    }
  });
});

describe("[STAFF] declining and cancelling", () => {
  it("declines a request once; declining it again is refused, not answered", async () => {
    const { bookingId } = await pendingRequest();
    expect(await declinePendingBooking(testApp.ctx, bookingId, staff)).toMatchObject({
      status: "cancelled",
      cancelledBy: "staff",
    });
    const again = await refusal(declinePendingBooking(testApp.ctx, bookingId, staff));
    expect(again).toMatchObject({ code: "BOOKING_CANCELLED" });
  });

  it("a decline without staff is the system's", async () => {
    const { bookingId } = await pendingRequest();
    expect(await declinePendingBooking(testApp.ctx, bookingId)).toMatchObject({
      cancelledBy: "system",
    });
  });

  it("says why a confirmed stay cannot be declined", async () => {
    const { bookingId } = await pendingRequest();
    await confirmPendingBooking(testApp.ctx, bookingId, staff);
    const error = await refusal(declinePendingBooking(testApp.ctx, bookingId, staff));
    expect(error).toMatchObject({
      code: "BOOKING_NOT_PENDING",
      message: "Only a pending request can be declined.",
    });
  });

  it("cancels a confirmed stay with no refund at all when staff choose none", async () => {
    const { bookingId } = await pendingRequest();
    await confirmPendingBooking(testApp.ctx, bookingId, staff);
    const cancelled = await cancelBooking(testApp.ctx, bookingId, { staff, refundMinor: 0 });
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelledBy: "staff",
      refundedMinor: 0,
    });
  });

  it("refuses a refund that is not whole fils, or more than was paid, naming the most", async () => {
    const { bookingId } = await pendingRequest();
    const confirmed = await confirmPendingBooking(testApp.ctx, bookingId, staff);
    const most = confirmed.totalMinor / 100;
    for (const refundMinor of [10.5, confirmed.totalMinor + 1, -1]) {
      const error = await refusal(cancelBooking(testApp.ctx, bookingId, { staff, refundMinor }));
      expect(error).toMatchObject({
        code: "REFUND_OUT_OF_RANGE",
        message: `The refund must be between AED 0 and AED ${most}.`,
        fieldErrors: { refundAmount: `at most ${most}` },
      });
    }
    expect(await bookingRow(bookingId)).toMatchObject({ status: "confirmed" });
    // Without a staff member named, the booking says the system cancelled it.
    expect(await cancelBooking(testApp.ctx, bookingId)).toMatchObject({
      cancelledBy: "system",
      refundedMinor: confirmed.totalMinor,
    });
  });
});
