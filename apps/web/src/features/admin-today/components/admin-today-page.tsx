import type { StayMovement } from "@camp/shared/admin/admin-today";
import type { BookingStatus } from "@camp/shared/booking/booking-limits";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DeskActions } from "../../../components/desk-actions";
import { GuestContactLine } from "../../../components/guest-contact";
import { type Language, toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import {
  formatNumber,
  formatPrice,
  formatResortInstant,
  formatStayDate,
} from "../../../lib/format";
import { useAdminToday } from "../api/get-admin-today";
import { ChannelAlertsBanner } from "./channel-alerts";
import { OccupancyGrid } from "./occupancy-grid";
import { unitLabelKey } from "./unit-label";

const STATUS_CLASSES: Record<BookingStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-green-100 text-green-900",
  checked_in: "bg-sky-100 text-sky-900",
  completed: "bg-sand-100 text-dune-900",
  no_show: "bg-slate-200 text-slate-900",
  cancelled: "bg-red-100 text-red-900",
};

/** What the guest still owes: loud while something is due (take it at the desk), quiet after. */
function BalanceDue({ amount, language }: { amount: number; language: Language }) {
  const { t } = useTranslation();
  return amount > 0 ? (
    <p className="mt-1">
      <span className="inline-flex rounded-md border border-amber-700 bg-amber-100 px-2 py-0.5 font-bold text-amber-900">
        {t("adminToday.balanceDue", { amount: formatPrice(amount, language) })}
      </span>
    </p>
  ) : (
    <p className="mt-1 text-dune-800">{t("adminToday.nothingDue")}</p>
  );
}

function MovementRow({ row, language }: { row: StayMovement; language: Language }) {
  const { t } = useTranslation();
  return (
    // The row takes the keyboard after a desk action when no action is left on it (desk-actions.tsx).
    <li data-stay={row.bookingId} tabIndex={-1} className="rounded-lg bg-sand-50 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-dune-900">
          {row.guestName}{" "}
          <span className={`rounded-full px-2 text-xs font-semibold ${STATUS_CLASSES[row.status]}`}>
            <span className="sr-only">{t("frontDesk.status")}: </span>
            {t(`adminBookings.status.${row.status}`)}
          </span>
        </p>
        <Link
          to={paths.adminBooking(row.bookingId)}
          className="font-semibold text-dune-800 underline"
          dir="ltr"
        >
          {bookingReference(row.bookingId)}
        </Link>
      </div>
      <p className="text-dune-800" dir="ltr">
        <bdi>{row.guestEmail}</bdi>
      </p>
      <p>
        <span className="sr-only">{t("frontDesk.units")}: </span>
        {row.units
          .map((unit) => `${t(`adminToday.unit.${unitLabelKey(unit.unit)}`)} × ${unit.quantity}`)
          .join(" · ")}
        {" · "}
        {t("adminToday.guests", {
          count: row.guests,
          guests: formatNumber(row.guests, language),
        })}
      </p>
      <GuestContactLine contact={row} name={row.guestName} />
      <BalanceDue amount={row.balanceDue} language={language} />
      {row.latestNote && (
        <div className="mt-1 border-s-4 border-sand-300 ps-2 text-dune-900">
          <p>
            <span className="font-semibold">{t("frontDesk.latestNote")}: </span>
            <bdi className="whitespace-pre-line">{row.latestNote.text}</bdi>
          </p>
          <p className="text-dune-800">
            {t("frontDesk.noteBy", {
              author: row.latestNote.authorName ?? row.latestNote.authorEmail,
              time: formatResortInstant(row.latestNote.createdAt, language),
            })}
          </p>
        </div>
      )}
      <DeskActions
        stay={row}
        fallbackFocus={() =>
          Array.from(document.querySelectorAll<HTMLElement>("[data-stay]")).find(
            (element) => element.dataset.stay === row.bookingId,
          )
        }
      />
    </li>
  );
}

function MovementList({
  heading,
  rows,
  help,
}: {
  heading: string;
  rows: StayMovement[];
  help?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <div>
      <h3 className="font-semibold text-dune-900">
        {heading} <span className="text-dune-800">({rows.length})</span>
      </h3>
      {help && <p className="text-sm text-dune-800">{help}</p>}
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-dune-800">{t("adminToday.none")}</p>
      ) : (
        <ul className="mt-1 grid gap-2">
          {rows.map((row) => (
            <MovementRow key={row.bookingId} row={row} language={language} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The console's Today section: who comes and goes, and what is sold in the next 30 nights. */
export function AdminTodayPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const query = useAdminToday();
  const errorMessage = useErrorMessage();

  return (
    <section aria-labelledby="today-title" className="grid grid-cols-1 gap-6">
      <h1 id="today-title" className="text-3xl font-bold text-dune-900">
        {t("adminToday.title")}
      </h1>
      <ChannelAlertsBanner />
      {query.isPending && (
        <p role="status" className="text-dune-800">
          {t("adminToday.loading")}
        </p>
      )}
      {query.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(query.error)}
        </p>
      )}
      {query.data && (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            {[
              { key: "today", day: query.data.today, label: t("adminToday.today") },
              { key: "tomorrow", day: query.data.tomorrow, label: t("adminToday.tomorrow") },
            ].map(({ key, day, label }) => (
              <section
                key={key}
                aria-labelledby={`day-${key}`}
                className="rounded-xl border border-sand-200 bg-white p-4"
              >
                <h2 id={`day-${key}`} className="text-lg font-bold text-dune-900">
                  {label}: {formatStayDate(day.date, language, "long")}
                </h2>
                <div className="mt-3 grid gap-4">
                  <MovementList heading={t("adminToday.arrivals")} rows={day.arrivals} />
                  <MovementList heading={t("adminToday.departures")} rows={day.departures} />
                </div>
              </section>
            ))}
          </div>
          {query.data.notArrived.length > 0 && (
            <section
              aria-labelledby="day-not-arrived"
              className="rounded-xl border border-sand-200 bg-white p-4"
            >
              <h2 id="day-not-arrived" className="sr-only">
                {t("frontDesk.notArrived")}
              </h2>
              <MovementList
                heading={t("frontDesk.notArrived")}
                help={t("frontDesk.notArrivedHelp")}
                rows={query.data.notArrived}
              />
            </section>
          )}
          <OccupancyGrid occupancy={query.data.occupancy} />
        </>
      )}
    </section>
  );
}
