import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Who may call each route of the app. Every route the real app registers must be in this table,
 * so a new route fails this test until someone decides who may call it; every admin route is then
 * called as a visitor (401), a guest (403) and an administrator (neither).
 *   public: anyone; guest: any signed-in account; admin: administrators only.
 */
const ACCESS: Record<string, "public" | "guest" | "admin"> = {
  "GET /api/health": "public",
  "GET /api/ready": "public",
  "POST /api/auth/register": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password": "public",
  "GET /api/auth/get-user": "guest",
  "GET /api/auth/session": "public",
  "GET /api/auth/me/data": "guest",
  "POST /api/auth/me/delete": "guest",
  "PUT /api/auth/me/language": "guest",
  "GET /api/availability": "public",
  "GET /api/rooms": "public",
  "POST /api/rooms/create": "admin",
  "PUT /api/rooms/update/:id": "admin",
  "GET /api/camps": "public",
  "POST /api/camps/create": "admin",
  "PUT /api/camps/update/:id": "admin",
  "GET /api/parking": "public",
  "PUT /api/parking/update/:id": "admin",
  "POST /api/contact": "public",
  "GET /api/image/gallery": "public",
  "POST /api/image/gallery": "admin",
  "GET /api/image/instagram": "public",
  "POST /api/image/instagram": "admin",
  "GET /api/image/admin/:kind": "admin",
  "PUT /api/image/order": "admin",
  "PATCH /api/image/:id": "admin",
  "DELETE /api/image/:id": "admin",
  "POST /api/booking": "guest",
  "POST /api/booking/check-availability": "guest",
  // A booking form's code, signed out too, counted per address (decision 051).
  "POST /api/booking/promo-preview": "public",
  "GET /api/booking/me": "guest",
  "GET /api/booking/quote/:quoteId": "guest",
  "POST /api/booking/quote/:quoteId/promo": "guest",
  "GET /api/booking/cancellation-policy": "public",
  "GET /api/booking/:id/cancellation": "guest",
  "POST /api/booking/:id/cancel": "guest",
  "POST /api/booking/:id/withdraw": "guest",
  "POST /api/booking/:id/change/check": "guest",
  "POST /api/booking/:id/change": "guest",
  "GET /api/booking/:id/documents": "guest",
  "GET /api/booking/:id/documents/:documentId.pdf": "guest",
  "POST /api/package-booking/new": "guest",
  "POST /api/package-booking/new-check-availability": "guest",
  "GET /api/payment/stripeapikey": "public",
  "POST /api/payment/sandbox/confirm": "public",
  "POST /api/payment/process": "guest",
  "GET /api/listings": "public",
  "GET /api/extras": "public",
  "GET /api/extras/availability": "public",
  "GET /api/admin/extras": "admin",
  "POST /api/admin/extras": "admin",
  "PATCH /api/admin/extras/:id": "admin",
  "POST /api/admin/extras/:id/picture": "admin",
  "GET /api/rates/calendar": "public",
  "GET /api/admin/rates": "admin",
  "PUT /api/admin/rates": "admin",
  "GET /api/admin/rates/weekend": "admin",
  "PUT /api/admin/rates/weekend": "admin",
  "GET /api/admin/promo-codes": "admin",
  "POST /api/admin/promo-codes": "admin",
  "PATCH /api/admin/promo-codes/:id": "admin",
  "GET /api/admin/tax-settings": "admin",
  "PUT /api/admin/tax-settings": "admin",
  "GET /api/admin/bookings": "admin",
  "GET /api/admin/bookings/:id": "admin",
  "GET /api/admin/bookings/export.csv": "admin",
  "POST /api/admin/bookings/:id/confirm": "admin",
  "POST /api/admin/bookings/:id/decline": "admin",
  "POST /api/admin/bookings/:id/cancel": "admin",
  "POST /api/admin/bookings/:id/check-in": "admin",
  "POST /api/admin/bookings/:id/check-out": "admin",
  "POST /api/admin/bookings/:id/no-show": "admin",
  "POST /api/admin/bookings/:id/undo": "admin",
  "GET /api/admin/bookings/:id/notes": "admin",
  "POST /api/admin/bookings/:id/notes": "admin",
  "GET /api/admin/bookings/:id/documents": "admin",
  "POST /api/admin/bookings/:id/documents/:documentId/reissue": "admin",
  "GET /api/admin/today": "admin",
  "GET /api/admin/audit-log": "admin",
  "GET /api/admin/inventory": "admin",
  "GET /api/admin/closures": "admin",
  "POST /api/admin/closures": "admin",
  "DELETE /api/admin/closures/:id": "admin",
  "GET /api/admin/messages": "admin",
  "PUT /api/admin/messages/:id/handled": "admin",
  "GET /api/admin/reports/occupancy": "admin",
  "POST /api/waiting-list": "guest",
  "GET /api/waiting-list/me": "guest",
  "DELETE /api/waiting-list/:id": "guest",
  "GET /api/admin/waiting-list": "admin",
  // Calendar sync with OTAs (decision 032): the token in the URL is the published calendar's key.
  "GET /api/calendar/:unitType.ics": "public",
  "GET /api/admin/calendar-feeds": "admin",
  "POST /api/admin/calendar-feeds": "admin",
  "PATCH /api/admin/calendar-feeds/:id": "admin",
  "DELETE /api/admin/calendar-feeds/:id": "admin",
  "POST /api/admin/calendar-feeds/:id/sync": "admin",
  "POST /api/admin/calendar-feeds/:id/rotate-export": "admin",
  "POST /api/admin/calendar-feeds/conflicts/:eventId/resolve": "admin",
  "POST /api/admin/calendar-exports/:unitType/rotate": "admin",
  // The web app answers every other path.
  "GET *": "public",
};

