import { describe, expect, it } from "vitest";
import { isSitePath, paths } from "./site-paths";

describe("isSitePath", () => {
  it.each([
    ["/", true],
    ["/Aboutus", true],
    ["/Login", true],
    ["/login", true],
    ["/reset-password", true], // opened from the emailed link
    ["/staff/accept", true], // opened from a staff invitation
    ["/staff", false],
    ["/booking/package", true],
    ["/booking/airbnb", true],
    ["/booking/spa", false],
    ["/aboutus", false], // paths are case-sensitive, as the spec spells them
    ["/Gallery/extra", false],
    ["/no-such-page", false],
    ["/admin", true], // the operator console: the web app draws its sections
    ["/admin/bookings/123", true],
    ["/Admin", false],
    ["/administrator", false],
    ["/pay/3q2-7wEvQ_xZ4mN8kLp0aBcDeFgHiJkLmNoPqRsTuVw", true], // a payment link (decision 055)
    ["/pay", false],
    ["/pay/", false],
    ["/pay/a/b", false],
  ])("%s -> %s", (pathname, expected) => {
    expect(isSitePath(pathname)).toBe(expected);
  });

  it.each([
    "/",
    "/Aboutus",
    "/CampingTents",
    "/DeluxeRoom",
    "/parking",
    "/Gallery",
    "/Activites", // sic: spec section 2 spells it so
    "/Corporate-Events",
    "/Private-Events",
    "/login",
    "/Login",
    "/forgot-password",
    "/register",
    "/my-booking",
    "/payment",
    "/confirmation",
  ])("every page of spec section 2 is a site path: %s", (pathname) => {
    expect(isSitePath(pathname)).toBe(true);
  });

  it.each(["room", "camp", "parking", "package", "airbnb"] as const)(
    "the booking page of %s is a site path",
    (serviceType) => {
      expect(isSitePath(paths.booking(serviceType))).toBe(true);
    },
  );

  it.each([
    "/campingtents",
    "/deluxeroom",
    "/Parking",
    "/gallery",
    "/Activities", // the usual spelling is not the site's
    "/corporate-events",
    "/private-events",
    "/LOGIN",
    "/Register",
    "/My-Booking",
    "/Payment",
    "/Confirmation",
    "/Booking/room",
    "/booking/Room",
    "/booking/",
    "/booking",
    "/booking/room/",
    "/booking/room/extra",
    "/en/booking/room",
    "booking/room",
    "/booking/:serviceType",
    "/#Contact",
    "",
  ])("%j is not a site path", (pathname) => {
    expect(isSitePath(pathname)).toBe(false);
  });
});

describe("paths", () => {
  it("spells every route as spec section 2 does", () => {
    expect(paths).toMatchObject({
      home: "/",
      about: "/Aboutus",
      campingTents: "/CampingTents",
      deluxeRoom: "/DeluxeRoom",
      parking: "/parking",
      gallery: "/Gallery",
      activities: "/Activites",
      corporateEvents: "/Corporate-Events",
      privateEvents: "/Private-Events",
      login: "/login",
      loginAlias: "/Login",
      forgotPassword: "/forgot-password",
      register: "/register",
      bookingPattern: "/booking/:serviceType",
      myBooking: "/my-booking",
      payment: "/payment",
      confirmation: "/confirmation",
      contactAnchor: "/#Contact",
    });
  });

  it.each([
    ["room", "/booking/room"],
    ["camp", "/booking/camp"],
    ["parking", "/booking/parking"],
    ["package", "/booking/package"],
    ["airbnb", "/booking/airbnb"],
  ] as const)("the booking page of %s is %s", (serviceType, path) => {
    expect(paths.booking(serviceType)).toBe(path);
  });
});
