import type { BookingStatus } from "@camp/shared/booking/booking-limits";
import type { MoneyOutcome } from "@camp/shared/booking/money-outcome";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatPrice } from "../../../lib/format";

/** Colour pairs chosen for at least 4.5:1 contrast (WCAG 1.4.3); the text, not the colour, carries the meaning. */
const STATUS_CLASSES: Record<BookingStatus, string> = {
  confirmed: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  checked_in: "bg-sky-100 text-sky-900",
  completed: "bg-sand-100 text-dune-900",
  no_show: "bg-slate-200 text-slate-900",
  cancelled: "bg-red-100 text-red-900",
};

const MONEY_CLASSES: Record<MoneyOutcome["kind"], string> = {
  unpaid: "border-slate-300 text-slate-800",
  authorised: "border-amber-300 text-amber-900",
  releasing: "border-sky-300 text-sky-900",
  released: "border-sky-300 text-sky-900",
  paid: "border-green-300 text-green-900",
  refundOnItsWay: "border-sky-300 text-sky-900",
  refundedInFull: "border-sky-300 text-sky-900",
  refundedInPart: "border-sky-300 text-sky-900",
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

/**
 * What happened to the money, in words: "Card authorised, not charged yet", "Authorisation
 * released, nothing charged", "Refunded AED 200 of AED 400"; never "Refunded" for a request that
 * was never charged.
 */
export function PaymentBadge({
  outcome,
  dueAtResort = 0,
}: {
  outcome: MoneyOutcome;
  /** AED still to pay at the resort's desk, for a booking whose money the desk takes. */
  dueAtResort?: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  if (dueAtResort > 0) {
    return (
      <span className={`${badgeClass} border bg-white ${MONEY_CLASSES.unpaid}`}>
        <span className="sr-only">{t("mybookings.paymentLabel")}: </span>
        {t("mybookings.money.dueAtResort", { amount: formatPrice(dueAtResort, lang) })}
      </span>
    );
  }
  const amounts = {
    refunded: "refunded" in outcome ? formatPrice(outcome.refunded, lang) : "",
    charged: "charged" in outcome ? formatPrice(outcome.charged, lang) : "",
  };
  return (
    <span className={`${badgeClass} border bg-white ${MONEY_CLASSES[outcome.kind]}`}>
      <span className="sr-only">{t("mybookings.paymentLabel")}: </span>
      {t(`mybookings.money.${outcome.kind}`, amounts)}
    </span>
  );
}
