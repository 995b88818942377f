import { authMessages } from "@camp/shared/auth/auth-messages";
import type { ReauthInput } from "@camp/shared/auth/staff-schemas";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { currentUser } from "../../plugins/sessions";
import { checkSecondFactor, invalidCode } from "./check-second-factor";
import { checkAccountPassword } from "./password";
import {
  beginSecondFactorAttempt,
  endSecondFactorAttemptWithSuccess,
} from "./second-factor-throttle";
import { FRESH_SESSION_MS, markSessionFresh } from "./session-service";
import { findUserById } from "./user-repository";

/**
 * The session counts as fresh for the next ten minutes: the riskiest actions pass again. The end
 * of every re-authentication (a code, a recovery code, a password, a passkey). Answers until when.
 */
export async function markRequestFresh(ctx: AppContext, request: FastifyRequest): Promise<Date> {
  if (!request.sessionToken) throw new Error("a re-authenticated request has a session");
  await markSessionFresh(ctx, request.sessionToken);
  return new Date(ctx.clock.now().getTime() + FRESH_SESSION_MS);
}

/**
 * Proves again that the signed-in person holds the account: its second factor, or its password
 * where it has none (possible only while STAFF_TWO_FACTOR=optional). An account with a second
 * factor never re-authenticates with the password alone (401 INVALID_CODE): that would make the
 * password enough for the actions a second factor guards. Throttled like the second step.
 */
export async function reauthenticate(
  ctx: AppContext,
  request: FastifyRequest,
  input: ReauthInput,
): Promise<Date> {
  const user = currentUser(request);
  if (!("password" in input)) {
    await checkSecondFactor(ctx, user, input, request.ip);
    return markRequestFresh(ctx, request);
  }
  if (user.hasSecondFactor) throw invalidCode();
  // The account has no second factor: a wrong password here guesses at nobody else's, so only the
  // account is charged, not the address it shares with others.
  const attempt = await beginSecondFactorAttempt(ctx, { userId: user.id, addressToCharge: null });
  const account = await findUserById(ctx.db, user.id);
  if (!account || !(await checkAccountPassword(account.passwordHash, input.password)))
    throw new AppError("INVALID_CREDENTIALS", authMessages.passwordIncorrect);
  await endSecondFactorAttemptWithSuccess(ctx, attempt);
  return markRequestFresh(ctx, request);
}
