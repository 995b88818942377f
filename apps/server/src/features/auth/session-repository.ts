import { eq, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedStatement } from "../../db/prepared";
import { sessions, users } from "../../db/schema";

export async function insertSession(
  db: Executor,
  values: { id: string; userId: string; now: Date; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values({
    id: values.id,
    userId: values.userId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
    userAgent: values.userAgent,
  });
}

/** Every API request with a cookie reads its session: built once (db/prepared.ts). */
const sessionWithUser = preparedStatement((db) =>
  db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
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
