import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { StaffBookingGuest } from "@camp/shared/desk-sales/desk-sales";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { bookings, emailOutbox, rateLimits, users } from "../src/db/schema";
import { queueBookingEmail } from "../src/features/bookings/booking-emails";
import { findOrCreateDeskGuest } from "../src/features/desk-sales/desk-guests";
import { seedBooking } from "./helpers/booking-helpers";
import { outboxRows } from "./helpers/outbox";
import { createTestApp, sessionCookieOf, type TestApp } from "./helpers/test-app";

/**
 * The guest a staff booking is for (decision 055): the account an email matches, a phone-only
 * guest record reused, or a new guest record; and claiming a record by registering with its
 * email. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where two bookings really race).
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: "https://camp.example" });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.ctx.db.delete(rateLimits);
  await testApp.ctx.db.delete(emailOutbox);
});

let sequence = 0;
/** An email no test used before. */
const freshEmail = (name = "caller") => `${name}-${++sequence}-${Date.now()}@example.com`;
/** A UAE mobile no test used before, in E.164. */
const freshPhone = () => `+9715${String(10_000_000 + ++sequence * 7919).slice(-8)}`;

const deskGuest = (guest: Partial<StaffBookingGuest>) =>
  testApp.ctx.db.transaction((tx) =>
    findOrCreateDeskGuest(tx, { name: "Amal Haddad", language: "en", ...guest }),
  );

const userOf = async (id: string) => {
  const [row] = await testApp.ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
};

const usersWithEmail = (email: string) =>
  testApp.ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

const register = (payload: object, address = "198.51.100.7") =>
  testApp.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { name: "Amal Haddad", password: "dunes-at-dawn-2026", ...payload },
    remoteAddress: address,
  });

const login = (email: string, password: string) =>
  testApp.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

/** The token of the newest set-password link emailed to `email`, read from the outbox. */
async function linkTokenFor(email: string): Promise<string> {
  const last = (await outboxRows(testApp, email)).at(-1);
  const token = last && /reset-password\?token=([\w-]+)/.exec(last.text)?.[1];
  if (!token) throw new Error(`no set-password link emailed to ${email}`);
  return token;
}

