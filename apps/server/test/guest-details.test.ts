import { adminBookingDetailResponseSchema } from "@camp/shared/admin/admin-bookings";
import { adminTodayResponseSchema } from "@camp/shared/admin/admin-today";
import { myBookingsResponseSchema } from "@camp/shared/booking/booking-api";
import { guestMessages } from "@camp/shared/guest/guest-messages";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, emailOutbox, users } from "../src/db/schema";
import { reconcilePayments } from "../src/features/payments/reconcile-payments";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, sessionCookieOf, signIn, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
let adminCookie: string;
beforeAll(async () => {
  testApp = await createTestApp();
  adminCookie = (await signIn(testApp, "owner")).cookie;
});
afterAll(() => testApp.close());

// The test clock stands at Friday 2026-11-20, noon in Dubai: tomorrow is the 21st.
const campTomorrow = {
  serviceType: "camp",
  checkIn: "2026-11-21",
  checkOut: "2026-11-23",
  quantity: 1,
  guests: 2,
};

const post = (url: string, payload: unknown) =>
  testApp.app.inject({ method: "POST", url, payload: payload as object });
const get = (url: string, cookie = adminCookie) =>
  testApp.app.inject({ method: "GET", url, headers: { cookie } });

async function guest() {
  const { cookie, user } = await signIn(testApp);
  return { client: bookingClient(testApp, cookie), user, cookie };
}

async function accountPhone(userId: string) {
  const [row] = await testApp.ctx.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.phone;
}

