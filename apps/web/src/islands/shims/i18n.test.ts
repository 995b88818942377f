import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../i18n/create-i18n";
import { ar } from "../../i18n/locales/ar";
import { en } from "../../i18n/locales/en";
import { ISLAND_TEXTS_ID } from "./i18n";

/**
 * The islands' stand-in for i18next (decision 034) must write every text exactly as i18next writes
 * it in the booking app, or a marketing page would read differently once its islands start. Each
 * key of both languages is asked of both, with the values and counts the components pass.
 */
type Tree = { [key: string]: unknown };

/** Every key that names a string, plural forms reduced to their base key (asked with counts). */
function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") return [path.replace(/_(zero|one|two|few|many|other)$/, "")];
    if (value && typeof value === "object" && !Array.isArray(value))
      return keysOf(value as Tree, path);
    return [];
  });
}

/** The stand-in, loaded afresh for a page in `language` whose data block holds `texts`. */
async function standIn(language: "en" | "ar", texts: object) {
  vi.resetModules();
  document.documentElement.lang = language;
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = ISLAND_TEXTS_ID;
  block.textContent = JSON.stringify(texts);
  document.body.append(block);
  return import("./i18n");
}

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(ISLAND_TEXTS_ID)?.remove();
});

describe("the islands' text stand-in", () => {
  for (const [language, texts] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    it(`writes every ${language} text as i18next does, counts and values included`, async () => {
      const shim = await standIn(language, texts);
      // A key that exists only in plural forms, asked without a count, is missing in both alike.
      vi.spyOn(console, "error").mockImplementation(() => {});
      const i18next = createI18n(language);
      const keys = [...new Set(keysOf(texts as Tree))];
      expect(keys.length).toBeGreaterThan(100);
      const values = { title: "Deluxe", price: "AED 100", free: "3", total: "5", name: "Amal" };
      for (const key of keys) {
        for (const options of [values, ...[0, 1, 2, 3, 11, 100].map((count) => ({ count }))]) {
          const expected = i18next.t(key as never, options as never) as unknown;
          expect(shim.t(key, options), `${key} ${JSON.stringify(options)}`).toEqual(expected);
        }
      }
      expect(shim.i18n.dir()).toBe(language === "ar" ? "rtl" : "ltr");
    });
  }

  it("answers a section as i18next does when asked for objects (feature lists)", async () => {
    const shim = await standIn("en", en);
    const i18next = createI18n("en");
    expect(shim.t("roompage.features", { returnObjects: true })).toEqual(
      i18next.t("roompage.features", { returnObjects: true }),
    );
  });
});
