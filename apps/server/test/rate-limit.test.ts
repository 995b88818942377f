import { authMessages } from "@camp/shared/auth/auth-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { createTestApp, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    LOGIN_MAX_FAILURES_PER_EMAIL: "3",
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

describe("[AUTH] login rate limit", () => {
  it("answers 429 after too many failures for one email, even with the right password", async () => {
    const user = await seedUser(testApp.ctx.db);
    for (let attempt = 0; attempt < 3; attempt++) {
      // Different addresses: the email's own counter is what trips.
      expect((await login(user.email, "wrong-password", newAddress())).statusCode).toBe(401);
    }
    const locked = await login(user.email, user.password, newAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      success: false,
      code: "TOO_MANY_ATTEMPTS",
      message: authMessages.tooManyAttempts,
    });
  });

  it("lifts the limit after a quiet period, and refused attempts do not extend it", async () => {
    const user = await seedUser(testApp.ctx.db);
    const address = newAddress();
    for (let attempt = 0; attempt < 3; attempt++)
      await login(user.email, "wrong-password", address);
    testApp.clock.advance(10 * 60_000);
    expect((await login(user.email, user.password, address)).statusCode).toBe(429);
    testApp.clock.advance(6 * 60_000); // 16 minutes after the last real failure
    expect((await login(user.email, user.password, address)).statusCode).toBe(200);
  });

  it("answers 429 after too many failures from one address across many emails", async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 6; attempt++) {
      expect(
        (await login(`nobody${attempt}@example.com`, "wrong-password", address)).statusCode,
      ).toBe(401);
    }
    const user = await seedUser(testApp.ctx.db);
    expect((await login(user.email, user.password, address)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(user.email, user.password, newAddress())).statusCode).toBe(200);
  });

  it("a successful login clears the email's failures", async () => {
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
