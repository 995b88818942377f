import {
  can,
  STAFF_ACTIONS,
  STAFF_ROLES,
  type StaffAction,
  type StaffRole,
} from "@camp/shared/auth/staff-permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Who may call each route of the app. Every route the real app registers must be in this table,
 * so a new route fails this test until someone decides who may call it.
 *   public: anyone; guest: any signed-in account; otherwise the staff action of the permission
 *   table (packages/shared/src/auth/staff-permissions.ts) the route's guard names. Every staff
 *   route is then called as a visitor (401), a guest (403) and each staff role: 403
 *   FORBIDDEN_FOR_ROLE exactly for the roles the table does not give the action.
 */
const ACCESS: Record<string, "public" | "guest" | StaffAction> = {
  "GET /api/health": "public",
  "GET /api/ready": "public",
  "POST /api/auth/register": "public",
  // A payment link staff sent (decision 055): the token is the key, no account needed.
  "GET /api/pay/:token": "public",
  "POST /api/pay/:token/process": "public",
  "POST /api/pay/:token/complete": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password": "public",
  "GET /api/auth/get-user": "guest",
  "GET /api/auth/session": "public",
  "GET /api/auth/me/data": "guest",
  "POST /api/auth/me/delete": "guest",
  "PUT /api/auth/me/language": "guest",
  // The second step of a sign-in (its pending session is checked by the route), re-authentication,
  // and the account's own authenticator app and recovery codes.
  "POST /api/auth/login/second-factor": "public",
  "POST /api/auth/reauth": "guest",
  "GET /api/auth/two-factor": "guest",
  "POST /api/auth/two-factor/totp/setup": "guest",
  "POST /api/auth/two-factor/totp/confirm": "guest",
  "DELETE /api/auth/two-factor/totp": "guest",
  "POST /api/auth/two-factor/recovery-codes": "guest",
  // My sessions, guests and staff alike; the emailed invitation's page and its accept.
  "GET /api/auth/sessions": "guest",
  "DELETE /api/auth/sessions/:id": "guest",
  "POST /api/auth/sessions/sign-out-others": "guest",
  "GET /api/auth/staff-invitations/:token": "public",
  "POST /api/auth/staff-invitations/accept": "public",
  // Passkeys (decision 054): the account's own, a passkey sign-in, the second step (its pending
  // session is checked by the route) and re-authentication.
  "POST /api/auth/passkeys/register/options": "guest",
  "POST /api/auth/passkeys/register": "guest",
  "PATCH /api/auth/passkeys/:id": "guest",
  "DELETE /api/auth/passkeys/:id": "guest",
  "POST /api/auth/passkeys/sign-in/options": "public",
  "POST /api/auth/passkeys/sign-in": "public",
  "POST /api/auth/passkeys/second-factor/options": "public",
  "POST /api/auth/passkeys/second-factor": "public",
  "POST /api/auth/passkeys/reauth/options": "guest",
  "POST /api/auth/passkeys/reauth": "guest",
  "GET /api/availability": "public",
  "GET /api/rooms": "public",
  "POST /api/rooms/create": "catalogue.manage",
  "PUT /api/rooms/update/:id": "catalogue.manage",
  "GET /api/camps": "public",
  "POST /api/camps/create": "catalogue.manage",
  "PUT /api/camps/update/:id": "catalogue.manage",
  "GET /api/parking": "public",
  "PUT /api/parking/update/:id": "catalogue.manage",
  "POST /api/contact": "public",
  "GET /api/image/gallery": "public",
  "POST /api/image/gallery": "catalogue.manage",
  "GET /api/image/instagram": "public",
  "POST /api/image/instagram": "catalogue.manage",
  "GET /api/image/admin/:kind": "catalogue.manage",
  "PUT /api/image/order": "catalogue.manage",
  "PATCH /api/image/:id": "catalogue.manage",
  "DELETE /api/image/:id": "catalogue.manage",
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
  "GET /api/admin/extras": "catalogue.manage",
  "POST /api/admin/extras": "catalogue.manage",
  "PATCH /api/admin/extras/:id": "catalogue.manage",
  "POST /api/admin/extras/:id/picture": "catalogue.manage",
  "GET /api/rates/calendar": "public",
  "GET /api/admin/rates": "rates.manage",
  "PUT /api/admin/rates": "rates.manage",
  "GET /api/admin/rates/weekend": "rates.manage",
  "PUT /api/admin/rates/weekend": "rates.manage",
  "GET /api/admin/promo-codes": "promo-codes.manage",
  "POST /api/admin/promo-codes": "promo-codes.manage",
  "PATCH /api/admin/promo-codes/:id": "promo-codes.manage",
  "GET /api/admin/tax-settings": "tax-settings.read",
  "PUT /api/admin/tax-settings": "tax-settings.manage",
  "GET /api/admin/bookings": "bookings.read",
  "POST /api/admin/bookings": "bookings.create",
  "GET /api/admin/bookings/takers": "bookings.read",
  "GET /api/admin/bookings/:id": "bookings.read",
  "GET /api/admin/bookings/export.csv": "bookings.export",
  "POST /api/admin/bookings/:id/confirm": "bookings.manage",
  "POST /api/admin/bookings/:id/decline": "bookings.manage",
  "POST /api/admin/bookings/:id/cancel": "bookings.manage",
  "POST /api/admin/bookings/:id/check-in": "front-desk.run",
  "POST /api/admin/bookings/:id/check-out": "front-desk.run",
  "POST /api/admin/bookings/:id/no-show": "front-desk.run",
  "POST /api/admin/bookings/:id/undo": "front-desk.run",
  "POST /api/admin/bookings/:id/payments": "payments.take",
  "GET /api/admin/bookings/:id/payments": "bookings.read",
  "GET /api/admin/payment-links": "bookings.read",
  "GET /api/admin/payment-links/:token": "bookings.read",
  "POST /api/admin/payment-links/:token/cancel": "bookings.create",
  "GET /api/admin/bookings/:id/notes": "bookings.read",
  "POST /api/admin/bookings/:id/notes": "bookings.notes",
  "GET /api/admin/bookings/:id/documents": "bookings.read",
  "POST /api/admin/bookings/:id/documents/:documentId/reissue": "documents.reissue",
  "GET /api/admin/today": "today.read",
  "GET /api/admin/audit-log": "audit-log.read",
  "GET /api/admin/staff": "staff.read",
  "PATCH /api/admin/staff/:id": "staff.manage",
  "POST /api/admin/staff/:id/sign-out": "staff.manage",
  "POST /api/admin/staff/:id/reset-two-factor": "staff.reset-two-factor",
  "GET /api/admin/staff/invitations": "staff.read",
  "POST /api/admin/staff/invitations": "staff.manage",
  "DELETE /api/admin/staff/invitations/:id": "staff.manage",
  "GET /api/admin/inventory": "catalogue.manage",
  "GET /api/admin/closures": "catalogue.manage",
  "POST /api/admin/closures": "catalogue.manage",
  "DELETE /api/admin/closures/:id": "catalogue.manage",
  "GET /api/admin/messages": "messages.manage",
  "PUT /api/admin/messages/:id/handled": "messages.manage",
  "GET /api/admin/reports/occupancy": "reports.read",
  "GET /api/admin/reports/cash": "reports.cash",
  "POST /api/waiting-list": "guest",
  "GET /api/waiting-list/me": "guest",
  "DELETE /api/waiting-list/:id": "guest",
  "GET /api/admin/waiting-list": "waiting-list.read",
  // Calendar sync with OTAs (decision 032): the token in the URL is the published calendar's key.
  "GET /api/calendar/:unitType.ics": "public",
  "GET /api/admin/calendar-feeds": "channels.manage",
  "POST /api/admin/calendar-feeds": "channels.manage",
  "PATCH /api/admin/calendar-feeds/:id": "channels.manage",
  "DELETE /api/admin/calendar-feeds/:id": "channels.manage",
  "POST /api/admin/calendar-feeds/:id/sync": "channels.manage",
  "POST /api/admin/calendar-feeds/:id/rotate-export": "channels.manage",
  "POST /api/admin/calendar-feeds/conflicts/:eventId/resolve": "channels.manage",
  "POST /api/admin/calendar-exports/:unitType/rotate": "channels.manage",
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
const cookies: Record<"guest" | StaffRole, string> = {
  guest: "",
  owner: "",
  manager: "",
  front_desk: "",
  revenue: "",
  accountant: "",
};

beforeAll(async () => {
  testApp = await createTestApp();
  routes = listRoutes(testApp.app.printRoutes({ commonPrefix: false }));
  for (const role of ["guest", ...STAFF_ROLES] as const) {
    cookies[role] = (await signIn(testApp, role)).cookie;
  }
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

const isStaffAction = (access: string): access is StaffAction =>
  (STAFF_ACTIONS as string[]).includes(access);

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

  it("names, for every staff route, the action its guard checks; every /api/admin route is one", () => {
    const staffRoutes = Object.entries(ACCESS).filter(([, access]) => isStaffAction(access));
    expect(Object.fromEntries(testApp.app.staffRoutePermissions)).toEqual(
      Object.fromEntries(staffRoutes),
    );
    const unguarded = routes.filter(
      (route) =>
        route.split(" ")[1]?.startsWith("/api/admin/") && !isStaffAction(ACCESS[route] ?? ""),
    );
    expect(unguarded).toEqual([]);
  });
});

describe("[ACCESS] staff routes: visitors 401, guests 403, each role as the permission table says", () => {
  const staffRoutes = Object.entries(ACCESS).filter((entry): entry is [string, StaffAction] =>
    isStaffAction(entry[1]),
  );

  it.each(staffRoutes)("%s (%s)", async (route, action) => {
    const anonymous = await call(route);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const guest = await call(route, cookies.guest);
    expect(guest.statusCode, guest.body).toBe(403);
    expect(guest.json().code).toBe("FORBIDDEN");
    for (const role of STAFF_ROLES) {
      const response = await call(route, cookies[role]);
      if (can(role, action)) {
        expect([401, 403], `${role}: ${response.body}`).not.toContain(response.statusCode);
      } else {
        expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
        expect(response.json().code, role).toBe("FORBIDDEN_FOR_ROLE");
      }
    }
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