describe("[DESK] the guest of a staff booking", () => {
  it("is the account whose email matches, in any case: its name and language kept, its missing phone filled", async () => {
    const account = await seedUser(testApp.ctx.db, { name: "Noura Saeed" });
    await testApp.ctx.db.update(users).set({ language: "ar" }).where(eq(users.id, account.id));
    const phone = freshPhone();
    const guest = await deskGuest({ email: account.email.toUpperCase(), phone, language: "en" });
    expect(guest).toEqual({
      userId: account.id,
      email: account.email,
      language: "ar",
      isNew: false,
    });
    const after = await userOf(account.id);
    expect(after).toMatchObject({ name: "Noura Saeed", phone, language: "ar" });
    expect(after.passwordHash).toBe(account.passwordHash);

    // A phone the account already has is not replaced by another given for one booking.
    const again = await deskGuest({ email: account.email, phone: freshPhone() });
    expect(again.userId).toBe(account.id);
    expect((await userOf(account.id)).phone).toBe(phone);
  });

  it("makes a guest record for a new email: role guest, no password, what staff typed", async () => {
    const email = freshEmail("new");
    const phone = freshPhone();
    const guest = await deskGuest({ name: "Salem Obaid", email, phone, language: "ar" });
    expect(guest).toMatchObject({ email, language: "ar", isNew: true });
    expect(await userOf(guest.userId)).toMatchObject({
      name: "Salem Obaid",
      email,
      phone,
      language: "ar",
      role: "guest",
      passwordHash: null,
      disabledAt: null,
    });
    // The same email again (any case) is that record, not a second one.
    const again = await deskGuest({ email: email.toUpperCase(), language: "en" });
    expect(again).toEqual({ userId: guest.userId, email, language: "ar", isNew: false });
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it("reuses the phone-only record of the same phone, and makes one for another phone", async () => {
    const phone = freshPhone();
    const first = await deskGuest({ name: "Hamad Ali", phone, language: "ar" });
    expect(first).toMatchObject({ email: null, language: "ar", isNew: true });
    expect(await userOf(first.userId)).toMatchObject({
      email: null,
      passwordHash: null,
      phone,
      role: "guest",
    });
    const again = await deskGuest({ name: "Hamad Ali", phone, language: "en" });
    expect(again).toEqual({ userId: first.userId, email: null, language: "ar", isNew: false });

    const other = await deskGuest({ name: "Hamad Ali", phone: freshPhone() });
    expect(other.isNew).toBe(true);
    expect(other.userId).not.toBe(first.userId);
  });

  it("does not take a phone-only booking into an account someone signs in to, nor a record with an email", async () => {
    const phone = freshPhone();
    const account = await seedUser(testApp.ctx.db);
    await testApp.ctx.db.update(users).set({ phone }).where(eq(users.id, account.id));
    const withEmail = await deskGuest({ email: freshEmail("with-email"), phone });
    const phoneOnly = await deskGuest({ phone });
    expect(phoneOnly.isNew).toBe(true);
    expect([account.id, withEmail.userId]).not.toContain(phoneOnly.userId);
  });

  it("refuses a staff account's email (409 STAFF_ACCOUNT_EXISTS) and makes nothing", async () => {
    const staff = await seedUser(testApp.ctx.db, { role: "front_desk" });
    await expect(deskGuest({ email: staff.email.toUpperCase() })).rejects.toMatchObject({
      code: "STAFF_ACCOUNT_EXISTS",
      statusCode: 409,
      fieldErrors: { "guest.email": "A staff account already uses this email." },
    });
    expect(await usersWithEmail(staff.email)).toHaveLength(1);
    expect((await userOf(staff.id)).role).toBe("front_desk");
  });

  it("refuses a disabled account's email the same way", async () => {
    const staff = await seedUser(testApp.ctx.db, { role: "manager" });
    await testApp.ctx.db
      .update(users)
      .set({ disabledAt: testApp.clock.now() })
      .where(eq(users.id, staff.id));
    await expect(deskGuest({ email: staff.email })).rejects.toMatchObject({
      code: "STAFF_ACCOUNT_EXISTS",
    });
  });

  it("ends with one record when two bookings for one new email run at once", async () => {
    const email = freshEmail("race");
    let insertedFirst!: () => void;
    const firstInserted = new Promise<void>((resolve) => {
      insertedFirst = resolve;
    });
    let releaseFirst!: () => void;
    const firstReleased = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    // The first transaction makes the record and stays open; the second starts meanwhile (on
    // PostgreSQL its insert waits on the unique index, then loses and takes the winner's row).
    const first = testApp.ctx.db.transaction(async (tx) => {
      const made = await findOrCreateDeskGuest(tx, { name: "First Caller", email, language: "ar" });
      insertedFirst();
      await firstReleased;
      return made;
    });
    await firstInserted;
    const second = testApp.ctx.db.transaction((tx) =>
      findOrCreateDeskGuest(tx, { name: "Second Caller", email, language: "en" }),
    );
    setTimeout(releaseFirst, 300);
    const [a, b] = await Promise.all([first, second]);
    expect(a.isNew).toBe(true);
    expect(b).toEqual({ userId: a.userId, email, language: "ar", isNew: false });
    const rows = await usersWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe("First Caller");
  });
});

describe("[DESK] claiming a guest record by registering with its email", () => {
  it("answers 202, signs nobody in, and emails the set-password link in the record's language", async () => {
    const email = freshEmail("claim");
    const record = await deskGuest({ name: "Mariam Khalil", email, language: "ar" });
    const response = await register({ email: email.toUpperCase(), language: "en" });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({
      success: true,
      data: { claim: "email_sent", message: deskSalesMessages.guestRecordClaim },
    });
    expect(response.cookies.find((cookie) => cookie.name === "camp_session")).toBeUndefined();
    // No second account, and the record is as staff made it: no password, its own language.
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await userOf(record.userId)).toMatchObject({ passwordHash: null, language: "ar" });
    const mail = await outboxRows(testApp, email);
    expect(mail.map((row) => [row.template, row.language])).toEqual([["password-reset", "ar"]]);
    // The password typed at registration opens nothing: the mailbox is the proof.
    const early = await login(email, "dunes-at-dawn-2026");
    expect(early.statusCode).toBe(401);
  });

  it("sets the password through the link; then sign-in works and My bookings lists what staff booked", async () => {
    const email = freshEmail("claimed");
    const record = await deskGuest({ name: "Yousef Rahman", email, language: "en" });
    // A booking staff took for the record: it belongs to the record's user id.
    const checkIn = addDaysIso(resortToday(testApp.clock.now()), 9);
    const staffMade = await seedBooking(testApp, {
      serviceType: "camp",
      checkIn,
      checkOut: addDaysIso(checkIn, 1),
      quantity: 1,
      guests: 2,
    });
    await testApp.ctx.db
      .update(bookings)
      .set({ userId: record.userId })
      .where(eq(bookings.id, staffMade.id));

    expect((await register({ email })).statusCode).toBe(202);
    const token = await linkTokenFor(email);
    const set = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "my-own-dune-password" },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user).toMatchObject({ email, name: "Yousef Rahman", isStaff: false });

    const signedIn = await login(email, "my-own-dune-password");
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const mine = await testApp.app.inject({
      method: "GET",
      url: "/api/booking/me",
      headers: { cookie: sessionCookieOf(signedIn) },
    });
    expect(mine.statusCode).toBe(200);
    const ids = mine.json().booking.data.map((booking: { _id: string }) => booking._id);
    expect(ids).toEqual([staffMade.id]);

    // Claimed: a second registration with the email is the usual 409, and sends nothing.
    await testApp.ctx.db.delete(emailOutbox);
    const again = await register({ email });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: "EMAIL_TAKEN" });
    expect(await outboxRows(testApp, email)).toHaveLength(0);
  });

  it("a forgot-password request for a record's email sends the same link", async () => {
    const email = freshEmail("forgot");
    await deskGuest({ email, language: "ar" });
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await outboxRows(testApp, email);
    expect(mail.map((row) => [row.template, row.language])).toEqual([["password-reset", "ar"]]);
  });

  it("leaves a normal registration as it was (201, the account, no claim), and a taken email 409", async () => {
    const email = freshEmail("normal");
    const created = await register({ email, language: "ar" });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      user: { email, name: "Amal Haddad", isStaff: false, language: "ar" },
    });
    const [row] = await usersWithEmail(email);
    expect(row?.passwordHash).toEqual(expect.any(String));
    expect(await outboxRows(testApp, email)).toHaveLength(0);
    const taken = await register({ email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, code: "EMAIL_TAKEN" });
  });

  it("is throttled like registration", async () => {
    const email = freshEmail("throttled");
    await deskGuest({ email });
    const address = "198.51.100.99";
    const limit = testApp.ctx.config.REGISTER_MAX_PER_ADDRESS_PER_HOUR;
    for (let attempt = 0; attempt < limit; attempt++) {
      await register({ email: freshEmail("filler") }, address);
    }
    const refused = await register({ email }, address);
    expect(refused.statusCode).toBe(429);
    expect(await outboxRows(testApp, email)).toHaveLength(0);
  });
});

