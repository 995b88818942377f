import { z } from "zod";
import { multilineText, plainText, requiredText } from "../api/text-field";
import { UNIT_KEYS } from "../booking/booking-api";
import { isIsoDate, nightsBetween } from "../dates/stay-dates";
import { priceSchema, roomTypeSchema } from "./catalogue-schemas";

/**
 * The console's Inventory section: every sellable thing with the texts of both languages (the public
 * reads answer one language only), the parking update, and maintenance closures.
 */

const textListSchema = z.array(plainText().min(1).max(200)).max(30);

export const adminRoomTypeSchema = z.object({
  id: z.string(),
  roomType: roomTypeSchema,
  title: z.string(),
  titleAr: z.string(),
  pricing: z.number(),
  totalRooms: z.number().int(),
  capacity: z.number().int(),
  facilities: z.array(z.string()),
  facilitiesAr: z.array(z.string()),
});
export type AdminRoomType = z.infer<typeof adminRoomTypeSchema>;

export const adminCampSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleAr: z.string(),
  pricing: z.number(),
  totalCamps: z.number().int(),
  maxGuests: z.number().int(),
  facilities: z.array(z.string()),
  facilitiesAr: z.array(z.string()),
});
export type AdminCamp = z.infer<typeof adminCampSchema>;

export const adminParkingSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleAr: z.string(),
  subtitle: z.string(),
  subtitleAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  dimension: z.object({ width: z.number(), length: z.number() }),
  pricing: z.object({ weekday: z.number(), weekend: z.number() }),
  totalSlots: z.number().int(),
  facilities: z.array(z.string()),
  facilitiesAr: z.array(z.string()),
});
export type AdminParking = z.infer<typeof adminParkingSchema>;

export const inventoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    rooms: z.array(adminRoomTypeSchema),
    camps: z.array(adminCampSchema),
    parking: adminParkingSchema.nullable(),
  }),
});
export type Inventory = z.infer<typeof inventoryResponseSchema>["data"];

// ---- parking update (PUT /api/parking/update/:id) ----

const metresSchema = z
  .number({ error: "Must be a number" })
  .min(1, "Must be at least 1 metre")
  .max(100, "Must be at most 100 metres");

export const updateParkingInputSchema = z
  .object({
    title: requiredText("Title is required").max(120),
    titleAr: requiredText("Arabic title is required").max(120),
    subtitle: plainText().max(200),
    subtitleAr: plainText().max(200),
    description: multilineText().max(2000),
    descriptionAr: multilineText().max(2000),
    dimension: z.object({ width: metresSchema, length: metresSchema }),
    pricing: z.object({ weekday: priceSchema, weekend: priceSchema }),
    totalSlots: z
      .number({ error: "Total slots must be a number" })
      .int("Total slots must be a whole number")
      .min(0, "Total slots cannot be negative")
      .max(10_000, "Total slots is too high"),
    facilities: textListSchema,
    facilitiesAr: textListSchema,
  })
  .partial();
export type UpdateParkingInput = z.infer<typeof updateParkingInputSchema>;
export const adminParkingResponseSchema = z.object({
  success: z.literal(true),
  parking: adminParkingSchema,
});

// ---- closures ----

export const CLOSURE_MAX_NIGHTS = 366;
export const closureMessages = {
  unitRequired: "Choose what to close",
  fromRequired: "Choose the first night",
  toRequired: "Choose the day the units open again",
  dateFormat: "Enter a date as YYYY-MM-DD",
  toAfterFrom: "The reopening day must be after the first night",
  tooLong: `Close at most ${CLOSURE_MAX_NIGHTS} nights at a time`,
  quantityMin: "Close at least 1 unit",
  reasonRequired: "Say why the units are closed",
} as const;

const dateField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .refine(isIsoDate, closureMessages.dateFormat);

/** `to` is the morning the units open again, like a check-out: the nights closed are from..to-1. */
export const closureInputSchema = z
  .object({
    unitKey: z.enum(UNIT_KEYS, { error: closureMessages.unitRequired }),
    from: dateField(closureMessages.fromRequired),
    to: dateField(closureMessages.toRequired),
    quantity: z
      .number({ error: closureMessages.quantityMin })
      .int(closureMessages.quantityMin)
      .min(1, closureMessages.quantityMin)
      .max(10_000),
    reason: requiredText(closureMessages.reasonRequired).max(200),
  })
  .superRefine((value, issues) => {
    if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
    const nights = nightsBetween(value.from, value.to);
    if (nights < 1)
      issues.addIssue({ code: "custom", path: ["to"], message: closureMessages.toAfterFrom });
    else if (nights > CLOSURE_MAX_NIGHTS)
      issues.addIssue({ code: "custom", path: ["to"], message: closureMessages.tooLong });
  });
export type ClosureInput = z.infer<typeof closureInputSchema>;
export type ClosureForm = z.input<typeof closureInputSchema>;

export const closureSchema = z.object({
  id: z.string(),
  unitKey: z.enum(UNIT_KEYS),
  from: z.string(),
  to: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  createdByEmail: z.string().nullable(),
  reopenedAt: z.string().nullable(),
});
export type Closure = z.infer<typeof closureSchema>;
export const closureListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(closureSchema),
});
export const closureResponseSchema = z.object({ success: z.literal(true), data: closureSchema });
