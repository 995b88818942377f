import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import type { en } from "../../../i18n/locales/en";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { RefusedNights, refusedNightsOf } from "./refused-nights";

type Hint = keyof typeof en.adminInventory.hints;
type Label = keyof typeof en.adminInventory.fields;

export type FieldSpec = {
  name: Label;
  kind: "text" | "textarea" | "number" | "lines";
  hint: Hint;
  /** Arabic texts are typed right to left whatever the page's direction, English ones left to right. */
  dir?: "ltr" | "rtl";
  step?: string;
};

/**
 * One catalogue record's edit form: checked with a form schema built from the shared update schema,
 * each invalid field explained in the page's language. A total the server refuses (sold, held or
 * closed nights) shows those nights.
 */
export function InventoryForm(props: {
  id: string;
  heading: string;
  fields: FieldSpec[];
  schema: z.ZodType;
  defaultValues: FieldValues;
  /** The field a TOTAL_BELOW_TAKEN refusal is about. */
  totalField: Label;
  /** Server field names that are not the form's (parking's "pricing.weekend" is "weekend"). */
  serverFields?: Record<string, Label>;
  save: (values: FieldValues) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [refused, setRefused] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FieldValues>({
    resolver: zodResolver(
      props.schema as z.ZodType<FieldValues, FieldValues>,
    ) as Resolver<FieldValues>,
    defaultValues: props.defaultValues,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setRefused([]);
    setFailure(null);
    try {
      await props.save(values);
      form.reset(form.getValues());
      toast.success(t("adminInventory.saved", { name: props.heading }));
    } catch (error) {
      const nights = refusedNightsOf(error);
      if (nights.length > 0) {
        setRefused(nights);
        form.setError(props.totalField, { message: "refused" });
        return;
      }
      if (error instanceof ApiError && error.code === "VALIDATION_ERROR") {
        for (const field of Object.keys(error.fieldErrors)) {
          form.setError(props.serverFields?.[field] ?? field, {
            message: error.fieldErrors[field],
          });
        }
      }
      setFailure(errorMessage(error));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${props.id}-heading`}
      className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-6"
    >
      <h3 id={`${props.id}-heading`} className="text-lg font-bold text-dune-900">
        {props.heading}
      </h3>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {props.fields.map((spec) => {
          const id = `${props.id}-${spec.name}`;
          const error = errors[spec.name];
          const isRefusal = error?.message === "refused";
          const common = {
            id,
            dir: spec.dir,
            "aria-invalid": Boolean(error),
            "aria-describedby": error && !isRefusal ? `${id}-error` : undefined,
            className: `${inputClass} ${spec.kind === "textarea" || spec.kind === "lines" ? "min-h-28" : ""}`,
          };
          return (
            <div
              key={spec.name}
              className={spec.kind === "lines" || spec.kind === "textarea" ? "md:col-span-1" : ""}
            >
              <label htmlFor={id} className={labelClass}>
                {t(`adminInventory.fields.${spec.name}`)}
              </label>
              {spec.kind === "number" ? (
                <input
                  type="number"
                  inputMode="decimal"
                  step={spec.step ?? "1"}
                  {...common}
                  {...form.register(spec.name, { valueAsNumber: true })}
                />
              ) : spec.kind === "text" ? (
                <input type="text" {...common} {...form.register(spec.name)} />
              ) : (
                <textarea {...common} {...form.register(spec.name)} />
              )}
              {error && !isRefusal && (
                <p id={`${id}-error`} className={fieldErrorClass}>
                  {t(`adminInventory.hints.${spec.hint}`)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {refused.length > 0 && (
        <div className="mt-4">
          <RefusedNights heading={t("adminInventory.refusedHeading")} nights={refused} />
        </div>
      )}
      {failure && refused.length === 0 && (
        <p role="alert" className="mt-4 text-red-800">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="mt-4 rounded-full bg-dune-800 px-6 py-2.5 font-semibold text-white hover:bg-dune-700 disabled:opacity-60"
      >
        {form.formState.isSubmitting ? t("adminInventory.saving") : t("adminInventory.save")}
      </button>
    </form>
  );
}
