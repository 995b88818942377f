import { z } from "zod";
import { multilineText } from "../api/text-field";

/**
 * The front desk's calls (decision 022): check in, check out, no-show, undo, staff notes and the
 * reason a request is declined. The desk actions answer the booking, as confirm and cancel do.
 */

/** AED with at most two decimals (fils), as every amount the API takes. */
const aedAmount = z
  .number({ error: "Enter an amount in AED" })
  .min(0, "The amount cannot be negative")
  .max(10_000_000, "The amount is too large")
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    "Use at most two decimals",
  );

/** What the desk may do with a stay now; `undo` names the action an undo takes back. */
export const deskStateSchema = z.object({
  canCheckIn: z.boolean(),
  canCheckOut: z.boolean(),
  canMarkNoShow: z.boolean(),
  undo: z.enum(["check-in", "check-out", "no-show"]).nullable(),
  /**
   * A check-out now would be early (decision 048): the nights from `fromNight` on go back on
   * sale and their Tourism Dirham fee (AED, 0 without one) goes back to the guest's card.
   */
  earlyCheckOut: z.object({ fromNight: z.string(), tourismFeeRefundAmount: z.number() }).optional(),
});
export type DeskState = z.infer<typeof deskStateSchema>;

/** POST /api/admin/bookings/:id/no-show: the resort keeps the money unless staff give a refund. */
export const noShowInputSchema = z.object({ refundAmount: aedAmount.optional() }).nullish();
export type NoShowInput = z.infer<typeof noShowInputSchema>;

export const DECLINE_REASON_MAX_LENGTH = 500;
/** POST /api/admin/bookings/:id/decline: why, in words the guest reads in their email. */
export const declineInputSchema = z.object({
  reason: multilineText().min(3).max(DECLINE_REASON_MAX_LENGTH),
});
export type DeclineInput = z.infer<typeof declineInputSchema>;

export const BOOKING_NOTE_MAX_LENGTH = 2000;
/** POST /api/admin/bookings/:id/notes: a note for the other staff, never shown to the guest. */
export const bookingNoteInputSchema = z.object({
  text: multilineText().min(1).max(BOOKING_NOTE_MAX_LENGTH),
});
export type BookingNoteInput = z.infer<typeof bookingNoteInputSchema>;

export const bookingNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  authorName: z.string().nullable(),
  authorEmail: z.string(),
  createdAt: z.string(),
});
export type BookingNote = z.infer<typeof bookingNoteSchema>;

export const bookingNotesResponseSchema = z.object({
  success: z.literal(true),
  /** Oldest first. */
  data: z.array(bookingNoteSchema),
});
export const bookingNoteResponseSchema = z.object({
  success: z.literal(true),
  data: bookingNoteSchema,
});
