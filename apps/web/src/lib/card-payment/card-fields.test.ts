import { describe, expect, it } from "vitest";
import {
  cardDigits,
  cardMessages,
  createCardFormSchema,
  hasExpired,
  parseExpiry,
  toSandboxCard,
} from "./card-fields";

const now = new Date("2026-11-22T10:00:00Z");
const schema = createCardFormSchema(() => now);
const valid = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Sara Ali" };

function errorsOf(values: Partial<typeof valid>) {
  const result = schema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("card fields", () => {
  it("reads the digits of a number typed in groups", () => {
    expect(cardDigits("4242 4242-4242 4242")).toBe("4242424242424242");
  });

  it("reads MM/YY, with or without the slash, and refuses other shapes", () => {
    expect(parseExpiry("04/29")).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(" 04 / 29 ")).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry("0429")).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry("13/29")).toBeNull();
    expect(parseExpiry("00/29")).toBeNull();
    expect(parseExpiry("4/29")).toBeNull();
    expect(parseExpiry("04/2029")).toBeNull();
  });

  it("keeps a card good until the end of its month", () => {
    expect(hasExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(hasExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(hasExpired({ month: 11, year: 2026 }, new Date("2026-12-01T00:00:00Z"))).toBe(true);
  });

  it("accepts a valid card", () => {
    expect(errorsOf({})).toEqual({});
  });

  it("says which field is wrong, and why", () => {
    expect(errorsOf({ number: " " })).toEqual({ number: cardMessages.numberRequired });
    expect(errorsOf({ number: "4242 4242 4242" })).toEqual({ number: cardMessages.numberLength });
    expect(errorsOf({ number: "4242 4242 4242 424x" })).toEqual({
      number: cardMessages.numberLength,
    });
    expect(errorsOf({ number: "4".repeat(20) })).toEqual({ number: cardMessages.numberLength });
    expect(errorsOf({ expiry: "" })).toEqual({ expiry: cardMessages.expiryRequired });
    expect(errorsOf({ expiry: "2030-12" })).toEqual({ expiry: cardMessages.expiryFormat });
    expect(errorsOf({ expiry: "10/26" })).toEqual({ expiry: cardMessages.expiryPast });
    expect(errorsOf({ cvc: "" })).toEqual({ cvc: cardMessages.cvcRequired });
    expect(errorsOf({ cvc: "12" })).toEqual({ cvc: cardMessages.cvcFormat });
    expect(errorsOf({ cvc: "12345" })).toEqual({ cvc: cardMessages.cvcFormat });
    expect(errorsOf({ name: "  " })).toEqual({ name: cardMessages.nameRequired });
  });

  it("reads a card typed with an Arabic keyboard's digits", () => {
    const arabic = { number: "٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢", expiry: "١٢/٣٠", cvc: "١٢٣" };
    expect(errorsOf(arabic)).toEqual({});
    expect(toSandboxCard({ ...valid, ...arabic })).toEqual({
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2030,
      cvc: "123",
    });
  });

  it("turns the form into the sandbox's card", () => {
    expect(toSandboxCard({ ...valid, expiry: "04/29", cvc: " 1234 " })).toEqual({
      number: "4242424242424242",
      exp_month: 4,
      exp_year: 2029,
      cvc: "1234",
    });
  });
});
