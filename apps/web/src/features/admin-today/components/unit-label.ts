import type { UnitKey } from "@camp/shared/booking/booking-api";

/** The bundle's key of a unit type (i18next reads ":" as a namespace, so "room:master" cannot be one). */
export function unitLabelKey(unit: UnitKey) {
  return unit === "room:master" ? "roomMaster" : unit === "room:kids" ? "roomKids" : unit;
}
