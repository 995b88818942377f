import { z } from "zod";
import { bookingLimits } from "../booking/booking-limits";
import { priceSchema } from "../catalogue/catalogue-schemas";
import { isIsoDate } from "../dates/stay-dates";
import { promoCodeInputSchema } from "./promo-code-input";
import { rateUnitTypeSchema } from "./rate-schemas";

export { PROMO_CODE_MAX_LENGTH, promoCodeInputSchema } from "./promo-code-input";

/** Promo codes' API shapes (decision 026). Amounts in AED on the wire. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

const optionalDate = (field: string) =>
  z.iso
    .date(`${field} must be a date as YYYY-MM-DD`)
    .refine(isIsoDate, `${field} must be a date as YYYY-MM-DD`)
    .nullable()
    .optional();

const optionalCount = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(max, `${field} can be at most ${max}`)
    .nullable()
    .optional();

const promoFields = {
  code: z
    .string({ error: "Enter a code" })
    .trim()
    .toUpperCase()
    .regex(PROMO_CODE_PATTERN, "3 to 32 letters, digits, - or _, starting with a letter or digit"),
  percentOff: z
    .number({ error: "percentOff must be a whole number" })
    .int("percentOff must be a whole number")
    .min(1, "percentOff must be from 1 to 100")
    .max(100, "percentOff must be from 1 to 100")
    .nullable()
    .optional(),
  amountOff: priceSchema.nullable().optional(),
  /** Bookings made on these Dubai dates may use it (inclusive). */
  validFrom: optionalDate("validFrom"),
  validTo: optionalDate("validTo"),
  /** The nights it discounts (inclusive). */
  stayFrom: optionalDate("stayFrom"),
  stayTo: optionalDate("stayTo"),
  unitTypes: z
    .array(rateUnitTypeSchema)
    .min(1, "Choose at least one unit type")
    .nullable()
    .optional(),
  minNights: optionalCount("minNights", bookingLimits.maxNights),
  maxUses: optionalCount("maxUses", 1_000_000),
  maxUsesPerGuest: optionalCount("maxUsesPerGuest", 1_000),
  active: z.boolean().optional(),
};

type PromoFieldsInput = {
  percentOff?: number | null | undefined;
  amountOff?: number | null | undefined;
  validFrom?: string | null | undefined;
  validTo?: string | null | undefined;
  stayFrom?: string | null | undefined;
  stayTo?: string | null | undefined;
};

function checkPromo(promo: PromoFieldsInput, ctx: z.RefinementCtx, creating: boolean) {
  const hasPercent = promo.percentOff !== undefined && promo.percentOff !== null;
  const hasAmount = promo.amountOff !== undefined && promo.amountOff !== null;
  if (hasPercent && hasAmount) {
    ctx.addIssue({
      code: "custom",
      path: ["amountOff"],
      message: "Give percentOff or amountOff, not both",
    });
  } else if (creating && !hasPercent && !hasAmount) {
    ctx.addIssue({ code: "custom", path: ["percentOff"], message: "Give percentOff or amountOff" });
  }
  if (promo.validFrom && promo.validTo && promo.validTo < promo.validFrom) {
    ctx.addIssue({
      code: "custom",
      path: ["validTo"],
      message: "validTo must not be before validFrom",
    });
  }
  if (promo.stayFrom && promo.stayTo && promo.stayTo < promo.stayFrom) {
    ctx.addIssue({
      code: "custom",
      path: ["stayTo"],
      message: "stayTo must not be before stayFrom",
    });
  }
}

/** POST /api/admin/promo-codes -> 201 { id }; a code already taken -> 409 PROMO_CODE_EXISTS. */
export const promoCodeCreateSchema = z
  .object(promoFields)
  .strict()
  .superRefine((promo, ctx) => checkPromo(promo, ctx, true));
export type PromoCodeCreate = z.infer<typeof promoCodeCreateSchema>;

/**
 * PATCH /api/admin/promo-codes/:id: any field but the code; the discount kind may switch (the
 * other is cleared). Checked against the stored code by the server for the cross-field rules.
 */
export const promoCodeUpdateSchema = z
  .object({ ...promoFields, code: promoFields.code.optional() })
  .omit({ code: true })
  .strict()
  .superRefine((promo, ctx) => checkPromo(promo, ctx, false));
export type PromoCodeUpdate = z.infer<typeof promoCodeUpdateSchema>;

/** One code as the console lists it, with how many uses count now (bookings and live holds). */
export const promoCodeSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOff: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  stayFrom: z.string().nullable(),
  stayTo: z.string().nullable(),
  unitTypes: z.array(rateUnitTypeSchema).nullable(),
  minNights: z.number().nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerGuest: z.number().nullable(),
  active: z.boolean(),
  uses: z.number().int(),
  createdAt: z.string(),
});
export type PromoCodeSummary = z.infer<typeof promoCodeSummarySchema>;
export const promoCodeListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(promoCodeSummarySchema),
});
/** POST /api/admin/promo-codes -> 201. */
export const promoCodeCreatedResponseSchema = z.object({
  success: z.literal(true),
  /** The issue's contract answers `{ id }`; `data` holds it too, as every other answer does. */
  id: z.string(),
  data: z.object({ id: z.string() }),
});
/** PATCH /api/admin/promo-codes/:id -> 200, the code as it is now. */
export const promoCodeResponseSchema = z.object({
  success: z.literal(true),
  data: promoCodeSummarySchema,
});
export const promoCodeIdParamsSchema = z.object({ id: z.uuid("Unknown promo code") });

/**
 * POST /api/booking/quote/:quoteId/promo: the payment page applies a code (or removes it, null or
 * blank) -> 201 with the check-availability answer of a new quote for the same stay.
 */
export const quotePromoInputSchema = z.object({
  promoCode: promoCodeInputSchema.nullable(),
});
export type QuotePromoInput = z.infer<typeof quotePromoInputSchema>;
