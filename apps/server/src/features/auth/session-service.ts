import { createHash, randomBytes } from "node:crypto";
import type { AccountRole } from "@camp/shared/auth/staff-permissions";
import type { AppContext } from "../../lib/app-context";
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  setSessionFreshUntil,
  touchSession,
} from "./session-repository";
import { hasEmail, updateLastSignIn } from "./user-repository";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: AccountRole;
  phone: string | null;
  /** The language of the account's emails. */
  language: "en" | "ar";
  /** A confirmed authenticator app or at least one passkey (decision 054). */
  hasSecondFactor: boolean;
  /** The session this request came with: its public id and until when it counts as fresh. */
  session: { publicId: string; freshUntil: Date | null };
};

/** How often a live session's last-seen time is written: often enough for idle expiry, not every request. */
const TOUCH_INTERVAL_MS = 60_000;
/** A sign-in, or a re-authentication, lets the riskiest staff actions through for this long. */
export const FRESH_SESSION_MS = 10 * 60_000;
/** A password checked, the second factor still to come: the half-made session lasts this long. */
const PENDING_SESSION_MS = 10 * 60_000;

/** The cookie carries a random token; the database keeps only its hash. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Where a sign-in comes from, as the account's list of sessions shows it. */
export type SessionClient = { userAgent: string | null; address: string | null };

/**
 * A session for the account. A full one (the default) is signed in and fresh for its first ten
 * minutes, and records the account's last sign-in; a pending one (`secondFactorPending`) opens
 * nothing but the second step of a sign-in, and lasts ten minutes.
 */
export async function createSession(
  ctx: AppContext,
  userId: string,
  client: SessionClient,
  options: { secondFactorPending?: boolean } = {},
) {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.clock.now();
  const pending = options.secondFactorPending === true;
  const expiresAt = new Date(
    now.getTime() + (pending ? PENDING_SESSION_MS : ctx.config.SESSION_MAX_DAYS * 86_400_000),
  );
  await insertSession(ctx.db, {
    id: hashToken(token),
    userId,
    now,
    expiresAt,
    userAgent: client.userAgent,
    address: client.address,
    secondFactorPending: pending,
    freshUntil: pending ? null : new Date(now.getTime() + FRESH_SESSION_MS),
  });
  if (!pending) await updateLastSignIn(ctx.db, userId, now);
  return { token, expiresAt };
}

/** A session row for a token, or null when unknown, idle too long, too old, or its account disabled. */
async function findLiveSession(ctx: AppContext, token: string) {
  const id = hashToken(token);
  const session = await findSessionWithUser(ctx.db, id);
  if (!session) return null;

  const now = ctx.clock.now();
  const idleLimitMs = ctx.config.SESSION_IDLE_HOURS * 3_600_000;
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  // An account without an email (a guest record made at the desk) has no way to sign in, so a
  // session of one can only be a mistake: it opens nothing.
  const { user } = session;
  if (now >= session.expiresAt || idleMs >= idleLimitMs || session.disabledAt || !hasEmail(user)) {
    await deleteSession(ctx.db, id);
    return null;
  }
  if (idleMs >= TOUCH_INTERVAL_MS) await touchSession(ctx.db, id, now);
  return { ...session, user };
}

/**
 * The signed-in user for a cookie token, or null when the session is unknown, idle too long, too
 * old, its account disabled, or its second factor still to come.
 */
export async function findSessionUser(ctx: AppContext, token: string): Promise<SessionUser | null> {
  const session = await findLiveSession(ctx, token);
  if (!session || session.secondFactorPending) return null;
  return {
    ...session.user,
    hasSecondFactor: session.hasSecondFactor,
    session: { publicId: session.publicId, freshUntil: session.freshUntil },
  };
}

/** The account whose password this pending session proved, for the second step of its sign-in. */
export async function findPendingSessionUser(ctx: AppContext, token: string) {
  const session = await findLiveSession(ctx, token);
  if (!session?.secondFactorPending) return null;
  return session.user;
}

/** Whether the session was signed in or re-authenticated within the last ten minutes. */
export function isSessionFresh(ctx: AppContext, user: SessionUser): boolean {
  const freshUntil = user.session.freshUntil;
  return freshUntil !== null && ctx.clock.now() < freshUntil;
}

/** A re-authentication: the session is fresh for the next ten minutes. */
export async function markSessionFresh(ctx: AppContext, token: string): Promise<void> {
  const freshUntil = new Date(ctx.clock.now().getTime() + FRESH_SESSION_MS);
  await setSessionFreshUntil(ctx.db, hashToken(token), freshUntil);
}

export async function endSession(ctx: AppContext, token: string): Promise<void> {
  await deleteSession(ctx.db, hashToken(token));
}

export async function purgeExpiredSessions(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const idleSince = new Date(now.getTime() - ctx.config.SESSION_IDLE_HOURS * 3_600_000);
  await deleteExpiredSessions(ctx.db, { now, idleSince });
}
