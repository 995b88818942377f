import type { CardPaymentResult } from "../../lib/card-payment/payment-flow";

/** What both card forms (sandbox and Stripe Elements) take from the payment page. */
export type CardFormProps = {
  clientSecret: string | null;
  /** The payer's email for the card's billing details; none is sent without one. */
  email?: string;
  payLabel: string;
  isDisabled: boolean;
  /** Bumped by Try Again: the refused card's number (and CVC) are cleared, the name kept. */
  attempt: number;
  onPay: (confirm: () => Promise<CardPaymentResult>) => void;
};

/** Marks the field that takes focus when the Payment Failed overlay closes. */
export const FIRST_CARD_FIELD = "data-payment-first-field";
