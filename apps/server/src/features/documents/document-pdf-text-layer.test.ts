import type { DocumentContent } from "@camp/shared/tax/tax-documents";
import { Font } from "@react-pdf/renderer";
import { describe, expect, it } from "vitest";
import {
  creditNoteContent,
  invoiceContent,
  SUPPLIER,
} from "../../../test/helpers/document-fixtures";
import { readPdf } from "../../../test/helpers/pdf-text";
import { renderDocumentPdf } from "./document-pdf";

/**
 * A server draws many documents in one process: each PDF's text layer (what copy, search and
 * screen readers get) must not depend on what was drawn before it. This file starts in a fresh
 * process, so its first document is drawn as the first one a server draws.
 */
describe("[DOCUMENTS] a PDF's text layer is the same whatever was drawn before it", () => {
  const invoice = invoiceContent();
  // A stay without the Tourism Dirham fee: its words have a final خ and لإ (تاريخ, الإمارات), whose
  // glyphs are drawn with a final ح and a لا inside, but no final ح and no لا of their own.
  const withoutFee: DocumentContent = {
    ...invoice,
    lines: invoice.lines.filter((line) => !line.isTourismFee),
    totals: { ...invoice.totals, tourismFee: 0, total: invoice.totals.total - 9_000 },
  };
  const documents: Record<string, DocumentContent> = {
    "invoice without the fee": withoutFee,
    "invoice with the fee": invoice,
    "credit note": creditNoteContent(invoice, 300_000),
    receipt: invoiceContent({ supplier: { ...SUPPLIER, trn: null } }),
    "reissued invoice": invoiceContent({
      number: "INV-2027-000002",
      reason: "reissue",
      customer: { ...invoice.customer, companyName: "Gulf Trading L.L.C." },
    }),
  };
  // Words with a final ح or a لا (which pdf.js reads back swapped: "الاقتصاد" as "االقتصاد").
  const FEE_NOTE = ["لصالح", /(الاقتصاد|االقتصاد) والسياحة/, /(ولا|وال) تخضع/];
  const expected: Record<string, (string | RegExp)[]> = {
    "invoice without the fee": ["تاريخ الوصول", "رقم الحجز"],
    "invoice with the fee": ["تاريخ الوصول", ...FEE_NOTE],
    "credit note": ["يصحّح", "يصحّح هذا", "المستند", ...FEE_NOTE],
    receipt: ["شاملة", "هذا المستند", ...FEE_NOTE],
    "reissued invoice": ["باسم", "المذكورة", ...FEE_NOTE],
  };

  it("each document, drawn after the others, reads back its own words", async () => {
    const familiesBefore = Font.getRegisteredFontFamilies();
    const texts: Record<string, string> = {};
    for (const [name, content] of Object.entries(documents)) {
      texts[name] = (await readPdf(await renderDocumentPdf(content))).text;
    }
    for (const [name, words] of Object.entries(expected)) {
      for (const word of words) {
        if (typeof word === "string") expect(texts[name], name).toContain(word);
        else expect(texts[name], name).toMatch(word);
      }
    }
    // Drawn again, all at once and in the opposite order: the same text.
    const again = await Promise.all(
      Object.entries(documents)
        .reverse()
        .map(async ([name, content]) => [
          name,
          (await readPdf(await renderDocumentPdf(content))).text,
        ]),
    );
    for (const [name, text] of again) expect(text, name).toBe(texts[name ?? ""]);
    // Each document's fonts are let go once it is drawn.
    expect(Font.getRegisteredFontFamilies()).toEqual(familiesBefore);
  });
});
