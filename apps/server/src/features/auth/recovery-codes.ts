import { createHash, randomInt } from "node:crypto";

/**
 * Recovery codes: the way in when the phone with the authenticator app is lost. Ten at a time,
 * each "xxxxx-xxxxx" of a-z and 0-9 (about 51 bits), single use, kept only as SHA-256 hashes:
 * random enough that a fast hash is safe, and guessing is throttled like a code.
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
export function hashRecoveryCode(code: string): string {
  const normalised = code.replace(/[\s-]+/g, "").toLowerCase();
  return createHash("sha256").update(normalised).digest("hex");
}
