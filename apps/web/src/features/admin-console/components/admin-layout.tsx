import { isStaffRole } from "@camp/shared/auth/staff-permissions";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { useSession } from "../../../lib/use-session";
import { sectionsFor } from "../lib/console-sections";

const linkClass =
  "shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-dune-900 hover:bg-sand-100 aria-[current=page]:bg-dune-800 aria-[current=page]:text-white";

/**
 * The operator console (/admin): a row of the sections the member's role may open (the permission
 * table, decision 054), then the section. From a tablet's width up the row wraps, so every section
 * shows; on a phone it scrolls sideways instead of piling up, its end fading out to say that more
 * follows (the padding lets the last section scroll clear of the fade).
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const allowed = user && isStaffRole(user.role) ? sectionsFor(user.role) : [];
  // Until a second factor is set up, the API refuses every other page (TWO_FACTOR_REQUIRED).
  const sections = user?.mustEnrolSecondFactor
    ? allowed.filter((section) => section.access === "any-staff")
    : allowed;
  return (
    <div className="mx-auto min-h-[80vh] max-w-7xl px-4 py-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-dune-700">
        {t("adminConsole.title")}
      </p>
      <nav aria-label={t("adminConsole.navLabel")} className="mt-2 border-b border-sand-200 pb-2">
        <ul className="flex gap-1 overflow-x-auto pe-10 ltr:mask-r-from-[calc(100%-2.5rem)] rtl:mask-l-from-[calc(100%-2.5rem)] md:flex-wrap md:overflow-visible md:pe-0 md:mask-none">
          {sections.map((section) => (
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
