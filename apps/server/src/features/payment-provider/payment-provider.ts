/**
 * What the booking engine needs from a card processor. Two adapters: `sandbox` (default, offline,
 * Stripe's test-card behaviour) and `stripe`. Every call that changes something carries an
 * idempotency key, so a retry never charges, captures or refunds twice.
 */
export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "succeeded"
  | "canceled";

export type PaymentIntent = {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: IntentStatus;
  captureMethod: "automatic" | "manual";
  amountRefunded: number;
  metadata: Record<string, string>;
};

export type CreateIntentInput = {
  amount: number;
  currency: string;
  /** manual: authorise only (pending requests); staff capture or release later. */
  captureMethod: "automatic" | "manual";
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export type PaymentProvider = {
  name: "sandbox" | "stripe";
  publishableKey: string;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent>;
  captureIntent(id: string, idempotencyKey: string): Promise<PaymentIntent>;
  cancelIntent(id: string, idempotencyKey: string): Promise<PaymentIntent>;
  /** Refunds `amountMinor` of a captured intent (all of what is left when omitted). */
  refundIntent(id: string, idempotencyKey: string, amountMinor?: number): Promise<PaymentIntent>;
};

/** Money left the guest's card (or is authorised) for this intent. */
export const isPaid = (intent: PaymentIntent) =>
  intent.status === "succeeded" || intent.status === "requires_capture";
