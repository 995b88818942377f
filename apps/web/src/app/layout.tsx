import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { Footer } from "../components/layout/footer";
import { Navbar } from "../components/layout/navbar";
import { TestModeBanner } from "../components/test-mode-banner";
import { Island } from "../islands/island";
import { Toasts } from "./toasts";

/**
 * After moving to another page (not on the first load, not for an in-page #anchor): focus goes to
 * the new page's heading, so keyboard and screen-reader users start reading where sighted guests
 * do, and the page's title is announced. Runs after the page's own effects, so the title is set.
 */
function useFocusOnNavigation(announce: (title: string) => void) {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what moves focus
  useEffect(() => {
    const isFirstPage = previous.current === null;
    const isSamePage = previous.current === location.pathname;
    previous.current = location.pathname;
    if (isFirstPage || isSamePage || location.hash) return;
    const heading =
      document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
    if (heading) {
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
    announce(document.title);
  }, [location.pathname]);
}

/** The frame of every page: navigation, the page, the footer, and the toasts (3 seconds, spec 9). */
export function Layout() {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState("");
  useFocusOnNavigation(setAnnouncement);
  return (
    <div className="flex min-h-screen flex-col bg-sand-50 text-dune-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("nav.skip")}
      </a>
      <TestModeBanner />
      <Island
        name="navbar"
        component={Navbar}
        props={{}}
        texts={["nav", "site.name", "adminConsole.navLink", "errors"]}
      />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {/* New pages open at their top, back and forward return where the guest was, #anchors scroll
          to their target (no script in the HTML in this router mode, so the CSP is kept). */}
      <ScrollRestoration />
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      {/* On a marketing page, the account menu's sign-out is what may toast. */}
      <Island
        name="toasts"
        component={Toasts}
        props={{}}
        texts={["nav.notifications"]}
        load="idle"
      />
    </div>
  );
}
