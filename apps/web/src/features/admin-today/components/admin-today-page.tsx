import type { StayMovement } from "@camp/shared/admin/admin-today";
import { useTranslation } from "react-i18next";
import { GuestContactLine } from "../../../components/guest-contact";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatStayDate } from "../../../lib/format";
import { useAdminToday } from "../api/get-admin-today";
import { OccupancyGrid } from "./occupancy-grid";
import { unitLabelKey } from "./unit-label";

function MovementList({ heading, rows }: { heading: string; rows: StayMovement[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="font-semibold text-dune-900">
        {heading} <span className="text-dune-800">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-dune-800">{t("adminToday.none")}</p>
      ) : (
        <ul className="mt-1 grid gap-2">
          {rows.map((row) => (
            <li key={row.bookingId} className="rounded-lg bg-sand-50 p-3 text-sm">
              <p className="font-semibold text-dune-900">
                {row.guestName}{" "}
                {row.status === "pending" && (
                  <span className="rounded-full bg-amber-100 px-2 text-xs text-amber-900">
                    {t("adminToday.pending")}
                  </span>
                )}
              </p>
              <p className="text-dune-800">{row.guestEmail}</p>
              <GuestContactLine contact={row} name={row.guestName} />
              <p>
                {row.units
                  .map(
                    (unit) =>
                      `${t(`adminToday.unit.${unitLabelKey(unit.unit)}`)} × ${unit.quantity}`,
                  )
                  .join(" · ")}
                {" · "}
                {t("adminToday.guests", { guests: row.guests })}
              </p>
            </li>
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
          <OccupancyGrid occupancy={query.data.occupancy} />
        </>
      )}
    </section>
  );
}
