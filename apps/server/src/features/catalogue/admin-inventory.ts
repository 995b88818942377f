import type {
  AdminCamp,
  AdminParking,
  AdminRoomType,
  Inventory,
} from "@camp/shared/catalogue/inventory-admin-schemas";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import type { AppContext } from "../../lib/app-context";
import {
  type CampRow,
  findParking,
  listCamps,
  listRoomTypes,
  type ParkingRow,
  type RoomTypeRow,
} from "./catalogue-repository";

/** The console's view of the catalogue: both languages, prices in AED. */

const toAdminRoomType = (row: RoomTypeRow): AdminRoomType => ({
  id: row.id,
  roomType: row.roomType,
  title: row.title,
  titleAr: row.titleAr,
  pricing: toMajorUnits(row.pricingMinor),
  totalRooms: row.totalRooms,
  capacity: row.capacity,
  facilities: row.facilities,
  facilitiesAr: row.facilitiesAr,
});

const toAdminCamp = (row: CampRow): AdminCamp => ({
  id: row.id,
  title: row.title,
  titleAr: row.titleAr,
  pricing: toMajorUnits(row.pricingMinor),
  totalCamps: row.totalCamps,
  maxGuests: row.maxGuests,
  facilities: row.facilities,
  facilitiesAr: row.facilitiesAr,
});

export const toAdminParking = (row: ParkingRow): AdminParking => ({
  id: row.id,
  title: row.title,
  titleAr: row.titleAr,
  subtitle: row.subtitle,
  subtitleAr: row.subtitleAr,
  description: row.description,
  descriptionAr: row.descriptionAr,
  dimension: { width: row.widthMetres, length: row.lengthMetres },
  pricing: { weekday: toMajorUnits(row.weekdayMinor), weekend: toMajorUnits(row.weekendMinor) },
  totalSlots: row.totalSlots,
  facilities: row.facilities,
  facilitiesAr: row.facilitiesAr,
});

export async function getInventory(ctx: AppContext): Promise<Inventory> {
  const [rooms, camps, parking] = await Promise.all([
    listRoomTypes(ctx.db),
    listCamps(ctx.db),
    findParking(ctx.db),
  ]);
  return {
    rooms: rooms.map(toAdminRoomType),
    camps: camps.map(toAdminCamp),
    parking: parking ? toAdminParking(parking) : null,
  };
}
