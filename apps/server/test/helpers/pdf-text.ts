import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * A PDF's text layer as a guest's viewer, search or screen reader gets it, read back with pdf.js:
 * each page's size and text, one space between words (a sentence wrapped onto two lines reads as
 * one). Arabic is drawn right to left in visual order, which pdf.js reads back in logical order; it
 * reads a few of the font's ligatures back with their letters swapped (ضر, في, لا, لإ, تر, a final
 * لي), so Arabic words asserted on should have none.
 */
export async function readPdf(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: { width: number; height: number; text: string }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? item.str : ""))
      .join(" ")
      .replace(/\s+/g, " ");
    pages.push({ width, height, text });
  }
  await document.destroy();
  return { pages, text: pages.map((page) => page.text).join(" ") };
}
