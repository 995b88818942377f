import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatDayMonth,
  formatDiscount,
  formatNightRange,
  formatNumber,
  formatPrice,
  formatRelativeTime,
  formatResortInstant,
  formatStayDate,
  formatWait,
} from "./format";

const price = (amount: number, locale: string, fractionDigits: number) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "AED",
    maximumFractionDigits: fractionDigits,
  }).format(amount);

describe("formatting with formatters kept per language and style", () => {
  it("writes whole prices without decimals and others with two, in either order", () => {
    expect(formatPrice(950, "en")).toBe(price(950, "en-AE", 0));
    expect(formatPrice(12.5, "en")).toBe(price(12.5, "en-AE", 2));
    expect(formatPrice(12.5, "en")).toContain("12.5");
    expect(formatPrice(950, "en")).not.toContain(".");
    expect(formatPrice(1900, "ar")).toBe(price(1900, "ar-AE", 0));
    expect(formatPrice(0.01, "ar")).toBe(price(0.01, "ar-AE", 2));
  });

  it("keeps each language's own digits and signs", () => {
    expect(formatPrice(1900, "en")).not.toBe(formatPrice(1900, "ar"));
    expect(formatNumber(1234, "en")).toBe(new Intl.NumberFormat("en-AE").format(1234));
    expect(formatNumber(1234, "ar")).toBe(new Intl.NumberFormat("ar-AE").format(1234));
  });

  it("writes a stay date short or long, as the same calendar day in every language", () => {
    const expected = (locale: string, style: "short" | "long") =>
      new Intl.DateTimeFormat(locale, {
        timeZone: "UTC",
        weekday: style,
        day: "numeric",
        month: style,
        year: "numeric",
      }).format(new Date("2026-12-20T00:00:00Z"));
    expect(formatStayDate("2026-12-20", "en")).toBe(expected("en-AE", "short"));
    expect(formatStayDate("2026-12-20", "en", "long")).toBe(expected("en-AE", "long"));
    expect(formatStayDate("2026-12-20", "ar", "long")).toBe(expected("ar-AE", "long"));
    expect(formatStayDate("2026-12-20", "en", "long")).toContain("December");
    expect(formatStayDate("2026-12-20", "en")).toContain("Dec");
  });

  it("writes an instant on Dubai's clock, its date spelled out as a stay date's in Arabic too", () => {
    // 10:00 UTC is 14:00 in Dubai, on the same day.
    expect(formatResortInstant("2026-12-13T10:00:00.000Z", "en")).toBe(
      `${formatStayDate("2026-12-13", "en")}, 2:00 PM`,
    );
    const arabic = formatResortInstant("2026-12-13T10:00:00.000Z", "ar");
    expect(arabic.startsWith(formatStayDate("2026-12-13", "ar"))).toBe(true);
    expect(arabic).toContain("ديسمبر");
    expect(arabic).not.toMatch(/\d\D?\/\D?\d/);
    // 21:00 UTC is already the next day in Dubai.
    expect(formatResortInstant("2026-12-13T21:00:00.000Z", "en")).toContain("14 Dec 2026");
  });

  it("writes a calendar day in full for the date picker's buttons", () => {
    const day = new Date(2026, 11, 20);
    expect(formatCalendarDay(day, "en")).toBe(
      new Intl.DateTimeFormat("en-AE", { dateStyle: "full" }).format(day),
    );
    expect(formatCalendarDay(day, "ar")).toBe(
      new Intl.DateTimeFormat("ar-AE", { dateStyle: "full" }).format(day),
    );
  });

  it("writes a wait in seconds under a minute and in whole minutes, rounded up, past it", () => {
    expect(formatWait(30, "en")).toBe("30 seconds");
    expect(formatWait(60, "en")).toBe("1 minute");
    expect(formatWait(90, "en")).toBe("2 minutes");
    expect(formatWait(300, "en")).toBe("5 minutes");
    expect(formatWait(120, "ar")).toBe(
      new Intl.NumberFormat("ar-AE", { style: "unit", unit: "minute", unitDisplay: "long" }).format(
        2,
      ),
    );
  });

  it("names a run of nights and a day of a message, and writes a discount with a minus sign", () => {
    expect(formatNightRange("2026-12-01", "2026-12-04", "en").replace(/\s/g, " ")).toBe(
      "1 – 4 Dec",
    );
    expect(formatNightRange("2026-11-29", "2026-12-02", "ar").replace(/\s/g, " ")).toBe(
      "29 نوفمبر – 2 ديسمبر",
    );
    expect(formatNightRange("2026-12-31", "2026-12-31", "en")).toBe("31 Dec");
    expect(formatDayMonth("2026-12-31", "en", "2026")).toBe("31 December");
    expect(formatDayMonth("2027-01-02", "en", "2026")).toBe("2 January 2027");
    expect(formatDayMonth("2026-12-31", "ar", "2026")).toBe("31 ديسمبر");
    expect(formatDiscount(440, "en").replace(/\s/g, " ")).toBe("\u2212AED 440");
    // In Arabic the sign stays at the digits' left: both in one isolated left-to-right run.
    expect(formatDiscount(440, "ar")).toContain("\u2066\u2212440\u2069");
  });

  it("says how long ago or how soon an instant is, in the largest unit that fits", () => {
    const now = new Date("2026-12-13T10:00:00.000Z");
    expect(formatRelativeTime("2026-12-13T09:59:30.000Z", "en", now)).toBe("now");
    expect(formatRelativeTime("2026-12-13T09:55:00.000Z", "en", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("2026-12-13T07:00:00.000Z", "en", now)).toBe("3 hours ago");
    expect(formatRelativeTime("2026-12-12T09:00:00.000Z", "en", now)).toBe("yesterday");
    expect(formatRelativeTime("2026-12-13T12:00:00.000Z", "en", now)).toBe("in 2 hours");
    expect(formatRelativeTime("2026-12-13T09:55:00.000Z", "ar", now)).toBe(
      new Intl.RelativeTimeFormat("ar-AE", { numeric: "auto" }).format(-5, "minute"),
    );
  });
});
