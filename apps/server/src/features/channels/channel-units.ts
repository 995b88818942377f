import type { ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import type { Executor } from "../../db/database";
import { campUnitKey, PARKING_UNIT_KEY, roomUnitKey, type UnitKey } from "../../db/unit-keys";
import { readStockAndRates } from "../catalogue/catalogue-repository";

/**
 * The ledger key and stock of a unit type as the calendar contract names it (master, kids, camp,
 * parking). "camp" is the tent on sale: the first camp record, as the booking form sells it
 * (checkout/booking-facts.ts). Null when the catalogue lacks it. Read inside the caller's
 * transaction after it took the unit lock, the total cannot change under it.
 */
export async function resolveChannelUnit(
  db: Executor,
  unitType: ChannelUnitType,
): Promise<{ unitKey: UnitKey; total: number } | null> {
  const stock = await readStockAndRates(db);
  if (unitType === "parking")
    return stock.parking ? { unitKey: PARKING_UNIT_KEY, total: stock.parking.totalSlots } : null;
  if (unitType === "camp") {
    const camp = stock.camps[0];
    return camp ? { unitKey: campUnitKey(camp.slug), total: camp.totalCamps } : null;
  }
  const room = stock.rooms.find((row) => row.roomType === unitType);
  return room ? { unitKey: roomUnitKey(unitType), total: room.totalRooms } : null;
}
