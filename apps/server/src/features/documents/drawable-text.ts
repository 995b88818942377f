/**
 * What a document's font can draw (decision 030). A character the font has no glyph for is
 * drawn as an empty box (`.notdef`): emoji and their joiners, skin tones and flags are dropped (they
 * decorate a name, they are not part of it); an accented letter the font lacks is written with
 * its base letter where that one is drawable ("ễ" -> "e"); any other letter or digit becomes "?",
 * so a name in a script the font does not carry still shows that something is there; other
 * marks, symbols and invisible formatting are dropped.
 */

const EMOJI_PART = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]/u;
/** Joiners, variation selectors, a keycap and emoji tags: parts of an emoji sequence. */
const EMOJI_GLUE = /[\u200D\uFE0E\uFE0F\u20E3\u{E0020}-\u{E007F}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;

export type HasGlyph = (codePoint: number) => boolean;

function drawableCharacter(character: string, hasGlyph: HasGlyph): string {
  const codePoint = character.codePointAt(0) ?? 0;
  if (character === "\n" || hasGlyph(codePoint)) return character;
  if (EMOJI_PART.test(character) || EMOJI_GLUE.test(character)) return "";
  // An accented letter the font lacks: its base letter and the marks the font has.
  const parts = [...character.normalize("NFKD")];
  const [base] = parts;
  if (parts.length > 1 && base && hasGlyph(base.codePointAt(0) ?? 0))
    return parts.filter((part) => hasGlyph(part.codePointAt(0) ?? 0)).join("");
  if (LETTER_OR_DIGIT.test(character) && !MARK.test(character)) return "?";
  return "";
}

/** `text` with only what the font draws; spaces left by what was dropped are tidied. */
export function drawableText(text: string, hasGlyph: HasGlyph): string {
  let drawn = "";
  for (const character of text) drawn += drawableCharacter(character, hasGlyph);
  if (drawn === text) return text;
  return drawn
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +\n/g, "\n")
    .replace(/\n +/g, "\n")
    .trim();
}

/** Every string of a stored document's content, drawable (the snapshot itself is never changed). */
export function drawableContent<T>(value: T, hasGlyph: HasGlyph): T {
  if (typeof value === "string") return drawableText(value, hasGlyph) as T;
  if (Array.isArray(value)) return value.map((item) => drawableContent(item, hasGlyph)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, drawableContent(item, hasGlyph)]),
    ) as T;
  return value;
}

/** Longer words than this get a break point between any two characters (see pdf-fonts.ts). */
const LONGEST_UNBROKEN_WORD = 20;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * react-pdf breaks lines only between a word's parts (its hyphenation callback's answer) and at
 * spaces. Words stay whole (names and numbers are not hyphenated), but a word longer than any
 * cell, a 100-letter name typed without spaces, may break between any two characters, with a
 * hyphen where it does, rather than run past its cell and the page's margin.
 */
export function breakPointsOf(word: string): string[] {
  if (word.length <= LONGEST_UNBROKEN_WORD) return [word];
  return [...graphemes.segment(word)].map((part) => part.segment);
}
