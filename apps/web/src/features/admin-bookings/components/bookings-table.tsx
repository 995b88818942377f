import type { AdminBookingSort, AdminBookingSummary } from "@camp/shared/admin/admin-bookings";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { moneyOutcomeOf } from "@camp/shared/booking/money-outcome";
import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toLanguage } from "../../../i18n/i18n";
import { formatPrice, formatStayDate } from "../../../lib/format";
import { BookingStatusBadge, useMoneyLabel, useServiceLabel } from "./booking-labels";

type Sorting = { sort: AdminBookingSort; order: "asc" | "desc" };

function SortHeader({
  column,
  label,
  sorting,
  onSort,
}: {
  column: AdminBookingSort;
  label: string;
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
}) {
  const isActive = sorting.sort === column;
  const next = isActive && sorting.order === "asc" ? "desc" : "asc";
  return (
    <th
      scope="col"
      aria-sort={isActive ? (sorting.order === "asc" ? "ascending" : "descending") : "none"}
      className="px-3 py-2 text-start"
    >
      <button
        type="button"
        onClick={() => onSort({ sort: column, order: isActive ? next : "asc" })}
        className="inline-flex items-center gap-1 font-semibold hover:underline"
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {isActive ? (sorting.order === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  );
}

/** What happened to the money, under the total, unless it is simply paid. */
function MoneyLine({ booking, className }: { booking: AdminBookingSummary; className: string }) {
  const moneyLabel = useMoneyLabel();
  const outcome = moneyOutcomeOf(booking);
  return outcome.kind === "paid" ? null : <div className={className}>{moneyLabel(outcome)}</div>;
}

/** The short reference the guest has from My bookings and the emails, as they read it out. */
function Reference({ id }: { id: string }) {
  return (
    <span dir="ltr" className="font-mono font-semibold">
      {bookingReference(id)}
    </span>
  );
}

/** Where the booking came from, and the staff member who took it (the website's: the guest). */
function SourceCell({ booking }: { booking: AdminBookingSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <div>{t(`adminBookings.source.${booking.source}`)}</div>
      <div className="text-xs text-dune-800">
        <span className="sr-only">{t("adminBookings.sourceColumns.takenBy")}: </span>
        {booking.takenBy ? (
          <bdi dir="ltr" className="break-all">
            {booking.takenBy}
          </bdi>
        ) : (
          t("adminBookings.sourceColumns.website")
        )}
      </div>
    </>
  );
}

/** The bookings as a sortable table from tablet width up, as cards on a phone. */
export function BookingsTable({
  bookings,
  sorting,
  onSort,
}: {
  bookings: AdminBookingSummary[];
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const serviceLabel = useServiceLabel();
  const header = (column: AdminBookingSort, label: string) => (
    <SortHeader column={column} label={label} sorting={sorting} onSort={onSort} />
  );
  const stay = (booking: AdminBookingSummary) =>
    `${formatStayDate(booking.checkIn, language)} – ${formatStayDate(booking.checkOut, language)}`;

  return (
    <>
      <div className="relative hidden overflow-x-auto rounded-xl border border-sand-200 bg-white md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("adminBookings.tableCaption")}</caption>
          <thead className="bg-sand-50 text-dune-900">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t("adminBookings.columns.guest")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("adminBookings.columns.reference")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("adminBookings.columns.service")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("adminBookings.sourceColumns.heading")}
              </th>
              {header("checkIn", t("adminBookings.columns.stay"))}
              {header("status", t("adminBookings.columns.status"))}
              {header("total", t("adminBookings.columns.total"))}
              {header("created", t("adminBookings.columns.created"))}
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking.id} className="border-t border-sand-200 align-top">
                <td className="px-3 py-2">
                  <Link
                    to={paths.adminBooking(booking.id)}
                    className="font-semibold text-dune-800 underline underline-offset-2"
                  >
                    {booking.guest.name}
                  </Link>
                  <div className="text-dune-800">{booking.guest.email}</div>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <Reference id={booking.id} />
                </td>
                <td className="px-3 py-2">
                  {serviceLabel(booking.serviceType, booking.roomType)} × {booking.quantity}
                </td>
                <td className="px-3 py-2">
                  <SourceCell booking={booking} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{stay(booking)}</td>
                <td className="px-3 py-2">
                  <BookingStatusBadge status={booking.status} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatPrice(booking.totalAmount, language)}
                  <MoneyLine booking={booking} className="text-xs text-dune-800" />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatStayDate(booking.createdAt.slice(0, 10), language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden">
        {bookings.map((booking) => (
          <li key={booking.id} className="rounded-xl border border-sand-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <Link
                to={paths.adminBooking(booking.id)}
                className="font-semibold text-dune-800 underline underline-offset-2"
              >
                {booking.guest.name}
              </Link>
              <BookingStatusBadge status={booking.status} />
            </div>
            <p className="text-sm text-dune-800">{booking.guest.email}</p>
            <p className="mt-1 text-sm">
              {t("adminBookings.columns.reference")}: <Reference id={booking.id} />
            </p>
            <p className="mt-2 text-sm">
              {serviceLabel(booking.serviceType, booking.roomType)} × {booking.quantity}
            </p>
            <p className="text-sm">{stay(booking)}</p>
            <p className="mt-1 text-sm">
              {t("adminBookings.sourceColumns.source")}:{" "}
              {t(`adminBookings.source.${booking.source}`)}
              {" · "}
              <span className="sr-only">{t("adminBookings.sourceColumns.takenBy")}: </span>
              {booking.takenBy ? (
                <bdi dir="ltr" className="break-all">
                  {booking.takenBy}
                </bdi>
              ) : (
                t("adminBookings.sourceColumns.website")
              )}
            </p>
            <p className="mt-1 font-semibold">{formatPrice(booking.totalAmount, language)}</p>
            <MoneyLine booking={booking} className="text-sm text-dune-800" />
          </li>
        ))}
      </ul>
    </>
  );
}
