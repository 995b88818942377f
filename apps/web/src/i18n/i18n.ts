import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { ContentBundle } from "./locales/en";

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

/** `lang` and `dir` on <html> drive the whole right-to-left mirroring through logical CSS properties. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === "ar" ? "rtl" : "ltr";
}

/** Remembers the choice in a cookie, which the server reads to answer in it too. */
function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser the resort's guests use.
  document.cookie = `${COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Each language's texts are their own file, fetched only by a visitor who reads that language. */
const loadBundle: Record<Language, () => Promise<ContentBundle>> = {
  en: () => import("./locales/en").then((module) => module.en),
  ar: () => import("./locales/ar").then((module) => module.ar),
};

async function ensureBundle(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  i18n.addResourceBundle(language, "translation", await loadBundle[language]());
}

export async function setLanguage(language: Language): Promise<void> {
  await ensureBundle(language);
  await i18n.changeLanguage(language);
}

/** Starts the browser's i18n in the page's language, its texts loaded before anything renders. */
export async function initI18n(initial: Language = pageLanguage()) {
  if (i18n.isInitialized) {
    await setLanguage(initial);
    return i18n;
  }
  const bundle = await loadBundle[initial]();
  i18n.on("languageChanged", (language) => {
    const chosen = toLanguage(language);
    applyDocumentLanguage(chosen);
    rememberLanguage(chosen);
  });
  await i18n.use(initReactI18next).init({
    resources: { [initial]: { translation: bundle } },
    partialBundledLanguages: true,
    lng: initial,
    fallbackLng: false,
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
  });
  applyDocumentLanguage(initial);
  return i18n;
}

export { i18n };
