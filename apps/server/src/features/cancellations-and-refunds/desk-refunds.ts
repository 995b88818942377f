import { refundWithFeeOf, staffRefundOf } from "@camp/shared/booking/cancellation-policy";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { tourismFeeFromNightOf, tourismFeeOf } from "@camp/shared/tax/tourism-fee";
import type { BookingRow } from "../bookings/booking-repository";
import { refundOutOfRange } from "./cancel-booking";

/**
 * The Tourism Dirham fee a cancellation or a no-show gives back in full on top of the refund staff
 * choose, for the console's dialogs (decision 048); nothing without one.
 */
export function tourismFeeRefundOf(booking: Pick<BookingRow, "priceLines">, paidMinor: number) {
  const fee = staffRefundOf(paidMinor, tourismFeeOf(booking.priceLines)).tourismFeeRefundMinor;
  return fee > 0 ? { tourismFeeRefundAmount: toMajorUnits(fee) } : {};
}

/**
 * The Tourism Dirham fee an early check-out on `leftOn` gives back: that of the nights from that
 * day on, as sold, never more than the stay still holds (decision 048). The resort
 * refunds nothing else for an early departure (decision 022), so the policy's percent is 0.
 */
export function earlyCheckOutRefundOf(
  booking: Pick<BookingRow, "priceLines" | "totalMinor" | "chargedMinor" | "refundOwedMinor">,
  leftOn: string,
): number {
  const paidMinor = Math.min(booking.totalMinor, booking.chargedMinor - booking.refundOwedMinor);
  return refundWithFeeOf(paidMinor, 0, tourismFeeFromNightOf(booking.priceLines, leftOn))
    .refundMinor;
}

/**
 * The refund of a no-show, as staff chose it within what the stay still holds of the guest's money
 * (a change's refund already left it). No night was stayed, so every night's Tourism Dirham fee goes
 * back on top of staff's choice. A choice out of range is refused with its bounds.
 */
export function noShowRefundOf(
  booking: Pick<BookingRow, "priceLines" | "totalMinor" | "chargedMinor" | "refundOwedMinor">,
  chosenMinor: number,
) {
  const paidMinor = Math.max(
    0,
    Math.min(booking.totalMinor, booking.chargedMinor - booking.refundOwedMinor),
  );
  const refund = staffRefundOf(paidMinor, tourismFeeOf(booking.priceLines), chosenMinor);
  if (!Number.isInteger(chosenMinor) || chosenMinor < 0 || chosenMinor > refund.maxChosenMinor) {
    throw refundOutOfRange(refund);
  }
  return refund;
}
