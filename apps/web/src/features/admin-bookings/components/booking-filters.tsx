import type { AdminBookingsFilter } from "@camp/shared/admin/admin-bookings";
import { BOOKING_STATUSES, SERVICE_TYPES } from "@camp/shared/booking/booking-limits";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { inputClass, labelClass } from "../../../components/form-classes";

type Filter = Pick<AdminBookingsFilter, "status" | "service" | "from" | "to" | "search">;

/**
 * Status, service, stay dates and a search by guest or booking reference: applied together with the
 * button (or Enter).
 */
export function BookingFilters({
  value,
  onApply,
}: {
  value: Filter;
  onApply: (filter: Filter) => void;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    onApply({
      status: text("status") as Filter["status"],
      service: text("service") as Filter["service"],
      from: text("from"),
      to: text("to"),
      search: text("search"),
    });
  };
  return (
    <form
      // A new filter from the address (back button, a link) puts its values in the fields.
      key={JSON.stringify(value)}
      onSubmit={submit}
      aria-label={t("adminBookings.filters.label")}
      className="grid gap-3 rounded-xl border border-sand-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="lg:col-span-2">
        <label htmlFor="filter-search" className={labelClass}>
          {t("adminBookings.filters.search")}
        </label>
        <input
          id="filter-search"
          name="search"
          type="search"
          maxLength={100}
          defaultValue={value.search ?? ""}
          placeholder={t("adminBookings.filters.searchPlaceholder")}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="filter-status" className={labelClass}>
          {t("adminBookings.filters.status")}
        </label>
        <select
          id="filter-status"
          name="status"
          defaultValue={value.status ?? ""}
          className={inputClass}
        >
          <option value="">{t("adminBookings.filters.any")}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`adminBookings.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-service" className={labelClass}>
          {t("adminBookings.filters.service")}
        </label>
        <select
          id="filter-service"
          name="service"
          defaultValue={value.service ?? ""}
          className={inputClass}
        >
          <option value="">{t("adminBookings.filters.any")}</option>
          {SERVICE_TYPES.map((service) => (
            <option key={service} value={service}>
              {t(`adminBookings.service.${service}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-from" className={labelClass}>
          {t("adminBookings.filters.from")}
        </label>
        <input
          id="filter-from"
          name="from"
          type="date"
          defaultValue={value.from ?? ""}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="filter-to" className={labelClass}>
          {t("adminBookings.filters.to")}
        </label>
        <input
          id="filter-to"
          name="to"
          type="date"
          defaultValue={value.to ?? ""}
          className={inputClass}
        />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
        <button
          type="submit"
          className="rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700"
        >
          {t("adminBookings.filters.apply")}
        </button>
        <button
          type="button"
          onClick={() => onApply({})}
          className="rounded-full border border-dune-800 px-5 py-2 font-semibold text-dune-800 hover:bg-sand-100"
        >
          {t("adminBookings.filters.clear")}
        </button>
      </div>
    </form>
  );
}
