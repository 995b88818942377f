import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingPayments, bookings } from "../src/db/schema";
import { cancelBooking } from "../src/features/cancellations-and-refunds/cancel-booking";
import { seedBooking } from "./helpers/booking-helpers";
import { refusal } from "./helpers/refusal";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * The riskiest staff actions ask for a fresh session (decision 054): the bookings CSV (every
 * guest's name, email and phone), and a refund above REFUND_REAUTH_ABOVE_AED; any refund needs a
 * role that may give one. Refused before any money moves. The threshold is set to AED 100 here.
 */
const START = new Date("2026-11-20T08:00:00Z");
const MINUTE = 60_000;

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    SESSION_IDLE_HOURS: "2000",
    SESSION_MAX_DAYS: "365",
    REFUND_REAUTH_ABOVE_AED: "100",
  });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  testApp.clock.set(START);
  owner = await signIn(testApp, "owner");
});

const post = (url: string, cookie: string, payload?: object) =>
  testApp.app.inject({
    method: "POST",
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

let nextDay = 1;
/** A confirmed, paid master room of two nights, on nights no other test uses. */
async function paidStay() {
  const day = 10 + nextDay;
  nextDay += 3;
  const { booking } = await seedBooking(testApp, {
    serviceType: "room",
    roomType: "master",
    checkIn: `2026-12-${String(day).padStart(2, "0")}`,
    checkOut: `2026-12-${String(day + 2).padStart(2, "0")}`,
    quantity: 1,
    guests: 1,
  });
  expect(booking.totalAmount).toBeGreaterThan(100);
  return booking;
}

const refundsOf = (bookingId: string) =>
  testApp.ctx.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));

describe("[RISKY] staff refunds", () => {
  it("asks for a fresh session above the threshold, before any money moves; below it, not", async () => {
    const large = await paidStay();
    const small = await paidStay();
    testApp.clock.advance(11 * MINUTE);
    const paymentsBefore = await refundsOf(large._id);

    const refused = await post(`/api/admin/bookings/${large._id}/cancel`, owner.cookie);
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json().code).toBe("REAUTH_REQUIRED");
    const [still] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, large._id));
    expect(still).toMatchObject({ status: "confirmed", refundOwedMinor: 0, refundedMinor: 0 });
    expect(await refundsOf(large._id)).toEqual(paymentsBefore);

    const below = await post(`/api/admin/bookings/${small._id}/cancel`, owner.cookie, {
      refundAmount: 50,
    });
    expect(below.statusCode, below.body).toBe(200);
    const none = await post(`/api/admin/bookings/${(await paidStay())._id}/cancel`, owner.cookie, {
      refundAmount: 0,
    });
    expect(none.statusCode, none.body).toBe(200);

    // Signed in again: fresh for ten minutes, and the full refund goes through.
    const fresh = await signIn(testApp, "manager");
    const allowed = await post(`/api/admin/bookings/${large._id}/cancel`, fresh.cookie);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.status).toBe("cancelled");
  });

  it("refuses a no-show's refund above the threshold from a stale session", async () => {
    const stay = await paidStay();
    // The day after the arrival day, noon in Dubai: a no-show may be marked.
    testApp.clock.set(new Date(`${stay.checkIn}T08:00:00Z`));
    testApp.clock.advance(24 * 60 * MINUTE);
    const url = `/api/admin/bookings/${stay._id}/no-show`;
    const refused = await post(url, owner.cookie, { refundAmount: 150 });
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json().code).toBe("REAUTH_REQUIRED");
    const desk = await signIn(testApp, "front_desk");
    const marked = await post(url, desk.cookie, { refundAmount: 150 });
    expect(marked.statusCode, marked.body).toBe(200);
  });

  it("lets no role without bookings.refund give money back", async () => {
    const stay = await paidStay();
    const revenue = await signIn(testApp, "revenue");
    const byRoute = await post(`/api/admin/bookings/${stay._id}/cancel`, revenue.cookie, {
      refundAmount: 10,
    });
    expect(byRoute.statusCode).toBe(403);
    expect(byRoute.json().code).toBe("FORBIDDEN_FOR_ROLE");
    // The rule itself, whatever route asks: a revenue member's refund is refused, fresh or not.
    const error = await refusal(
      cancelBooking(testApp.ctx, stay._id, {
        staff: { id: revenue.user.id, email: revenue.user.email, role: "revenue" },
        authority: { role: "revenue", isSessionFresh: true },
        refundMinor: 1000,
      }),
    );
    expect(error.code).toBe("FORBIDDEN_FOR_ROLE");
    const [still] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, stay._id));
    expect(still?.status).toBe("confirmed");
  });
});

describe("[RISKY] the bookings export", () => {
  it("answers the CSV to a fresh session and 401 REAUTH_REQUIRED (JSON) after eleven minutes", async () => {
    const accountant = await signIn(testApp, "accountant");
    const fresh = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/bookings/export.csv",
      headers: { cookie: accountant.cookie },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["content-type"]).toMatch(/text\/csv/);
    testApp.clock.advance(11 * MINUTE);
    const stale = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/bookings/export.csv",
      headers: { cookie: accountant.cookie },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.headers["content-type"]).toMatch(/application\/json/);
    expect(stale.json()).toMatchObject({ success: false, code: "REAUTH_REQUIRED" });
  });
});
