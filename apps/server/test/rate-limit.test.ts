import { authMessages } from "@camp/shared/auth/auth-messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { createTestApp, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS: "3",
    LOGIN_BACKOFF_SECONDS: "30",
    LOGIN_MAX_FAILURES_PER_ADDRESS: "6",
    LOGIN_QUIET_MINUTES: "15",
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "3",
  });
});
afterAll(() => testApp.close());

let addressCounter = 0;
const newAddress = () => `203.0.113.${++addressCounter}`;

const login = (email: string, password: string, remoteAddress: string) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress,
  });

async function failThreeTimes(email: string, address: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    expect((await login(email, "wrong-password", address)).statusCode).toBe(401);
  }
}

describe("[AUTH] sign-in limit per email and address", () => {
  it("past the limit, answers 429 with a Retry-After, even with the right password", async () => {
    const user = await seedUser(testApp.ctx.db);
    const address = newAddress();
    await failThreeTimes(user.email, address);
    const slowed = await login(user.email, user.password, address);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers["retry-after"]).toBe("30");
    expect(slowed.json()).toEqual({
      success: false,
      code: "TOO_MANY_ATTEMPTS",
      message: authMessages.tooManyAttempts,
      // The sign-in screen says how long to wait, and that this limit is the address's own.
      params: { retryAfterSeconds: 30, limit: "address" },
    });
  });

  it("lets the owner in from another address while the account is being guessed elsewhere", async () => {
    const user = await seedUser(testApp.ctx.db);
    const attacker = newAddress();
    await failThreeTimes(user.email, attacker);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(user.email, "wrong-password", attacker)).statusCode).toBe(429);
    }
    expect((await login(user.email, user.password, newAddress())).statusCode).toBe(200);
    // ...and the attacker's pair is still slowed down.
    expect((await login(user.email, user.password, attacker)).statusCode).toBe(429);
  });

  it("slows down rather than locks: one attempt per wait, the wait doubling each time", async () => {
    const user = await seedUser(testApp.ctx.db);
    const address = newAddress();
    await failThreeTimes(user.email, address);

    testApp.clock.advance(10_000);
    const refused = await login(user.email, "wrong-password", address);
    expect(refused.statusCode).toBe(429);
    // A refused attempt is not counted, so it does not push the wait further out.
    expect(refused.headers["retry-after"]).toBe("20");

    testApp.clock.advance(20_000);
    expect((await login(user.email, "wrong-password", address)).statusCode).toBe(401);
    expect((await login(user.email, "wrong-password", address)).headers["retry-after"]).toBe("60");

    testApp.clock.advance(60_000);
    expect((await login(user.email, "wrong-password", address)).statusCode).toBe(401);
    expect((await login(user.email, "wrong-password", address)).headers["retry-after"]).toBe("120");

    // The owner, waiting the time asked, gets in on the same address.
    testApp.clock.advance(120_000);
    expect((await login(user.email, user.password, address)).statusCode).toBe(200);
  });

  it("starts again after a quiet period", async () => {
    const user = await seedUser(testApp.ctx.db);
    const address = newAddress();
    await failThreeTimes(user.email, address);
    testApp.clock.advance(15 * 60_000 + 1000);
    await failThreeTimes(user.email, address);
    expect((await login(user.email, user.password, address)).statusCode).toBe(429);
  });

  it("a successful sign-in starts the pair again", async () => {
    const user = await seedUser(testApp.ctx.db);
    const address = newAddress();
    for (let attempt = 0; attempt < 2; attempt++)
      await login(user.email, "wrong-password", address);
    expect((await login(user.email, user.password, address)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await login(user.email, "wrong-password", address)).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password, address)).statusCode).toBe(200);
  });
});

describe("[AUTH] sign-in ceiling per address", () => {
  it("answers 429 after too many failures from one address across many emails", async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 6; attempt++) {
      expect(
        (await login(`nobody${attempt}@example.com`, "wrong-password", address)).statusCode,
      ).toBe(401);
    }
    const user = await seedUser(testApp.ctx.db);
    const refused = await login(user.email, user.password, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("30");
    // Another address is not affected.
    expect((await login(user.email, user.password, newAddress())).statusCode).toBe(200);
    // The refusal did not use up one of the pair's attempts: the pair still has all 3 after the wait.
    testApp.clock.advance(30_000);
    expect((await login(user.email, user.password, address)).statusCode).toBe(200);
  });

  it("does not charge correct sign-ins to the address", async () => {
    const address = newAddress();
    const users = await Promise.all(Array.from({ length: 8 }, () => seedUser(testApp.ctx.db)));
    for (const user of users) {
      expect((await login(user.email, user.password, address)).statusCode).toBe(200);
    }
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login(`nobody${attempt}@example.com`, "wrong", address)).statusCode).toBe(401);
    }
  });
});

describe("[AUTH] registration rate limit", () => {
  it("answers 429 after too many sign-ups from one address in an hour", async () => {
    const address = newAddress();
    const register = (index: number) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: {
          name: "Bulk Signup",
          email: `bulk${index}@example.com`,
          password: "long-enough",
        },
        remoteAddress: address,
      });
    for (let index = 0; index < 3; index++) expect((await register(index)).statusCode).toBe(201);
    expect((await register(3)).statusCode).toBe(429);
    testApp.clock.advance(61 * 60_000);
    expect((await register(4)).statusCode).toBe(201);
  });
});
