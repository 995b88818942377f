import { z } from "zod";
import { changeInvoiceLinesOf } from "../tax/tax-documents";
import { tourismFeeOf } from "../tax/tourism-fee";
import { type CancellationPolicy, cancellationTerms } from "./cancellation-policy";
import { stayPolicyTermsSchema } from "./policy-shown";
import type { PriceLine } from "./pricing";

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
  /**
   * Of what is given up, the Tourism Dirham fee of the nights given up, which comes back in full
   * whatever the tier (decision 048), and the rest, which the policy's percent applies to:
   * `refundMinor` is `feeBackMinor` + the percent of `restMinor`.
   */
  feeBackMinor: number;
  restMinor: number;
  tier: "full" | "partial" | "none";
};

export function changeMoney(
  change: {
    currentTotalMinor: number;
    newTotalMinor: number;
    checkIn: string;
    /**
     * The Tourism Dirham fee the change gives up, as sold (the current fee less the new one): it
     * comes back in full, the policy's percent applying to the rest (decision 048).
     */
    tourismFeeGivenUpMinor?: number;
  },
  now: Date,
  policy: CancellationPolicy,
): ChangeMoney {
  const differenceMinor = change.newTotalMinor - change.currentTotalMinor;
  const givenUpMinor = Math.max(0, -differenceMinor);
  const terms = cancellationTerms(
    {
      checkIn: change.checkIn,
      paidMinor: givenUpMinor,
      tourismFeeMinor: Math.max(0, change.tourismFeeGivenUpMinor ?? 0),
    },
    now,
    policy,
  );
  const refundMinor = givenUpMinor === 0 ? 0 : terms.refundMinor;
  const feeBackMinor = givenUpMinor === 0 ? 0 : terms.tourismFeeRefundMinor;
  return {
    differenceMinor,
    toPayMinor: Math.max(0, differenceMinor),
    givenUpMinor,
    refundMinor,
    keptMinor: givenUpMinor - refundMinor,
    refundPercent: givenUpMinor === 0 ? 100 : terms.refundPercent,
    tier: terms.tier,
    feeBackMinor,
    restMinor: givenUpMinor - feeBackMinor,
  };
}

/**
 * The VAT and Tourism Dirham fee in a change's difference paid, as its invoice states them (issue
 * 35, item 3): the same lines the invoice is issued with (`changeInvoiceLinesOf`), so the change
 * screen says what the document will. The fee's share is what the change adds to the fee; the
 * VAT is that of the rest. Zeros when nothing is paid.
 */
export function changePaymentTax(
  toPayMinor: number,
  lines: { before: readonly PriceLine[]; after: readonly PriceLine[] },
  vatRateBp: number,
): { vatMinor: number; tourismFeeMinor: number } {
  if (toPayMinor <= 0) return { vatMinor: 0, tourismFeeMinor: 0 };
  const { totals } = changeInvoiceLinesOf(
    toPayMinor,
    tourismFeeOf(lines.after) - tourismFeeOf(lines.before),
    vatRateBp,
    { checkIn: "", checkOut: "" },
  );
  return { vatMinor: totals.vat, tourismFeeMinor: totals.tourismFee };
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
  /** What the stay becomes (decision 049): its dates and units (a package's own count). */
  checkIn: z.string(),
  checkOut: z.string(),
  quantity: z.number().int(),
  /**
   * The VAT and Tourism Dirham fee in the amount paid (`toPay`) or refunded (`refund`), AED, as
   * the change's invoice or credit notes will state them (decision 049); 0 when none.
   */
  toPayVat: z.number().default(0),
  toPayTourismFee: z.number().default(0),
  refundVat: z.number().default(0),
  refundTourismFee: z.number().default(0),
  /**
   * Of `givenUp` (AED): the Tourism Dirham fee of the nights given up, back in full whatever the
   * policy's tier, and the rest, of which the policy gives back `refundPercent` (decision
   * 048): `refund` is `feeBack` + that percent of `givenUpRest`.
   */
  feeBack: z.number().default(0),
  givenUpRest: z.number().default(0),
  /**
   * The cancellation policy of the changed stay (decision 049): deadlines counted from the
   * booking's earliest check-in (decision 023), amounts of the new total.
   */
  policy: stayPolicyTermsSchema,
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
