import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";

const SECTIONS = [
  { to: paths.adminBookings, label: "adminConsole.nav.bookings" },
  { to: paths.adminToday, label: "adminConsole.nav.today" },
  { to: paths.adminReports, label: "adminConsole.nav.reports" },
  { to: paths.adminChannels, label: "adminConsole.nav.channels" },
  { to: paths.adminWaitingList, label: "adminConsole.nav.waitingList" },
  { to: paths.adminInventory, label: "adminConsole.nav.inventory" },
  { to: paths.adminExtras, label: "adminConsole.nav.extras" },
  { to: paths.adminRates, label: "adminConsole.nav.rates" },
  { to: paths.adminPromoCodes, label: "adminConsole.nav.promoCodes" },
  { to: paths.adminTaxSettings, label: "adminConsole.nav.taxSettings" },
  { to: paths.adminMedia, label: "adminConsole.nav.media" },
  { to: paths.adminMessages, label: "adminConsole.nav.messages" },
  { to: paths.adminAuditLog, label: "adminConsole.nav.auditLog" },
] as const;

const linkClass =
  "shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-dune-900 hover:bg-sand-100 aria-[current=page]:bg-dune-800 aria-[current=page]:text-white";

/**
 * The operator console (/admin): a row of its sections, then the section. The row scrolls sideways
 * on a narrow screen instead of wrapping into a second menu.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto min-h-[80vh] max-w-7xl px-4 py-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-dune-700">
        {t("adminConsole.title")}
      </p>
      <nav aria-label={t("adminConsole.navLabel")} className="mt-2 border-b border-sand-200 pb-2">
        <ul className="flex gap-1 overflow-x-auto">
          {SECTIONS.map((section) => (
            <li key={section.to} className="shrink-0">
              <NavLink to={section.to} className={linkClass}>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}

export default AdminLayout;
