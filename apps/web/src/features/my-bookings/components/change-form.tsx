import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { packageFormToRequest } from "@camp/shared/booking/booking-forms";
import { bookingLimits } from "@camp/shared/booking/booking-limits";
import { addDaysIso, isIsoDate, parseIsoDate } from "@camp/shared/dates/stay-dates";
import type { ExtraChoice } from "@camp/shared/extras/extras-schemas";
import { startOfMonth } from "date-fns";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Controller, FormProvider, type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useExtras } from "../../../api/get-extras";
import { DateField } from "../../../components/date-field";
import { ExtrasSection } from "../../../components/extras-section";
import { inputClass, labelClass, submitClass } from "../../../components/form-classes";
import type { ChangeRequest } from "../api/check-change";

/** The booking's own fields, prefilled with what it is now; the server checks every rule. */
export type ChangeValues = {
  checkIn: string;
  checkOut: string;
  roomType: "master" | "kids";
  quantity: number;
  guests: number;
  parkingSpots: number;
  /** The stay's whole list of activities, sent with every check (decision 024). */
  extras: ExtraChoice[];
};

function valuesOf(booking: StoredBooking): ChangeValues {
  return {
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    roomType: booking.roomType ?? "master",
    quantity: booking.quantity,
    guests: booking.guests,
    parkingSpots: booking.services?.parking.quantity ?? 0,
    extras: booking.extras.map((extra) => ({
      id: extra.extraId,
      date: extra.date,
      quantity: extra.quantity,
    })),
  };
}

/** The request of the booking's kind, as check-availability takes it, with all its activities. */
export function toChangeRequest(booking: StoredBooking, values: ChangeValues): ChangeRequest {
  return { ...stayRequest(booking, values), extras: values.extras };
}

function stayRequest(booking: StoredBooking, values: ChangeValues): ChangeRequest {
  const stay = { checkIn: values.checkIn, checkOut: values.checkOut };
  if (booking.bookingType === "package") {
    return packageFormToRequest({
      ...stay,
      units: values.quantity,
      guests: values.guests,
      wantsParking: values.parkingSpots > 0,
      parkingSpots: values.parkingSpots,
    });
  }
  if (booking.serviceType === "parking") return { ...stay, quantity: values.quantity };
  if (booking.serviceType === "camp") {
    return { ...stay, quantity: values.quantity, guests: values.guests };
  }
  return { ...stay, roomType: values.roomType, quantity: values.quantity, guests: values.guests };
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A field of the change the server found wrong: shown on the field (activities) or, else, above. */
export type FieldProblem = { name: string; message: string };

/**
 * The change form: dates, units, guests and (rooms) the room type of the booking's kind, and the
 * activities of the stay as the booking form has them. `addActivity` opens it with a new activity
 * row, focused (My bookings' "Add an activity").
 */
export function ChangeForm({
  booking,
  today,
  isChecking,
  addActivity = false,
  problems = [],
  onCheck,
  onEdit,
}: {
  booking: StoredBooking;
  today: string;
  isChecking: boolean;
  addActivity?: boolean;
  problems?: FieldProblem[];
  onCheck: (request: ChangeRequest) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const extras = useExtras();
  const form = useForm<ChangeValues>({ defaultValues: valuesOf(booking) });
  const { control, register, setError, watch } = form;
  useEffect(() => {
    const subscription = watch(() => onEdit());
    return () => subscription.unsubscribe();
  }, [watch, onEdit]);
  // The server's word on an activity goes on its field, as on the booking form.
  useEffect(() => {
    for (const [index, problem] of problems.entries()) {
      if (!problem.name.startsWith("extras.")) continue;
      setError(
        problem.name as Path<ChangeValues>,
        { type: "server", message: problem.message },
        { shouldFocus: index === 0 },
      );
    }
  }, [problems, setError]);
  const number = (key: "quantity" | "guests" | "parkingSpots", min: number) => (id: string) => (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={min}
      className={inputClass}
      {...register(key, { valueAsNumber: true })}
    />
  );
  const checkIn = watch("checkIn");
  const validCheckIn = isIsoDate(checkIn ?? "") && checkIn >= today ? checkIn : today;
  const lastDay = addDaysIso(today, bookingLimits.maxDaysAhead);
  const [month, setMonth] = useState(() =>
    startOfMonth(parseIsoDate(booking.checkIn) ?? new Date()),
  );
  const isPackage = booking.bookingType === "package";
  const unitsKey = isPackage ? "package" : booking.serviceType;
  return (
    <FormProvider {...form}>
      <form
        className="space-y-4 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
        onSubmit={form.handleSubmit((values) => onCheck(toChangeRequest(booking, values)))}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {(["checkIn", "checkOut"] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <DateField
                  name={name}
                  label={t(`changeBooking.${name}`)}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  firstDay={name === "checkIn" ? today : addDaysIso(validCheckIn, 1)}
                  lastDay={
                    name === "checkIn" ? lastDay : addDaysIso(validCheckIn, bookingLimits.maxNights)
                  }
                  // The booking's own nights are free to it, which the public calendar cannot
                  // tell: no day is crossed out here, and the price check says what fits.
                  isSoldOut={() => false}
                  month={month}
                  onMonthChange={(next) => setMonth(startOfMonth(next))}
                />
              )}
            />
          ))}
          {booking.serviceType === "room" && (
            <Field label={t("changeBooking.roomType")}>
              {(id) => (
                <select id={id} className={inputClass} {...register("roomType")}>
                  <option value="master">{t("mybookings.services.roomMaster")}</option>
                  <option value="kids">{t("mybookings.services.roomKids")}</option>
                </select>
              )}
            </Field>
          )}
          <Field label={t(`mybookings.units.${unitsKey}`)}>{number("quantity", 1)}</Field>
          {booking.serviceType !== "parking" && (
            <Field label={t("mybookings.guests")}>{number("guests", 1)}</Field>
          )}
          {isPackage && (
            <Field label={t("changeBooking.parkingSpots")}>{number("parkingSpots", 0)}</Field>
          )}
        </div>
        <ExtrasSection extras={extras.data ?? []} addOnOpen={addActivity} />
        <button type="submit" className={`${submitClass} sm:w-auto`} disabled={isChecking}>
          {isChecking ? t("changeBooking.checking") : t("changeBooking.check")}
        </button>
      </form>
    </FormProvider>
  );
}
