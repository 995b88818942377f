import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";
import { breakPointsOf, type HasGlyph } from "./drawable-text";

/**
 * IBM Plex Sans Arabic (SIL Open Font License) draws both scripts of a document: its Arabic joins
 * and its dots sit right in react-pdf, which Noto's Arabic files did not (decision 030). The TTFs
 * come with the npm package, so rendering never reaches the network.
 */
const DOCUMENT_FONT = "IBM Plex Sans Arabic";

const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  require.resolve(
    `@expo-google-fonts/ibm-plex-sans-arabic/${weight}/IBMPlexSansArabic_${weight}.ttf`,
  );

let renders = 0;

/**
 * Draws one document with fonts of its own, then forgets them: `draw` gets the font family to use
 * and whether both its weights have a glyph for a character (what they lack is never drawn as an
 * empty box: drawable-text.ts).
 *
 * fontkit keeps one glyph object per glyph id in a font, with the characters of the first text it
 * was shaped from, and pdfkit's ToUnicode map (the text layer: copy, search, screen readers) takes
 * a glyph's characters from that object. Writing a PDF's font subset creates the glyphs that others
 * are built from (the final ح inside a final خ, the لا inside لإ) with no characters; a font
 * registered once for the process then lent those to every later document, whose ح and لا read
 * back as stray letters or nothing (decision 030). A font loaded per document (a family registered
 * under a name of its own) has only that document's glyphs: its text layer is the same whatever
 * the server drew before, and documents drawn at the same time share nothing.
 */
export async function withDocumentFonts<T>(
  draw: (family: string, hasGlyph: HasGlyph) => Promise<T>,
): Promise<T> {
  renders += 1;
  const family = `${DOCUMENT_FONT} ${renders}`;
  Font.register({
    family,
    fonts: [
      { src: fontFile("400Regular"), fontWeight: 400 },
      { src: fontFile("700Bold"), fontWeight: 700 },
    ],
  });
  // react-pdf hyphenates English words by default; a document's names and numbers stay whole,
  // unless a word is longer than a cell could hold (drawable-text.ts).
  Font.registerHyphenationCallback(breakPointsOf);
  try {
    // Looking a character up in the font's character map builds no glyph, so this loads the
    // fonts react-pdf draws with and leaves their glyphs to the document (see above).
    const weights = [400, 700].map((fontWeight) =>
      Font.getFont({ fontFamily: family, fontWeight }),
    );
    await Promise.all(weights.map((source) => source.load()));
    const hasGlyph: HasGlyph = (codePoint) =>
      weights.every((source) => source.data?.hasGlyphForCodePoint(codePoint) ?? false);
    return await draw(family, hasGlyph);
  } finally {
    delete Font.fontFamilies[family];
  }
}
