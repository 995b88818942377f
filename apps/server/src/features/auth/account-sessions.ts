import type { AccountSession } from "@camp/shared/auth/staff-schemas";
import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { deviceOf } from "./session-device";
import {
  deleteOtherSessionsOfUser,
  deleteSessionOfUserByPublicId,
  listLiveSessionsOfUser,
} from "./session-repository";
import { hashToken } from "./session-service";

/**
 * An account's own sessions (ASVS 7.4): where it is signed in, and ending any of them. Every
 * function takes the account's id from the signed-in session, so nobody reaches another's.
 */

/** The account's live sessions, newest first; `current` marks the one the request came with. */
export async function listAccountSessions(
  ctx: AppContext,
  userId: string,
  currentToken: string,
): Promise<AccountSession[]> {
  const now = ctx.clock.now();
  const idleSince = new Date(now.getTime() - ctx.config.SESSION_IDLE_HOURS * 3_600_000);
  const currentId = hashToken(currentToken);
  const rows = await listLiveSessionsOfUser(ctx.db, userId, { now, idleSince });
  return rows.map((row) => ({
    id: row.publicId,
    current: row.id === currentId,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    device: deviceOf(row.userAgent),
    address: row.address,
  }));
}

/** Ends one of the account's sessions by its public id: 404 for an unknown one or another's. */
export async function endAccountSession(
  ctx: AppContext,
  userId: string,
  publicId: string,
): Promise<void> {
  if (!(await deleteSessionOfUserByPublicId(ctx.db, userId, publicId)))
    throw notFound("Session not found");
}

/** Ends every session of the account but this one; answers how many ended. */
export function endOtherSessions(
  ctx: AppContext,
  userId: string,
  currentToken: string,
): Promise<number> {
  return deleteOtherSessionsOfUser(ctx.db, userId, hashToken(currentToken));
}
