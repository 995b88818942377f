import {
  type PromoCodeSummary,
  promoCodeCreateSchema,
  promoCodeUpdateSchema,
} from "@camp/shared/rates/promo-schemas";
import { RATE_UNIT_TYPES } from "@camp/shared/rates/rate-calendar";
import { z } from "zod";

export const DATE_FIELDS = ["validFrom", "validTo", "stayFrom", "stayTo"] as const;
export const COUNT_FIELDS = ["minNights", "maxUses", "maxUsesPerGuest"] as const;

/** The message the shared schemas give a code made without a discount. */
export const NO_DISCOUNT = "Give percentOff or amountOff";

/**
 * The promo code form as typed: numbers and dates as text (empty: none), the discount as a kind and
 * one value, no unit type ticked meaning all of them.
 */
export const promoFormSchema = z.object({
  code: z.string(),
  discountKind: z.enum(["percent", "amount"]),
  discount: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  stayFrom: z.string(),
  stayTo: z.string(),
  unitTypes: z.array(z.enum(RATE_UNIT_TYPES)),
  minNights: z.string(),
  maxUses: z.string(),
  maxUsesPerGuest: z.string(),
  active: z.boolean(),
});
export type PromoForm = z.infer<typeof promoFormSchema>;

const numberOf = (typed: string) => (typed.trim() === "" ? undefined : Number(typed));

/**
 * The body the form stands for. A new code leaves out what is empty; an edit sends `null` for it,
 * so a limit taken out of the form is taken off the code (and the other discount kind with it).
 */
function toBody(form: PromoForm, mode: "create" | "update") {
  const empty = mode === "create" ? undefined : null;
  const discount = numberOf(form.discount);
  const body: Record<string, unknown> = {
    percentOff: form.discountKind === "percent" ? discount : empty,
    amountOff: form.discountKind === "amount" ? discount : empty,
    unitTypes: form.unitTypes.length === 0 ? empty : form.unitTypes,
    active: form.active,
  };
  if (mode === "create") body.code = form.code;
  for (const field of DATE_FIELDS) body[field] = form[field] === "" ? empty : form[field];
  for (const field of COUNT_FIELDS) body[field] = numberOf(form[field]) ?? empty;
  return body;
}

/**
 * The form checked by the schemas the server checks the POST and the PATCH with, so a field reads
 * the server's own message; the issues keep the body's field names (percentOff, validTo...). A new
 * code without a discount is refused by the create schema; an edit that empties it, here.
 */
export const promoCreateFormSchema = promoFormSchema
  .transform((form) => toBody(form, "create"))
  .pipe(promoCodeCreateSchema);
export const promoUpdateFormSchema = promoFormSchema
  .transform((form) => toBody(form, "update"))
  .pipe(promoCodeUpdateSchema)
  .superRefine((body, ctx) => {
    if (body.percentOff == null && body.amountOff == null) {
      ctx.addIssue({ code: "custom", path: ["percentOff"], message: NO_DISCOUNT });
    }
  });

export const emptyPromoForm: PromoForm = {
  code: "",
  discountKind: "percent",
  discount: "",
  validFrom: "",
  validTo: "",
  stayFrom: "",
  stayTo: "",
  unitTypes: [],
  minNights: "",
  maxUses: "",
  maxUsesPerGuest: "",
  active: true,
};

const textOf = (value: number | string | null) => (value === null ? "" : String(value));

export function toPromoForm(promo: PromoCodeSummary): PromoForm {
  return {
    code: promo.code,
    discountKind: promo.amountOff !== null ? "amount" : "percent",
    discount: textOf(promo.amountOff ?? promo.percentOff),
    validFrom: textOf(promo.validFrom),
    validTo: textOf(promo.validTo),
    stayFrom: textOf(promo.stayFrom),
    stayTo: textOf(promo.stayTo),
    unitTypes: promo.unitTypes ?? [],
    minNights: textOf(promo.minNights),
    maxUses: textOf(promo.maxUses),
    maxUsesPerGuest: textOf(promo.maxUsesPerGuest),
    active: promo.active,
  };
}
