import { authMessages } from "@camp/shared/auth/auth-messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { createTestApp, sessionCookieOf, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS: "5",
    LOGIN_QUIET_MINUTES: "15",
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "100",
  });
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "POST", url, payload: payload as object, headers });
const getUser = (cookie?: string) =>
  testApp.app.inject({
    method: "GET",
    url: "/api/auth/get-user",
    headers: cookie ? { cookie } : {},
  });

describe("[AUTH] register", () => {
  it("creates the account with a trimmed, lower-cased email and answers 201 without the password", async () => {
    const response = await post("/api/auth/register", {
      name: "  Amal Al Marri ",
      email: "  Amal.Marri@Example.COM ",
      password: "desert rose 2026",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      user: {
        name: "Amal Al Marri",
        email: "amal.marri@example.com",
        isStaff: false,
        role: "guest",
        phone: null,
        language: "en",
        hasSecondFactor: false,
        mustEnrolSecondFactor: false,
      },
    });
    expect(response.body).not.toContain("desert rose");
    expect(response.cookies).toHaveLength(0);
  });

  it("refuses an email that is taken, whatever its case and spaces (409)", async () => {
    await post("/api/auth/register", {
      name: "Omar",
      email: "omar@example.com",
      password: "password-one",
    });
    const response = await post("/api/auth/register", {
      name: "Someone Else",
      email: " OMAR@example.com",
      password: "password-two",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: "EMAIL_TAKEN",
      message: authMessages.emailTaken,
    });
  });

  it.each([
    [{ email: "a@example.com", password: "long-enough" }, "name", authMessages.nameRequired],
    [
      { name: "   ", email: "a@example.com", password: "long-enough" },
      "name",
      authMessages.nameRequired,
    ],
    [{ name: "Ali", password: "long-enough" }, "email", authMessages.emailRequired],
    [
      { name: "Ali", email: "not-an-email", password: "long-enough" },
      "email",
      authMessages.emailInvalid,
    ],
    [{ name: "Ali", email: "a@example.com" }, "password", authMessages.passwordRequired],
    [
      { name: "Ali", email: "a@example.com", password: "short" },
      "password",
      authMessages.passwordTooShort,
    ],
    [
      { name: "Ali", email: "a@example.com", password: "x".repeat(129) },
      "password",
      authMessages.passwordTooLong,
    ],
  ])("answers 400 with a field-level message for %j", async (payload, field, message) => {
    const response = await post("/api/auth/register", payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR", message });
    expect(body.errors[field]).toBe(message);
  });

  it.each(["password", "PassWord", "12345678", "iloveyou", "qwertyuiop"])(
    "refuses the common password %j with a field-level message (400)",
    async (password) => {
      const response = await post("/api/auth/register", {
        name: "Ali",
        email: "common@example.com",
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: "VALIDATION_ERROR",
        message: authMessages.passwordTooCommon,
        errors: { password: authMessages.passwordTooCommon },
      });
    },
  );

  it("accepts a password of exactly 8 and of exactly 128 characters", async () => {
    for (const [index, password] of ["k2#vq9Lm", "desert-rose-2026", "y".repeat(128)].entries()) {
      const response = await post("/api/auth/register", {
        name: "Edge Case",
        email: `edge${index}@example.com`,
        password,
      });
      expect(response.statusCode).toBe(201);
    }
  });
});

describe("[AUTH] login, session and logout", () => {
  it("signs in, sets an HttpOnly SameSite=Lax cookie, and get-user answers the user", async () => {
    const user = await seedUser(testApp.ctx.db, { name: "Fatima Zahra Khan" });
    const response = await post("/api/auth/login", {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      user: {
        name: "Fatima Zahra Khan",
        email: user.email,
        isStaff: false,
        role: "guest",
        phone: null,
        language: "en",
        hasSecondFactor: false,
        mustEnrolSecondFactor: false,
      },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === "camp_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();

    const me = await getUser(sessionCookieOf(response));
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toEqual({
      name: "Fatima Zahra Khan",
      email: user.email,
      isStaff: false,
      role: "guest",
      phone: null,
      language: "en",
      hasSecondFactor: false,
      mustEnrolSecondFactor: false,
    });
  });

  it("answers one 401 message for an unknown email and for a wrong password", async () => {
    const user = await seedUser(testApp.ctx.db);
    const wrongPassword = await post("/api/auth/login", {
      email: user.email,
      password: "wrong-password",
    });
    const unknownEmail = await post("/api/auth/login", {
      email: "nobody@example.com",
      password: "wrong-password",
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: "INVALID_CREDENTIALS",
        message: authMessages.invalidCredentials,
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it("asks for both fields with the spec's message", async () => {
    const response = await post("/api/auth/login", { email: "", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please fill in all fields");
  });

  it("answers 401 from get-user without a session or with an unknown one", async () => {
    expect((await getUser()).statusCode).toBe(401);
    const forged = await getUser("camp_session=not-a-real-session");
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
  });

  it("answers the session probe 200 for everyone: the user when signed in, null otherwise", async () => {
    const session = (cookie?: string) =>
      testApp.app.inject({
        method: "GET",
        url: "/api/auth/session",
        headers: cookie ? { cookie } : {},
      });
    const visitor = await session();
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ success: true, user: null });
    expect((await session("camp_session=not-a-real-session")).json()).toEqual({
      success: true,
      user: null,
    });

    const user = await seedUser(testApp.ctx.db);
    const cookie = sessionCookieOf(
      await post("/api/auth/login", { email: user.email, password: user.password }),
    );
    const signedIn = await session(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      success: true,
      user: {
        name: user.name,
        email: user.email,
        isStaff: false,
        role: "guest",
        phone: null,
        language: "en",
        hasSecondFactor: false,
        mustEnrolSecondFactor: false,
      },
    });
  });

  it("makes a new session id at each login and ends the one the browser had", async () => {
    const user = await seedUser(testApp.ctx.db);
    const first = sessionCookieOf(
      await post("/api/auth/login", { email: user.email, password: user.password }),
    );
    const second = sessionCookieOf(
      await post(
        "/api/auth/login",
        { email: user.email, password: user.password },
        { cookie: first },
      ),
    );
    expect(second).not.toBe(first);
    expect((await getUser(second)).statusCode).toBe(200);
    expect((await getUser(first)).statusCode).toBe(401);
  });

  it("logout deletes the session on the server, not just the cookie", async () => {
    const user = await seedUser(testApp.ctx.db);
    const cookie = sessionCookieOf(
      await post("/api/auth/login", { email: user.email, password: user.password }),
    );
    const response = await post("/api/auth/logout", {}, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const cleared = response.cookies.find((candidate) => candidate.name === "camp_session");
    expect(cleared?.value).toBe("");
    // Replaying the old cookie no longer works.
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it("logout without a session still answers 200", async () => {
    expect((await post("/api/auth/logout", {})).statusCode).toBe(200);
  });
});

describe("[AUTH] session expiry", () => {
  it("ends a session left idle longer than SESSION_IDLE_HOURS (72 by default)", async () => {
    const user = await seedUser(testApp.ctx.db);
    const cookie = sessionCookieOf(
      await post("/api/auth/login", { email: user.email, password: user.password }),
    );
    testApp.clock.advance(71 * 3_600_000);
    expect((await getUser(cookie)).statusCode).toBe(200); // activity resets the idle timer
    testApp.clock.advance(71 * 3_600_000);
    expect((await getUser(cookie)).statusCode).toBe(200);
    testApp.clock.advance(72 * 3_600_000);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it("ends any session after SESSION_MAX_DAYS (30 by default), however active", async () => {
    const user = await seedUser(testApp.ctx.db);
    const cookie = sessionCookieOf(
      await post("/api/auth/login", { email: user.email, password: user.password }),
    );
    for (let day = 0; day < 29; day++) {
      testApp.clock.advance(24 * 3_600_000);
      expect((await getUser(cookie)).statusCode).toBe(200);
    }
    testApp.clock.advance(24 * 3_600_000);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });
});

describe("[AUTH] cookie behind HTTPS", () => {
  it("marks the cookie Secure when the proxy says the request came over HTTPS", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const user = await seedUser(proxied.ctx.db);
      const response = await proxied.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: user.password },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((cookie) => cookie.name === "camp_session")?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
