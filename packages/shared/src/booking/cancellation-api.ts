import { z } from "zod";

/** AED with at most two decimals (fils), as every amount the API takes. */
const aedAmount = z
  .number({ error: "Enter an amount in AED" })
  .min(0, "The amount cannot be negative")
  .max(10_000_000, "The amount is too large")
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    "Use at most two decimals",
  );

/** The policy's numbers as the server runs them (decision 014). */
export const cancellationPolicySchema = z.object({
  fullRefundDays: z.number().int(),
  partialRefundHours: z.number().int(),
  partialRefundPercent: z.number().int(),
});

export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** GET /api/booking/cancellation-policy: the numbers the Terms of booking page words (decision 031). */
export const cancellationPolicyResponseSchema = z.object({
  success: z.literal(true),
  data: cancellationPolicySchema,
});

/**
 * GET /api/booking/:id/cancellation: what cancelling now gives back, under the policy the server
 * runs (its numbers are sent too, so the page words the same policy).
 */
export const cancellationPreviewSchema = z.object({
  bookingId: z.string(),
  /** Confirmed, paid and before check-in. */
  isCancellable: z.boolean(),
  /** A pending request, which its guest may withdraw instead. */
  isWithdrawable: z.boolean(),
  tier: z.enum(["full", "partial", "none"]),
  refundPercent: z.number(),
  /** AED given back if cancelled now, and what was paid. */
  refundAmount: z.number(),
  /**
   * The Tourism Dirham fee in `refundAmount`: every night's, in full, whatever the percent (issue
   * 35, item 10); the percent applies to the rest.
   */
  tourismFeeRefundAmount: z.number().optional(),
  /** What was paid for the stay, the fee apart: what `refundPercent` is of. */
  stayPaidAmount: z.number().optional(),
  paidAmount: z.number(),
  /** Until when this refund holds (then the next tier applies), ISO instants. */
  deadline: z.string(),
  fullRefundUntil: z.string(),
  partialRefundUntil: z.string(),
  checkInAt: z.string(),
  policy: cancellationPolicySchema,
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

export const cancellationPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: cancellationPreviewSchema,
});

/** POST /api/booking/:id/cancel: the refund the guest was shown; a different one is refused. */
export const guestCancelInputSchema = z.object({ expectedRefundAmount: aedAmount });
export type GuestCancelInput = z.infer<typeof guestCancelInputSchema>;

/** POST /api/admin/bookings/:id/cancel: the refund staff give (AED); all that was paid by default. */
export const staffCancelInputSchema = z.object({ refundAmount: aedAmount.optional() }).nullish();
export type StaffCancelInput = z.infer<typeof staffCancelInputSchema>;
