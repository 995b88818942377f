import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { packageFormToRequest } from "@camp/shared/booking/booking-forms";
import { bookingLimits } from "@camp/shared/booking/booking-limits";
import { addDaysIso, isIsoDate, parseIsoDate } from "@camp/shared/dates/stay-dates";
import type { ExtraChoice } from "@camp/shared/extras/extras-schemas";
import type { RateCalendar, RateUnitType } from "@camp/shared/rates/rate-calendar";
import { findStayRuleBreak } from "@camp/shared/rates/stay-rules";
import { startOfMonth } from "date-fns";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { FormProvider, type Path, useController, useForm, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCamps, useParking, useRooms } from "../../../api/get-catalogue";
import { useExtras } from "../../../api/get-extras";
import { useRateCalendar } from "../../../api/get-rate-calendar";
import { ExtrasSection } from "../../../components/extras-section";
import { inputClass, labelClass, submitClass } from "../../../components/form-classes";
import { useFieldError } from "../../../components/form-field-error";
import {
  StayRangeField,
  stayRuleField,
  stayRuleMessage,
} from "../../../components/stay-range-field";
import { nightPriceOn, toRates } from "../../../lib/stay-rates";
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

/** The unit types the booking's kind takes (its stay rules), and those one night's price adds. */
function unitTypesOf(booking: StoredBooking, values: ChangeValues) {
  if (booking.bookingType === "package") {
    const unit: RateUnitType[] = ["master", "kids", "camp"];
    return { ruled: values.parkingSpots > 0 ? [...unit, "parking" as const] : unit, priced: unit };
  }
  const one: RateUnitType[] =
    booking.serviceType === "room"
      ? [values.roomType]
      : booking.serviceType === "camp"
        ? ["camp"]
        : ["parking"];
  return { ruled: one, priced: one };
}

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
  const form = useChangeFormState(booking, problems, onEdit);
  const values = form.watch();
  const [month, setMonth] = useState(() =>
    startOfMonth(parseIsoDate(booking.checkIn) ?? new Date()),
  );
  const { rates, calendar } = useChangeRates(today);
  const unitTypes = unitTypesOf(booking, values);
  const isPackage = booking.bookingType === "package";
  const unitsKey = isPackage ? "package" : booking.serviceType;
  const onSubmit = form.handleSubmit((checked) => {
    // The rate calendar's stay rules, in the server's words, before the price is asked for.
    const broken = stayRuleBreakOf(booking, calendar, checked);
    if (broken) {
      form.setError(
        stayRuleField(broken.code),
        { type: "stayRule", message: stayRuleMessage(broken) },
        { shouldFocus: true },
      );
      return;
    }
    onCheck(toChangeRequest(booking, checked));
  });
  return (
    <FormProvider {...form}>
      <form
        className="space-y-4 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
        onSubmit={onSubmit}
      >
        <ChangeDates
          today={today}
          month={month}
          onMonthChange={setMonth}
          calendar={calendar}
          unitTypes={unitTypes.ruled}
          nightPrice={rates ? (day) => nightPriceOn(rates, unitTypes.priced, day) : undefined}
          priceLegend={t(`bookingpage.stayCalendar.priceLegend.${unitsKey}`)}
        />
        <UnitFields booking={booking} unitsKey={unitsKey} />
        <ExtrasSection extras={extras.data ?? []} addOnOpen={addActivity} />
        <button type="submit" className={`${submitClass} sm:w-auto`} disabled={isChecking}>
          {isChecking ? t("changeBooking.checking") : t("changeBooking.check")}
        </button>
      </form>
    </FormProvider>
  );
}

/**
 * The form, prefilled with the booking as it is: any edit clears the last price check, and the
 * server's word on a date or an activity goes on its field, as on the booking form.
 */
