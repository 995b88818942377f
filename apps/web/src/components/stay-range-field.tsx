import type { RateCalendar, RateUnitType } from "@camp/shared/rates/rate-calendar";
import * as Popover from "@radix-ui/react-popover";
import { type Ref, type RefObject, useId } from "react";
import { StayCalendar } from "./stay-calendar";
import { StayDateInput } from "./stay-date-input";
import { STAY_FIELDS, type StayField, useStayRange } from "./use-stay-range";

// The forms' resolvers place a broken stay rule on its field with these; they keep this address.
export { type StayField, stayRuleField, stayRuleMessage } from "./use-stay-range";

export type StayRangeFieldProps = {
  labels: Record<StayField, string>;
  values: Record<StayField, string>;
  onChange: (name: StayField, value: string) => void;
  onBlur: (name: StayField) => void;
  inputRefs: Record<StayField, Ref<HTMLInputElement>>;
  errors: Partial<Record<StayField, string>>;
  /** Dubai's today: the first day a stay can start. */
  today: string;
  /** The last day a stay can start (the booking horizon). */
  lastDay: string;
  /** What one night starting on `day` costs (fils), for one unit of what is booked. */
  nightPrice?: (day: string) => number | undefined;
  /** The legend's words for the prices under the days. */
  priceLegend?: string;
  /** The nights staff set a rate or rule for; none: no day is closed, no stay too short. */
  calendar?: RateCalendar;
  /** The unit types the stay takes, whose stay rules it keeps (a package: all its parts). */
  unitTypes: readonly RateUnitType[];
  /** Nights with fewer units left than asked for: crossed out, still choosable (decision 010). */
  shortNights?: { has: (night: string) => boolean };
  month: Date;
  onMonthChange: (month: Date) => void;
};

/**
 * Check-in and check-out: typed as YYYY-MM-DD, or picked as one range in one calendar that shows
 * each night's price, marks the days a stay cannot start or end on, and, once check-in is picked,
 * the check-outs that would break a minimum or maximum stay (the rate calendar, decision 025).
 * A marked day stays focusable, so a screen reader hears why; picking it says so, in the server's
 * words, instead of choosing it. Each field has its own button, which opens the calendar at that
 * end of the stay and gets the focus back when it closes.
 */
export function StayRangeField(props: StayRangeFieldProps) {
  const id = useId();
  const calendarId = `${id}-calendar`;
  const rules = {
    calendar: props.calendar,
    unitTypes: props.unitTypes,
    shortNights: props.shortNights,
  };
  const range = useStayRange({
    values: props.values,
    onChange: props.onChange,
    onMonthChange: props.onMonthChange,
    today: props.today,
    lastDay: props.lastDay,
    rules,
  });
  const { refs } = range;
  return (
    <Popover.Root
      open={range.isOpen}
      onOpenChange={(next) => {
        if (!next) range.close();
      }}
    >
      <Popover.Anchor virtualRef={refs.anchor as RefObject<HTMLElement>} />
      <div className="grid gap-4 sm:grid-cols-2">
        {STAY_FIELDS.map((name) => (
          <StayDateInput
            key={name}
            name={name}
            id={`${id}-${name}`}
            label={props.labels[name]}
            value={props.values[name]}
            error={props.errors[name]}
            inputRef={props.inputRefs[name]}
            rowRef={refs.rows[name]}
            openerRef={refs.openers[name]}
            isOpen={range.isOpen}
            calendarId={calendarId}
            onChange={(value) => props.onChange(name, value)}
            onBlur={() => props.onBlur(name)}
            onToggle={() => range.toggle(name)}
          />
        ))}
      </div>
      <StayCalendar
        id={calendarId}
        range={range}
        rules={rules}
        today={props.today}
        nightPrice={props.nightPrice}
        priceLegend={props.priceLegend}
        month={props.month}
        onMonthChange={props.onMonthChange}
      />
    </Popover.Root>
  );
}
