import type {
  PromoCodeCreate,
  PromoCodeSummary,
  PromoCodeUpdate,
} from "@camp/shared/rates/promo-schemas";
import { RATE_UNIT_TYPES } from "@camp/shared/rates/rate-calendar";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, get, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { FormDialog } from "../../../components/form-dialog";
import { useFieldMessage } from "../../../i18n/field-messages";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { useCreatePromoCode, useUpdatePromoCode } from "../api/save-promo-code";
import {
  COUNT_FIELDS,
  emptyPromoForm,
  NO_DISCOUNT,
  type PromoForm,
  promoCreateFormSchema,
  promoUpdateFormSchema,
  toPromoForm,
} from "./promo-code-form";

/** The server's word for a code already taken; shown on the code field. */
const CODE_TAKEN = "PROMO_CODE_EXISTS";

/** Where a message about a body field shows in the form. */
const fieldOfError: Record<string, string> = { percentOff: "discount", amountOff: "discount" };

/**
 * A promo code's form in a dialog: new, or an edit of one (its code stays; everything else may
 * change, and a limit emptied is taken off). Checked with the schemas the server checks with.
 */
export function PromoCodeDialog({
  promo,
  onClose,
}: {
  /** The code edited; none for a new one. */
  promo?: PromoCodeSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useErrorMessage();
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const [failure, setFailure] = useState<string | null>(null);
  const isNew = promo === undefined;
  const form = useForm<PromoForm, unknown, PromoCodeCreate | PromoCodeUpdate>({
    resolver: zodResolver(isNew ? promoCreateFormSchema : promoUpdateFormSchema) as Resolver<
      PromoForm,
      unknown,
      PromoCodeCreate | PromoCodeUpdate
    >,
    defaultValues: promo ? toPromoForm(promo) : emptyPromoForm,
  });
  const { errors, isSubmitting } = form.formState;
  const discountKind = form.watch("discountKind");
  const fieldMessage = useFieldMessage({
    [CODE_TAKEN]: t("adminPromoCodes.errors.codeTaken"),
    "Enter a code": t("adminPromoCodes.errors.codeRequired"),
    "3 to 32 letters, digits, - or _, starting with a letter or digit": t(
      "adminPromoCodes.errors.codePattern",
    ),
    [NO_DISCOUNT]: t("adminPromoCodes.errors.noDiscount"),
    "Give percentOff or amountOff, not both": t("adminPromoCodes.errors.bothDiscounts"),
    "validTo must not be before validFrom": t("adminPromoCodes.errors.validToBeforeFrom"),
    "stayTo must not be before stayFrom": t("adminPromoCodes.errors.stayToBeforeFrom"),
    "Choose at least one unit type": t("adminPromoCodes.errors.unitTypes"),
  });
  const labelOf = (name: string) =>
    name === "percentOff" || name === "amountOff" || name === "discount"
      ? t(`adminPromoCodes.fields.discount.${discountKind}`)
      : t(`adminPromoCodes.fields.${name as "code"}`);
  /** A field's message: its own, or one the schema gave under the body's name for it. */
  const errorOf = (name: string) => {
    const names = [name, ...Object.keys(fieldOfError).filter((key) => fieldOfError[key] === name)];
    for (const candidate of names) {
      const message = (get(errors, candidate) as { message?: unknown } | undefined)?.message;
      if (typeof message === "string") return fieldMessage(message, labelOf(candidate));
    }
    return undefined;
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      if (promo) {
        await update.mutateAsync({ id: promo.id, input: body as PromoCodeUpdate });
        toast.success(t("adminPromoCodes.saved", { code: promo.code }));
      } else {
        const created = body as PromoCodeCreate;
        await create.mutateAsync(created);
        toast.success(t("adminPromoCodes.created", { code: created.code }));
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE_TAKEN) {
        form.setError("code", { type: "server", message: CODE_TAKEN }, { shouldFocus: true });
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          form.setError(name as keyof PromoForm, { type: "server", message });
        }
        return;
      }
      setFailure(errorMessage(error));
    }
  });

  const field = (
    name: keyof PromoForm,
    input: { type: "text" | "date" | "number"; step?: string; min?: string; hint?: string },
  ) => {
    const fieldId = `${id}-${name}`;
    const error = errorOf(name);
    const described = [input.hint && `${fieldId}-hint`, error && `${fieldId}-error`]
      .filter(Boolean)
      .join(" ");
    return (
      <div>
        <label htmlFor={fieldId} className={labelClass}>
          {labelOf(name)}
        </label>
        <input
          id={fieldId}
          type={input.type}
          step={input.step}
          min={input.min}
          inputMode={
            input.type === "number" ? (input.step === "1" ? "numeric" : "decimal") : undefined
          }
          dir="ltr"
          readOnly={name === "code" && !isNew}
          autoCapitalize={name === "code" ? "characters" : undefined}
          className={`${inputClass} read-only:bg-sand-50 ${name === "code" ? "font-mono uppercase" : ""}`}
          aria-invalid={Boolean(error)}
          aria-describedby={described || undefined}
          {...form.register(name)}
        />
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

  const unitTypesError = errorOf("unitTypes");
  return (
    <FormDialog
      size="long"
      title={
        promo ? t("adminPromoCodes.editTitle", { code: promo.code }) : t("adminPromoCodes.newTitle")
      }
      description={t("adminPromoCodes.formIntro")}
      error={failure}
      cancelLabel={t("adminPromoCodes.cancel")}
      submitLabel={isNew ? t("adminPromoCodes.create") : t("adminPromoCodes.save")}
      pendingLabel={t("adminPromoCodes.saving")}
      isPending={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field("code", {
          type: "text",
          hint: isNew ? t("adminPromoCodes.hints.code") : t("adminPromoCodes.hints.codeFixed"),
        })}
        <label className="flex items-center gap-2 self-center text-sm text-dune-900">
          <input type="checkbox" {...form.register("active")} />
          {t("adminPromoCodes.fields.active")}
        </label>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-dune-900">
          {t("adminPromoCodes.sections.discount")}
        </legend>
        <div className="flex flex-wrap items-center gap-4">
          {(["percent", "amount"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input type="radio" value={kind} {...form.register("discountKind")} />
              {t(`adminPromoCodes.discountKinds.${kind}`)}
            </label>
          ))}
        </div>
        {field(
          "discount",
          discountKind === "percent"
            ? { type: "number", step: "1", min: "1" }
            : { type: "number", step: "0.01", min: "0.01" },
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-dune-900">
          {t("adminPromoCodes.sections.bookingDates")}
        </legend>
        {field("validFrom", { type: "date" })}
        {field("validTo", { type: "date" })}
        <p className="text-xs text-dune-800 sm:col-span-2">
          {t("adminPromoCodes.hints.bookingDates")}
        </p>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-dune-900">
          {t("adminPromoCodes.sections.stayDates")}
        </legend>
        {field("stayFrom", { type: "date" })}
        {field("stayTo", { type: "date" })}
        <p className="text-xs text-dune-800 sm:col-span-2">
          {t("adminPromoCodes.hints.stayDates")}
        </p>
      </fieldset>
      <Controller
        control={form.control}
        name="unitTypes"
        render={({ field: unitTypes }) => (
          <fieldset
            aria-describedby={`${id}-unitTypes-hint${unitTypesError ? ` ${id}-unitTypes-error` : ""}`}
          >
            <legend className="mb-2 font-semibold text-dune-900">
              {t("adminPromoCodes.fields.unitTypes")}
            </legend>
            <div className="flex flex-wrap gap-4">
              {RATE_UNIT_TYPES.map((unitType) => (
                <label key={unitType} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={unitTypes.value.includes(unitType)}
                    onChange={(event) =>
                      unitTypes.onChange(
                        event.target.checked
                          ? RATE_UNIT_TYPES.filter(
                              (type) => type === unitType || unitTypes.value.includes(type),
                            )
                          : unitTypes.value.filter((type) => type !== unitType),
                      )
                    }
                  />
                  {t(`adminPromoCodes.unitTypes.${unitType}`)}
                </label>
              ))}
            </div>
            <p id={`${id}-unitTypes-hint`} className="mt-1 text-xs text-dune-800">
              {t("adminPromoCodes.hints.unitTypes")}
            </p>
            {unitTypesError && (
              <p id={`${id}-unitTypes-error`} className={fieldErrorClass}>
                {unitTypesError}
              </p>
            )}
          </fieldset>
        )}
      />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-dune-900">
          {t("adminPromoCodes.sections.limits")}
        </legend>
        {COUNT_FIELDS.map((name) => (
          <div key={name}>{field(name, { type: "number", step: "1", min: "1" })}</div>
        ))}
        <p className="text-xs text-dune-800 sm:col-span-3">{t("adminPromoCodes.hints.limits")}</p>
      </fieldset>
    </FormDialog>
  );
}
