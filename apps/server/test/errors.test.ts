import { errorCodes, isErrorCode } from "@camp/shared/api/error-codes";
import { errorResponseSchema } from "@camp/shared/api/error-response";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    BODY_LIMIT_BYTES: "2048",
    ALLOWED_ORIGINS: "http://localhost:5173",
  });
  // Routes that fail on purpose, to see what a guest would see of an internal error.
  testApp.app.get("/api/test/boom", async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/secret.ts:12');
  });
});
afterAll(() => testApp.close());

const register = (headers: Record<string, string>, payload: string | object = {}) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/auth/register",
    headers: { "content-type": "application/json", ...headers },
    payload,
  });

/** The one shape, with a code from the closed list that the web app translates, at its status. */
function expectErrorShape(response: LightMyRequestResponse) {
  const body = errorResponseSchema.parse(response.json());
  expect(isErrorCode(body.code), body.code).toBe(true);
  expect(response.statusCode).toBe(errorCodes[body.code as keyof typeof errorCodes]);
}

describe("[ERRORS] one error shape", () => {
  it("answers malformed JSON with 400", async () => {
    const response = await register({}, '{"name": "Ali",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: "INVALID_JSON",
      message: "The request body is not valid JSON.",
    });
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    for (const url of ["/api/nothing-here", "/api/rooms/nope/deeper", "/api"]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    }
    const post = await testApp.app.inject({
      method: "POST",
      url: "/api/bookings/whatever",
      payload: {},
    });
    expect(post.statusCode).toBe(404);
    expectErrorShape(post);
  });

  it("answers a body over the limit with 413", async () => {
    const response = await register(
      {},
      { name: "x".repeat(5000), email: "a@example.com", password: "long-enough" },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
  });

  it("never shows a stack trace or internal text on a 500", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: "INTERNAL_ERROR",
      message: "Something went wrong on our side. Please try again in a moment.",
      // What the guest can quote to support; the log's lines of this request carry it too.
      requestId: response.headers["x-request-id"],
    });
    expect(response.body).not.toMatch(/secret|relation|\.ts|at /);
  });

  it("answers a wrong content type with 415 in the same shape", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "text/xml" },
      payload: "<login/>",
    });
    expect(response.statusCode).toBe(415);
    expectErrorShape(response);
  });
});

describe("[ERRORS] codes from the closed list", () => {
  it("answers every kind of failure with a listed code, sent with that code's status", async () => {
    const inject = testApp.app.inject.bind(testApp.app);
    const json = { "content-type": "application/json" };
    const failures = [
      await register({}, '{"name": "Ali",'),
      await register({}, { name: "x".repeat(5000), email: "a@example.com", password: "x" }),
      await register({ origin: "https://evil.example" }, {}),
      await register({}, { name: "A\u0000", email: "a@example.com", password: "long-enough" }),
      await register({}, { name: "", email: "not-an-email", password: "x" }),
      await inject({ method: "GET", url: "/api/nothing-here" }),
      await inject({ method: "GET", url: "/api/test/boom" }),
      await inject({ method: "GET", url: "/api/booking/me" }),
      await inject({ method: "PUT", url: "/api/rooms/update/%E0%A4%A", payload: {} }),
      await inject({ method: "GET", url: `/api/booking/quote/${"x".repeat(600)}` }),
      await inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "text/xml" },
        payload: "<login/>",
      }),
      await inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: { email: "nobody@example.com", password: "wrong-password" },
      }),
    ];
    for (const response of failures) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectErrorShape(response);
    }
  });
});

describe("[ERRORS] the numbers of a message travel beside it", () => {
  it("sends how many units the resort has with NOT_ENOUGH_UNITS, for the guest's language", async () => {
    const admin = await signIn(testApp, "owner");
    const rooms = (await testApp.app.inject({ method: "GET", url: "/api/rooms" })).json().roomData;
    const kids = rooms.find((room: { roomType: string }) => room.roomType === "kids");
    const shrink = await testApp.app.inject({
      method: "PUT",
      url: `/api/rooms/update/${kids._id}`,
      headers: { cookie: admin.cookie },
      payload: { totalRooms: 2 },
    });
    expect(shrink.statusCode).toBe(200);

    const checkIn = addDaysIso(resortToday(), 30);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/booking/check-availability",
      headers: { cookie: (await signIn(testApp)).cookie },
      payload: {
        serviceType: "room",
        roomType: "kids",
        checkIn,
        checkOut: addDaysIso(checkIn, 1),
        quantity: 3,
        guests: 3,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: "NOT_ENOUGH_UNITS",
      message: "We have only 2 of these in total. Please choose fewer.",
      params: { total: 2 },
    });
  });
});

describe("[SECURITY] requests from another site", () => {
  const payload = { name: "Cross Site", email: "cross@example.com", password: "long-enough" };

  it("refuses a state-changing request whose Origin is another site (403)", async () => {
    const response = await register({ origin: "https://evil.example" }, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
  });

  it("refuses one the browser marks as cross-site even without an Origin", async () => {
    const response = await register({ "sec-fetch-site": "cross-site" }, payload);
    expect(response.statusCode).toBe(403);
  });

  it("refuses one whose only word of its origin is a Referer of another site, or no address", async () => {
    const evil = await register({ referer: "http://evil.example/csrf.html" }, payload);
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
    // Same host, another port is another origin.
    expect((await register({ referer: "http://localhost:81/x" }, payload)).statusCode).toBe(403);
    expect((await register({ referer: "not an address" }, payload)).statusCode).toBe(403);
  });

  it("accepts a Referer of the site itself or of a configured origin", async () => {
    const own = await register(
      { referer: "http://localhost:80/register?lang=ar", host: "localhost:80" },
      { ...payload, email: "own-referer@example.com" },
    );
    expect(own.statusCode).toBe(201);
    const dev = await register(
      { referer: "http://localhost:5173/register" },
      { ...payload, email: "dev-referer@example.com" },
    );
    expect(dev.statusCode).toBe(201);
  });

  it("refuses the opaque origin 'null' (sandboxed frames)", async () => {
    expect((await register({ origin: "null" }, payload)).statusCode).toBe(403);
  });

  it("accepts the site's own origin, a configured one, and a client without Origin (curl)", async () => {
    const own = await register(
      { origin: "http://localhost:80", host: "localhost:80" },
      { ...payload, email: "own@example.com" },
    );
    expect(own.statusCode).toBe(201);
    const dev = await register(
      { origin: "http://localhost:5173" },
      { ...payload, email: "dev@example.com" },
    );
    expect(dev.statusCode).toBe(201);
    const curl = await register({}, { ...payload, email: "curl@example.com" });
    expect(curl.statusCode).toBe(201);
  });

  it("lets reads from anywhere through (they change nothing)", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/rooms",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("sends security headers with a Content-Security-Policy", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/rooms" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).not.toContain("stripe.com");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});
