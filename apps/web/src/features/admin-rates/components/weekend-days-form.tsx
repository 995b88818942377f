import { WEEK_DAYS_IN_ORDER } from "@camp/shared/rates/weekend-days";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatWeekDays, weekDayName } from "../../../lib/week-days";
import { useUpdateWeekendDays } from "../api/update-weekend-days";

/**
 * The weekend's nights (decision 046): which days of the week cost the calendar's weekend rates
 * and, as check-in days, parking's weekend rate. Any one to six days; the spec's Saturday and
 * Sunday until staff save theirs. Saving changes the prices worked out from then on, not those sold.
 */
export function WeekendDaysForm({ saved }: { saved: readonly number[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const id = useId();
  const errorMessage = useErrorMessage();
  const update = useUpdateWeekendDays();
  const [picked, setPicked] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const days = picked ?? [...saved];

  const toggle = (day: number, isOn: boolean) => {
    setProblem(null);
    setDone(null);
    setPicked(isOn ? [...days, day] : days.filter((other) => other !== day));
  };
  const save = async () => {
    setDone(null);
    if (days.length === 0) return setProblem(t("adminRates.weekend.none"));
    if (days.length === 7) return setProblem(t("adminRates.weekend.all"));
    setProblem(null);
    try {
      const answer = await update.mutateAsync({ weekendDays: days });
      setPicked(null);
      setDone(
        t("adminRates.weekend.saved", { days: formatWeekDays(answer.weekendDays, language) }),
      );
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-sand-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-dune-900">
        {t("adminRates.weekend.heading")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-dune-800">{t("adminRates.weekend.intro")}</p>
      <p className="mt-2 text-sm font-medium text-dune-900">
        {t("adminRates.weekend.now", { days: formatWeekDays(saved, language) })}
      </p>
      <fieldset
        className="mt-3"
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
      >
        <legend className="text-sm font-semibold text-dune-900">
          {t("adminRates.weekend.legend")}
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {WEEK_DAYS_IN_ORDER.map((day) => (
            <label key={day} className="flex min-h-11 items-center gap-2 text-dune-900">
              <input
                type="checkbox"
                className="size-5"
                checked={days.includes(day)}
                onChange={(event) => toggle(day, event.target.checked)}
              />
              {weekDayName(day, language)}
            </label>
          ))}
        </div>
      </fieldset>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={fieldErrorClass}>
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={save}
          disabled={update.isPending}
          className="rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700 disabled:opacity-60"
        >
          {update.isPending ? t("adminRates.weekend.saving") : t("adminRates.weekend.save")}
        </button>
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      </div>
    </section>
  );
}
