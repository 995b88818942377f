import { PENDING_DECISION_HOURS } from "@camp/shared/booking/booking-limits";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { BookedExtras } from "../../../components/booked-extras";
import {
  primaryLinkClass,
  secondaryLinkClass,
} from "../../../components/card-payment/quote-notice";
import {
  PriceRowList,
  SummaryRow,
  stayLineInFils,
  TotalAmount,
  usePriceRows,
} from "../../../components/price-rows";
import { toLanguage } from "../../../i18n/i18n";
import {
  type ConfirmationState,
  readConfirmationState,
} from "../../../lib/card-payment/confirmation-state";
import { formatNumber, formatPrice, formatStayDate } from "../../../lib/format";

/**
 * What the total is made of, as paid: each kind of unit and its nights in runs of one price,
 * the activities, a promo code's discount and the Tourism Dirham fee.
 */
function PriceDetails({ booking }: { booking: ConfirmationState }) {
  const rows = usePriceRows();
  return (
    <div className="mt-4 space-y-2">
      <PriceRowList
        rows={(booking.lines ?? []).flatMap((line) => rows.stayLine(stayLineInFils(line)))}
      />
      <BookedExtras extras={booking.extras ?? []} headingLevel="h3" />
      <PriceRowList
        rows={[
          ...(booking.discount
            ? [rows.discount(booking.discount.code, toMinorUnits(booking.discount.amount))]
            : []),
          ...rows.tourismFee(toMinorUnits(booking.tourismFee ?? 0)),
        ]}
      />
    </div>
  );
}

/**
 * A request paid by authorisation only (decision 012): the guest must leave knowing it is not a
 * booking yet, that the card is held and not charged, and what a decline means.
 */
function AwaitingDecision({ total }: { total: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="awaiting-decision"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <h2 id="awaiting-decision" className="font-semibold">
        {t("confirmationpage.request.awaitingTitle")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
        <li>{t("confirmationpage.request.why")}</li>
        <li>{t("confirmationpage.request.card", { amount: total })}</li>
        <li>{t("confirmationpage.request.next", { hours: PENDING_DECISION_HOURS })}</li>
      </ul>
    </section>
  );
}

/**
 * /confirmation (spec sections 2 and 8): the thank-you page, from the navigation state the payment
 * page passes. Without it: exactly 'No booking details available.'. Not protected. A pending
 * request says it awaits the resort's decision and that the card is only authorised.
 */
export function ConfirmationPage() {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const location = useLocation();
  const booking = readConfirmationState(location.state);
  const isRequest = booking?.status === "pending";
  const total = booking ? formatPrice(booking.totalPrice, lang) : "";
  const rows = usePriceRows();

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <div className="rounded-2xl border border-sand-200 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-bold text-dune-900">
          {!booking
            ? t("confirmationpage.title")
            : isRequest
              ? t("confirmationpage.request.heading")
              : t("confirmationpage.heading")}
        </h1>
        {booking ? (
          <>
            <p className="mt-3 text-dune-800">
              {isRequest ? t("confirmationpage.request.text") : t("confirmationpage.text")}
            </p>
            {isRequest && <AwaitingDecision total={total} />}
            <ConfirmationFacts booking={booking} isRequest={isRequest} />
            <PriceDetails booking={booking} />
            <dl className="mt-2 border-t border-sand-200">
              <SummaryRow
                term={isRequest ? t("confirmationpage.request.total") : t("prices.totalCharged")}
              >
                <TotalAmount
                  className="text-lg font-bold"
                  amount={booking.totalPrice}
                  vatRate={booking.vatRate ?? 0}
                />
              </SummaryRow>
            </dl>
            <PriceRowList
              rows={rows.vatIncluded({
                vatAmount: booking.vatAmount ?? 0,
                vatRate: booking.vatRate ?? 0,
              })}
            />
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

/** The reference, what was booked (and, for a request, its status), the dates and the units. */
function ConfirmationFacts({
  booking,
  isRequest,
}: {
  booking: ConfirmationState;
  isRequest: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return (
    <dl className="mt-6 divide-y divide-sand-100">
      {booking.reference && (
        <SummaryRow term={t("confirmationpage.reference")}>
          <span dir="ltr" className="font-mono text-lg font-bold">
            {booking.reference}
          </span>
        </SummaryRow>
      )}
      <SummaryRow
        term={isRequest ? t("confirmationpage.request.service") : t("confirmationpage.service")}
      >
        {booking.room}
      </SummaryRow>
      {isRequest && (
        <SummaryRow term={t("confirmationpage.request.status")}>
          {t("confirmationpage.request.statusValue")}
        </SummaryRow>
      )}
      <SummaryRow term={t("confirmationpage.checkIn")}>
        {formatStayDate(booking.selectedDate, lang, "long")}
      </SummaryRow>
      <SummaryRow term={t("confirmationpage.checkOut")}>
        {formatStayDate(booking.checkOutDate, lang, "long")}
      </SummaryRow>
      <SummaryRow term={t("confirmationpage.units")}>
        {formatNumber(booking.selectedRooms, lang)}
      </SummaryRow>
    </dl>
  );
}
