import { authMessages } from "@camp/shared/auth/auth-messages";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import {
  type AttemptRule,
  backoffAfter,
  deleteCounter,
  incrementCounter,
  readCounterRow,
  releaseAttempt,
  takeAttempt,
} from "../rate-limits/rate-limit-repository";

/**
 * Sign-in attempts are counted BEFORE the password is checked, in the same statement that checks the
 * limit, so parallel guesses cannot all slip under it. Two counters (docs/decisions/002):
 * - per email and network address together: LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS attempts, then
 *   one attempt per LOGIN_BACKOFF_SECONDS, doubling each time. A guesser slows down only their own
 *   pair, so the owner signing in from another address is never held up (ASVS 2.2.1);
 * - per address over all emails, a looser ceiling against one address trying many accounts.
 * A correct sign-in gives its attempt back: the pair starts again and the address is not charged.
 * Counters start again after LOGIN_QUIET_MINUTES without an attempt, and live in the database so
 * that every app process sees the same ones.
 */
export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("TOO_MANY_ATTEMPTS", authMessages.tooManyAttempts);
  }
}

export type LoginAttempt = { pairKey: string; addressKey: string };

function keysFor(email: string, address: string): LoginAttempt {
  return { pairKey: `login:pair:${address}|${email}`, addressKey: `login:address:${address}` };
}

function rulesFor(ctx: AppContext) {
  const now = ctx.clock.now();
  const quietSeconds = ctx.config.LOGIN_QUIET_MINUTES * 60;
  const base = {
    now,
    windowStart: new Date(now.getTime() - quietSeconds * 1000),
    backoffSeconds: ctx.config.LOGIN_BACKOFF_SECONDS,
    // Waiting a whole quiet period starts the counter again anyway.
    maxBackoffSeconds: quietSeconds,
  };
  return {
    pair: { ...base, limit: ctx.config.LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS },
    address: { ...base, limit: ctx.config.LOGIN_MAX_FAILURES_PER_ADDRESS },
  } satisfies Record<string, AttemptRule>;
}

/** Seconds until `key` allows another attempt (at least 1). */
async function retryAfter(ctx: AppContext, key: string, rule: AttemptRule): Promise<number> {
  const row = await readCounterRow(ctx.db, key);
  if (!row) return 1;
  const wait = Math.min(backoffAfter(row.count, rule), rule.maxBackoffSeconds);
  const readyAt = row.lastAt.getTime() + wait * 1000;
  return Math.max(1, Math.ceil((readyAt - rule.now.getTime()) / 1000));
}

/**
 * Counts this attempt for the pair and the address, or throws LoginThrottledError (429) without
 * counting anything. Both counts are taken in one transaction, so an attempt the address refuses
 * does not use up one of the pair's.
 */
export async function beginLoginAttempt(
  ctx: AppContext,
  email: string,
  address: string,
): Promise<LoginAttempt> {
  const keys = keysFor(email, address);
  const rules = rulesFor(ctx);
  let refusedBy: "pair" | "address" | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      if ((await takeAttempt(tx, keys.pairKey, rules.pair)) === null) {
        refusedBy = "pair";
      } else if ((await takeAttempt(tx, keys.addressKey, rules.address)) === null) {
        refusedBy = "address";
        throw new UndoPairAttempt();
      }
    });
  } catch (error) {
    if (!(error instanceof UndoPairAttempt)) throw error;
  }
  if (refusedBy === "pair") {
    throw new LoginThrottledError(await retryAfter(ctx, keys.pairKey, rules.pair));
  }
  if (refusedBy === "address") {
    throw new LoginThrottledError(await retryAfter(ctx, keys.addressKey, rules.address));
  }
  return keys;
}

/** Thrown to roll back the pair's count when the address refuses the attempt. */
class UndoPairAttempt extends Error {}

/** The attempt was the right password: the pair starts again and the address gets its attempt back. */
export async function endLoginAttemptWithSuccess(ctx: AppContext, attempt: LoginAttempt) {
  await deleteCounter(ctx.db, attempt.pairKey);
  await releaseAttempt(ctx.db, attempt.addressKey);
}

/** Sign-ups are counted per address per hour, successful or not. */
export async function assertRegistrationAllowed(ctx: AppContext, address: string) {
  const now = ctx.clock.now();
  const count = await incrementCounter(ctx.db, `register:address:${address}`, {
    now,
    windowStart: new Date(now.getTime() - 60 * 60_000),
  });
  if (count > ctx.config.REGISTER_MAX_PER_ADDRESS_PER_HOUR) {
    throw new AppError("TOO_MANY_ATTEMPTS", authMessages.tooManyAttempts);
  }
}
