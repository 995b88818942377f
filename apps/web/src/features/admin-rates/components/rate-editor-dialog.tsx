import { nightsBetween } from "@camp/shared/dates/stay-dates";
import { RATE_UNIT_TYPES, type RateCalendar } from "@camp/shared/rates/rate-calendar";
import type { RateEdit } from "@camp/shared/rates/rate-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DateField } from "../../../components/date-field";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { FormDialog } from "../../../components/form-dialog";
import { useFieldMessage } from "../../../i18n/field-messages";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { formatNumber, formatPrice, formatStayDate } from "../../../lib/format";
import { formatWeekDays } from "../../../lib/week-days";
import { useUpdateRates } from "../api/update-rates";
import {
  AMOUNT_FIELDS,
  CLOSED_CHOICES,
  CLOSED_FIELDS,
  type ClosedField,
  changesSomething,
  clearFieldOf,
  closedCountOf,
  currentOf,
  emptyRateForm,
  type NumberField,
  type RateForm,
  rateEditFormSchema,
  STAY_FIELDS,
} from "./rate-form";

const FORM_FIELDS = new Set<string>([
  "unitType",
  "from",
  "to",
  ...AMOUNT_FIELDS,
  ...STAY_FIELDS,
  ...CLOSED_FIELDS,
]);

/**
 * The editor of a range: one unit type's nightly and weekend rate, minimum and maximum stay and
 * closures over the nights picked in the grid (which it can widen or narrow). A field left empty
 * stays as each night has it; "Clear" takes it off. Checked with the schema the server checks the
 * PUT with; the server's refusals land on their fields.
 */
