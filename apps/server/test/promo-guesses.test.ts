import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Guessing promo codes from one network address over many accounts (decision 043): each
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
  adminCookie = (await signIn(testApp, "owner")).cookie;
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

/** The calls that judge a typed code: the price check and the booking form's preview (item 5). */
const routes = [
  { name: "price check", url: "/api/booking/check-availability", body: stay },
  {
    name: "promo preview",
    url: "/api/booking/promo-preview",
    body: (promoCode: string) => ({ promoCode }),
  },
] as const;

describe.each(routes)("[PROMO] wrong codes from one address: $name", (route) => {
  /** A new account's call with `promoCode`, sent from `address`. */
  async function checkFrom(address: string, promoCode: string, cookie?: string) {
    const session = cookie ?? (await signIn(testApp)).cookie;
    return testApp.app.inject({
      method: "POST",
      url: route.url,
      payload: route.body(promoCode),
      headers: { cookie: session },
      remoteAddress: address,
    });
  }
  const address = (last: number) => `203.0.${route.name === "price check" ? 113 : 114}.${last}`;

  it("are refused past the hourly ceiling, over all its accounts, the right code too; then the hour passes", async () => {
    testApp.clock.set(START);
    for (const guess of ["GUESS-1", "GUESS-2", "GUESS-3"]) {
      const wrong = await checkFrom(address(7), guess);
      expect(wrong.json().code).toBe("PROMO_UNKNOWN");
    }
    // Past the ceiling nothing is judged: a right code is refused as a wrong one would be.
    for (const code of ["GUESS-4", "WINTER10"]) {
      const refused = await checkFrom(address(7), code);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: "TOO_MANY_ATTEMPTS" });
    }
    // A check without a code is not a guess (the preview refuses it as input); another address is
    // not this one.
    expect((await checkFrom(address(7), "")).statusCode).toBe(
      route.name === "price check" ? 200 : 400,
    );
    expect((await checkFrom(address(20), "WINTER10")).statusCode).toBe(200);

    // A right code does not count as a wrong one.
    for (let index = 0; index < 4; index += 1) {
      expect((await checkFrom(address(20), "WINTER10")).statusCode).toBe(200);
    }

    testApp.clock.advance(61 * 60_000);
    const after = await checkFrom(address(7), "WINTER10");
    expect(after.statusCode, after.body).toBe(200);
  });

  it("a burst of wrong codes sent at once judges no more than the ceiling", async () => {
    testApp.clock.set(new Date(START.getTime() + 3 * 3_600_000));
    const cookies = await Promise.all(
      Array.from({ length: 4 }, async () => (await signIn(testApp)).cookie),
    );
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        checkFrom(address(30), `BURST-${index}`, cookies[index % cookies.length]),
      ),
    );
    const codes = burst.map((response) => response.json().code);
    expect(codes.filter((code) => code === "PROMO_UNKNOWN")).toHaveLength(3);
    expect(codes.filter((code) => code === "TOO_MANY_ATTEMPTS")).toHaveLength(9);
  });

  // A try in flight holds its place until judged (that is what stops the burst), so right codes
  // sent at once up to the ceiling all pass, and give their places back when answered.
  it("right codes sent at once give their tries back: the wrong ones after them are still judged", async () => {
    testApp.clock.set(new Date(START.getTime() + 6 * 3_600_000));
    const { cookie } = await signIn(testApp);
    for (let round = 0; round < 2; round += 1) {
      const rights = await Promise.all(
        Array.from({ length: 3 }, () => checkFrom(address(40), "WINTER10", cookie)),
      );
      expect(rights.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    }
    for (const guess of ["GUESS-1", "GUESS-2", "GUESS-3"]) {
      expect((await checkFrom(address(40), guess, cookie)).json().code).toBe("PROMO_UNKNOWN");
    }
    expect((await checkFrom(address(40), "GUESS-4", cookie)).statusCode).toBe(429);
  });
});

describe("[PROMO] a visitor signed out previews codes (decision 051)", () => {
  const previewFrom = (address: string, promoCode: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/booking/promo-preview",
      payload: { promoCode },
      remoteAddress: address,
    });

  it("under the same per-address ceiling on wrong codes", async () => {
    testApp.clock.set(new Date(START.getTime() + 9 * 3_600_000));
    expect((await previewFrom("192.0.2.50", "WINTER10")).statusCode).toBe(200);
    for (const guess of ["GUESS-1", "GUESS-2", "GUESS-3"]) {
      expect((await previewFrom("192.0.2.50", guess)).json().code).toBe("PROMO_UNKNOWN");
    }
    const refused = await previewFrom("192.0.2.50", "WINTER10");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("and the per-minute limit of price checks, counted by address", async () => {
    testApp.clock.set(new Date(START.getTime() + 12 * 3_600_000));
    const limit = testApp.ctx.config.QUOTES_PER_ACCOUNT_PER_MINUTE;
    for (let index = 0; index < limit; index += 1) {
      expect((await previewFrom("192.0.2.60", "WINTER10")).statusCode).toBe(200);
    }
    const refused = await previewFrom("192.0.2.60", "WINTER10");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("TOO_MANY_QUOTES");
    expect(refused.headers["retry-after"]).toBeDefined();
    // Another address is not this one.
    expect((await previewFrom("192.0.2.61", "WINTER10")).statusCode).toBe(200);
  });
});
