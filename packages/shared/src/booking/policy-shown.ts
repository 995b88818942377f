import { z } from "zod";
import { toMajorUnits } from "../catalogue/money";
import {
  type CancellationPolicy,
  cancellationTerms,
  DEFAULT_CANCELLATION_POLICY,
  refundWithFeeOf,
} from "./cancellation-policy";

/**
 * The cancellation policy as it reads for one stay (decision 031): its own deadlines and the
 * amounts they give back, shown on the payment page before the card and kept with the booking
 * as shown. Instants ISO, amounts AED.
 */
export const stayPolicyTermsSchema = z.object({
  checkInAt: z.string(),
  /** Cancelling up to this instant gives all that was paid back. */
  fullRefundUntil: z.string(),
  /** Up to this one, `partialRefundPercent` of it: `partialRefundAmount`. */
  partialRefundUntil: z.string(),
  partialRefundPercent: z.number(),
  partialRefundAmount: z.number(),
  /** What the stay costs, the full refund. */
  totalAmount: z.number(),
  /**
   * The Tourism Dirham fee the stay is sold with: charged per night stayed, so it comes back in
   * full whenever the stay is cancelled, in every tier (decision 048); 0 without one.
   */
  tourismFeeRefundAmount: z.number().optional(),
  /**
   * The stay's own check-in day (YYYY-MM-DD) when the deadlines count from an earlier one: a
   * booking moved later keeps the deadlines of its earliest check-in (decision 023), and says so.
   */
  stayCheckIn: z.string().optional(),
});
export type StayPolicyTerms = z.infer<typeof stayPolicyTermsSchema>;

/**
 * The stay's policy terms: deadlines counted back from `checkIn` (a changed booking's earliest
 * check-in, decision 023), amounts of `totalMinor` by the same rounding a cancellation refunds by.
 */
export function stayPolicyTermsOf(
  stay: { checkIn: string; totalMinor: number; stayCheckIn?: string; tourismFeeMinor?: number },
  policy: CancellationPolicy = DEFAULT_CANCELLATION_POLICY,
): StayPolicyTerms {
  const terms = cancellationTerms(
    { checkIn: stay.checkIn, paidMinor: stay.totalMinor },
    new Date(0),
    policy,
  );
  return {
    checkInAt: terms.checkInAt.toISOString(),
    fullRefundUntil: terms.fullRefundUntil.toISOString(),
    partialRefundUntil: terms.partialRefundUntil.toISOString(),
    partialRefundPercent: policy.partialRefundPercent,
    partialRefundAmount: toMajorUnits(
      refundWithFeeOf(stay.totalMinor, policy.partialRefundPercent, stay.tourismFeeMinor)
        .refundMinor,
    ),
    totalAmount: toMajorUnits(stay.totalMinor),
    ...(stay.tourismFeeMinor
      ? {
          tourismFeeRefundAmount: toMajorUnits(
            refundWithFeeOf(stay.totalMinor, 0, stay.tourismFeeMinor).tourismFeeRefundMinor,
          ),
        }
      : {}),
    ...(stay.stayCheckIn && stay.stayCheckIn !== stay.checkIn
      ? { stayCheckIn: stay.stayCheckIn }
      : {}),
  };
}

/** What the payment page says it showed: the language (processPaymentInputSchema's `policyShown`). */
export const policyShownInputSchema = z.strictObject({
  language: z.enum(["en", "ar"], { error: "language must be en or ar" }),
});

/** What the quote, then the booking, keeps: the language, when, and the terms as the server priced them. */
export const policyShownSchema = z.object({
  language: z.enum(["en", "ar"]),
  shownAt: z.string(),
  terms: stayPolicyTermsSchema,
});
export type PolicyShown = z.infer<typeof policyShownSchema>;
