import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "../../lib/app-context";
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
} from "./session-repository";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: "guest" | "admin";
  phone: string | null;
  /** The language of the account's emails. */
  language: "en" | "ar";
};

/** How often a live session's last-seen time is written: often enough for idle expiry, not every request. */
const TOUCH_INTERVAL_MS = 60_000;

/** The cookie carries a random token; the database keeps only its hash. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(ctx: AppContext, userId: string, userAgent: string | null) {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.SESSION_MAX_DAYS * 86_400_000);
  await insertSession(ctx.db, { id: hashToken(token), userId, now, expiresAt, userAgent });
  return { token, expiresAt };
}

/** The signed-in user for a cookie token, or null when the session is unknown, idle too long or too old. */
export async function findSessionUser(ctx: AppContext, token: string): Promise<SessionUser | null> {
  const id = hashToken(token);
  const session = await findSessionWithUser(ctx.db, id);
  if (!session) return null;

  const now = ctx.clock.now();
  const idleLimitMs = ctx.config.SESSION_IDLE_HOURS * 3_600_000;
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (now >= session.expiresAt || idleMs >= idleLimitMs) {
    await deleteSession(ctx.db, id);
    return null;
  }
  if (idleMs >= TOUCH_INTERVAL_MS) await touchSession(ctx.db, id, now);
  return session.user;
}

export async function endSession(ctx: AppContext, token: string): Promise<void> {
  await deleteSession(ctx.db, hashToken(token));
}

export async function purgeExpiredSessions(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const idleSince = new Date(now.getTime() - ctx.config.SESSION_IDLE_HOURS * 3_600_000);
  await deleteExpiredSessions(ctx.db, { now, idleSince });
}
