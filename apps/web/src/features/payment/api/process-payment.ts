import { processPaymentResponseSchema } from "@camp/shared/booking/booking-api";
import { apiRequest } from "../../../lib/api-client";

export type ProcessPaymentInput = {
  amount: number;
  quoteId: string;
  /** The page shows the cancellation policy in this language before the card (decision 031). */
  policyShown?: { language: "en" | "ar" };
};

/**
 * POST /api/payment/process: holds the quote's units and answers the quote's one payment intent.
 * Idempotent on the server: a reload, a second tab or Try Again get the same intent.
 */
export function processPayment(input: ProcessPaymentInput) {
  return apiRequest("/payment/process", {
    method: "POST",
    body: input,
    schema: processPaymentResponseSchema,
  });
}

/** The payment amount in fils (spec section 9: total x 100), rounded against float noise. */
export function toPaymentAmount(totalAmount: number): number {
  return Math.round(totalAmount * 100);
}
