import type { BookingStatus, PaymentStatus } from "./booking-limits";

/**
 * What happened to a booking's money, as a guest or staff member needs to read it: a request's
 * authorisation is released (nothing was ever charged), a charge is refunded in full or in part.
 * `paymentStatus` alone cannot say so: a declined request and a refunded stay are both "refunded".
 */
export type MoneyOutcome =
  /** Not paid yet. */
  | { kind: "unpaid" }
  /** The card is authorised (held), not charged: a request awaiting the resort's decision. */
  | { kind: "authorised" }
  /** Cancelled while only authorised: the hold is being released, nothing was charged. */
  | { kind: "releasing" }
  /** The authorisation was released: nothing was charged. */
  | { kind: "released" }
  /** Charged, nothing given back (for a cancelled stay: no refund was due). */
  | { kind: "paid"; charged: number }
  /** Cancelled with a refund decided that the processor has not paid yet. */
  | { kind: "refundOnItsWay"; refunded: number; charged: number }
  | { kind: "refundedInFull"; refunded: number }
  | { kind: "refundedInPart"; refunded: number; charged: number };

type BookingMoney = {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** AED the card was charged (captured); 0 while only authorised or once released. */
  chargedAmount: number;
  /** AED given back, or decided to be. */
  refundedAmount?: number | undefined;
};

/** The money outcome of a booking, from what the server stored (never recomputed from rates). */
export function moneyOutcomeOf(booking: BookingMoney): MoneyOutcome {
  const charged = booking.chargedAmount;
  const refunded = booking.refundedAmount ?? 0;
  if (booking.paymentStatus === "pending") return { kind: "unpaid" };
  if (charged <= 0) {
    if (booking.paymentStatus === "authorised") {
      return booking.status === "cancelled" ? { kind: "releasing" } : { kind: "authorised" };
    }
    return { kind: "released" };
  }
  // A stay that goes on, given part of its money back by a change (decision 019): what it paid, net.
  if (booking.status !== "cancelled" && booking.paymentStatus === "completed") {
    return { kind: "paid", charged: charged - refunded };
  }
  if (refunded <= 0) return { kind: "paid", charged };
  if (booking.paymentStatus !== "refunded") return { kind: "refundOnItsWay", refunded, charged };
  return refunded >= charged
    ? { kind: "refundedInFull", refunded }
    : { kind: "refundedInPart", refunded, charged };
}
