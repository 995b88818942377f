type Texts = { [key: string]: unknown };

/**
 * The texts under some key prefixes, in the shape they have in the whole: what a page's islands
 * read, to embed in the page. A prefix's last part matches the start of a key, so "homepage.hero"
 * brings heroTitle and heroCta, and "camppage.maxGuests" its plural forms (maxGuests_one, ...).
 */
export function pickTexts(all: Texts, prefixes: Iterable<string>): Texts {
  const picked: Texts = {};
  for (const prefix of prefixes) {
    const parts = prefix.split(".");
    const last = parts.pop() ?? "";
    let from: unknown = all;
    let to = picked;
    for (const part of parts) {
      from = (from as Texts | undefined)?.[part];
      if (from === null || typeof from !== "object") break;
      to[part] ??= {};
      to = to[part] as Texts;
    }
    if (from === null || typeof from !== "object") continue;
    for (const [key, value] of Object.entries(from as Texts)) {
      if (key.startsWith(last)) to[key] = value;
    }
  }
  return picked;
}
