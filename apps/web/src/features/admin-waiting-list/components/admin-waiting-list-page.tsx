import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso, isIsoDate, nightsBetween } from "@camp/shared/dates/stay-dates";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { primaryButton } from "../../../components/confirm-dialog";
import { FilterField, filterPanelClass } from "../../../components/filter-field";
import { fieldErrorClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber } from "../../../lib/format";
import {
  useWaitingList,
  WAITING_LIST_MAX_DAYS,
  type WaitingListRange,
} from "../api/get-waiting-list";
import { toWaitingNights } from "./waiting-list-nights";
import { WaitingNightSection } from "./waiting-night-section";

/** The next 30 nights in Dubai: what the page shows first. */
function defaultRange(): WaitingListRange {
  const today = resortToday();
  return { from: today, to: addDaysIso(today, 30) };
}

/** The range lives in the address, so the list can be reloaded, shared and gone back to. */
function rangeOf(params: URLSearchParams): WaitingListRange {
  const fallback = defaultRange();
  const from = params.get("from");
  const to = params.get("to");
  if (!from || !to || !isIsoDate(from) || !isIsoDate(to)) return fallback;
  const nights = nightsBetween(from, to);
  return nights >= 1 && nights <= WAITING_LIST_MAX_DAYS ? { from, to } : fallback;
}

/**
 * /admin/waiting-list (decision 033): per night and unit type, who waits for a sold-out stay, in
 * the order the job will offer freed units, and whose offer is out until when.
 */
export function AdminWaitingListPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const errorId = useId();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const query = useWaitingList(range);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const max = formatNumber(WAITING_LIST_MAX_DAYS, language);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get("from") ?? "");
    const to = String(form.get("to") ?? "");
    if (!isIsoDate(from) || !isIsoDate(to) || to <= from) {
      setRangeError(t("adminWaitingList.rangeOrder"));
      return;
    }
    if (nightsBetween(from, to) > WAITING_LIST_MAX_DAYS) {
      setRangeError(t("adminWaitingList.rangeTooLong", { max }));
      return;
    }
    setRangeError(null);
    setParams(new URLSearchParams({ from, to }));
  };

  const nights = query.data ? toWaitingNights(query.data, range) : [];
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-6">
      <div>
        <h1 id={headingId} className="text-2xl font-bold text-dune-900">
          {t("adminWaitingList.title")}
        </h1>
        <p className="mt-1 max-w-3xl text-dune-800">{t("adminWaitingList.intro")}</p>
      </div>
      <form
        // A range from the address (back button, a link) puts its dates in the fields.
        key={`${range.from}:${range.to}`}
        onSubmit={submit}
        noValidate
        aria-label={t("adminWaitingList.title")}
        className={`flex flex-wrap items-end gap-3 ${filterPanelClass}`}
      >
        <FilterField id={`${headingId}-from`} label={t("adminWaitingList.from")}>
          {(control) => (
            <input {...control} name="from" type="date" required defaultValue={range.from} />
          )}
        </FilterField>
        <FilterField id={`${headingId}-to`} label={t("adminWaitingList.to")}>
          {(control) => (
            <input
              {...control}
              name="to"
              type="date"
              required
              defaultValue={range.to}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? errorId : undefined}
            />
          )}
        </FilterField>
        <button type="submit" className={primaryButton}>
          {t("adminWaitingList.show")}
        </button>
        <p className="basis-full text-xs text-dune-800">
          {t("adminWaitingList.rangeHint", { max })}
        </p>
        {rangeError && (
          <p id={errorId} role="alert" className={`${fieldErrorClass} basis-full`}>
            {rangeError}
          </p>
        )}
      </form>
      {query.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(query.error)}
        </p>
      )}
      {query.isPending ? (
        <p role="status" className="text-dune-800">
          {t("adminWaitingList.loading")}
        </p>
      ) : nights.length === 0 ? (
        !query.isError && (
          <p className="rounded-xl bg-sand-50 p-4 text-dune-900">{t("adminWaitingList.empty")}</p>
        )
      ) : (
        <div className="grid gap-4" aria-busy={query.isFetching}>
          {nights.map((night) => (
            <WaitingNightSection key={night.night} night={night} />
          ))}
        </div>
      )}
    </section>
  );
}
