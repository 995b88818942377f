import { bookingLimits } from "@camp/shared/booking/booking-limits";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { addDaysIso, isIsoDate, parseIsoDate } from "@camp/shared/dates/stay-dates";
import type { RateCalendar, RateUnitType } from "@camp/shared/rates/rate-calendar";
import {
  findStayRuleBreak,
  isClosedToArrival,
  isClosedToDeparture,
  type StayRuleBreak,
} from "@camp/shared/rates/stay-rules";
import * as Popover from "@radix-ui/react-popover";
import { format } from "date-fns";
import {
  createContext,
  type ReactNode,
  type Ref,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { type DayButtonProps, DayPicker, type Modifiers } from "react-day-picker";
import { ar } from "react-day-picker/locale/ar";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { useListedVatRate } from "../api/get-rate-calendar";
import { toLanguage } from "../i18n/i18n";
import { codedMessage, useServerMessage } from "../i18n/server-messages";
import { formatCalendarDay, formatNumber, formatPrice, formatStayDate } from "../lib/format";
import { toLatinDigits } from "../lib/latin-digits";
import { isShortCheckOut } from "../lib/short-nights";
import { CalendarIcon } from "./calendar-icon";
import { fieldErrorClass, inputClass, labelClass } from "./form-classes";

export type StayField = "checkIn" | "checkOut";
const FIELDS: StayField[] = ["checkIn", "checkOut"];

const isoOf = (date: Date) => format(date, "yyyy-MM-dd");

/** Where a stay rule's message belongs: an arrival on check-in, the rest on check-out. */
export const stayRuleField = (code: StayRuleBreak["code"]): StayField =>
  code === "CLOSED_TO_ARRIVAL" ? "checkIn" : "checkOut";

/** A stay rule broken, as a field message the page shows in its language (the server's words). */
export const stayRuleMessage = (broken: StayRuleBreak) => {
  const { code, ...params } = broken;
  return codedMessage(code, params);
};

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

type LegendEntry = { key: string; sample: ReactNode; text: string };

type DayFacts = { nightPrice?: (day: string) => number | undefined };
const DayFactsContext = createContext<DayFacts>({});

/**
 * A day of the calendar, and its night's price under its number. The price lies beside the button,
 * over its lower part, not inside it: its label says the price in words, and a button's visible
 * text must be part of its name (WCAG 2.5.3), which "26" is and "26950" would not be.
 */
function PricedDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const { nightPrice } = useContext(DayFactsContext);
  const { i18n } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  // As the library's own day button: the grid moves focus by marking a day focused.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const price = modifiers.disabled || modifiers.outside ? undefined : nightPrice?.(isoOf(day.date));
  return (
    <>
      <button ref={ref} {...buttonProps}>
        {children}
      </button>
      {price !== undefined && (
        <span aria-hidden="true" className="stay-day-price">
          {formatNumber(toMajorUnits(price), toLanguage(i18n.language))}
        </span>
      )}
    </>
  );
}

/** About the open calendar's height (a month, its instruction and legend), in CSS pixels. */
const CALENDAR_HEIGHT = 520;

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
 * Check-in and check-out: typed as YYYY-MM-DD, or picked as one range in one calendar that shows
 * each night's price, marks the days a stay cannot start or end on, and, once check-in is picked,
 * the check-outs that would break a minimum or maximum stay (the rate calendar, decision 025).
 * A marked day stays focusable, so a screen reader hears why; picking it says so, in the server's
 * words, instead of choosing it. Each field has its own button, which opens the calendar at that
 * end of the stay and gets the focus back when it closes.
 */
