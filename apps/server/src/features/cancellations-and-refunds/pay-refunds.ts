import { spreadRefund } from "@camp/shared/booking/booking-change";
import { resortDateOf } from "@camp/shared/dates/resort-dates";
import { tourismFeeFromNightOf, tourismFeeOf } from "@camp/shared/tax/tourism-fee";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { recordPaymentMovement } from "../bookings/booking-payments-ledger";
import { type BookingRow, findBooking, listIntentMoney } from "../bookings/booking-repository";
import { issueCreditNote } from "../documents/issue-documents";

/**
 * The refund a booking is owed, spread over the payments it was charged with (its first and each
 * change's difference, the newest first), each giving back at most what it took (decision 019).
 * Each intent is asked for what is missing of its share, under a key naming what it had given
 * back before, so a retry or a second caller racing this one never refunds a share twice. Answers
 * once every share is given back; throws otherwise (the reconciler tries again).
 */
export async function payRefundOwed(
  ctx: AppContext,
  booking: Pick<BookingRow, "id" | "paymentIntentId" | "chargedMinor" | "refundOwedMinor">,
): Promise<{ id: string; refundMinor: number }[]> {
  const shares = await refundSharesOf(ctx.db, booking, booking.refundOwedMinor);
  for (const share of shares) {
    if (share.refundMinor <= 0) continue;
    const intent = await ctx.payments.retrieveIntent(share.id);
    if (intent.amountRefunded >= share.refundMinor) continue;
    const key =
      intent.amountRefunded === 0
        ? `refund-${intent.id}`
        : `refund-${intent.id}-after-${intent.amountRefunded}`;
    const refunded = await ctx.payments.refundIntent(
      intent.id,
      key,
      share.refundMinor - intent.amountRefunded,
    );
    if (refunded.amountRefunded < share.refundMinor) {
      throw new Error(
        `intent ${intent.id} gave back ${refunded.amountRefunded} of ${share.refundMinor}`,
      );
    }
  }
  return shares;
}

/** The share of `refundMinor` each payment of the booking carries. */
export async function refundSharesOf(
  db: Executor,
  booking: Pick<BookingRow, "id" | "paymentIntentId" | "chargedMinor">,
  refundMinor: number,
) {
  const payments = await listIntentMoney(db, booking.id);
  const charged = payments.filter((payment) => payment.chargedMinor > 0);
  // A booking with no captured payment in its history (a capture that won a race against a
  // release) was charged on its own intent.
  const from =
    charged.length > 0
      ? charged
      : [{ id: booking.paymentIntentId, chargedMinor: booking.chargedMinor }];
  return spreadRefund(from, refundMinor);
}

/**
 * The refund movements that giving back `refundMinor` more would write (one per payment intent,
 * what its share adds to what the history says it gave back), as `recordRefundShares` writes them.
 */
export async function refundMovementsOf(
  db: Executor,
  booking: Pick<BookingRow, "id" | "paymentIntentId" | "chargedMinor" | "refundOwedMinor">,
  refundMinor: number,
): Promise<{ paymentIntentId: string; amountMinor: number }[]> {
  if (refundMinor <= 0) return [];
  const shares = await refundSharesOf(db, booking, booking.refundOwedMinor + refundMinor);
  const recorded = new Map(
    (await listIntentMoney(db, booking.id)).map((payment) => [payment.id, payment.refundedMinor]),
  );
  return shares
    .map((share) => ({
      paymentIntentId: share.id,
      amountMinor: share.refundMinor - (recorded.get(share.id) ?? 0),
    }))
    .filter((movement) => movement.amountMinor > 0);
}

/**
 * Writes into the booking's payment history what each intent gave back beyond what the history
 * already says, each with its credit note, in the caller's transaction (under the booking's lock).
 */
export async function recordRefundShares(
  tx: Executor,
  ctx: AppContext,
  bookingId: string,
  shares: { id: string; refundMinor: number }[],
  by: { actor: "guest" | "staff" | "system"; actorId: string | null; now: Date },
): Promise<void> {
  const recorded = new Map(
    (await listIntentMoney(tx, bookingId)).map((payment) => [payment.id, payment.refundedMinor]),
  );
  const booking = await findBooking(tx, bookingId);
  const keptTourismFeeMinor = booking ? keptTourismFeeOf(booking) : undefined;
  for (const share of shares) {
    const amountMinor = share.refundMinor - (recorded.get(share.id) ?? 0);
    if (amountMinor <= 0) continue;
    const movement = await recordPaymentMovement(tx, {
      bookingId,
      kind: "refunded",
      amountMinor,
      paymentIntentId: share.id,
      actor: by.actor,
      actorId: by.actorId,
      createdAt: by.now,
    });
    // Each refund movement is credited on the invoice of the payment it gives back (decision 029).
    await issueCreditNote(tx, ctx, { bookingId, movement, keptTourismFeeMinor });
  }
}

/**
 * The Tourism Dirham fee a booking still owes, as sold (decision 048): none once cancelled or
 * marked a no-show (no night was stayed), that of the nights before the day of an early check-out,
 * else that of its stay as it now is (a change that drops nights gives their fee back in full).
 */
export function keptTourismFeeOf(
  booking: Pick<BookingRow, "status" | "priceLines" | "checkOut" | "checkedOutAt">,
): number {
  if (booking.status === "cancelled" || booking.status === "no_show") return 0;
  const sold = tourismFeeOf(booking.priceLines);
  if (booking.status === "completed" && booking.checkedOutAt) {
    const leftOn = resortDateOf(booking.checkedOutAt);
    if (leftOn < booking.checkOut) return sold - tourismFeeFromNightOf(booking.priceLines, leftOn);
  }
  return sold;
}
