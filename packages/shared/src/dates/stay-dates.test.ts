import { addDays, format, isValid, parse } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resortDateOf } from "./resort-dates";
import {
  addDaysIso,
  isIsoDate,
  isWeekendDate,
  listNights,
  nightsBetween,
  parseIsoDate,
} from "./stay-dates";

describe("stay dates", () => {
  it.each([
    ["2026-12-01", "2026-12-02", 1],
    ["2026-12-01", "2026-12-08", 7],
    ["2026-12-30", "2027-01-02", 3],
    ["2028-02-28", "2028-03-01", 2], // leap year
    ["2026-12-05", "2026-12-05", 0],
  ])("nightsBetween(%s, %s) = %i", (checkIn, checkOut, nights) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(nights);
  });

  it("lists each night from check-in to the day before check-out", () => {
    expect(listNights("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
    expect(listNights("2026-12-05", "2026-12-05")).toEqual([]);
  });

  it.each([
    ["2026-11-21", true], // Saturday
    ["2026-11-22", true], // Sunday
    ["2026-11-20", false], // Friday
    ["2026-11-23", false], // Monday
  ])("isWeekendDate(%s) = %s", (date, expected) => {
    expect(isWeekendDate(date)).toBe(expected);
  });

  it.each([
    ["2026-11-20", true], // Friday
    ["2026-11-21", true], // Saturday
    ["2026-11-22", false], // Sunday
    ["2026-11-19", false], // Thursday
  ])("isWeekendDate(%s) with a Friday and Saturday weekend = %s", (date, expected) => {
    expect(isWeekendDate(date, [5, 6])).toBe(expected);
  });

  it.each([
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["20261201", false],
    ["2026-12-01T00:00:00Z", false],
    ["2028-02-29", true],
  ])("isIsoDate(%s) = %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it("adds days across months and years", () => {
    expect(addDaysIso("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysIso("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("names Dubai's date, which runs four hours ahead of UTC", () => {
    expect(resortDateOf(new Date("2026-11-20T19:59:59Z"))).toBe("2026-11-20");
    expect(resortDateOf(new Date("2026-11-20T20:00:00Z"))).toBe("2026-11-21");
  });
});

describe("stay dates refuse what is not a date", () => {
  it.each([
    "12026-12-01",
    "x2026-12-01",
    "2026-12-01x",
    "2026-12-01 ",
    "0000-01-01",
    "0001-01-01",
    "1899-12-31",
    "3000-01-01",
    "9999-12-31",
  ])("isIsoDate(%j) = false", (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it("names the bad date instead of computing with it", () => {
    expect(() => nightsBetween("2026-12-01", "2026-13-01")).toThrow(
      new RangeError("not a YYYY-MM-DD date: 2026-13-01"),
    );
    expect(() => addDaysIso("2026-02-30", 1)).toThrow("not a YYYY-MM-DD date: 2026-02-30");
    expect(() => listNights("01/12/2026", "2026-12-03")).toThrow(
      "not a YYYY-MM-DD date: 01/12/2026",
    );
    expect(() => isWeekendDate("")).toThrow("not a YYYY-MM-DD date: ");
  });

  it("lists no nights for a check-out before check-in", () => {
    expect(listNights("2026-12-05", "2026-12-03")).toEqual([]);
  });
});

/** What the helpers did with date-fns's parse and format, before they read dates by hand. */
function parseWithDateFns(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = parse(value, "yyyy-MM-dd", new Date(2000, 0, 1));
  return isValid(date) && format(date, "yyyy-MM-dd") === value ? date : undefined;
}

describe("stay dates read by hand answer as date-fns did", () => {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  // Any shape YYYY-MM-DD, real or not (month 00-19, day 00-39), across every year YYYY can write.
  const dateLike = fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 19 }),
      fc.integer({ min: 0, max: 39 }),
    )
    .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);

  it("reads the same dates and refuses the same strings", () => {
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string()), (value) => {
        expect(parseIsoDate(value)?.getTime()).toBe(parseWithDateFns(value)?.getTime());
      }),
      { numRuns: 5000 },
    );
    for (const value of ["0000-01-01", "0001-01-01", "9999-12-31", "1900-02-29", "2000-02-29"])
      expect(parseIsoDate(value)?.getTime()).toBe(parseWithDateFns(value)?.getTime());
  });

  it("adds days and lists nights as date-fns did, at the ends of the years it writes too", () => {
    const real = dateLike.filter((value) => parseWithDateFns(value) !== undefined);
    fc.assert(
      fc.property(real, fc.integer({ min: -800, max: 800 }), (value, days) => {
        const expected = format(addDays(parseWithDateFns(value) as Date, days), "yyyy-MM-dd");
        expect(addDaysIso(value, days)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
    expect(addDaysIso("0001-01-01", -1)).toBe("0001-12-31");
    expect(addDaysIso("9999-12-31", 1)).toBe("10000-01-01");
    fc.assert(
      fc.property(real, fc.integer({ min: 0, max: 400 }), (value, length) => {
        const checkOut = addDaysIso(value, length);
        if (parseIsoDate(checkOut) === undefined) return;
        const expected = Array.from({ length }, (_, index) =>
          format(addDays(parseWithDateFns(value) as Date, index), "yyyy-MM-dd"),
        );
        expect(listNights(value, checkOut)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
