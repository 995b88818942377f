import { type UnitKey as PublicUnitKey, UNIT_KEYS } from "@camp/shared/booking/booking-api";
import type { RoomType } from "@camp/shared/catalogue/catalogue-schemas";

/**
 * Names of the things the resort sells by the night; the inventory ledger counts each separately.
 * Camps are keyed by their slug so that a second kind of tent would have its own stock.
 */
export type UnitKey = `room:${RoomType}` | `camp:${string}` | "parking" | `extra:${string}`;

export const roomUnitKey = (roomType: RoomType): UnitKey => `room:${roomType}`;
export const campUnitKey = (slug: string): UnitKey => `camp:${slug}`;
export const PARKING_UNIT_KEY: UnitKey = "parking";
/**
 * An activity's stock on one day (docs/decisions/021): keyed by the extra's id, which never changes
 * (its slug names it in price lines only).
 */
export const extraUnitKey = (extraId: string): UnitKey => `extra:${extraId}`;
export const isExtraUnitKey = (unitKey: string) => unitKey.startsWith("extra:");

/**
 * The unit as the API names it (`UNIT_KEYS` in shared): every camp counts as "camp", since the
 * booking form sells "a tent" and the guest never sees a camp's slug. Activities are no unit of the
 * stay: callers leave their keys out (isExtraUnitKey) before asking.
 */
export function toPublicUnit(unitKey: string): PublicUnitKey {
  if (unitKey === "camp" || unitKey.startsWith("camp:")) return "camp";
  const known = UNIT_KEYS.find((key) => key === unitKey);
  if (!known) throw new Error(`unknown unit key ${unitKey}`);
  return known;
}
