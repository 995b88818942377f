import { and, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedStatement } from "../../db/prepared";
import { passkeys, sessions, totpSecrets, users } from "../../db/schema";

export async function insertSession(
  db: Executor,
  values: {
    id: string;
    userId: string;
    now: Date;
    expiresAt: Date;
    userAgent: string | null;
    address: string | null;
    secondFactorPending: boolean;
    freshUntil: Date | null;
  },
): Promise<void> {
  await db.insert(sessions).values({
    id: values.id,
    userId: values.userId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
    userAgent: values.userAgent,
    address: values.address,
    secondFactorPending: values.secondFactorPending,
    freshUntil: values.freshUntil,
  });
}

/** Whether the account has a second factor: a confirmed authenticator app or at least one passkey. */
export const hasSecondFactorSql = sql<boolean>`(exists (select 1 from ${totpSecrets} where ${totpSecrets.userId} = ${users.id} and ${totpSecrets.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`;

/** Every API request with a cookie reads its session: built once (db/prepared.ts). */
const sessionWithUser = preparedStatement((db) =>
  db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      publicId: sessions.publicId,
      secondFactorPending: sessions.secondFactorPending,
      freshUntil: sessions.freshUntil,
      disabledAt: users.disabledAt,
      hasSecondFactor: hasSecondFactorSql.mapWith(Boolean),
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        phone: users.phone,
        language: users.language,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("find_session_with_user"),
);

export async function findSessionWithUser(db: Executor, id: string) {
  const [row] = await sessionWithUser(db).execute({ id });
  return row;
}

export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(
  db: Executor,
  options: { now: Date; idleSince: Date },
): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, options.now), lt(sessions.lastSeenAt, options.idleSince)));
}

export async function deleteSessionsOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every other session of the account (the one with `keepId` stays); answers how many ended. */
export async function deleteOtherSessionsOfUser(
  db: Executor,
  userId: string,
  keepId: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return ended.length;
}

export async function setSessionFreshUntil(
  db: Executor,
  id: string,
  freshUntil: Date,
): Promise<void> {
  await db.update(sessions).set({ freshUntil }).where(eq(sessions.id, id));
}

/** Where an account is signed in, for the guest's copy of their data (never the token's hash). */
export function listSessionsOfUser(db: Executor, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.createdAt);
}

/**
 * The account's signed-in sessions that still count (not expired, not idle too long, no second
 * step pending), newest first, for its list of sessions: each by its public id, never the hash.
 */
export function listLiveSessionsOfUser(
  db: Executor,
  userId: string,
  options: { now: Date; idleSince: Date },
) {
  return db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      address: sessions.address,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.secondFactorPending, false),
        gt(sessions.expiresAt, options.now),
        gt(sessions.lastSeenAt, options.idleSince),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.lastSeenAt));
}

/** Ends the account's session with this public id; answers whether there was one (never another's). */
export async function deleteSessionOfUserByPublicId(
  db: Executor,
  userId: string,
  publicId: string,
): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of the account; answers how many ended. */
export async function countDeletedSessionsOfUser(db: Executor, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}
