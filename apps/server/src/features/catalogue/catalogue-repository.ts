import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { camps, parking, rateSettings, roomTypes } from "../../db/schema";

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type CampRow = typeof camps.$inferSelect;
export type ParkingRow = typeof parking.$inferSelect;

// ---- rooms ----

export function listRoomTypes(db: Executor): Promise<RoomTypeRow[]> {
  // Master first: it is the default room type of every form (spec section 9).
  return db
    .select()
    .from(roomTypes)
    .orderBy(sql`case when ${roomTypes.roomType} = 'master' then 0 else 1 end`);
}

export async function insertRoomType(
  db: Executor,
  values: typeof roomTypes.$inferInsert,
): Promise<RoomTypeRow> {
  const [row] = await db.insert(roomTypes).values(values).returning();
  if (!row) throw new Error("insert into room_types returned no row");
  return row;
}

export async function updateRoomType(
  db: Executor,
  id: string,
  values: Partial<typeof roomTypes.$inferInsert>,
): Promise<RoomTypeRow | undefined> {
  const [row] = await db.update(roomTypes).set(values).where(eq(roomTypes.id, id)).returning();
  return row;
}

// ---- camps ----

export function listCamps(db: Executor): Promise<CampRow[]> {
  return db.select().from(camps).orderBy(asc(camps.createdAt), asc(camps.slug));
}

export async function insertCamp(
  db: Executor,
  values: typeof camps.$inferInsert,
): Promise<CampRow> {
  const [row] = await db.insert(camps).values(values).returning();
  if (!row) throw new Error("insert into camps returned no row");
  return row;
}

export async function updateCamp(
  db: Executor,
  id: string,
  values: Partial<typeof camps.$inferInsert>,
): Promise<CampRow | undefined> {
  const [row] = await db.update(camps).set(values).where(eq(camps.id, id)).returning();
  return row;
}

// ---- parking ----

/** The caravan parking record; the resort has one. */
export async function findParking(db: Executor): Promise<ParkingRow | undefined> {
  const [row] = await db.select().from(parking).orderBy(asc(parking.createdAt)).limit(1);
  return row;
}

/** The weekend's days as staff saved them (decision 046), null until they do. */
export async function findSavedWeekendDays(db: Executor): Promise<number[] | null> {
  const [row] = await db
    .select({ weekendDays: rateSettings.weekendDays })
    .from(rateSettings)
    .where(eq(rateSettings.id, 1));
  return row?.weekendDays ?? null;
}

export async function updateParking(
  db: Executor,
  id: string,
  values: Partial<typeof parking.$inferInsert>,
): Promise<ParkingRow | undefined> {
  const [row] = await db.update(parking).set(values).where(eq(parking.id, id)).returning();
  return row;
}

// ---- admin edits: the row locked until the transaction ends, so two edits apply one after the other ----

export async function findRoomTypeForUpdate(
  tx: Executor,
  id: string,
): Promise<RoomTypeRow | undefined> {
  const [row] = await tx.select().from(roomTypes).where(eq(roomTypes.id, id)).for("update");
  return row;
}

export async function findCampForUpdate(tx: Executor, id: string): Promise<CampRow | undefined> {
  const [row] = await tx.select().from(camps).where(eq(camps.id, id)).for("update");
  return row;
}

export async function findParkingForUpdate(
  tx: Executor,
  id: string,
): Promise<ParkingRow | undefined> {
  const [row] = await tx.select().from(parking).where(eq(parking.id, id)).for("update");
  return row;
}

/** What selling needs of the catalogue: capacities, rates and stock, without the texts. */
export type StockAndRates = {
  rooms: {
    roomType: "master" | "kids";
    capacity: number;
    pricingMinor: number;
    totalRooms: number;
  }[];
  /** Every camp, the one on sale first (the oldest). */
  camps: { slug: string; pricingMinor: number; totalCamps: number }[];
  parking: { totalSlots: number; weekdayMinor: number; weekendMinor: number } | null;
};

/**
 * The columns `rooms`, `camps` and `parking` of StockAndRates, for a select of their own
 * (readStockAndRates) or beside other reads in one statement (a price check's facts).
 */
export const stockAndRatesColumns = sql`
      (select coalesce(json_agg(json_build_object(
          'roomType', room_type, 'capacity', capacity,
          'pricingMinor', pricing_minor, 'totalRooms', total_rooms)), '[]'::json)
        from room_types) as rooms,
      (select coalesce(json_agg(json_build_object(
          'slug', slug, 'pricingMinor', pricing_minor, 'totalCamps', total_camps)
          order by created_at, slug), '[]'::json)
        from camps) as camps,
      (select json_build_object(
          'totalSlots', total_slots, 'weekdayMinor', weekday_minor, 'weekendMinor', weekend_minor)
        from parking order by created_at limit 1) as parking`;

/** StockAndRates from a row holding stockAndRatesColumns. */
export function toStockAndRates(row: Partial<StockAndRates> | undefined): StockAndRates {
  return { rooms: row?.rooms ?? [], camps: row?.camps ?? [], parking: row?.parking ?? null };
}

/**
 * The room types, camps and parking of StockAndRates in one round trip (every payment start and
 * booking reads them, inside its transaction when it holds the unit locks).
 */
export async function readStockAndRates(db: Executor): Promise<StockAndRates> {
  const result = (await db.execute(sql`select ${stockAndRatesColumns}`)) as unknown as {
    rows: StockAndRates[];
  };
  return toStockAndRates(result.rows[0]);
}
