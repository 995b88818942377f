import { describe, expect, it } from "vitest";
import { toMajorUnits, toMinorUnits } from "./money";

describe("money in fils (1 AED = 100 fils)", () => {
  it.each([
    [0, 0],
    [1, 100],
    [950, 95_000],
    [0.01, 1],
    [19.99, 1999], // 19.99 * 100 is 1998.9999999999998 in floating point
    [0.1 + 0.2, 30], // 0.30000000000000004
    [1.15, 115], // 114.99999999999999
    [4.35, 435], // 434.99999999999994
    [0.004, 0], // less than half a fil
    [0.005, 1], // half a fil rounds up
    [20_000, 2_000_000],
  ])("%d AED is %i fils", (major, minor) => {
    expect(toMinorUnits(major)).toBe(minor);
  });

  it.each([
    [0, 0],
    [1, 0.01],
    [1999, 19.99],
    [95_000, 950],
    [2_147_483_647, 21_474_836.47],
  ])("%i fils is %d AED", (minor, major) => {
    expect(toMajorUnits(minor)).toBe(major);
  });

  it("a price survives the trip to fils and back", () => {
    for (const price of [0.01, 0.3, 19.99, 1234.56, 19_999.99]) {
      expect(toMajorUnits(toMinorUnits(price))).toBe(price);
    }
  });
});
