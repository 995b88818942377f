import { parseIsoDate } from "@camp/shared/dates/stay-dates";
import * as Popover from "@radix-ui/react-popover";
import { format } from "date-fns";
import { type Ref, useId, useState } from "react";
import { DayPicker } from "react-day-picker";
import { ar } from "react-day-picker/locale/ar";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../i18n/i18n";
import { formatCalendarDay } from "../lib/format";
import { toLatinDigits } from "../lib/latin-digits";
import { fieldErrorClass, inputClass, labelClass } from "./form-classes";

const isoOf = (date: Date) => format(date, "yyyy-MM-dd");

type DateFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The first day that can be picked (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  /** Whether a day (YYYY-MM-DD) is crossed out: not enough units left for this request. */
  isSoldOut: (day: string) => boolean;
  /** The calendar shows this month; the form fetches its availability. */
  month: Date;
  onMonthChange: (month: Date) => void;
  error?: string;
  name: string;
  /** The form's handle on the field, so a failed submit can put focus on it. */
  inputRef: Ref<HTMLInputElement>;
};

/**
 * A stay date: typed as YYYY-MM-DD, or picked in a month calendar (react-day-picker) that refuses
 * days outside [firstDay, lastDay] and marks the nights already sold out.
 */
export function DateField(props: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const isArabic = toLanguage(i18n.language) === "ar";
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const selected = parseIsoDate(props.value);
  const first = parseIsoDate(props.firstDay);
  const last = parseIsoDate(props.lastDay);
  // A check-out day is crossed out for the nights before it, not for its own night.
  const soldOut =
    props.name === "checkOut"
      ? { day: t("bookingpage.soldOutStay"), legend: t("bookingpage.soldOutStayLegend") }
      : { day: t("bookingpage.soldOutNight"), legend: t("bookingpage.soldOutLegend") };

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={props.inputRef}
          id={id}
          name={props.name}
          type="text"
          dir="ltr"
          autoComplete="off"
          placeholder="YYYY-MM-DD"
          value={props.value}
          onChange={(event) => props.onChange(toLatinDigits(event.target.value))}
          onBlur={props.onBlur}
          aria-invalid={Boolean(props.error)}
          aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
          className={`${inputClass} mt-0 text-start`}
        />
        <Popover.Root
          open={isOpen}
          onOpenChange={(open) => {
            // Open at the chosen day, or at the first that can be picked (check-out: after check-in).
            if (open) props.onMonthChange(selected ?? first ?? new Date());
            setIsOpen(open);
          }}
        >
          <Popover.Trigger
            type="button"
            className="shrink-0 rounded-lg border border-sand-200 bg-white px-3 text-dune-900 hover:bg-sand-100"
            aria-label={t("bookingpage.openCalendar", { field: props.label })}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={6}
              collisionPadding={8}
              className="z-50 rounded-xl border border-sand-200 bg-white p-3 shadow-lg"
              aria-label={props.label}
              dir={isArabic ? "rtl" : "ltr"}
            >
              <DayPicker
                mode="single"
                autoFocus
                dir={isArabic ? "rtl" : "ltr"}
                locale={isArabic ? ar : undefined}
                selected={selected}
                month={props.month}
                onMonthChange={props.onMonthChange}
                startMonth={first}
                endMonth={last}
                disabled={[
                  ...(first ? [{ before: first }] : []),
                  ...(last ? [{ after: last }] : []),
                ]}
                modifiers={{ soldOut: (date) => props.isSoldOut(isoOf(date)) }}
                modifiersClassNames={{ soldOut: "booking-sold-out" }}
                labels={{
                  labelDayButton: (date, modifiers) => {
                    const day = formatCalendarDay(date, isArabic ? "ar" : "en");
                    return modifiers.soldOut ? `${day}, ${soldOut.day}` : day;
                  },
                }}
                onSelect={(date) => {
                  if (!date) return;
                  props.onChange(isoOf(date));
                  setIsOpen(false);
                }}
                footer={
                  // contain-inline-size: the legend wraps within the month's width instead of
                  // widening the popover (Radix sizes it to its content's max-content width).
                  <p className="mt-2 flex items-center gap-2 text-xs text-dune-800 contain-inline-size">
                    <span aria-hidden="true" className="booking-sold-out inline-block px-1">
                      31
                    </span>
                    {soldOut.legend}
                  </p>
                }
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
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
