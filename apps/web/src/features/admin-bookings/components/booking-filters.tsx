import type { AdminBookingsFilter } from "@camp/shared/admin/admin-bookings";
import { BOOKING_STATUSES, SERVICE_TYPES } from "@camp/shared/booking/booking-limits";
import { BOOKING_SOURCES } from "@camp/shared/desk-sales/desk-sales";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { quietButton } from "../../../components/confirm-dialog";
import { FilterField, filterApplyButton, filterPanelClass } from "../../../components/filter-field";
import { useBookingTakers } from "../api/get-booking-takers";

type Filter = Pick<
  AdminBookingsFilter,
  "status" | "service" | "from" | "to" | "search" | "source" | "takenBy"
>;

/**
 * Status, service, stay dates, where the booking came from, who took it, and a search by guest or
 * booking reference: applied together with the button (or Enter).
 */
export function BookingFilters({
  value,
  onApply,
}: {
  value: Filter;
  onApply: (filter: Filter) => void;
}) {
  const { t } = useTranslation();
  const takers = useBookingTakers().data ?? [];
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
      source: text("source") as Filter["source"],
      takenBy: text("takenBy"),
    });
  };
  return (
    <form
      // A new filter from the address (back button, a link) puts its values in the fields.
      key={JSON.stringify(value)}
      onSubmit={submit}
      aria-label={t("adminBookings.filters.label")}
      className={`grid gap-3 ${filterPanelClass} sm:grid-cols-2 lg:grid-cols-4`}
    >
      <FilterField
        id="filter-search"
        label={t("adminBookings.filters.search")}
        className="lg:col-span-2"
      >
        {(control) => (
          <input
            {...control}
            name="search"
            type="search"
            maxLength={100}
            defaultValue={value.search ?? ""}
            placeholder={t("adminBookings.filters.searchPlaceholder")}
          />
        )}
      </FilterField>
      <FilterField id="filter-status" label={t("adminBookings.filters.status")}>
        {(control) => (
          <select {...control} name="status" defaultValue={value.status ?? ""}>
            <option value="">{t("adminBookings.filters.any")}</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`adminBookings.status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField id="filter-service" label={t("adminBookings.filters.service")}>
        {(control) => (
          <select {...control} name="service" defaultValue={value.service ?? ""}>
            <option value="">{t("adminBookings.filters.any")}</option>
            {SERVICE_TYPES.map((service) => (
              <option key={service} value={service}>
                {t(`adminBookings.service.${service}`)}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField id="filter-from" label={t("adminBookings.filters.from")}>
        {(control) => (
          <input {...control} name="from" type="date" defaultValue={value.from ?? ""} />
        )}
      </FilterField>
      <FilterField id="filter-to" label={t("adminBookings.filters.to")}>
        {(control) => <input {...control} name="to" type="date" defaultValue={value.to ?? ""} />}
      </FilterField>
      <FilterField id="filter-source" label={t("adminBookings.sourceFilter.source")}>
        {(control) => (
          <select {...control} name="source" defaultValue={value.source ?? ""}>
            <option value="">{t("adminBookings.filters.any")}</option>
            {BOOKING_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`adminBookings.source.${source}`)}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField id="filter-taken-by" label={t("adminBookings.sourceFilter.takenBy")}>
        {(control) => (
          // The list of takers arrives after the form: the key draws the select again with the
          // address's choice once its option is there.
          <select
            {...control}
            key={takers.length}
            name="takenBy"
            defaultValue={value.takenBy ?? ""}
          >
            <option value="">{t("adminBookings.sourceFilter.anyone")}</option>
            {takers.map((taker) => (
              <option key={taker.id} value={taker.id}>
                {/* Isolated: the brackets and the address keep their order in an Arabic list. */}
                {taker.name ? `\u2068${taker.name} (${taker.email})\u2069` : taker.email}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={filterApplyButton}>
          {t("adminBookings.filters.apply")}
        </button>
        <button type="button" onClick={() => onApply({})} className={quietButton}>
          {t("adminBookings.filters.clear")}
        </button>
      </div>
    </form>
  );
}
