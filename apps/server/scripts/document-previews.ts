/**
 * Renders the test fixtures' documents (an invoice with the Tourism Dirham fee, its credit note, a
 * receipt, a company reissue) to PDF and PNG, to look at them as a guest would print them:
 * `npx tsx scripts/document-previews.ts [folder]` from apps/server (default: <tmp>/camp-documents).
 * Given PDF files after the folder (`... [folder] a.pdf b.pdf`, e.g. the ones the tax documents
 * journey downloads into data/e2e-screenshots), it draws those instead, each as <name>.png.
 * The PNGs are drawn by pdf.js on @napi-rs/canvas (pdf.js's optional dependency, dev only).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { renderDocumentPdf } from "../src/features/documents/document-pdf";
import { creditNoteContent, invoiceContent, SUPPLIER } from "../test/helpers/document-fixtures";

const SCALE = 2;

async function pngOf(pdf: Buffer): Promise<Buffer> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: SCALE });
  const canvas = createCanvas(viewport.width, viewport.height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, viewport.width, viewport.height);
  await page.render({
    canvasContext: context as unknown as CanvasRenderingContext2D,
    canvas: canvas as unknown as HTMLCanvasElement,
    viewport,
  }).promise;
  return canvas.toBuffer("image/png");
}

const folder = path.resolve(process.argv[2] ?? path.join(tmpdir(), "camp-documents"));
const files = process.argv.slice(3);
await mkdir(folder, { recursive: true });
if (files.length > 0) {
  for (const file of files) {
    const png = path.join(folder, `${path.basename(file, ".pdf")}.png`);
    await writeFile(png, await pngOf(await readFile(file)));
    console.log(png);
  }
  process.exit(0);
}
const invoice = invoiceContent();
const documents = {
  "invoice-with-fee": invoice,
  "credit-note": creditNoteContent(invoice, 300_000),
  receipt: invoiceContent({ supplier: { ...SUPPLIER, trn: null } }),
  // A 100-letter name typed without spaces and a long Arabic one, with emoji the font cannot draw.
  "receipt-long-names": invoiceContent({
    supplier: { ...SUPPLIER, trn: null },
    customer: {
      ...invoice.customer,
      name: `${"Wolfeschlegelsteinhausenbergerdorff".repeat(3).slice(0, 100)} 😀🇦🇪 ${"عبدالرحمنبنمحمدبنعبداللهالهاشميالقرشي".repeat(3)}`,
    },
  }),
  "invoice-to-company": invoiceContent({
    reason: "reissue",
    customer: {
      ...invoice.customer,
      companyName: "Gulf Trading L.L.C.",
      companyTrn: "100987654300003",
      companyAddress: "Office 1204, Bay Square, Business Bay, Dubai",
    },
  }),
};
for (const [name, content] of Object.entries(documents)) {
  const pdf = await renderDocumentPdf(content);
  await writeFile(path.join(folder, `${name}.pdf`), pdf);
  await writeFile(path.join(folder, `${name}.png`), await pngOf(pdf));
  console.log(path.join(folder, `${name}.png`));
}
