import type { BookingStatus, PaymentStatus } from "@camp/shared/booking/booking-limits";
import { useTranslation } from "react-i18next";

/** Colour pairs chosen for at least 4.5:1 contrast (WCAG 1.4.3); the text, not the colour, carries the meaning. */
const STATUS_CLASSES: Record<BookingStatus, string> = {
  confirmed: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  completed: "bg-sand-100 text-dune-900",
  cancelled: "bg-red-100 text-red-900",
};

const PAYMENT_CLASSES: Record<PaymentStatus, string> = {
  completed: "border-green-300 text-green-900",
  authorised: "border-amber-300 text-amber-900",
  pending: "border-slate-300 text-slate-800",
  refunded: "border-sky-300 text-sky-900",
};

const badgeClass = "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold";

/** The booking's status, with its label for screen readers ("Booking status: Confirmed"). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${badgeClass} ${STATUS_CLASSES[status]}`}>
      <span className="sr-only">{t("mybookings.statusLabel")}: </span>
      {t(`mybookings.status.${status}`)}
    </span>
  );
}

/** Where the money stands; "authorised" says plainly that the card has not been charged yet. */
export function PaymentBadge({ paymentStatus }: { paymentStatus: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${badgeClass} border bg-white ${PAYMENT_CLASSES[paymentStatus]}`}>
      <span className="sr-only">{t("mybookings.paymentLabel")}: </span>
      {t(`mybookings.payment.${paymentStatus}`)}
    </span>
  );
}
