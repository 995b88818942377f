import { toMajorUnits } from "@camp/shared/catalogue/money";
import { parseIsoDate } from "@camp/shared/dates/stay-dates";
import * as Popover from "@radix-ui/react-popover";
import { type RefObject, useEffect, useRef, useSyncExternalStore } from "react";
import { DayPicker, type Modifiers } from "react-day-picker";
import { ar } from "react-day-picker/locale/ar";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../i18n/i18n";
import { useServerMessage } from "../i18n/server-messages";
import { formatCalendarDay, formatPrice, formatStayDate } from "../lib/format";
import { DayFactsContext, PricedDayButton } from "./priced-day-button";
import { StayCalendarLegend } from "./stay-calendar-legend";
import {
  isoOf,
  STAY_FIELDS,
  type StayRange,
  type StayRules,
  stayRuleMessage,
} from "./use-stay-range";

const WIDE = "(min-width: 48rem)";
function subscribeWide(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const media = window.matchMedia(WIDE);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}
/** Two months side by side where they fit (a laptop), one on a phone. */
function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => typeof window.matchMedia === "function" && window.matchMedia(WIDE).matches,
    () => false,
  );
}

/**
 * The open calendar of the stay: one range over one or two months, each day's night price, the
 * marked days and what picking says (a day's label names its price and marks for a screen
 * reader), then the legend. Closing it gives the focus back to the button that opened it.
 */
export function StayCalendar(props: {
  id: string;
  range: StayRange;
  rules: StayRules;
  today: string;
  nightPrice: ((day: string) => number | undefined) | undefined;
  priceLegend: string | undefined;
  month: Date;
  onMonthChange: (month: Date) => void;
}) {
  const { t, i18n } = useTranslation();
  const isArabic = toLanguage(i18n.language) === "ar";
  const { range } = props;
  const { dayLabel, instruction } = useCalendarWords(range, props.nightPrice);
  const isWide = useIsWide();
  const content = useRef<HTMLDivElement>(null);
  const { checkIn, checkOut, isPickingCheckOut, first, last } = range;
  const { openers, openedBy } = range.refs;

  return (
    <Popover.Portal>
      <Popover.Content
        ref={content}
        id={props.id}
        align="start"
        sideOffset={6}
        collisionPadding={8}
        side="bottom"
        className="stay-calendar z-50 max-h-(--radix-popover-content-available-height) max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl border border-sand-200 bg-white p-3 shadow-lg"
        aria-label={t("bookingpage.stayCalendar.title")}
        dir={isArabic ? "rtl" : "ltr"}
        onInteractOutside={(event) => keepOpenForOwnButtons(event, openers)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          openers[openedBy.current].current?.focus();
        }}
      >
        <DayFactsContext.Provider value={{ nightPrice: props.nightPrice }}>
          <DayPicker
            mode="range"
            autoFocus
            dir={isArabic ? "rtl" : "ltr"}
            locale={isArabic ? ar : undefined}
            numberOfMonths={isWide ? 2 : 1}
            selected={{ from: parseIsoDate(checkIn), to: parseIsoDate(checkOut) }}
            onSelect={(_range, date) => range.pick(isoOf(date))}
            month={props.month}
            onMonthChange={props.onMonthChange}
            startMonth={first}
            endMonth={range.endMonth}
            disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
            modifiers={range.marks}
            modifiersClassNames={MARK_CLASSES}
            components={{ DayButton: PricedDayButton }}
            labels={{ labelDayButton: dayLabel }}
            footer={
              <p className="mt-2 text-sm font-medium text-dune-900 contain-inline-size">
                {range.notice || instruction}
              </p>
            }
          />
        </DayFactsContext.Provider>
        {range.focusDay && <FocusDayOnOpen day={range.focusDay} container={content} />}
        <StayCalendarLegend
          month={props.month}
          today={props.today}
          nightPrice={props.nightPrice}
          priceLegend={props.priceLegend}
          rules={props.rules}
          isPickingCheckOut={isPickingCheckOut}
        />
      </Popover.Content>
    </Popover.Portal>
  );
}

/** The day buttons' labels (the day, its price and marks, for a screen reader) and what to pick now. */
function useCalendarWords(
  range: StayRange,
  nightPrice: ((day: string) => number | undefined) | undefined,
) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const translate = useServerMessage();
  const { checkIn, checkOut, isPickingCheckOut } = range;
  const dayLabel = (date: Date, modifiers: Modifiers = {}) => {
    const day = isoOf(date);
    const price = modifiers.disabled ? undefined : nightPrice?.(day);
    const broken = modifiers.stayRule ? range.lengthRuleOn(day) : null;
    return [
      formatCalendarDay(date, language),
      day === checkIn && t("bookingpage.stayCalendar.yourCheckIn"),
      day === checkOut && t("bookingpage.stayCalendar.yourCheckOut"),
      price !== undefined &&
        t("bookingpage.stayCalendar.dayPrice", {
          price: formatPrice(toMajorUnits(price), language),
        }),
      modifiers.soldOut &&
        t(isPickingCheckOut ? "bookingpage.soldOutStay" : "bookingpage.soldOutNight"),
      modifiers.noArrival && t("bookingpage.stayCalendar.noArrival"),
      modifiers.noDeparture && t("bookingpage.stayCalendar.noDeparture"),
      broken && translate(stayRuleMessage(broken)),
    ]
      .filter(Boolean)
      .join(", ");
  };
  const instruction = isPickingCheckOut
    ? t("bookingpage.stayCalendar.pickCheckOut", {
        date: formatStayDate(checkIn, language),
      })
    : t("bookingpage.stayCalendar.pickCheckIn");
  return { dayLabel, instruction };
}

/** How the calendar marks a day, as classes (the legend explains each). */
const MARK_CLASSES = {
  soldOut: "booking-sold-out",
  noArrival: "booking-no-arrival",
  noDeparture: "booking-no-departure",
  stayRule: "booking-stay-rule",
};

/** Its own buttons open, switch or close it themselves: a press on them does not close it. */
function keepOpenForOwnButtons(
  event: { target: EventTarget | null; preventDefault: () => void },
  openers: StayRange["refs"]["openers"],
) {
  const target = event.target as Node | null;
  if (STAY_FIELDS.some((name) => target && openers[name].current?.contains(target))) {
    event.preventDefault();
  }
}

/**
 * Moves the focus, once, from the day the calendar focuses itself (the stay's first) to `day`:
 * opened from check-out, the arrow keys start from the check-out.
 */
function FocusDayOnOpen({
  day,
  container,
}: {
  day: string;
  container: RefObject<HTMLElement | null>;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the calendar opens.
  useEffect(() => {
    container.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"] button`)?.focus();
  }, []);
  return null;
}
