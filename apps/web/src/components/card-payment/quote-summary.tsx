import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../i18n/i18n";
import { formatNumber, formatPercent, formatPrice, formatStayDate } from "../../lib/format";
import { BookedExtras } from "../booked-extras";
import { PriceRowList, SummaryRow, stayLineInFils, TotalAmount, usePriceRows } from "../price-rows";
import { serviceLabel } from "./quote-labels";

/**
 * What is being paid for (decision 010): service, dates, nights, units, guests, and what the
 * total is made of: each kind of unit, its nights in runs of one price (decision 025), the
 * activities, a promo code's discount and the Tourism Dirham fee, which add up to the total
 * charged, and the VAT that total includes (decision 028).
 */
export function QuoteSummary({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation();
  const rows = usePriceRows();
  return (
    <section
      aria-labelledby="payment-summary-heading"
      className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <h2 id="payment-summary-heading" className="text-xl font-bold text-dune-900">
        {t(quote.changesBookingId ? "changeBooking.summaryHeading" : "paymentpage.summary.heading")}
      </h2>
      <QuoteFacts quote={quote} />
      <QuoteLines quote={quote} />
      <BookedExtras extras={quote.extras} className="mt-4" />
      <PriceRowList
        className="mt-4"
        rows={[
          ...(quote.discount
            ? [rows.discount(quote.discount.code, toMinorUnits(quote.discount.amount))]
            : []),
          ...rows.tourismFee(toMinorUnits(quote.tourismFee)),
        ]}
      />
      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-sand-200 pt-4">
        <span className="text-lg font-semibold text-dune-900">{t("prices.totalCharged")}</span>
        <TotalAmount
          className="text-2xl font-bold text-dune-900"
          amount={quote.totalAmount}
          vatRate={quote.vatRate}
        />
      </div>
      <PriceRowList className="mt-1" rows={rows.vatIncluded(quote)} />
      {quote.changesBookingId && quote.amountDue !== undefined && (
        <ChangeDue quote={quote} amountDue={quote.amountDue} />
      )}
      {quote.status === "pending" && (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t("paymentpage.summary.pendingNote")}
        </p>
      )}
    </section>
  );
}

/** Service, dates, nights, units and guests. */
function QuoteFacts({ quote }: { quote: QuoteDetail }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return (
    <dl className="mt-4 divide-y divide-sand-100">
      <SummaryRow term={t("paymentpage.summary.service")}>{serviceLabel(t, quote)}</SummaryRow>
      <SummaryRow term={t("paymentpage.summary.checkIn")}>
        {formatStayDate(quote.checkIn, lang, "long")}
      </SummaryRow>
      <SummaryRow term={t("paymentpage.summary.checkOut")}>
        {formatStayDate(quote.checkOut, lang, "long")}
      </SummaryRow>
      <SummaryRow term={t("paymentpage.summary.nights")}>
        {formatNumber(quote.nights, lang)}
      </SummaryRow>
      <SummaryRow term={t(`paymentpage.summary.units.${quote.serviceType}`)}>
        {formatNumber(quote.quantity, lang)}
      </SummaryRow>
      {/* A caravan slot is booked without a head count (spec section 5): no guests to show. */}
      {quote.serviceType !== "parking" && (
        <SummaryRow term={t("paymentpage.summary.guests")}>
          {formatNumber(quote.guests, lang)}
        </SummaryRow>
      )}
    </dl>
  );
}

/** Each kind of unit, its nights in runs of one price (decision 025). */
function QuoteLines({ quote }: { quote: QuoteDetail }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const rows = usePriceRows();
  return quote.lines.length > 0 ? (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-dune-900">{t("paymentpage.summary.priceLines")}</h3>
      <PriceRowList
        className="mt-2"
        rows={quote.lines.flatMap((line) => rows.stayLine(stayLineInFils(line)))}
      />
    </div>
  ) : (
    // A quote without lines (none today) still says what a night costs.
    <dl className="divide-y divide-sand-100">
      <SummaryRow term={t(`paymentpage.summary.pricePerNight.${quote.serviceType}`)}>
        {formatPrice(quote.price, lang)}
      </SummaryRow>
    </dl>
  );
}

/** A change pays its difference: what the booking was paid already, and what is due now. */
function ChangeDue({ quote, amountDue }: { quote: QuoteDetail; amountDue: number }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return (
    <dl className="mt-2 divide-y divide-sand-100" data-testid="change-due">
      <SummaryRow term={t("changeBooking.alreadyPaid")}>
        {formatPrice(quote.totalAmount - amountDue, lang)}
      </SummaryRow>
      <SummaryRow term={t("changeBooking.toPay")}>
        <strong className="text-xl">{formatPrice(amountDue, lang)}</strong>
      </SummaryRow>
      {/* The VAT of what is paid now, not of the total above (decision 049). */}
      {quote.vatRate > 0 && quote.amountDueVat !== undefined && (
        <SummaryRow
          term={t("changeBooking.toPayVat", { rate: formatPercent(quote.vatRate, lang) })}
        >
          <span className="text-sm font-normal text-dune-700">
            {formatPrice(quote.amountDueVat, lang)}
          </span>
        </SummaryRow>
      )}
    </dl>
  );
}
