import type { BookingStatus, ServiceType } from "@camp/shared/booking/booking-limits";
import type { MoneyOutcome } from "@camp/shared/booking/money-outcome";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatPrice } from "../../../lib/format";

/** Colour pairs of at least 4.5:1 contrast; the word, not the colour, carries the meaning. */
const STATUS_CLASSES: Record<BookingStatus, string> = {
  confirmed: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  checked_in: "bg-sky-100 text-sky-900",
  completed: "bg-sand-100 text-dune-900",
  no_show: "bg-slate-200 text-slate-900",
  cancelled: "bg-red-100 text-red-900",
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}
    >
      {t(`adminBookings.status.${status}`)}
    </span>
  );
}

/**
 * What happened to a booking's money, for staff: "Authorisation released, nothing charged",
 * "Refunded AED 200 of AED 400"; a released request never reads as a refund.
 */
export function useMoneyLabel() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (outcome: MoneyOutcome) =>
    t(`adminBookings.money.${outcome.kind}`, {
      refunded: "refunded" in outcome ? formatPrice(outcome.refunded, language) : "",
      charged: "charged" in outcome ? formatPrice(outcome.charged, language) : "",
    });
}

/** "Master room", "Camping tent", ... for a booking's service and room type (the one names). */
export function useServiceLabel() {
  const { t } = useTranslation();
  return (serviceType: ServiceType, roomType: "master" | "kids" | null) =>
    serviceType === "room" && roomType
      ? t(`adminBookings.unit.${roomType === "master" ? "roomMaster" : "roomKids"}`)
      : t(`adminBookings.service.${serviceType}`);
}

/** The bundle's key of a unit type (i18next reads ":" as a namespace, so "room:master" cannot be one). */
export function unitLabelKey(unit: "room:master" | "room:kids" | "camp" | "parking") {
  return unit === "room:master" ? "roomMaster" : unit === "room:kids" ? "roomKids" : unit;
}
