/**
 * Every route of the site, spelled exactly as spec section 2 spells them (they are case-sensitive).
 * Links and redirects use these, never string literals.
 */
export const paths = {
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
  /** Opened from the emailed reset link (`?token=`). */
  resetPassword: "/reset-password",
  register: "/register",
  /** A new member of staff sets their password from the emailed invitation (`?token=`). */
  staffAccept: "/staff/accept",
  booking: (serviceType: "room" | "camp" | "parking" | "package" | "airbnb") =>
    `/booking/${serviceType}`,
  bookingPattern: "/booking/:serviceType",
  myBooking: "/my-booking",
  /** A guest changes their own booking (decision 019). */
  changeBooking: (id: string) => `/my-booking/${id}/change`,
  changeBookingPattern: "/my-booking/:id/change",
  payment: "/payment",
  confirmation: "/confirmation",
  /** A payment link staff sent (decision 055): no account needed. */
  pay: (token: string) => `/pay/${token}`,
  payPattern: "/pay/:token",
  contactAnchor: "/#Contact",
  /** Terms of booking and the Privacy notice (decision 031). */
  terms: "/terms",
  privacy: "/privacy",
  /** The operator console (administrators only); each section is a page under it. */
  admin: "/admin",
  adminBookings: "/admin/bookings",
  adminBooking: (id: string) => `/admin/bookings/${id}`,
  adminBookingPattern: "/admin/bookings/:id",
  /** A booking staff take at the desk (decision 055), and the day's money at the desk. */
  adminNewBooking: "/admin/bookings/new",
  adminCashReport: "/admin/cash-report",
  adminPaymentLinks: "/admin/payment-links",
  adminToday: "/admin/today",
  adminInventory: "/admin/inventory",
  adminExtras: "/admin/extras",
  /** The rate calendar (decision 025) and the promo codes (decision 026). */
  adminRates: "/admin/rates",
  adminPromoCodes: "/admin/promo-codes",
  adminTaxSettings: "/admin/tax-settings",
  adminMedia: "/admin/media",
  adminMessages: "/admin/messages",
  adminAuditLog: "/admin/audit-log",
  adminReports: "/admin/reports",
  /** The OTA calendars (decision 032) and the waiting list (decision 033). */
  adminChannels: "/admin/channels",
  adminWaitingList: "/admin/waiting-list",
  /** Who works at the resort and their roles (decision 054), and one's own second factors. */
  adminStaff: "/admin/staff",
  adminSecurity: "/admin/security",
} as const;

const SERVICE_TYPES_IN_PATHS = ["room", "camp", "parking", "package", "airbnb"];

/**
 * Whether a path is one of the site's pages. The server answers other paths with the app's
 * not-found page and a real 404 status, so search engines do not index made-up URLs.
 */
export function isSitePath(pathname: string): boolean {
  const fixed: string[] = [
    paths.home,
    paths.about,
    paths.campingTents,
    paths.deluxeRoom,
    paths.parking,
    paths.gallery,
    paths.activities,
    paths.corporateEvents,
    paths.privateEvents,
    paths.login,
    paths.loginAlias,
    paths.forgotPassword,
    paths.resetPassword,
    paths.register,
    paths.staffAccept,
    paths.myBooking,
    paths.payment,
    paths.confirmation,
    paths.terms,
    paths.privacy,
  ];
  if (fixed.includes(pathname)) return true;
  // The console's sections are drawn by the web app; an unknown one shows its not-found page.
  if (pathname === paths.admin || pathname.startsWith(`${paths.admin}/`)) return true;
  if (/^\/my-booking\/[0-9a-f-]{36}\/change$/i.test(pathname)) return true;
  // A payment link (decision 055): its token is 32 random bytes in base64url.
  if (/^\/pay\/[A-Za-z0-9_-]{1,200}$/.test(pathname)) return true;
  const booking = /^\/booking\/([^/]+)$/.exec(pathname);
  return booking !== null && SERVICE_TYPES_IN_PATHS.includes(booking[1] ?? "");
}
