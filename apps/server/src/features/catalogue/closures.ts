import type { UnitKey as PublicUnitKey } from "@camp/shared/booking/booking-api";
import type { Closure, ClosureInput } from "@camp/shared/catalogue/inventory-admin-schemas";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { listNights } from "@camp/shared/dates/stay-dates";
import type { Executor } from "../../db/database";
import { campUnitKey, PARKING_UNIT_KEY, roomUnitKey, toPublicUnit } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { insertClaims } from "../inventory/claims-repository";
import {
  type ClosureRow,
  findClosure,
  findClosureForUpdate,
  insertClosure,
  listClosures,
  reopenClosure,
} from "../inventory/closure-repository";
import { lockUnits } from "../inventory/inventory-repository";
import { findShortages } from "../inventory/inventory-service";
import { findParking, listCamps, listRoomTypes } from "./catalogue-repository";
import { nightsParams } from "./stock-guard";

/**
 * Units staff take off sale for maintenance. A closure is one claim per night in the inventory
 * ledger, so availability, quotes and the booking engine count it like a sold unit; reopening
 * releases those claims and the units are on sale again at once.
 */

const LISTED_CLOSURES = 200;

function toClosure(row: ClosureRow): Closure {
  return {
    id: row.id,
    unitKey: toPublicUnit(row.unitKey),
    from: row.fromNight,
    to: row.untilNight,
    quantity: row.quantity,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    createdByEmail: row.createdByEmail,
    reopenedAt: row.reopenedAt?.toISOString() ?? null,
  };
}

/** The ledger's key and the stock of a unit as the console names it ("camp" is the tent on sale). */
async function resolveUnit(tx: Executor, unit: PublicUnitKey) {
  if (unit === "parking") {
    const parking = await findParking(tx);
    return parking && { unitKey: PARKING_UNIT_KEY, total: parking.totalSlots };
  }
  if (unit === "camp") {
    const [camp] = await listCamps(tx);
    return camp && { unitKey: campUnitKey(camp.slug), total: camp.totalCamps };
  }
  const roomType = unit === "room:kids" ? "kids" : "master";
  const room = (await listRoomTypes(tx)).find((row) => row.roomType === roomType);
  return room && { unitKey: roomUnitKey(roomType), total: room.totalRooms };
}

export async function getClosures(ctx: AppContext): Promise<Closure[]> {
  return (await listClosures(ctx.db, { limit: LISTED_CLOSURES })).map(toClosure);
}

export async function closeUnits(
  ctx: AppContext,
  actor: AuditActor,
  input: ClosureInput,
): Promise<Closure> {
  const now = ctx.clock.now();
  if (input.from < resortToday(now)) {
    const message = "The first night cannot be in the past";
    throw new AppError("VALIDATION_ERROR", message, { from: message });
  }
  const nights = listNights(input.from, input.to);
  const id = await ctx.db.transaction(async (tx) => {
    const known = await resolveUnit(tx, input.unitKey);
    if (!known) throw notFound("This unit type is not set up");
    // The stock is read again under the lock: an edit of the total holds the same lock.
    await lockUnits(tx, [known.unitKey]);
    const unit = (await resolveUnit(tx, input.unitKey)) ?? known;
    const claims = [{ unitKey: unit.unitKey, quantity: input.quantity }];
    const shortages = await findShortages(tx, {
      claims,
      nights,
      totals: new Map([[unit.unitKey, unit.total]]),
      now,
    });
    if (shortages.length > 0) {
      const params = nightsParams(shortages.map((shortage) => shortage.night));
      const message = `Not enough units are free to close on ${params.nights}.`;
      throw new AppError("UNITS_NOT_FREE", message, { quantity: message }, { params });
    }
    const closure = await insertClosure(tx, {
      unitKey: unit.unitKey,
      fromNight: input.from,
      untilNight: input.to,
      quantity: input.quantity,
      reason: input.reason,
      createdBy: actor.id,
      createdAt: now,
    });
    await insertClaims(
      tx,
      nights.map((night) => ({
        unitKey: unit.unitKey,
        night,
        quantity: input.quantity,
        closureId: closure.id,
      })),
    );
    await recordAdminAction(tx, {
      actor,
      action: "closure.create",
      entityType: "closure",
      entityId: closure.id,
      after: { ...input, unitKey: unit.unitKey },
    });
    return closure.id;
  });
  const row = await findClosure(ctx.db, id);
  if (!row) throw notFound("Closure not found");
  return toClosure(row);
}

/** Reopens closed units; reopening twice changes nothing more. */
export async function reopenUnits(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
): Promise<Closure> {
  await ctx.db.transaction(async (tx) => {
    const closure = await findClosureForUpdate(tx, id);
    if (!closure) throw notFound("Closure not found");
    if (closure.reopenedAt) return;
    await lockUnits(tx, [closure.unitKey]);
    const now = ctx.clock.now();
    await reopenClosure(tx, id, now);
    await recordAdminAction(tx, {
      actor,
      action: "closure.reopen",
      entityType: "closure",
      entityId: id,
      before: { reopenedAt: null },
      after: { reopenedAt: now.toISOString() },
    });
  });
  const row = await findClosure(ctx.db, id);
  if (!row) throw notFound("Closure not found");
  return toClosure(row);
}
