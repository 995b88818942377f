import { afterEach, describe, expect, it } from "vitest";
import {
  applyDocumentLanguage,
  initI18n,
  loadConsoleTexts,
  loadPageTexts,
  pageLanguage,
  setLanguage,
  toLanguage,
} from "./i18n";
import { ar } from "./locales/ar";
import { arConsole } from "./locales/ar-console";
import { arPages } from "./locales/ar-pages";
import { arSite } from "./locales/ar-site";
import { en } from "./locales/en";
import { enConsole } from "./locales/en-console";
import { enPages } from "./locales/en-pages";
import { enSite } from "./locales/en-site";

function leafPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leafAt(bundle: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], bundle);
}

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the language switch sets
  document.cookie = value;
}

describe("language", () => {
  afterEach(() => {
    setCookie("lang=; max-age=0; path=/");
    window.history.replaceState(null, "", "/");
  });

  it("chooses Arabic only for 'ar' and English for anything else", () => {
    expect(toLanguage("ar")).toBe("ar");
    expect(toLanguage("en")).toBe("en");
    expect(toLanguage("fr")).toBe("en");
    expect(toLanguage(null)).toBe("en");
  });

  it("reads the page's language as the server does: ?lang= first, then the cookie", () => {
    expect(pageLanguage()).toBe("en");
    setCookie("lang=ar; path=/");
    expect(pageLanguage()).toBe("ar");
    window.history.replaceState(null, "", "/Gallery?lang=en");
    expect(pageLanguage()).toBe("en");
    // Anything but en or ar in the address is not a choice: the cookie decides, as on the server.
    window.history.replaceState(null, "", "/Gallery?lang=fr");
    expect(pageLanguage()).toBe("ar");
  });

  it("starts in English, and Arabic sets lang=ar dir=rtl on <html> and is remembered", async () => {
    const i18n = await initI18n();
    expect(i18n.language).toBe("en");
    expect(document.documentElement.dir).toBe("ltr");
    expect(i18n.t("nav.home")).toBe("Home");

    await setLanguage("ar");
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(i18n.t("nav.home")).toBe("الرئيسية");
    expect(document.cookie).toContain("lang=ar");

    await setLanguage("en");
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("leaves <html> untouched when it already has the language (a write of dir walks the page)", () => {
    applyDocumentLanguage("en");
    const writes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) writes.push(record.attributeName ?? "");
    });
    observer.observe(document.documentElement, { attributes: true });
    applyDocumentLanguage("en");
    applyDocumentLanguage("ar");
    applyDocumentLanguage("ar");
    applyDocumentLanguage("en");
    for (const record of observer.takeRecords()) writes.push(record.attributeName ?? "");
    observer.disconnect();
    expect(writes).toEqual(["lang", "dir", "lang", "dir"]);
  });
});

describe("texts loaded in two halves", () => {
  afterEach(() => setLanguage("en"));

  it("start with the home page's texts, and bring the other pages' in each language once asked", async () => {
    const i18n = await initI18n("en");
    expect(i18n.t("homepage.heroTitle")).toBe(en.homepage.heroTitle);
    expect(i18n.exists("bookingpage.titles.room")).toBe(false);

    // A language switch before any other page is opened brings only the home page's half.
    await setLanguage("ar");
    expect(i18n.t("homepage.heroTitle")).toBe(ar.homepage.heroTitle);
    expect(i18n.exists("bookingpage.titles.room")).toBe(false);

    await loadPageTexts();
    expect(i18n.t("bookingpage.titles.room")).toBe(ar.bookingpage.titles.room);
    expect(i18n.t("homepage.heroTitle")).toBe(ar.homepage.heroTitle);
    // From then on a switch brings both halves of the other language.
    await setLanguage("en");
    expect(i18n.t("bookingpage.titles.room")).toBe(en.bookingpage.titles.room);
    expect(i18n.t("nav.home")).toBe("Home");
    // ...without merging one half into the other's module.
    expect(Object.keys(enSite)).not.toContain("bookingpage");
  });

  it("count the desk's guests in each language's plural forms (not '1 guests')", async () => {
    const i18n = await initI18n("en");
    await Promise.all([loadPageTexts(), loadConsoleTexts()]);
    const guests = (count: number) => i18n.t("adminToday.guests", { count, guests: String(count) });
    expect([1, 2, 5].map(guests)).toEqual(["1 guest", "2 guests", "5 guests"]);
    await setLanguage("ar");
    expect([1, 2, 5, 11, 100].map(guests)).toEqual([
      "ضيف واحد",
      "ضيفان",
      "5 ضيوف",
      "11 ضيفًا",
      "100 ضيف",
    ]);
    await setLanguage("en");
  });

  it("never share a section, so no part overwrites another", () => {
    const shared = (site: object, pages: object) =>
      Object.keys(site).filter((key) => Object.keys(pages).includes(key));
    expect(shared(enSite, enPages)).toEqual([]);
    expect(shared(arSite, arPages)).toEqual([]);
    expect(shared(enSite, enConsole)).toEqual([]);
    expect(shared(arSite, arConsole)).toEqual([]);
    expect(shared(enPages, enConsole)).toEqual([]);
    expect(shared(arPages, arConsole)).toEqual([]);
  });
});

describe("content bundles", () => {
  it("have the same keys in English and Arabic, and every Arabic text is translated", () => {
    const englishKeys = leafPaths(en).sort();
    expect(leafPaths(ar).sort()).toEqual(englishKeys);
    // Identifiers, not visible text: the bundle's language code, list items' ids and keys, image keys.
    const isIdentifier = (key: string) => key === "lang" || /\.(id|key|actimg)$/.test(key);
    for (const key of englishKeys.filter((candidate) => !isIdentifier(candidate))) {
      const arabic = leafAt(ar, key);
      expect(typeof arabic === "string" && arabic.trim().length > 0, key).toBe(true);
      expect(arabic, key).not.toBe(leafAt(en, key));
    }
    // ...and identifiers are the same in both, or a page would pair the wrong picture or link.
    for (const key of englishKeys
      .filter(isIdentifier)
      .filter((candidate) => candidate !== "lang")) {
      expect(leafAt(ar, key), key).toBe(leafAt(en, key));
    }
  });
});
