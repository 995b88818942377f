import type { ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import type { Executor } from "../../db/database";
import { campUnitKey, PARKING_UNIT_KEY, roomUnitKey, type UnitKey } from "../../db/unit-keys";
import { findParking, listCamps, listRoomTypes } from "../catalogue/catalogue-repository";

/**
 * The ledger key and the stock of a unit type as calendar sync names it: "camp" is the first camp
 * (the tent on sale, as the booking form sells it and closures count it). Undefined while the
 * catalogue has no such unit. Read inside the caller's transaction after it took the unit lock,
 * the total cannot change under it.
 */
export async function channelUnitOf(
  db: Executor,
  unitType: ChannelUnitType,
): Promise<{ unitKey: UnitKey; total: number } | undefined> {
  if (unitType === "parking") {
    const parking = await findParking(db);
    return parking && { unitKey: PARKING_UNIT_KEY, total: parking.totalSlots };
  }
  if (unitType === "camp") {
    const [camp] = await listCamps(db);
    return camp && { unitKey: campUnitKey(camp.slug), total: camp.totalCamps };
  }
  const room = (await listRoomTypes(db)).find((row) => row.roomType === unitType);
  return room && { unitKey: roomUnitKey(unitType), total: room.totalRooms };
}
