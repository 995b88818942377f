import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { authMessages } from "@camp/shared/auth/auth-messages";
import type { ForgotPasswordInput } from "@camp/shared/auth/auth-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { queueEmail } from "../email/queue-email";
import { incrementCounter } from "../rate-limits/rate-limit-repository";
import { insertResetToken } from "./password-reset-repository";
import { hashToken } from "./session-service";
import { findUserByEmail } from "./user-repository";

export const RESET_LINK_MINUTES = 60;
/** The path of the reset screen (packages/shared/src/routes/site-paths.ts). */
const RESET_PATH = "/reset-password";
/**
 * Every answer waits at least this long, so a known email (token and email written) and an unknown
 * one (nothing written) cannot be told apart by timing (OWASP Forgot Password cheat sheet).
 */
const ANSWER_FLOOR_MS = 300;

async function assertResetAllowed(ctx: AppContext, email: string, address: string) {
  const now = ctx.clock.now();
  const window = { now, windowStart: new Date(now.getTime() - 60 * 60_000) };
  const byAddress = await incrementCounter(ctx.db, `reset:address:${address}`, window);
  const byEmail = await incrementCounter(ctx.db, `reset:email:${email}`, window);
  // Counted for unknown emails too, so the limit itself says nothing about which accounts exist.
  if (
    byAddress > ctx.config.PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR ||
    byEmail > ctx.config.PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR
  )
    throw new AppError("TOO_MANY_ATTEMPTS", authMessages.tooManyAttempts);
}

/**
 * Sends a single-use reset link to the email's account, if there is one (a guest record made at
 * the desk too: it has this email, and the link sets its first password). The caller answers the
 * same either way. Only the token's SHA-256 is stored; the link carries the token itself.
 */
async function sendResetLinkIfKnown(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await sendResetLink(ctx, user);
}

/**
 * Queues a single-use link that sets the account's password, in the account's language: a reset,
 * or the claim of a guest record made at the desk (register-user.ts), which has no password yet.
 */
export async function sendResetLink(
  ctx: AppContext,
  user: { id: string; email: string; name: string; language: "en" | "ar" },
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await insertResetToken(tx, {
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      now,
    });
    await queueEmail(tx, ctx.config, {
      to: user.email,
      language: user.language,
      template: "password-reset",
      data: {
        guestName: user.name,
        // The email adds its language to the link (render-email.ts).
        resetUrl: `${ctx.config.PUBLIC_URL}${RESET_PATH}?token=${token}`,
        expiresMinutes: RESET_LINK_MINUTES,
      },
    });
  });
}

export async function requestPasswordReset(
  ctx: AppContext,
  input: ForgotPasswordInput,
  address: string,
): Promise<void> {
  const started = performance.now();
  await assertResetAllowed(ctx, input.email, address);
  await sendResetLinkIfKnown(ctx, input.email);
  const elapsed = performance.now() - started;
  if (elapsed < ANSWER_FLOOR_MS) await sleep(ANSWER_FLOOR_MS - elapsed);
}
