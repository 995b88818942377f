import { describe, expect, it } from "vitest";
import { errorResponseSchema, successSchema } from "./error-response";

describe("the one error shape of the API", () => {
  it.each([
    [{ success: false, code: "NOT_FOUND", message: "Room type not found" }],
    [
      {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Please fill in all fields",
        errors: { email: "Please fill in all fields", password: "Please fill in all fields" },
      },
    ],
    [
      {
        success: false,
        code: "NOT_ENOUGH_UNITS",
        message: "We have only 3 of these in total. Please choose fewer.",
        params: { total: 3 },
      },
    ],
  ])("reads %j", (body) => {
    expect(errorResponseSchema.parse(body)).toEqual(body);
  });

  it.each([
    ["a success", { success: true, code: "OK", message: "fine" }],
    ["no code", { success: false, message: "Something went wrong" }],
    ["no message", { success: false, code: "INTERNAL" }],
    ["a numeric code", { success: false, code: 500, message: "Something went wrong" }],
    [
      "field errors as a list",
      { success: false, code: "VALIDATION_ERROR", message: "x", errors: ["x"] },
    ],
    [
      "a field error that is not text",
      {
        success: false,
        code: "VALIDATION_ERROR",
        message: "x",
        errors: { email: ["x"] },
      },
    ],
    [
      "params that are not text or numbers",
      { success: false, code: "NOT_ENOUGH_UNITS", message: "x", params: { total: [3] } },
    ],
    ["Stripe's card error", { error: { type: "card_error", code: "card_declined", message: "x" } }],
  ])("refuses %s", (_label, body) => {
    expect(errorResponseSchema.safeParse(body).success).toBe(false);
  });

  it("reads a bare success, and nothing else as one", () => {
    expect(successSchema.parse({ success: true })).toEqual({ success: true });
    expect(successSchema.safeParse({ success: false }).success).toBe(false);
    expect(successSchema.safeParse({}).success).toBe(false);
  });
});
