import { authMessages } from "@camp/shared/auth/auth-messages";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { rateLimits } from "../src/db/schema";
import { outboxRows } from "./helpers/outbox";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { isRealPostgres } from "./helpers/test-database";

/**
 * The account-wide sign-in limit (docs/decisions/002): many addresses guessing one account are
 * slowed down together, while the owner still gets in from a browser that signed in before, or
 * from any browser after a short wait. Client addresses come from X-Forwarded-For, as behind the
 * site's proxy.
 */
const PAIR_LIMIT = 3;
const ACCOUNT_LIMIT = 6;
const MAX_WAIT = 120;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    TRUST_PROXY: "1",
    LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS: String(PAIR_LIMIT),
    LOGIN_MAX_FAILURES_PER_ADDRESS: "100",
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(ACCOUNT_LIMIT),
    LOGIN_BACKOFF_SECONDS: "30",
    LOGIN_ACCOUNT_MAX_WAIT_SECONDS: String(MAX_WAIT),
    LOGIN_QUIET_MINUTES: "15",
    PUBLIC_URL: "https://camp.example",
  });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.ctx.db.delete(rateLimits);
});

let addressCounter = 0;
const newAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const login = (email: string, password: string, address: string, cookie?: string) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
  });

/** The `camp_device=...` pair a sign-in answered, for the Cookie header of the same browser. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === "camp_device");
  if (!cookie) throw new Error(`no device cookie in the response (status ${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}

/** 20 addresses, each guessing within its own per-address limit: the spread attack of the audit. */
async function guessFromManyAddresses(email: string, addresses = 20) {
  const statuses: number[] = [];
  for (let index = 0; index < addresses; index++) {
    const address = newAddress();
    for (let guess = 0; guess < PAIR_LIMIT; guess++) {
      statuses.push((await login(email, `wrong-guess-${index}-${guess}`, address)).statusCode);
    }
  }
  return statuses;
}

