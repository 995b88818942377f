import { describe, expect, it } from "vitest";
import { nightsOfMonth, rangeOf, rateCellOf, ratesOf, shiftMonth } from "./rate-cells";
import { currentOf, emptyRateForm, rateEditFormSchema, toRateEdit } from "./rate-form";

const data = {
  from: "2026-12-01",
  to: "2026-12-31",
  base: { master: 950, kids: 700, camp: 500, parking: { weekday: 200, weekend: 300 } },
  calendar: {
    parking: { "2026-12-08": { nightlyRate: 250 }, "2026-12-12": { nightlyRate: 250 } },
    master: { "2026-12-09": { nightlyRate: 950 }, "2026-12-10": { minNights: 2 } },
  },
  weekendDays: [6, 0],
};

describe("[ADMIN RATES] the grid's months and cells", () => {
  it("walks months across years and lists every night of one", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(nightsOfMonth("2028-02")).toHaveLength(29);
    expect(nightsOfMonth("2026-12").at(-1)).toBe("2026-12-31");
  });

  it("prices a caravan spot by the day a stay would start on, a set rate against that base", () => {
    const rates = ratesOf(data);
    expect(rateCellOf(rates, "parking", "2026-12-07")).toMatchObject({
      price: 200,
      season: "base",
    });
    // Saturday: the weekend base; 250 set on it is below that, on a Tuesday above.
    expect(rateCellOf(rates, "parking", "2026-12-12")).toMatchObject({
      price: 250,
      base: 300,
      season: "low",
    });
    expect(rateCellOf(rates, "parking", "2026-12-08")).toMatchObject({
      price: 250,
      base: 200,
      season: "peak",
    });
    // A rate set equal to the catalogue's, or only a rule, is no season.
    expect(rateCellOf(rates, "master", "2026-12-09").season).toBe("base");
    expect(rateCellOf(rates, "master", "2026-12-10")).toMatchObject({
      price: 950,
      rule: { minNights: 2 },
    });
  });

  it("follows the weekend's days: with Friday and Saturday, a Friday stay's spot is the weekend's (decision 046)", () => {
    const rates = ratesOf({ ...data, weekendDays: [5, 6] });
    // Friday 4 December: the weekend base now; Sunday 6 December: a weekday.
    expect(rateCellOf(rates, "parking", "2026-12-04")).toMatchObject({ price: 300, base: 300 });
    expect(rateCellOf(rates, "parking", "2026-12-06")).toMatchObject({ price: 200, base: 200 });
    // Saturday 12 December is still the weekend: 250 set is below the weekend base.
    expect(rateCellOf(rates, "parking", "2026-12-12")).toMatchObject({ base: 300, season: "low" });
  });

  it("reads a range drawn either way", () => {
    expect(rangeOf({ unitType: "kids", anchor: "2026-12-09", focus: "2026-12-03" })).toEqual({
      from: "2026-12-03",
      to: "2026-12-09",
    });
  });
});

describe("[ADMIN RATES] the editor's body", () => {
  const form = emptyRateForm({ unitType: "camp", from: "2026-12-01", to: "2026-12-03" });

  it("leaves out empty fields, sends null for a cleared one and a closure reopened", () => {
    expect(
      toRateEdit({
        ...form,
        weekendRate: "1200.5",
        clearMaxNights: true,
        closedToDeparture: "open",
      }),
    ).toEqual({
      unitType: "camp",
      from: "2026-12-01",
      to: "2026-12-03",
      weekendRate: 1200.5,
      maxNights: null,
      closedToDeparture: null,
    });
  });

  it("checks with the shared schema: a price with three decimals is refused on its field", () => {
    const result = rateEditFormSchema.safeParse({ ...form, nightlyRate: "10.555" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["nightlyRate"],
      message: "Price can have at most two decimals",
    });
  });

  it("sums what the range's loaded nights have now", () => {
    const range = { unitType: "parking" as const, from: "2026-12-08", to: "2026-12-12" };
    expect(currentOf(data.calendar, range, "nightlyRate", data)).toEqual({
      kind: "same",
      value: 250,
      isPartial: true,
    });
    expect(currentOf(data.calendar, range, "minNights", data)).toEqual({ kind: "none" });
  });
});
