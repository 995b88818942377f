import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings } from "../src/db/schema";
import { bookingClient, seedBooking } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * What a change does to the refund terms (decision 023): the cancellation policy keeps counting
 * from the earliest check-in a booking has had, so moving a stay later never buys a better refund;
 * and the desk's no-show after a change that gave money back caps its refund at what is left.
 * The clock starts at Friday 2026-11-20, noon in Dubai.
 */
const START = new Date("2026-11-20T08:00:00Z");

let testApp: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
    SESSION_IDLE_HOURS: "2000",
    SESSION_MAX_DAYS: "365",
  });
  admin = await signIn(testApp, "owner");
});
afterAll(() => testApp.close());
beforeEach(() => testApp.clock.set(START));

const room = (checkIn: string, checkOut: string) => ({
  serviceType: "room",
  roomType: "master",
  checkIn,
  checkOut,
  quantity: 1,
  guests: 2,
});

async function guestWithBooking(checkIn: string, checkOut: string) {
  const { cookie, id } = await seedBooking(testApp, room(checkIn, checkOut));
  const client = bookingClient(testApp, cookie);
  const inject = (method: "GET" | "POST", url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** Checks a change and applies it, paying a difference with the sandbox's good card. */
  async function change(body: object) {
    const check = await inject("POST", `/api/booking/${id}/change/check`, body);
    expect(check.statusCode).toBe(200);
    const { quoteId, difference } = check.json().data as { quoteId: string; difference: number };
    let paymentInfo: { id: string; status: string } | undefined;
    if (difference > 0) {
      const process = await client.process(quoteId, Math.round(difference * 100));
      await client.confirmCard(process.json().client_secret);
      paymentInfo = { id: process.json().paymentIntentId, status: "succeeded" };
    }
    const applied = await inject("POST", `/api/booking/${id}/change`, { quoteId, paymentInfo });
    expect(applied.statusCode).toBe(200);
    return { check: check.json().data, booking: applied.json().data };
  }
  return { id, inject, change };
}

const rowOf = async (id: string) => {
  const [found] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id));
  if (!found) throw new Error("no booking");
  return found;
};

describe("[CHANGE] the refund terms follow the earliest check-in", () => {
  it("a stay moved months later keeps the no-refund terms of tomorrow's stay", async () => {
    const guest = await guestWithBooking("2026-11-21", "2026-11-22");
    const before = (await guest.inject("GET", `/api/booking/${guest.id}/cancellation`)).json().data;
    expect(before).toMatchObject({ tier: "none", refundAmount: 0 });

    await guest.change(room("2027-02-21", "2027-02-22"));
    expect(await rowOf(guest.id)).toMatchObject({
      checkIn: "2027-02-21",
      policyCheckIn: "2026-11-21",
    });
    const after = (await guest.inject("GET", `/api/booking/${guest.id}/cancellation`)).json().data;
    expect(after).toMatchObject({ tier: "none", refundAmount: 0 });
    const cancelled = await guest.inject("POST", `/api/booking/${guest.id}/cancel`, {
      expectedRefundAmount: 0,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await rowOf(guest.id)).toMatchObject({ status: "cancelled", refundOwedMinor: 0 });
  });

  it("a stay moved earlier counts from its new, earlier check-in", async () => {
    const guest = await guestWithBooking("2027-03-10", "2027-03-11");
    await guest.change(room("2026-11-22", "2026-11-23"));
    expect((await rowOf(guest.id)).policyCheckIn).toBe("2026-11-22");
    const preview = (await guest.inject("GET", `/api/booking/${guest.id}/cancellation`)).json()
      .data;
    // 2 days and 2 hours before 14:00 on the 22nd: inside the partial tier.
    expect(preview).toMatchObject({ tier: "partial", refundPercent: 50 });
  });

  it("a cheaper stay's refund counts from the earliest check-in too", async () => {
    const guest = await guestWithBooking("2026-11-21", "2026-11-23");
    await guest.change(room("2027-02-21", "2027-02-23"));
    const shorter = await guest.inject(
      "POST",
      `/api/booking/${guest.id}/change/check`,
      room("2027-02-21", "2027-02-22"),
    );
    expect(shorter.json().data).toMatchObject({ refund: 0 });
    expect(shorter.json().data.kept).toBeGreaterThan(0);
  });
});

describe("[DESK] a no-show after a change that gave money back", () => {
  it("is marked, and its refund is capped at what the stay still holds", async () => {
    const guest = await guestWithBooking("2026-12-01", "2026-12-05");
    const { check } = await guest.change(room("2026-12-01", "2026-12-02"));
    expect(check.refundPercent).toBe(100);
    const left = await rowOf(guest.id);
    expect(left.chargedMinor - left.refundOwedMinor).toBe(left.totalMinor);

    testApp.clock.set(new Date("2026-12-02T06:00:00Z"));
    const desk = (payload?: object) =>
      testApp.app.inject({
        method: "POST",
        url: `/api/admin/bookings/${guest.id}/no-show`,
        headers: { cookie: admin.cookie },
        ...(payload ? { payload } : {}),
      });
    const tooMuch = await desk({ refundAmount: left.totalMinor / 100 + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe("REFUND_OUT_OF_RANGE");
    const marked = await desk();
    expect(marked.statusCode).toBe(200);
    expect(await rowOf(guest.id)).toMatchObject({ status: "no_show", noShowRefundMinor: 0 });
  });
});
