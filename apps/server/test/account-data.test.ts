import { accountDataSchema } from "@camp/shared/auth/account-data";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookings,
  contactMessages,
  emailOutbox,
  quotes,
  sessions,
  users,
} from "../src/db/schema";
import { seedBooking } from "./helpers/booking-helpers";
import { createTestApp, sessionCookieOf, signIn, type TestApp } from "./helpers/test-app";

/**
 * A guest's rights over their data (decision 031): a copy of it, and deleting the account, which
 * keeps the bookings (and the tax documents the law keeps) without what identified the person.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000" });
});
afterAll(() => testApp.close());

const DAY = 86_400_000;
const WISHES = "A tent near the fire pit, please.";

const call = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** A guest with a paid tent night `daysAhead` days from the clock's today, a phone and wishes. */
async function guestWithStay(daysAhead: number) {
  const checkIn = addDaysIso(resortToday(testApp.clock.now()), daysAhead);
  const { cookie, user, id } = await seedBooking(testApp, {
    serviceType: "camp",
    checkIn,
    checkOut: addDaysIso(checkIn, 1),
    quantity: 1,
    guests: 2,
    phone: "050 123 4567",
    specialRequests: WISHES,
  });
  return { cookie, user, bookingId: id };
}

describe("[ACCOUNT] a copy of my data", () => {
  it("sends the profile, bookings with lines and payments, messages and mail as a JSON file", async () => {
    const { cookie, user, bookingId } = await guestWithStay(5);
    await testApp.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: user.name, email: user.email.toUpperCase(), message: "Is there shade?" },
    });
    const response = await call("GET", "/api/auth/me/data", cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="desert-camp-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const data = accountDataSchema.parse(response.json());
    expect(data.profile).toMatchObject({ email: user.email, phone: "+971501234567" });
    const [booking] = data.bookings;
    expect(booking).toMatchObject({
      _id: bookingId,
      specialRequests: WISHES,
      guestPhone: "+971501234567",
    });
    expect(booking?.nightly).toHaveLength(1);
    expect(booking?.vatAmount).toBeGreaterThan(0);
    expect(booking?.payments.map((payment) => payment.kind)).toEqual(["captured"]);
    expect(booking?.payments[0]?.amount).toBe(booking?.totalAmount);
    // The receipt issued with the payment (no TRN set: a receipt, not a tax invoice).
    expect(booking?.documents.map((document) => [document.kind, document.totalAmount])).toEqual([
      ["receipt", booking?.totalAmount],
    ]);
    expect(data.messages).toEqual([expect.objectContaining({ message: "Is there shade?" })]);
    expect(data.emails.length).toBeGreaterThan(0);
    expect(data.signIns).toHaveLength(1);

    // Nothing that opens the account: no hash of the password, no session or its hash.
    const [row] = await testApp.ctx.db.select().from(users).where(eq(users.id, user.id));
    const [session] = await testApp.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(response.body).not.toContain(row?.passwordHash);
    expect(response.body).not.toContain(session?.id);
    expect(response.body).not.toContain(cookie.split("=")[1]);
    expect(response.body).not.toMatch(/password/i);
  });

  it("never carries a live password-reset link (a borrowed session must not become the password)", async () => {
    const { cookie, user } = await signIn(testApp);
    const asked = await call("POST", "/api/auth/forgot-password", undefined, { email: user.email });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const [mail] = await testApp.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "password-reset"))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = mail?.text.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const response = await call("GET", "/api/auth/me/data", cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(token);
    const data = accountDataSchema.parse(response.json());
    expect(data.emails.length).toBeGreaterThan(0);
  });

  it("is for the signed-in guest only, and a few times an hour", async () => {
    expect((await call("GET", "/api/auth/me/data")).statusCode).toBe(401);
    const { cookie } = await signIn(testApp);
    for (let time = 0; time < 10; time += 1) {
      expect((await call("GET", "/api/auth/me/data", cookie)).statusCode).toBe(200);
    }
    const refused = await call("GET", "/api/auth/me/data", cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("TOO_MANY_ATTEMPTS");
  });
});

