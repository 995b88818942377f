import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import type { SecondFactorMethod } from "@camp/shared/auth/staff-schemas";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { recordAuthEvent } from "./auth-audit";
import { toPublicUser } from "./public-user";
import { findPendingSessionUser, hashToken } from "./session-service";
import { startPendingSession, startSignedInSession } from "./sign-in-session";
import { countOtherSessionsOfUser, findSecondFactorsOf } from "./two-factor-repository";
import { findUserById, hasEmail } from "./user-repository";

/** How a sign-in was completed, as the audit log records it. */
export type SignInMethod =
  | "password"
  | "password-reset"
  | "totp"
  | "recovery"
  | "passkey"
  | "invitation";

/**
 * The second steps the account offers: "totp" and "recovery" with a confirmed authenticator app
 * (recovery codes are its fallback), "passkey" with at least one passkey. Empty: no second factor.
 */
export async function secondFactorMethodsOf(
  ctx: AppContext,
  userId: string,
): Promise<SecondFactorMethod[]> {
  const factors = await findSecondFactorsOf(ctx.db, userId);
  const methods: SecondFactorMethod[] = [];
  if (factors.totp) methods.push("totp", "recovery");
  if (factors.passkeys > 0) methods.push("passkey");
  return methods;
}

/**
 * The password was right and the account has a second factor: the browser gets a pending session
 * (nothing opens with it but the second step) and this answer says which steps it may take.
 */
export async function startSecondFactorStep(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  methods: SecondFactorMethod[],
) {
  await startPendingSession(ctx, request, reply, userId);
  return { success: true as const, data: { secondFactorRequired: true as const, methods } };
}

/**
 * The end of every sign-in (password alone, password and a second factor, a passkey, an accepted
 * invitation): a new full session, fresh for ten minutes, an audit entry for a staff account, and
 * the account as the web app sees it. Passkey routes call it once the passkey checked out.
 */
export async function completeSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  method: SignInMethod,
): Promise<PublicUser> {
  const user = await findUserById(ctx.db, userId);
  // Every way in starts from an email, so an account without one (a guest record) never gets here.
  if (!user || !hasEmail(user)) {
    throw new AppError("SECOND_FACTOR_NOT_STARTED", staffMessages.secondFactorNotStarted);
  }
  if (user.disabledAt) throw new AppError("ACCOUNT_DISABLED", staffMessages.accountDisabled);
  await startSignedInSession(ctx, request, reply, user.id);
  await recordAuthEvent(ctx.db, user, "auth.signed-in", { after: { method } });
  const methods = await secondFactorMethodsOf(ctx, user.id);
  return toPublicUser(ctx.config, user, methods.length > 0);
}

/** A passkey as the second step of a pending sign-in, or a passkey sign-in: see completeSignIn. */
export function completePendingSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<PublicUser> {
  return completeSignIn(ctx, request, reply, userId, "passkey");
}

/**
 * The account whose password this browser proved and whose second step is still to come, or
 * 401 SECOND_FACTOR_NOT_STARTED (no pending session, or it expired after ten minutes).
 */
export async function pendingSignInUser(ctx: AppContext, request: FastifyRequest) {
  const user = request.sessionToken
    ? await findPendingSessionUser(ctx, request.sessionToken)
    : null;
  if (!user) throw new AppError("SECOND_FACTOR_NOT_STARTED", staffMessages.secondFactorNotStarted);
  return user;
}

/** How many other signed-in sessions the account has, for answers that offer to end them. */
export async function countOtherSessions(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
): Promise<number> {
  const now = ctx.clock.now();
  return countOtherSessionsOfUser(ctx.db, {
    userId,
    keepId: request.sessionToken ? hashToken(request.sessionToken) : "",
    now,
    idleSince: new Date(now.getTime() - ctx.config.SESSION_IDLE_HOURS * 3_600_000),
  });
}