async function bookedRow(id: string) {
  const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

describe("[GUEST] phone at sign-up", () => {
  const account = (email: string) => ({
    name: "Noura Saeed",
    email,
    password: "dunes at dawn 2026",
  });

  it("stores a phone given at sign-up in E.164 and shows it in the session", async () => {
    const response = await post("/api/auth/register", {
      ...account("noura@example.com"),
      phone: "050 123 4567",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user).toMatchObject({ phone: "+971501234567" });

    const login = await post("/api/auth/login", {
      email: "noura@example.com",
      password: "dunes at dawn 2026",
    });
    const session = await get("/api/auth/session", sessionCookieOf(login));
    expect(session.json().user).toEqual({
      name: "Noura Saeed",
      email: "noura@example.com",
      isStaff: false,
      role: "guest",
      phone: "+971501234567",
      // The language of the account's emails, set at sign-up from the page (decision 050).
      language: "en",
      hasSecondFactor: false,
      mustEnrolSecondFactor: false,
    });
  });

  it("signs up without a phone, as the spec's call does", async () => {
    const response = await post("/api/auth/register", account("no.phone@example.com"));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user.phone).toBeNull();
  });

  it.each([
    ["12", guestMessages.phoneInvalid],
    ["+999 123 456 789", guestMessages.phoneInvalid],
    [501234567, guestMessages.phoneInvalid],
    ["050\u0007123", "Use letters, numbers and punctuation only"],
  ])("refuses phone %j with a field message (400), never a 500", async (phone, message) => {
    const response = await post("/api/auth/register", {
      ...account(`bad-${String(phone).length}-${Date.now()}@example.com`),
      phone,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: "VALIDATION_ERROR",
      errors: { phone: message },
    });
  });
});

describe("[GUEST] phone, special requests and arrival time with a booking", () => {
  it("keeps them on the booking, saves the account's first phone, and shows staff and guest", async () => {
    const { client, user, cookie } = await guest();
    expect(await accountPhone(user.id)).toBeNull();
    const { booking } = await client.payAndBook({
      ...campTomorrow,
      phone: "٠٥٠ ١٢٣ ٤٥٦٧",
      specialRequests: "A tent away from the generator, please.\nWe bring a baby.",
      arrivalTime: "16:30",
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const id = booking.json().data._id as string;
    expect(booking.json().data).toMatchObject({
      specialRequests: "A tent away from the generator, please.\nWe bring a baby.",
      arrivalTime: "16:30",
    });

    // Saved on the account in the same transaction as the booking, so the form asks no more.
    expect(await accountPhone(user.id)).toBe("+971501234567");
    expect((await get("/api/auth/session", cookie)).json().user.phone).toBe("+971501234567");
    expect(await bookedRow(id)).toMatchObject({
      guestPhone: "+971501234567",
      arrivalTime: "16:30",
    });

    // The guest sees their wishes in My bookings.
    const mine = myBookingsResponseSchema.parse((await client.myBookings()).json());
    expect(mine.booking.data.find((row) => row._id === id)).toMatchObject({
      specialRequests: "A tent away from the generator, please.\nWe bring a baby.",
      arrivalTime: "16:30",
    });

    // Staff see them on the booking and in tomorrow's arrivals.
    const detail = await get(`/api/admin/bookings/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(adminBookingDetailResponseSchema.parse(detail.json()).data).toMatchObject({
      phone: "+971501234567",
      specialRequests: "A tent away from the generator, please.\nWe bring a baby.",
      arrivalTime: "16:30",
    });
    const today = adminTodayResponseSchema.parse((await get("/api/admin/today")).json()).data;
    expect(today.tomorrow.arrivals.find((row) => row.bookingId === id)).toMatchObject({
      phone: "+971501234567",
      specialRequests: "A tent away from the generator, please.\nWe bring a baby.",
      arrivalTime: "16:30",
    });
    testApp.clock.advance(2 * 24 * 60 * 60 * 1000); // the 22nd: they leave tomorrow
    const later = adminTodayResponseSchema.parse((await get("/api/admin/today")).json()).data;
    testApp.clock.advance(-2 * 24 * 60 * 60 * 1000);
    expect(later.tomorrow.departures.find((row) => row.bookingId === id)).toMatchObject({
      phone: "+971501234567",
      arrivalTime: "16:30",
    });
  });

  it("keeps the account's phone when a later booking gives another, which that booking keeps", async () => {
    const { client, user } = await guest();
    await client.payAndBook({ ...campTomorrow, phone: "+44 20 7946 0958" });
    expect(await accountPhone(user.id)).toBe("+442079460958");

    const { booking } = await client.payAndBook({ ...campTomorrow, phone: "050 765 4321" });
    expect(booking.statusCode, booking.body).toBe(201);
    expect(await accountPhone(user.id)).toBe("+442079460958");
    const id = booking.json().data._id as string;
    expect((await bookedRow(id))?.guestPhone).toBe("+971507654321");
    expect((await get(`/api/admin/bookings/${id}`)).json().data.phone).toBe("+971507654321");

    // A booking that gives none is reached on the account's phone.
    const third = (await client.payAndBook(campTomorrow)).booking.json().data._id as string;
    expect((await bookedRow(third))?.guestPhone).toBe("+442079460958");
  });

  it("books without any of them, as the spec's calls do, and staff read nulls", async () => {
    const { client, user } = await guest();
    const { booking } = await client.payAndBook(campTomorrow);
    expect(booking.statusCode, booking.body).toBe(201);
    expect(booking.json().data).toMatchObject({ specialRequests: null, arrivalTime: null });
    expect(await accountPhone(user.id)).toBeNull();
    const detail = (await get(`/api/admin/bookings/${booking.json().data._id}`)).json().data;
    expect(detail).toMatchObject({ phone: null, specialRequests: null, arrivalTime: null });
  });

  it("carries them on a package too", async () => {
    const { client, user } = await guest();
    const quote = await client.quotePackage({
      checkIn: "2026-12-01",
      checkOut: "2026-12-02",
      services: {
        room: { master: { quantity: 1, guests: 3 }, kids: { quantity: 1, guests: 0 } },
        camp: { quantity: 1, guests: 0 },
        parking: { quantity: 0, type: "caravan" },
      },
      phone: "0501112233",
      specialRequests: "Birthday cake on the first night",
      arrivalTime: "21:00",
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const { quoteId, totalAmount } = quote.json().data;
    const { client_secret, paymentIntentId } = (
      await client.process(quoteId, totalAmount * 100)
    ).json();
    await client.confirmCard(client_secret);
    const booking = await client.bookPackage(quoteId, paymentIntentId);
    expect(booking.statusCode, booking.body).toBe(201);
    expect(booking.json().data).toMatchObject({
      bookingType: "package",
      specialRequests: "Birthday cake on the first night",
      arrivalTime: "21:00",
    });
    expect(await accountPhone(user.id)).toBe("+971501112233");
  });

  it("keeps them when the reconciler makes the booking of a guest who closed the tab", async () => {
    const { client, user } = await guest();
    const quote = await client.quote({
      ...campTomorrow,
      phone: "0509998877",
      arrivalTime: "09:00",
    });
    const { quoteId, totalAmount } = quote.json().data;
    const { client_secret } = (await client.process(quoteId, totalAmount * 100)).json();
    expect((await client.confirmCard(client_secret)).statusCode).toBe(200);
    await reconcilePayments(testApp.ctx);
    const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.quoteId, quoteId));
    expect(row).toMatchObject({ guestPhone: "+971509998877", arrivalTime: "09:00" });
    expect(await accountPhone(user.id)).toBe("+971509998877");
  });

  it("writes the wishes and arrival time into the confirmation email, in the guest's language", async () => {
    const { client, user } = await guest();
    await testApp.ctx.db.update(users).set({ language: "ar" }).where(eq(users.id, user.id));
    await client.payAndBook({
      ...campTomorrow,
      specialRequests: "Vegetarian dinner <please>",
      arrivalTime: "18:15",
    });
    const [email] = await testApp.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.email))
      .orderBy(desc(emailOutbox.createdAt));
    expect(email?.html).toContain("طلباتك الخاصة");
    expect(email?.html).toContain("Vegetarian dinner &lt;please&gt;");
    expect(email?.html).toContain("وقت الوصول المتوقع");
    expect(email?.text).toContain("18:15");

    const english = await guest();
    await english.client.payAndBook({ ...campTomorrow, specialRequests: "Late dinner" });
    const [englishEmail] = await testApp.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, english.user.email));
    expect(englishEmail?.text).toContain("Your special requests:\nLate dinner");
    expect(englishEmail?.text).not.toContain("Expected arrival");
  });
});

describe("[GUEST] refused details", () => {
  it.each([
    [{ phone: "12" }, { phone: guestMessages.phoneInvalid }],
    [{ phone: 501234567 }, { phone: guestMessages.phoneInvalid }],
    [{ phone: { number: "050" } }, { phone: guestMessages.phoneInvalid }],
    [{ arrivalTime: "3pm" }, { arrivalTime: guestMessages.arrivalTimeInvalid }],
    [{ arrivalTime: "02:30" }, { arrivalTime: guestMessages.arrivalTimeOutOfHours }],
    [{ arrivalTime: ["15:00"] }, { arrivalTime: guestMessages.arrivalTimeInvalid }],
    [{ specialRequests: "x".repeat(501) }, { specialRequests: "Must be at most 500 characters" }],
    [{ specialRequests: { text: "hi" } }, { specialRequests: "Must be text" }],
    [
      { specialRequests: "bell\u0007here" },
      { specialRequests: "Use letters, numbers and punctuation only" },
    ],
  ])("refuses %j at the price check with 400 and the field's message", async (extra, errors) => {
    const { client } = await guest();
    const response = await client.quote({ ...campTomorrow, ...extra });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR", errors });
  });

  it("refuses a NUL (which PostgreSQL cannot store) with 400, not 500", async () => {
    const { client } = await guest();
    const response = await client.quote({ ...campTomorrow, specialRequests: "a\u0000b" });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it("refuses them on the package call too", async () => {
    const { client } = await guest();
    const response = await client.quotePackage({
      checkIn: "2026-12-01",
      checkOut: "2026-12-02",
      services: {
        room: { master: { quantity: 1, guests: 2 }, kids: { quantity: 1 } },
        camp: { quantity: 1 },
      },
      phone: "0",
      arrivalTime: "99:99",
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({
      phone: guestMessages.phoneInvalid,
      arrivalTime: guestMessages.arrivalTimeInvalid,
    });
  });
});
