import { eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { rateLimits } from "../../db/schema";

/**
 * Counts one more event for `key` in one atomic statement (safe with many app processes).
 * A counter whose last event is older than `windowStart` starts again from 1: the quiet period.
 */
export async function incrementCounter(
  db: Executor,
  key: string,
  options: { now: Date; windowStart: Date },
): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastAt: options.now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastAt} < ${options.windowStart.toISOString()} then 1 else ${rateLimits.count} + 1 end`,
        lastAt: options.now,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** The count of events for `key` since `windowStart`, or 0 when the key has been quiet since. */
export async function readCounter(db: Executor, key: string, windowStart: Date): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.lastAt < windowStart) return 0;
  return row.count;
}

export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteStaleCounters(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.lastAt, olderThan));
}
