import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { packageFormToRequest } from "@camp/shared/booking/booking-forms";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { inputClass, labelClass, submitClass } from "../../../components/form-classes";
import type { ChangeRequest } from "../api/check-change";

/** The booking's own fields, prefilled with what it is now; the server checks every rule. */
type Values = {
  checkIn: string;
  checkOut: string;
  roomType: "master" | "kids";
  quantity: number;
  guests: number;
  parkingSpots: number;
};

function valuesOf(booking: StoredBooking): Values {
  return {
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    roomType: booking.roomType ?? "master",
    quantity: booking.quantity,
    guests: booking.guests,
    parkingSpots: booking.services?.parking.quantity ?? 0,
  };
}

/** The request of the booking's kind, as check-availability takes it. */
export function toChangeRequest(booking: StoredBooking, values: Values): ChangeRequest {
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

function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
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

/** The change form: dates, units, guests and (rooms) the room type of the booking's kind. */
export function ChangeForm({
  booking,
  today,
  isChecking,
  onCheck,
  onEdit,
}: {
  booking: StoredBooking;
  today: string;
  isChecking: boolean;
  onCheck: (request: ChangeRequest) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(booking));
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    onEdit();
  };
  const number = (key: "quantity" | "guests" | "parkingSpots", min: number) => (id: string) => (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={min}
      className={inputClass}
      value={values[key]}
      onChange={(event) => set(key, Number(event.target.value))}
    />
  );
  const isPackage = booking.bookingType === "package";
  const unitsKey = isPackage ? "package" : booking.serviceType;
  return (
    <form
      className="space-y-4 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onCheck(toChangeRequest(booking, values));
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("changeBooking.checkIn")}>
          {(id) => (
            <input
              id={id}
              type="date"
              min={today}
              className={inputClass}
              value={values.checkIn}
              onChange={(event) => set("checkIn", event.target.value)}
            />
          )}
        </Field>
        <Field label={t("changeBooking.checkOut")}>
          {(id) => (
            <input
              id={id}
              type="date"
              min={values.checkIn}
              className={inputClass}
              value={values.checkOut}
              onChange={(event) => set("checkOut", event.target.value)}
            />
          )}
        </Field>
        {booking.serviceType === "room" && (
          <Field label={t("changeBooking.roomType")}>
            {(id) => (
              <select
                id={id}
                className={inputClass}
                value={values.roomType}
                onChange={(event) => set("roomType", event.target.value as Values["roomType"])}
              >
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
      <button type="submit" className={`${submitClass} sm:w-auto`} disabled={isChecking}>
        {isChecking ? t("changeBooking.checking") : t("changeBooking.check")}
      </button>
    </form>
  );
}
