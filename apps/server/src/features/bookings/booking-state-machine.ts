import { and, eq, lt, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/database";
import { preparedInsert } from "../../db/prepared";
import { bookings } from "../../db/schema";
import { AppError } from "../../lib/app-error";

type BookingRow = typeof bookings.$inferSelect;
type NewBooking = typeof bookings.$inferInsert;

export type BookingStatus = BookingRow["status"];
export type BookingPaymentStatus = BookingRow["paymentStatus"];
/** Where a booking is in its life: its status and its payment status, as `status/payment`. */
export type BookingState = `${BookingStatus}/${BookingPaymentStatus}`;

/**
 * Who asks for a move: the guest's own calls (booking, cancelling, withdrawing), the card
 * processor's webhook, the reconciler (the app's own background runs), staff in the console.
 */
export type BookingActor = "guest" | "webhook" | "reconciler" | "staff";

type Move = { from: BookingState; to: BookingState; by: readonly BookingActor[]; why: string };
type Birth = { to: BookingState; by: readonly BookingActor[]; why: string };

/** Whoever turns a paid intent into its booking: fulfilment runs for all three (fulfil-booking.ts). */
const FULFILLERS = ["guest", "webhook", "reconciler"] as const;

/** How a booking comes to be: only fulfilment makes one, from a paid (or authorised) intent. */
export const BOOKING_BIRTHS: readonly Birth[] = [
  {
    to: "pending/authorised",
    by: FULFILLERS,
    why: "a request: the card is authorised, staff decide",
  },
  { to: "confirmed/completed", by: FULFILLERS, why: "an instant booking: the card is charged" },
  {
    to: "confirmed/pending",
    by: ["staff"],
    why: "a booking staff took at the desk, the whole amount due there (decision 055)",
  },
];

/**
 * The life of a booking, and the only moves it may make (decisions 007, 012, 014). Staff decisions
 * and cancellations are made in two steps (staff-actions.ts, cancel-booking.ts): the decision moves
 * the status, then the money step moves the payment status. The webhook only makes bookings.
 */
export const BOOKING_MOVES: readonly Move[] = [
  {
    from: "pending/authorised",
    to: "confirmed/authorised",
    by: ["staff"],
    why: "staff accept a request; the capture follows",
  },
  {
    from: "confirmed/authorised",
    to: "pending/authorised",
    by: ["staff"],
    why: "the capture failed, so the request waits for a decision again",
  },
  {
    from: "confirmed/authorised",
    to: "confirmed/completed",
    by: ["staff", "reconciler"],
    why: "the accepted request's money was captured (the reconciler finishes a failed step)",
  },
  {
    from: "pending/authorised",
    to: "cancelled/authorised",
    by: ["guest", "staff", "reconciler"],
    why: "withdrawn by the guest, declined by staff, or declined before the authorisation lapses",
  },
  {
    from: "confirmed/authorised",
    to: "cancelled/authorised",
    by: ["staff", "reconciler"],
    why: "cancelled while its capture was on the way, or its authorisation is gone",
  },
  {
    from: "confirmed/completed",
    to: "cancelled/completed",
    by: ["guest", "staff"],
    why: "a paid stay cancelled, its refund decided (refund owed)",
  },
  {
    from: "cancelled/authorised",
    to: "cancelled/refunded",
    by: ["guest", "staff", "reconciler"],
    why: "the authorisation was released (refunded in full, if a capture won the race)",
  },
  {
    from: "cancelled/completed",
    to: "cancelled/refunded",
    by: ["guest", "staff", "reconciler"],
    why: "the refund owed was paid",
  },
  {
    from: "confirmed/completed",
    to: "completed/completed",
    by: ["reconciler"],
    why: "the stay's check-out day has passed and nobody checked the guest in (the date's fallback)",
  },
  // The front desk (decision 022): staff record arrivals, departures and guests who never came.
  {
    from: "confirmed/completed",
    to: "checked_in/completed",
    by: ["staff"],
    why: "the guest arrived: checked in, from the check-in day until the check-out day",
  },
  {
    from: "checked_in/completed",
    to: "completed/completed",
    by: ["staff", "reconciler"],
    why: "the guest left: checked out (the reconciler's fallback once the check-out day has passed)",
  },
  {
    from: "confirmed/completed",
    to: "no_show/completed",
    by: ["staff"],
    why: "the guest never came: marked after the arrival day, the money kept unless staff refund",
  },
  {
    from: "no_show/completed",
    to: "no_show/refunded",
    by: ["staff", "reconciler"],
    why: "the refund staff chose to give with a no-show was paid",
  },
  {
    from: "checked_in/completed",
    to: "confirmed/completed",
    by: ["staff"],
    why: "a check-in made by mistake, undone within its Dubai day",
  },
  // Sales at the desk (decision 055): a balance due, paid in parts at the desk.
  {
    from: "confirmed/pending",
    to: "confirmed/completed",
    by: ["staff"],
    why: "the desk took the last of the balance due",
  },
  {
    from: "confirmed/pending",
    to: "checked_in/pending",
    by: ["staff"],
    why: "the guest arrived with a balance still due: checked in, the balance taken during the stay",
  },
  {
    from: "checked_in/pending",
    to: "checked_in/completed",
    by: ["staff"],
    why: "the desk took the last of the balance due during the stay",
  },
  {
    from: "checked_in/pending",
    to: "confirmed/pending",
    by: ["staff"],
    why: "a check-in made by mistake, undone within its Dubai day",
  },
  {
    from: "confirmed/pending",
    to: "cancelled/pending",
    by: ["staff"],
    why: "a desk booking cancelled: what the desk took is owed back as decided (refund owed)",
  },
  {
    from: "cancelled/pending",
    to: "cancelled/refunded",
    by: ["staff"],
    why: "the desk gave back the refund owed (or nothing was owed), recorded with how it went back",
  },
  {
    from: "completed/completed",
    to: "checked_in/completed",
    by: ["staff"],
    why: "a check-out made by mistake, undone within its Dubai day",
  },
  {
    from: "no_show/completed",
    to: "confirmed/completed",
    by: ["staff"],
    why: "a no-show marked by mistake (without a refund), undone within its Dubai day",
  },
];

export const stateOf = (booking: {
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
}): BookingState => `${booking.status}/${booking.paymentStatus}`;

const split = (state: BookingState) => {
  const [status, paymentStatus] = state.split("/") as [BookingStatus, BookingPaymentStatus];
  return { status, paymentStatus };
};

export function canMoveBooking(from: BookingState, to: BookingState, actor: BookingActor): boolean {
  return BOOKING_MOVES.some(
    (move) => move.from === from && move.to === to && move.by.includes(actor),
  );
}

export function canCreateBooking(to: BookingState, actor: BookingActor): boolean {
  return BOOKING_BIRTHS.some((birth) => birth.to === to && birth.by.includes(actor));
}

/** A move the table does not allow: a bug in the caller, which checks what it may do first. */
export class IllegalBookingMove extends Error {
  constructor(
    readonly from: BookingState | "new",
    readonly to: BookingState,
    readonly actor: BookingActor,
  ) {
    super(`a booking cannot move from ${from} to ${to} (asked by ${actor})`);
    this.name = "IllegalBookingMove";
  }
}

/** Columns only this file writes: the state, and the version that guards it. */
type StateColumns = "id" | "status" | "paymentStatus" | "version" | "policyCheckIn";

/** A booking's insert, per set of columns given: built once each (db/prepared.ts). */
const bookingInsert = preparedInsert("insert_booking", bookings);

/** A new booking, in one of the states the table lets `actor` make one in. */
export async function createBooking(
  tx: Executor,
  values: Omit<NewBooking, StateColumns> & { id: string },
  to: BookingState,
  actor: BookingActor,
): Promise<BookingRow> {
  if (!canCreateBooking(to, actor)) throw new IllegalBookingMove("new", to, actor);
  const { status, paymentStatus } = split(to);
  const row = { ...values, status, paymentStatus, version: 0, policyCheckIn: values.checkIn };
  return bookingInsert(tx, row);
}

export const bookingChanged = () =>
  new AppError(
    "BOOKING_CHANGED",
    "This booking changed meanwhile. Look at it again, then try once more.",
  );

/**
 * The one writer of a booking's status and payment status. Refuses a move the table does not
 * allow, and writes only while the row is still in the state and version the caller read: a
 * concurrent move makes it refuse with BOOKING_CHANGED instead of being overwritten. Other
 * columns (when it was cancelled, the refund owed or given) change in the same statement.
 */
export async function moveBooking(
  tx: Executor,
  booking: Pick<BookingRow, "id" | "status" | "paymentStatus" | "version">,
  to: BookingState,
  actor: BookingActor,
  changes: Omit<Partial<NewBooking>, StateColumns> = {},
): Promise<BookingRow> {
  const from = stateOf(booking);
  if (!canMoveBooking(from, to, actor)) throw new IllegalBookingMove(from, to, actor);
  const { status, paymentStatus } = split(to);
  return updateUnchanged(tx, booking, { ...changes, status, paymentStatus });
}

/**
 * Writes `values` to the booking, counting in its version, only while the row is still in the
 * state and version the caller read: refused with BOOKING_CHANGED when it moved meanwhile.
 */
async function updateUnchanged(
  tx: Executor,
  booking: Pick<BookingRow, "id" | "status" | "paymentStatus" | "version">,
  values: Omit<PgUpdateSetSource<typeof bookings>, "version">,
): Promise<BookingRow> {
  const [updated] = await tx
    .update(bookings)
    .set({ ...values, version: booking.version + 1 })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.status, booking.status),
        eq(bookings.paymentStatus, booking.paymentStatus),
        eq(bookings.version, booking.version),
      ),
    )
    .returning();
  if (!updated) throw bookingChanged();
  return updated;
}

