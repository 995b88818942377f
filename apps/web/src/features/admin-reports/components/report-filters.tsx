import { REPORT_GROUP_BYS, type ReportGroupBy } from "@camp/shared/rates/occupancy-report";
import { RATE_UNIT_TYPES, type RateUnitType } from "@camp/shared/rates/rate-calendar";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { quietButton } from "../../../components/confirm-dialog";
import { FilterField, filterApplyButton, filterPanelClass } from "../../../components/filter-field";
import { fieldErrorClass } from "../../../components/form-classes";
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
      className={`grid gap-3 ${filterPanelClass} sm:grid-cols-2 lg:grid-cols-4`}
    >
      <FilterField id="report-from" label={t("adminReports.filters.from")}>
        {(control) => (
          <input {...control} name="from" type="date" required defaultValue={value.from} />
        )}
      </FilterField>
      <FilterField id="report-to" label={t("adminReports.filters.to")}>
        {(control) => (
          <>
            <input
              {...control}
              name="to"
              type="date"
              required
              defaultValue={value.to}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} role="alert" className={fieldErrorClass}>
                {error}
              </p>
            )}
          </>
        )}
      </FilterField>
      <FilterField id="report-group-by" label={t("adminReports.filters.groupBy")}>
        {(control) => (
          <select {...control} name="groupBy" defaultValue={value.groupBy}>
            {REPORT_GROUP_BYS.map((groupBy) => (
              <option key={groupBy} value={groupBy}>
                {t(`adminReports.groupBy.${groupBy}`)}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField id="report-unit-type" label={t("adminReports.filters.unitType")}>
        {(control) => (
          <select {...control} name="unitType" defaultValue={value.unitType ?? ""}>
            <option value="">{t("adminReports.filters.allUnits")}</option>
            {RATE_UNIT_TYPES.map((unitType) => (
              <option key={unitType} value={unitType}>
                {t(`adminReports.unit.${unitType}`)}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={filterApplyButton}>
          {t("adminReports.filters.apply")}
        </button>
        <button type="button" onClick={onThisMonth} className={quietButton}>
          {t("adminReports.filters.thisMonth")}
        </button>
      </div>
    </form>
  );
}
