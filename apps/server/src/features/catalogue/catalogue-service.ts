import type { Camp, Language, Parking, Room } from "@camp/shared/catalogue/catalogue-schemas";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { campUnitKey, PARKING_UNIT_KEY, roomUnitKey } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { sumClaimsOnNight } from "../inventory/inventory-repository";
import {
  type CampRow,
  findParking,
  listCamps,
  listRoomTypes,
  type ParkingRow,
  type RoomTypeRow,
} from "./catalogue-repository";

const pick = (lang: Language, english: string, arabic: string) =>
  lang === "ar" && arabic ? arabic : english;
const pickList = (lang: Language, english: string[], arabic: string[]) =>
  lang === "ar" && arabic.length > 0 ? arabic : english;

/** Units of each type still free tonight (Dubai's today), never below zero. */
export async function freeTonight(ctx: AppContext) {
  const now = ctx.clock.now();
  const taken = await sumClaimsOnNight(ctx.db, resortToday(now), now);
  return (key: Parameters<typeof taken.get>[0], total: number) =>
    Math.max(0, total - (taken.get(key) ?? 0));
}

// ---- rooms ----

export function toRoom(row: RoomTypeRow, lang: Language, availableRooms: number): Room {
  return {
    _id: row.id,
    roomType: row.roomType,
    title: pick(lang, row.title, row.titleAr),
    pricing: toMajorUnits(row.pricingMinor),
    availableRooms,
    totalRooms: row.totalRooms,
    capacity: row.capacity,
    facilities: pickList(lang, row.facilities, row.facilitiesAr),
  };
}

export async function getRooms(ctx: AppContext, lang: Language): Promise<Room[]> {
  const [rows, free] = await Promise.all([listRoomTypes(ctx.db), freeTonight(ctx)]);
  return rows.map((row) => toRoom(row, lang, free(roomUnitKey(row.roomType), row.totalRooms)));
}

// ---- camps ----

export function toCamp(row: CampRow, lang: Language, availableCamps: number): Camp {
  return {
    _id: row.id,
    title: pick(lang, row.title, row.titleAr),
    pricing: toMajorUnits(row.pricingMinor),
    availableCamps,
    totalCamps: row.totalCamps,
    maxGuests: row.maxGuests,
    facilities: pickList(lang, row.facilities, row.facilitiesAr),
  };
}

export async function getCamps(ctx: AppContext, lang: Language): Promise<Camp[]> {
  const [rows, free] = await Promise.all([listCamps(ctx.db), freeTonight(ctx)]);
  return rows.map((row) => toCamp(row, lang, free(campUnitKey(row.slug), row.totalCamps)));
}

// ---- parking ----

export function toParking(row: ParkingRow, lang: Language, availableSlots: number): Parking {
  return {
    _id: row.id,
    title: pick(lang, row.title, row.titleAr),
    subtitle: pick(lang, row.subtitle, row.subtitleAr),
    description: pick(lang, row.description, row.descriptionAr),
    dimension: { width: row.widthMetres, length: row.lengthMetres },
    pricing: { weekday: toMajorUnits(row.weekdayMinor), weekend: toMajorUnits(row.weekendMinor) },
    facilities: pickList(lang, row.facilities, row.facilitiesAr),
    availableSlots,
    totalSlots: row.totalSlots,
  };
}

export async function getParking(ctx: AppContext, lang: Language): Promise<Parking | null> {
  const [row, free] = await Promise.all([findParking(ctx.db), freeTonight(ctx)]);
  return row ? toParking(row, lang, free(PARKING_UNIT_KEY, row.totalSlots)) : null;
}
