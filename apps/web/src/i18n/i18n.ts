import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { ar } from "./locales/ar";
import { en } from "./locales/en";

export const SUPPORTED_LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

const STORAGE_KEY = "lang";

/** Arabic when asked for, English for anything else (spec section 4, Language). */
export function toLanguage(value: string | null | undefined): Language {
  return value === "ar" ? "ar" : "en";
}

function savedLanguage(): Language {
  if (typeof window === "undefined") return "en";
  const fromQuery = new URLSearchParams(window.location.search).get("lang");
  if (fromQuery) return toLanguage(fromQuery);
  try {
    return toLanguage(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return "en";
  }
}

/** `lang` and `dir` on <html> drive the whole right-to-left mirroring through logical CSS properties. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === "ar" ? "rtl" : "ltr";
}

/** Remembers the choice in the browser and in a cookie, so the server can answer in it too. */
function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the cookie still remembers.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser the resort's guests use.
  document.cookie = `${STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** A separate, synchronously ready instance: the build's pre-rendering makes one per language. */
export function createI18n(language: Language) {
  const instance = i18n.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: language,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export async function setLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

export function initI18n(initial: Language = savedLanguage()) {
  i18n.on("languageChanged", (language) => {
    const chosen = toLanguage(language);
    applyDocumentLanguage(chosen);
    rememberLanguage(chosen);
  });
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: initial,
    fallbackLng: "en",
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
  });
  applyDocumentLanguage(initial);
  return i18n;
}

export { i18n };
