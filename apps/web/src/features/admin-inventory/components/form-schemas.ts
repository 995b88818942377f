import {
  updateCampInputSchema,
  updateRoomInputSchema,
} from "@camp/shared/catalogue/catalogue-schemas";
import {
  type AdminCamp,
  type AdminParking,
  type AdminRoomType,
  type UpdateParkingInput,
  updateParkingInputSchema,
} from "@camp/shared/catalogue/inventory-admin-schemas";
import { z } from "zod";

/**
 * The edit forms' schemas, built from the shared update schemas (every field required here, since a
 * form always sends them all); a list is typed one item per line.
 */
const lines = (list: z.ZodType<string[], string[]>) =>
  z
    .string()
    .transform((value) =>
      value
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(list);

const room = updateRoomInputSchema.shape;
export const roomFormSchema = z.object({
  title: room.title.unwrap(),
  titleAr: room.titleAr.unwrap(),
  pricing: room.pricing.unwrap(),
  totalRooms: room.totalRooms.unwrap(),
  capacity: room.capacity.unwrap(),
  facilities: lines(room.facilities.unwrap()),
  facilitiesAr: lines(room.facilitiesAr.unwrap()),
});
export const roomFormValues = (row: AdminRoomType) => ({
  ...row,
  facilities: row.facilities.join("\n"),
  facilitiesAr: row.facilitiesAr.join("\n"),
});

const camp = updateCampInputSchema.shape;
export const campFormSchema = z.object({
  title: camp.title.unwrap(),
  titleAr: camp.titleAr.unwrap(),
  pricing: camp.pricing.unwrap(),
  totalCamps: camp.totalCamps.unwrap(),
  maxGuests: camp.maxGuests.unwrap(),
  facilities: lines(camp.facilities.unwrap()),
  facilitiesAr: lines(camp.facilitiesAr.unwrap()),
});
export const campFormValues = (row: AdminCamp) => ({
  ...row,
  facilities: row.facilities.join("\n"),
  facilitiesAr: row.facilitiesAr.join("\n"),
});

const parking = updateParkingInputSchema.shape;
const rates = parking.pricing.unwrap().shape;
const dimension = parking.dimension.unwrap().shape;
export const parkingFormSchema = z.object({
  title: parking.title.unwrap(),
  titleAr: parking.titleAr.unwrap(),
  subtitle: parking.subtitle.unwrap(),
  subtitleAr: parking.subtitleAr.unwrap(),
  description: parking.description.unwrap(),
  descriptionAr: parking.descriptionAr.unwrap(),
  weekday: rates.weekday,
  weekend: rates.weekend,
  width: dimension.width,
  length: dimension.length,
  totalSlots: parking.totalSlots.unwrap(),
  facilities: lines(parking.facilities.unwrap()),
  facilitiesAr: lines(parking.facilitiesAr.unwrap()),
});
export type ParkingFormOutput = z.output<typeof parkingFormSchema>;

export const parkingFormValues = (row: AdminParking) => ({
  ...row,
  weekday: row.pricing.weekday,
  weekend: row.pricing.weekend,
  width: row.dimension.width,
  length: row.dimension.length,
  facilities: row.facilities.join("\n"),
  facilitiesAr: row.facilitiesAr.join("\n"),
});

export function toParkingInput(values: ParkingFormOutput): UpdateParkingInput {
  const { weekday, weekend, width, length, ...rest } = values;
  return { ...rest, pricing: { weekday, weekend }, dimension: { width, length } };
}
