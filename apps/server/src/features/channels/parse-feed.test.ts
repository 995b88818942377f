import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nodeIcal from "node-ical";
import { describe, expect, it } from "vitest";
import { eventsHash, FeedParseError, parseFeed } from "./parse-feed";

/** Reading OTA feeds as nights (decision 032): ical.js underneath, checked against node-ical. */

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../test/fixtures/ics",
);
const fixture = (name: string) => readFileSync(path.join(fixtures, name), "utf8");
const options = { since: "2026-11-20", horizon: "2028-11-20", maxEvents: 5000 };

/** A calendar of these lines, CRLF-ended, as the OTAs serve it. */
const calendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR", ""].join(
    "\r\n",
  );
const vevent = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"];

describe("[CHANNELS] parse an OTA feed", () => {
  it("reads Airbnb's export: all-day nights, DTEND exclusive, no description kept", () => {
    const text = fixture("airbnb.ics");
    expect(text).toContain("\r\n tails/HMQ7XK2ZPA"); // folded, CRLF
    const events = parseFeed(text, options);
    expect(events).toEqual([
      {
        uid: "1418fb94e984-0c5e1f3b2a7d4e8f9a6b3c2d1e0f9a8b@airbnb.com",
        summary: "Reserved",
        fromNight: "2026-10-02",
        untilNight: "2026-10-05",
      },
      {
        uid: "1418fb94e984-6d2f8a1c9b7e4d3a8f5c2b1e0d9c8a7b@airbnb.com",
        summary: "Reserved",
        fromNight: "2026-12-10",
        untilNight: "2026-12-13",
      },
      {
        uid: "7f662ec65913-2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e@airbnb.com",
        summary: "Airbnb (Not available)",
        fromNight: "2027-01-05",
        untilNight: "2027-01-08",
      },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/HMQ7XK2ZPA|7319|Reservation URL/);
  });

  it("agrees with a second parser (node-ical) on every fixture's nights", () => {
    for (const name of ["airbnb.ics", "airbnb-moved.ics", "booking.ics"]) {
      const text = fixture(name);
      // node-ical makes an all-day date local midnight: its local parts are the date.
      const local = (date: Date) =>
        `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
      const second = Object.values(nodeIcal.sync.parseICS(text))
        .filter((entry) => entry?.type === "VEVENT")
        .map((entry) => {
          const event = entry as nodeIcal.VEvent;
          return [event.uid, local(event.start), local(event.end as Date)];
        });
      const ours = parseFeed(text, options).map((event) => [
        event.uid,
        event.fromNight,
        event.untilNight,
      ]);
      expect([name, ours]).toEqual([name, second]);
    }
  });

  it("reads Booking.com's export, whose DTSTAMP changes every fetch, to the same hash", () => {
    const text = fixture("booking.ics");
    const events = parseFeed(text, options);
    expect(events.map((event) => [event.summary, event.fromNight, event.untilNight])).toEqual([
      ["CLOSED - Not available", "2026-12-20", "2026-12-22"],
      ["CLOSED - Not available", "2027-02-01", "2027-02-04"],
    ]);
    const restamped = text.replace(/DTSTAMP:\d+T\d+Z/g, "DTSTAMP:20261121T101010Z");
    expect(restamped).not.toBe(text);
    expect(eventsHash(parseFeed(restamped, options))).toBe(eventsHash(events));
    expect(eventsHash([...events].reverse())).toBe(eventsHash(events));
    const moved = text.replace("DTEND;VALUE=DATE:20261222", "DTEND;VALUE=DATE:20261223");
    expect(eventsHash(parseFeed(moved, options))).not.toBe(eventsHash(events));
  });

  it("takes one night without DTEND, and the DURATION when given", () => {
    const text = calendar(
      ...vevent("UID:one", "DTSTART;VALUE=DATE:20261201"),
      ...vevent("UID:two", "DTSTART;VALUE=DATE:20261205", "DURATION:P3D"),
      ...vevent("UID:same-day", "DTSTART;VALUE=DATE:20261210", "DTEND;VALUE=DATE:20261210"),
    );
    expect(
      parseFeed(text, options).map((event) => [event.uid, event.fromNight, event.untilNight]),
    ).toEqual([
      ["one", "2026-12-01", "2026-12-02"],
      ["two", "2026-12-05", "2026-12-08"],
      ["same-day", "2026-12-10", "2026-12-11"],
    ]);
  });

  it("reads date-time events as Dubai dates (UTC, a VTIMEZONE, an IANA TZID, floating)", () => {
    const text = calendar(
      "BEGIN:VTIMEZONE",
      "TZID:Custom/Minus5",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0500",
      "END:STANDARD",
      "END:VTIMEZONE",
      // 21:00 UTC is 01:00 the next day in Dubai.
      ...vevent("UID:utc", "DTSTART:20261201T210000Z", "DTEND:20261203T070000Z"),
      // 22:00 at UTC-5 is 07:00 the next day in Dubai.
      ...vevent(
        "UID:vtimezone",
        "DTSTART;TZID=Custom/Minus5:20261201T220000",
        "DTEND;TZID=Custom/Minus5:20261203T220000",
      ),
      // 23:00 in Paris (UTC+1) is 02:00 the next day in Dubai.
      ...vevent(
        "UID:iana",
        "DTSTART;TZID=Europe/Paris:20261201T230000",
        "DTEND;TZID=Europe/Paris:20261202T100000",
      ),
      ...vevent("UID:floating", "DTSTART:20261201T230000", "DTEND:20261202T100000"),
    );
    expect(
      parseFeed(text, options).map((event) => [event.uid, event.fromNight, event.untilNight]),
    ).toEqual([
      ["utc", "2026-12-02", "2026-12-03"],
      ["vtimezone", "2026-12-02", "2026-12-04"],
      ["iana", "2026-12-02", "2026-12-03"],
      ["floating", "2026-12-01", "2026-12-02"],
    ]);
  });

  it("leaves out cancelled events and everything that is not a VEVENT", () => {
    const text = calendar(
      ...vevent("UID:kept", "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261203"),
      ...vevent("UID:gone", "STATUS:CANCELLED", "DTSTART;VALUE=DATE:20261205"),
      "BEGIN:VTODO",
      "UID:todo",
      "DTSTART;VALUE=DATE:20261207",
      "END:VTODO",
      "BEGIN:VFREEBUSY",
      "UID:fb",
      "DTSTART:20261208T000000Z",
      "END:VFREEBUSY",
      ...vevent("UID:no-start", "SUMMARY:nothing"),
    );
    expect(parseFeed(text, options).map((event) => event.uid)).toEqual(["kept"]);
  });

  it("keeps a trimmed summary of at most 200 characters, and unfolds long lines", () => {
    const long = `  Blocked ${"x".repeat(300)}`;
    const folded = `SUMMARY:${long}`.match(/.{1,74}/g)?.join("\r\n ") ?? "";
    const text = calendar(...vevent("UID:long", "DTSTART;VALUE=DATE:20261201", folded));
    const [event] = parseFeed(text, options);
    expect(event?.summary).toBe(long.trim().slice(0, 200));
    expect(event?.summary).toHaveLength(200);
  });

  it("expands a recurring event up to the horizon, with its exceptions and overrides", () => {
    const text = calendar(
      ...vevent(
        "UID:weekly",
        "DTSTART;VALUE=DATE:20261201",
        "DTEND;VALUE=DATE:20261203",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "EXDATE;VALUE=DATE:20261208",
      ),
      ...vevent(
        "UID:weekly",
        "RECURRENCE-ID;VALUE=DATE:20261215",
        "DTSTART;VALUE=DATE:20261216",
        "DTEND;VALUE=DATE:20261217",
      ),
    );
    expect(
      parseFeed(text, options).map((event) => [event.uid, event.fromNight, event.untilNight]),
    ).toEqual([
      ["weekly#2026-12-01", "2026-12-01", "2026-12-03"],
      ["weekly#2026-12-15", "2026-12-16", "2026-12-17"],
      ["weekly#2026-12-22", "2026-12-22", "2026-12-24"],
    ]);
    const endless = calendar(
      ...vevent("UID:daily", "DTSTART;VALUE=DATE:20200101", "RRULE:FREQ=DAILY"),
    );
    const days = parseFeed(endless, { ...options, horizon: "2026-12-01" });
    // Only the occurrences still to come, up to the horizon.
    expect(days.map((event) => event.fromNight)).toEqual([
      "2026-11-20",
      ...Array.from({ length: 10 }, (_, index) => `2026-11-${21 + index}`),
    ]);
  });

  it("keeps two events that share a UID, and leaves out events past the horizon", () => {
    const text = calendar(
      ...vevent("UID:dup", "DTSTART;VALUE=DATE:20261201"),
      ...vevent("UID:dup", "DTSTART;VALUE=DATE:20261205"),
      ...vevent("UID:far", "DTSTART;VALUE=DATE:20290101"),
      ...vevent("DTSTART;VALUE=DATE:20261209", "DTEND;VALUE=DATE:20261211"),
    );
    expect(parseFeed(text, options).map((event) => event.uid)).toEqual([
      "dup",
      "dup#2026-12-05",
      "nouid:2026-12-09:2026-12-11",
    ]);
  });

  it("refuses what is not a calendar, and a feed with too many events", () => {
    expect(() => parseFeed("BEGIN:VCALENDAR\r\nGARBAGE\r\n", options)).toThrow(FeedParseError);
    expect(() => parseFeed("BEGIN:VCARD\r\nEND:VCARD\r\n", options)).toThrow(
      "not a calendar (no VCALENDAR)",
    );
    const many = calendar(
      ...Array.from({ length: 6 }, (_, index) =>
        vevent(`UID:e${index}`, `DTSTART;VALUE=DATE:202612${String(index + 10)}`),
      ).flat(),
    );
    expect(() => parseFeed(many, { ...options, maxEvents: 5 })).toThrow("lists more than 5 events");
    expect(parseFeed(many, { ...options, maxEvents: 6 })).toHaveLength(6);
  });
});
