import { describe, expect, it } from "vitest";
import { ERROR_CODES, errorCodes, isErrorCode } from "./error-codes";

describe("the closed list of error codes", () => {
  it("gives every code an error status and a name a client can branch on", () => {
    for (const code of ERROR_CODES) {
      expect(code, code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(errorCodes[code] >= 400 && errorCodes[code] < 600, code).toBe(true);
    }
  });

  it("knows its own codes and nothing else", () => {
    expect(isErrorCode("QUOTE_EXPIRED")).toBe(true);
    expect(isErrorCode("HOLD_LIMIT_REACHED")).toBe(true);
    expect(isErrorCode("FST_ERR_BAD_URL")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
