import { randomUUID } from "node:crypto";
import type {
  Camp,
  CreateCampInput,
  CreateRoomInput,
  Room,
  UpdateCampInput,
  UpdateRoomInput,
} from "@camp/shared/catalogue/catalogue-schemas";
import type {
  AdminParking,
  UpdateParkingInput,
} from "@camp/shared/catalogue/inventory-admin-schemas";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import { campUnitKey, PARKING_UNIT_KEY, roomUnitKey } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/database-errors";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { toAdminParking } from "./admin-inventory";
import {
  findCampForUpdate,
  findParkingForUpdate,
  findRoomTypeForUpdate,
  insertCamp,
  insertRoomType,
  updateCamp,
  updateParking,
  updateRoomType,
} from "./catalogue-repository";
import { freeTonight, toCamp, toRoom } from "./catalogue-service";
import { assertTotalCoversTaken } from "./stock-guard";

/**
 * The administrators' writes to the catalogue. Each one runs in one transaction with its audit
 * record; lowering a total is checked under the unit's lock (stock-guard.ts).
 */

/** What the audit log keeps of a row: its values without the bookkeeping timestamps. */
function auditView<T extends { createdAt: Date; updatedAt: Date }>(row: T) {
  const { createdAt: _created, updatedAt: _updated, ...values } = row;
  return values;
}

// ---- rooms ----

export async function createRoom(
  ctx: AppContext,
  actor: AuditActor,
  input: CreateRoomInput,
): Promise<Room> {
  const { pricing, ...rest } = input;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const created = await insertRoomType(tx, { ...rest, pricingMinor: toMinorUnits(pricing) });
      await recordAdminAction(tx, {
        actor,
        action: "room-type.create",
        entityType: "room-type",
        entityId: created.id,
        after: auditView(created),
      });
      return created;
    });
    return toRoom(row, "en", row.totalRooms);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("ROOM_TYPE_EXISTS", `A ${input.roomType} room type already exists`);
    }
    throw error;
  }
}

export async function changeRoom(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  input: UpdateRoomInput,
): Promise<Room> {
  const { pricing, ...rest } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findRoomTypeForUpdate(tx, id);
    if (!before) throw notFound("Room type not found");
    if (input.totalRooms !== undefined && input.totalRooms < before.totalRooms) {
      await assertTotalCoversTaken(tx, ctx, {
        unitKey: roomUnitKey(before.roomType),
        total: input.totalRooms,
        field: "totalRooms",
      });
    }
    const after = await updateRoomType(tx, id, {
      ...rest,
      ...(pricing === undefined ? {} : { pricingMinor: toMinorUnits(pricing) }),
      updatedAt: ctx.clock.now(),
    });
    if (!after) throw notFound("Room type not found");
    await recordAdminAction(tx, {
      actor,
      action: "room-type.update",
      entityType: "room-type",
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
  const free = await freeTonight(ctx);
  return toRoom(row, "en", free(roomUnitKey(row.roomType), row.totalRooms));
}

// ---- camps ----

export async function createCamp(
  ctx: AppContext,
  actor: AuditActor,
  input: CreateCampInput,
): Promise<Camp> {
  const { pricing, ...rest } = input;
  const slug = `camp-${randomUUID().slice(0, 8)}`;
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertCamp(tx, { ...rest, slug, pricingMinor: toMinorUnits(pricing) });
    await recordAdminAction(tx, {
      actor,
      action: "camp.create",
      entityType: "camp",
      entityId: created.id,
      after: auditView(created),
    });
    return created;
  });
  return toCamp(row, "en", row.totalCamps);
}

export async function changeCamp(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  input: UpdateCampInput,
): Promise<Camp> {
  const { pricing, ...rest } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findCampForUpdate(tx, id);
    if (!before) throw notFound("Camp not found");
    if (input.totalCamps !== undefined && input.totalCamps < before.totalCamps) {
      await assertTotalCoversTaken(tx, ctx, {
        unitKey: campUnitKey(before.slug),
        total: input.totalCamps,
        field: "totalCamps",
      });
    }
    const after = await updateCamp(tx, id, {
      ...rest,
      ...(pricing === undefined ? {} : { pricingMinor: toMinorUnits(pricing) }),
      updatedAt: ctx.clock.now(),
    });
    if (!after) throw notFound("Camp not found");
    await recordAdminAction(tx, {
      actor,
      action: "camp.update",
      entityType: "camp",
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
  const free = await freeTonight(ctx);
  return toCamp(row, "en", free(campUnitKey(row.slug), row.totalCamps));
}

// ---- parking ----

export async function changeParking(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  input: UpdateParkingInput,
): Promise<AdminParking> {
  const { dimension, pricing, ...rest } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findParkingForUpdate(tx, id);
    if (!before) throw notFound("Parking not found");
    if (input.totalSlots !== undefined && input.totalSlots < before.totalSlots) {
      await assertTotalCoversTaken(tx, ctx, {
        unitKey: PARKING_UNIT_KEY,
        total: input.totalSlots,
        field: "totalSlots",
      });
    }
    const after = await updateParking(tx, id, {
      ...rest,
      ...(dimension === undefined
        ? {}
        : { widthMetres: dimension.width, lengthMetres: dimension.length }),
      ...(pricing === undefined
        ? {}
        : {
            weekdayMinor: toMinorUnits(pricing.weekday),
            weekendMinor: toMinorUnits(pricing.weekend),
          }),
      updatedAt: ctx.clock.now(),
    });
    if (!after) throw notFound("Parking not found");
    await recordAdminAction(tx, {
      actor,
      action: "parking.update",
      entityType: "parking",
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
  return toAdminParking(row);
}