describe("[DESK] a guest record nobody has claimed", () => {
  it("cannot be signed in to: the answer is a wrong password's, whatever the password", async () => {
    const email = freshEmail("no-password");
    await deskGuest({ email });
    const wrong = await login(freshEmail("nobody"), "some-password-123");
    for (const password of ["some-password-123", "not-a-real-password-just-for-timing"]) {
      const response = await login(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(wrong.json());
      expect(response.cookies.find((cookie) => cookie.name === "camp_session")).toBeUndefined();
    }
  });

  it("without an email is never written to: its booking's emails are skipped", async () => {
    const record = await deskGuest({ phone: freshPhone() });
    const checkIn = addDaysIso(resortToday(testApp.clock.now()), 12);
    const made = await seedBooking(testApp, {
      serviceType: "camp",
      checkIn,
      checkOut: addDaysIso(checkIn, 1),
      quantity: 1,
      guests: 2,
    });
    const [booking] = await testApp.ctx.db
      .update(bookings)
      .set({ userId: record.userId })
      .where(eq(bookings.id, made.id))
      .returning();
    if (!booking) throw new Error("no booking");
    await testApp.ctx.db.delete(emailOutbox);
    await testApp.ctx.db.transaction((tx) =>
      queueBookingEmail(tx, testApp.ctx, booking, "booking-confirmed"),
    );
    expect(await outboxRows(testApp)).toHaveLength(0);
  });
});
