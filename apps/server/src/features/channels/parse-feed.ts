import { createHash } from "node:crypto";
import { resortDateOf } from "@camp/shared/dates/resort-dates";
import { addDaysIso, nightsBetween } from "@camp/shared/dates/stay-dates";
import ICAL from "ical.js";

/**
 * An OTA's iCalendar feed read as the nights its events take (decision 032), with ical.js. Only what
 * the sync needs survives: the event's UID, its SUMMARY (trimmed, at most 200 characters) and its
 * nights. DESCRIPTION, attendees, organisers, locations and every other property (Airbnb puts a
 * guest's reservation link and phone digits in DESCRIPTION) are never read out of the parser.
 */

export type FeedEvent = {
  uid: string;
  summary: string;
  /** The first night taken and the morning it ends (exclusive, like a stay's check-out). */
  fromNight: string;
  untilNight: string;
};

/** Why a feed could not be read as a calendar, in words staff can read. */
export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedParseError";
  }
}

export const SUMMARY_MAX = 200;
const UID_MAX = 255;
/** Occurrences of recurring events walked in one feed, past ones included. */
const MAX_OCCURRENCES = 10_000;

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Timezone = InstanceType<typeof ICAL.Timezone>;

const pad = (value: number) => String(value).padStart(2, "0");
const wallDate = (time: Time) => `${time.year}-${pad(time.month)}-${pad(time.day)}`;
const wallMs = (time: Time) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

/** A zone's offset from UTC at an instant, in ms, by the IANA database (null: no such zone). */
function ianaOffsetMs(zone: string, instantMs: number): number | null {
  try {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }).formatToParts(new Date(instantMs));
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
    const asUtc = Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
      part("second"),
    );
    return asUtc - instantMs;
  } catch {
    return null;
  }
}

/**
 * The Dubai date a DTSTART or DTEND value falls on: an all-day value is its own date; a UTC time or
 * one with a known TZID (the feed's VTIMEZONE, else the IANA zone of that name) is the Dubai date of
 * that instant; a floating time (or an unknown zone) is read as Dubai's own wall clock.
 */
function dubaiDateOf(
  time: Time,
  tzid: string | null,
  zones: ReadonlyMap<string, Timezone>,
): string {
  if (time.isDate) return wallDate(time);
  const wall = wallMs(time);
  if (time.zone?.tzid === "UTC") return resortDateOf(new Date(wall));
  if (tzid) {
    const zone = zones.get(tzid);
    if (zone) return resortDateOf(new Date(wall - zone.utcOffset(time) * 1000));
    const offset = ianaOffsetMs(tzid, wall);
    if (offset !== null) return resortDateOf(new Date(wall - offset));
  }
  return wallDate(time);
}

type DateProperty = { time: Time; tzid: string | null };

function dateProperty(event: Component, name: string): DateProperty | null {
  const property = event.getFirstProperty(name);
  const value = property?.getFirstValue();
  if (!property || !(value instanceof ICAL.Time)) return null;
  const tzid = property.getParameter("tzid");
  return { time: value, tzid: typeof tzid === "string" ? tzid : null };
}

const oneLine = (value: unknown) =>
  typeof value === "string"
    ? value
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
        .replace(/[\u0000-\u001f\u007f]+/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : "";

function uidOf(event: Component): string | null {
  const uid = oneLine(event.getFirstPropertyValue("uid"));
  if (!uid) return null;
  return uid.length <= UID_MAX ? uid : `sha256:${createHash("sha256").update(uid).digest("hex")}`;
}

type Nights = { fromNight: string; untilNight: string };

/** The nights of an event: DTEND exclusive; no DTEND: its DURATION, else one night. */
function nightsOf(event: Component, zones: ReadonlyMap<string, Timezone>): Nights | null {
  const start = dateProperty(event, "dtstart");
  if (!start) return null;
  const fromNight = dubaiDateOf(start.time, start.tzid, zones);
  let untilNight: string | null = null;
  const end = dateProperty(event, "dtend");
  if (end) untilNight = dubaiDateOf(end.time, end.tzid, zones);
  else {
    const duration = event.getFirstPropertyValue("duration");
    if (duration instanceof ICAL.Duration) {
      const last = start.time.clone();
      last.addDuration(duration);
      untilNight = dubaiDateOf(last, start.tzid, zones);
    }
  }
  // An event shorter than a night (or ending before it starts) still takes the night it starts on.
  if (untilNight === null || untilNight <= fromNight) untilNight = addDaysIso(fromNight, 1);
  return { fromNight, untilNight };
}

const isCancelled = (event: Component) =>
  oneLine(event.getFirstPropertyValue("status")).toUpperCase() === "CANCELLED";

function parseComponents(text: string): Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw new FeedParseError(
      `not a readable calendar (${error instanceof Error ? error.message.slice(0, 120) : "parse error"})`,
    );
  }
  // A body may hold several VCALENDAR objects; ical.js then answers a list of them.
  const list = (
    Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]
  ) as ConstructorParameters<typeof ICAL.Component>[0][];
  const calendars = list.map((jcal) => new ICAL.Component(jcal));
  if (!calendars.some((calendar) => calendar.name === "vcalendar"))
    throw new FeedParseError("not a calendar (no VCALENDAR)");
  return calendars.filter((calendar) => calendar.name === "vcalendar");
}

