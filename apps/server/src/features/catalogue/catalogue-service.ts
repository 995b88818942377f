import type { Camp, Language, Parking, Room } from "@camp/shared/catalogue/catalogue-schemas";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { weekendDaysOf } from "@camp/shared/rates/weekend-days";
import { guestPrice } from "@camp/shared/tax/tax-terms";
import { campUnitKey, PARKING_UNIT_KEY, roomUnitKey } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { sumClaimsOnNight } from "../inventory/inventory-repository";
import { readTaxSettings, taxTermsOf } from "../tax-settings/read-tax-settings";
import {
  type CampRow,
  findParking,
  findSavedWeekendDays,
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

/** A price as staff entered it (the console's answers). */
type PriceOf = (enteredMinor: number) => number;
const asEntered: PriceOf = (minor) => minor;

/**
 * What guests pay for a price staff entered: with VAT added when rates are entered without it
 * (decision 028), so every price a guest sees includes VAT, as the pricing charges it.
 */
async function guestPriceOf(ctx: AppContext): Promise<PriceOf> {
  const terms = taxTermsOf(await readTaxSettings(ctx.db, ctx.config));
  return (minor) => guestPrice(minor, terms);
}

// ---- rooms ----

export function toRoom(
  row: RoomTypeRow,
  lang: Language,
  availableRooms: number,
  price: PriceOf = asEntered,
): Room {
  return {
    _id: row.id,
    roomType: row.roomType,
    title: pick(lang, row.title, row.titleAr),
    pricing: toMajorUnits(price(row.pricingMinor)),
    availableRooms,
    totalRooms: row.totalRooms,
    capacity: row.capacity,
    facilities: pickList(lang, row.facilities, row.facilitiesAr),
  };
}

export async function getRooms(ctx: AppContext, lang: Language): Promise<Room[]> {
  const [rows, free, price] = await Promise.all([
    listRoomTypes(ctx.db),
    freeTonight(ctx),
    guestPriceOf(ctx),
  ]);
  return rows.map((row) =>
    toRoom(row, lang, free(roomUnitKey(row.roomType), row.totalRooms), price),
  );
}

// ---- camps ----

export function toCamp(
  row: CampRow,
  lang: Language,
  availableCamps: number,
  price: PriceOf = asEntered,
): Camp {
  return {
    _id: row.id,
    title: pick(lang, row.title, row.titleAr),
    pricing: toMajorUnits(price(row.pricingMinor)),
    availableCamps,
    totalCamps: row.totalCamps,
    maxGuests: row.maxGuests,
    facilities: pickList(lang, row.facilities, row.facilitiesAr),
  };
}

export async function getCamps(ctx: AppContext, lang: Language): Promise<Camp[]> {
  const [rows, free, price] = await Promise.all([
    listCamps(ctx.db),
    freeTonight(ctx),
    guestPriceOf(ctx),
  ]);
  return rows.map((row) => toCamp(row, lang, free(campUnitKey(row.slug), row.totalCamps), price));
}

// ---- parking ----

export function toParking(
  row: ParkingRow,
  lang: Language,
  availableSlots: number,
  price: PriceOf = asEntered,
  weekendDays: readonly number[] = weekendDaysOf(null),
): Parking {
  return {
    _id: row.id,
    title: pick(lang, row.title, row.titleAr),
    subtitle: pick(lang, row.subtitle, row.subtitleAr),
    description: pick(lang, row.description, row.descriptionAr),
    dimension: { width: row.widthMetres, length: row.lengthMetres },
    pricing: {
      weekday: toMajorUnits(price(row.weekdayMinor)),
      weekend: toMajorUnits(price(row.weekendMinor)),
    },
    weekendDays: [...weekendDays],
    facilities: pickList(lang, row.facilities, row.facilitiesAr),
    availableSlots,
    totalSlots: row.totalSlots,
  };
}

export async function getParking(ctx: AppContext, lang: Language): Promise<Parking | null> {
  const [row, free, price, weekendDays] = await Promise.all([
    findParking(ctx.db),
    freeTonight(ctx),
    guestPriceOf(ctx),
    findSavedWeekendDays(ctx.db),
  ]);
  return row
    ? toParking(
        row,
        lang,
        free(PARKING_UNIT_KEY, row.totalSlots),
        price,
        weekendDaysOf(weekendDays),
      )
    : null;
}
