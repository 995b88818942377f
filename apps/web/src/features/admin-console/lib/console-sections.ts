import { can, type StaffAction, type StaffRole } from "@camp/shared/auth/staff-permissions";
import { paths } from "@camp/shared/routes/site-paths";

/**
 * What a console page needs: an action of the permission table (decision 054), or only that the
 * account is staff (one's own security page).
 */
export type ConsoleAccess = StaffAction | "any-staff";

/** Whether a role may open a page that needs `access`. */
export function mayOpen(role: StaffRole, access: ConsoleAccess): boolean {
  return access === "any-staff" || can(role, access);
}

/** The console's sections, in the order of its menu, each with what it needs (as its route). */
export const CONSOLE_SECTIONS = [
  { to: paths.adminBookings, label: "adminConsole.nav.bookings", access: "bookings.read" },
  {
    to: paths.adminPaymentLinks,
    label: "adminConsole.nav.paymentLinks",
    access: "bookings.read",
  },
  { to: paths.adminToday, label: "adminConsole.nav.today", access: "today.read" },
  { to: paths.adminReports, label: "adminConsole.nav.reports", access: "reports.read" },
  { to: paths.adminCashReport, label: "adminConsole.nav.cashReport", access: "reports.cash" },
  { to: paths.adminChannels, label: "adminConsole.nav.channels", access: "channels.manage" },
  {
    to: paths.adminWaitingList,
    label: "adminConsole.nav.waitingList",
    access: "waiting-list.read",
  },
  { to: paths.adminInventory, label: "adminConsole.nav.inventory", access: "catalogue.manage" },
  { to: paths.adminExtras, label: "adminConsole.nav.extras", access: "catalogue.manage" },
  { to: paths.adminRates, label: "adminConsole.nav.rates", access: "rates.manage" },
  { to: paths.adminPromoCodes, label: "adminConsole.nav.promoCodes", access: "promo-codes.manage" },
  {
    to: paths.adminTaxSettings,
    label: "adminConsole.nav.taxSettings",
    access: "tax-settings.read",
  },
  { to: paths.adminMedia, label: "adminConsole.nav.media", access: "catalogue.manage" },
  { to: paths.adminMessages, label: "adminConsole.nav.messages", access: "messages.manage" },
  { to: paths.adminAuditLog, label: "adminConsole.nav.auditLog", access: "audit-log.read" },
  { to: paths.adminStaff, label: "adminConsole.nav.staff", access: "staff.read" },
  { to: paths.adminSecurity, label: "adminConsole.nav.security", access: "any-staff" },
] as const satisfies readonly { to: string; label: string; access: ConsoleAccess }[];

/** The sections a role sees in the menu. */
export function sectionsFor(role: StaffRole) {
  return CONSOLE_SECTIONS.filter((section) => mayOpen(role, section.access));
}

/**
 * Where /admin opens for each role: the page that role starts its day on (the desk its arrivals,
 * revenue its rates, the accountant its reports), each one the role may open.
 */
const HOME_OF: Record<StaffRole, string> = {
  owner: paths.adminBookings,
  manager: paths.adminBookings,
  front_desk: paths.adminToday,
  revenue: paths.adminRates,
  accountant: paths.adminReports,
};

export function consoleHomeOf(role: StaffRole): string {
  return HOME_OF[role];
}
