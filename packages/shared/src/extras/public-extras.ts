import { z } from "zod";

/**
 * The activities on sale as GET /api/extras lists them, apart from the rules and the console's
 * schemas (extras-schemas.ts, which re-exports these): a booking page checks its first answer
 * with these alone (issue 23).
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
