import { createHash } from "node:crypto";
import { unitTypeNames } from "@camp/shared/catalogue/unit-type-names";
import type { ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import ical, { ICalCalendarMethod } from "ical-generator";

/** A run of taken nights: `from` to the morning of `until` (exclusive, like a stay and DTEND). */
export type NightRun = { from: string; until: string };

/** Consecutive taken nights merged into runs, in order. */
export function runsOfNights(nights: string[], isTaken: (night: string) => boolean): NightRun[] {
  const runs: NightRun[] = [];
  let current: NightRun | undefined;
  for (const night of nights) {
    if (!isTaken(night)) {
      current = undefined;
      continue;
    }
    if (current && current.until === night) current.until = addDaysIso(night, 1);
    else {
      current = { from: night, until: addDaysIso(night, 1) };
      runs.push(current);
    }
  }
  return runs;
}

const CALENDAR_NAMES: Record<ChannelUnitType, string> = {
  master: unitTypeNames.en.master.other,
  kids: unitTypeNames.en.kids.other,
  camp: unitTypeNames.en.camp.other,
  parking: unitTypeNames.en.parking.other,
};

/**
 * A published calendar (decision 032, RFC 5545): one all-day VEVENT per run of taken nights,
 * SUMMARY "Not available" and nothing about who took them. The UID is a hash of the export and
 * the run's first night (the same run keeps its UID from one fetch to the next) and DTSTAMP is the
 * token's own time, so the same nights give the same bytes and the same ETag.
 */
export function calendarIcs(options: {
  exportId: string;
  unitType: ChannelUnitType;
  runs: NightRun[];
  stamp: Date;
  /** The host of PUBLIC_URL: the UIDs' domain. */
  host: string;
}): string {
  const calendar = ical({
    prodId: { company: "Desert Camp Resort", product: "Availability", language: "EN" },
    name: `${CALENDAR_NAMES[options.unitType]}: not available`,
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const run of options.runs) {
    const hash = createHash("sha256").update(`${options.exportId}|${run.from}`).digest("hex");
    calendar.createEvent({
      id: `${hash.slice(0, 32)}@${options.host}`,
      // Date-only strings: all-day dates with no time zone to shift them.
      start: run.from,
      end: run.until,
      allDay: true,
      stamp: options.stamp,
      summary: "Not available",
    });
  }
  // Every content line ends with CRLF, the last one too (RFC 5545, 3.1).
  return `${calendar.toString()}\r\n`;
}

/** A weak validator of the calendar's bytes (the same before and after compression). */
export function calendarEtag(body: string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(etag));
}
