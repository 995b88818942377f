import type { Ref, RefObject } from "react";
import { useTranslation } from "react-i18next";
import { toLatinDigits } from "../lib/latin-digits";
import { CalendarIcon } from "./calendar-icon";
import { fieldErrorClass, inputClass, labelClass } from "./form-classes";
import type { StayField } from "./use-stay-range";

/**
 * One end of the stay: typed as YYYY-MM-DD (Arabic digits read as Latin ones), with its own
 * button that opens the calendar at that end, the format's hint and the field's message.
 */
export function StayDateInput(props: {
  name: StayField;
  /** The field's id: its hint and message take it as their prefix. */
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  /** The row the calendar opens under. */
  rowRef: RefObject<HTMLDivElement | null>;
  openerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  calendarId: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  const { error, isOpen } = props;
  return (
    <div ref={props.rowRef}>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={props.inputRef}
          id={props.id}
          name={props.name}
          type="text"
          dir="ltr"
          autoComplete="off"
          placeholder="YYYY-MM-DD"
          value={props.value}
          onChange={(event) => props.onChange(toLatinDigits(event.target.value))}
          onBlur={props.onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className={`${inputClass} mt-0 text-start`}
        />
        <button
          ref={props.openerRef}
          type="button"
          className="shrink-0 rounded-lg border border-sand-200 bg-white px-3 text-dune-900 hover:bg-sand-100"
          aria-label={t("bookingpage.openCalendar", { field: props.label })}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? props.calendarId : undefined}
          onClick={props.onToggle}
        >
          <CalendarIcon />
        </button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-dune-800">
        {t("bookingpage.dateHint")}
      </p>
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
