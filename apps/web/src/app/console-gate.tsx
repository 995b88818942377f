import { isStaffRole, STAFF_ROLE_NAMES, type StaffRole } from "@camp/shared/auth/staff-permissions";
import { paths } from "@camp/shared/routes/site-paths";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router";
import {
  type ConsoleAccess,
  consoleHomeOf,
  mayOpen,
} from "../features/admin-console/lib/console-sections";
import { toLanguage } from "../i18n/i18n";
import { useSession } from "../lib/use-session";
import { usePageTitle } from "./page-title";

/** What a member of staff sees on a console page their role does not include. */
export function NotForYourRolePage({ role }: { role: StaffRole }) {
  const { t, i18n } = useTranslation();
  const roleName = STAFF_ROLE_NAMES[role][toLanguage(i18n.language)];
  usePageTitle(t("consoleAccess.notForRoleTitle"));
  return (
    <section className="mx-auto max-w-2xl py-10 text-center">
      <h1 className="text-3xl font-bold text-dune-900">{t("consoleAccess.notForRoleTitle")}</h1>
      <p className="mt-4 text-dune-800">{t("consoleAccess.notForRoleText", { role: roleName })}</p>
      <Link
        to={consoleHomeOf(role)}
        className="mt-6 inline-block rounded-full bg-dune-800 px-5 py-2 text-white"
      >
        {t("consoleAccess.toYourPages")}
      </Link>
    </section>
  );
}

/**
 * Each console page's own check, inside RequireStaff: a staff account that must still set up a
 * second factor goes to its security page first (the API answers 403 TWO_FACTOR_REQUIRED until
 * then), and a role without the page's action reads why instead of a page of refusals.
 */
export function ConsoleGate({ access, children }: { access: ConsoleAccess; children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user || !isStaffRole(user.role)) return null;
  if (user.mustEnrolSecondFactor && pathname !== paths.adminSecurity) {
    return <Navigate to={paths.adminSecurity} replace />;
  }
  if (!mayOpen(user.role, access)) return <NotForYourRolePage role={user.role} />;
  return children;
}

/** A console page's component behind its ConsoleGate (the router's consolePage). */
export function gatedPage(access: ConsoleAccess, Page: () => ReactNode) {
  return function GatedConsolePage() {
    return (
      <ConsoleGate access={access}>
        <Page />
      </ConsoleGate>
    );
  };
}

/** /admin itself: the first page of the role's day (or the security page, while it must enrol). */
export function ConsoleHome() {
  const { user } = useSession();
  if (!user || !isStaffRole(user.role)) return null;
  const home = user.mustEnrolSecondFactor ? paths.adminSecurity : consoleHomeOf(user.role);
  return <Navigate to={home} replace />;
}
