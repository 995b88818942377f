import { paths } from "@camp/shared/routes/site-paths";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../lib/use-session";
import { usePageTitle } from "./page-title";
import { RequireAuth } from "./require-auth";

/** What a signed-in guest sees at /admin: the console is not for them (the API says 403 too). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  usePageTitle(t("adminConsole.forbiddenTitle"));
  return (
    <section className="mx-auto min-h-[60vh] max-w-2xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-dune-700" aria-hidden="true">
        403
      </p>
      <h1 className="mt-4 text-3xl font-bold text-dune-900">{t("adminConsole.forbiddenTitle")}</h1>
      <p className="mt-4 text-dune-800">{t("adminConsole.forbiddenText")}</p>
      <Link
        to={paths.home}
        className="mt-6 inline-block rounded-full bg-dune-800 px-5 py-2 text-white"
      >
        {t("pages.backHome")}
      </Link>
    </section>
  );
}

/** Inside RequireAuth the visitor is signed in: any member of staff passes, a guest does not. */
function StaffOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.user?.isStaff) return <ForbiddenPage />;
  return children;
}

/**
 * The console's gate: a visitor goes to sign-in and comes back (RequireAuth), a guest gets the 403
 * page, staff of any role pass; each page then checks its own action (ConsoleGate). The API checks
 * again on every call; this only spares people a broken page.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <StaffOnly>{children}</StaffOnly>
    </RequireAuth>
  );
}
