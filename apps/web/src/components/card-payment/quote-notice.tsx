import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { paths } from "@camp/shared/routes/site-paths";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export const primaryLinkClass =
  "inline-block rounded-full bg-dune-800 px-6 py-3 text-center font-semibold text-white hover:bg-dune-700";
export const secondaryLinkClass =
  "inline-block rounded-full border border-dune-800 px-6 py-3 text-center font-semibold text-dune-800 hover:bg-sand-100";

/** Marks the heading that takes focus when the overlay closes after the payment. */
export const OUTCOME_HEADING = "data-payment-outcome";

/** A plain message in place of the card form: a heading, what happened, and where to go next. */
export function Notice(props: {
  heading: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: "info" | "error";
  /** The heading takes focus when the payment overlay closes over this notice. */
  isFocusTarget?: boolean;
}) {
  return (
    <section
      aria-labelledby="payment-notice-heading"
      className={`rounded-2xl border p-6 shadow-sm ${
        props.tone === "error" ? "border-red-300 bg-red-50" : "border-sand-200 bg-white"
      }`}
    >
      <h2
        id="payment-notice-heading"
        className="text-xl font-bold text-dune-900 focus:outline-none"
        {...(props.isFocusTarget ? { tabIndex: -1, [OUTCOME_HEADING]: "" } : {})}
      >
        {props.heading}
      </h2>
      <div className="mt-3 space-y-2 text-dune-900">{props.children}</div>
      {props.actions && <div className="mt-6 flex flex-wrap gap-3">{props.actions}</div>}
    </section>
  );
}

/** The booking form this quote came from, to start again with a fresh price. */
export const bookingFormPath = (quote: Pick<QuoteDetail, "serviceType">) =>
  paths.booking(quote.serviceType);

/**
 * A quote that cannot be paid (any more): already booked, price expired, or refunded. Never
 * offers the card form, so a reload after paying cannot pay again.
 */
export function ClosedQuoteNotice({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation();
  if (quote.state === "fulfilled") {
    return (
      <Notice
        heading={t("paymentpage.fulfilled.heading")}
        actions={
          <Link to={paths.myBooking} className={primaryLinkClass}>
            {t("paymentpage.viewBooking")}
          </Link>
        }
      >
        <p>{t("paymentpage.fulfilled.text")}</p>
      </Notice>
    );
  }
  if (quote.state === "refund_required" || quote.state === "refunded") {
    const key = quote.state === "refunded" ? "refunded" : "refundRequired";
    return (
      <Notice
        heading={t(`paymentpage.${key}.heading`)}
        actions={
          <Link to={bookingFormPath(quote)} className={secondaryLinkClass}>
            {t("paymentpage.checkAgain")}
          </Link>
        }
      >
        <p>{t(`paymentpage.${key}.text`)}</p>
      </Notice>
    );
  }
  return (
    <Notice
      heading={t("paymentpage.expired.heading")}
      actions={
        <Link to={bookingFormPath(quote)} className={primaryLinkClass}>
          {t("paymentpage.checkAgain")}
        </Link>
      }
    >
      <p>{t("paymentpage.expired.text")}</p>
    </Notice>
  );
}
