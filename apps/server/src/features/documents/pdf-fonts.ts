import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

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
 * Draws one document with fonts of its own, then forgets them: `draw` gets the font family to use.
 *
 * fontkit keeps one glyph object per glyph id in a font, with the characters of the first text it
 * was shaped from, and pdfkit's ToUnicode map (the text layer: copy, search, screen readers) takes
 * a glyph's characters from that object. Writing a PDF's font subset creates the glyphs that others
 * are built from (the final ح inside a final خ, the لا inside لإ) with no characters; a font
 * registered once for the process then lent those to every later document, whose ح and لا read
 * back as stray letters or nothing (issue 21). A font loaded per document (a family registered
 * under a name of its own) has only that document's glyphs: its text layer is the same whatever
 * the server drew before, and documents drawn at the same time share nothing.
 */
export async function withDocumentFonts<T>(draw: (family: string) => Promise<T>): Promise<T> {
  renders += 1;
  const family = `${DOCUMENT_FONT} ${renders}`;
  Font.register({
    family,
    fonts: [
      { src: fontFile("400Regular"), fontWeight: 400 },
      { src: fontFile("700Bold"), fontWeight: 700 },
    ],
  });
  // react-pdf hyphenates English words by default; a document's names and numbers stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  try {
    return await draw(family);
  } finally {
    delete Font.fontFamilies[family];
  }
}
