import { z } from "zod";
import { type CancellationPolicy, cancellationTerms } from "./cancellation-policy";

/**
 * What a change of a paid booking costs or gives back (docs/decisions/019-guest-changes.md). The
 * new stay is priced at today's rates; the difference against the booking's current total is
 * paid by card when positive. When the stay gets cheaper, the part given up is refunded under the
 * cancellation policy, as if that part were cancelled now: the policy counts back from the
 * booking's current check-in, and what it does not refund the resort keeps.
 */
export type ChangeMoney = {
  /** New total less the current one, in fils: positive is paid, negative is given up. */
  differenceMinor: number;
  /** Charged by card for the change (0 unless the stay costs more). */
  toPayMinor: number;
  /** The part of the stay given up (0 unless the stay costs less). */
  givenUpMinor: number;
  /** Of the part given up, what goes back to the guest, and what the resort keeps. */
  refundMinor: number;
  keptMinor: number;
  /** The policy's tier and percent for the part given up (100 when nothing is given up). */
  refundPercent: number;
  tier: "full" | "partial" | "none";
};

export function changeMoney(
  change: { currentTotalMinor: number; newTotalMinor: number; checkIn: string },
  now: Date,
  policy: CancellationPolicy,
): ChangeMoney {
  const differenceMinor = change.newTotalMinor - change.currentTotalMinor;
  const givenUpMinor = Math.max(0, -differenceMinor);
  const terms = cancellationTerms(
    { checkIn: change.checkIn, paidMinor: givenUpMinor },
    now,
    policy,
  );
  const refundMinor = givenUpMinor === 0 ? 0 : terms.refundMinor;
  return {
    differenceMinor,
    toPayMinor: Math.max(0, differenceMinor),
    givenUpMinor,
    refundMinor,
    keptMinor: givenUpMinor - refundMinor,
    refundPercent: givenUpMinor === 0 ? 100 : terms.refundPercent,
    tier: terms.tier,
  };
}

/**
 * A refund spread over the payments a booking was charged with (its first payment and each change
 * paid), in the order given: each payment gives back at most what it took. Answers how much of
 * `refundMinor` each one carries in total; deterministic, so a retry asks each payment for the
 * same total and refunds only what is missing.
 */
export function spreadRefund(
  payments: readonly { id: string; chargedMinor: number }[],
  refundMinor: number,
): { id: string; refundMinor: number }[] {
  let left = Math.max(0, refundMinor);
  return payments.map((payment) => {
    const share = Math.min(left, Math.max(0, payment.chargedMinor));
    left -= share;
    return { id: payment.id, refundMinor: share };
  });
}

/**
 * POST /api/booking/:id/change/check: the new stay's quote and what it costs against the booking,
 * in AED. `difference` is what the guest pays when positive; when negative, minus the refund.
 */
export const changeCheckSchema = z.object({
  quoteId: z.string(),
  bookingId: z.string(),
  status: z.enum(["confirmed"]),
  totalAmount: z.number(),
  currentAmount: z.number(),
  difference: z.number(),
  priceDifference: z.number(),
  toPay: z.number(),
  givenUp: z.number(),
  refund: z.number(),
  kept: z.number(),
  refundPercent: z.number(),
  nights: z.number().int(),
  expiresAt: z.string(),
  holdMinutes: z.number().int(),
  /** The promo code's discount in the new price (AED, positive); null without one (decision 026). */
  discount: z.object({ code: z.string(), amount: z.number() }).nullable().default(null),
  /** The booking's own code when the new stay no longer fits it: the change is priced without it. */
  droppedPromoCode: z.string().nullable().default(null),
  /** The new total's VAT and Tourism Dirham fee (AED) and the VAT rate (%), decision 028. */
  vatAmount: z.number().default(0),
  tourismFee: z.number().default(0),
  vatRate: z.number().default(0),
});
export type ChangeCheck = z.infer<typeof changeCheckSchema>;
export const changeCheckResponseSchema = z.object({
  success: z.literal(true),
  data: changeCheckSchema,
});

/** POST /api/booking/:id/change: the checked change, and the card payment when it cost more. */
export const applyChangeInputSchema = z.object({
  quoteId: z.uuid("quoteId is required"),
  paymentInfo: z
    .object({ id: z.string().min(1, "paymentInfo.id is required"), status: z.string().optional() })
    .optional(),
});
export type ApplyChangeInput = z.infer<typeof applyChangeInputSchema>;
