import { z } from "zod";

/**
 * The activities on sale as GET /api/extras lists them and as a booking lists those booked, with
 * the days each is offered on, apart from the rules and the console's schemas (extras-schemas.ts,
 * which re-exports these): a booking page builds these alone (decision 036).
 */
export const EXTRA_PRICE_TYPES = ["person", "group"] as const;
export type ExtraPriceType = (typeof EXTRA_PRICE_TYPES)[number];

export const publicExtraSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** In the language asked for (`?lang=ar`), as the catalogue does. */
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  priceType: z.enum(EXTRA_PRICE_TYPES),
  /** AED per person or per group. */
  price: z.number(),
  dailyCapacity: z.number().int(),
  days: z.array(z.number().int()),
  imageUrl: z.string().nullable(),
});
export type PublicExtra = z.infer<typeof publicExtraSchema>;
export const extraListResponseSchema = z.object({ data: z.array(publicExtraSchema) });

/** 0 = Sunday ... 6 = Saturday: the calendar weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export const isOfferedOn = (extra: { days: number[] }, date: string) =>
  extra.days.includes(weekdayOf(date));

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
