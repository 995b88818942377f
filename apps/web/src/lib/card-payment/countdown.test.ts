import { describe, expect, it } from "vitest";
import { crossesAnnouncement, formatCountdown, secondsUntil } from "./countdown";

describe("secondsUntil", () => {
  const now = Date.parse("2026-11-22T10:00:00.000Z");

  it("counts whole seconds, rounding a part second up", () => {
    expect(secondsUntil("2026-11-22T10:15:00.000Z", now)).toBe(900);
    expect(secondsUntil("2026-11-22T10:00:00.200Z", now)).toBe(1);
  });

  it("never goes below zero, and treats a bad date as over", () => {
    expect(secondsUntil("2026-11-22T09:59:00.000Z", now)).toBe(0);
    expect(secondsUntil("not a date", now)).toBe(0);
  });
});

describe("formatCountdown", () => {
  it("pads minutes and seconds", () => {
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(9)).toBe("00:09");
    expect(formatCountdown(125)).toBe("02:05");
    expect(formatCountdown(900)).toBe("15:00");
  });

  it("shows hours from an hour on (a waiting-list offer's two), and drops fractions and negatives", () => {
    expect(formatCountdown(3599)).toBe("59:59");
    expect(formatCountdown(3600)).toBe("1:00:00");
    expect(formatCountdown(4500)).toBe("1:15:00");
    expect(formatCountdown(7199)).toBe("1:59:59");
    expect(formatCountdown(7200)).toBe("2:00:00");
    expect(formatCountdown(61.9)).toBe("01:01");
    expect(formatCountdown(-5)).toBe("00:00");
  });
});

describe("crossesAnnouncement", () => {
  it("is true once, on the tick that reaches one minute", () => {
    expect(crossesAnnouncement(61, 60)).toBe(true);
    expect(crossesAnnouncement(60, 59)).toBe(false);
    expect(crossesAnnouncement(62, 61)).toBe(false);
  });

  it("announces a page opened with under a minute left, but not an ended hold", () => {
    expect(crossesAnnouncement(null, 42)).toBe(true);
    expect(crossesAnnouncement(null, 0)).toBe(false);
    expect(crossesAnnouncement(null, 600)).toBe(false);
  });
});