export function StayRangeField(props: StayRangeFieldProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const isArabic = language === "ar";
  const translate = useServerMessage();
  const isWide = useIsWide();
  const listedVatRate = useListedVatRate();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [phase, setPhase] = useState<StayField>("checkIn");
  const [notice, setNotice] = useState("");
  const openers = {
    checkIn: useRef<HTMLButtonElement>(null),
    checkOut: useRef<HTMLButtonElement>(null),
  };
  const openedBy = useRef<StayField>("checkIn");
  const content = useRef<HTMLDivElement>(null);
  const rows = { checkIn: useRef<HTMLDivElement>(null), checkOut: useRef<HTMLDivElement>(null) };
  /** The calendar opens under the field whose button opened it. */
  const anchor = useRef<HTMLElement | null>(null);
  /** The day that gets the focus as the calendar opens at check-out: the check-out chosen. */
  const [focusDay, setFocusDay] = useState("");

  const { calendar, unitTypes, today } = props;
  const checkIn =
    isIsoDate(props.values.checkIn) && props.values.checkIn >= today ? props.values.checkIn : "";
  const checkOut =
    checkIn && isIsoDate(props.values.checkOut) && props.values.checkOut > checkIn
      ? props.values.checkOut
      : "";
  const isPickingCheckOut = phase === "checkOut" && checkIn !== "";
  const lastCheckOut = checkIn ? addDaysIso(checkIn, bookingLimits.maxNights) : undefined;
  const first = parseIsoDate(today);
  const last = parseIsoDate(isPickingCheckOut && lastCheckOut ? lastCheckOut : props.lastDay);
  const endMonth = parseIsoDate(addDaysIso(props.lastDay, bookingLimits.maxNights));

  const shortNights = props.shortNights ?? new Set<string>();
  /** The minimum or maximum stay a check-out on `day` would break, after this check-in. */
  const lengthRuleOn = (day: string) => {
    if (!checkIn || day <= checkIn) return null;
    const broken = findStayRuleBreak(calendar, unitTypes, checkIn, day);
    return broken?.code === "STAY_TOO_SHORT" || broken?.code === "STAY_TOO_LONG" ? broken : null;
  };
  const marks = {
    soldOut: (date: Date) => {
      const day = isoOf(date);
      return isPickingCheckOut
        ? day > checkIn && isShortCheckOut(day, checkIn, shortNights)
        : shortNights.has(day);
    },
    noArrival: (date: Date) =>
      !isPickingCheckOut && isClosedToArrival(calendar, unitTypes, isoOf(date)),
    noDeparture: (date: Date) =>
      isPickingCheckOut &&
      isoOf(date) > checkIn &&
      isClosedToDeparture(calendar, unitTypes, isoOf(date)),
    stayRule: (date: Date) => isPickingCheckOut && lengthRuleOn(isoOf(date)) !== null,
  };

  const open = (field: StayField) => {
    const starting: StayField = field === "checkOut" && checkIn ? "checkOut" : "checkIn";
    openedBy.current = field;
    const row = rows[field].current;
    anchor.current = row;
    // Room under the field for the calendar: a phone scrolls the field up first (the calendar is
    // fixed where it opens, so what did not fit could not be scrolled to).
    if (row && window.innerHeight - row.getBoundingClientRect().bottom < CALENDAR_HEIGHT) {
      row.scrollIntoView?.({ block: "start" });
    }
    setPhase(starting);
    setNotice("");
    const shown = starting === "checkOut" ? checkOut || checkIn : checkIn;
    setFocusDay(starting === "checkOut" ? checkOut : "");
    props.onMonthChange(parseIsoDate(shown) ?? first ?? new Date());
    setIsOpen(true);
  };
  const close = () => setIsOpen(false);

  const pickCheckIn = (day: string) => {
    if (isClosedToArrival(calendar, unitTypes, day)) {
      setNotice(translate(codedMessage("CLOSED_TO_ARRIVAL", { date: day })));
      return;
    }
    props.onChange("checkIn", day);
    // A new check-in starts a new stay: its check-out is picked next.
    if (props.values.checkOut) props.onChange("checkOut", "");
    setPhase("checkOut");
    setNotice("");
  };
  const pickCheckOut = (day: string) => {
    const broken = findStayRuleBreak(calendar, unitTypes, checkIn, day);
    if (broken && broken.code !== "CLOSED_TO_ARRIVAL") {
      setNotice(translate(stayRuleMessage(broken)));
      return;
    }
    props.onChange("checkOut", day);
    close();
  };
  const pick = (day: string) => {
    if (isPickingCheckOut && day > checkIn) pickCheckOut(day);
    else pickCheckIn(day);
  };

  const dayLabel = (date: Date, modifiers: Modifiers = {}) => {
    const day = isoOf(date);
    const price = modifiers.disabled ? undefined : props.nightPrice?.(day);
    const broken = modifiers.stayRule ? lengthRuleOn(day) : null;
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
  const hasClosures = (flag: "closedToArrival" | "closedToDeparture") =>
    unitTypes.some((unitType) =>
      Object.values(calendar?.[unitType] ?? {}).some((rule) => rule[flag]),
    );
  const hasLengthRules = unitTypes.some((unitType) =>
    Object.values(calendar?.[unitType] ?? {}).some(
      (rule) => rule.minNights !== undefined || rule.maxNights !== undefined,
    ),
  );
  const sample = priceSampleDay(props.month, today, props.nightPrice);
  const legend: LegendEntry[] = [
    ...(props.priceLegend && sample
      ? [
          {
            key: "price",
            sample: (
              <PriceSample
                day={Number(sample.day.slice(8))}
                price={formatNumber(toMajorUnits(sample.price), language)}
              />
            ),
            // The nights' prices hold VAT (decision 028); said once, on the legend.
            text:
              listedVatRate > 0
                ? `${props.priceLegend} ${t("prices.pricesIncludeVat")}.`
                : props.priceLegend,
          },
        ]
      : []),
    {
      key: "soldOut",
      sample: <Sample className="booking-sold-out" />,
      text: t(isPickingCheckOut ? "bookingpage.soldOutStayLegend" : "bookingpage.soldOutLegend"),
    },
    ...(!isPickingCheckOut && hasClosures("closedToArrival")
      ? [
          {
            key: "noArrival",
            sample: <Sample className="booking-no-arrival" />,
            text: t("bookingpage.stayCalendar.noArrivalLegend"),
          },
        ]
      : []),
    ...(isPickingCheckOut && hasClosures("closedToDeparture")
      ? [
          {
            key: "noDeparture",
            sample: <Sample className="booking-no-departure" />,
            text: t("bookingpage.stayCalendar.noDepartureLegend"),
          },
        ]
      : []),
    ...(isPickingCheckOut && hasLengthRules
      ? [
          {
            key: "stayRule",
            sample: <Sample className="booking-stay-rule" />,
            text: t("bookingpage.stayCalendar.stayRuleLegend"),
          },
        ]
      : []),
  ];

  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLElement>} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((name) => {
          const inputId = `${id}-${name}`;
          const hintId = `${inputId}-hint`;
          const errorId = `${inputId}-error`;
          const error = props.errors[name];
          return (
            <div key={name} ref={rows[name]}>
              <label htmlFor={inputId} className={labelClass}>
                {props.labels[name]}
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  ref={props.inputRefs[name]}
                  id={inputId}
                  name={name}
                  type="text"
                  dir="ltr"
                  autoComplete="off"
                  placeholder="YYYY-MM-DD"
                  value={props.values[name]}
                  onChange={(event) => props.onChange(name, toLatinDigits(event.target.value))}
                  onBlur={() => props.onBlur(name)}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                  className={`${inputClass} mt-0 text-start`}
                />
                <button
                  ref={openers[name]}
                  type="button"
                  className="shrink-0 rounded-lg border border-sand-200 bg-white px-3 text-dune-900 hover:bg-sand-100"
                  aria-label={t("bookingpage.openCalendar", { field: props.labels[name] })}
                  aria-haspopup="dialog"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? `${id}-calendar` : undefined}
                  onClick={() => (isOpen && openedBy.current === name ? close() : open(name))}
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
        })}
      </div>
      <Popover.Portal>
        <Popover.Content
          ref={content}
          id={`${id}-calendar`}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          side="bottom"
          className="stay-calendar z-50 max-h-(--radix-popover-content-available-height) max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl border border-sand-200 bg-white p-3 shadow-lg"
          aria-label={t("bookingpage.stayCalendar.title")}
          dir={isArabic ? "rtl" : "ltr"}
          onInteractOutside={(event) => {
            // Its own buttons open, switch or close it themselves.
            const target = event.target as Node | null;
            if (FIELDS.some((name) => target && openers[name].current?.contains(target))) {
              event.preventDefault();
            }
          }}
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
              onSelect={(_range, date) => pick(isoOf(date))}
              month={props.month}
              onMonthChange={props.onMonthChange}
              startMonth={first}
              endMonth={endMonth}
              disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
              modifiers={marks}
              modifiersClassNames={{
                soldOut: "booking-sold-out",
                noArrival: "booking-no-arrival",
                noDeparture: "booking-no-departure",
                stayRule: "booking-stay-rule",
              }}
              components={{ DayButton: PricedDayButton }}
              labels={{ labelDayButton: dayLabel }}
              footer={
                <p className="mt-2 text-sm font-medium text-dune-900 contain-inline-size">
                  {notice || instruction}
                </p>
              }
            />
          </DayFactsContext.Provider>
          {focusDay && <FocusDayOnOpen day={focusDay} container={content} />}
          {/* contain-inline-size: the legend wraps within the months' width instead of widening
              the popover (Radix sizes it to its content's max-content width). */}
          <ul className="stay-calendar-legend mt-2 space-y-1 text-xs text-dune-800 contain-inline-size">
            {legend.map((entry) => (
              <li key={entry.key} className="flex items-center gap-2">
                {entry.sample}
                <span>{entry.text}</span>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
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

function Sample({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={`${className} stay-legend-sample`}>
      <span className="stay-legend-mark">14</span>
    </span>
  );
}

/**
 * The legend's sample day: the first day of the month shown (not before today) that has a price,
 * with that price, so the sample is a real night of what is booked (a tent's 450, not a made-up
 * figure).
 */
function priceSampleDay(
  month: Date,
  today: string,
  nightPrice: ((day: string) => number | undefined) | undefined,
): { day: string; price: number } | undefined {
  if (!nightPrice) return undefined;
  const monthStart = isoOf(new Date(month.getFullYear(), month.getMonth(), 1));
  const start = monthStart > today ? monthStart : today;
  for (let offset = 0; offset < 62; offset += 1) {
    const day = addDaysIso(start, offset);
    const price = nightPrice(day);
    if (price !== undefined) return { day, price };
  }
  return undefined;
}

function PriceSample({ day, price }: { day: number; price: string }) {
  return (
    <span aria-hidden="true" className="stay-legend-sample">
      <span>
        <span>{day}</span>
        <span className="stay-day-price">{price}</span>
      </span>
    </span>
  );
}
