import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { inventoryClaims, unitClosures, users } from "../../db/schema";
import { isCounting } from "./inventory-repository";

export type ClosureRow = typeof unitClosures.$inferSelect & { createdByEmail: string | null };

/** Units of one type taken per night from `fromNight` on (sold, held or closed), the nights with any. */
export async function sumTakenFromNight(
  db: Executor,
  options: { unitKey: string; fromNight: string; now: Date },
): Promise<{ night: string; taken: number }[]> {
  const rows = await db
    .select({
      night: inventoryClaims.night,
      taken: sql<string>`sum(${inventoryClaims.quantity})`,
    })
    .from(inventoryClaims)
    .where(
      and(
        eq(inventoryClaims.unitKey, options.unitKey),
        gte(inventoryClaims.night, options.fromNight),
        isCounting(options.now),
      ),
    )
    .groupBy(inventoryClaims.night)
    .orderBy(asc(inventoryClaims.night));
  return rows.map((row) => ({ night: row.night, taken: Number(row.taken) }));
}

const closureColumns = {
  id: unitClosures.id,
  unitKey: unitClosures.unitKey,
  fromNight: unitClosures.fromNight,
  untilNight: unitClosures.untilNight,
  quantity: unitClosures.quantity,
  reason: unitClosures.reason,
  createdBy: unitClosures.createdBy,
  createdAt: unitClosures.createdAt,
  reopenedAt: unitClosures.reopenedAt,
  createdByEmail: users.email,
};

export async function insertClosure(
  tx: Executor,
  values: typeof unitClosures.$inferInsert,
): Promise<typeof unitClosures.$inferSelect> {
  const [row] = await tx.insert(unitClosures).values(values).returning();
  if (!row) throw new Error("insert into unit_closures returned no row");
  return row;
}

/** Closures newest first: open ones, then the reopened ones of the last few months. */
export function listClosures(db: Executor, options: { limit: number }): Promise<ClosureRow[]> {
  return db
    .select(closureColumns)
    .from(unitClosures)
    .leftJoin(users, eq(users.id, unitClosures.createdBy))
    .orderBy(sql`${unitClosures.reopenedAt} is not null`, desc(unitClosures.createdAt))
    .limit(options.limit);
}

export async function findClosureForUpdate(
  tx: Executor,
  id: string,
): Promise<typeof unitClosures.$inferSelect | undefined> {
  const [row] = await tx.select().from(unitClosures).where(eq(unitClosures.id, id)).for("update");
  return row;
}

export async function findClosure(db: Executor, id: string): Promise<ClosureRow | undefined> {
  const [row] = await db
    .select(closureColumns)
    .from(unitClosures)
    .leftJoin(users, eq(users.id, unitClosures.createdBy))
    .where(eq(unitClosures.id, id));
  return row;
}

/** Reopens the units: the closure is marked and its nights stop counting against availability. */
export async function reopenClosure(tx: Executor, id: string, now: Date): Promise<void> {
  await tx
    .update(unitClosures)
    .set({ reopenedAt: now })
    .where(and(eq(unitClosures.id, id), isNull(unitClosures.reopenedAt)));
  await tx
    .update(inventoryClaims)
    .set({ releasedAt: now })
    .where(and(eq(inventoryClaims.closureId, id), isNull(inventoryClaims.releasedAt)));
}
