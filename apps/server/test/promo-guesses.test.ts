import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Guessing promo codes from one network address over many accounts (issue 35, item 14): each
 * account's price checks have their own limit, so the address is counted too. The clock stands at
 * 2026-11-20 12:00 in Dubai; stays are in 2027.
 */
let testApp: TestApp;
let adminCookie: string;
const START = new Date("2026-11-20T08:00:00Z");

beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    PROMO_MAX_WRONG_PER_ADDRESS_PER_HOUR: "3",
  });
  testApp.clock.set(START);
  adminCookie = (await signIn(testApp, "admin")).cookie;
  const created = await testApp.app.inject({
    method: "POST",
    url: "/api/admin/promo-codes",
    payload: { code: "WINTER10", percentOff: 10 },
    headers: { cookie: adminCookie },
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(() => testApp.close());

const stay = (promoCode: string) => ({
  serviceType: "room",
  roomType: "master",
  checkIn: "2027-01-10",
  checkOut: "2027-01-12",
  quantity: 1,
  guests: 2,
  promoCode,
});

/** A new account's price check with `promoCode`, sent from `address`. */
async function checkFrom(address: string, promoCode: string) {
  const { cookie } = await signIn(testApp);
  return testApp.app.inject({
    method: "POST",
    url: "/api/booking/check-availability",
    payload: stay(promoCode),
    headers: { cookie },
    remoteAddress: address,
  });
}

describe("[PROMO] wrong codes from one address", () => {
  it("are refused past the hourly ceiling, over all its accounts, the right code too; then the hour passes", async () => {
    for (const guess of ["GUESS-1", "GUESS-2", "GUESS-3"]) {
      const wrong = await checkFrom("203.0.113.7", guess);
      expect(wrong.json().code).toBe("PROMO_UNKNOWN");
    }
    // Past the ceiling nothing is judged: a right code is refused as a wrong one would be.
    for (const code of ["GUESS-4", "WINTER10"]) {
      const refused = await checkFrom("203.0.113.7", code);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: "TOO_MANY_ATTEMPTS" });
    }
    // A check without a code is not a guess; another address is not this one.
    expect((await checkFrom("203.0.113.7", "")).statusCode).toBe(200);
    expect((await checkFrom("198.51.100.20", "WINTER10")).statusCode).toBe(200);

    // A right code does not count as a wrong one.
    for (let index = 0; index < 4; index += 1) {
      expect((await checkFrom("198.51.100.20", "WINTER10")).statusCode).toBe(200);
    }

    testApp.clock.advance(61 * 60_000);
    const after = await checkFrom("203.0.113.7", "WINTER10");
    expect(after.statusCode, after.body).toBe(200);
  });
});
