import { describe, expect, it } from "vitest";
import { moneyOutcomeOf } from "./money-outcome";

describe("moneyOutcomeOf: what happened to a booking's money", () => {
  it.each([
    [
      "a request awaiting the resort: authorised, not charged",
      { status: "pending", paymentStatus: "authorised", chargedAmount: 0 },
      { kind: "authorised" },
    ],
    [
      "a declined request: released, though its payment status reads refunded",
      { status: "cancelled", paymentStatus: "refunded", chargedAmount: 0, refundedAmount: 0 },
      { kind: "released" },
    ],
    [
      "a request declined whose release has not run yet",
      { status: "cancelled", paymentStatus: "authorised", chargedAmount: 0, refundedAmount: 0 },
      { kind: "releasing" },
    ],
    [
      "a paid stay",
      { status: "confirmed", paymentStatus: "completed", chargedAmount: 400, refundedAmount: 0 },
      { kind: "paid", charged: 400 },
    ],
    [
      "a stay cancelled too late for a refund",
      { status: "cancelled", paymentStatus: "completed", chargedAmount: 400, refundedAmount: 0 },
      { kind: "paid", charged: 400 },
    ],
    [
      "a refund decided, not yet paid by the processor",
      { status: "cancelled", paymentStatus: "completed", chargedAmount: 400, refundedAmount: 200 },
      { kind: "refundOnItsWay", refunded: 200, charged: 400 },
    ],
    [
      "a full refund",
      { status: "cancelled", paymentStatus: "refunded", chargedAmount: 400, refundedAmount: 400 },
      { kind: "refundedInFull", refunded: 400 },
    ],
    [
      "a half refund",
      { status: "cancelled", paymentStatus: "refunded", chargedAmount: 400, refundedAmount: 200 },
      { kind: "refundedInPart", refunded: 200, charged: 400 },
    ],
    [
      "a stay made cheaper by a change: paid, less the change's refund",
      { status: "confirmed", paymentStatus: "completed", chargedAmount: 1900, refundedAmount: 600 },
      { kind: "paid", charged: 1300 },
    ],
    [
      "not paid yet",
      { status: "pending", paymentStatus: "pending", chargedAmount: 0 },
      { kind: "unpaid" },
    ],
  ] as const)("%s", (_label, booking, outcome) => {
    expect(moneyOutcomeOf(booking)).toEqual(outcome);
  });
});
