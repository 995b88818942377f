import { authMessages } from "@camp/shared/auth/auth-messages";
import type { ResetPasswordInput } from "@camp/shared/auth/auth-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { isCommonPassword } from "./common-passwords";
import { deleteDevicesOfUser } from "./known-device-repository";
import { hashPassword } from "./password";
import {
  consumeResetToken,
  findResetToken,
  retireResetTokensOfUser,
} from "./password-reset-repository";
import { deleteSessionsOfUser } from "./session-repository";
import { hashToken } from "./session-service";
import { updateUserPassword } from "./user-repository";

const invalidLink = () => new AppError("RESET_LINK_INVALID", authMessages.resetLinkInvalid);

/** Why a token cannot be used, read after the atomic use failed (or before the slow hashing). */
async function refusal(ctx: AppContext, tokenHash: string): Promise<AppError> {
  const row = await findResetToken(ctx.db, tokenHash);
  if (row && !row.usedAt && row.expiresAt <= ctx.clock.now())
    return new AppError("RESET_LINK_EXPIRED", authMessages.resetLinkExpired);
  return invalidLink();
}

/**
 * Sets a new password with an emailed link: the link is used up, every session of the account ends
 * (a thief signed in with the old password is signed out) and so do its other links and its known
 * devices (a thief's browser is no longer spared the account-wide sign-in limit). Answers the
 * user; the route signs them in with a new session.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput) {
  const tokenHash = hashToken(input.token);
  const found = await findResetToken(ctx.db, tokenHash);
  if (!found || found.usedAt || found.expiresAt <= ctx.clock.now())
    throw await refusal(ctx, tokenHash);
  // The schema checks the length; the list of common passwords lives on the server only.
  if (await isCommonPassword(input.password)) {
    throw new AppError("VALIDATION_ERROR", authMessages.passwordTooCommon, {
      password: authMessages.passwordTooCommon,
    });
  }
  const passwordHash = await hashPassword(input.password);

  const user = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const owner = await consumeResetToken(tx, tokenHash, now);
    if (!owner) return undefined;
    await retireResetTokensOfUser(tx, owner, now);
    await deleteSessionsOfUser(tx, owner);
    await deleteDevicesOfUser(tx, owner);
    return updateUserPassword(tx, owner, passwordHash);
  });
  // Another request used the link between the first look and now.
  if (!user) throw await refusal(ctx, tokenHash);
  return user;
}
