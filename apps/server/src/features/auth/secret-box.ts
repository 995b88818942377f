import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Config } from "../../config/env";

/**
 * Secrets kept at rest encrypted with AES-256-GCM (the authenticator apps' TOTP secrets): a copy of
 * the database without the key opens nothing, and a changed byte is refused, not misread.
 * Sealed form: "v1.<iv>.<tag>.<ciphertext>", each base64url. `context` (the account's id) is
 * authenticated too, so a secret copied onto another account's row does not open there.
 */

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Used only when TWO_FACTOR_ENCRYPTION_KEY is unset, which the configuration allows outside
 * production alone: development and tests need no setup. Public, so it protects nothing.
 */
const DEVELOPMENT_ONLY_KEY = createHash("sha256")
  .update("desert-camp-resort development-only two-factor key; never protects production data")
  .digest();

/** The 32-byte key from the configuration (64 hex digits or base64), or the development key. */
export function twoFactorKeyOf(config: Pick<Config, "TWO_FACTOR_ENCRYPTION_KEY">): Buffer {
  const key = config.TWO_FACTOR_ENCRYPTION_KEY;
  if (!key) return DEVELOPMENT_ONLY_KEY;
  const bytes = /^[0-9a-f]{64}$/i.test(key) ? Buffer.from(key, "hex") : Buffer.from(key, "base64");
  if (bytes.length !== 32) throw new Error("TWO_FACTOR_ENCRYPTION_KEY must be 32 bytes");
  return bytes;
}

export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plaintext, or an error when the sealed text was changed, or sealed with another key or context. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0)
    throw new Error("not a sealed secret");
  const tagBytes = Buffer.from(tag, "base64url");
  // GCM would accept a shortened tag, which is easier to forge: only the full 16 bytes open it.
  if (tagBytes.length !== TAG_BYTES) throw new Error("not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
