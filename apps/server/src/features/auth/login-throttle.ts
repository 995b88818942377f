import { authMessages } from "@camp/shared/auth/auth-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { deleteCounter, incrementCounter, readCounter } from "./rate-limit-repository";

/**
 * Failed sign-ins are counted per email and per network address. Past the limit, sign-in answers 429
 * until the key has been quiet for LOGIN_QUIET_MINUTES; refused attempts do not count, so the lock
 * lifts a quiet period after the last real failure. Counters live in the database so that every
 * app process sees the same ones.
 */
function keysFor(email: string, address: string) {
  return { email: `login:email:${email}`, address: `login:address:${address}` };
}

function windowStart(ctx: AppContext): Date {
  return new Date(ctx.clock.now().getTime() - ctx.config.LOGIN_QUIET_MINUTES * 60_000);
}

export async function assertLoginAllowed(ctx: AppContext, email: string, address: string) {
  const keys = keysFor(email, address);
  const since = windowStart(ctx);
  const [emailFailures, addressFailures] = await Promise.all([
    readCounter(ctx.db, keys.email, since),
    readCounter(ctx.db, keys.address, since),
  ]);
  if (
    emailFailures >= ctx.config.LOGIN_MAX_FAILURES_PER_EMAIL ||
    addressFailures >= ctx.config.LOGIN_MAX_FAILURES_PER_ADDRESS
  ) {
    throw new AppError("TOO_MANY_ATTEMPTS", 429, authMessages.tooManyAttempts);
  }
}

export async function recordLoginFailure(ctx: AppContext, email: string, address: string) {
  const keys = keysFor(email, address);
  const options = { now: ctx.clock.now(), windowStart: windowStart(ctx) };
  await incrementCounter(ctx.db, keys.email, options);
  await incrementCounter(ctx.db, keys.address, options);
}

export async function clearLoginFailures(ctx: AppContext, email: string) {
  await deleteCounter(ctx.db, keysFor(email, "").email);
}

/** Sign-ups are counted per address per hour, successful or not. */
export async function assertRegistrationAllowed(ctx: AppContext, address: string) {
  const now = ctx.clock.now();
  const count = await incrementCounter(ctx.db, `register:address:${address}`, {
    now,
    windowStart: new Date(now.getTime() - 60 * 60_000),
  });
  if (count > ctx.config.REGISTER_MAX_PER_ADDRESS_PER_HOUR) {
    throw new AppError("TOO_MANY_ATTEMPTS", 429, authMessages.tooManyAttempts);
  }
}
