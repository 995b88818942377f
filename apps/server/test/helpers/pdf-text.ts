import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export type PdfTextItem = { str: string; x: number; y: number; width: number };

/**
 * A PDF's text layer as a guest's viewer, search or screen reader gets it, read back with pdf.js:
 * each page's size, its pieces of text where they are drawn (x, y from the bottom left, in
 * points), and its text, one space between words (a sentence wrapped onto two lines reads as
 * one). Arabic is drawn right to left in visual order, which pdf.js reads back in logical order; it
 * reads a few of the font's ligatures back with their letters swapped (ضر, في, لا, لإ, تر, a final
 * لي), so Arabic words asserted on should have none.
 */
export async function readPdf(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: { width: number; height: number; items: PdfTextItem[]; text: string }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      "str" in item
        ? [{ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }]
        : [],
    );
    const text = items
      .map((item) => item.str)
      .join(" ")
      .replace(/\s+/g, " ");
    pages.push({ width, height, items, text });
  }
  await document.destroy();
  return { pages, text: pages.map((page) => page.text).join(" ") };
}
