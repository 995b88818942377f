import { paths } from "@camp/shared/routes/site-paths";
import type { ReactNode } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { loadConsoleTexts, loadPageTexts } from "../i18n/i18n";
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

/** A staff console page: its code, the pages' texts and the console's own (never a guest's load). */
const consolePage = (load: () => Promise<{ default: () => ReactNode }>) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadPageTexts(), loadConsoleTexts()]);
    return { Component: module.default };
  },
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
      { path: paths.booking("airbnb"), ...page(() => import("./routes/rental-listings")) },
      { path: paths.bookingPattern, ...page(() => import("./routes/booking")) },
      { path: paths.myBooking, ...page(() => import("./routes/my-booking")) },
      { path: paths.changeBookingPattern, ...page(() => import("./routes/change-booking")) },
      { path: paths.payment, ...page(() => import("./routes/payment")) },
      { path: paths.confirmation, ...page(() => import("./routes/confirmation")) },
      {
        // The operator console: administrators only (RequireAdmin in its route). Each section adds
        // its one line here.
        path: paths.admin,
        ...consolePage(() => import("./routes/admin")),
        children: [
          { index: true, element: <Navigate to={paths.adminBookings} replace /> },
          { path: paths.adminBookings, ...consolePage(() => import("./routes/admin-bookings")) },
          {
            path: paths.adminBookingPattern,
            ...consolePage(() => import("./routes/admin-booking")),
          },
          { path: paths.adminToday, ...consolePage(() => import("./routes/admin-today")) },
          { path: paths.adminInventory, ...consolePage(() => import("./routes/admin-inventory")) },
          { path: paths.adminExtras, ...consolePage(() => import("./routes/admin-extras")) },
          { path: paths.adminRates, ...consolePage(() => import("./routes/admin-rates")) },
          {
            path: paths.adminPromoCodes,
            ...consolePage(() => import("./routes/admin-promo-codes")),
          },
          {
            path: paths.adminTaxSettings,
            ...consolePage(() => import("./routes/admin-tax-settings")),
          },
          { path: paths.adminMedia, ...consolePage(() => import("./routes/admin-media")) },
          { path: paths.adminMessages, ...consolePage(() => import("./routes/admin-messages")) },
          { path: paths.adminAuditLog, ...consolePage(() => import("./routes/admin-audit-log")) },
          { path: paths.adminReports, ...consolePage(() => import("./routes/admin-reports")) },
          { path: paths.adminChannels, ...consolePage(() => import("./routes/admin-channels")) },
          {
            path: paths.adminWaitingList,
            ...consolePage(() => import("./routes/admin-waiting-list")),
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
