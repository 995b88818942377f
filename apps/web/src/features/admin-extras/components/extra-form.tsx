import {
  type AdminExtra,
  EXTRA_PRICE_TYPES,
  type ExtraInput,
  extraInputSchema,
} from "@camp/shared/extras/extras-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, get, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";

/** Sunday first, as the days are stored (0 = Sunday ... 6 = Saturday). */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A weekday's name in the page's language (a Sunday in January 2023 is day 0). */
function weekdayName(day: number, language: string) {
  return new Intl.DateTimeFormat(language === "ar" ? "ar-AE" : "en-GB", {
    weekday: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2023, 0, 1 + day)));
}

export const emptyExtra: ExtraInput = {
  name: "",
  nameAr: "",
  description: "",
  descriptionAr: "",
  priceType: "person",
  price: 100,
  dailyCapacity: 10,
  days: [...WEEKDAYS],
  active: true,
  sortOrder: 0,
};

export function toExtraInput(extra: AdminExtra): ExtraInput {
  return {
    name: extra.nameEn,
    nameAr: extra.nameAr,
    description: extra.description,
    descriptionAr: extra.descriptionAr,
    priceType: extra.priceType,
    price: extra.price,
    dailyCapacity: extra.dailyCapacity,
    days: extra.days,
    active: extra.active,
    sortOrder: extra.sortOrder,
  };
}

type TextField = "name" | "nameAr" | "description" | "descriptionAr";

/**
 * One activity's form, for a new one or an edit: both languages' name and description, per person
 * or per group, price (AED), how many a day and on which weekdays. Checked with the shared schema
 * the server checks with; a field the server refuses shows its message in the page's language.
 */
export function ExtraForm({
  defaultValues,
  submitLabel,
  onSave,
  onCancel,
}: {
  defaultValues: ExtraInput;
  submitLabel: string;
  onSave: (input: ExtraInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const id = useId();
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ExtraInput>({
    resolver: zodResolver(extraInputSchema) as unknown as Resolver<ExtraInput>,
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: string) => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === "string" ? translate(message) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          form.setError(name as keyof ExtraInput, { type: "server", message });
        }
        return;
      }
      setFailure(errorMessage(error));
    }
  });

  const textField = (name: TextField, isLong: boolean, dir: "ltr" | "rtl") => {
    const error = errorOf(name);
    const fieldId = `${id}-${name}`;
    const Control = isLong ? "textarea" : "input";
    return (
      <div>
        <label htmlFor={fieldId} className={labelClass}>
          {t(`adminExtras.fields.${name}`)}
        </label>
        <Control
          id={fieldId}
          dir={dir}
          rows={isLong ? 3 : undefined}
          className={inputClass}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...form.register(name)}
        />
        {error && (
          <p id={`${fieldId}-error`} className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
    );
  };

  const numberField = (name: "price" | "dailyCapacity" | "sortOrder", step: string) => {
    const error = errorOf(name);
    const fieldId = `${id}-${name}`;
    return (
      <div>
        <label htmlFor={fieldId} className={labelClass}>
          {t(`adminExtras.fields.${name}`)}
        </label>
        <input
          id={fieldId}
          type="number"
          step={step}
          min={name === "sortOrder" ? 0 : step}
          dir="ltr"
          className={inputClass}
          aria-invalid={Boolean(error)}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ""}`}
          {...form.register(name, { valueAsNumber: true })}
        />
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-dune-800">
          {t(`adminExtras.hints.${name}`)}
        </p>
        {error && (
          <p id={`${fieldId}-error`} className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
    );
  };

  const daysError = errorOf("days");
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {textField("name", false, "ltr")}
        {textField("nameAr", false, "rtl")}
        {textField("description", true, "ltr")}
        {textField("descriptionAr", true, "rtl")}
      </div>
      <fieldset>
        <legend className={labelClass}>{t("adminExtras.fields.priceType")}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {EXTRA_PRICE_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input type="radio" value={type} {...form.register("priceType")} />
              {t(`adminExtras.priceType.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {numberField("price", "0.01")}
        {numberField("dailyCapacity", "1")}
        {numberField("sortOrder", "1")}
      </div>
      <Controller
        control={form.control}
        name="days"
        render={({ field }) => (
          <fieldset aria-describedby={daysError ? `${id}-days-error` : undefined}>
            <legend className={labelClass}>{t("adminExtras.fields.days")}</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {WEEKDAYS.map((day) => (
                <label key={day} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={field.value?.includes(day) ?? false}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...(field.value ?? []), day].sort()
                          : (field.value ?? []).filter((value) => value !== day),
                      )
                    }
                  />
                  {weekdayName(day, language)}
                </label>
              ))}
            </div>
            {daysError && (
              <p id={`${id}-days-error`} className={fieldErrorClass}>
                {daysError}
              </p>
            )}
          </fieldset>
        )}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("active")} />
        {t("adminExtras.fields.active")}
      </label>
      {failure && (
        <p role="alert" className={fieldErrorClass}>
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700 disabled:opacity-60"
        >
          {isSubmitting ? t("adminExtras.saving") : submitLabel}
        </button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-full border border-dune-800 px-5 py-2 font-semibold text-dune-800 hover:bg-sand-100"
          >
            {t("adminExtras.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
