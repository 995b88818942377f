import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./i18n";
import { ar } from "./locales/ar";
import { en } from "./locales/en";

/**
 * A separate, synchronously ready instance with both languages, for the build's pre-rendering
 * (one per language). The browser loads only its visitor's language (i18n.ts).
 */
export function createI18n(language: Language) {
  const instance = i18n.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
