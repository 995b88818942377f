import { appliedDiscountSchema, quoteDetailSchema } from "@camp/shared/booking/booking-api";
import { AVAILABILITY_STATUSES } from "@camp/shared/booking/booking-limits";
import { BOOKING_REFERENCE_PATTERN } from "@camp/shared/booking/booking-reference";
import { bookedExtraSchema } from "@camp/shared/extras/extras-schemas";
import { z } from "zod";

const quoteLineSchema = quoteDetailSchema.shape.lines.element;

/**
 * What /confirmation reads from navigation state (spec section 2): room, selectedDate, checkOutDate,
 * totalPrice and selectedRooms. Checked on arrival, since history state can hold anything.
 */
export const confirmationStateSchema = z.object({
  /** The booked service's name, in the language it was booked in. */
  room: z.string().min(1),
  /** Check-in, YYYY-MM-DD. */
  selectedDate: z.iso.date(),
  checkOutDate: z.iso.date(),
  /** Total in AED. */
  totalPrice: z.number().nonnegative(),
  /** Number of units booked. */
  selectedRooms: z.number().int().positive(),
  /**
   * Beyond the spec: `pending` for a request the card was only authorised for, which the resort
   * still has to confirm (decision 012). Absent means a confirmed booking.
   */
  status: z.enum(AVAILABILITY_STATUSES).optional(),
  /** Beyond the spec: the booking's short reference (booking/booking-reference.ts), "DWE2-P3HX". */
  reference: z.string().regex(BOOKING_REFERENCE_PATTERN).optional(),
  /** Beyond the spec: the activities added to the stay (docs/decisions/021). */
  extras: z.array(bookedExtraSchema).max(50).optional(),
  /** Beyond the spec: the stay's lines as paid, night by night (decision 025), in AED. */
  lines: z.array(quoteLineSchema).max(8).optional(),
  /** Beyond the spec: the promo code's discount as paid (decision 026), in AED. */
  discount: appliedDiscountSchema.nullable().optional(),
  /** Beyond the spec: what the total holds (decision 028), in AED; the VAT rate in percent. */
  vatAmount: z.number().nonnegative().optional(),
  tourismFee: z.number().nonnegative().optional(),
  vatRate: z.number().min(0).max(100).optional(),
});
export type ConfirmationState = z.infer<typeof confirmationStateSchema>;

export function readConfirmationState(state: unknown): ConfirmationState | null {
  const parsed = confirmationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
