import type { PaymentStatus } from "./booking-limits";

/** The intent id of a booking paid at the desk: `desk:<bookingId>` (decision 055, desk-sales.ts). */
export const DESK_PAYMENT_INTENT_PREFIX = "desk:";

type BookingMoneyRow = {
  paymentStatus: PaymentStatus;
  /** Every payment the booking took: its first and each change's difference (decision 019). */
  chargedMinor: number;
  /** Money the processor actually gave back so far. */
  refundedMinor: number;
  /** `desk:<bookingId>` for a booking paid at the desk (decision 055). */
  paymentIntentId: string;
};

/**
 * What the card was charged (captured), in fils, from the booking as stored: a paid booking its
 * total; a refunded one its total when money went back, none when the refund was the release of an
 * authorisation (nothing is ever refunded then); an authorisation none. A booking paid at the desk:
 * every payment the desk took.
 */
export function chargedMinorOf(row: BookingMoneyRow): number {
  // Money taken at the desk is counted as it is taken, in parts, whatever the state (decision 055).
  if (row.paymentIntentId?.startsWith(DESK_PAYMENT_INTENT_PREFIX)) return row.chargedMinor;
  if (row.paymentStatus === "completed") return row.chargedMinor;
  if (row.paymentStatus === "refunded" && row.refundedMinor > 0) return row.chargedMinor;
  return 0;
}

/** Money the resort keeps of a booking: what was charged, less what went back or is owed back. */
export function keptMinorOf(row: BookingMoneyRow & { refundOwedMinor: number }): number {
  return Math.max(0, chargedMinorOf(row) - row.refundOwedMinor);
}

/**
 * What the guest still owes (fils): the total less every payment taken, by card online or at the
 * desk (decision 055). A cancelled booking owes nothing; a card booking or request owes nothing,
 * its card having paid (or being authorised for) the whole total.
 */
export function balanceDueMinorOf(row: {
  status: string;
  paymentStatus: string;
  totalMinor: number;
  chargedMinor: number;
}): number {
  if (row.status === "cancelled") return 0;
  // Only a booking whose money is taken at the desk is "pending"; a card's is authorised or paid.
  if (row.paymentStatus !== "pending") return 0;
  return Math.max(0, row.totalMinor - row.chargedMinor);
}
