import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  cardErrorResponseSchema,
  sandboxConfirmResponseSchema,
} from "@camp/shared/booking/booking-api";
import { API_BASE } from "../lib/api-client";
import type { CardPaymentResult } from "../lib/card-payment/payment-flow";

export type SandboxConfirmInput = {
  client_secret: string;
  card: { number: string; exp_month: number; exp_year: number; cvc: string };
  billing_details: { name: string; email?: string };
};

/**
 * POST /api/payment/sandbox/confirm: the sandbox's stand-in for Stripe.js's confirmCardPayment.
 * Its own fetch because a refused card answers 402 `{ error: { type: "card_error", ... } }`, not
 * the API's usual error shape (ARCHITECTURE.md, sandbox contract). Never throws: an answer we
 * cannot read is an `error` result, and Try Again asks the server where the payment stands.
 */
export async function confirmSandboxPayment(
  input: SandboxConfirmInput,
): Promise<CardPaymentResult> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/payment/sandbox/confirm`, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    return { kind: "error", message: "errors.network" };
  }
  const payload: unknown = await response.json().catch(() => undefined);

  const paid = sandboxConfirmResponseSchema.safeParse(payload);
  if (response.ok && paid.success) {
    const { id, status } = paid.data.paymentIntent;
    return { kind: "paid", payment: { id, status } };
  }
  const declined = cardErrorResponseSchema.safeParse(payload);
  if (response.status === 402 && declined.success) {
    return {
      kind: "declined",
      code: declined.data.error.code,
      message: declined.data.error.message,
    };
  }
  const failure = errorResponseSchema.safeParse(payload);
  return failure.success
    ? { kind: "error", code: failure.data.code, message: failure.data.message }
    : { kind: "error", message: "errors.generic" };
}
