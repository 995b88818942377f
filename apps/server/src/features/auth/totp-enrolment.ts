import { staffMessages } from "@camp/shared/auth/staff-messages";
import type { TwoFactorStatus } from "@camp/shared/auth/staff-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { recordAuthEvent } from "./auth-audit";
import { acceptTotpCode, invalidCode } from "./check-second-factor";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import {
  beginSecondFactorAttempt,
  endSecondFactorAttemptWithSuccess,
} from "./second-factor-throttle";
import { sealSecret, twoFactorKeyOf } from "./secret-box";
import type { SessionUser } from "./session-service";
import { newTotpSecret, qrCodeSvgOf, totpUrlOf } from "./totp";
import {
  countRecoveryCodesLeft,
  deleteRecoveryCodes,
  deleteTotp,
  findSecondFactorsOf,
  findTotpSecret,
  listPasskeysOf,
  replaceRecoveryCodes,
  saveUnconfirmedTotp,
} from "./two-factor-repository";

type Account = Pick<SessionUser, "id" | "email" | "role">;

/** What the account's security page shows: its authenticator app, codes left, passkeys. */
export async function twoFactorStatusOf(
  ctx: AppContext,
  account: Account,
): Promise<TwoFactorStatus> {
  const [factors, recoveryCodesLeft, passkeys] = await Promise.all([
    findSecondFactorsOf(ctx.db, account.id),
    countRecoveryCodesLeft(ctx.db, account.id),
    listPasskeysOf(ctx.db, account.id),
  ]);
  return {
    totp: factors.totp,
    recoveryCodesLeft: factors.totp ? recoveryCodesLeft : 0,
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
    required: account.role !== "guest" && ctx.config.STAFF_TWO_FACTOR === "required",
  };
}

/**
 * Starts adding an authenticator app: a new secret, kept encrypted and unconfirmed until the
 * first right code (a setup started again replaces it). 409 TOTP_ALREADY_ON over a confirmed one.
 */
export async function setUpTotp(ctx: AppContext, account: Account) {
  const secret = newTotpSecret();
  const saved = await saveUnconfirmedTotp(ctx.db, {
    userId: account.id,
    secretEncrypted: sealSecret(twoFactorKeyOf(ctx.config), secret, account.id),
    now: ctx.clock.now(),
  });
  if (!saved) throw new AppError("TOTP_ALREADY_ON", staffMessages.totpAlreadyOn);
  const otpauthUrl = totpUrlOf(secret, account.email);
  return { secret, otpauthUrl, qrCodeSvg: await qrCodeSvgOf(otpauthUrl) };
}

/**
 * The first right code confirms the app: from now on the account signs in with it. Answers the
 * ten recovery codes, shown this once. Wrong codes count towards the account's throttle, as the
 * sign-in's second step does (not the address's).
 */
export async function confirmTotp(
  ctx: AppContext,
  account: Account,
  code: string,
): Promise<string[]> {
  const row = await findTotpSecret(ctx.db, account.id);
  if (!row) throw new AppError("TOTP_NOT_STARTED", staffMessages.totpNotStarted);
  if (row.confirmedAt) throw new AppError("TOTP_ALREADY_ON", staffMessages.totpAlreadyOn);
  // The caller was just shown this secret: a wrong code is no guess at anyone's factor, so only
  // the account is charged, not the address it shares with others.
  const attempt = await beginSecondFactorAttempt(ctx, {
    userId: account.id,
    addressToCharge: null,
  });
  if (!(await acceptTotpCode(ctx, account.id, code, { confirm: true }))) throw invalidCode();
  await endSecondFactorAttemptWithSuccess(ctx, attempt);

  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, {
      userId: account.id,
      codeHashes: recoveryCodes.map((code) => hashRecoveryCode(ctx.config, account.id, code)),
      now: ctx.clock.now(),
    });
    await recordAuthEvent(tx, account, "auth.two-factor-enrolled", { after: { method: "totp" } });
  });
  return recoveryCodes;
}

/** Removes the authenticator app and its recovery codes (the caller asked for a fresh session). */
export async function removeTotp(ctx: AppContext, account: Account): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await deleteRecoveryCodes(tx, account.id);
    // Nothing to record when there was none: removing twice is not a second change.
    if (!(await deleteTotp(tx, account.id))) return;
    await recordAuthEvent(tx, account, "auth.two-factor-removed", { before: { method: "totp" } });
  });
}

/** A new set of ten recovery codes; every older one stops working. Needs a confirmed app. */
export async function renewRecoveryCodes(ctx: AppContext, account: Account): Promise<string[]> {
  const factors = await findSecondFactorsOf(ctx.db, account.id);
  if (!factors.totp) throw new AppError("TOTP_NOT_STARTED", staffMessages.totpNotStarted);
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, {
      userId: account.id,
      codeHashes: recoveryCodes.map((code) => hashRecoveryCode(ctx.config, account.id, code)),
      now: ctx.clock.now(),
    });
    await recordAuthEvent(tx, account, "auth.recovery-codes-renewed");
  });
  return recoveryCodes;
}
