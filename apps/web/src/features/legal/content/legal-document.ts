/**
 * A legal page's text in one language: sections of paragraphs and lists. Kept out of the i18n
 * bundles (every other page would carry it): the legal pages' own code holds both languages.
 * `{{name}}` marks a value filled in when the page is drawn (the resort's contact details, the
 * cancellation policy's numbers the server runs).
 */
export type LegalBlock = string | { list: string[] };

export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

/** The sections; the title and summary are i18n texts (the page's title and meta description). */
export type LegalDocument = { sections: LegalSection[] };

/** The date both documents were last changed, shown on each (Dubai's calendar). */
export const LEGAL_TEXTS_UPDATED = "2026-11-25";

/** Fills `{{name}}` with `values[name]`; a name without a value stays visible, never a blank. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
