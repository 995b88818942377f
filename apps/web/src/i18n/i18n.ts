import i18n from "i18next";
import { initReactI18next } from "react-i18next";

export const SUPPORTED_LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

const COOKIE = "lang";

/** Arabic when asked for, English for anything else (spec section 4, Language). */
export function toLanguage(value: string | null | undefined): Language {
  return value === "ar" ? "ar" : "en";
}

/**
 * The language of this page, read as the server read it to send the HTML (one rule on both sides,
 * so hydration never meets another language): `?lang=` when it names one, then the cookie the
 * language switch sets, then English.
 */
export function pageLanguage(): Language {
  if (typeof window === "undefined") return "en";
  const asked = new URLSearchParams(window.location.search).get("lang");
  if (asked === "ar" || asked === "en") return asked;
  const cookie = document.cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  return toLanguage(cookie?.slice(COOKIE.length + 1));
}

/**
 * `lang` and `dir` on <html> drive the whole right-to-left mirroring through logical CSS properties.
 * Written only when they change: the pre-rendered page already has them, and Chromium walks the
 * whole document on a write of `dir` even to the value it has (a task of about 40 ms on a 4x
 * slowed phone as the app started; decision 041).
 */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  const dir = language === "ar" ? "rtl" : "ltr";
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}

/** Remembers the choice in a cookie, which the server reads to answer in it too. */
function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser the resort's guests use.
  document.cookie = `${COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Each language's texts are three files, fetched only by a visitor who reads that language: what
 * every page shows from its first paint (the header, footer and home page: `site`), the texts of
 * every other page (`pages`), which each route's code asks for with `loadPageTexts`, and the staff
 * console's (`console`), which only the console's routes ask for, with `loadConsoleTexts`.
 */
type TextPart = "site" | "pages" | "console";
const loadTexts: Record<Language, Record<TextPart, () => Promise<object>>> = {
  en: {
    site: () => import("./locales/en-site").then((module) => module.enSite),
    pages: () => import("./locales/en-pages").then((module) => module.enPages),
    console: () => import("./locales/en-console").then((module) => module.enConsole),
  },
  ar: {
    site: () => import("./locales/ar-site").then((module) => module.arSite),
    pages: () => import("./locales/ar-pages").then((module) => module.arPages),
    console: () => import("./locales/ar-console").then((module) => module.arConsole),
  },
};

/** Each file is fetched once, even when a route and the start of the app ask for it together. */
const fetchedTexts = new Map<string, Promise<object>>();
function fetchTexts(language: Language, part: TextPart): Promise<object> {
  const key = `${language}:${part}`;
  let texts = fetchedTexts.get(key);
  if (!texts) {
    texts = loadTexts[language][part]();
    fetchedTexts.set(key, texts);
  }
  return texts;
}

/** Resolves once i18next holds its first texts: texts that arrive earlier wait for it. */
let markStarted: () => void = () => {};
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** The halves i18next holds: each is added once, by reference (its module is never written to). */
const addedTexts = new Set<string>();

async function addTexts(language: Language, part: TextPart): Promise<void> {
  const texts = await fetchTexts(language, part);
  await started;
  const key = `${language}:${part}`;
  if (addedTexts.has(key)) return;
  addedTexts.add(key);
  // The parts share no section, so merging one adds its sections beside the others'.
  i18n.addResourceBundle(language, "translation", texts, true, false, {
    silent: false,
    skipCopy: true,
  });
}

/** Set once any page but the home page has asked for its texts: a language switch brings them. */
let arePageTextsWanted = false;
/** Set once a console page has asked for its texts: a language switch brings them too. */
let areConsoleTextsWanted = false;

/**
 * The texts of the pages other than the home page, in the page's language: each route's code
 * waits for them before it renders (app/router.tsx), and every language switched to afterwards
 * brings them too.
 */
export async function loadPageTexts(): Promise<void> {
  // The build's pre-rendering renders with its own instance, which has every text (create-i18n.ts).
  if (typeof window === "undefined") return;
  arePageTextsWanted = true;
  await addTexts(i18n.isInitialized ? toLanguage(i18n.language) : pageLanguage(), "pages");
}

/** The staff console's texts, in the page's language: each console route waits for them too. */
export async function loadConsoleTexts(): Promise<void> {
  if (typeof window === "undefined") return;
  areConsoleTextsWanted = true;
  await addTexts(i18n.isInitialized ? toLanguage(i18n.language) : pageLanguage(), "console");
}

export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([
    addTexts(language, "site"),
    ...(arePageTextsWanted ? [addTexts(language, "pages")] : []),
    ...(areConsoleTextsWanted ? [addTexts(language, "console")] : []),
  ]);
  await i18n.changeLanguage(language);
}

/** Starts the browser's i18n in the page's language, its texts loaded before anything renders. */
export async function initI18n(initial: Language = pageLanguage()) {
  if (i18n.isInitialized) {
    await setLanguage(initial);
    return i18n;
  }
  const siteTexts = await fetchTexts(initial, "site");
  i18n.on("languageChanged", (language) => {
    const chosen = toLanguage(language);
    applyDocumentLanguage(chosen);
    rememberLanguage(chosen);
  });
  await i18n.use(initReactI18next).init({
    // A copy: later texts are merged into what i18next holds, never into the imported module.
    resources: { [initial]: { translation: { ...siteTexts } } },
    partialBundledLanguages: true,
    lng: initial,
    fallbackLng: false,
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
    // A text asked for before its half has arrived would show as its key: said in the console,
    // where the end-to-end tests look for errors on every page they open.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      console.error(`Missing text "${key}" in ${i18n.language}`);
    },
  });
  applyDocumentLanguage(initial);
  addedTexts.add(`${initial}:site`);
  markStarted();
  return i18n;
}

export { i18n };
