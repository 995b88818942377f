import { bookingLimits } from "@camp/shared/booking/booking-limits";
import { addDaysIso, isIsoDate } from "@camp/shared/dates/stay-dates";
import type { RateCalendar, RateUnitType } from "@camp/shared/rates/rate-calendar";
import { addMonths, format, startOfMonth } from "date-fns";
import { type ReactNode, useId, useState } from "react";
import { type FieldValues, type Path, useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { readCount, useFieldError } from "../../../components/form-field-error";
import { StayRangeField } from "../../../components/stay-range-field";
import { type AvailabilityTarget, useShortNights } from "../api/get-availability";

type StayValues = { checkIn: string; checkOut: string };

/**
 * Check-in and check-out, typed or picked as one range in one calendar (components/
 * stay-range-field.tsx) with each night's price, the days the rate calendar closes, and the nights
 * that are short for this request (GET /api/availability for the months shown) marked.
 */
export function StayDates({
  today,
  lastDay,
  targets,
  calendar,
  unitTypes,
  nightPrice,
  priceLegend,
}: {
  today: string;
  lastDay: string;
  targets: { target: AvailabilityTarget; needed: number }[];
  calendar: RateCalendar | undefined;
  unitTypes: RateUnitType[];
  nightPrice: (day: string) => number | undefined;
  priceLegend: string;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, getValues, trigger, formState } = useFormContext<StayValues>();
  const { isSubmitted } = formState;
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  // A check-out day is judged by the nights before it, so the nights of the month before count too.
  const earliest = addDaysIso(format(month, "yyyy-MM-dd"), -bookingLimits.maxNights);
  const from = earliest < today ? today : earliest;
  const to = format(addMonths(month, 2), "yyyy-MM-dd");
  const shortNights = useShortNights(targets, { from, to }, from < to);
  const checkIn = useController({ control, name: "checkIn" });
  const checkOut = useController({ control, name: "checkOut" });
  const fields = { checkIn: checkIn.field, checkOut: checkOut.field };

  return (
    <StayRangeField
      labels={{ checkIn: t("bookingpage.checkIn"), checkOut: t("bookingpage.checkOut") }}
      values={{ checkIn: fields.checkIn.value ?? "", checkOut: fields.checkOut.value ?? "" }}
      onChange={(name, value) => {
        fields[name].onChange(value);
        // Once both dates are whole, they are judged together as either changes: a check-in
        // moved past the check-out, or a stay that breaks the rate calendar's rules, says so at
        // once, not on submit, and the guest's other date stays as typed until they change it.
        // After a submit the form checks every field on each change already (booking-form.tsx).
        const { checkIn: start, checkOut: end } = getValues();
        if (!isSubmitted && isIsoDate(start ?? "") && isIsoDate(end ?? "")) {
          void trigger(["checkIn", "checkOut"]);
        }
      }}
      onBlur={(name) => fields[name].onBlur()}
      inputRefs={{ checkIn: fields.checkIn.ref, checkOut: fields.checkOut.ref }}
      errors={{ checkIn: fieldError("checkIn"), checkOut: fieldError("checkOut") }}
      today={today}
      lastDay={lastDay}
      nightPrice={nightPrice}
      priceLegend={priceLegend}
      calendar={calendar}
      unitTypes={unitTypes}
      shortNights={shortNights}
      month={month}
      onMonthChange={(next) => setMonth(startOfMonth(next))}
    />
  );
}

/** A whole-number field (rooms, tents, guests...) whose rules and messages come from the shared schema. */
export function NumberField<T extends FieldValues>({
  name,
  label,
  hint,
}: {
  name: Path<T>;
  label: string;
  hint?: ReactNode;
}) {
  const id = useId();
  const { register } = useFormContext<T>();
  const fieldError = useFieldError();
  const error = fieldError(name);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {/* Text, not type="number": a number input drops Arabic-Indic digits (٢) as if nothing had
          been typed, so an Arabic keyboard's count would vanish; the schema checks the range. */}
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={inputClass}
        aria-invalid={Boolean(error)}
        aria-describedby={
          [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined
        }
        {...register(name, { setValueAs: readCount })}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-dune-800">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
