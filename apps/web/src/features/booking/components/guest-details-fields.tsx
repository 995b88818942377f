import {
  ARRIVAL_EARLIEST,
  ARRIVAL_LATEST,
  SPECIAL_REQUESTS_MAX_LENGTH,
} from "@camp/shared/guest/guest-messages";
import { useId } from "react";
import { type UseFormRegisterReturn, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { describedBy, FieldMessages } from "../../../components/field-messages";
import { inputClass, labelClass } from "../../../components/form-classes";
import { useFieldError } from "../../../components/form-field-error";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber } from "../../../lib/format";

type GuestDetailsValues = { phone?: unknown; specialRequests?: unknown; arrivalTime?: unknown };

/**
 * What every booking form asks beside the stay (decision 019): the guest's phone when their account
 * has none, special requests and an expected arrival time. The shared schema checks them all.
 */
export function GuestDetailsFields({ isPhoneAsked }: { isPhoneAsked: boolean }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const id = useId();
  const { register, watch } = useFormContext<GuestDetailsValues>();
  const fieldError = useFieldError();
  const requests = watch("specialRequests");
  const left = SPECIAL_REQUESTS_MAX_LENGTH - (typeof requests === "string" ? requests.length : 0);
  const errors = {
    phone: fieldError("phone"),
    specialRequests: fieldError("specialRequests"),
    arrivalTime: fieldError("arrivalTime"),
  };

  return (
    <fieldset className="space-y-4 rounded-xl border border-sand-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-dune-900">
        {t("guestDetails.heading")}
      </legend>
      {/* Registered here, in the order the fields show: the first field in error takes focus. */}
      {isPhoneAsked && (
        <PhoneField id={`${id}-phone`} error={errors.phone} registration={register("phone")} />
      )}
      <ArrivalTimeField
        id={`${id}-arrival`}
        error={errors.arrivalTime}
        registration={register("arrivalTime")}
      />
      <div>
        <label htmlFor={`${id}-requests`} className={labelClass}>
          {t("guestDetails.specialRequests")}
        </label>
        <textarea
          id={`${id}-requests`}
          rows={3}
          maxLength={SPECIAL_REQUESTS_MAX_LENGTH}
          className={inputClass}
          aria-invalid={Boolean(errors.specialRequests)}
          aria-describedby={describedBy(`${id}-requests`, true, errors.specialRequests)}
          {...register("specialRequests")}
        />
        <FieldMessages
          id={`${id}-requests`}
          hint={`${t("guestDetails.specialRequestsHint")} ${t("guestDetails.charactersLeft", {
            count: formatNumber(Math.max(0, left), language),
          })}`}
          error={errors.specialRequests}
        />
      </div>
    </fieldset>
  );
}

/** The phone an account without one gives with its booking (decision 020). */
function PhoneField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<"phone">;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t("guestDetails.phone")}
      </label>
      <input
        id={id}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        className={`${inputClass} text-start`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, true, error)}
        {...registration}
      />
      <FieldMessages
        id={id}
        hint={`${t("guestDetails.phoneNeeded")} ${t("guestDetails.phoneFormat")}`}
        error={error}
      />
    </div>
  );
}

/** The expected arrival time, within the hours the desk is open. */
function ArrivalTimeField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<"arrivalTime">;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t("guestDetails.arrivalTime")}
      </label>
      <input
        id={id}
        type="time"
        min={ARRIVAL_EARLIEST}
        max={ARRIVAL_LATEST}
        dir="ltr"
        className={`${inputClass} max-w-40 text-start`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, true, error)}
        {...registration}
      />
      <FieldMessages
        id={id}
        hint={t("guestDetails.arrivalTimeHint", {
          from: ARRIVAL_EARLIEST,
          until: ARRIVAL_LATEST,
        })}
        error={error}
      />
    </div>
  );
}
