import type { TaxSettings, TaxSettingsInput } from "@camp/shared/tax/tax-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { get, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { primaryButton } from "../../../components/confirm-dialog";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { useFieldMessage } from "../../../i18n/field-messages";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { useCan } from "../../../lib/use-can";
import { useSaveTaxSettings } from "../api/save-tax-settings";
import { FEE_UNIT_TYPES, type TaxForm, taxFormBodySchema, toTaxForm } from "./tax-settings-form";

type FieldName =
  | "legalNameEn"
  | "legalNameAr"
  | "addressEn"
  | "addressAr"
  | "trn"
  | "vatRate"
  | `tourismFee.${(typeof FEE_UNIT_TYPES)[number]}`;

const legend = "mb-2 font-semibold text-dune-900";
const box = "grid gap-4 rounded-xl border border-sand-200 bg-white p-4 sm:grid-cols-2";

/** The settings form: checked with the schema the server checks with, then the server's word. */
export function TaxSettingsEditor({ settings }: { settings: TaxSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useErrorMessage();
  const save = useSaveTaxSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TaxForm, unknown, TaxSettingsInput>({
    resolver: zodResolver(taxFormBodySchema) as Resolver<TaxForm, unknown, TaxSettingsInput>,
    defaultValues: toTaxForm(settings),
  });
  const { errors, isSubmitting } = form.formState;
  const mayEdit = useCan()("tax-settings.manage");
  const messageOf = useTaxFieldMessage();
  const labelOf = (name: FieldName) =>
    name.startsWith("tourismFee.")
      ? t(`adminTaxSettings.fee.${name.slice("tourismFee.".length) as "master"}`)
      : t(`adminTaxSettings.fields.${name as "trn"}`);
  const errorOf = (name: FieldName) => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === "string" ? messageOf(message, labelOf(name)) : undefined;
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save.mutateAsync(body);
      toast.success(t("adminTaxSettings.saved"));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        let isFirst = true;
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          if (name === "body" || name === "tourismFee") {
            setFailure(messageOf(message, t("adminTaxSettings.heading")));
            continue;
          }
          form.setError(name as FieldName, { type: "server", message }, { shouldFocus: isFirst });
          isFirst = false;
        }
        return;
      }
      setFailure(errorMessage(error));
    }
  });

  const field = (
    name: FieldName,
    input: { kind?: "text" | "textarea" | "number"; dir: "ltr" | "rtl"; hint?: string },
  ) => {
    const fieldId = `${id}-${name.replace(".", "-")}`;
    const error = errorOf(name);
    const described = [input.hint && `${fieldId}-hint`, error && `${fieldId}-error`]
      .filter(Boolean)
      .join(" ");
    const common = {
      id: fieldId,
      dir: input.dir,
      lang: input.dir === "rtl" ? "ar" : undefined,
      className: inputClass,
      "aria-invalid": Boolean(error),
      "aria-describedby": described || undefined,
      ...form.register(name),
    };
    return (
      <div>
        <label htmlFor={fieldId} className={labelClass}>
          {labelOf(name)}
        </label>
        {input.kind === "textarea" ? (
          <textarea rows={2} {...common} />
        ) : input.kind === "number" ? (
          <input type="text" inputMode="decimal" autoComplete="off" {...common} />
        ) : (
          <input type="text" autoComplete="off" {...common} />
        )}
        {input.hint && (
          <p id={`${fieldId}-hint`} className="mt-1 text-xs text-dune-800">
            {input.hint}
          </p>
        )}
        {error && (
          <p id={`${fieldId}-error`} className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-4xl gap-6">
      {/* Read only for the roles that may read but not change them (tax-settings.manage). */}
      <fieldset disabled={!mayEdit} className="contents">
        <fieldset className={box}>
          <legend className={legend}>{t("adminTaxSettings.sections.supplier")}</legend>
          {field("legalNameEn", { dir: "ltr" })}
          {field("legalNameAr", { dir: "rtl" })}
          {field("addressEn", { kind: "textarea", dir: "ltr" })}
          {field("addressAr", { kind: "textarea", dir: "rtl" })}
          {field("trn", { dir: "ltr", hint: t("adminTaxSettings.hints.trn") })}
        </fieldset>
        <fieldset className={box}>
          <legend className={legend}>{t("adminTaxSettings.sections.vat")}</legend>
          {field("vatRate", {
            kind: "number",
            dir: "ltr",
            hint: t("adminTaxSettings.hints.vatRate"),
          })}
          <fieldset>
            <legend className={labelClass}>{t("adminTaxSettings.fields.ratesIncludeVat")}</legend>
            <div className="mt-2 grid gap-2">
              {(["included", "excluded"] as const).map((choice) => (
                <label key={choice} className="flex items-start gap-2 text-sm text-dune-900">
                  <input
                    type="radio"
                    value={choice}
                    className="mt-1"
                    {...form.register("ratesIncludeVat")}
                  />
                  {t(`adminTaxSettings.ratesEntry.${choice}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>
        <fieldset className={box}>
          <legend className={legend}>{t("adminTaxSettings.sections.fee")}</legend>
          <p className="text-sm text-dune-800 sm:col-span-2">{t("adminTaxSettings.hints.fee")}</p>
          {FEE_UNIT_TYPES.map((unitType) => (
            <div key={unitType}>
              {field(`tourismFee.${unitType}`, { kind: "number", dir: "ltr" })}
            </div>
          ))}
        </fieldset>
      </fieldset>
      {failure && (
        <p role="alert" className={fieldErrorClass}>
          {failure}
        </p>
      )}
      {mayEdit ? (
        <div>
          <button type="submit" disabled={isSubmitting} className={primaryButton}>
            {isSubmitting ? t("adminTaxSettings.saving") : t("adminTaxSettings.save")}
          </button>
        </div>
      ) : (
        <p className="rounded-xl bg-sand-50 p-4 text-dune-900">{t("adminTaxSettings.ownerOnly")}</p>
      )}
    </form>
  );
}

/**
 * The shared schema's messages ("Enter the legal name in English", "A TRN has 15 digits", "The fee
 * can be at most AED 1,000"...) in the staff member's language, with the field's own label.
 */
function useTaxFieldMessage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage({
    "A TRN has 15 digits": t("adminTaxSettings.errors.trn"),
    "The TRN must be text": t("adminTaxSettings.errors.trn"),
    "vatRate must be a percentage": t("adminTaxSettings.errors.percent"),
    "vatRate has at most two decimals": t("adminTaxSettings.errors.twoDecimals"),
    "The fee must be an amount in AED": t("adminTaxSettings.errors.amount"),
    "The fee cannot be negative": t("adminTaxSettings.errors.negative"),
    "The fee can be at most AED 1,000": t("adminTaxSettings.errors.feeMax"),
    "The fee has at most two decimals": t("adminTaxSettings.errors.twoDecimals"),
  });
  return (message: string, label: string) => {
    if (message.startsWith("Enter "))
      return t("adminTaxSettings.errors.required", { field: label });
    const tooLong = /can have at most (\d+) characters$/.exec(message);
    if (tooLong) return t("adminTaxSettings.errors.tooLong", { field: label, max: tooLong[1] });
    return fieldMessage(message, label);
  };
}
