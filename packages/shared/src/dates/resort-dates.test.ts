import { afterEach, describe, expect, it, vi } from "vitest";
import { RESORT_TIME_ZONE, resortDateOf, resortInstantOf, resortToday } from "./resort-dates";

describe("Dubai's calendar date (UTC+4, no daylight saving)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the resort's time zone", () => {
    expect(RESORT_TIME_ZONE).toBe("Asia/Dubai");
  });

  it.each([
    ["2026-11-20T00:00:00Z", "2026-11-20"],
    ["2026-11-20T19:59:59.999Z", "2026-11-20"],
    ["2026-11-20T20:00:00Z", "2026-11-21"], // midnight in Dubai
    ["2026-11-19T20:00:00Z", "2026-11-20"],
    ["2026-12-31T20:00:00Z", "2027-01-01"], // a new year in Dubai while it is still 2026 in UTC
    ["2028-02-28T20:30:00Z", "2028-02-29"],
    ["2026-07-01T19:59:59Z", "2026-07-01"], // the same offset in summer
    ["2026-07-01T20:00:00Z", "2026-07-02"],
  ])("%s is %s in Dubai", (instant, date) => {
    expect(resortDateOf(new Date(instant))).toBe(date);
  });

  it("agrees with the time zone database at every hour of four years", () => {
    const dubai = new Intl.DateTimeFormat("en-CA", {
      timeZone: RESORT_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const start = Date.parse("2026-01-01T00:30:00Z");
    const disagreements: string[] = [];
    for (let hour = 0; hour < 4 * 366 * 24; hour++) {
      const instant = new Date(start + hour * 3_600_000);
      if (resortDateOf(instant) !== dubai.format(instant))
        disagreements.push(instant.toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it("pads months and days to YYYY-MM-DD", () => {
    expect(resortDateOf(new Date("2026-01-04T08:00:00Z"))).toBe("2026-01-04");
  });

  it("takes today from the clock when no instant is given", () => {
    vi.useFakeTimers({ now: new Date("2026-11-20T20:00:00Z") });
    expect(resortToday()).toBe("2026-11-21");
    vi.setSystemTime(new Date("2026-11-20T19:59:00Z"));
    expect(resortToday()).toBe("2026-11-20");
  });

  it("takes today at a given instant", () => {
    expect(resortToday(new Date("2026-03-31T21:00:00Z"))).toBe("2026-04-01");
  });
});

describe("a Dubai wall-clock time", () => {
  it("is UTC+4 in winter and summer alike", () => {
    expect(resortInstantOf("2026-12-20", "14:00").toISOString()).toBe("2026-12-20T10:00:00.000Z");
    expect(resortInstantOf("2026-07-01", "00:30").toISOString()).toBe("2026-06-30T20:30:00.000Z");
  });
});
