import { FEED_MAX_UNITS } from "@camp/shared/channels/calendar-feeds";
import type { InputHTMLAttributes, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";

/** One field of a feed form: its label, the control, a hint and its message, tied together by id. */
export function FeedField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control, given the props that tie it to the label, hint and message. */
  children: (control: InputHTMLAttributes<HTMLElement> & { className: string }) => ReactNode;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        className: inputClass,
        "aria-invalid": Boolean(error),
        "aria-describedby": described || undefined,
      })}
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

/** A field of the add and edit forms, tied to its form by `registration`. */
type RegisteredField = {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

/** A feed's name, as the add and edit forms ask for it. */
export function FeedNameField(props: RegisteredField & { hint?: string }) {
  const { t } = useTranslation();
  return (
    <FeedField
      id={props.id}
      label={t("adminChannels.add.name")}
      hint={props.hint}
      error={props.error}
    >
      {(control) => <input type="text" autoComplete="off" {...control} {...props.registration} />}
    </FeedField>
  );
}

/** How many units each booking of the feed takes (1 to FEED_MAX_UNITS), in the add and edit forms. */
export function FeedUnitsField(props: RegisteredField) {
  const { t } = useTranslation();
  return (
    <FeedField
      id={props.id}
      label={t("adminChannels.add.units")}
      hint={t("adminChannels.add.unitsHint")}
      error={props.error}
    >
      {(control) => (
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={FEED_MAX_UNITS}
          step={1}
          {...control}
          {...props.registration}
        />
      )}
    </FeedField>
  );
}
