/**
 * The islands build's src/i18n/i18n.ts and react-i18next (vite.islands.config.ts swaps them in):
 * the texts a marketing page's islands read are embedded in the page as JSON (entry-server.tsx),
 * so no i18next runtime and no text files load. The same API the components use, nothing more:
 * `t` with {{interpolation}}, plurals by Intl.PluralRules (Arabic zero/one/two/few/many/other, as
 * i18next's JSON v4 suffixes), `returnObjects`; `i18n.language` and `i18n.dir()`.
 */
import { useMemo } from "react";

export const SUPPORTED_LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The id of the page's data block with its islands' texts (scripts/prerender.mjs writes it). */
export const ISLAND_TEXTS_ID = "island-texts";

export function toLanguage(value: string | null | undefined): Language {
  return value === "ar" ? "ar" : "en";
}

/** The language the page was rendered in: the server chose it, <html lang> says it. */
const language = toLanguage(typeof document === "undefined" ? "en" : document.documentElement.lang);

type Texts = { [key: string]: string | Texts | Texts[] };
let texts: Texts | null = null;
function pageTexts(): Texts {
  if (!texts) {
    const block = document.getElementById(ISLAND_TEXTS_ID);
    texts = block?.textContent ? (JSON.parse(block.textContent) as Texts) : {};
  }
  return texts;
}

function lookUp(key: string): unknown {
  let node: unknown = pageTexts();
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const pluralRules = new Intl.PluralRules(language);

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

type Options = Record<string, unknown> & { count?: number; returnObjects?: boolean };

// biome-ignore lint/suspicious/noExplicitAny: the components type their texts through i18next's key types; this stand-in answers any of them
export function t(key: string, options: Options = {}): any {
  let found: unknown;
  if (typeof options.count === "number") {
    // i18next's order: an exact `_zero` for 0, then the language's plural form, then the bare key.
    found =
      (options.count === 0 ? lookUp(`${key}_zero`) : undefined) ??
      lookUp(`${key}_${pluralRules.select(options.count)}`) ??
      lookUp(key);
  } else {
    found = lookUp(key);
  }
  if (found === undefined) {
    console.error(`Missing text "${key}" in ${language}`);
    return key;
  }
  if (typeof found === "string") return interpolate(found, options);
  return options.returnObjects ? found : key;
}

export const i18n = {
  language,
  resolvedLanguage: language,
  isInitialized: true,
  dir: (lng: string = language) => (toLanguage(lng) === "ar" ? "rtl" : "ltr"),
  t,
};

export function useTranslation() {
  return useMemo(() => ({ t, i18n, ready: true }), []);
}

export function pageLanguage(): Language {
  return language;
}

/**
 * The language switch: the cookie that the server reads, then the navigation to `?lang=` that
 * the switch does next loads the page in the other language (a full page load, see router.ts).
 */
export async function setLanguage(next: Language): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: the same preference cookie as src/i18n/i18n.ts
  document.cookie = `lang=${next}; path=/; max-age=31536000; samesite=lax`;
}

/** The page's texts are in the page already. */
export async function loadPageTexts(): Promise<void> {}
export async function initI18n() {
  return i18n;
}
