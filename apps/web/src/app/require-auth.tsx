import { paths } from "@camp/shared/routes/site-paths";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../lib/use-session";

/**
 * Pages for signed-in guests only (spec section 2: /my-booking and /payment). A visitor goes to
 * sign-in, which brings them back here, query string included, afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.status === "idle" || session.status === "loading") {
    return (
      <p role="status" className="mx-auto min-h-[80vh] max-w-6xl px-4 py-16 text-dune-800">
        {t("session.checking")}
      </p>
    );
  }
  if (!session.isAuthenticated) {
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return children;
}
