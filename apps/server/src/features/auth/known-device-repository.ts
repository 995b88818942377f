import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { knownDevices, users } from "../../db/schema";

/** Whether the browser of `tokenHash` signed in to the account of `email` since `since`. */
export async function isDeviceKnownToEmail(
  db: Executor,
  options: { tokenHash: string; email: string; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        eq(knownDevices.tokenHash, options.tokenHash),
        sql`lower(${users.email}) = ${options.email}`,
        gt(knownDevices.lastSignInAt, options.since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Records a sign-in of `userId` on the browser whose token is now `tokenHash`. The accounts the
 * browser was known to under its previous token move to the new one, so a token that was planted
 * in the browser, or copied from it, stops counting at the next sign-in.
 */
export async function recordDeviceSignIn(
  db: Executor,
  options: { tokenHash: string; previousTokenHash: string | null; userId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.previousTokenHash) {
      await tx
        .update(knownDevices)
        .set({ tokenHash: options.tokenHash })
        .where(eq(knownDevices.tokenHash, options.previousTokenHash));
    }
    await tx
      .insert(knownDevices)
      .values({
        tokenHash: options.tokenHash,
        userId: options.userId,
        createdAt: options.now,
        lastSignInAt: options.now,
      })
      .onConflictDoUpdate({
        target: [knownDevices.tokenHash, knownDevices.userId],
        set: { lastSignInAt: options.now },
      });
  });
}

export async function deleteDevicesOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}

export async function deleteStaleDevices(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.lastSignInAt, olderThan));
}
