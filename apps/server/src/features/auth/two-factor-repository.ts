import { and, asc, count, eq, gt, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { passkeys, recoveryCodes, sessions, totpSecrets } from "../../db/schema";

/** What second factors the account has: a confirmed authenticator app, how many passkeys. */
export async function findSecondFactorsOf(db: Executor, userId: string) {
  const [totp] = await db
    .select({ userId: totpSecrets.userId })
    .from(totpSecrets)
    .where(and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.confirmedAt)));
  const [keys] = await db
    .select({ count: count() })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return { totp: totp !== undefined, passkeys: Number(keys?.count ?? 0) };
}

export async function findTotpSecret(db: Executor, userId: string) {
  const [row] = await db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId));
  return row;
}

/**
 * A new, unconfirmed secret for the account (a setup started again replaces the last one); never
 * over a confirmed one. Answers false when the account already has a confirmed authenticator app.
 */
export async function saveUnconfirmedTotp(
  db: Executor,
  values: { userId: string; secretEncrypted: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(totpSecrets)
    .values({
      userId: values.userId,
      secretEncrypted: values.secretEncrypted,
      createdAt: values.now,
    })
    .onConflictDoUpdate({
      target: totpSecrets.userId,
      set: { secretEncrypted: values.secretEncrypted, createdAt: values.now, lastUsedStep: null },
      setWhere: isNull(totpSecrets.confirmedAt),
    })
    .returning({ userId: totpSecrets.userId });
  return rows.length > 0;
}

/**
 * Records that the code of time step `step` was used, in the statement that checks no code of this
 * step or a later one was used before: two requests with the same code cannot both pass (RFC 6238,
 * 5.2). `confirm` also confirms an unconfirmed secret; otherwise only a confirmed one counts.
 */
export async function claimTotpStep(
  db: Executor,
  values: { userId: string; step: number; now: Date; confirm: boolean },
): Promise<boolean> {
  const rows = await db
    .update(totpSecrets)
    .set({
      lastUsedStep: values.step,
      ...(values.confirm ? { confirmedAt: values.now } : {}),
    })
    .where(
      and(
        eq(totpSecrets.userId, values.userId),
        values.confirm ? isNull(totpSecrets.confirmedAt) : isNotNull(totpSecrets.confirmedAt),
        or(isNull(totpSecrets.lastUsedStep), lt(totpSecrets.lastUsedStep, values.step)),
      ),
    )
    .returning({ userId: totpSecrets.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .delete(totpSecrets)
    .where(eq(totpSecrets.userId, userId))
    .returning({ userId: totpSecrets.userId });
  return rows.length > 0;
}

/** The account's recovery codes become exactly these (SHA-256 hashes): any older set stops working. */
export async function replaceRecoveryCodes(
  db: Executor,
  values: { userId: string; codeHashes: string[]; now: Date },
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, values.userId));
  await db.insert(recoveryCodes).values(
    values.codeHashes.map((codeHash) => ({
      userId: values.userId,
      codeHash,
      createdAt: values.now,
    })),
  );
}

export async function deleteRecoveryCodes(db: Executor, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Uses one recovery code, in one statement that checks it is unused: of two requests with the
 * same code, only one gets the row. Answers whether this one did.
 */
export async function spendRecoveryCode(
  db: Executor,
  values: { userId: string; codeHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: values.now })
    .where(
      and(
        eq(recoveryCodes.userId, values.userId),
        eq(recoveryCodes.codeHash, values.codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.count ?? 0);
}

/** The account's passkeys as its security page lists them. */
export function listPasskeysOf(db: Executor, userId: string) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

/**
 * How many other signed-in sessions of the account are live: after a change of its second factor
 * the console offers to end them (ASVS 7.4.3).
 */
export async function countOtherSessionsOfUser(
  db: Executor,
  values: { userId: string; keepId: string; now: Date; idleSince: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, values.userId),
        ne(sessions.id, values.keepId),
        eq(sessions.secondFactorPending, false),
        gt(sessions.expiresAt, values.now),
        gt(sessions.lastSeenAt, values.idleSince),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Removes every second factor of the account (authenticator app, recovery codes, passkeys): how a
 * locked-out owner gets back in. Answers how many of each were removed.
 */
export async function deleteSecondFactorsOfUser(db: Executor, userId: string) {
  const totp = await db
    .delete(totpSecrets)
    .where(eq(totpSecrets.userId, userId))
    .returning({ userId: totpSecrets.userId });
  const codes = await db
    .delete(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId))
    .returning({ id: recoveryCodes.id });
  const keys = await db
    .delete(passkeys)
    .where(eq(passkeys.userId, userId))
    .returning({ id: passkeys.id });
  return { totp: totp.length, recoveryCodes: codes.length, passkeys: keys.length };
}