/**
 * The reconciler's bulk move, the date's fallback for stays nobody checked out (decision 022):
 * paid stays, checked in or not, whose check-out day has passed become completed. A check-out at
 * the desk completes a stay on the day; this only finishes what the desk left open.
 */
export async function completeFinishedStays(db: Executor, today: string, now: Date): Promise<void> {
  const to = "completed/completed" as const;
  for (const from of ["confirmed/completed", "checked_in/completed"] as const) {
    if (!canMoveBooking(from, to, "reconciler")) {
      throw new IllegalBookingMove(from, to, "reconciler");
    }
    const { status, paymentStatus } = split(to);
    await db
      .update(bookings)
      .set({ status, paymentStatus, version: sql`${bookings.version} + 1`, updatedAt: now })
      .where(
        and(
          eq(bookings.status, split(from).status),
          eq(bookings.paymentStatus, split(from).paymentStatus),
          lt(bookings.checkOut, today),
        ),
      );
  }
}

/**
 * Where a booking's terms (dates, units, guests, price) may be rewritten, and by whom: a guest's
 * change of a paid stay (decision 019), applied by whoever fulfils its payment, or directly by
 * the guest when there was nothing to pay. The state does not move.
 */
export const BOOKING_REVISIONS: readonly Birth[] = [
  {
    to: "confirmed/completed",
    by: FULFILLERS,
    why: "a guest's change of a paid stay, before its check-in day",
  },
];

