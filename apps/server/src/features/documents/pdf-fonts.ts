import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

/**
 * IBM Plex Sans Arabic (SIL Open Font License) draws both scripts of a document: its Arabic joins
 * and its dots sit right in react-pdf, which Noto's Arabic files did not (decision 030). The TTFs
 * come with the npm package, so rendering never reaches the network.
 */
export const DOCUMENT_FONT = "IBM Plex Sans Arabic";

const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  require.resolve(
    `@expo-google-fonts/ibm-plex-sans-arabic/${weight}/IBMPlexSansArabic_${weight}.ttf`,
  );

let isRegistered = false;

/** Registers the font once per process (react-pdf keeps fonts in a global registry). */
export function registerDocumentFonts(): void {
  if (isRegistered) return;
  Font.register({
    family: DOCUMENT_FONT,
    fonts: [
      { src: fontFile("400Regular"), fontWeight: 400 },
      { src: fontFile("700Bold"), fontWeight: 700 },
    ],
  });
  // react-pdf hyphenates English words by default; a document's names and numbers stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  isRegistered = true;
}
