import { STAFF_ACTIONS } from "@camp/shared/auth/staff-permissions";
import { paths } from "@camp/shared/routes/site-paths";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { CONSOLE_SECTIONS } from "../features/admin-console/lib/console-sections";
import { routes } from "./router";

const consoleRoute = routes[0]?.children?.find((route) => route.path === paths.admin);
const pages = (consoleRoute?.children ?? []).filter((route) => !route.index);
const accessOf = (path: string) =>
  (pages.find((route) => route.path === path)?.handle as { access?: string } | undefined)?.access;

describe("the console's routes and the permission table", () => {
  it("gives every console page an action of the table (or any staff)", () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const access = (page.handle as { access?: string } | undefined)?.access;
      expect([...STAFF_ACTIONS, "any-staff"], page.path).toContain(access);
    }
  });

  it("checks on each page the action its menu entry is shown for", () => {
    for (const section of CONSOLE_SECTIONS) {
      expect(accessOf(section.to), section.to).toBe(section.access);
    }
    expect(accessOf(paths.adminBookingPattern)).toBe("bookings.read");
  });

  it("opens New booking at /admin/bookings/new, not a booking called 'new'", () => {
    const accessAt = (pathname: string) =>
      (matchRoutes(routes, pathname)?.at(-1)?.route.handle as { access?: string } | undefined)
        ?.access;
    expect(accessAt(paths.adminNewBooking)).toBe("bookings.create");
    expect(accessAt(paths.adminBooking("7c9e6679-7425-40de-944b-e07fc1f90ae7"))).toBe(
      "bookings.read",
    );
  });

  it("keeps the accept page out of the console (no staff gate)", () => {
    const accept = routes[0]?.children?.find((route) => route.path === paths.staffAccept);
    expect(accept).toBeTruthy();
    expect(accept?.handle).toBeUndefined();
  });
});
