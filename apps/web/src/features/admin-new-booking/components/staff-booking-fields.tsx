import {
  HOLD_HOURS,
  STAFF_BOOKING_SOURCES,
  STAFF_PAYMENT_CHOICES,
} from "@camp/shared/desk-sales/desk-sales";
import { type ReactNode, useId } from "react";
import { type UseFormRegisterReturn, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { describedBy, FieldMessages } from "../../../components/field-messages";
import { inputClass, labelClass } from "../../../components/form-classes";
import { readCount, useFieldError } from "../../../components/form-field-error";
import type { StaffBookingOptionsInput } from "../api/create-staff-booking";

const fieldsetClass = "space-y-4 rounded-xl border border-sand-200 bg-white p-4";
const legendClass = "px-1 text-sm font-semibold text-dune-900";
const choiceClass =
  "flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 bg-white p-3 has-[:checked]:border-dune-800 has-[:checked]:ring-2 has-[:checked]:ring-dune-800";

/** A labelled input with its hint and error. */
function Field({
  label,
  hint,
  error,
  registration,
  type = "text",
  isLtr = false,
  autoComplete,
  extra,
}: {
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  type?: "text" | "tel" | "email" | "number";
  isLtr?: boolean;
  autoComplete?: string;
  extra?: Record<string, string | number>;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        dir={isLtr ? "ltr" : undefined}
        autoComplete={autoComplete}
        className={`${inputClass} ${isLtr ? "text-start" : ""}`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
        {...extra}
        {...registration}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * What staff add to the stay (decision 055): who the guest is (a name, a phone or an email or both,
 * their language, which no default may guess), where the booking came from, a note, and how the
 * guest pays (a link holding the units for some hours, or at the desk).
 */
export function StaffBookingFields() {
  const { t } = useTranslation();
  const { register, watch } = useFormContext<StaffBookingOptionsInput>();
  const fieldError = useFieldError();
  const source = watch("source");
  const payment = watch("payment");
  const languageId = useId();
  const sourceId = useId();
  const paymentId = useId();
  const languageError = fieldError("guest.language");
  const sourceError = fieldError("source");
  const paymentError = fieldError("payment");

  return (
    <>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("adminNewBooking.guest.heading")}</legend>
        <Field
          label={t("adminNewBooking.guest.name")}
          error={fieldError("guest.name")}
          autoComplete="off"
          registration={register("guest.name")}
        />
        <p className="text-sm text-dune-800">{t("adminNewBooking.guest.contactHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("adminNewBooking.guest.phone")}
            hint={t("guestDetails.phoneFormat")}
            error={fieldError("guest.phone")}
            type="tel"
            isLtr
            autoComplete="off"
            registration={register("guest.phone")}
          />
          <Field
            label={t("adminNewBooking.guest.email")}
            hint={t("adminNewBooking.guest.emailHint")}
            error={fieldError("guest.email")}
            type="email"
            isLtr
            autoComplete="off"
            registration={register("guest.email")}
          />
        </div>
        {/* A group takes no aria-invalid: each radio says it, as the amount's method does. */}
        <fieldset aria-describedby={describedBy(languageId, true, languageError)}>
          <legend className={labelClass}>{t("adminNewBooking.guest.language")}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {(["en", "ar"] as const).map((language) => (
              <label key={language} className={choiceClass}>
                <input
                  type="radio"
                  value={language}
                  aria-invalid={Boolean(languageError)}
                  {...register("guest.language")}
                />
                <span lang={language}>{t(`adminNewBooking.guest.languages.${language}`)}</span>
              </label>
            ))}
          </div>
          <FieldMessages
            id={languageId}
            hint={t("adminNewBooking.guest.languageHint")}
            error={languageError}
          />
        </fieldset>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("adminNewBooking.source.heading")}</legend>
        <fieldset aria-describedby={describedBy(sourceId, false, sourceError)}>
          <legend className={labelClass}>{t("adminNewBooking.source.legend")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {STAFF_BOOKING_SOURCES.map((value) => (
              <label key={value} className={`${choiceClass} py-2`}>
                <input
                  type="radio"
                  value={value}
                  aria-invalid={Boolean(sourceError)}
                  {...register("source")}
                />
                <span>{t(`adminNewBooking.source.options.${value}`)}</span>
              </label>
            ))}
          </div>
          <FieldMessages id={sourceId} error={sourceError} />
        </fieldset>
        {source === "agent" && (
          <Field
            label={t("adminNewBooking.source.agentReference")}
            hint={t("adminNewBooking.source.agentReferenceHint")}
            error={fieldError("agentReference")}
            isLtr
            autoComplete="off"
            extra={{ maxLength: 60 }}
            registration={register("agentReference")}
          />
        )}
        <NoteField error={fieldError("note")} registration={register("note")} />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("adminNewBooking.payment.legend")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {STAFF_PAYMENT_CHOICES.map((choice) => (
            <label key={choice} className={choiceClass}>
              <input type="radio" value={choice} className="mt-1" {...register("payment")} />
              <span>
                <span className="block font-semibold">
                  {t(`adminNewBooking.payment.${choice === "link" ? "link" : "atDesk"}`)}
                </span>
                <span className="block text-sm text-dune-800">
                  {t(`adminNewBooking.payment.${choice === "link" ? "linkHint" : "atDeskHint"}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldMessages id={paymentId} error={paymentError} />
        {payment !== "at_desk" && (
          <div className="max-w-xs">
            <Field
              label={t("adminNewBooking.payment.holdHours")}
              hint={t("adminNewBooking.payment.holdHoursHint")}
              error={fieldError("holdHours")}
              type="number"
              isLtr
              extra={{ min: HOLD_HOURS.min, max: HOLD_HOURS.max, step: 1, inputMode: "numeric" }}
              registration={register("holdHours", { setValueAs: readCount })}
            />
          </div>
        )}
      </fieldset>
    </>
  );
}

function NoteField({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hint = t("adminNewBooking.source.noteHint");
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t("adminNewBooking.source.note")}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={1000}
        className={inputClass}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
        {...registration}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
