import { describe, expect, it } from "vitest";
import { isShortCheckOut } from "./short-nights";

describe("isShortCheckOut", () => {
  const short = new Set(["2026-12-24", "2026-12-25"]);

  it("lets the guest leave on the morning of a sold-out night", () => {
    expect(isShortCheckOut("2026-12-24", "2026-12-23", short)).toBe(false);
    expect(isShortCheckOut("2026-12-24", "", short)).toBe(false);
  });

  it("marks every check-out whose stay holds a short night", () => {
    expect(isShortCheckOut("2026-12-25", "2026-12-23", short)).toBe(true);
    expect(isShortCheckOut("2026-12-27", "2026-12-23", short)).toBe(true);
    expect(isShortCheckOut("2026-12-28", "2026-12-26", short)).toBe(false);
  });

  it("without a check-in, judges a day by the night before it", () => {
    expect(isShortCheckOut("2026-12-26", "", short)).toBe(true);
    expect(isShortCheckOut("2026-12-27", "", short)).toBe(false);
    expect(isShortCheckOut("2026-12-26", "2026-12-30", short)).toBe(true);
  });
});