export function RateEditorDialog({
  selection,
  calendar,
  loaded,
  weekendDays,
  onClose,
}: {
  selection: { unitType: RateForm["unitType"]; from: string; to: string };
  calendar: RateCalendar;
  loaded: { from: string; to: string };
  /** The weekend's days (decision 046): the weekend rate's label names them. */
  weekendDays: readonly number[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const id = useId();
  const errorMessage = useErrorMessage();
  const update = useUpdateRates();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RateForm, unknown, RateEdit>({
    resolver: zodResolver(rateEditFormSchema),
    defaultValues: emptyRateForm(selection),
  });
  const { errors, isSubmitting } = form.formState;
  const fieldMessage = useFieldMessage({
    "to must not be before from": t("adminRates.editor.errors.toBeforeFrom"),
    "maxNights must not be below minNights": t("adminRates.editor.errors.maxBelowMin"),
  });
  const labelOf = (name: string) =>
    t(`adminRates.editor.fields.${name as NumberField}`, {
      days: formatWeekDays(weekendDays, language),
    });
  const errorOf = (name: keyof RateForm) => {
    const message = errors[name]?.message;
    return typeof message === "string" ? fieldMessage(message, labelOf(name)) : undefined;
  };
  const values = form.watch();
  const range = { unitType: values.unitType, from: values.from, to: values.to };
  const nights =
    values.from && values.to && values.to >= values.from
      ? nightsBetween(values.from, values.to) + 1
      : 0;

  const onSubmit = form.handleSubmit(async (edit) => {
    setFailure(null);
    if (!changesSomething(form.getValues())) {
      setFailure(t("adminRates.editor.nothingToChange"));
      return;
    }
    try {
      const saved = await update.mutateAsync(edit);
      toast.success(
        t("adminRates.editor.saved", {
          count: saved.nights,
          nights: formatNumber(saved.nights, language),
          unitType: t(`adminRates.unitTypes.${edit.unitType}`),
        }),
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        let placed = false;
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          if (!FORM_FIELDS.has(name)) continue;
          form.setError(name as keyof RateForm, { type: "server", message });
          placed = true;
        }
        if (placed) return;
      }
      setFailure(errorMessage(error));
    }
  });

  const nowText = (field: NumberField) => {
    const now = currentOf(calendar, range, field, loaded);
    const show = (value: number) =>
      field === "nightlyRate" || field === "weekendRate"
        ? formatPrice(value, language)
        : formatNumber(value, language);
    if (now.kind === "none") return t(`adminRates.editor.now.none.${field}`);
    const text =
      now.kind === "same"
        ? t("adminRates.editor.now.same", { value: show(now.value) })
        : t("adminRates.editor.now.mixed", { min: show(now.min), max: show(now.max) });
    return now.isPartial ? `${text} ${t("adminRates.editor.now.someNights")}` : text;
  };

  const numberField = (field: NumberField) => {
    const fieldId = `${id}-${field}`;
    const clearName = clearFieldOf[field];
    const isCleared = values[clearName];
    const error = errorOf(field);
    const isAmount = field === "nightlyRate" || field === "weekendRate";
    return (
      <div key={field}>
        <label htmlFor={fieldId} className={labelClass}>
          {labelOf(field)}
        </label>
        <input
          id={fieldId}
          type="number"
          inputMode={isAmount ? "decimal" : "numeric"}
          step={isAmount ? "0.01" : "1"}
          min={isAmount ? "0.01" : "1"}
          dir="ltr"
          readOnly={isCleared}
          placeholder={
            isCleared ? t("adminRates.editor.cleared") : t("adminRates.editor.unchanged")
          }
          className={`${inputClass} read-only:bg-sand-50`}
          aria-invalid={Boolean(error)}
          aria-describedby={`${fieldId}-now${error ? ` ${fieldId}-error` : ""}`}
          {...form.register(field)}
        />
        <p id={`${fieldId}-now`} className="mt-1 text-xs text-dune-800">
          {nowText(field)}
        </p>
        {error && (
          <p id={`${fieldId}-error`} className={fieldErrorClass}>
            {error}
          </p>
        )}
        <label className="mt-1 flex items-center gap-2 text-sm text-dune-900">
          <input
            type="checkbox"
            {...form.register(clearName, {
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked) form.setValue(field, "");
              },
            })}
          />
          {t(`adminRates.editor.clear.${field}`)}
        </label>
      </div>
    );
  };

  const closedField = (field: ClosedField) => {
    const fieldId = `${id}-${field}`;
    const now = closedCountOf(calendar, range, field, loaded);
    return (
      <div key={field}>
        <label htmlFor={fieldId} className={labelClass}>
          {t(`adminRates.editor.fields.${field}`)}
        </label>
        <select
          id={fieldId}
          className={inputClass}
          aria-describedby={`${fieldId}-now`}
          {...form.register(field)}
        >
          {CLOSED_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`adminRates.editor.closedChoices.${field}.${choice}`)}
            </option>
          ))}
        </select>
        <p id={`${fieldId}-now`} className="mt-1 text-xs text-dune-800">
          {now.count === 0
            ? t("adminRates.editor.now.open")
            : t("adminRates.editor.now.closed", {
                count: now.of,
                closed: formatNumber(now.count, language),
                nights: formatNumber(now.of, language),
              })}
        </p>
      </div>
    );
  };

  // The site's date field (YYYY-MM-DD or a calendar), not the browser's month-first one.
  const dateField = (name: "from" | "to") => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          id={`${id}-${name}`}
          name={field.name}
          label={t(`adminRates.editor.fields.${name}`)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errorOf(name)}
        />
      )}
    />
  );

  return (
    <FormDialog
      size="long"
      title={t("adminRates.editor.title")}
      description={
        <>
          {nights > 0
            ? t("adminRates.editor.summary", {
                count: nights,
                unitType: t(`adminRates.unitTypes.${values.unitType}`),
                from: formatStayDate(values.from, language),
                to: formatStayDate(values.to, language),
                nights: formatNumber(nights, language),
              })
            : t(`adminRates.unitTypes.${values.unitType}`)}{" "}
          {t("adminRates.editor.intro")}
        </>
      }
      error={failure}
      cancelLabel={t("adminRates.editor.cancel")}
      submitLabel={t("adminRates.editor.save")}
      pendingLabel={t("adminRates.editor.saving")}
      isPending={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-dune-900">
          {t("adminRates.editor.nights")}
        </legend>
        <div>
          <label htmlFor={`${id}-unitType`} className={labelClass}>
            {t("adminRates.editor.fields.unitType")}
          </label>
          <select id={`${id}-unitType`} className={inputClass} {...form.register("unitType")}>
            {RATE_UNIT_TYPES.map((unitType) => (
              <option key={unitType} value={unitType}>
                {t(`adminRates.unitTypes.${unitType}`)}
              </option>
            ))}
          </select>
        </div>
        {dateField("from")}
        {dateField("to")}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-dune-900">{t("adminRates.editor.rates")}</legend>
        {AMOUNT_FIELDS.map(numberField)}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-dune-900">{t("adminRates.editor.rules")}</legend>
        {STAY_FIELDS.map(numberField)}
        {CLOSED_FIELDS.map(closedField)}
      </fieldset>
    </FormDialog>
  );
}
