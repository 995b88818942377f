import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { deviceOf } from "../src/features/auth/session-device";
import { createTestApp, sessionCookieOf, type TestApp } from "./helpers/test-app";

/**
 * One's own sessions (ASVS 7.4.5), guests and staff alike: where the account is signed in, from
 * which browser, ending one (never another account's) and ending every other one.
 */
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const MAC_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000" });
  testApp.clock.set(new Date("2026-11-20T08:00:00Z"));
});
afterAll(() => testApp.close());

async function signInFrom(user: { email: string; password: string }, userAgent?: string) {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: userAgent ? { "user-agent": userAgent } : {},
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieOf(response);
}

const call = (method: string, url: string, cookie?: string) =>
  testApp.app.inject({ method: method as "GET", url, headers: cookie ? { cookie } : {} });

type Listed = {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  device: string | null;
  address: string | null;
};
async function sessionsOf(cookie: string): Promise<Listed[]> {
  const response = await call("GET", "/api/auth/sessions", cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe("[SESSIONS] my sessions", () => {
  it("lists a guest's sessions newest first, with the browser, the address and which is this one", async () => {
    const guest = await seedUser(testApp.ctx.db);
    const phone = await signInFrom(guest, ANDROID_CHROME);
    testApp.clock.advance(60_000);
    const laptop = await signInFrom(guest, MAC_SAFARI);
    const sessions = await sessionsOf(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, device: "Safari on macOS" });
    expect(sessions[1]).toMatchObject({ current: false, device: "Chrome on Android" });
    expect(sessions[0]?.address).toBeTruthy();
    expect(Date.parse(sessions[0]?.createdAt ?? "")).toBeGreaterThan(
      Date.parse(sessions[1]?.createdAt ?? ""),
    );
    // The ids are the sessions' public ids: never the cookie's token or its hash.
    const token = laptop.split("=")[1] ?? "";
    expect(JSON.stringify(sessions)).not.toContain(token);
    expect((await sessionsOf(phone))[1]).toMatchObject({ current: true });
  });

  it("ends one of my sessions, and answers 404 for another account's or an unknown one", async () => {
    const guest = await seedUser(testApp.ctx.db);
    const other = await seedUser(testApp.ctx.db);
    const phone = await signInFrom(guest, ANDROID_CHROME);
    const laptop = await signInFrom(guest, MAC_SAFARI);
    const otherCookie = await signInFrom(other);
    const [phoneSession] = (await sessionsOf(phone)).filter((session) => session.current);
    if (!phoneSession) throw new Error("no current session");

    const foreign = await call("DELETE", `/api/auth/sessions/${phoneSession.id}`, otherCookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("NOT_FOUND");
    expect((await call("GET", "/api/auth/get-user", phone)).statusCode).toBe(200);

    const ended = await call("DELETE", `/api/auth/sessions/${phoneSession.id}`, laptop);
    expect(ended.json()).toEqual({ success: true });
    expect((await call("GET", "/api/auth/get-user", phone)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/get-user", laptop)).statusCode).toBe(200);
    const again = await call("DELETE", `/api/auth/sessions/${phoneSession.id}`, laptop);
    expect(again.statusCode).toBe(404);
    const badId = await call("DELETE", "/api/auth/sessions/not-a-uuid", laptop);
    expect(badId.statusCode).toBe(400);
  });

  it("signs out every other session of a member of staff, keeping this one", async () => {
    const staff = await seedUser(testApp.ctx.db, { role: "front_desk" });
    const first = await signInFrom(staff, ANDROID_CHROME);
    const second = await signInFrom(staff);
    const current = await signInFrom(staff, MAC_SAFARI);
    const response = await call("POST", "/api/auth/sessions/sign-out-others", current);
    expect(response.json()).toEqual({ success: true, data: { ended: 2 } });
    for (const cookie of [first, second])
      expect((await call("GET", "/api/auth/get-user", cookie)).statusCode).toBe(401);
    expect(await sessionsOf(current)).toEqual([
      expect.objectContaining({ current: true, device: "Safari on macOS" }),
    ]);
  });

  it("refuses a visitor (401)", async () => {
    for (const [method, url] of [
      ["GET", "/api/auth/sessions"],
      ["POST", "/api/auth/sessions/sign-out-others"],
      ["DELETE", "/api/auth/sessions/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });
});

describe("[SESSIONS] the device a user agent names", () => {
  it.each([
    [ANDROID_CHROME, "Chrome on Android"],
    [MAC_SAFARI, "Safari on macOS"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0",
      "Firefox on Windows",
    ],
    ["curl/8.4.0", null],
    ["", null],
    [null, null],
    ["x".repeat(5000), null],
  ])("%s -> %s", (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});
