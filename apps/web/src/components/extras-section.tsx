import { isIsoDate, listNights } from "@camp/shared/dates/stay-dates";
import { extraLimits } from "@camp/shared/extras/extras-messages";
import { isOfferedOn, type PublicExtra } from "@camp/shared/extras/public-extras";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { type UseFormRegisterReturn, useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useExtraAvailability } from "../api/get-extra-availability";
import { useListedVatRate } from "../api/get-rate-calendar";
import { toLanguage } from "../i18n/i18n";
import { formatNumber, formatPrice, formatStayDate } from "../lib/format";
import { fieldErrorClass, inputClass, labelClass } from "./form-classes";
import { readCount, useFieldError } from "./form-field-error";

type ExtrasValues = {
  checkIn: string;
  checkOut: string;
  extras?: { id: string; date: string; quantity: number }[];
};

/**
 * "Add activities": an activity, a day of the stay (only days it is offered and not sold out can
 * be chosen) and how many people or groups; the estimate beside the form and the server's quote
 * include them. Native selects and a text field with labels: keyboard and screen readers work as
 * on the rest of the form, and the layout mirrors in Arabic through logical properties; a row lays
 * out by the width of the section (a container query), not of the screen. Shared by
 * the booking form and the change of a booking (My bookings), which sends the whole list.
 * `addOnOpen` adds one row, focused, as soon as the activities and the stay are known.
 */
export function ExtrasSection({
  extras,
  addOnOpen = false,
}: {
  extras: PublicExtra[];
  addOnOpen?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { control, watch } = useFormContext<ExtrasValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "extras" });
  const checkIn = watch("checkIn") ?? "";
  const checkOut = watch("checkOut") ?? "";
  const hasStay = isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn;
  const nights = hasStay ? listNights(checkIn, checkOut) : [];
  const availability = useExtraAvailability(
    hasStay && nights.length <= 62 ? { from: checkIn, to: checkOut } : undefined,
  );
  const remainingOf = (extraId: string, date: string) =>
    availability.data?.find((row) => row.id === extraId)?.days.find((day) => day.date === date)
      ?.remaining;

  const first = extras[0];
  const firstOpenDay =
    (first &&
      nights.find(
        (night) => isOfferedOn(first, night) && (remainingOf(first.id, night) ?? 1) > 0,
      )) ??
    nights[0] ??
    "";
  const added = useRef(false);
  const canAdd = hasStay && fields.length < extraLimits.maxPerBooking;
  useEffect(() => {
    if (!addOnOpen || added.current || !first || !canAdd) return;
    added.current = true;
    append({ id: first.id, date: firstOpenDay, quantity: 1 }, { shouldFocus: true });
  }, [addOnOpen, first, canAdd, firstOpenDay, append]);

  if (!first) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="@container rounded-xl border border-sand-200 p-4"
    >
      <h2 id={headingId} className="text-base font-semibold text-dune-900">
        {t("bookingpage.extras.title")}
      </h2>
      <p className="mt-1 text-sm text-dune-800">
        {hasStay ? t("bookingpage.extras.hint") : t("bookingpage.extras.datesFirst")}
      </p>
      <ul className="mt-3 space-y-4">
        {fields.map((field, index) => (
          <ExtraRow
            key={field.id}
            index={index}
            extras={extras}
            nights={nights}
            remainingOf={remainingOf}
            onRemove={() => remove(index)}
          />
        ))}
      </ul>
      {canAdd && (
        <button
          type="button"
          className="mt-3 rounded-full border border-dune-800 px-4 py-2 text-sm font-semibold text-dune-800 hover:bg-sand-100"
          onClick={() => append({ id: first.id, date: firstOpenDay, quantity: 1 })}
        >
          {t("bookingpage.extras.add")}
        </button>
      )}
    </section>
  );
}

