import type { Executor } from "../../db/database";
import { preparedInsert } from "../../db/prepared";
import { bookingPayments } from "../../db/schema";

export type BookingPaymentRow = typeof bookingPayments.$inferSelect;
type NewBookingPayment = typeof bookingPayments.$inferInsert;
export type PaymentMovementKind = BookingPaymentRow["kind"];

/**
 * Who the history says moved the money (the row's `actor`): the guest, staff (named by
 * `actorId`), or the system (the reconciler finishing a step that failed). It is who caused the
 * movement, not the process that wrote it: a payment the webhook turns into a booking is the
 * guest's.
 */
export type PaymentMovementActor = BookingPaymentRow["actor"];

type PaymentRecord = {
  kind: PaymentMovementKind;
  by: readonly PaymentMovementActor[];
  why: string;
};

/**
 * A booking's payment history (decision 052): rows are only ever added, one per movement of its
 * money, each credited or invoiced by its documents (decision 029). This table says which movement
 * each actor may record; the booking's moves that go with them are booking-state-machine.ts's.
 */
export const PAYMENT_RECORDS: readonly PaymentRecord[] = [
  {
    kind: "authorised",
    by: ["guest"],
    why: "a request's card was authorised: the booking waits, pending, for staff (decision 007)",
  },
  {
    kind: "captured",
    by: ["guest"],
    why: "the guest paid an instant booking, or the difference of a change (decision 019)",
  },
  {
    kind: "captured",
    by: ["staff"],
    why: "staff accepted a request: its authorisation was captured",
  },
  {
    kind: "captured",
    by: ["staff"],
    why: "the desk took money for a booking (cash, card terminal, bank transfer), in part or the balance (decision 055)",
  },
  {
    kind: "captured",
    by: ["system"],
    why: "the reconciler captured an accepted request whose capture step had failed",
  },
  { kind: "released", by: ["guest"], why: "the guest withdrew a request: its card let go" },
  { kind: "released", by: ["staff"], why: "staff declined a request: its card let go" },
  {
    kind: "released",
    by: ["system"],
    why: "the reconciler declined a request before its authorisation lapsed, or finished a release",
  },
  {
    kind: "refunded",
    by: ["guest"],
    why: "the guest cancelled a paid stay, or gave nights back with a change, and was refunded",
  },
  {
    kind: "refunded",
    by: ["staff"],
    why: "staff cancelled a stay, refunded a no-show or an early check-out's nights (decisions 022, 048)",
  },
  {
    kind: "refunded",
    by: ["staff"],
    why: "staff cancelled a desk booking: the desk gave its money back by the method each payment was taken with (decision 055)",
  },
  {
    kind: "refunded",
    by: ["system"],
    why: "the reconciler paid a refund whose step had failed, or a capture won a release's race",
  },
];

export function canRecordPayment(kind: PaymentMovementKind, actor: PaymentMovementActor): boolean {
  return PAYMENT_RECORDS.some((record) => record.kind === kind && record.by.includes(actor));
}

/** A movement's insert, per set of columns given: built once each (db/prepared.ts). */
const paymentInsert = preparedInsert("insert_booking_payment", bookingPayments);

/**
 * The one writer of `booking_payments`: adds one movement of a booking's money, in the
 * transaction that moves the booking (under its lock). Refuses, before touching the database, a
 * movement the table does not let its actor record.
 */
export async function recordPaymentMovement(
  tx: Executor,
  values: NewBookingPayment,
): Promise<BookingPaymentRow> {
  if (!canRecordPayment(values.kind, values.actor)) {
    throw new Error(`a booking's payment history cannot record ${values.kind} by ${values.actor}`);
  }
  return paymentInsert(tx, values);
}
