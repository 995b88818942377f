import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigationType } from "react-router";
import { Toaster } from "sonner";
import { Footer } from "../components/layout/footer";
import { Navbar } from "../components/layout/navbar";
import { TestModeBanner } from "../components/test-mode-banner";

/**
 * Scrolls to `#Contact` and other anchors after navigation, from any page (the router does not), and
 * opens any other new page at its top; back and forward (POP) keep the browser's own restoration.
 * (React Router's ScrollRestoration would put an inline script in the pre-rendered HTML, which the CSP refuses.)
 */
function useScrollToHash() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same #Contact reached from another page must scroll again
  useEffect(() => {
    if (!location.hash) {
      if (navigationType !== "POP") window.scrollTo(0, 0);
      return;
    }
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    target?.scrollIntoView({ block: "start" });
  }, [location.pathname, location.hash]);
}

/** The frame of every page: navigation, the page, the footer, and the toasts (3 seconds, spec 9). */
export function Layout() {
  const { t, i18n } = useTranslation();
  useScrollToHash();
  return (
    <div className="flex min-h-screen flex-col bg-sand-50 text-dune-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("nav.skip")}
      </a>
      <TestModeBanner />
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster position="top-center" duration={3000} dir={i18n.dir()} richColors />
    </div>
  );
}
