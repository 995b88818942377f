import { describe, expect, it } from "vitest";
import { ApiError } from "../api-client";
import {
  canPay,
  classifyBookingFailure,
  initialPhase,
  isBusy,
  knownDecline,
  type PaymentEvent,
  type PaymentPhase,
  paymentReducer,
} from "./payment-flow";

const run = (events: PaymentEvent[], from: PaymentPhase = initialPhase) =>
  events.reduce(paymentReducer, from);
const payment = { id: "pi_1", status: "succeeded" };

describe("payment flow", () => {
  it("holds, pays and books", () => {
    const ready = run([{ type: "held", clientSecret: "cs_1" }]);
    expect(ready).toEqual({ name: "ready", clientSecret: "cs_1" });
    expect(canPay(ready)).toBe(true);
    const processing = paymentReducer(ready, { type: "payStarted" });
    expect(isBusy(processing)).toBe(true);
    const booking = paymentReducer(processing, {
      type: "cardResult",
      result: { kind: "paid", payment },
    });
    expect(booking).toEqual({ name: "booking", payment });
    expect(paymentReducer(booking, { type: "booked", bookingId: "b1" })).toEqual({
      name: "booked",
      payment,
      bookingId: "b1",
    });
  });

  it("starts the card payment once, however often Pay is pressed", () => {
    const processing = run([{ type: "held", clientSecret: "cs_1" }, { type: "payStarted" }]);
    expect(paymentReducer(processing, { type: "payStarted" })).toBe(processing);
    expect(paymentReducer(processing, { type: "holdStarted" })).toBe(processing);
  });

  it("shows a decline, and Try Again holds again before the next payment", () => {
    const failed = run([
      { type: "held", clientSecret: "cs_1" },
      { type: "payStarted" },
      { type: "cardResult", result: { kind: "declined", code: "card_declined", message: "No" } },
    ]);
    expect(failed).toEqual({
      name: "failed",
      isDecline: true,
      code: "card_declined",
      message: "No",
    });
    expect(canPay(failed)).toBe(false);
    expect(paymentReducer(failed, { type: "payStarted" })).toBe(failed);
    const holding = paymentReducer(failed, { type: "holdStarted" });
    expect(holding).toEqual({ name: "holding" });
    expect(canPay(paymentReducer(holding, { type: "held", clientSecret: "cs_1" }))).toBe(true);
  });

  it("never returns to the card form once a payment went through", () => {
    const booking = run([{ type: "bookingStarted", payment }]);
    expect(paymentReducer(booking, { type: "holdStarted" })).toBe(booking);
    expect(paymentReducer(booking, { type: "held", clientSecret: "cs_2" })).toBe(booking);
    const failed = paymentReducer(booking, {
      type: "bookingFailed",
      failure: { kind: "finishing" },
    });
    expect(failed).toEqual({ name: "bookingFailed", payment, failure: { kind: "finishing" } });
    expect(paymentReducer(failed, { type: "holdStarted" })).toBe(failed);
    // Retry repeats the (idempotent) booking call with the same payment.
    expect(paymentReducer(failed, { type: "bookingStarted", payment })).toEqual(booking);
  });

  it("lets the guest start over when the processor says nothing was paid", () => {
    const notPaid = run([
      { type: "bookingStarted", payment },
      { type: "bookingFailed", failure: { kind: "notPaid", message: "no" } },
    ]);
    expect(paymentReducer(notPaid, { type: "holdStarted" })).toEqual({ name: "holding" });
  });

  it("tells an unclear answer from a decline", () => {
    const failed = run([
      { type: "held", clientSecret: "cs_1" },
      { type: "payStarted" },
      { type: "cardResult", result: { kind: "error", message: "errors.network" } },
    ]);
    expect(failed).toEqual({
      name: "failed",
      isDecline: false,
      code: "UNKNOWN",
      message: "errors.network",
    });
  });

  it("reports a hold that could not be placed", () => {
    expect(run([{ type: "holdFailed", code: "QUOTE_EXPIRED", message: "expired" }])).toEqual({
      name: "holdFailed",
      code: "QUOTE_EXPIRED",
      message: "expired",
    });
  });
});

describe("classifyBookingFailure", () => {
  it("tells refunded, not paid and still finishing apart", () => {
    expect(classifyBookingFailure(new ApiError(409, "SOLD_OUT", "sold"))).toEqual({
      kind: "refunded",
    });
    expect(classifyBookingFailure(new ApiError(402, "PAYMENT_NOT_COMPLETED", "no"))).toEqual({
      kind: "notPaid",
      message: "no",
    });
    expect(classifyBookingFailure(new ApiError(0, "NETWORK_ERROR", "errors.network"))).toEqual({
      kind: "finishing",
    });
    expect(classifyBookingFailure(new ApiError(500, "INTERNAL_ERROR", "x"))).toEqual({
      kind: "finishing",
    });
  });
});

describe("knownDecline", () => {
  it("knows the test cards' codes only", () => {
    expect(knownDecline("insufficient_funds")).toBe("insufficient_funds");
    expect(knownDecline("processing_error")).toBeNull();
  });
});
