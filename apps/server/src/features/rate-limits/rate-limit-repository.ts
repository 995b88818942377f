import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedStatement } from "../../db/prepared";
import { rateLimits } from "../../db/schema";

/**
 * Counts one more event for `key` in one atomic statement (safe with many app processes).
 * A counter whose last event is older than `windowStart` starts again from 1: the quiet period.
 */
/** Every price check counts one (quote-rate-limit.ts): built once (db/prepared.ts). */
const counterIncrement = preparedStatement((db) =>
  db
    .insert(rateLimits)
    .values({ key: sql.placeholder("key"), count: 1, lastAt: sql.placeholder("now") })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastAt} < ${sql.placeholder("windowStart")} then 1 else ${rateLimits.count} + 1 end`,
        lastAt: sql`${sql.placeholder("nowIso")}`,
      },
    })
    .returning({ count: rateLimits.count })
    .prepare("increment_rate_limit_counter"),
);

export async function incrementCounter(
  db: Executor,
  key: string,
  options: { now: Date; windowStart: Date },
): Promise<number> {
  const [row] = await counterIncrement(db).execute({
    key,
    now: options.now,
    nowIso: options.now.toISOString(),
    windowStart: options.windowStart.toISOString(),
  });
  return row?.count ?? 1;
}

export type AttemptRule = {
  now: Date;
  /** A counter whose last attempt is older than this starts again from 1. */
  windowStart: Date;
  /** Attempts allowed back to back. */
  limit: number;
  /** Past the limit, the wait after the last attempt: `backoffSeconds` doubling with each one, at most `maxBackoffSeconds`. */
  backoffSeconds: number;
  maxBackoffSeconds: number;
};

/** The wait after the last attempt before the next one is allowed, for a counter at `count`. */
export function backoffAfter(count: number, rule: AttemptRule): number {
  if (count < rule.limit) return 0;
  return Math.min(rule.backoffSeconds * 2 ** (count - rule.limit), rule.maxBackoffSeconds);
}

/**
 * Takes one attempt for `key` if the rule allows it, counting it in the same statement that checks
 * the rule: the row lock of `ON CONFLICT DO UPDATE` makes parallel attempts queue, so N of them at
 * once can never all see a count under the limit. Answers the new count, or null when refused
 * (a refused attempt is not counted, so it does not push the wait further out).
 */
export async function takeAttempt(
  db: Executor,
  key: string,
  rule: AttemptRule,
): Promise<number | null> {
  const now = sql`${rule.now.toISOString()}::timestamptz`;
  const windowStart = sql`${rule.windowStart.toISOString()}::timestamptz`;
  const wait = sql`least(${rule.backoffSeconds}::float8 * power(2::float8, (${rateLimits.count} - ${rule.limit}::int)::float8), ${rule.maxBackoffSeconds}::float8)`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastAt: rule.now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastAt} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastAt: rule.now,
      },
      setWhere: sql`${rateLimits.lastAt} < ${windowStart}
        or ${rateLimits.count} < ${rule.limit}::int
        or ${rateLimits.lastAt} + make_interval(secs => ${wait}) <= ${now}`,
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? null;
}

/** Gives back one attempt that turned out not to be a failure (a correct sign-in). */
export async function releaseAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}

/** The counter's row, or undefined when there is none. */
export async function readCounterRow(db: Executor, key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row;
}

export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteStaleCounters(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.lastAt, olderThan));
}
