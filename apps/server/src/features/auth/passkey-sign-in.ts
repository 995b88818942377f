import { authMessages } from "@camp/shared/auth/auth-messages";
import type { PasskeyAnswerInput } from "@camp/shared/auth/passkey-schemas";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import type { AccountRole } from "@camp/shared/auth/staff-permissions";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { incrementCounter } from "../rate-limits/rate-limit-repository";
import { recordAuthEvent } from "./auth-audit";
import {
  countPasskeyOptions,
  passkeyInvalid,
  startPasskeyAuthentication,
  verifyPasskeyAnswer,
} from "./passkey-ceremonies";
import { beginSecondFactorAttempt } from "./second-factor-throttle";
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
 * Options for the account's passkey as its second factor, counted per hour
 * (PASSKEY_OPTIONS_MAX_PER_ACCOUNT_PER_HOUR). The second step is counted per account and address:
 * whoever has the password, elsewhere, cannot use up the owner's; a re-authentication per account,
 * as only its own session can start one.
 */
export async function startPasskeyFactor(
  ctx: AppContext,
  purpose: "second-factor" | "reauth",
  userId: string,
  address: string,
) {
  await countPasskeyOptions(
    ctx,
    purpose === "second-factor" ? `second-factor:${userId}|${address}` : `reauth:${userId}`,
  );
  return startPasskeyAuthentication(ctx, purpose, userId);
}

/**
 * A passkey as the second factor of a known account (the second step of a password sign-in, or a
 * re-authentication): the account's own passkey must sign. A refused answer counts on the account's
 * second-factor throttle as a wrong code does (429 past it, with nothing more logged) and, for a
 * staff account, is logged as a failed second factor. Counted after the check, not before as codes
 * are: a passkey cannot be guessed, so the account's own one goes through even while wrong codes
 * or refused passkeys hold the account's throttle.
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
    if (!(error instanceof AppError && error.code === "PASSKEY_INVALID")) throw error;
    // A refused passkey is no guess at anyone's code: the address is not charged.
    await beginSecondFactorAttempt(ctx, { userId: account.id, addressToCharge: null });
    await recordAuthEvent(ctx.db, account, "auth.second-factor-failed", {
      after: { method: "passkey" },
    });
    throw error;
  }
}
