import type { RoomType } from "@camp/shared/catalogue/catalogue-schemas";

/**
 * Names of the things the resort sells by the night; the inventory ledger counts each separately.
 * Camps are keyed by their slug so that a second kind of tent would have its own stock.
 */
export type UnitKey = `room:${RoomType}` | `camp:${string}` | "parking";

export const roomUnitKey = (roomType: RoomType): UnitKey => `room:${roomType}`;
export const campUnitKey = (slug: string): UnitKey => `camp:${slug}`;
export const PARKING_UNIT_KEY: UnitKey = "parking";
