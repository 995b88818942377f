import { z } from "zod";
import { multilineText, requiredText } from "../api/text-field";
import { isIsoDate } from "../dates/stay-dates";
import { extraLimits, extraMessages } from "./extras-messages";
import { EXTRA_PRICE_TYPES, type ExtraPriceType, publicExtraSchema } from "./public-extras";

export {
  checkExtras,
  type ExtraChoice,
  extraChoiceSchema,
  extraChoicesSchema,
} from "./extra-choices";
export {
  type BookedExtra,
  bookedExtraSchema,
  EXTRA_PRICE_TYPES,
  type ExtraAvailability,
  type ExtraPriceType,
  extraAvailabilityResponseSchema,
  extraListResponseSchema,
  isOfferedOn,
  type PublicExtra,
  publicExtraSchema,
  weekdayOf,
} from "./public-extras";
export { extraLimits, extraMessages };

/**
 * Activities sold with a stay (decision 021): a hike, a safari, a BBQ setup. Each is priced per
 * person or per group, offered on some weekdays, with a daily capacity counted in the inventory
 * ledger (docs/decisions/021-activities-as-extras.md).
 *
 * What booking rules and pricing need to know of one extra (server: from the table; web: the API).
 */
export type ExtraFacts = {
  id: string;
  slug: string;
  name: string;
  nameAr: string;
  priceType: ExtraPriceType;
  /** Fils per person or per group. */
  priceMinor: number;
  /** Weekdays offered, 0 = Sunday ... 6 = Saturday, as the date falls in Dubai. */
  days: number[];
  dailyCapacity: number;
};

// ---- the public list and its availability ----

export const extraAvailabilityQuerySchema = z.object({
  from: z.iso.date("from must be a date as YYYY-MM-DD").refine(isIsoDate, "from must be a date"),
  to: z.iso.date("to must be a date as YYYY-MM-DD").refine(isIsoDate, "to must be a date"),
});

// ---- the console ----

const extraPriceSchema = z
  .number({ error: extraMessages.price })
  .min(0.01, extraMessages.price)
  .max(extraLimits.maxPrice, extraMessages.price)
  .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, extraMessages.price);

export const extraInputSchema = z.object({
  name: requiredText(extraMessages.nameRequired).max(80),
  nameAr: requiredText(extraMessages.nameArRequired).max(80),
  description: multilineText().max(1000).default(""),
  descriptionAr: multilineText().max(1000).default(""),
  priceType: z.enum(EXTRA_PRICE_TYPES),
  price: extraPriceSchema,
  dailyCapacity: z
    .number({ error: extraMessages.capacity })
    .int(extraMessages.capacity)
    .min(1, extraMessages.capacity)
    .max(extraLimits.maxDailyCapacity, extraMessages.capacity),
  days: z
    .array(z.number().int().min(0).max(6))
    .min(1, extraMessages.daysRequired)
    .max(7)
    .refine((days) => new Set(days).size === days.length, extraMessages.daysRequired),
  active: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1000).default(0),
});
export type ExtraInput = z.input<typeof extraInputSchema>;
export const extraUpdateSchema = extraInputSchema.partial();
export type ExtraUpdate = z.input<typeof extraUpdateSchema>;

export const extraIdParamsSchema = z.object({ id: z.uuid("Unknown activity") });

export const adminExtraSchema = publicExtraSchema.omit({ name: true }).extend({
  name: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminExtra = z.infer<typeof adminExtraSchema>;
export const adminExtraListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminExtraSchema),
});
export const adminExtraResponseSchema = z.object({
  success: z.literal(true),
  data: adminExtraSchema,
});
