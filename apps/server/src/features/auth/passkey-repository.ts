import { and, asc, eq, isNull, lt } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { passkeys, webauthnChallenges } from "../../db/schema";

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferInsert)["purpose"];

export async function insertPasskey(
  db: Executor,
  values: {
    userId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    name: string;
    now: Date;
  },
): Promise<PasskeyRow> {
  const [row] = await db
    .insert(passkeys)
    .values({
      userId: values.userId,
      credentialId: values.credentialId,
      publicKey: values.publicKey,
      counter: values.counter,
      transports: values.transports,
      name: values.name,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error("insert into passkeys returned no row");
  return row;
}

/** The account's credentials, for the options' excludeCredentials and allowCredentials. */
export function listCredentialsOf(db: Executor, userId: string) {
  return db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export async function findPasskeyByCredentialId(
  db: Executor,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** Renames the account's passkey; undefined when it has none with this id (never another's). */
export async function renamePasskeyOf(
  db: Executor,
  values: { id: string; userId: string; name: string },
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name: values.name })
    .where(and(eq(passkeys.id, values.id), eq(passkeys.userId, values.userId)))
    .returning();
  return row;
}

/** Removes the account's passkey; undefined when it has none with this id (never another's). */
export async function deletePasskeyOf(
  db: Executor,
  values: { id: string; userId: string },
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, values.id), eq(passkeys.userId, values.userId)))
    .returning();
  return row;
}

/** A passkey signed: its new signature counter and when it was used. */
export async function recordPasskeyUse(
  db: Executor,
  values: { id: string; counter: number; now: Date },
): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter: values.counter, lastUsedAt: values.now })
    .where(eq(passkeys.id, values.id));
}

/** Stores a challenge; expired ones of anybody go at the same time, so the table stays small. */
export async function insertChallenge(
  db: Executor,
  values: {
    challenge: string;
    userId: string | null;
    purpose: ChallengePurpose;
    expiresAt: Date;
    now: Date;
  },
): Promise<string> {
  await deleteExpiredChallenges(db, values.now);
  const [row] = await db
    .insert(webauthnChallenges)
    .values({
      challenge: values.challenge,
      userId: values.userId,
      purpose: values.purpose,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    })
    .returning({ id: webauthnChallenges.id });
  if (!row) throw new Error("insert into webauthn_challenges returned no row");
  return row.id;
}

/** Deletes every challenge that expired before `now` (nobody can answer it any more). */
export async function deleteExpiredChallenges(db: Executor, now: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}

/**
 * Takes the challenge for one answer, in the statement that deletes it: of two answers to one
 * challenge only one gets it. Only the challenge of this purpose and account (none for a passkey
 * sign-in) is taken; the caller checks it has not expired.
 */
export async function takeChallenge(
  db: Executor,
  values: { id: string; purpose: ChallengePurpose; userId: string | null },
) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, values.id),
        eq(webauthnChallenges.purpose, values.purpose),
        values.userId === null
          ? isNull(webauthnChallenges.userId)
          : eq(webauthnChallenges.userId, values.userId),
      ),
    )
    .returning({
      challenge: webauthnChallenges.challenge,
      expiresAt: webauthnChallenges.expiresAt,
    });
  return row;
}
