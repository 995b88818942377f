import { paths } from "@camp/shared/routes/site-paths";
import type { ReactNode } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import type { ConsoleAccess } from "../features/admin-console/lib/console-sections";
import { loadConsoleTexts, loadPageTexts } from "../i18n/i18n";
import { ConsoleHome, gatedPage } from "./console-gate";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found-page";

/**
 * Loads a page's code, and the texts of the pages beyond the home page, only when someone goes
 * there (the home page ships with the first load and its texts).
 */
const page = (load: () => Promise<{ default: () => ReactNode }>) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadPageTexts()]);
    return { Component: module.default };
  },
});

/** The console's code, the pages' texts and the console's own (never a guest's load). */
const consoleTexts = (load: () => Promise<{ default: () => ReactNode }>) =>
  Promise.all([load(), loadPageTexts(), loadConsoleTexts()]).then(([module]) => module.default);

/** The console's frame (/admin): staff only, its own route checks (RequireStaff). */
const consoleFrame = (load: () => Promise<{ default: () => ReactNode }>) => ({
  lazy: async () => ({ Component: await consoleTexts(load) }),
});

/**
 * A console page, with the action of the permission table it needs: another role sees "not for
 * your role" in its place (ConsoleGate), as the API refuses it with 403 FORBIDDEN_FOR_ROLE.
 */
const consolePage = (access: ConsoleAccess, load: () => Promise<{ default: () => ReactNode }>) => ({
  // Read by router.test.tsx, which holds each page to the menu's action for it.
  handle: { access },
  lazy: async () => ({ Component: gatedPage(access, await consoleTexts(load)) }),
});

/**
 * The home page's code, when the booking app goes there (a guest back from a booking form): the
 * home page itself is sent as islands (docs/decisions/034), so the app's first load lacks it.
 */
const homePage = {
  lazy: async () => ({ Component: (await import("./routes/home")).default }),
};

/** Every route of spec section 2; paths are case-sensitive, as the spec spells them. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, ...homePage },
      { path: paths.about, ...page(() => import("./routes/about")) },
      { path: paths.campingTents, ...page(() => import("./routes/camping-tents")) },
      { path: paths.deluxeRoom, ...page(() => import("./routes/deluxe-room")) },
      { path: paths.parking, ...page(() => import("./routes/parking")) },
      { path: paths.gallery, ...page(() => import("./routes/gallery")) },
      { path: paths.activities, ...page(() => import("./routes/activities")) },
      { path: paths.corporateEvents, ...page(() => import("./routes/corporate-events")) },
      { path: paths.privateEvents, ...page(() => import("./routes/private-events")) },
      { path: paths.terms, ...page(() => import("./routes/terms")) },
      { path: paths.privacy, ...page(() => import("./routes/privacy")) },
      { path: paths.login, ...page(() => import("./routes/login")) },
      { path: paths.loginAlias, ...page(() => import("./routes/login")) },
      { path: paths.register, ...page(() => import("./routes/register")) },
      { path: paths.forgotPassword, ...page(() => import("./routes/forgot-password")) },
      { path: paths.resetPassword, ...page(() => import("./routes/reset-password")) },
      { path: paths.staffAccept, ...page(() => import("./routes/staff-accept")) },
      { path: paths.booking("airbnb"), ...page(() => import("./routes/rental-listings")) },
      { path: paths.bookingPattern, ...page(() => import("./routes/booking")) },
      { path: paths.myBooking, ...page(() => import("./routes/my-booking")) },
      { path: paths.changeBookingPattern, ...page(() => import("./routes/change-booking")) },
      { path: paths.payment, ...page(() => import("./routes/payment")) },
      { path: paths.confirmation, ...page(() => import("./routes/confirmation")) },
      // A payment link staff sent (decision 055): no sign-in.
      { path: paths.payPattern, ...page(() => import("./routes/pay-link")) },
      {
        // The operator console: staff only (RequireStaff in its route), each page for the roles of
        // its action. Each section adds its one line here.
        path: paths.admin,
        ...consoleFrame(() => import("./routes/admin")),
        children: [
          { index: true, element: <ConsoleHome /> },
          {
            path: paths.adminBookings,
            ...consolePage("bookings.read", () => import("./routes/admin-bookings")),
          },
          {
            // Before /admin/bookings/:id in the list; React Router ranks a static segment above a
            // dynamic one in any order, and router.test.tsx holds it.
            path: paths.adminNewBooking,
            ...consolePage("bookings.create", () => import("./routes/admin-new-booking")),
          },
          {
            path: paths.adminBookingPattern,
            ...consolePage("bookings.read", () => import("./routes/admin-booking")),
          },
          {
            path: paths.adminPaymentLinks,
            ...consolePage("bookings.read", () => import("./routes/admin-payment-links")),
          },
          {
            path: paths.adminToday,
            ...consolePage("today.read", () => import("./routes/admin-today")),
          },
          {
            path: paths.adminInventory,
            ...consolePage("catalogue.manage", () => import("./routes/admin-inventory")),
          },
          {
            path: paths.adminExtras,
            ...consolePage("catalogue.manage", () => import("./routes/admin-extras")),
          },
          {
            path: paths.adminRates,
            ...consolePage("rates.manage", () => import("./routes/admin-rates")),
          },
          {
            path: paths.adminPromoCodes,
            ...consolePage("promo-codes.manage", () => import("./routes/admin-promo-codes")),
          },
          {
            path: paths.adminTaxSettings,
            ...consolePage("tax-settings.read", () => import("./routes/admin-tax-settings")),
          },
          {
            path: paths.adminMedia,
            ...consolePage("catalogue.manage", () => import("./routes/admin-media")),
          },
          {
            path: paths.adminMessages,
            ...consolePage("messages.manage", () => import("./routes/admin-messages")),
          },
          {
            path: paths.adminAuditLog,
            ...consolePage("audit-log.read", () => import("./routes/admin-audit-log")),
          },
          {
            path: paths.adminReports,
            ...consolePage("reports.read", () => import("./routes/admin-reports")),
          },
          {
            path: paths.adminCashReport,
            ...consolePage("reports.cash", () => import("./routes/admin-cash-report")),
          },
          {
            path: paths.adminChannels,
            ...consolePage("channels.manage", () => import("./routes/admin-channels")),
          },
          {
            path: paths.adminWaitingList,
            ...consolePage("waiting-list.read", () => import("./routes/admin-waiting-list")),
          },
          {
            path: paths.adminStaff,
            ...consolePage("staff.read", () => import("./routes/admin-staff")),
          },
          {
            path: paths.adminSecurity,
            ...consolePage("any-staff", () => import("./routes/admin-security")),
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
