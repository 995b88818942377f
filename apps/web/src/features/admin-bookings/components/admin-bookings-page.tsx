import {
  ADMIN_BOOKING_SORTS,
  type AdminBookingSort,
  type AdminBookingsFilter,
} from "@camp/shared/admin/admin-bookings";
import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ExportBookingsButton } from "../../../components/export-bookings-button";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber } from "../../../lib/format";
import { useCan } from "../../../lib/use-can";
import { toSearchParams, useAdminBookings } from "../api/get-admin-bookings";
import { BookingFilters } from "./booking-filters";
import { BookingTotals } from "./booking-totals";
import { BookingsTable } from "./bookings-table";

/** The filter lives in the address, so a filtered list can be reloaded, shared and gone back to. */
function filterOf(params: URLSearchParams): AdminBookingsFilter {
  const text = (name: string) => params.get(name) || undefined;
  const sort = text("sort");
  return {
    status: text("status") as AdminBookingsFilter["status"],
    service: text("service") as AdminBookingsFilter["service"],
    from: text("from"),
    to: text("to"),
    search: text("search"),
    source: text("source") as AdminBookingsFilter["source"],
    takenBy: text("takenBy"),
    sort: ADMIN_BOOKING_SORTS.includes(sort as AdminBookingSort)
      ? (sort as AdminBookingSort)
      : undefined,
    order:
      params.get("order") === "asc" ? "asc" : params.get("order") === "desc" ? "desc" : undefined,
    page: Number(params.get("page")) > 1 ? Number(params.get("page")) : undefined,
  };
}

const pagerClass =
  "rounded-full border border-dune-800 px-4 py-2 font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-40";

/** The console's Bookings section: filter, sort, page through, totals of the whole filter. */
export function AdminBookingsPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const query = useAdminBookings(filter);
  const update = (changes: Partial<AdminBookingsFilter>) =>
    setParams(toSearchParams({ ...filter, ...changes }));
  const data = query.data;
  const page = filter.page ?? 1;

  return (
    <section aria-labelledby="admin-bookings-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-bookings-title" className="text-3xl font-bold text-dune-900">
          {t("adminBookings.title")}
        </h1>
        {can("bookings.create") && (
          <Link
            to={paths.adminNewBooking}
            className="rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700"
          >
            {t("adminNewBooking.newBooking")}
          </Link>
        )}
      </div>
      <div className="mt-4">
        <BookingFilters
          value={filter}
          onApply={(next) =>
            setParams(toSearchParams({ ...next, sort: filter.sort, order: filter.order }))
          }
        />
      </div>
      {/* Every page of the filter as a spreadsheet (decision 027), for the roles that may export
          guests' personal data (bookings.export). */}
      <ExportBookingsButton
        filter={filter}
        label={t("adminBookings.downloadCsv")}
        className="mt-3 inline-flex rounded-full border border-dune-800 px-4 py-2 font-semibold text-dune-800 hover:bg-sand-100"
      />

      {query.isError && (
        <p role="alert" className="mt-4 text-red-800">
          {errorMessage(query.error)}
        </p>
      )}
      {query.isPending && (
        <p role="status" className="mt-4 text-dune-800">
          {t("adminBookings.loading")}
        </p>
      )}
      {data && (
        <>
          <BookingTotals totals={data.totals} />

          <div className="mt-4" aria-live="polite" aria-busy={query.isFetching}>
            {data.bookings.length === 0 ? (
              <p className="rounded-xl border border-sand-200 bg-white p-6 text-dune-800">
                {t("adminBookings.empty")}
              </p>
            ) : (
              <BookingsTable
                bookings={data.bookings}
                sorting={{ sort: filter.sort ?? "created", order: filter.order ?? "desc" }}
                onSort={(sorting) => update({ ...sorting, page: undefined })}
              />
            )}
          </div>

          <nav
            aria-label={t("adminBookings.pagination.label")}
            className="mt-4 flex flex-wrap items-center justify-between gap-3"
          >
            <button
              type="button"
              className={pagerClass}
              disabled={page <= 1}
              onClick={() => update({ page: page - 1 > 1 ? page - 1 : undefined })}
            >
              {t("adminBookings.pagination.previous")}
            </button>
            <p className="text-dune-900">
              {t("adminBookings.pagination.pageOf", {
                page: formatNumber(page, language),
                total: formatNumber(data.pageCount, language),
              })}
            </p>
            <button
              type="button"
              className={pagerClass}
              disabled={page >= data.pageCount}
              onClick={() => update({ page: page + 1 })}
            >
              {t("adminBookings.pagination.next")}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
