import { z } from "zod";

/**
 * The catalogue as the public API answers it (GET /api/rooms, /api/camps, /api/parking/), apart
 * from the console's input schemas (catalogue-schemas.ts, which re-exports these): a booking page
 * checks its first answers with these alone, so a phone builds a handful of schemas rather than
 * the whole catalogue's (decision 036).
 */
export const ROOM_TYPES = ["master", "kids"] as const;
export const roomTypeSchema = z.enum(ROOM_TYPES, { error: "Room type must be master or kids" });
export type RoomType = z.infer<typeof roomTypeSchema>;

const idSchema = z.string();

// ---- rooms ----

export const roomSchema = z.object({
  _id: idSchema,
  roomType: roomTypeSchema,
  title: z.string(),
  pricing: z.number(),
  availableRooms: z.number().int(),
  totalRooms: z.number().int(),
  capacity: z.number().int(),
  facilities: z.array(z.string()),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListResponseSchema = z.object({
  success: z.literal(true),
  roomData: z.array(roomSchema),
});

// ---- camps ----

export const campSchema = z.object({
  _id: idSchema,
  title: z.string(),
  pricing: z.number(),
  availableCamps: z.number().int(),
  totalCamps: z.number().int(),
  maxGuests: z.number().int(),
  facilities: z.array(z.string()),
});
export type Camp = z.infer<typeof campSchema>;
export const campListResponseSchema = z.object({
  success: z.literal(true),
  campData: z.array(campSchema),
});

// ---- parking ----

export const parkingSchema = z.object({
  _id: idSchema,
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  dimension: z.object({ width: z.number(), length: z.number() }),
  pricing: z.object({ weekday: z.number(), weekend: z.number() }),
  /** The days whose check-in costs the weekend rate (0 Sunday ... 6 Saturday), Monday first. */
  weekendDays: z.array(z.number().int().min(0).max(6)),
  facilities: z.array(z.string()),
  availableSlots: z.number().int(),
  totalSlots: z.number().int(),
});
export type Parking = z.infer<typeof parkingSchema>;
/** `parkingData` is null when the resort has not set parking up; the page then shows 'Details currently unavailable'. */
export const parkingResponseSchema = z.object({
  success: z.literal(true),
  parkingData: parkingSchema.nullable(),
});
