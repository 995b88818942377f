import { z } from "zod";

/**
 * The promo code a guest types in a booking form, apart from the console's promo schemas
 * (promo-schemas.ts, which re-exports it): the forms build this one alone (issue 23).
 */
export const PROMO_CODE_MAX_LENGTH = 32;

/** What a guest types: trimmed and upper-cased; the server answers PROMO_UNKNOWN for no match. */
export const promoCodeInputSchema = z
  .string({ error: "Enter a promo code" })
  .trim()
  .toUpperCase()
  .max(PROMO_CODE_MAX_LENGTH, `A promo code has at most ${PROMO_CODE_MAX_LENGTH} characters`);
