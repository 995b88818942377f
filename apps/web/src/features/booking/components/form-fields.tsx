import { bookingLimits } from "@camp/shared/booking/booking-limits";
import { addDaysIso, isIsoDate } from "@camp/shared/dates/stay-dates";
import { addMonths, format, startOfMonth } from "date-fns";
import { type ReactNode, useId, useState } from "react";
import { Controller, type FieldValues, type Path, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { readCount, useFieldError } from "../../../components/form-field-error";
import { type AvailabilityTarget, useShortNights } from "../api/get-availability";
import { isShortCheckOut } from "../lib/stay-values";

type StayValues = { checkIn: string; checkOut: string };

/**
 * Check-in and check-out, typed or picked, with the nights that are short for this request marked
 * in the calendars (GET /api/availability for the months shown).
 */
export function StayDates({
  today,
  lastDay,
  targets,
}: {
  today: string;
  lastDay: string;
  targets: { target: AvailabilityTarget; needed: number }[];
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, watch, getValues, trigger, formState } = useFormContext<StayValues>();
  const { isSubmitted } = formState;
  const checkIn = watch("checkIn");
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  // A check-out day is judged by the nights before it, so the nights of the month before count too.
  const earliest = addDaysIso(format(month, "yyyy-MM-dd"), -bookingLimits.maxNights);
  const from = earliest < today ? today : earliest;
  const to = format(addMonths(month, 2), "yyyy-MM-dd");
  const shortNights = useShortNights(targets, { from, to }, from < to);
  const hasCheckIn = isIsoDate(checkIn ?? "") && checkIn >= today;
  const calendars = {
    checkIn: {
      firstDay: today,
      lastDay,
      isSoldOut: (day: string) => shortNights.has(day),
    },
    checkOut: {
      firstDay: addDaysIso(hasCheckIn ? checkIn : today, 1),
      lastDay: hasCheckIn ? addDaysIso(checkIn, bookingLimits.maxNights) : lastDay,
      isSoldOut: (day: string) => isShortCheckOut(day, hasCheckIn ? checkIn : "", shortNights),
    },
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(["checkIn", "checkOut"] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <DateField
              name={name}
              label={t(`bookingpage.${name}`)}
              value={field.value ?? ""}
              onChange={(value: string) => {
                field.onChange(value);
                // Once both dates are whole, check-out is judged against check-in as either
                // changes: a check-in moved past the check-out says so at once, not on submit,
                // and the guest's check-out stays as typed until they change it. After a submit
                // the form checks every field on each change already (booking-form.tsx).
                const { checkIn: from, checkOut: until } = getValues();
                if (!isSubmitted && isIsoDate(from ?? "") && isIsoDate(until ?? "")) {
                  void trigger("checkOut");
                }
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              {...calendars[name]}
              month={month}
              onMonthChange={(next) => setMonth(startOfMonth(next))}
              error={fieldError(name)}
            />
          )}
        />
      ))}
    </div>
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