/**
 * Every route of the app as "METHOD /path", read from Fastify's own route tree: each line is a
 * node whose path continues its parent's, with its methods in brackets (HEAD is Fastify's twin of
 * GET, never a route of its own).
 */
function listRoutes(tree: string): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = (depth > 0 ? (parents[depth - 1] ?? "") : "") + (match[2] ?? "");
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** A concrete URL for a route's pattern: any well-formed id (nothing exists by it). */
const urlOf = (pattern: string) =>
  pattern
    .replace(":kind", "gallery")
    .replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");

let testApp: TestApp;
let routes: string[];
const cookies = { guest: "", admin: "" };

beforeAll(async () => {
  testApp = await createTestApp();
  routes = listRoutes(testApp.app.printRoutes({ commonPrefix: false }));
  cookies.guest = (await signIn(testApp, "guest")).cookie;
  cookies.admin = (await signIn(testApp, "admin")).cookie;
});
afterAll(() => testApp.close());

async function call(route: string, cookie?: string) {
  const [method = "GET", pattern = "/"] = route.split(" ");
  return testApp.app.inject({
    method: method as "GET",
    url: urlOf(pattern),
    headers: cookie ? { cookie } : {},
    ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
  });
}

describe("[ACCESS] every route is classified", () => {
  it("reads the routes from the app itself", () => {
    expect(routes).toContain("POST /api/admin/bookings/:id/confirm");
    expect(routes).toContain("POST /api/package-booking/new-check-availability");
    expect(routes.length).toBeGreaterThan(30);
  });

  it("has no route missing from the table, and no table entry without a route", () => {
    expect(routes.filter((route) => !(route in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((route) => !routes.includes(route))).toEqual([]);
  });
});

describe("[ACCESS] admin routes refuse visitors (401) and guests (403)", () => {
  const adminRoutes = Object.entries(ACCESS)
    .filter(([, access]) => access === "admin")
    .map(([route]) => route);

  it.each(adminRoutes)("%s", async (route) => {
    const anonymous = await call(route);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const guest = await call(route, cookies.guest);
    expect(guest.statusCode, guest.body).toBe(403);
    const admin = await call(route, cookies.admin);
    expect([401, 403], admin.body).not.toContain(admin.statusCode);
  });
});

describe("[ACCESS] guest routes refuse visitors (401)", () => {
  const guestRoutes = Object.entries(ACCESS)
    .filter(([, access]) => access === "guest")
    .map(([route]) => route);

  it.each(guestRoutes)("%s", async (route) => {
    const anonymous = await call(route);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const guest = await call(route, cookies.guest);
    expect([401, 403], guest.body).not.toContain(guest.statusCode);
  });
});
