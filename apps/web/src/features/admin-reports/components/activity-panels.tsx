import type { OccupancyReportWire } from "@camp/shared/rates/report-schemas";
import { useTranslation } from "react-i18next";
import { formatStayDate } from "../../../lib/format";
import { useFigureFormat } from "./figure-format";

const panelClass = "rounded-xl border border-sand-200 bg-white p-4 text-dune-900";

/** Pickup: what was booked in the last 7 and 30 days for nights still to come. */
export function PickupPanel({ pickup }: { pickup: OccupancyReportWire["pickup"] }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  return (
    <section aria-labelledby="pickup-title" className={panelClass}>
      <h2 id="pickup-title" className="text-lg font-bold">
        {t("adminReports.pickup.title")}
      </h2>
      <p className="text-sm text-dune-800">{t("adminReports.pickup.help")}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {pickup.map((window) => (
          <section
            key={window.days}
            aria-labelledby={`pickup-${window.days}`}
            className="rounded-lg bg-sand-50 p-3"
          >
            <h3 id={`pickup-${window.days}`} className="font-semibold">
              {t("adminReports.pickup.window", { days: format.count(window.days) })}{" "}
              <span className="text-sm font-normal text-dune-800">
                {t("adminReports.pickup.since", {
                  date: formatStayDate(window.since, format.language),
                })}
              </span>
            </h3>
            <dl className="mt-2 grid grid-cols-3 gap-2">
              {[
                { label: t("adminReports.pickup.bookings"), value: format.count(window.bookings) },
                {
                  label: t("adminReports.pickup.unitNights"),
                  value: format.count(window.unitNights),
                },
                { label: t("adminReports.pickup.revenue"), value: format.money(window.revenue) },
              ].map((figure) => (
                <div key={figure.label}>
                  <dt className="text-sm">{figure.label}</dt>
                  <dd className="text-lg font-bold">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </section>
  );
}

/** Cancellations made on the range's days and the money refunded and kept. */
export function CancellationsPanel({
  cancellations,
  refunds,
}: Pick<OccupancyReportWire, "cancellations" | "refunds">) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const figures = [
    { label: t("adminReports.cancellations.count"), value: format.count(cancellations.count) },
    {
      label: t("adminReports.cancellations.unitNights"),
      value: format.count(cancellations.unitNights),
    },
    {
      label: t("adminReports.cancellations.refunded"),
      value: format.money(cancellations.refunded),
    },
    { label: t("adminReports.cancellations.kept"), value: format.money(cancellations.kept) },
    { label: t("adminReports.cancellations.refunds"), value: format.money(refunds.amount) },
    {
      label: t("adminReports.cancellations.refundedBookings"),
      value: format.count(refunds.count),
    },
  ];
  return (
    <section aria-labelledby="cancellations-title" className={panelClass}>
      <h2 id="cancellations-title" className="text-lg font-bold">
        {t("adminReports.cancellations.title")}
      </h2>
      <p className="text-sm text-dune-800">{t("adminReports.cancellations.help")}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm">{figure.label}</dt>
            <dd className="text-lg font-bold">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
