import { authMessages } from "@camp/shared/auth/auth-messages";
import type { FastifyReply } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { type AttemptRule, releaseAttempt } from "../rate-limits/rate-limit-repository";
import { retryAfter, takeAttempts } from "./login-throttle";

/**
 * Guessing a six-digit code (the second step of a sign-in, or a re-authentication) is throttled,
 * counted before the code is checked, with the sign-in's counters (rate_limits):
 * - per account: seven wrong tries within fifteen minutes, then 429 until fifteen minutes after
 *   the last. It can keep the owner waiting, but only someone who already has the password (or a
 *   signed-in session) can run it;
 * - per address, over all accounts: SECOND_FACTOR_MAX_WRONG_PER_ADDRESS, much looser, as guests and
 *   staff often share one public address (the resort's Wi-Fi). It is charged only for a try that
 *   could be a guess at a factor the account has (a code, for an account with an authenticator
 *   app): a code sent by an account without one matches nobody's, so a guest cannot use it to keep
 *   the office out.
 * A right code gives its try back, so only wrong ones add up.
 */
const MAX_WRONG_TRIES_PER_ACCOUNT = 7;
const WINDOW_SECONDS = 15 * 60;

export class SecondFactorThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("TOO_MANY_ATTEMPTS", authMessages.tooManyAttempts, undefined, {
      params: { retryAfterSeconds },
    });
  }
}

export type SecondFactorAttempt = { keys: string[] };

function ruleOf(ctx: AppContext, limit: number): AttemptRule {
  const now = ctx.clock.now();
  return {
    now,
    windowStart: new Date(now.getTime() - WINDOW_SECONDS * 1000),
    limit,
    backoffSeconds: WINDOW_SECONDS,
    maxBackoffSeconds: WINDOW_SECONDS,
  };
}

/**
 * Counts one try for the account and, when `addressToCharge` is given, for that network address,
 * or throws SecondFactorThrottledError (429) counting neither. Callers pass the address only for a
 * try that could be a guess at the account's factor (see above).
 */
export async function beginSecondFactorAttempt(
  ctx: AppContext,
  attempt: { userId: string; addressToCharge: string | null },
): Promise<SecondFactorAttempt> {
  // Always in this order: two transactions take the rows alike and never deadlock.
  const counters = [
    {
      name: "account",
      key: `second-factor:account:${attempt.userId}`,
      rule: ruleOf(ctx, MAX_WRONG_TRIES_PER_ACCOUNT),
    },
  ];
  if (attempt.addressToCharge !== null)
    counters.push({
      name: "address",
      key: `second-factor:address:${attempt.addressToCharge}`,
      rule: ruleOf(ctx, ctx.config.SECOND_FACTOR_MAX_WRONG_PER_ADDRESS),
    });
  const refusedBy = await takeAttempts(ctx, counters);
  if (refusedBy)
    throw new SecondFactorThrottledError(await retryAfter(ctx, refusedBy.key, refusedBy.rule));
  return { keys: counters.map((counter) => counter.key) };
}

/** The code was right: the try is given back to every counter it was charged to. */
export async function endSecondFactorAttemptWithSuccess(
  ctx: AppContext,
  attempt: SecondFactorAttempt,
): Promise<void> {
  for (const key of attempt.keys) await releaseAttempt(ctx.db, key);
}

/** Tells the client how long to wait (retry-after) when the error is the throttle's. */
export function sendRetryAfter(reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof SecondFactorThrottledError)
      reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  };
}
