import { isIsoDate, parseIsoDate } from "@camp/shared/dates/stay-dates";
import * as Popover from "@radix-ui/react-popover";
import { format } from "date-fns";
import { type Ref, useId, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import { ar } from "react-day-picker/locale/ar";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../i18n/i18n";
import { formatCalendarDay } from "../lib/format";
import { toLatinDigits } from "../lib/latin-digits";
import { CalendarIcon } from "./calendar-icon";
import { fieldErrorClass, inputClass, labelClass } from "./form-classes";

export type DateFieldProps = {
  label: string;
  /** The form field's name (a plain form reads it from FormData). */
  name: string;
  /** Controlled: the value as YYYY-MM-DD (or what was typed so far). */
  value?: string;
  /** Uncontrolled: the first value. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  id?: string;
};

const isoOf = (date: Date) => format(date, "yyyy-MM-dd");

/**
 * One date, as the site asks for dates (the booking form's StayRangeField): typed as YYYY-MM-DD,
 * the same in both languages and never month-first, or picked in a calendar (react-day-picker, in
 * Arabic from the right) that a button beside the field opens and that gives the focus back to it.
 * The browser's own date input is not used: en-US shows it month-first.
 */
export function DateField(props: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const isArabic = language === "ar";
  const ownId = useId();
  const id = props.id ?? ownId;
  const [inner, setInner] = useState(props.defaultValue ?? "");
  const value = props.value ?? inner;
  const [isOpen, setIsOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const chosen = isIsoDate(value) ? parseIsoDate(value) : undefined;
  const [month, setMonth] = useState<Date>(chosen ?? new Date());
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const change = (next: string) => {
    setInner(next);
    props.onChange?.(next);
  };

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <Popover.Root
        open={isOpen}
        onOpenChange={(next) => {
          if (next) setMonth(chosen ?? new Date());
          setIsOpen(next);
        }}
      >
        {/* The calendar opens under the whole field, from its start. */}
        <Popover.Anchor asChild>
          <div className="mt-1 flex gap-2">
            <input
              ref={props.inputRef}
              id={id}
              name={props.name}
              type="text"
              dir="ltr"
              autoComplete="off"
              placeholder="YYYY-MM-DD"
              value={value}
              onChange={(event) => change(toLatinDigits(event.target.value))}
              onBlur={props.onBlur}
              aria-invalid={Boolean(props.error)}
              aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
              className={`${inputClass} mt-0 text-start`}
            />
            <Popover.Trigger asChild>
              <button
                ref={opener}
                type="button"
                className="shrink-0 rounded-lg border border-sand-200 bg-white px-3 text-dune-900 hover:bg-sand-100"
                aria-label={t("bookingpage.openCalendar", { field: props.label })}
              >
                <CalendarIcon />
              </button>
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-h-(--radix-popover-content-available-height) max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl border border-sand-200 bg-white p-3 shadow-lg"
            aria-label={props.label}
            dir={isArabic ? "rtl" : "ltr"}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <DayPicker
              mode="single"
              autoFocus
              dir={isArabic ? "rtl" : "ltr"}
              locale={isArabic ? ar : undefined}
              selected={chosen}
              month={month}
              onMonthChange={setMonth}
              onSelect={(_day, date) => {
                change(isoOf(date));
                props.onBlur?.();
                setIsOpen(false);
              }}
              labels={{ labelDayButton: (date) => formatCalendarDay(date, language) }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <p id={hintId} className="mt-1 text-xs text-dune-800">
        {t("bookingpage.dateHint")}
      </p>
      {props.error && (
        <p id={errorId} className={fieldErrorClass}>
          {props.error}
        </p>
      )}
    </div>
  );
}
