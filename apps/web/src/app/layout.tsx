import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { LanguageSwitcher } from "../components/language-switcher";
import { paths } from "../config/paths";
import { useUser } from "../features/auth/api/get-user";

/** The frame of every page: header with the session state and language, the page, the footer. */
export function Layout() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const firstName = user?.name.split(/\s+/)[0] ?? "";
  return (
    <div className="flex min-h-screen flex-col bg-sand-50 text-dune-900">
      <header className="border-b border-sand-200 bg-white/80">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to={paths.home} className="text-lg font-bold text-dune-800">
            {t("site.name")}
          </Link>
          <div className="flex items-center gap-3">
            {user ? (
              <span className="text-sm">{t("nav.welcome", { name: firstName })}</span>
            ) : (
              <Link
                to={paths.login}
                className="text-sm font-medium underline-offset-4 hover:underline"
              >
                {t("nav.login")}
              </Link>
            )}
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
        <Outlet />
      </main>
      <footer className="border-t border-sand-200 px-4 py-6 text-center text-sm text-dune-700">
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
