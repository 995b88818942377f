import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../src/db/schema";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, sessionCookieOf, type TestApp } from "./helpers/test-app";

/**
 * Decision 050: every email to an account holder is written in the language the account keeps
 * (the site's at sign-up, then the guest's choice on their account page), never in the language of
 * the page that happened to trigger it; each link in it opens the site in that language.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    PUBLIC_URL: "https://camp.example",
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
  });
});
afterAll(() => testApp.close());

const EMAIL = "noura-language@example.com";
const PASSWORD = "dune-sunset-2026";

/** A call from a page in `page`'s language (the language switch's cookie, as the browser sends it). */
const call = (
  method: "GET" | "POST" | "PUT",
  url: string,
  options: { page: "en" | "ar"; cookie?: string; payload?: object },
) =>
  testApp.app.inject({
    method,
    url,
    headers: {
      cookie: [options.cookie, `lang=${options.page}`].filter(Boolean).join("; "),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const emails = (template: string) =>
  testApp.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, EMAIL), eq(emailOutbox.template, template)))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));

const lastEmail = async (template: string) => {
  const last = (await emails(template)).at(-1);
  if (!last) throw new Error(`no ${template} email to ${EMAIL}`);
  return last;
};

const stay = {
  serviceType: "camp",
  checkIn: "2027-02-08",
  checkOut: "2027-02-10",
  quantity: 1,
  guests: 2,
};

describe("[EMAIL] the account's language writes every email to the guest", () => {
  let cookie: string;
  let bookingId: string;

  it("is the sign-up page's language, shown with the user", async () => {
    const registered = await call("POST", "/api/auth/register", {
      page: "ar",
      payload: { name: "Noura Saeed", email: EMAIL, password: PASSWORD, language: "ar" },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().user.language).toBe("ar");
  });

  it("stays as it is when the guest signs in from a page in the other language", async () => {
    // An older client still sends its page's language: the server does not take it.
    const login = await call("POST", "/api/auth/login", {
      page: "en",
      payload: { email: EMAIL, password: PASSWORD, language: "en" },
    });
    expect(login.statusCode, login.body).toBe(200);
    cookie = sessionCookieOf(login);
    expect(login.json().user.language).toBe("ar");
    const session = await call("GET", "/api/auth/session", { page: "en", cookie });
    expect(session.json().user.language).toBe("ar");
  });

  it("writes the booking confirmation and the change in it, whatever page the guest is on", async () => {
    const client = bookingClient(testApp, `${cookie}; lang=en`);
    const paid = await client.payAndBook(stay);
    expect(paid.booking.statusCode, paid.booking.body).toBe(201);
    bookingId = paid.booking.json().data._id;
    const confirmed = await lastEmail("booking-confirmed");
    expect(confirmed.language).toBe("ar");
    expect(confirmed.html).toContain('dir="rtl"');
    expect(confirmed.text).toContain("https://camp.example/my-booking?lang=ar");

    const check = await call("POST", `/api/booking/${bookingId}/change/check`, {
      page: "en",
      cookie,
      payload: { ...stay, guests: 3 },
    });
    expect(check.statusCode, check.body).toBe(200);
    const applied = await call("POST", `/api/booking/${bookingId}/change`, {
      page: "en",
      cookie,
      payload: { quoteId: check.json().data.quoteId },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const changed = await lastEmail("booking-changed");
    expect(changed.language).toBe("ar");
    expect(changed.text).toContain("https://camp.example/my-booking?lang=ar");
  });

  it("writes the password reset in it, with the link opening the page in it", async () => {
    const forgot = await call("POST", "/api/auth/forgot-password", {
      page: "en",
      payload: { email: EMAIL },
    });
    expect(forgot.statusCode).toBe(200);
    const reset = await lastEmail("password-reset");
    expect(reset.language).toBe("ar");
    expect(reset.text).toMatch(/https:\/\/camp\.example\/reset-password\?token=[\w-]+&lang=ar/);
  });

  it("refuses a language the site does not have, with the field's message (400)", async () => {
    for (const payload of [{ language: "fr" }, { language: "" }, { language: 1 }, {}]) {
      const refused = await call("PUT", "/api/auth/me/language", { page: "en", cookie, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        code: "VALIDATION_ERROR",
        message: "Choose English or Arabic for your emails",
      });
    }
    const visitor = await call("PUT", "/api/auth/me/language", {
      page: "en",
      payload: { language: "en" },
    });
    expect(visitor.statusCode).toBe(401);
    const session = await call("GET", "/api/auth/session", { page: "en", cookie });
    expect(session.json().user.language).toBe("ar");
  });

  it("changes on the account page, and the next emails follow the choice", async () => {
    // Chosen from the Arabic page: the choice, not the page, decides.
    const changed = await call("PUT", "/api/auth/me/language", {
      page: "ar",
      cookie,
      payload: { language: "en" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user).toMatchObject({ email: EMAIL, language: "en" });
    const user = await call("GET", "/api/auth/get-user", { page: "ar", cookie });
    expect(user.json().user.language).toBe("en");

    const booking = (await call("GET", "/api/booking/me", { page: "ar", cookie })).json();
    const totalAmount = booking.booking.data.find(
      (row: { _id: string }) => row._id === bookingId,
    ).totalAmount;
    const cancelled = await call("POST", `/api/booking/${bookingId}/cancel`, {
      page: "ar",
      cookie,
      payload: { expectedRefundAmount: totalAmount },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancellation = await lastEmail("booking-cancelled");
    expect(cancellation.language).toBe("en");
    expect(cancellation.html).toContain('dir="ltr"');
    expect(cancellation.text).toContain("https://camp.example/my-booking?lang=en");

    await call("POST", "/api/auth/forgot-password", { page: "ar", payload: { email: EMAIL } });
    const reset = await lastEmail("password-reset");
    expect(reset.language).toBe("en");
    expect(reset.text).toMatch(/\/reset-password\?token=[\w-]+&lang=en/);
  });

  it("stays as chosen when the guest sets a new password from a page in the other language", async () => {
    const reset = await lastEmail("password-reset");
    const token = /reset-password\?token=([\w-]+)/.exec(reset.text)?.[1];
    const done = await call("POST", "/api/auth/reset-password", {
      page: "ar",
      payload: { token, password: "new-dune-password-2027", language: "ar" },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.language).toBe("en");
  });
});
