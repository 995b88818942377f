import { paths } from "@camp/shared/routes/site-paths";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { useUser } from "../../api/get-user";
import { useLogout } from "../../api/logout";
import { toLanguage } from "../../i18n/i18n";
import { LanguageSwitcher } from "../language-switcher";
import { disclosureItemClass, NavDisclosure } from "./nav-disclosure";

type NavItem = { to: string; label: string };

const linkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-dune-900 hover:bg-sand-100 aria-[current=page]:text-dune-700 aria-[current=page]:underline underline-offset-8";
function Dropdown({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <NavDisclosure
      buttonClassName={`${linkClass} inline-flex items-center gap-1`}
      label={
        <>
          {label}
          {/* ▾, drawn: no typeface of the site has it (components/icons.tsx says why). */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </>
      }
    >
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={disclosureItemClass}>
            {item.label}
          </Link>
        </li>
      ))}
    </NavDisclosure>
  );
}

/** The menu opens toward the page from where its button sits: the header's end, the phone menu's start. */
function UserMenu({
  firstName,
  align,
  onLogout,
}: {
  firstName: string;
  align: "start" | "end";
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  return (
    <NavDisclosure
      align={align}
      buttonClassName="rounded-full bg-sand-100 px-3 py-1.5 text-sm font-medium text-dune-900 hover:bg-sand-200"
      label={t("nav.welcome", { name: firstName })}
    >
      <li>
        <Link to={paths.myBooking} className={disclosureItemClass}>
          {t("nav.myBooking")}
        </Link>
      </li>
      <li>
        <button type="button" className={disclosureItemClass} onClick={onLogout}>
          {t("nav.logout")}
        </button>
      </li>
    </NavDisclosure>
  );
}

/** Spec section 2, Navigation bar: links, two dropdowns, language, session, and a phone menu. */
export function Navbar() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { data: user } = useUser();
  const logout = useLogout();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // A fixed id, not useId: on a marketing page the button's aria-controls is pre-rendered while the
  // menu is drawn later by the island, whose generated ids differ from the pre-rendering's.
  const menuId = "site-menu";
  const menuButton = useRef<HTMLButtonElement>(null);

  // The phone menu closes on navigation and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a location change
  useEffect(() => setIsMenuOpen(false), [location.pathname, location.hash]);
  // Signing out from the phone menu closes it too (the page stays), and its button keeps the focus
  // the gone Logout button had.
  const signedInAs = user?.email;
  const wasSignedInAs = useRef(signedInAs);
  useEffect(() => {
    const hasSignedOut = Boolean(wasSignedInAs.current) && !signedInAs;
    wasSignedInAs.current = signedInAs;
    if (!hasSignedOut || !isMenuOpen) return;
    setIsMenuOpen(false);
    menuButton.current?.focus();
  }, [signedInAs, isMenuOpen]);
  useEffect(() => {
    if (!isMenuOpen) return;
    // Focus goes back to the menu's button, never to the page's start.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsMenuOpen(false);
      menuButton.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [isMenuOpen]);

  const rooms: NavItem[] = [
    { to: paths.campingTents, label: t("nav.campingTents") },
    { to: paths.deluxeRoom, label: t("nav.deluxeRoom") },
    { to: paths.parking, label: t("nav.caravanParking") },
    { to: paths.booking("package"), label: t("nav.bookPackage") },
  ];
  const other: NavItem[] = [
    { to: paths.gallery, label: t("nav.gallery") },
    { to: paths.activities, label: t("nav.activities") },
  ];
  const firstName = user?.name.trim().split(/\s+/)[0] ?? "";
  // Spec section 4, Logout: confirm, or say why not. The bar, not its menu, asks: the menu is gone
  // once the user is, and a gone component's mutate callbacks do not run. The toast library is not
  // part of the first load (the Toaster is lazy too), nor are the words of the server's errors.
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: async () => {
        const { toast } = await import("sonner");
        toast.success(t("nav.logoutDone"));
      },
      onError: async (error) => {
        const [{ toast }, { toErrorMessage }] = await Promise.all([
          import("sonner"),
          import("../../i18n/server-messages"),
        ]);
        const message = toErrorMessage(error, t, toLanguage(i18n.language));
        toast.error(t("nav.logoutFailed", { message }));
      },
    });

  const session = (align: "start" | "end") =>
    user ? (
      <UserMenu firstName={firstName} align={align} onLogout={signOut} />
    ) : (
      <Link
        to={paths.login}
        className="inline-flex rounded-full p-2 text-dune-900 hover:bg-sand-100"
        aria-label={t("nav.login")}
        title={t("nav.login")}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
        </svg>
      </Link>
    );

  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-white/90 backdrop-blur">
      <nav
        aria-label={t("nav.main")}
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
      >
        <Link to={paths.home} className="text-lg font-bold text-dune-800">
          {t("site.name")}
        </Link>

        <div className="hidden items-center gap-1 lg:flex">
          <NavLink to={paths.home} end className={linkClass}>
            {t("nav.home")}
          </NavLink>
          <NavLink to={paths.about} className={linkClass}>
            {t("nav.about")}
          </NavLink>
          <Dropdown label={t("nav.rooms")} items={rooms} />
          <Dropdown label={t("nav.other")} items={other} />
          <Link to={paths.contactAnchor} className={linkClass}>
            {t("nav.contact")}
          </Link>
          {user?.isStaff && (
            <NavLink to={paths.admin} className={linkClass}>
              {t("adminConsole.navLink")}
            </NavLink>
          )}
        </div>

        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <div className="hidden lg:flex">{session("end")}</div>
          <button
            ref={menuButton}
            type="button"
            className="rounded-md p-2 text-dune-900 hover:bg-sand-100 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={t("nav.menu")}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {isMenuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
          </button>
        </div>
      </nav>

      {isMenuOpen && (
        <div id={menuId} className="border-t border-sand-200 bg-white px-4 pb-4 lg:hidden">
          <ul className="flex flex-col py-2">
            <li>
              <NavLink to={paths.home} end className={`${linkClass} block`}>
                {t("nav.home")}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.about} className={`${linkClass} block`}>
                {t("nav.about")}
              </NavLink>
            </li>
            {[
              { heading: t("nav.rooms"), items: rooms },
              { heading: t("nav.other"), items: other },
            ].map((group) => (
              <li key={group.heading} className="mt-2">
                <p className="px-3 text-xs font-semibold uppercase tracking-wide text-dune-700">
                  {group.heading}
                </p>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} className={`${linkClass} block ps-6`}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            <li className="mt-2">
              <Link to={paths.contactAnchor} className={`${linkClass} block`}>
                {t("nav.contact")}
              </Link>
            </li>
            {user?.isStaff && (
              <li>
                <NavLink to={paths.admin} className={`${linkClass} block`}>
                  {t("adminConsole.navLink")}
                </NavLink>
              </li>
            )}
          </ul>
          <div className="border-t border-sand-200 pt-3">{session("start")}</div>
        </div>
      )}
    </header>
  );
}
