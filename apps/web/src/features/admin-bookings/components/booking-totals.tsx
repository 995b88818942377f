import type { AdminBookingsResponse } from "@camp/shared/admin/admin-bookings";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber, formatPrice } from "../../../lib/format";

type Totals = AdminBookingsResponse["data"]["totals"];

/**
 * The filter's figures, each saying what it counts: the value is the confirmed and completed
 * stays only; requests awaiting a decision and refunds stand apart, cancellations count nowhere.
 */
export function BookingTotals({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const noteId = useId();
  const figures = [
    { label: t("adminBookings.totals.count"), value: formatNumber(totals.count, language) },
    {
      label: t("adminBookings.totals.confirmed"),
      value: formatPrice(totals.confirmedAmount, language),
    },
    {
      label: t("adminBookings.totals.pending"),
      value: formatPrice(totals.pendingAmount, language),
    },
    {
      label: t("adminBookings.totals.refunded"),
      value: formatPrice(totals.refundedAmount, language),
    },
  ];
  return (
    <div className="mt-4 rounded-xl bg-sand-50 p-4 text-dune-900">
      <dl
        aria-label={t("adminBookings.totals.label")}
        aria-describedby={noteId}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        {figures.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-sm">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <p id={noteId} className="mt-3 text-sm text-dune-800">
        {t("adminBookings.totals.note")}
      </p>
    </div>
  );
}
