import type { ChannelUnitType } from "@camp/shared/channels/calendar-feeds";

/**
 * The console's own names of the unit types (the Today page's: "Master rooms", ...), so a unit
 * type reads the same on every console page.
 */
export const unitTypeLabelKey = {
  master: "adminToday.unit.roomMaster",
  kids: "adminToday.unit.roomKids",
  camp: "adminToday.unit.camp",
  parking: "adminToday.unit.parking",
} as const satisfies Record<ChannelUnitType, string>;
