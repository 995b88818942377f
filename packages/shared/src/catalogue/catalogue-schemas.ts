import { z } from "zod";
import { plainText, requiredText } from "../api/text-field";
import { campSchema, roomSchema, roomTypeSchema } from "./catalogue-responses";
import { MAX_PRICE } from "./price-limits";

export {
  type Camp,
  campListResponseSchema,
  campSchema,
  type Parking,
  parkingResponseSchema,
  parkingSchema,
  ROOM_TYPES,
  type Room,
  type RoomType,
  roomListResponseSchema,
  roomSchema,
  roomTypeSchema,
} from "./catalogue-responses";

export const LANGUAGES = ["en", "ar"] as const;
export const languageSchema = z.enum(LANGUAGES).catch("en");
export type Language = z.infer<typeof languageSchema>;

/** `?lang=ar` asks for the Arabic texts of the catalogue; anything else gets English (spec 4, Language). */
export const catalogueQuerySchema = z.object({ lang: languageSchema.default("en") });

const idSchema = z.string();

/** A price a person typed in major units (AED): at least 0.01 (1 fil), at most two decimals. */
export const priceSchema = z
  .number({ error: "Price must be a number" })
  .min(0.01, "Price must be at least 0.01")
  .max(MAX_PRICE, `Price can be at most ${MAX_PRICE}`)
  .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, {
    message: "Price can have at most two decimals",
  });

const unitCountSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(10_000, `${label} is too high`);

const textListSchema = z.array(plainText().min(1).max(200)).max(30);

// ---- rooms ----

export const roomResponseSchema = z.object({ success: z.literal(true), room: roomSchema });

/** A room type's editable fields; updates send only what changes, so no defaults here. */
const roomFields = z.object({
  title: requiredText("Title is required").max(120),
  titleAr: requiredText("Arabic title is required").max(120),
  pricing: priceSchema,
  totalRooms: unitCountSchema("Total rooms"),
  capacity: z.number().int().min(1, "Capacity must be at least 1").max(20),
  facilities: textListSchema,
  facilitiesAr: textListSchema,
});
export const createRoomInputSchema = roomFields.extend({
  roomType: roomTypeSchema,
  facilities: textListSchema.default([]),
  facilitiesAr: textListSchema.default([]),
});
export type CreateRoomInput = z.infer<typeof createRoomInputSchema>;
/** A defaulted field here would overwrite what the update did not send (e.g. empty the facilities). */
export const updateRoomInputSchema = roomFields.partial();
export type UpdateRoomInput = z.infer<typeof updateRoomInputSchema>;

// ---- camps ----

export const campResponseSchema = z.object({ success: z.literal(true), camp: campSchema });

const campFields = z.object({
  title: requiredText("Title is required").max(120),
  titleAr: requiredText("Arabic title is required").max(120),
  pricing: priceSchema,
  totalCamps: unitCountSchema("Total camps"),
  maxGuests: z.number().int().min(1).max(16),
  facilities: textListSchema,
  facilitiesAr: textListSchema,
});
export const createCampInputSchema = campFields.extend({
  maxGuests: campFields.shape.maxGuests.default(16),
  facilities: textListSchema.default([]),
  facilitiesAr: textListSchema.default([]),
});
export type CreateCampInput = z.infer<typeof createCampInputSchema>;
export const updateCampInputSchema = campFields.partial();
export type UpdateCampInput = z.infer<typeof updateCampInputSchema>;

// ---- parking ----

// ---- images ----

export const IMAGE_KINDS = ["gallery", "instagram"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const imageSchema = z.object({
  _id: idSchema,
  image: z.object({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** Narrower copies of the same picture, for srcset (the full one is `url` at `width`). */
    variants: z.array(z.object({ url: z.string(), width: z.number().int() })),
  }),
  alt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;
export const imageListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(imageSchema),
});
export type ImageListResponse = z.infer<typeof imageListResponseSchema>;
export const imageResponseSchema = z.object({ success: z.literal(true), data: imageSchema });

/** The longest alt text: a sentence a screen reader reads out, not a caption. */
export const MAX_ALT_LENGTH = 200;

/** Alt text in both languages: every picture is described to a screen reader in English and Arabic. */
export const imageAltInputSchema = z.object({
  alt: requiredText("Describe the picture in a few words (alt text)").max(MAX_ALT_LENGTH),
  altAr: requiredText("Describe the picture in Arabic too (Arabic alt text)").max(MAX_ALT_LENGTH),
});
export type ImageAltInput = z.infer<typeof imageAltInputSchema>;
/** The text fields sent beside an uploaded file. */
export const imageUploadFieldsSchema = imageAltInputSchema;

/** A picture as the console shows it: both alt texts, to edit them. */
export const adminImageSchema = imageSchema.extend({ altAr: z.string() });
export type AdminImage = z.infer<typeof adminImageSchema>;
export const adminImageListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminImageSchema),
});
export const adminImageResponseSchema = z.object({
  success: z.literal(true),
  data: adminImageSchema,
});
export const imageIdParamsSchema = z.object({ id: z.uuid("Unknown picture") });
export const imageKindParamsSchema = z.object({ kind: z.enum(IMAGE_KINDS) });

/** PUT /api/image/order: every picture of one list, in the new order. */
export const imageOrderInputSchema = z.object({
  kind: z.enum(IMAGE_KINDS),
  ids: z.array(z.uuid("Unknown picture")).max(1000),
});
export type ImageOrderInput = z.infer<typeof imageOrderInputSchema>;
