import { randomBytes } from "node:crypto";
import type { AppContext } from "../../lib/app-context";
import {
  deleteStaleDevices,
  isDeviceKnownToEmail,
  recordDeviceSignIn,
} from "./known-device-repository";
import { hashToken } from "./session-service";

/**
 * A browser that signed in to an account before is that account's known device (docs/decisions/002):
 * the account-wide sign-in limit does not hold it up, so guesses from elsewhere cannot keep the owner
 * out. The cookie holds a random token; the database keeps its hash, so a copy of the table marks no
 * browser as known.
 */
const knownSince = (ctx: AppContext) =>
  new Date(ctx.clock.now().getTime() - ctx.config.LOGIN_KNOWN_DEVICE_DAYS * 86_400_000);

/** Whether the browser with this device cookie signed in to the account of `email` lately. */
export async function isKnownDevice(
  ctx: AppContext,
  deviceToken: string | undefined,
  email: string,
): Promise<boolean> {
  if (!deviceToken) return false;
  return isDeviceKnownToEmail(ctx.db, {
    tokenHash: hashToken(deviceToken),
    email,
    since: knownSince(ctx),
  });
}

/**
 * Remembers this browser for the account after a sign-in that proved the password (or the mailbox,
 * with a reset link). The browser gets a new token each time, like a new session id at sign-in.
 */
export async function rememberDevice(
  ctx: AppContext,
  userId: string,
  previousToken: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.clock.now();
  await recordDeviceSignIn(ctx.db, {
    tokenHash: hashToken(token),
    previousTokenHash: previousToken ? hashToken(previousToken) : null,
    userId,
    now,
  });
  return {
    token,
    expiresAt: new Date(now.getTime() + ctx.config.LOGIN_KNOWN_DEVICE_DAYS * 86_400_000),
  };
}

export async function purgeStaleDevices(ctx: AppContext): Promise<void> {
  await deleteStaleDevices(ctx.db, knownSince(ctx));
}
