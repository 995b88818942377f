import { randomUUID } from "node:crypto";
import { errorCodes, isErrorCode } from "@camp/shared/api/error-codes";
import { errorResponseSchema } from "@camp/shared/api/error-response";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * A fuzz test of every route the app has (read from the router, so a new route is fuzzed too):
 * hostile values in every field of a plausible body, hostile queries and path parameters, bodies
 * that are not JSON, not UTF-8 or broken multipart, sent with the rights the route needs. Nothing
 * may answer 5xx, and every API error must be `{ success: false, code, message }` with a code from
 * the closed list (so the web app has its English and Arabic) sent with that code's status.
 */

type Route = { method: string; url: string };

/** Reads `printRoutes({ commonPrefix: false })`'s tree into full paths. */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = line.match(/^((?:│ {3}| {4})*)[├└]── (.+?) \(([A-Z, ]+)\)$/);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const url = (stack[depth - 1] ?? "") + (match[2] ?? "");
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? "").split(", ")) {
      if (method !== "HEAD") routes.push({ method, url });
    }
  }
  return routes;
}

const checkIn = addDaysIso(resortToday(), 20);
const checkOut = addDaysIso(checkIn, 2);

/** A body that would pass or nearly pass each route's schema, so hostile values reach deep. */
const plausibleBodies: Record<string, Record<string, unknown>> = {
  "/api/auth/register": {
    name: "Fuzz Guest",
    email: "fuzz@example.com",
    password: "fuzz-pass-2026",
  },
  "/api/auth/login": { email: "fuzz@example.com", password: "fuzz-pass-2026" },
  "/api/booking/check-availability": {
    serviceType: "room",
    roomType: "master",
    checkIn,
    checkOut,
    quantity: 1,
    guests: 2,
  },
  "/api/package-booking/new-check-availability": {
    checkIn,
    checkOut,
    guests: 2,
    units: 1,
    wantsParking: true,
    parkingSpots: 1,
  },
  "/api/waiting-list": {
    serviceType: "room",
    roomType: "master",
    checkIn,
    checkOut,
    quantity: 1,
    guests: 2,
  },
  "/api/payment/process": { quoteId: randomUUID(), amount: 100_00 },
  "/api/payment/sandbox/confirm": {
    client_secret: "pi_sandbox_x_secret_y",
    card: { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" },
    billing_details: { name: "Fuzz", email: "fuzz@example.com" },
  },
  "/api/booking": {
    quoteId: randomUUID(),
    paymentInfo: { id: "pi_sandbox_x", status: "succeeded" },
    isPrivateBooking: false,
  },
  "/api/package-booking/new": {
    quoteId: randomUUID(),
    paymentInfo: { id: "pi_sandbox_x", status: "succeeded" },
  },
  "/api/rooms/create": {
    roomType: "kids",
    title: "Fuzz room",
    titleAr: "غرفة",
    pricing: 100,
    totalRooms: 2,
    capacity: 2,
    facilities: ["Wi-Fi"],
  },
  "/api/rooms/update/:id": { title: "Fuzz room", pricing: 100, totalRooms: 2 },
  "/api/camps/create": { title: "Fuzz camp", titleAr: "مخيم", pricing: 100, totalCamps: 2 },
  "/api/camps/update/:id": { title: "Fuzz camp", pricing: 100, totalCamps: 2 },
  "/api/admin/rates": { unitType: "camp", from: checkIn, to: checkOut, nightlyRate: 500 },
  // A literal public address: the fetch guard judges it without a DNS look-up (none in tests).
  "/api/admin/calendar-feeds": {
    unitType: "camp",
    url: "https://93.184.216.34/calendar.ics",
    units: 1,
    name: "Fuzz OTA",
  },
  "/api/admin/calendar-feeds/:id": { name: "Fuzz OTA", units: 2 },
  "/api/admin/staff/invitations": {
    name: "Fuzz Staff",
    email: "fuzz-staff@example.com",
    role: "front_desk",
  },
  "/api/admin/staff/:id": { role: "revenue", disabled: false },
  "/api/auth/staff-invitations/accept": { token: "x", password: "fuzz-pass-2026" },
};

const HOSTILE_VALUES: unknown[] = [
  "nul\u0000byte",
  "",
  " ",
  "x".repeat(5000),
  "\ud800 lone surrogate",
  "\u202Eoverride\u200B",
  "' or 1=1 --",
  "9999-12-31",
  "2026-02-30",
  "0000-01-01",
  0,
  -1,
  1.5,
  1e-9,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  null,
  true,
  [],
  [1, "a"],
  {},
  { $gt: "" },
];

const hostileQueries = [
  "lang=%00",
  "lang[]=en&lang[]=ar",
  "serviceType=room&from=9999-12-31&to=0000-01-01",
  `serviceType=camp&from=${checkIn}&to=${addDaysIso(checkIn, 100_000)}`,
  "serviceType=room&roomType=%00&from=x&to=y",
  `serviceType=parking&from=${checkIn}&to=${checkIn}`,
  `serviceType=room&from=${addDaysIso(checkIn, 1)}&to=${checkIn}`,
];

const rawBodies: { contentType: string; payload: string | Buffer }[] = [
  { contentType: "application/json", payload: '{"name": "Ali",' },
  { contentType: "application/json", payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { contentType: "application/json", payload: "[]" },
  { contentType: "application/json", payload: "null" },
  { contentType: "application/json", payload: '"just a string"' },
  { contentType: "application/json", payload: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  { contentType: "application/json", payload: '{"__proto__": {"isAdmin": true}}' },
  { contentType: "text/plain", payload: "hello" },
  { contentType: "application/x-www-form-urlencoded", payload: "a=b" },
  { contentType: "multipart/form-data; boundary=x", payload: "--x\r\nbroken" },
  { contentType: "multipart/form-data", payload: "no boundary" },
];

let testApp: TestApp;
let routes: Route[];
const cookies: Record<"anonymous" | "guest" | "admin", string | undefined> = {
  anonymous: undefined,
  guest: undefined,
  admin: undefined,
};
const failures: string[] = [];

beforeAll(async () => {
  // Hostile input must reach the price checks' own validation, not stop at their rate limit.
  testApp = await createTestApp({
    BODY_LIMIT_BYTES: "20000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000000",
  });
  routes = routesOf(testApp.app.printRoutes({ commonPrefix: false }));
  cookies.guest = (await signIn(testApp)).cookie;
  cookies.admin = (await signIn(testApp, "owner")).cookie;
});
afterAll(() => testApp.close());

function check(label: string, url: string, response: LightMyRequestResponse) {
  if (response.statusCode >= 500) {
    failures.push(`${label} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
    return;
  }
  if (response.statusCode >= 400 && url.startsWith("/api")) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = response.body;
    }
    const parsed = errorResponseSchema.safeParse(body);
    if (!parsed.success)
      failures.push(`${label} -> ${response.statusCode} outside the error shape: ${response.body}`);
    else if (!isErrorCode(parsed.data.code))
      failures.push(`${label} -> code ${parsed.data.code} is not in the list of error codes`);
    else if (errorCodes[parsed.data.code] !== response.statusCode)
      failures.push(`${label} -> ${parsed.data.code} sent with ${response.statusCode}`);
  }
}

const fill = (url: string, id: string) =>
  url.replace(/:[A-Za-z]+/g, id).replace(/^\*$/, "/some/page");

describe("[FUZZ] every route, hostile input", () => {
  it("finds the routes of the app", () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain("POST /api/auth/register");
    expect(urls).toContain("PUT /api/rooms/update/:id");
    expect(urls).toContain("POST /api/image/gallery");
    expect(routes.length).toBeGreaterThan(25);
  });

  it("answers hostile fields, queries, path parameters and bodies without a 5xx", async () => {
    const ids = [randomUUID(), "not-a-uuid", "%00", "%E0%A4%A", "x".repeat(300), "..%2f..%2fetc"];
    for (const route of routes) {
      for (const [who, cookie] of Object.entries(cookies)) {
        const headers = cookie ? { cookie } : {};
        const send = (
          url: string,
          extra: { payload?: InjectOptions["payload"]; headers?: Record<string, string> } = {},
        ) =>
          testApp.app.inject({
            method: route.method as InjectOptions["method"],
            url,
            payload: extra.payload,
            headers: { ...headers, ...extra.headers },
          });
        for (const id of ids) {
          const url = fill(route.url, id);
          check(`${who} ${route.method} ${url}`, url, await send(url));
          for (const query of hostileQueries) {
            const withQuery = `${url}?${query}`;
            check(`${who} ${route.method} ${withQuery}`, url, await send(withQuery));
          }
        }
        if (route.method === "GET") continue;

        const url = fill(route.url, randomUUID());
        const plausible = plausibleBodies[route.url] ?? { alt: "x" };
        for (const [field, original] of Object.entries(plausible)) {
          for (const value of HOSTILE_VALUES) {
            const payload = { ...plausible, [field]: value };
            const response = await send(url, { payload: payload as InjectOptions["payload"] });
            check(`${who} ${route.method} ${url} ${field}=${JSON.stringify(value)}`, url, response);
            if (original && typeof original === "object" && !Array.isArray(original)) {
              for (const inner of Object.keys(original)) {
                const nested = { ...plausible, [field]: { ...original, [inner]: value } };
                check(
                  `${who} ${route.method} ${url} ${field}.${inner}=${JSON.stringify(value)}`,
                  url,
                  await send(url, { payload: nested as InjectOptions["payload"] }),
                );
              }
            }
          }
        }
        for (const { contentType, payload } of rawBodies) {
          check(
            `${who} ${route.method} ${url} raw ${contentType} ${String(payload).slice(0, 30)}`,
            url,
            await send(url, { payload, headers: { "content-type": contentType } }),
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