function ExtraRow({
  index,
  extras,
  nights,
  remainingOf,
  onRemove,
}: {
  index: number;
  extras: PublicExtra[];
  nights: string[];
  remainingOf: RemainingOf;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const id = useId();
  const fieldError = useFieldError();
  const listedVatRate = useListedVatRate();
  const { register, watch } = useFormContext<ExtrasValues>();
  const choice = watch(`extras.${index}`);
  const extra = extras.find((candidate) => candidate.id === choice?.id);
  const errors = {
    id: fieldError(`extras.${index}.id`),
    date: fieldError(`extras.${index}.date`),
    quantity: fieldError(`extras.${index}.quantity`),
  };
  const left = extra && choice?.date ? remainingOf(extra.id, choice.date) : undefined;
  // The day chosen stays listed even if it closed since, so the field shows what was chosen.
  const dayOptions =
    nights.includes(choice?.date ?? "") || !choice?.date ? nights : [choice.date, ...nights];

  // Registered here, in the order the fields show: the first field in error takes focus.
  return (
    <li className="grid gap-3 rounded-lg bg-sand-50 p-3 @md:grid-cols-2 @md:items-start @2xl:grid-cols-[2fr_2fr_1fr_auto]">
      <ActivitySelect
        id={`${id}-activity`}
        error={errors.id}
        registration={register(`extras.${index}.id`)}
        extras={extras}
        listedVatRate={listedVatRate}
      />
      <DaySelect
        id={`${id}-date`}
        error={errors.date}
        registration={register(`extras.${index}.date`)}
        days={dayOptions}
        chosen={choice?.date}
        extra={extra}
        remainingOf={remainingOf}
      />
      <QuantityField
        id={`${id}-quantity`}
        error={errors.quantity}
        registration={register(`extras.${index}.quantity`, { setValueAs: readCount })}
        perWhat={extra?.priceType === "group" ? "group" : "person"}
        left={left}
      />
      <button
        type="button"
        onClick={onRemove}
        className="self-end rounded-full px-3 py-2 text-sm font-semibold text-red-800 underline hover:bg-red-50 @2xl:mt-6"
        aria-label={t("bookingpage.extras.removeNamed", {
          name: extra?.name ?? "",
          date: choice?.date ? formatStayDate(choice.date, language) : "",
        })}
      >
        {t("bookingpage.extras.remove")}
      </button>
    </li>
  );
}

type RemainingOf = (extraId: string, date: string) => number | undefined;

/** A field's error under it, named by the field's aria-describedby. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className={fieldErrorClass}>
      {error}
    </p>
  );
}

/** A labelled select of an activity row, its error under it and named by it. */
function SelectField({
  id,
  label,
  error,
  registration,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Which activity: each with its price (per person or per group) and, with VAT, "incl. VAT". */
function ActivitySelect({
  id,
  error,
  registration,
  extras,
  listedVatRate,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  extras: PublicExtra[];
  listedVatRate: number;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <SelectField
      id={id}
      label={t("bookingpage.extras.activity")}
      error={error}
      registration={registration}
    >
      {extras.map((option) => (
        <option key={option.id} value={option.id}>
          {t(`bookingpage.extras.option.${option.priceType}`, {
            name: option.name,
            price: formatPrice(option.price, language),
            vat: listedVatRate > 0 ? t("prices.inclVatSuffix") : "",
          })}
        </option>
      ))}
    </SelectField>
  );
}

/** Which day of the stay: a day the activity is not offered or is sold out cannot be chosen. */
function DaySelect({
  id,
  error,
  registration,
  days,
  chosen,
  extra,
  remainingOf,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  days: string[];
  chosen: string | undefined;
  extra: PublicExtra | undefined;
  remainingOf: RemainingOf;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const dayLabel = (night: string) => {
    const date = formatStayDate(night, language);
    if (!extra) return date;
    if (!isOfferedOn(extra, night)) return t("bookingpage.extras.notOffered", { date });
    const remaining = remainingOf(extra.id, night);
    if (remaining === 0) return t("bookingpage.extras.soldOut", { date });
    return date;
  };
  const isClosed = (night: string) =>
    !extra || !isOfferedOn(extra, night) || remainingOf(extra.id, night) === 0;
  return (
    <SelectField
      id={id}
      label={t("bookingpage.extras.day")}
      error={error}
      registration={registration}
    >
      {days.map((night) => (
        <option key={night} value={night} disabled={isClosed(night) && night !== chosen}>
          {dayLabel(night)}
        </option>
      ))}
    </SelectField>
  );
}

/** How many people or groups, with how many places are left that day (or the most one may book). */
function QuantityField({
  id,
  error,
  registration,
  perWhat,
  left,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  perWhat: "group" | "person";
  left: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t(`bookingpage.extras.quantity.${perWhat}`)}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={inputClass}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        {...registration}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-dune-800">
        {left !== undefined && left > 0
          ? t("bookingpage.extras.left", { formatted: formatNumber(left, language) })
          : t("bookingpage.extras.max", { max: formatNumber(extraLimits.maxQuantity, language) })}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
