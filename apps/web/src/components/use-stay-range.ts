import { bookingLimits } from "@camp/shared/booking/booking-limits";
import { addDaysIso, isIsoDate, parseIsoDate } from "@camp/shared/dates/stay-dates";
import type { RateCalendar, RateUnitType } from "@camp/shared/rates/rate-calendar";
import {
  findStayRuleBreak,
  isClosedToArrival,
  isClosedToDeparture,
  type StayRuleBreak,
} from "@camp/shared/rates/stay-rules";
import { format } from "date-fns";
import { useRef, useState } from "react";
import { codedMessage, useServerMessage } from "../i18n/server-messages";
import { isShortCheckOut } from "../lib/short-nights";

export type StayField = "checkIn" | "checkOut";
export const STAY_FIELDS: StayField[] = ["checkIn", "checkOut"];

export const isoOf = (date: Date) => format(date, "yyyy-MM-dd");

/** Where a stay rule's message belongs: an arrival on check-in, the rest on check-out. */
export const stayRuleField = (code: StayRuleBreak["code"]): StayField =>
  code === "CLOSED_TO_ARRIVAL" ? "checkIn" : "checkOut";

/** A stay rule broken, as a field message the page shows in its language (the server's words). */
export const stayRuleMessage = (broken: StayRuleBreak) => {
  const { code, ...params } = broken;
  return codedMessage(code, params);
};

/** What the stay's rules and nights say of the days (the rate calendar, decision 025). */
export type StayRules = {
  calendar?: RateCalendar | undefined;
  /** The unit types the stay takes, whose stay rules it keeps (a package: all its parts). */
  unitTypes: readonly RateUnitType[];
  /** Nights with fewer units left than asked for: crossed out, still choosable (decision 010). */
  shortNights?: { has: (night: string) => boolean } | undefined;
};

/** About the open calendar's height (a month, its instruction and legend), in CSS pixels. */
const CALENDAR_HEIGHT = 520;

/**
 * The stay's check-in and check-out as the calendar reads them (a typed date before today, or a
 * check-out not after check-in, counts as none yet), and the calendar's limits: from today to the
 * horizon, or while check-out is picked, to the longest stay after check-in.
 */
function stayRange(
  values: Record<StayField, string>,
  today: string,
  lastDay: string,
  phase: StayField,
) {
  const checkIn = isIsoDate(values.checkIn) && values.checkIn >= today ? values.checkIn : "";
  const checkOut =
    checkIn && isIsoDate(values.checkOut) && values.checkOut > checkIn ? values.checkOut : "";
  const isPickingCheckOut = phase === "checkOut" && checkIn !== "";
  const lastCheckOut = checkIn ? addDaysIso(checkIn, bookingLimits.maxNights) : undefined;
  return {
    checkIn,
    checkOut,
    isPickingCheckOut,
    first: parseIsoDate(today),
    last: parseIsoDate(isPickingCheckOut && lastCheckOut ? lastCheckOut : lastDay),
    endMonth: parseIsoDate(addDaysIso(lastDay, bookingLimits.maxNights)),
  };
}

/**
 * The days the calendar marks: sold out, closed to arrival (picking check-in), closed to
 * departure or breaking a minimum or maximum stay (picking check-out, after this check-in).
 */
function stayMarks(rules: StayRules, checkIn: string, isPickingCheckOut: boolean) {
  const { calendar, unitTypes } = rules;
  const shortNights = rules.shortNights ?? new Set<string>();
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
  return { marks, lengthRuleOn };
}

/** The elements the calendar and its two fields share: each field's row and button. */
function useStayRefs() {
  return {
    openers: {
      checkIn: useRef<HTMLButtonElement>(null),
      checkOut: useRef<HTMLButtonElement>(null),
    },
    rows: { checkIn: useRef<HTMLDivElement>(null), checkOut: useRef<HTMLDivElement>(null) },
    openedBy: useRef<StayField>("checkIn"),
    /** The calendar opens under the field whose button opened it. */
    anchor: useRef<HTMLElement | null>(null),
  };
}

/**
 * The stay calendar's state and moves: which end of the stay is picked, opening at a field,
 * picking a day (or saying, in the server's words, why it cannot be picked) and closing.
 */
export function useStayRange(props: {
  values: Record<StayField, string>;
  onChange: (name: StayField, value: string) => void;
  onMonthChange: (month: Date) => void;
  today: string;
  lastDay: string;
  rules: StayRules;
}) {
  const translate = useServerMessage();
  const [isOpen, setIsOpen] = useState(false);
  const [phase, setPhase] = useState<StayField>("checkIn");
  const [notice, setNotice] = useState("");
  /** The day that gets the focus as the calendar opens at check-out: the check-out chosen. */
  const [focusDay, setFocusDay] = useState("");
  const refs = useStayRefs();
  const { calendar, unitTypes } = props.rules;
  const range = stayRange(props.values, props.today, props.lastDay, phase);
  const { checkIn, checkOut, isPickingCheckOut, first } = range;

  const open = (field: StayField) => {
    const starting: StayField = field === "checkOut" && checkIn ? "checkOut" : "checkIn";
    refs.openedBy.current = field;
    const row = refs.rows[field].current;
    refs.anchor.current = row;
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
  /** A field's button opens the calendar at its end of the stay, or closes what it opened. */
  const toggle = (field: StayField) =>
    isOpen && refs.openedBy.current === field ? close() : open(field);

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

  return {
    ...range,
    ...stayMarks(props.rules, checkIn, isPickingCheckOut),
    isOpen,
    notice,
    focusDay,
    refs,
    toggle,
    close,
    pick,
  };
}

export type StayRange = ReturnType<typeof useStayRange>;
