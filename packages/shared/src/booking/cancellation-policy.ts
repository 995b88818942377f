import { resortInstantOf } from "../dates/resort-dates";

/**
 * The written cancellation policy (docs/decisions/014-cancellation-policy.md): a full refund up to
 * `fullRefundDays` before check-in, `partialRefundPercent` up to `partialRefundHours` before, none
 * after; from check-in on a stay cannot be cancelled. The server configures it; the web shows the
 * numbers the server sends, so both always agree.
 */
export type CancellationPolicy = {
  fullRefundDays: number;
  partialRefundHours: number;
  partialRefundPercent: number;
};

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  fullRefundDays: 7,
  partialRefundHours: 48,
  partialRefundPercent: 50,
};

/** When a stay begins, for the policy: the resort's check-in time on the check-in day, in Dubai. */
export const CHECK_IN_TIME = "14:00";

export function checkInInstant(checkIn: string): Date {
  return resortInstantOf(checkIn, CHECK_IN_TIME);
}

export type CancellationTerms = {
  /** False from the check-in instant on. */
  isCancellable: boolean;
  tier: "full" | "partial" | "none";
  refundPercent: number;
  /**
   * Of what is still paid (the total less anything refunded already): the Tourism Dirham fee of
   * the nights never stayed in full, and the policy's percent of the rest, rounded down to the fil.
   */
  refundMinor: number;
  /** The fee part of `refundMinor`: every night given up refunds its fee (decision 048). */
  tourismFeeRefundMinor: number;
  checkInAt: Date;
  /** The last instant of a full refund, and of the partial one. */
  fullRefundUntil: Date;
  partialRefundUntil: Date;
};

const HOUR = 3_600_000;

/** A refund of `percent` of what is paid, rounded down to the fil. */
export const refundMinorOf = (paidMinor: number, percent: number) =>
  Math.floor((Math.max(0, paidMinor) * percent) / 100);

/**
 * A refund of what is paid under a percent, the Tourism Dirham fee apart: the fee is due per
 * occupied unit-night, so the fee of nights never stayed (`unstayedFeeMinor`, as sold) comes back
 * in full whatever the percent, and the percent applies to the rest (decision 048). Two
 * master nights at 950 with a 20 AED fee, refunded at 50%: 40 + 950 = 990.
 */
export function refundWithFeeOf(
  paidMinor: number,
  percent: number,
  unstayedFeeMinor = 0,
): { refundMinor: number; tourismFeeRefundMinor: number } {
  const paid = Math.max(0, paidMinor);
  const fee = Math.min(Math.max(0, unstayedFeeMinor), paid);
  const refundMinor = fee + refundMinorOf(paid - fee, percent);
  return { refundMinor, tourismFeeRefundMinor: fee };
}

/**
 * A refund staff choose, cancelling a stay or marking a no-show (decision 048): no night was
 * stayed, so the fee of every night (`unstayedFeeMinor`, as sold) goes back in full on top of what
 * staff choose, which is 0 up to the rest of what is paid (`maxChosenMinor`, the default).
 */
export function staffRefundOf(
  paidMinor: number,
  unstayedFeeMinor: number,
  chosenMinor?: number,
): { refundMinor: number; tourismFeeRefundMinor: number; maxChosenMinor: number } {
  const paid = Math.max(0, paidMinor);
  const fee = Math.min(Math.max(0, unstayedFeeMinor), paid);
  const maxChosenMinor = paid - fee;
  return {
    refundMinor: fee + (chosenMinor ?? maxChosenMinor),
    tourismFeeRefundMinor: fee,
    maxChosenMinor,
  };
}

/**
 * What cancelling at `now` gives back; `tourismFeeMinor` is the fee the stay was sold with, every
 * night of which a cancellation gives up. Each deadline is inclusive: cancelling exactly 7 days
 * before check-in still gets the full refund, exactly 48 hours before still gets the partial one.
 */
export function cancellationTerms(
  stay: { checkIn: string; paidMinor: number; tourismFeeMinor?: number },
  now: Date,
  policy: CancellationPolicy = DEFAULT_CANCELLATION_POLICY,
): CancellationTerms {
  const checkInAt = checkInInstant(stay.checkIn);
  const fullRefundUntil = new Date(checkInAt.getTime() - policy.fullRefundDays * 24 * HOUR);
  const partialRefundUntil = new Date(checkInAt.getTime() - policy.partialRefundHours * HOUR);
  const at = now.getTime();
  const isCancellable = at < checkInAt.getTime();
  const tier =
    at <= fullRefundUntil.getTime()
      ? "full"
      : at <= partialRefundUntil.getTime()
        ? "partial"
        : "none";
  const refundPercent = !isCancellable
    ? 0
    : tier === "full"
      ? 100
      : tier === "partial"
        ? policy.partialRefundPercent
        : 0;
  // From check-in on nothing is cancelled, so no night is given up and no fee comes back.
  const refund = refundWithFeeOf(
    stay.paidMinor,
    refundPercent,
    isCancellable ? (stay.tourismFeeMinor ?? 0) : 0,
  );
  return {
    isCancellable,
    tier,
    refundPercent,
    ...refund,
    checkInAt,
    fullRefundUntil,
    partialRefundUntil,
  };
}