function useChangeFormState(booking: StoredBooking, problems: FieldProblem[], onEdit: () => void) {
  const form = useForm<ChangeValues>({ defaultValues: valuesOf(booking) });
  const { setError, watch } = form;
  useEffect(() => {
    const subscription = watch(() => onEdit());
    return () => subscription.unsubscribe();
  }, [watch, onEdit]);
  // The server's word on an activity goes on its field, as on the booking form.
  useEffect(() => {
    for (const [index, problem] of problems.entries()) {
      const isDate = problem.name === "checkIn" || problem.name === "checkOut";
      if (!isDate && !problem.name.startsWith("extras.")) continue;
      setError(
        problem.name as Path<ChangeValues>,
        { type: "server", message: problem.message },
        { shouldFocus: index === 0 },
      );
    }
  }, [problems, setError]);
  return form;
}

/** The first stay rule of the rate calendar the typed dates break, if they are dates at all. */
function stayRuleBreakOf(
  booking: StoredBooking,
  calendar: RateCalendar | undefined,
  checked: ChangeValues,
) {
  const { checkIn, checkOut } = checked;
  return isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn
    ? findStayRuleBreak(calendar, unitTypesOf(booking, checked).ruled, checkIn, checkOut)
    : null;
}

/** The room type (rooms), the units, the guests (not parking) and a package's parking spots. */
function UnitFields({
  booking,
  unitsKey,
}: {
  booking: StoredBooking;
  unitsKey: "package" | StoredBooking["serviceType"];
}) {
  const { t } = useTranslation();
  const { register } = useFormContext<ChangeValues>();
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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
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
      {booking.bookingType === "package" && (
        <Field label={t("changeBooking.parkingSpots")}>{number("parkingSpots", 0)}</Field>
      )}
    </div>
  );
}

/**
 * The rate calendar (its stay rules), and the catalogue's prices with it for the calendar's
 * prices, undefined until the catalogue is in; the price check is what the change costs.
 */
function useChangeRates(today: string) {
  const rooms = useRooms().data;
  const camp = useCamps().data?.[0];
  const parking = useParking().data;
  const pricing = useRateCalendar(today);
  const calendar = pricing?.calendar;
  const rates = useMemo(
    () =>
      rooms && parking !== undefined
        ? toRates({
            rooms,
            camp,
            parking,
            calendar,
            tax: pricing?.tax,
            weekendDays: pricing?.weekendDays,
          })
        : undefined,
    [rooms, camp, parking, calendar, pricing?.tax, pricing?.weekendDays],
  );
  return { rates, calendar };
}

/**
 * The new dates, typed or picked as one range. No night is crossed out here: the booking's own
 * nights are free to it, which the public availability cannot tell, and the price check says
 * what fits.
 */
function ChangeDates(props: {
  today: string;
  month: Date;
  onMonthChange: (month: Date) => void;
  calendar: RateCalendar | undefined;
  unitTypes: RateUnitType[];
  nightPrice: ((day: string) => number | undefined) | undefined;
  priceLegend: string;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const checkIn = useController<ChangeValues, "checkIn">({ name: "checkIn" }).field;
  const checkOut = useController<ChangeValues, "checkOut">({ name: "checkOut" }).field;
  const fields = { checkIn, checkOut };
  return (
    <StayRangeField
      labels={{ checkIn: t("changeBooking.checkIn"), checkOut: t("changeBooking.checkOut") }}
      values={{ checkIn: checkIn.value ?? "", checkOut: checkOut.value ?? "" }}
      onChange={(name, value) => fields[name].onChange(value)}
      onBlur={(name) => fields[name].onBlur()}
      inputRefs={{ checkIn: checkIn.ref, checkOut: checkOut.ref }}
      errors={{ checkIn: fieldError("checkIn"), checkOut: fieldError("checkOut") }}
      today={props.today}
      lastDay={addDaysIso(props.today, bookingLimits.maxDaysAhead)}
      {...(props.nightPrice ? { nightPrice: props.nightPrice } : {})}
      priceLegend={props.priceLegend}
      calendar={props.calendar}
      unitTypes={props.unitTypes}
      month={props.month}
      onMonthChange={(next) => props.onMonthChange(startOfMonth(next))}
    />
  );
}
