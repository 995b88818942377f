import { describe, expect, it } from "vitest";
import { rememberLatest } from "./remember-latest";

describe("rememberLatest", () => {
  it("builds again only when the input changes, by value", () => {
    let builds = 0;
    const schemaFor = rememberLatest((rules: { today: string; capacity: number }) => {
      builds += 1;
      return { ...rules, built: builds };
    });
    const first = schemaFor({ today: "2026-11-24", capacity: 4 });
    expect(schemaFor({ today: "2026-11-24", capacity: 4 })).toBe(first);
    expect(builds).toBe(1);
    // A new day or a capacity staff changed: built again, and kept.
    const nextDay = schemaFor({ today: "2026-11-25", capacity: 4 });
    expect(nextDay).toMatchObject({ today: "2026-11-25", built: 2 });
    expect(schemaFor({ today: "2026-11-25", capacity: 4 })).toBe(nextDay);
    expect(schemaFor({ today: "2026-11-25", capacity: 6 })).toMatchObject({ built: 3 });
    expect(builds).toBe(3);
  });
});
