import { resortToday } from "@camp/shared/dates/resort-dates";
import { nightsBetween } from "@camp/shared/dates/stay-dates";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { fieldErrorClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber, formatStayDate } from "../../../lib/format";
import { useAdminRates } from "../api/get-admin-rates";
import {
  type GridSelection,
  isMonth,
  monthOf,
  nightsOfMonth,
  rangeOf,
  ratesOf,
  shiftMonth,
} from "./rate-cells";
import { RateEditorDialog } from "./rate-editor-dialog";
import { RateGrid } from "./rate-grid";
import { RateLegend } from "./rate-marks";
import { WeekendDaysForm } from "./weekend-days-form";

const monthButton =
  "rounded-full border border-dune-800 px-4 py-2 text-sm font-semibold text-dune-800 hover:bg-sand-100";

/**
 * /admin/rates: the rate calendar (decision 025), a month at a time. Staff pick a range of nights
 * of one unit type and set its rates and stay rules; each cell shows what a guest pays that night.
 * The month is in the address (?month=YYYY-MM), so a reload or a shared link opens the same one.
 */
export function AdminRatesPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const legendId = useId();
  const monthId = useId();
  const [params, setParams] = useSearchParams();
  const today = resortToday();
  const asked = params.get("month");
  const month = isMonth(asked) ? asked : monthOf(today);
  const nights = useMemo(() => nightsOfMonth(month), [month]);
  const loaded = { from: nights[0] ?? `${month}-01`, to: nights.at(-1) ?? `${month}-01` };
  const rates = useAdminRates(loaded);
  const [picked, setPicked] = useState<GridSelection | null>(null);
  const [editing, setEditing] = useState<GridSelection | null>(null);

  // A month moved to starts on its first night (today, in this month).
  const start = nights.includes(today) ? today : loaded.from;
  const selection =
    picked && nights.includes(picked.anchor) && nights.includes(picked.focus)
      ? picked
      : { unitType: "master" as const, anchor: start, focus: start };
  const range = rangeOf(selection);
  const count = nightsBetween(range.from, range.to) + 1;
  const monthName = new Intl.DateTimeFormat(language === "ar" ? "ar-AE" : "en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
  const goTo = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set("month", next);
      return updated;
    });

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-5">
      <div>
        <h1 id={headingId} className="text-2xl font-bold text-dune-900">
          {t("adminRates.heading")}
        </h1>
        <p className="mt-1 max-w-3xl text-dune-800">{t("adminRates.intro")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={monthButton} onClick={() => goTo(shiftMonth(month, -1))}>
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ←
          </span>{" "}
          {t("adminRates.previousMonth")}
        </button>
        <h2
          id={monthId}
          className="min-w-40 text-center text-lg font-semibold text-dune-900"
          aria-live="polite"
        >
          {monthName}
        </h2>
        <button type="button" className={monthButton} onClick={() => goTo(shiftMonth(month, 1))}>
          {t("adminRates.nextMonth")}{" "}
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            →
          </span>
        </button>
        {month !== monthOf(today) && (
          <button type="button" className={monthButton} onClick={() => goTo(monthOf(today))}>
            {t("adminRates.thisMonth")}
          </button>
        )}
      </div>
      <RateLegend id={legendId} />
      {rates.isPending ? (
        <p role="status">{t("adminRates.loading")}</p>
      ) : rates.isError ? (
        <p role="alert" className={fieldErrorClass}>
          {errorMessage(rates.error)}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sand-50 p-3">
            <p aria-live="polite" className="text-sm text-dune-900">
              {t("adminRates.selected", {
                count,
                unitType: t(`adminRates.unitTypes.${selection.unitType}`),
                from: formatStayDate(range.from, language),
                to: formatStayDate(range.to, language),
                nights: formatNumber(count, language),
              })}
            </p>
            <button
              type="button"
              onClick={() => setEditing(selection)}
              className="rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700"
            >
              {t("adminRates.edit")}
            </button>
          </div>
          <div
            aria-busy={rates.isPlaceholderData}
            className={rates.isPlaceholderData ? "opacity-60" : ""}
          >
            <RateGrid
              nights={nights}
              rates={ratesOf(rates.data)}
              today={today}
              selection={selection}
              labelledBy={`${headingId} ${monthId}`}
              describedBy={legendId}
              onSelect={setPicked}
              onEdit={setEditing}
            />
          </div>
          <WeekendDaysForm saved={rates.data.weekendDays} />
          {editing && (
            <RateEditorDialog
              selection={{ unitType: editing.unitType, ...rangeOf(editing) }}
              calendar={rates.data.calendar}
              loaded={loaded}
              weekendDays={rates.data.weekendDays}
              onClose={() => setEditing(null)}
            />
          )}
        </>
      )}
    </section>
  );
}
