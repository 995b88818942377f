import type { AuditAction } from "@camp/shared/admin/audit-actions";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { resortDateOf, resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { isPaidAtDesk } from "@camp/shared/desk-sales/desk-sales";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import { tourismFeeFromNightOf } from "@camp/shared/tax/tourism-fee";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/database";
import { isPromoUnitKey, isStayUnitKey, toPublicUnit } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { loadUnitTotals } from "../bookings/booking-facts";
import { type BookingRow, findBooking, lockBooking } from "../bookings/booking-repository";
import { moveBooking, recordRefundGiven, stateOf } from "../bookings/booking-state-machine";
import { isMoneyOwed, settleCancelledBooking } from "../cancellations-and-refunds/cancel-booking";
import { refundAtDesk } from "../cancellations-and-refunds/desk-money-back";
import { earlyCheckOutRefundOf, noShowRefundOf } from "../cancellations-and-refunds/desk-refunds";
import { settleChangeRefund } from "../cancellations-and-refunds/settle-change-refund";
import {
  assertMayGiveRefund,
  type RefundAuthority,
} from "../cancellations-and-refunds/staff-refund-authority";
import {
  listClaimsReleasedAt,
  releaseClaimsOfBookingFrom,
  restoreClaimsReleasedAt,
} from "../inventory/claims-repository";
import { lockUnits } from "../inventory/inventory-repository";
import { findShortagesToConfirm } from "../inventory/inventory-service";
import { findQuote } from "../quotes/quote-repository";

/**
 * The front desk (decision 022): staff check a guest in and out, mark a guest who never came, and
 * undo any of the three made by mistake on the same Dubai day. Each move is checked and written
 * under the booking row's lock with its audit entry; the state machine refuses a row that changed
 * since it was read, so two staff pressing at once get one result and one 409.
 */

export type DeskAction = "check-in" | "check-out" | "no-show" | "undo";

type DeskStep = {
  /** Checks the locked booking (throws a 409 when the desk may not do this now) and moves it. */
  run(tx: Executor, booking: BookingRow, now: Date, today: string): Promise<DeskOutcome>;
  /** Unit types to lock first: only a move that gives nights back or takes them again needs it. */
  isStockChanged?: boolean;
};
type DeskOutcome = { booking: BookingRow; action: AuditAction; before: unknown; after: unknown };

const isPaidStay = (booking: Pick<BookingRow, "status" | "paymentStatus">) =>
  stateOf(booking) === "confirmed/completed";

/**
 * A stay that may be checked in: paid, or taken at the desk with a balance still due, which the
 * desk takes during the stay (decision 055).
 */
const isArrivable = (booking: Pick<BookingRow, "status" | "paymentStatus">) =>
  isPaidStay(booking) || stateOf(booking) === "confirmed/pending";

const balanceDueAtCheckOut = () =>
  new AppError("BALANCE_DUE", deskSalesMessages.balanceDueAtCheckOut);

type DeskFacts = Pick<
  BookingRow,
  | "status"
  | "paymentStatus"
  | "checkIn"
  | "checkOut"
  | "checkedInAt"
  | "checkedOutAt"
  | "noShowAt"
  | "noShowRefundMinor"
  | "priceLines"
  | "totalMinor"
  | "chargedMinor"
  | "refundOwedMinor"
>;

/** An early check-out that gave a Tourism Dirham fee back: money moved, so it cannot be undone. */
const isFeeGivenBack = (booking: Pick<BookingRow, "checkedOutAt" | "checkOut" | "priceLines">) =>
  booking.checkedOutAt !== null &&
  resortDateOf(booking.checkedOutAt) < booking.checkOut &&
  tourismFeeFromNightOf(booking.priceLines, resortDateOf(booking.checkedOutAt)) > 0;

/**
 * What the desk may do with a booking on Dubai's `today`: the same rules the actions below check,
 * for the console's buttons. `undo` names the action an undo would take back, if any.
 */
export function deskActionsOf(booking: DeskFacts, today: string) {
  const isToday = (at: Date | null) => at !== null && resortDateOf(at) === today;
  const undo =
    booking.status === "checked_in" && isToday(booking.checkedInAt)
      ? ("check-in" as const)
      : booking.status === "completed" && isToday(booking.checkedOutAt) && !isFeeGivenBack(booking)
        ? ("check-out" as const)
        : stateOf(booking) === "no_show/completed" &&
            booking.noShowRefundMinor === 0 &&
            isToday(booking.noShowAt)
          ? ("no-show" as const)
          : null;
  // A balance still due is taken before the guest leaves (decision 055).
  const canCheckOut = stateOf(booking) === "checked_in/completed";
  return {
    canCheckIn: isArrivable(booking) && today >= booking.checkIn && today < booking.checkOut,
    canCheckOut,
    canMarkNoShow: isPaidStay(booking) && today > booking.checkIn && today <= booking.checkOut,
    undo,
    ...(canCheckOut && today < booking.checkOut
      ? {
          earlyCheckOut: {
            fromNight: today,
            tourismFeeRefundAmount: toMajorUnits(earlyCheckOutRefundOf(booking, today)),
          },
        }
      : {}),
  };
}

async function runDeskStep(
  ctx: AppContext,
  bookingId: string,
  staff: AuditActor,
  step: DeskStep,
): Promise<BookingRow> {
  const found = await findBooking(ctx.db, bookingId);
  if (!found) throw notFound("Booking not found");
  const quote = step.isStockChanged ? await findQuote(ctx.db, found.quoteId) : undefined;
  return ctx.db.transaction(async (tx) => {
    if (quote)
      await lockUnits(
        tx,
        quote.claims.map((claim) => claim.unitKey),
      );
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound("Booking not found");
    const now = ctx.clock.now();
    const outcome = await step.run(tx, booking, now, resortToday(now));
    await recordAdminAction(tx, {
      actor: staff,
      action: outcome.action,
      entityType: "booking",
      entityId: bookingId,
      before: outcome.before,
      after: outcome.after,
    });
    return outcome.booking;
  });
}

/** Checks the guest in: a paid, confirmed stay, from its check-in day until the day before check-out. */
export function checkInBooking(ctx: AppContext, bookingId: string, staff: AuditActor) {
  return runDeskStep(ctx, bookingId, staff, {
    async run(tx, booking, now, today) {
      if (!isArrivable(booking)) {
        throw new AppError(
          "CHECK_IN_NOT_ALLOWED",
          "Only a confirmed, paid stay can be checked in.",
        );
      }
      const lastDay = addDaysIso(booking.checkOut, -1);
      if (today < booking.checkIn || today > lastDay) {
        throw new AppError(
          "CHECK_IN_NOT_TODAY",
          `This guest can be checked in from ${booking.checkIn} to ${lastDay}.`,
          undefined,
          { params: { checkIn: booking.checkIn, lastDay } },
        );
      }
      const moved = await moveBooking(tx, booking, `checked_in/${booking.paymentStatus}`, "staff", {
        checkedInAt: now,
        checkedInBy: staff.id,
        updatedAt: now,
      });
      return {
        booking: moved,
        action: "booking.check-in",
        before: { status: booking.status },
        after: { status: moved.status },
      };
    },
  });
}

/**
 * Checks the guest out: the stay is completed now, whatever day it is. An early departure gives
 * its remaining nights back for sale from the day of the check-out on (the guest sleeps there no
 * more) and their Tourism Dirham fee back to the card (decision 048).
 */
export async function checkOutBooking(
  ctx: AppContext,
  bookingId: string,
  staff: AuditActor,
  options: { log?: FastifyBaseLogger; authority?: RefundAuthority } = {},
): Promise<BookingRow> {
  const checkedOut = await runDeskStep(ctx, bookingId, staff, {
    isStockChanged: true,
    async run(tx, booking, now, today) {
      if (stateOf(booking) === "checked_in/pending") throw balanceDueAtCheckOut();
      if (stateOf(booking) !== "checked_in/completed") {
        throw new AppError(
          "CHECK_OUT_NOT_ALLOWED",
          "Only a guest who is checked in can be checked out.",
        );
      }
      const isEarly = today < booking.checkOut;
      if (isEarly) await releaseClaimsOfBookingFrom(tx, booking.id, today, now);
      const feeRefundMinor = isEarly ? earlyCheckOutRefundOf(booking, today) : 0;
      assertMayGiveRefund(ctx.config, options.authority, feeRefundMinor);
      let moved = await moveBooking(tx, booking, "completed/completed", "staff", {
        checkedOutAt: now,
        checkedOutBy: staff.id,
        refundOwedMinor: booking.refundOwedMinor + feeRefundMinor,
        updatedAt: now,
      });
      // Money taken at the desk goes back at the desk, now (decision 055).
      if (feeRefundMinor > 0 && isPaidAtDesk(booking)) {
        await refundAtDesk(tx, ctx, moved, feeRefundMinor, staff.id);
        moved = await recordRefundGiven(tx, moved, moved.refundOwedMinor, now);
      }
      return {
        booking: moved,
        action: "booking.check-out",
        before: { status: booking.status },
        after: {
          status: moved.status,
          ...(isEarly ? { releasedFrom: today } : {}),
          ...(feeRefundMinor > 0 ? { refundMinor: feeRefundMinor } : {}),
        },
      };
    },
  });
  if (checkedOut.refundOwedMinor <= checkedOut.refundedMinor) return checkedOut;
  try {
    return await settleChangeRefund(ctx, checkedOut, { staffId: staff.id });
  } catch (error) {
    // The check-out and its refund are decided: the reconciler pays the refund if this failed.
    options.log?.error({ err: error, bookingId }, "checked out, but the fee's refund failed");
    return checkedOut;
  }
}

/**
 * Marks a guest who never came, from the day after the arrival day until the check-out day. The
 * resort keeps the money unless staff give back `refundMinor` (at most what was paid); the nights
 * from today on are released so they can be sold again.
 */
export async function markNoShow(
  ctx: AppContext,
  bookingId: string,
  staff: AuditActor,
  options: { refundMinor?: number; log?: FastifyBaseLogger; authority?: RefundAuthority } = {},
): Promise<BookingRow> {
  const marked = await runDeskStep(ctx, bookingId, staff, {
    isStockChanged: true,
    async run(tx, booking, now, today) {
      if (!isPaidStay(booking)) {
        throw new AppError(
          "NO_SHOW_NOT_ALLOWED",
          "Only a confirmed, paid stay that nobody checked in can be marked as a no-show.",
        );
      }
      const fromDay = addDaysIso(booking.checkIn, 1);
      if (today < fromDay || today > booking.checkOut) {
        throw new AppError(
          "NO_SHOW_TOO_EARLY",
          `A no-show can be marked from ${fromDay} to the check-out day.`,
          undefined,
          { params: { fromDay } },
        );
      }
      const refund = noShowRefundOf(booking, options.refundMinor ?? 0);
      const refundMinor = refund.refundMinor;
      assertMayGiveRefund(ctx.config, options.authority, refundMinor);
      await releaseClaimsOfBookingFrom(tx, booking.id, today, now);
      let moved = await moveBooking(tx, booking, "no_show/completed", "staff", {
        noShowAt: now,
        noShowBy: staff.id,
        noShowRefundMinor: refundMinor,
        refundOwedMinor: booking.refundOwedMinor + refundMinor,
        updatedAt: now,
      });
      // Money taken at the desk goes back at the desk, now (decision 055).
      if (refundMinor > 0 && isPaidAtDesk(booking)) {
        await refundAtDesk(tx, ctx, moved, refundMinor, staff.id);
        moved = await moveBooking(tx, moved, "no_show/refunded", "staff", {
          refundedMinor: moved.refundOwedMinor,
          updatedAt: now,
        });
      }
      return {
        booking: moved,
        action: "booking.no-show",
        before: { status: booking.status },
        after: { status: moved.status, refundMinor, releasedFrom: today },
      };
    },
  });
  // Only staff's own refund settles the no-show (no_show/refunded); a change's refund still owed
  // is paid by the reconciler and leaves the no-show as it is, so it can still be undone.
  if (marked.noShowRefundMinor === 0 || !isMoneyOwed(marked)) return marked;
  try {
    return await settleCancelledBooking(ctx, marked, "staff", staff.id);
  } catch (error) {
    // The no-show and its refund are decided: the reconciler pays the refund if this failed.
    options.log?.error({ err: error, bookingId }, "no-show marked, but the refund failed");
    return marked;
  }
}

const tooLate = () =>
  new AppError("UNDO_TOO_LATE", "This can only be undone on the Dubai day it was done.");

/**
 * Undoes the last desk action on the booking, on the Dubai day it was made: a check-in (back to
 * confirmed), a check-out (back to checked in), or a no-show without a refund (back to confirmed,
 * its nights taken again if nobody bought them meanwhile).
 */
export function undoDeskAction(ctx: AppContext, bookingId: string, staff: AuditActor) {
  return runDeskStep(ctx, bookingId, staff, {
    isStockChanged: true,
    async run(tx, booking, now, today) {
      const state = stateOf(booking);
      const isToday = (at: Date | null) => at !== null && resortDateOf(at) === today;
      if (state === "checked_in/completed" || state === "checked_in/pending") {
        if (!isToday(booking.checkedInAt)) throw tooLate();
        const moved = await moveBooking(
          tx,
          booking,
          `confirmed/${booking.paymentStatus}`,
          "staff",
          {
            checkedInAt: null,
            checkedInBy: null,
            updatedAt: now,
          },
        );
        return undone(moved, "booking.undo-check-in", booking);
      }
      if (state === "completed/completed" && booking.checkedOutAt) {
        if (!isToday(booking.checkedOutAt)) throw tooLate();
        if (isFeeGivenBack(booking)) {
          throw new AppError(
            "UNDO_AFTER_REFUND",
            "This check-out gave the Tourism Dirham fee of the nights left back: the money has gone back.",
          );
        }
        // An early check-out's nights count for the booking again, if nobody bought them.
        await takeNightsBack(tx, booking, booking.checkedOutAt, now);
        const moved = await moveBooking(tx, booking, "checked_in/completed", "staff", {
          checkedOutAt: null,
          checkedOutBy: null,
          updatedAt: now,
        });
        return undone(moved, "booking.undo-check-out", booking);
      }
      if (booking.status === "no_show" && booking.noShowAt) {
        if (booking.noShowRefundMinor > 0 || booking.paymentStatus !== "completed") {
          throw new AppError(
            "UNDO_AFTER_REFUND",
            "A no-show with a refund cannot be undone: the money has gone back.",
          );
        }
        if (!isToday(booking.noShowAt)) throw tooLate();
        await takeNightsBack(tx, booking, booking.noShowAt, now);
        const moved = await moveBooking(tx, booking, "confirmed/completed", "staff", {
          noShowAt: null,
          noShowBy: null,
          updatedAt: now,
        });
        return undone(moved, "booking.undo-no-show", booking);
      }
      throw new AppError(
        "NOTHING_TO_UNDO",
        "There is no check-in, check-out or no-show on this booking to undo.",
      );
    },
  });
}

const undone = (moved: BookingRow, action: AuditAction, before: BookingRow): DeskOutcome => ({
  booking: moved,
  action,
  before: { status: before.status },
  after: { status: moved.status },
});

/**
 * The nights a no-show or an early check-out gave back count for the booking again, if every one
 * is still free.
 */
async function takeNightsBack(
  tx: Executor,
  booking: BookingRow,
  releasedAt: Date,
  now: Date,
): Promise<void> {
  const released = await listClaimsReleasedAt(tx, booking.id, releasedAt);
  if (released.length === 0) return;
  const quote = await findQuote(tx, booking.quoteId);
  const shortages = await findShortagesToConfirm(tx, {
    bookingId: booking.id,
    // A promo code's use never left the booking (its sentinel night is no night of the stay).
    claims: (quote?.claims ?? []).filter((claim) => !isPromoUnitKey(claim.unitKey)),
    nights: [...new Set(released.map((claim) => claim.night))].sort(),
    totals: await loadUnitTotals(tx),
    now,
  });
  if (shortages.length > 0) {
    const nights = [...new Set(shortages.map((shortage) => shortage.night))].join(", ");
    const units = [
      ...new Set(
        shortages.map((shortage) =>
          isStayUnitKey(shortage.unitKey) ? toPublicUnit(shortage.unitKey) : shortage.unitKey,
        ),
      ),
    ];
    throw new AppError(
      "NIGHTS_RESOLD",
      `The nights this booking gave back were sold meanwhile (${nights}: ${units.join(", ")}).`,
      undefined,
      { params: { nights } },
    );
  }
  await restoreClaimsReleasedAt(tx, booking.id, releasedAt);
}
