import { describe, expect, it } from "vitest";
import { inWeekOrder, weekendDaysSchema, weekendMessages } from "./weekend-days";

describe("the weekend's days (decision 046)", () => {
  it("takes one to six distinct days of the week", () => {
    expect(weekendDaysSchema.parse([5, 6])).toEqual([5, 6]);
    expect(weekendDaysSchema.parse([0])).toEqual([0]);
    expect(weekendDaysSchema.parse([0, 1, 2, 3, 4, 5])).toHaveLength(6);
  });

  it.each([
    [[], weekendMessages.none],
    [[0, 1, 2, 3, 4, 5, 6], weekendMessages.all],
    [[6, 6], weekendMessages.twice],
    [[7], weekendMessages.notADay],
    [[-1], weekendMessages.notADay],
    [[1.5], weekendMessages.notADay],
    [["6"], weekendMessages.notADay],
    ["6", weekendMessages.notAList],
  ])("refuses %j: %s", (input, message) => {
    const result = weekendDaysSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("lists the days Monday first, each once", () => {
    expect(inWeekOrder([0, 6])).toEqual([6, 0]);
    expect(inWeekOrder([6, 5])).toEqual([5, 6]);
  });
});
