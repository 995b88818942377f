import { REPORT_GROUP_BYS, type ReportGroupBy } from "@camp/shared/rates/occupancy-report";
import { RATE_UNIT_TYPES, type RateUnitType } from "@camp/shared/rates/rate-calendar";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import type { ReportFilter } from "../api/get-occupancy-report";

/**
 * The report's range, grouping and unit type, applied together with the button (or Enter). A
 * range that ends before it starts is caught here; one too long, by the server's message.
 */
export function ReportFilters({
  value,
  onApply,
  onThisMonth,
}: {
  value: ReportFilter;
  onApply: (filter: ReportFilter) => void;
  onThisMonth: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const next: ReportFilter = {
      from: text("from") || value.from,
      to: text("to") || value.to,
      groupBy: text("groupBy") as ReportGroupBy,
      unitType: (text("unitType") || undefined) as RateUnitType | undefined,
    };
    if (next.to < next.from) {
      setError(t("adminReports.filters.toBeforeFrom"));
      return;
    }
    setError(null);
    onApply(next);
  };
  return (
    <form
      // A new filter from the address (back button, a link) puts its values in the fields.
      key={JSON.stringify(value)}
      onSubmit={submit}
      aria-label={t("adminReports.filters.label")}
      noValidate
      className="grid gap-3 rounded-xl border border-sand-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div>
        <label htmlFor="report-from" className={labelClass}>
          {t("adminReports.filters.from")}
        </label>
        <input
          id="report-from"
          name="from"
          type="date"
          required
          defaultValue={value.from}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="report-to" className={labelClass}>
          {t("adminReports.filters.to")}
        </label>
        <input
          id="report-to"
          name="to"
          type="date"
          required
          defaultValue={value.to}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        />
        {error && (
          <p id={errorId} role="alert" className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="report-group-by" className={labelClass}>
          {t("adminReports.filters.groupBy")}
        </label>
        <select
          id="report-group-by"
          name="groupBy"
          defaultValue={value.groupBy}
          className={inputClass}
        >
          {REPORT_GROUP_BYS.map((groupBy) => (
            <option key={groupBy} value={groupBy}>
              {t(`adminReports.groupBy.${groupBy}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="report-unit-type" className={labelClass}>
          {t("adminReports.filters.unitType")}
        </label>
        <select
          id="report-unit-type"
          name="unitType"
          defaultValue={value.unitType ?? ""}
          className={inputClass}
        >
          <option value="">{t("adminReports.filters.allUnits")}</option>
          {RATE_UNIT_TYPES.map((unitType) => (
            <option key={unitType} value={unitType}>
              {t(`adminReports.unit.${unitType}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <button
          type="submit"
          className="rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700"
        >
          {t("adminReports.filters.apply")}
        </button>
        <button
          type="button"
          onClick={onThisMonth}
          className="rounded-full border border-dune-800 px-5 py-2 font-semibold text-dune-800 hover:bg-sand-100"
        >
          {t("adminReports.filters.thisMonth")}
        </button>
      </div>
    </form>
  );
}