export type ParseOptions = {
  /** Events starting on or after this night are left out (and recurrences are expanded up to it). */
  horizon: string;
  /** Occurrences of recurring events that end on or before this morning are not listed. */
  since: string;
  /** More events than this (before the horizon) is refused, not cut. */
  maxEvents: number;
};

/**
 * The VEVENTs of a feed as the nights they take, cancelled ones left out. Recurring events
 * (RRULE, RDATE, EXDATE) are expanded up to the horizon, each occurrence its own event
 * (`uid#firstNight`), an occurrence that RECURRENCE-ID overrides taking the override's nights.
 * Two events with one UID (some exports repeat one) keep both, the second as `uid#firstNight`.
 */
export function parseFeed(text: string, options: ParseOptions): FeedEvent[] {
  const calendars = parseComponents(text);
  const zones = new Map<string, Timezone>();
  for (const calendar of calendars) {
    for (const vtimezone of calendar.getAllSubcomponents("vtimezone")) {
      const tzid = vtimezone.getFirstPropertyValue("tzid");
      if (typeof tzid === "string") zones.set(tzid, new ICAL.Timezone(vtimezone));
    }
  }
  const vevents = calendars.flatMap((calendar) => calendar.getAllSubcomponents("vevent"));
  // RECURRENCE-ID overrides, by UID and the Dubai date of the occurrence they replace.
  const overrides = new Map<string, Map<string, Component>>();
  for (const vevent of vevents) {
    const recurrence = dateProperty(vevent, "recurrence-id");
    const uid = uidOf(vevent);
    if (!recurrence || !uid) continue;
    const byDate = overrides.get(uid) ?? new Map<string, Component>();
    byDate.set(dubaiDateOf(recurrence.time, recurrence.tzid, zones), vevent);
    overrides.set(uid, byDate);
  }

  const events = new Map<string, FeedEvent>();
  const add = (uid: string, summarySource: Component, nights: Nights) => {
    if (nights.fromNight >= options.horizon) return;
    const key = events.has(uid) ? `${uid}#${nights.fromNight}` : uid;
    if (events.has(key)) return;
    events.set(key, {
      uid: key,
      summary: oneLine(summarySource.getFirstPropertyValue("summary")).slice(0, SUMMARY_MAX),
      ...nights,
    });
    if (events.size > options.maxEvents)
      throw new FeedParseError(`lists more than ${options.maxEvents} events`);
  };

  let occurrences = 0;
  for (const vevent of vevents) {
    if (vevent.hasProperty("recurrence-id")) continue;
    const nights = nightsOf(vevent, zones);
    if (!nights) continue;
    // A feed without UIDs (RFC 5545 requires one) gets a stable one from the nights.
    const uid = uidOf(vevent) ?? `nouid:${nights.fromNight}:${nights.untilNight}`;
    const event = new ICAL.Event(vevent);
    if (!event.isRecurring()) {
      if (!isCancelled(vevent)) add(uid, vevent, nights);
      continue;
    }
    const length = nightsBetween(nights.fromNight, nights.untilNight);
    const start = dateProperty(vevent, "dtstart");
    const expansion = event.iterator();
    for (let next = expansion.next(); next; next = expansion.next()) {
      // Occurrences before `since` are read too: a rule repeating daily for decades is refused
      // rather than walked for seconds.
      occurrences += 1;
      if (occurrences > MAX_OCCURRENCES)
        throw new FeedParseError(`a recurring event repeats more than ${MAX_OCCURRENCES} times`);
      const first = dubaiDateOf(next, start?.tzid ?? null, zones);
      if (first >= options.horizon) break;
      const override = overrides.get(uid)?.get(first);
      overrides.get(uid)?.delete(first);
      const source = override ?? vevent;
      if (isCancelled(source) || isCancelled(vevent)) continue;
      const occurrence = override
        ? nightsOf(override, zones)
        : { fromNight: first, untilNight: addDaysIso(first, length) };
      if (occurrence && occurrence.untilNight > options.since)
        add(`${uid}#${first}`, source, occurrence);
    }
  }
  // Overrides of occurrences the rule does not list (or of events not in the feed) stand alone.
  for (const [uid, byDate] of overrides) {
    for (const [first, override] of byDate) {
      const nights = nightsOf(override, zones);
      if (nights && !isCancelled(override)) add(`${uid}#${first}`, override, nights);
    }
  }
  return [...events.values()];
}

/**
 * A fingerprint of what a feed takes: its events' UIDs and nights, sorted, so it changes when an
 * event is added, moved or removed, and not when a feed only rewrites DTSTAMP (Booking.com does on
 * every fetch) or reorders its events.
 */
export function eventsHash(events: readonly FeedEvent[]): string {
  const lines = events.map((event) => `${event.uid}\t${event.fromNight}\t${event.untilNight}`);
  return createHash("sha256").update(lines.sort().join("\n")).digest("hex");
}
