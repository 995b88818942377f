import { describe, expect, it } from "vitest";
import { declineFor, passesLuhn, type SandboxCard } from "./sandbox-cards";

// The day the test clock of the API tests stands at; cards expiring this month still pay.
const now = new Date("2026-11-20T08:00:00Z");
const card = (overrides: Partial<SandboxCard> = {}): SandboxCard => ({
  number: "4242424242424242",
  exp_month: 12,
  exp_year: 2030,
  cvc: "123",
  ...overrides,
});

describe("[PAYMENT] the sandbox's test cards, as Stripe documents them", () => {
  it("pays with Stripe's succeeding test cards, typed with spaces or dashes too", () => {
    for (const number of [
      "4242424242424242",
      "4000056655665556",
      "5555555555554444",
      "4242 4242 4242 4242",
      "4242-4242-4242-4242",
    ]) {
      expect(declineFor(card({ number }), now)).toBeNull();
    }
  });

  it("refuses Stripe's declining test cards with their own reasons", () => {
    expect(declineFor(card({ number: "4000000000000002" }), now)).toEqual({
      code: "card_declined",
      message: "Your card was declined.",
    });
    expect(declineFor(card({ number: "4000 0000 0000 9995" }), now)).toEqual({
      code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
    expect(declineFor(card({ number: "4000000000000069" }), now)?.code).toBe("expired_card");
    expect(declineFor(card({ number: "4000000000000127" }), now)?.code).toBe("incorrect_cvc");
  });

  it("declines any other real-looking number, pointing at a test card", () => {
    const decline = declineFor(card({ number: "4111111111111111" }), now);
    expect(decline?.code).toBe("card_declined");
    expect(decline?.message).toContain("4242 4242 4242 4242");
  });

  it("calls a mistyped number incorrect", () => {
    for (const number of ["4242424242424241", "4242 4242 4242 424x", "", "4242"]) {
      expect(declineFor(card({ number }), now)).toEqual({
        code: "incorrect_number",
        message: "Your card number is incorrect.",
      });
    }
  });

  it("takes a card as valid to the end of its expiry month, with two- or four-digit years", () => {
    expect(declineFor(card({ exp_month: 11, exp_year: 2026 }), now)).toBeNull();
    expect(declineFor(card({ exp_month: 11, exp_year: 26 }), now)).toBeNull();
    expect(declineFor(card({ exp_month: 12, exp_year: 30 }), now)).toBeNull();
    const expired = { code: "expired_card", message: "Your card has expired." };
    expect(declineFor(card({ exp_month: 10, exp_year: 2026 }), now)).toEqual(expired);
    expect(declineFor(card({ exp_month: 10, exp_year: 26 }), now)).toEqual(expired);
    expect(declineFor(card({ exp_month: 11, exp_year: 2026 }), new Date("2026-12-01"))).toEqual(
      expired,
    );
  });

  it("calls a month outside 1 to 12 expired, as Stripe does", () => {
    expect(declineFor(card({ exp_month: 1 }), now)).toBeNull();
    expect(declineFor(card({ exp_month: 0 }), now)?.code).toBe("expired_card");
    expect(declineFor(card({ exp_month: 13 }), now)?.code).toBe("expired_card");
  });

  it("needs a security code of three or four digits", () => {
    expect(declineFor(card({ cvc: "1234" }), now)).toBeNull();
    const incorrect = { code: "incorrect_cvc", message: "Your card's security code is incorrect." };
    for (const cvc of ["12", "12345", "12a", " 123", ""]) {
      expect(declineFor(card({ cvc }), now)).toEqual(incorrect);
    }
  });
});

describe("[PAYMENT] the Luhn check of a card number", () => {
  it("accepts numbers whose check digit is right, from 12 digits on", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("79927398713")).toBe(false); // right check digit, but only 11 digits
    expect(passesLuhn("000000000000")).toBe(true);
    expect(passesLuhn("5555555555554444")).toBe(true);
    // Every doubled digit above 4 has its digits summed (2 x 9 = 18 counts 9).
    expect(passesLuhn("799273987130")).toBe(false);
    expect(passesLuhn("4000056655665556")).toBe(true);
  });

  it("refuses a number with one digit changed or two swapped", () => {
    expect(passesLuhn("4242424242424243")).toBe(false);
    expect(passesLuhn("2442424242424242")).toBe(false);
    expect(passesLuhn("5555555555554445")).toBe(false);
  });
});
