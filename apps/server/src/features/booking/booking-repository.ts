import { and, desc, eq, lt } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { bookings } from "../../db/schema";

export type BookingRow = typeof bookings.$inferSelect;

export async function insertBooking(
  tx: Executor,
  values: typeof bookings.$inferInsert,
): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  if (!row) throw new Error("insert into bookings returned no row");
  return row;
}

export async function findBooking(db: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export async function lockBooking(tx: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

export function listBookingsOfUser(db: Executor, userId: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt));
}

export async function updateBooking(
  tx: Executor,
  id: string,
  values: Partial<typeof bookings.$inferInsert>,
): Promise<BookingRow> {
  const [row] = await tx.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}

/** Confirmed stays whose check-out day has passed become completed. */
export async function completeFinishedStays(db: Executor, today: string, now: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ status: "completed", updatedAt: now })
    .where(and(eq(bookings.status, "confirmed"), lt(bookings.checkOut, today)));
}
