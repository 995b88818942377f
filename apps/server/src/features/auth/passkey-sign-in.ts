import { authMessages } from "@camp/shared/auth/auth-messages";
import type { PasskeyAnswerInput } from "@camp/shared/auth/passkey-schemas";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import type { AccountRole } from "@camp/shared/auth/staff-permissions";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { incrementCounter } from "../rate-limits/rate-limit-repository";
import { recordAuthEvent } from "./auth-audit";
import {
  passkeyInvalid,
  startPasskeyAuthentication,
  verifyPasskeyAnswer,
} from "./passkey-ceremonies";
import { findUserById } from "./user-repository";

/**
 * "Sign in with a passkey": no email, no password; the passkey says whose account it is. Its
 * options are open to anybody, so each network address may start only so many an hour
 * (PASSKEY_SIGN_IN_MAX_PER_ADDRESS_PER_HOUR); every answer needs a challenge from them.
 */
export async function startPasskeySignIn(ctx: AppContext, address: string) {
  const now = ctx.clock.now();
  const count = await incrementCounter(ctx.db, `passkey-sign-in:address:${address}`, {
    now,
    windowStart: new Date(now.getTime() - 60 * 60_000),
  });
  if (count > ctx.config.PASSKEY_SIGN_IN_MAX_PER_ADDRESS_PER_HOUR)
    throw new AppError("TOO_MANY_ATTEMPTS", authMessages.tooManyAttempts);
  return startPasskeyAuthentication(ctx, "sign-in", null);
}

/** The account whose passkey signed the challenge; a disabled account is refused (403). */
export async function verifyPasskeySignIn(ctx: AppContext, input: PasskeyAnswerInput) {
  const passkey = await verifyPasskeyAnswer(ctx, "sign-in", input, null);
  const user = await findUserById(ctx.db, passkey.userId);
  if (!user) throw passkeyInvalid();
  if (user.disabledAt) throw new AppError("ACCOUNT_DISABLED", staffMessages.accountDisabled);
  return user;
}

/**
 * A passkey as the second factor of a known account (the second step of a password sign-in, or a
 * re-authentication): the account's own passkey must sign. A refused answer of a staff account is
 * logged as a failed second factor, as a wrong code is.
 */
export async function verifyPasskeyFactor(
  ctx: AppContext,
  purpose: "second-factor" | "reauth",
  input: PasskeyAnswerInput,
  account: { id: string; email: string; role: AccountRole },
): Promise<void> {
  try {
    await verifyPasskeyAnswer(ctx, purpose, input, account.id);
  } catch (error) {
    if (error instanceof AppError && error.code === "PASSKEY_INVALID")
      await recordAuthEvent(ctx.db, account, "auth.second-factor-failed", {
        after: { method: "passkey" },
      });
    throw error;
  }
}
