import { describe, expect, it } from "vitest";
import { toLatinDigits } from "./latin-digits";

describe("toLatinDigits", () => {
  it("reads a date typed with Arabic-Indic or Persian digits", () => {
    expect(toLatinDigits("٢٠٢٦-١٢-٢٤")).toBe("2026-12-24");
    expect(toLatinDigits("۲۰۲۶-۱۲-۲۴")).toBe("2026-12-24");
    expect(toLatinDigits("2026-12-24")).toBe("2026-12-24");
  });

  it("reads every digit, and leaves everything else as typed", () => {
    expect(toLatinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(toLatinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(toLatinDigits("١٢ / ٤٠ abc")).toBe("12 / 40 abc");
  });
});
