import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryClaims } from "../src/db/schema";
import {
  cancelOwnBooking,
  previewCancellation,
  withdrawOwnRequest,
} from "../src/features/cancellations-and-refunds/guest-cancellation";
import { bookingClient, seedBooking } from "./helpers/booking-helpers";
import { refusal } from "./helpers/refusal";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * A guest's own cancellation, rule by rule (decision 014, defaults: everything back up to 7 days
 * before check-in at 14:00 Dubai, half up to 48 hours before, nothing after), and what each refusal
 * says. The test clock only moves forward: each test books its own stay from where it stands.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000" });
});
afterAll(() => testApp.close());

const HOUR = 3_600_000;

async function guest() {
  const { cookie, user } = await signIn(testApp);
  return { client: bookingClient(testApp, cookie), userId: user.id as string };
}

/** One tent for the night of `checkIn`. */
const oneTentNight = (checkIn: string) => ({
  serviceType: "camp",
  checkIn,
  checkOut: addDaysIso(checkIn, 1),
  quantity: 1,
  guests: 1,
});

/** A paid, confirmed tent night `daysAhead` days from the clock's today. */
async function confirmedStay(daysAhead: number) {
  const checkIn = addDaysIso(resortToday(testApp.clock.now()), daysAhead);
  const { booking: data, user } = await seedBooking(testApp, oneTentNight(checkIn));
  // 14:00 in Dubai (UTC+4) on the day of check-in.
  const checkInAt = Date.parse(`${checkIn}T10:00:00Z`);
  return {
    bookingId: data._id,
    userId: user.id,
    checkInAt,
    totalMinor: Math.round(data.totalAmount * 100),
  };
}

function moveClockTo(at: number) {
  const now = testApp.clock.now().getTime();
  if (at < now) throw new Error("the test clock only moves forward");
  testApp.clock.advance(at - now);
}

describe("[GUEST CANCEL] what cancelling now would give back", () => {
  it("shows each tier with the deadline that ends it, and whether it can still be cancelled", async () => {
    const stay = await confirmedStay(30);
    const fullUntil = stay.checkInAt - 7 * 24 * HOUR;
    const partialUntil = stay.checkInAt - 48 * HOUR;
    const preview = () => previewCancellation(testApp.ctx, stay.userId, stay.bookingId);

    expect(await preview()).toMatchObject({
      isCancellable: true,
      isWithdrawable: false,
      tier: "full",
      refundPercent: 100,
      paidAmount: stay.totalMinor / 100,
      refundAmount: stay.totalMinor / 100,
      deadline: new Date(fullUntil).toISOString(),
    });

    moveClockTo(fullUntil + 1);
    expect(await preview()).toMatchObject({
      tier: "partial",
      refundPercent: 50,
      deadline: new Date(partialUntil).toISOString(),
    });

    moveClockTo(partialUntil + 1);
    expect(await preview()).toMatchObject({
      isCancellable: true,
      tier: "none",
      refundAmount: 0,
      deadline: new Date(stay.checkInAt).toISOString(),
    });

    moveClockTo(stay.checkInAt);
    expect(await preview()).toMatchObject({ isCancellable: false });
    const error = await refusal(cancelOwnBooking(testApp.ctx, stay.userId, stay.bookingId, 0));
    expect(error).toMatchObject({
      code: "BOOKING_STARTED",
      message: "This stay has begun and can no longer be cancelled.",
    });
  });

  it("a request staff have not decided on can be withdrawn, not cancelled, and nothing was paid", async () => {
    const request = await pendingRequest();
    expect(await previewCancellation(testApp.ctx, request.userId, request.bookingId)).toMatchObject(
      {
        isCancellable: false,
        isWithdrawable: true,
        paidAmount: 0,
        refundAmount: 0,
      },
    );
    const error = await refusal(
      cancelOwnBooking(testApp.ctx, request.userId, request.bookingId, 0),
    );
    expect(error).toMatchObject({
      code: "BOOKING_NOT_CONFIRMED",
      message: "Only a confirmed booking can be cancelled; a pending request can be withdrawn.",
    });
    expect(await withdrawOwnRequest(testApp.ctx, request.userId, request.bookingId)).toMatchObject({
      status: "cancelled",
      cancelledBy: "guest",
    });
    // Withdrawn once: asking again is refused, not answered.
    expect(
      await refusal(withdrawOwnRequest(testApp.ctx, request.userId, request.bookingId)),
    ).toMatchObject({
      code: "BOOKING_CANCELLED",
      message: "This booking is already cancelled.",
    });
  });
});

describe("[GUEST CANCEL] refusals", () => {
  it("a confirmed stay cannot be withdrawn", async () => {
    const stay = await confirmedStay(30);
    const error = await refusal(withdrawOwnRequest(testApp.ctx, stay.userId, stay.bookingId));
    expect(error).toMatchObject({
      code: "BOOKING_NOT_PENDING",
      message: "Only a pending request can be withdrawn.",
    });
  });

  it("tells the guest the new refund when it changed since they were shown it", async () => {
    const stay = await confirmedStay(30);
    const error = await refusal(cancelOwnBooking(testApp.ctx, stay.userId, stay.bookingId, 1));
    const refundAmount = stay.totalMinor / 100;
    expect(error).toMatchObject({
      code: "REFUND_CHANGED",
      message: `The refund is now AED ${refundAmount}. Check it and confirm again.`,
      params: { refundAmount },
    });
  });

  it("another guest's booking is not found, whatever they ask", async () => {
    const stay = await confirmedStay(30);
    const { userId: stranger } = await guest();
    // One at a time: started together, a refusal could arrive before anything awaits it.
    for (const move of [
      () => previewCancellation(testApp.ctx, stranger, stay.bookingId),
      () => cancelOwnBooking(testApp.ctx, stranger, stay.bookingId, stay.totalMinor / 100),
      () => withdrawOwnRequest(testApp.ctx, stranger, stay.bookingId),
    ]) {
      expect(await refusal(move())).toMatchObject({
        statusCode: 404,
        message: "Booking not found",
      });
    }
  });
});

/** A pending request (all tents of its night were taken when asked), authorised, not captured. */
async function pendingRequest() {
  const { client, userId } = await guest();
  const checkIn = addDaysIso(resortToday(testApp.clock.now()), 40);
  const [full] = await testApp.ctx.db
    .insert(inventoryClaims)
    .values({ unitKey: "camp:desert-camp", night: checkIn, quantity: 1000 })
    .returning();
  const { booking } = await client.payAndBook(oneTentNight(checkIn));
  await testApp.ctx.db
    .update(inventoryClaims)
    .set({ releasedAt: testApp.clock.now() })
    .where(eq(inventoryClaims.id, full?.id ?? ""));
  const data = booking.json().data;
  expect(data.status).toBe("pending");
  return { bookingId: data._id as string, userId };
}
