import { z } from "zod";
import { multilineText, requiredText } from "../api/text-field";
import { isIsoDate } from "../dates/stay-dates";
import { extraLimits, extraMessages } from "./extras-messages";
import { EXTRA_PRICE_TYPES, type ExtraPriceType, publicExtraSchema } from "./public-extras";

export {
  EXTRA_PRICE_TYPES,
  type ExtraPriceType,
  extraListResponseSchema,
  type PublicExtra,
  publicExtraSchema,
} from "./public-extras";
export { extraLimits, extraMessages };

/**
 * Activities sold with a stay (issue 19, item 3): a hike, a safari, a BBQ setup. Each is priced per
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

/** 0 = Sunday ... 6 = Saturday: the calendar weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export const isOfferedOn = (extra: Pick<ExtraFacts, "days">, date: string) =>
  extra.days.includes(weekdayOf(date));

/** One activity the guest adds: which, on which day of the stay, for how many people or groups. */
export const extraChoiceSchema = z.object({
  id: z.string({ error: extraMessages.unknown }).trim().min(1, extraMessages.unknown).max(100),
  date: z
    .string({ error: extraMessages.outsideStay })
    .trim()
    .refine(isIsoDate, extraMessages.outsideStay),
  quantity: z
    .number({ error: extraMessages.quantity })
    .int(extraMessages.quantity)
    .min(1, extraMessages.quantity)
    .max(extraLimits.maxQuantity, extraMessages.quantity),
});
export type ExtraChoice = z.infer<typeof extraChoiceSchema>;

export const extraChoicesSchema = z
  .array(extraChoiceSchema)
  .max(extraLimits.maxPerBooking, extraMessages.tooMany)
  .optional();

/**
 * The rules of a stay's activities: each a known, active extra, on a night of the stay (check-in up
 * to the day before check-out) it is offered on, each activity once per day.
 */
export function checkExtras(
  stay: { checkIn: string; checkOut: string; extras?: ExtraChoice[] | undefined },
  extras: ExtraFacts[],
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  for (const [index, choice] of (stay.extras ?? []).entries()) {
    const path = ["extras", index];
    const extra = extras.find((candidate) => candidate.id === choice.id);
    if (!extra) {
      ctx.addIssue({ code: "custom", path: [...path, "id"], message: extraMessages.unknown });
      continue;
    }
    if (!isIsoDate(choice.date)) continue;
    if (choice.date < stay.checkIn || choice.date >= stay.checkOut) {
      ctx.addIssue({ code: "custom", path: [...path, "date"], message: extraMessages.outsideStay });
    } else if (!isOfferedOn(extra, choice.date)) {
      ctx.addIssue({ code: "custom", path: [...path, "date"], message: extraMessages.notOffered });
    } else if (seen.has(`${choice.id}|${choice.date}`)) {
      ctx.addIssue({ code: "custom", path: [...path, "date"], message: extraMessages.duplicate });
    }
    seen.add(`${choice.id}|${choice.date}`);
  }
}

// ---- the public list and its availability ----

export const extraAvailabilityQuerySchema = z.object({
  from: z.iso.date("from must be a date as YYYY-MM-DD").refine(isIsoDate, "from must be a date"),
  to: z.iso.date("to must be a date as YYYY-MM-DD").refine(isIsoDate, "to must be a date"),
});
/** Remaining people (per person) or groups (per group) per extra per day; 0 on days not offered. */
export const extraAvailabilityResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.string(),
      days: z.array(z.object({ date: z.string(), remaining: z.number().int() })),
    }),
  ),
});
export type ExtraAvailability = z.infer<typeof extraAvailabilityResponseSchema>["data"];

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

/** An activity as a booking summary lists it (quote detail, my bookings, the console). Amounts AED. */
export const bookedExtraSchema = z.object({
  extraId: z.string(),
  name: z.string(),
  nameAr: z.string(),
  priceType: z.enum(EXTRA_PRICE_TYPES),
  date: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type BookedExtra = z.infer<typeof bookedExtraSchema>;
