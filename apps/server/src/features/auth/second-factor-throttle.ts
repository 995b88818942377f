import { authMessages } from "@camp/shared/auth/auth-messages";
import type { FastifyReply } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { type AttemptRule, releaseAttempt } from "../rate-limits/rate-limit-repository";
import { retryAfter, takeAttempts } from "./login-throttle";

/**
 * Guessing a six-digit code (the second step of a sign-in, or a re-authentication) is throttled
 * per account and per address, counted before the code is checked, with the sign-in's counters
 * (rate_limits): seven tries within fifteen minutes, then 429 until fifteen minutes after the last.
 * A right code gives its try back, so only wrong ones add up. The account's counter can keep its
 * owner waiting, but only someone who already has the password (or a signed-in session) can run it.
 */
const MAX_WRONG_TRIES = 7;
const WINDOW_SECONDS = 15 * 60;

export class SecondFactorThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("TOO_MANY_ATTEMPTS", authMessages.tooManyAttempts, undefined, {
      params: { retryAfterSeconds },
    });
  }
}

export type SecondFactorAttempt = { keys: string[] };

function ruleOf(ctx: AppContext): AttemptRule {
  const now = ctx.clock.now();
  return {
    now,
    windowStart: new Date(now.getTime() - WINDOW_SECONDS * 1000),
    limit: MAX_WRONG_TRIES,
    backoffSeconds: WINDOW_SECONDS,
    maxBackoffSeconds: WINDOW_SECONDS,
  };
}

/** Counts one try for the account and the address, or throws SecondFactorThrottledError (429). */
export async function beginSecondFactorAttempt(
  ctx: AppContext,
  attempt: { userId: string; address: string },
): Promise<SecondFactorAttempt> {
  const rule = ruleOf(ctx);
  // Always in this order: two transactions take the rows alike and never deadlock.
  const keys = [
    `second-factor:account:${attempt.userId}`,
    `second-factor:address:${attempt.address}`,
  ];
  const refusedBy = await takeAttempts(
    ctx,
    keys.map((key) => ({ name: key, key, rule })),
  );
  if (refusedBy) throw new SecondFactorThrottledError(await retryAfter(ctx, refusedBy.key, rule));
  return { keys };
}

/** The code was right: the try is given back to both counters. */
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