export function canReviseBooking(state: BookingState, actor: BookingActor): boolean {
  return BOOKING_REVISIONS.some((revision) => revision.to === state && revision.by.includes(actor));
}

/** The columns a change rewrites, and the money it adds (a difference paid, a refund owed). */
export type RevisedTerms = Partial<
  Pick<
    NewBooking,
    | "quoteId"
    | "checkIn"
    | "checkOut"
    | "nights"
    | "quantity"
    | "guests"
    | "vatRateBp"
    | "policyShown"
    | "roomType"
    | "priceLines"
    | "totalMinor"
    | "chargedMinor"
    | "refundOwedMinor"
    | "updatedAt"
  >
>;

/**
 * The one writer of a booking's terms: only in a state the revisions table allows for `actor`,
 * and only while the row is still the version the caller read (a change priced against an older
 * version, or a move meanwhile, is refused with BOOKING_CHANGED). Counts in the version, so a
 * second change priced against the same booking is refused.
 */
export async function reviseBookingTerms(
  tx: Executor,
  booking: Pick<BookingRow, "id" | "status" | "paymentStatus" | "version">,
  actor: BookingActor,
  terms: RevisedTerms,
): Promise<BookingRow> {
  const state = stateOf(booking);
  if (!canReviseBooking(state, actor)) throw new IllegalBookingMove(state, state, actor);
  return updateUnchanged(tx, booking, {
    ...terms,
    // The policy keeps counting from the earliest check-in the stay has had (decision 023).
    ...(terms.checkIn === undefined
      ? {}
      : { policyCheckIn: sql`least(${bookings.policyCheckIn}, ${terms.checkIn}::date)` }),
  });
}

