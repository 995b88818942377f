import { useTranslation } from "react-i18next";
import { usePaymentKey } from "../api/get-payment-key";

/** The id of the banner the server writes into every page's HTML when it runs on the sandbox. */
export const SERVER_BANNER_ID = "test-mode-banner";

/** The banner's markup: written by the server at the top of each page, or drawn by the app. */
export function TestModeNotice({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <aside
      id={id}
      aria-label={t("testMode.label")}
      className="bg-dune-900 px-4 py-1.5 text-center text-sm font-medium text-sand-50"
    >
      <p>{t("testMode.notice")}</p>
    </aside>
  );
}

/**
 * Says on every page when the site runs on the sandbox card processor, which confirms bookings
 * without taking money (docs/decisions/011-hardening.md). The server writes it into the HTML, so
 * it is there at the first paint and nothing moves when the app starts (docs/decisions/017); the
 * app draws it only where the server did not (the Vite dev server). It shares the payment page's
 * query, so the answer is fetched once.
 */
export function TestModeBanner() {
  const { data } = usePaymentKey();
  if (data?.provider !== "sandbox") return null;
  if (typeof document !== "undefined" && document.getElementById(SERVER_BANNER_ID)) return null;
  return <TestModeNotice />;
}