describe("[ACCOUNT] deleting my account", () => {
  it("refuses without the right password (400 with a field message), never a 500", async () => {
    const { cookie } = await signIn(testApp);
    for (const payload of [{}, { password: "" }, { password: 42 }, { password: "x".repeat(129) }]) {
      const response = await call("POST", "/api/auth/me/delete", cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(["password"]);
    }
    const wrong = await call("POST", "/api/auth/me/delete", cookie, {
      password: "not-mine-at-all",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      errors: { password: "That is not your password" },
    });
    expect((await call("GET", "/api/auth/get-user", cookie)).statusCode).toBe(200);
  });

  it("refuses while a stay is to come (409), then anonymises the account and keeps the booking", async () => {
    const { cookie, user, bookingId } = await guestWithStay(3);
    const { db } = testApp.ctx;
    const refused = await call("POST", "/api/auth/me/delete", cookie, { password: user.password });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe("ACCOUNT_HAS_UPCOMING_BOOKINGS");

    await testApp.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: user.name, email: user.email, message: "Thank you for the stay!" },
    });
    // The stay is over (nobody closed it: confirmed, yet past): nothing holds the account now.
    testApp.clock.advance(6 * DAY);
    const login = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    const cookieNow = sessionCookieOf(login);
    const deleted = await call("POST", "/api/auth/me/delete", cookieNow, {
      password: user.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.cookies.find((c) => c.name === "camp_session")?.value).toBe("");

    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: "Deleted guest",
      email: `deleted-${user.id}@invalid`,
      phone: null,
    });
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    // Signed out everywhere, and neither the old address nor the new one signs in.
    expect((await call("GET", "/api/auth/get-user", cookieNow)).statusCode).toBe(401);
    for (const email of [user.email, `deleted-${user.id}@invalid`]) {
      const login = await testApp.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: user.password },
        remoteAddress: "198.51.100.9",
      });
      expect(login.statusCode).toBe(401);
    }

    // The booking stays (the law keeps it), without the phone and the wishes.
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      userId: user.id,
      status: "confirmed",
      guestPhone: null,
      specialRequests: null,
    });
    expect(booking?.totalMinor).toBeGreaterThan(0);
    const [quote] = await db.select().from(quotes).where(eq(quotes.bookingId, bookingId));
    expect(quote?.request).not.toHaveProperty("phone");
    expect(quote?.request).not.toHaveProperty("specialRequests");
    expect(quote?.request).toHaveProperty("checkIn");
    // What was written to or by the address goes.
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.email, user.email)),
    ).toEqual([]);
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email)),
    ).toEqual([]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entry).toMatchObject({
      action: "account.deleted",
      actorId: user.id,
      actorEmail: `deleted-${user.id}@invalid`,
    });
    expect(JSON.stringify(entry)).not.toContain(user.email);
  });

  it("keeps an administrator's account (403) and refuses visitors (401)", async () => {
    const { cookie, user } = await signIn(testApp, "owner");
    const response = await call("POST", "/api/auth/me/delete", cookie, { password: user.password });
    expect(response.statusCode).toBe(403);
    expect(
      (await call("POST", "/api/auth/me/delete", undefined, { password: "x" })).statusCode,
    ).toBe(401);
  });
});

describe("[TERMS] the cancellation policy the Terms of booking page words", () => {
  it("is the configured one, for anyone", async () => {
    const other = await createTestApp({
      CANCELLATION_FULL_REFUND_DAYS: "10",
      CANCELLATION_PARTIAL_REFUND_HOURS: "72",
      CANCELLATION_PARTIAL_REFUND_PERCENT: "25",
    });
    try {
      const response = await other.app.inject({ url: "/api/booking/cancellation-policy" });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        fullRefundDays: 10,
        partialRefundHours: 72,
        partialRefundPercent: 25,
      });
    } finally {
      await other.close();
    }
  });
});
