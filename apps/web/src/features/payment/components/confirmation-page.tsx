import { paths } from "@camp/shared/routes/site-paths";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber, formatPrice, formatStayDate } from "../../../lib/format";
import { readConfirmationState } from "../confirmation-state";
import { primaryLinkClass, secondaryLinkClass } from "./quote-notice";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-dune-800">{term}</dt>
      <dd className="text-end font-medium text-dune-900">{children}</dd>
    </div>
  );
}

/**
 * /confirmation (spec sections 2 and 8): the thank-you page, from the navigation state the payment
 * page passes. Without it: exactly 'No booking details available.'. Not protected.
 */
export function ConfirmationPage() {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const location = useLocation();
  const booking = readConfirmationState(location.state);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <div className="rounded-2xl border border-sand-200 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-bold text-dune-900">
          {booking ? t("confirmationpage.heading") : t("confirmationpage.title")}
        </h1>
        {booking ? (
          <>
            <p className="mt-3 text-dune-800">{t("confirmationpage.text")}</p>
            <dl className="mt-6 divide-y divide-sand-100">
              {booking.reference && (
                <Row term={t("confirmationpage.reference")}>
                  <span dir="ltr" className="font-mono text-lg font-bold">
                    {booking.reference}
                  </span>
                </Row>
              )}
              <Row term={t("confirmationpage.service")}>{booking.room}</Row>
              <Row term={t("confirmationpage.checkIn")}>
                {formatStayDate(booking.selectedDate, lang, "long")}
              </Row>
              <Row term={t("confirmationpage.checkOut")}>
                {formatStayDate(booking.checkOutDate, lang, "long")}
              </Row>
              <Row term={t("confirmationpage.units")}>
                {formatNumber(booking.selectedRooms, lang)}
              </Row>
              <Row term={t("confirmationpage.total")}>
                <span className="text-lg font-bold">{formatPrice(booking.totalPrice, lang)}</span>
              </Row>
            </dl>
          </>
        ) : (
          <p className="mt-3 text-dune-800">{t("confirmationpage.noDetails")}</p>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.home} className={primaryLinkClass}>
            {t("confirmationpage.backHome")}
          </Link>
          {booking && (
            <Link to={paths.myBooking} className={secondaryLinkClass}>
              {t("confirmationpage.myBookings")}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
