import type { ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import type { Executor } from "../../db/database";
import { campUnitKey, PARKING_UNIT_KEY, roomUnitKey } from "../../db/unit-keys";
import { findParking, listCamps, listRoomTypes } from "../catalogue/catalogue-repository";

/**
 * The ledger key and the stock of a unit type as calendar sync names it: "camp" is the first camp
 * (the tent on sale, as closures count it). Undefined while the catalogue has no such unit.
 */
export async function channelUnitOf(
  db: Executor,
  unitType: ChannelUnitType,
): Promise<{ unitKey: string; total: number } | undefined> {
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
