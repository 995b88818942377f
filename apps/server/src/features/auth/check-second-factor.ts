import { staffMessages } from "@camp/shared/auth/staff-messages";
import type { AccountRole } from "@camp/shared/auth/staff-permissions";
import type { SecondFactorInput } from "@camp/shared/auth/staff-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { recordAuthEvent } from "./auth-audit";
import { hashRecoveryCode } from "./recovery-codes";
import {
  beginSecondFactorAttempt,
  endSecondFactorAttemptWithSuccess,
} from "./second-factor-throttle";
import { openSecret, twoFactorKeyOf } from "./secret-box";
import { matchTotpStep } from "./totp";
import {
  claimTotpStep,
  findSecondFactorsOf,
  findTotpSecret,
  spendRecoveryCode,
} from "./two-factor-repository";

type Account = { id: string; email: string; role: AccountRole };

export const invalidCode = () => new AppError("INVALID_CODE", staffMessages.invalidCode);

/** The account's authenticator-app secret, opened with the configured key. */
export function openTotpSecret(ctx: AppContext, userId: string, sealed: string): string {
  return openSecret(twoFactorKeyOf(ctx.config), sealed, userId);
}

/**
 * Whether `code` is the account's authenticator code now, and the first use of its time step; the
 * step is recorded in the same statement, so a code works once even when sent twice at once.
 * `confirm`: the code confirms a secret just set up (otherwise only a confirmed one counts).
 */
export async function acceptTotpCode(
  ctx: AppContext,
  userId: string,
  code: string,
  options: { confirm: boolean },
): Promise<boolean> {
  const row = await findTotpSecret(ctx.db, userId);
  if (!row || (row.confirmedAt === null) !== options.confirm) return false;
  const now = ctx.clock.now();
  const secret = openTotpSecret(ctx, userId, row.secretEncrypted);
  const step = await matchTotpStep(secret, code, now, row.lastUsedStep);
  if (step === null) return false;
  return claimTotpStep(ctx.db, { userId, step, now, confirm: options.confirm });
}

/**
 * Checks a second factor typed by the account's holder (the second step of a sign-in, or a
 * re-authentication): an authenticator code or one recovery code, used up by the check. Counted
 * by the throttle first (429 past it); a wrong one is 401 INVALID_CODE and, for staff, an audit
 * entry. Answers which kind of code it was.
 */
export async function checkSecondFactor(
  ctx: AppContext,
  account: Account,
  input: SecondFactorInput,
  address: string,
): Promise<"totp" | "recovery"> {
  // Codes (recovery codes too) can match only with a confirmed app: only then is a wrong one a
  // guess at this account's factor, charged to the address as well as to the account.
  const { totp } = await findSecondFactorsOf(ctx.db, account.id);
  const attempt = await beginSecondFactorAttempt(ctx, {
    userId: account.id,
    addressToCharge: totp ? address : null,
  });
  const method = "code" in input ? "totp" : "recovery";
  const isRight =
    "code" in input
      ? await acceptTotpCode(ctx, account.id, input.code, { confirm: false })
      : await spendRecoveryCode(ctx.db, {
          userId: account.id,
          codeHash: hashRecoveryCode(ctx.config, account.id, input.recoveryCode),
          now: ctx.clock.now(),
        });
  if (!isRight) {
    await recordAuthEvent(ctx.db, account, "auth.second-factor-failed", { after: { method } });
    throw invalidCode();
  }
  await endSecondFactorAttemptWithSuccess(ctx, attempt);
  return method;
}
