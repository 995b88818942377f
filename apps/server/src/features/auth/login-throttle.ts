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
 * limit, so parallel guesses cannot all slip under it. Three counters (docs/decisions/002):
 * - per email and network address together: LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS attempts, then
 *   one attempt per LOGIN_BACKOFF_SECONDS, doubling each time. A guesser slows down only their own
 *   pair, so the owner signing in from another address is not held up by it (ASVS 2.2.1);
 * - per address over all emails, a looser ceiling against one address trying many accounts;
 * - per email over all addresses, against many addresses guessing one account: past
 *   LOGIN_MAX_FAILURES_PER_ACCOUNT, the same waits, but never longer than
 *   LOGIN_ACCOUNT_MAX_WAIT_SECONDS. A browser that signed in to the account before (a known device)
 *   is neither held up nor counted by it, so nobody can keep the owner out with it.
 * A correct sign-in gives its attempt back: the pair starts again, the address and the account are
 * not charged. Counters start again after LOGIN_QUIET_MINUTES without an attempt, and live in the
 * database so that every app process sees the same ones.
 */
export class LoginThrottledError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    limit: "address" | "account",
  ) {
    // `limit` tells the sign-in screen whether a known device or a reset link gets past it.
    super("TOO_MANY_ATTEMPTS", authMessages.tooManyAttempts, undefined, {
      params: { retryAfterSeconds, limit },
    });
  }
}

type LimitName = "pair" | "address" | "account";

export type LoginAttempt = { keys: Partial<Record<LimitName, string>> };

function keysFor(email: string, address: string, isKnownDevice: boolean) {
  const keys: [LimitName, string][] = [
    ["pair", `login:pair:${address}|${email}`],
    ["address", `login:address:${address}`],
  ];
  // Always last: every transaction takes its rows in the same order, so two can never deadlock.
  if (!isKnownDevice) keys.push(["account", `login:account:${email}`]);
  return keys;
}

function rulesFor(ctx: AppContext): Record<LimitName, AttemptRule> {
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
    account: {
      ...base,
      limit: ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      // The owner on a new device waits this long at most, however long the guessing goes on.
      maxBackoffSeconds: Math.min(ctx.config.LOGIN_ACCOUNT_MAX_WAIT_SECONDS, quietSeconds),
    },
  };
}

/** Seconds until `key` allows another attempt (at least 1). */
export async function retryAfter(ctx: AppContext, key: string, rule: AttemptRule): Promise<number> {
  const row = await readCounterRow(ctx.db, key);
  if (!row) return 1;
  const wait = Math.min(backoffAfter(row.count, rule), rule.maxBackoffSeconds);
  const readyAt = row.lastAt.getTime() + wait * 1000;
  return Math.max(1, Math.ceil((readyAt - rule.now.getTime()) / 1000));
}

/**
 * Counts this attempt for the pair, the address and (unless the browser is a known device of the
 * account) the account, or throws LoginThrottledError (429) without counting anything: all counts
 * are taken in one transaction, so an attempt one counter refuses uses up none of the others.
 */
export async function beginLoginAttempt(
  ctx: AppContext,
  attempt: { email: string; address: string; isKnownDevice: boolean },
): Promise<LoginAttempt> {
  const keys = keysFor(attempt.email, attempt.address, attempt.isKnownDevice);
  const rules = rulesFor(ctx);
  const refusedBy = await takeAttempts(
    ctx,
    keys.map(([name, key]) => ({ name, key, rule: rules[name] })),
  );
  if (refusedBy) {
    const seconds = await retryAfter(ctx, refusedBy.key, refusedBy.rule);
    throw new LoginThrottledError(seconds, refusedBy.name === "account" ? "account" : "address");
  }
  return { keys: Object.fromEntries(keys) };
}

/**
 * Takes one attempt on every counter, in one transaction, or none at all: answers the first counter
 * that refused (the others' counts rolled back), or undefined when every one allowed it. Counters
 * are taken in the order given, so callers keep one order and two transactions never deadlock.
 */
export async function takeAttempts<Name extends string>(
  ctx: AppContext,
  counters: { name: Name; key: string; rule: AttemptRule }[],
): Promise<{ name: Name; key: string; rule: AttemptRule } | undefined> {
  let refusedBy: { name: Name; key: string; rule: AttemptRule } | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      for (const counter of counters) {
        if ((await takeAttempt(tx, counter.key, counter.rule)) !== null) continue;
        refusedBy = counter;
        throw new UndoAttempts();
      }
    });
  } catch (error) {
    if (!(error instanceof UndoAttempts)) throw error;
  }
  return refusedBy;
}

/** Thrown to roll back the counts already taken when a later counter refuses the attempt. */
class UndoAttempts extends Error {}

/** The attempt was the right password: the pair starts again, the address and the account get it back. */
export async function endLoginAttemptWithSuccess(ctx: AppContext, attempt: LoginAttempt) {
  const { pair, address, account } = attempt.keys;
  if (pair) await deleteCounter(ctx.db, pair);
  if (address) await releaseAttempt(ctx.db, address);
  // Given back, not deleted: the owner signing in does not hand guessers a fresh allowance.
  if (account) await releaseAttempt(ctx.db, account);
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