/**
 * Records money the processor gave back on a booking that stays as it is (a change's refund): not
 * a move, so the version stays and a change being paid for meanwhile is not refused for it. Only
 * while the refund recorded is still the one the caller read, and never past the refund owed.
 */
export async function recordRefundGiven(
  tx: Executor,
  booking: Pick<BookingRow, "id" | "refundedMinor" | "refundOwedMinor">,
  refundedMinor: number,
  now: Date,
): Promise<BookingRow> {
  if (refundedMinor > booking.refundOwedMinor || refundedMinor < booking.refundedMinor) {
    throw new Error(`booking ${booking.id}: refunded ${refundedMinor} is outside what is owed`);
  }
  const [recorded] = await tx
    .update(bookings)
    .set({ refundedMinor, updatedAt: now })
    .where(and(eq(bookings.id, booking.id), eq(bookings.refundedMinor, booking.refundedMinor)))
    .returning();
  if (!recorded) throw bookingChanged();
  return recorded;
}

/**
 * Money taken at the desk (decision 055): adds `amountMinor` to what the booking was charged,
 * only while the row is still the version the caller read (a payment or a move meanwhile is
 * refused with BOOKING_CHANGED), and never past its total. When that pays the balance, the
 * booking moves as the table says: `confirmed/pending -> confirmed/completed`, or
 * `checked_in/pending -> checked_in/completed`.
 */
export async function recordDeskPayment(
  tx: Executor,
  booking: Pick<
    BookingRow,
    "id" | "status" | "paymentStatus" | "version" | "totalMinor" | "chargedMinor"
  >,
  amountMinor: number,
  now: Date,
): Promise<BookingRow> {
  const chargedMinor = booking.chargedMinor + amountMinor;
  if (!Number.isInteger(amountMinor) || amountMinor <= 0 || chargedMinor > booking.totalMinor) {
    throw new Error(
      `booking ${booking.id}: a desk payment of ${amountMinor} is outside the balance`,
    );
  }
  const from = stateOf(booking);
  const to: BookingState =
    chargedMinor === booking.totalMinor ? `${booking.status}/completed` : from;
  if (from !== to) return moveBooking(tx, booking, to, "staff", { chargedMinor, updatedAt: now });
  if (booking.paymentStatus !== "pending") throw new IllegalBookingMove(from, to, "staff");
  return updateUnchanged(tx, booking, { chargedMinor, updatedAt: now });
}

/**
 * A deleted account's bookings (decision 031), written here as every booking write is: kept, as the law keeps booking and tax records for
 * five years, without the phone and the wishes that were the guest's own words.
 */
export async function forgetGuestContactOfUser(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(bookings)
    .set({ guestPhone: null, specialRequests: null })
    .where(eq(bookings.userId, userId));
}
