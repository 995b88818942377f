import { ApiError } from "../api-client";

/**
 * The life of one payment on the payment page (spec section 4, booking flow steps 5-7) as one
 * transition table: hold the units, pay by card, then make the booking. The server is the source
 * of truth for money; this only decides what the guest sees and which buttons work. Once a payment
 * has gone through there is no way back to the card form, so nothing can be paid twice.
 */

/** A card payment the processor accepted: `succeeded`, or `requires_capture` for a pending quote. */
export type AcceptedPayment = { id: string; status: string };

/** What confirming the card gave: paid, refused by the card processor, or no answer we can trust. */
export type CardPaymentResult =
  | { kind: "paid"; payment: AcceptedPayment }
  | { kind: "declined"; code: string; message: string }
  /** `code` is the server's error code, when it gave one. */
  | { kind: "error"; code?: string; message: string };

export type BookingFailure =
  /** The units sold meanwhile: the money went back (or the authorisation was released). */
  | { kind: "refunded" }
  /** The processor says the payment has not gone through: nothing was taken. */
  | { kind: "notPaid"; message: string }
  /** Paid, but the booking call did not finish: the server (or its reconciler) still books it. */
  | { kind: "finishing" };

export type PaymentPhase =
  | { name: "holding" }
  | { name: "holdFailed"; code: string; message: string }
  | { name: "ready"; clientSecret: string }
  | { name: "processing"; clientSecret: string }
  /** Payment Failed: a card decline (the card error's code) or an error while confirming. */
  | { name: "failed"; isDecline: boolean; code: string; message: string }
  | { name: "booking"; payment: AcceptedPayment }
  /** `bookingId`: the booking made (or found already made) for this payment. */
  | { name: "booked"; payment: AcceptedPayment; bookingId: string }
  | { name: "bookingFailed"; payment: AcceptedPayment; failure: BookingFailure };

export type PaymentEvent =
  | { type: "holdStarted" }
  | { type: "held"; clientSecret: string }
  | { type: "holdFailed"; code: string; message: string }
  | { type: "payStarted" }
  | { type: "cardResult"; result: CardPaymentResult }
  /** The payment is known to be accepted (this tab, another tab, or a reload): book it. */
  | { type: "bookingStarted"; payment: AcceptedPayment }
  | { type: "booked"; bookingId: string }
  | { type: "bookingFailed"; failure: BookingFailure };

export const initialPhase: PaymentPhase = { name: "holding" };

const isPaidPhase = (phase: PaymentPhase) =>
  phase.name === "booking" || phase.name === "booked" || phase.name === "bookingFailed";

export function paymentReducer(phase: PaymentPhase, event: PaymentEvent): PaymentPhase {
  switch (event.type) {
    case "holdStarted": {
      // After "not paid" the guest may start over; any other paid phase stays where it is.
      const isNotPaid = phase.name === "bookingFailed" && phase.failure.kind === "notPaid";
      if (phase.name === "processing" || (isPaidPhase(phase) && !isNotPaid)) return phase;
      return { name: "holding" };
    }
    case "held":
      return phase.name === "holding" ? { name: "ready", clientSecret: event.clientSecret } : phase;
    case "holdFailed":
      return phase.name === "holding"
        ? { name: "holdFailed", code: event.code, message: event.message }
        : phase;
    case "payStarted":
      return phase.name === "ready"
        ? { name: "processing", clientSecret: phase.clientSecret }
        : phase;
    case "cardResult": {
      if (phase.name !== "processing") return phase;
      const { result } = event;
      if (result.kind === "paid") return { name: "booking", payment: result.payment };
      if (result.kind === "declined") {
        return { name: "failed", isDecline: true, code: result.code, message: result.message };
      }
      return {
        name: "failed",
        isDecline: false,
        code: result.code ?? "UNKNOWN",
        message: result.message,
      };
    }
    case "bookingStarted":
      return phase.name === "booked" ? phase : { name: "booking", payment: event.payment };
    case "booked":
      return phase.name === "booking"
        ? { name: "booked", payment: phase.payment, bookingId: event.bookingId }
        : phase;
    case "bookingFailed":
      return phase.name === "booking"
        ? { name: "bookingFailed", payment: phase.payment, failure: event.failure }
        : phase;
  }
}

/** Whether the card form may be sent now. */
export const canPay = (phase: PaymentPhase) => phase.name === "ready";

/** Whether the guest is waiting on us (buttons off, nothing may start twice). */
export const isBusy = (phase: PaymentPhase) =>
  phase.name === "holding" || phase.name === "processing" || phase.name === "booking";

/** Why the booking call failed, in terms of the guest's money. */
const CHANGE_REFUSALS = new Set([
  "BOOKING_CHANGED",
  "BOOKING_NOT_CHANGEABLE",
  "CHANGE_NOT_AVAILABLE",
]);

export function classifyBookingFailure(error: unknown): BookingFailure {
  if (error instanceof ApiError && error.code === "SOLD_OUT") return { kind: "refunded" };
  // A change refused after its payment: the difference went back (decision 019).
  if (error instanceof ApiError && CHANGE_REFUSALS.has(error.code)) return { kind: "refunded" };
  if (error instanceof ApiError && error.code === "PAYMENT_NOT_COMPLETED") {
    return { kind: "notPaid", message: error.message };
  }
  // A network error, a 5xx or anything unexpected after an accepted payment: the server's
  // fulfilment (booking call, webhook, reconciler) is idempotent and finishes it.
  return { kind: "finishing" };
}

const KNOWN_DECLINES = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "incorrect_number",
] as const;
export type KnownDecline = (typeof KNOWN_DECLINES)[number];

/** The card error codes we explain in our own words (Stripe's and the sandbox's codes). */
export function knownDecline(code: string): KnownDecline | null {
  return (KNOWN_DECLINES as readonly string[]).includes(code) ? (code as KnownDecline) : null;
}

/** The intent status the booking call reports for a quote paid in another tab or before a reload. */
export function expectedPaidStatus(quoteStatus: "confirmed" | "pending"): string {
  return quoteStatus === "pending" ? "requires_capture" : "succeeded";
}
