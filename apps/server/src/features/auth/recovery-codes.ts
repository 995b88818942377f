import { createHmac, randomInt } from "node:crypto";
import type { Config } from "../../config/env";
import { twoFactorKeyOf } from "./secret-box";

/**
 * Recovery codes: the way in when the phone with the authenticator app is lost. Ten at a time,
 * each "xxxxx-xxxxx" of a-z and 0-9 (about 51 bits), single use, kept only as an HMAC-SHA-256 keyed
 * with TWO_FACTOR_ENCRYPTION_KEY and the account's id: a copy of the database alone gives nothing
 * to guess offline (51 bits unkeyed would fall to days of GPU time), and guessing online is
 * throttled like a code.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

function randomChunk(length: number): string {
  let chunk = "";
  // randomInt draws without the modulo bias of a byte taken mod 36.
  for (let index = 0; index < length; index += 1) chunk += ALPHABET[randomInt(ALPHABET.length)];
  return chunk;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomChunk(5)}-${randomChunk(5)}`);
}

/** The hash of a code as printed or as typed: dashes, spaces and case do not count. */
export function hashRecoveryCode(
  config: Pick<Config, "TWO_FACTOR_ENCRYPTION_KEY">,
  userId: string,
  code: string,
): string {
  const normalised = code.replace(/[\s-]+/g, "").toLowerCase();
  return createHmac("sha256", twoFactorKeyOf(config))
    .update(`recovery-code:${userId}:${normalised}`)
    .digest("hex");
}
