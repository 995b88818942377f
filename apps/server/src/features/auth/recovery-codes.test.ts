import { describe, expect, it } from "vitest";
import { hashRecoveryCode, newRecoveryCodes, RECOVERY_CODE_COUNT } from "./recovery-codes";

const config = { TWO_FACTOR_ENCRYPTION_KEY: "ab".repeat(32) };
const account = "7d0f4c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f";

describe("recovery codes", () => {
  it("are ten distinct codes of 5 + 5 letters and digits", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  });

  it("hash the same whatever the case, spaces and dashes typed", () => {
    const hash = hashRecoveryCode(config, account, "k3v9q-x2m7p");
    expect(hashRecoveryCode(config, account, " K3V9Q X2M7P ")).toBe(hash);
    expect(hashRecoveryCode(config, account, "k3v9qx2m7p")).toBe(hash);
  });

  it("hash with the server's key and the account: a database copy alone cannot test guesses", () => {
    const hash = hashRecoveryCode(config, account, "k3v9q-x2m7p");
    expect(hash).not.toBe(
      hashRecoveryCode({ TWO_FACTOR_ENCRYPTION_KEY: "cd".repeat(32) }, account, "k3v9q-x2m7p"),
    );
    expect(hash).not.toBe(hashRecoveryCode(config, "another-account", "k3v9q-x2m7p"));
  });
});
