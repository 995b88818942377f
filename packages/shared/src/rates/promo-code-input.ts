import { z } from "zod";
import { RATE_UNIT_TYPES } from "./rate-calendar";

/**
 * The promo code a guest types in a booking form, apart from the console's promo schemas
 * (promo-schemas.ts, which re-exports it): the forms build this one alone (decision 036).
 */
export const PROMO_CODE_MAX_LENGTH = 32;

/** What a guest types: trimmed and upper-cased; the server answers PROMO_UNKNOWN for no match. */
export const promoCodeInputSchema = z
  .string({ error: "Enter a promo code" })
  .trim()
  .toUpperCase()
  .max(PROMO_CODE_MAX_LENGTH, `A promo code has at most ${PROMO_CODE_MAX_LENGTH} characters`);

/**
 * POST /api/booking/promo-preview: a code the guest applies on a booking form, judged as a price
 * check judges it (known, active, within its booking dates; decision 051), answered with the
 * terms the shared pricing needs to show its discount in the form's estimate. Whether it fits the
 * stay the form judges with `promoStayRefusal`; whether a use is left, the price check. AED.
 */
export const promoPreviewInputSchema = z.object({
  promoCode: promoCodeInputSchema.refine((code) => code !== "", "Enter a promo code"),
});
export type PromoPreviewInput = z.infer<typeof promoPreviewInputSchema>;

export const promoPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    code: z.string(),
    percentOff: z.number().int().nullable(),
    amountOff: z.number().nullable(),
    stayFrom: z.string().nullable(),
    stayTo: z.string().nullable(),
    unitTypes: z.array(z.enum(RATE_UNIT_TYPES)).nullable(),
    minNights: z.number().int().nullable(),
  }),
});
export type PromoPreview = z.infer<typeof promoPreviewResponseSchema>["data"];