describe(`[AUTH] sign-in limit per account (${isRealPostgres() ? "PostgreSQL" : "PGlite"})`, () => {
  it("slows down many addresses guessing one account: only the first few guesses are checked", async () => {
    const user = await seedUser(testApp.ctx.db);
    const statuses = await guessFromManyAddresses(user.email);
    // Before: every one of the 60 guesses was checked (401), 3 from each of 20 addresses.
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - ACCOUNT_LIMIT);

    // A fresh address and browser, even with the right password, waits like the guessers.
    const slowed = await login(user.email, user.password, newAddress());
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers["retry-after"]).toBe("30");
    expect(slowed.json()).toEqual({
      success: false,
      code: "TOO_MANY_ATTEMPTS",
      message: authMessages.tooManyAttempts,
      params: { retryAfterSeconds: 30, limit: "account" },
    });
  });

  it("limits an email without an account the same way, so the answer tells nothing", async () => {
    const statuses = await guessFromManyAddresses("nobody-at-all@example.com", 4);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_LIMIT);
    expect(statuses.slice(ACCOUNT_LIMIT).every((status) => status === 429)).toBe(true);
  });

  it("lets the owner in at once from a browser that signed in before", async () => {
    const user = await seedUser(testApp.ctx.db);
    const first = await login(user.email, user.password, newAddress());
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === "camp_device");
    expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth" });
    const ownersBrowser = deviceCookieOf(first);

    await guessFromManyAddresses(user.email);
    expect((await login(user.email, user.password, newAddress())).statusCode).toBe(429);

    // The owner's browser, on yet another network (a phone on the move), is not held up...
    const owner = await login(user.email, user.password, newAddress(), ownersBrowser);
    expect(owner.statusCode).toBe(200);
    // ...and gets a new device token, as it gets a new session id; the old one no longer counts.
    const renewed = deviceCookieOf(owner);
    expect(renewed).not.toBe(ownersBrowser);
    expect((await login(user.email, user.password, newAddress(), ownersBrowser)).statusCode).toBe(
      429,
    );
    // The owner typing the password wrong on the known browser is told so, not slowed down.
    expect((await login(user.email, "a-typo", newAddress(), renewed)).statusCode).toBe(401);
    expect((await login(user.email, user.password, newAddress(), renewed)).statusCode).toBe(200);
  });

  it("does not spare a browser known to another account, or a device cookie made up", async () => {
    const victim = await seedUser(testApp.ctx.db);
    const attacker = await seedUser(testApp.ctx.db);
    const attackersBrowser = deviceCookieOf(
      await login(attacker.email, attacker.password, newAddress()),
    );
    await guessFromManyAddresses(victim.email);
    for (const cookie of [attackersBrowser, "camp_device=made-up-token"]) {
      expect((await login(victim.email, victim.password, newAddress(), cookie)).statusCode).toBe(
        429,
      );
    }
  });

  it("lets the owner in from a new browser after the short wait, however long the guessing goes on", async () => {
    const user = await seedUser(testApp.ctx.db);
    await guessFromManyAddresses(user.email);
    // Guessers that come back each time the wait is over get one guess each time; the wait
    // doubles, up to LOGIN_ACCOUNT_MAX_WAIT_SECONDS and no further.
    for (const wait of [30, 60, 120, 120, 120]) {
      const refused = await login(user.email, "another-guess", newAddress());
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe(String(wait));
      testApp.clock.advance(wait * 1000);
      expect((await login(user.email, "another-guess", newAddress())).statusCode).toBe(401);
    }
    const owner = await login(user.email, user.password, newAddress());
    expect(owner.statusCode).toBe(429);
    expect(owner.headers["retry-after"]).toBe(String(MAX_WAIT));
    testApp.clock.advance(MAX_WAIT * 1000);
    expect((await login(user.email, user.password, newAddress())).statusCode).toBe(200);
  });

  it("does not hand the guessers a fresh allowance when the owner signs in", async () => {
    const user = await seedUser(testApp.ctx.db);
    for (let guess = 0; guess < ACCOUNT_LIMIT - 1; guess++) {
      expect((await login(user.email, `guess-${guess}`, newAddress())).statusCode).toBe(401);
    }
    // The owner's correct sign-in gives back its own attempt, and only that one.
    expect((await login(user.email, user.password, newAddress())).statusCode).toBe(200);
    expect((await login(user.email, "last-free-guess", newAddress())).statusCode).toBe(401);
    expect((await login(user.email, "one-guess-too-many", newAddress())).statusCode).toBe(429);
  });

  it("counts the owner's own correct sign-ins from new browsers as no failure", async () => {
    const user = await seedUser(testApp.ctx.db);
    for (let browser = 0; browser < ACCOUNT_LIMIT + 2; browser++) {
      expect((await login(user.email, user.password, newAddress())).statusCode).toBe(200);
    }
  });

  it("makes the browser that used a reset link a known device, and forgets the others", async () => {
    const user = await seedUser(testApp.ctx.db);
    const oldBrowser = deviceCookieOf(await login(user.email, user.password, newAddress()));
    await guessFromManyAddresses(user.email);

    await testApp.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: user.email },
      headers: { "x-forwarded-for": newAddress() },
    });
    const [link] = await outboxRows(testApp, user.email);
    const token = link && /reset-password\?token=([\w-]+)/.exec(link.text)?.[1];
    const reset = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "a-fresh-dune-path-7" },
      headers: { "x-forwarded-for": newAddress() },
    });
    expect(reset.statusCode).toBe(200);
    const resetBrowser = deviceCookieOf(reset);

    expect((await login(user.email, "a-fresh-dune-path-7", newAddress())).statusCode).toBe(429);
    expect(
      (await login(user.email, "a-fresh-dune-path-7", newAddress(), oldBrowser)).statusCode,
    ).toBe(429);
    expect(
      (await login(user.email, "a-fresh-dune-path-7", newAddress(), resetBrowser)).statusCode,
    ).toBe(200);
  });
});
