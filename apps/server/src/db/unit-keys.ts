import { type UnitKey as PublicUnitKey, UNIT_KEYS } from "@camp/shared/booking/booking-api";
import type { RoomType } from "@camp/shared/catalogue/catalogue-schemas";

/**
 * Names of the things the resort sells by the night; the inventory ledger counts each separately.
 * Camps are keyed by their slug so that a second kind of tent would have its own stock.
 */
export type UnitKey =
  | `room:${RoomType}`
  | `camp:${string}`
  | "parking"
  | `extra:${string}`
  | `promo:${string}`;

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
 * A promo code's uses (docs/decisions/026): one claim per use on a fixed sentinel night, so every
 * use counts against one total, the code's max uses; with a cap per guest, a second claim on the
 * guest's own key counts against max uses per guest.
 */
export const PROMO_USE_NIGHT = "2000-01-01";
export const promoUnitKey = (promoCodeId: string): UnitKey => `promo:${promoCodeId}`;
export const promoGuestUnitKey = (promoCodeId: string, userId: string): UnitKey =>
  `promo:${promoCodeId}:guest:${userId}`;
/** The key every guest key of a code takes its total from (max uses per guest). */
export const promoGuestTotalKey = (promoCodeId: string) => `promo:${promoCodeId}:guest`;
export const isPromoUnitKey = (unitKey: string) => unitKey.startsWith("promo:");
export const isPromoGuestUnitKey = (unitKey: string) =>
  isPromoUnitKey(unitKey) && unitKey.includes(":guest:");

/** A unit a guest sleeps in (a room, a tent, a caravan spot): not an activity, not a code's use. */
export const isStayUnitKey = (unitKey: string) =>
  !isExtraUnitKey(unitKey) && !isPromoUnitKey(unitKey);

/**
 * A key's total in a map of totals: its own, or, for a guest's use of a code, the code's cap per
 * guest (the map cannot list every guest). 0 for a key the map does not know.
 */
export function unitTotalOf(totals: ReadonlyMap<string, number>, unitKey: string): number {
  const own = totals.get(unitKey);
  if (own !== undefined) return own;
  if (isPromoGuestUnitKey(unitKey)) {
    return totals.get(unitKey.slice(0, unitKey.indexOf(":guest:") + ":guest".length)) ?? 0;
  }
  return 0;
}

/**
 * The unit as the API names it (`UNIT_KEYS` in shared): every camp counts as "camp", since the
 * booking form sells "a tent" and the guest never sees a camp's slug. Activities and promo codes'
 * uses are no unit of the stay: callers leave their keys out (isStayUnitKey) before asking.
 */
export function toPublicUnit(unitKey: string): PublicUnitKey {
  if (unitKey === "camp" || unitKey.startsWith("camp:")) return "camp";
  const known = UNIT_KEYS.find((key) => key === unitKey);
  if (!known) throw new Error(`unknown unit key ${unitKey}`);
  return known;
}
