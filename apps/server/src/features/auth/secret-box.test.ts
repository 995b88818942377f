import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret, twoFactorKeyOf } from "./secret-box";

const key = randomBytes(32);
const account = "7d0f4c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f";

describe("secret box (AES-256-GCM)", () => {
  it("opens what it sealed, and never shows the secret in the sealed text", () => {
    const sealed = sealSecret(key, "JBSWY3DPEHPK3PXP", account);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openSecret(key, sealed, account)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("seals the same secret differently each time (a fresh IV)", () => {
    expect(sealSecret(key, "same", account)).not.toBe(sealSecret(key, "same", account));
  });

  it("refuses a sealed text with any part changed", () => {
    const sealed = sealSecret(key, "JBSWY3DPEHPK3PXP", account);
    const parts = sealed.split(".");
    for (const index of [1, 2, 3]) {
      const changed = [...parts];
      const bytes = Buffer.from(changed[index] ?? "", "base64url");
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      changed[index] = bytes.toString("base64url");
      expect(() => openSecret(key, changed.join("."), account)).toThrow();
    }
    expect(() => openSecret(key, "v1.garbage", account)).toThrow();
    expect(() => openSecret(key, `v2.${parts.slice(1).join(".")}`, account)).toThrow();
  });

  it("refuses a shortened tag, which GCM alone would accept", () => {
    const sealed = sealSecret(key, "JBSWY3DPEHPK3PXP", account);
    const [version, iv, tag = "", ciphertext] = sealed.split(".");
    const short = Buffer.from(tag, "base64url").subarray(0, 4).toString("base64url");
    expect(() => openSecret(key, [version, iv, short, ciphertext].join("."), account)).toThrow(
      "not a sealed secret",
    );
  });

  it("refuses the wrong key and another account's row", () => {
    const sealed = sealSecret(key, "JBSWY3DPEHPK3PXP", account);
    expect(() => openSecret(randomBytes(32), sealed, account)).toThrow();
    expect(() => openSecret(key, sealed, "another-account")).toThrow();
  });

  it("reads the configured key as hex or base64, and uses the development key when unset", () => {
    const hex = key.toString("hex");
    expect(twoFactorKeyOf({ TWO_FACTOR_ENCRYPTION_KEY: hex }).equals(key)).toBe(true);
    const base64 = key.toString("base64");
    expect(twoFactorKeyOf({ TWO_FACTOR_ENCRYPTION_KEY: base64 }).equals(key)).toBe(true);
    const development = twoFactorKeyOf({ TWO_FACTOR_ENCRYPTION_KEY: undefined });
    expect(development).toHaveLength(32);
    const sealed = sealSecret(development, "secret", account);
    expect(() => openSecret(key, sealed, account)).toThrow();
  });
});
