import type { DocumentContent } from "@camp/shared/tax/tax-documents";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  creditNoteContent,
  invoiceContent,
  SUPPLIER,
} from "../../../test/helpers/document-fixtures";
import { readPdf } from "../../../test/helpers/pdf-text";
import { renderDocumentPdf } from "./document-pdf";

/** A4 in PDF points (210 x 297 mm). */
const A4 = { width: 595.28, height: 841.89 };
/** The page's side margins, in points. */
const MARGIN = 40;

afterEach(() => {
  vi.useRealTimers();
});

describe("[DOCUMENTS] the PDF of a tax document", () => {
  const invoice = invoiceContent();

  it("the fixture is the stay it claims: lines adding up, the fee apart", () => {
    expect(invoice.totals).toEqual({
      net: 1_024_762,
      vat: 51_238,
      tourismFee: 9_000,
      total: 1_085_000,
    });
    expect(invoice.lines.reduce((total, line) => total + line.amount, 0)).toBe(1_085_000);
  });

  it("an invoice with the Tourism Dirham fee is one A4 page, in English and Arabic, with every amount", async () => {
    const pdf = await renderDocumentPdf(invoice);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("IBMPlexSansArabic"); // embedded, not a system font
    const { pages, text } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.width).toBeCloseTo(A4.width, 1);
    expect(pages[0]?.height).toBeCloseTo(A4.height, 1);

    for (const words of [
      "Tax invoice",
      "Desert Camp Resort L.L.C.",
      "Al Faqa, Dubai, United Arab Emirates",
      "TRN 100234567800003",
      "INV-2027-000001",
      "20/02/2027",
      invoice.booking.reference,
      "04/03/2027",
      "07/03/2027",
      "Fatima Al Harbi",
      "fatima@example.com",
      "Master room x 2, 3 nights",
      "Camel ride at sunset, 05/03/2027",
      "Promo code SPRING10",
      "Tourism Dirham fee (no VAT)",
      "Amount incl. VAT",
      "VAT 5%",
      "Total paid",
    ])
      expect(text).toContain(words);
    for (const arabic of [
      "فاتورة",
      "منتجع مخيم الصحراء",
      "رقم الفاتورة",
      "رقم الحجز",
      "تاريخ الوصول",
      "غرفة رئيسية",
      "ركوب الجمال عند الغروب",
      "رمز الخصم",
      "رسوم درهم السياحة",
      "المبلغ المدفوع",
    ])
      expect(text).toContain(arabic);
    // Each line's amount and VAT, and the totals: one style, Western digits, two decimals.
    for (const amount of [
      "AED 11,400.00",
      "AED 542.86",
      "AED 500.00",
      "AED 23.81",
      "\u2212AED 1,140.00",
      "\u2212AED 54.29",
      "AED 90.00",
      "AED 10,247.62",
      "AED 512.38",
      "AED 10,850.00",
    ])
      expect(text).toContain(amount);
    expect(text).not.toMatch(/[\u0660-\u0669]/); // no Arabic-Indic digits anywhere
    expect(text).not.toContain("not a tax invoice");
  });

  it("each line states its quantity and unit price, as sold (decision 030)", async () => {
    const { pages, text } = await readPdf(await renderDocumentPdf(invoice));
    expect(text).toContain("Unit price");
    expect(text).toContain("سعر الوحدة");
    const items = pages[0]?.items ?? [];
    // Two master rooms for three nights at AED 1,900, four camel rides at AED 125, six
    // room-nights of fee at AED 15: each on its line's row beside its quantity.
    for (const [quantity, unitPrice, amount] of [
      ["6", "AED 1,900.00", "AED 11,400.00"],
      ["4", "AED 125.00", "AED 500.00"],
      ["6", "AED 15.00", "AED 90.00"],
    ]) {
      const total = items.find((item) => item.str === amount);
      const row = items.filter((item) => item.y === total?.y).map((item) => item.str);
      expect(row).toContain(quantity);
      expect(row).toContain(unitPrice);
    }
  });

  it("a document issued before unit prices were stated shows a dash for them", async () => {
    const before = {
      ...invoice,
      lines: invoice.lines.map(({ unitPrice: _unitPrice, ...line }) => line),
    };
    const { text } = await readPdf(await renderDocumentPdf(before));
    expect(text).toContain("Unit price");
    expect(text).not.toContain("AED 1,900.00");
    expect(text).toContain("AED 11,400.00");
  });

  it("the Arabic VAT line reads 'ضريبة القيمة المضافة 5%', the rate left of its words as a browser draws it", async () => {
    const { pages } = await readPdf(await renderDocumentPdf(invoice));
    const items = pages[0]?.items ?? [];
    const words = items.find((item) => item.str.includes("القيمة المضافة"));
    const rate = items.find((item) => item.str === "5%" && item.y === words?.y);
    if (!words || !rate) throw new Error("no Arabic VAT line with its own 5%");
    expect(words.str).not.toContain("%");
    expect(rate.x + rate.width).toBeLessThan(words.x);
    expect(words.x - (rate.x + rate.width)).toBeLessThan(6); // one space apart
  });

  it("a credit note names the invoice it corrects and what was given back", async () => {
    const credit = creditNoteContent(invoice, 300_000);
    const { pages, text } = await readPdf(await renderDocumentPdf(credit));
    expect(pages).toHaveLength(1);
    for (const words of [
      "Tax credit note",
      "CN-2027-000001",
      "Corrects",
      "This credit note corrects INV-2027-000001 issued on 20/02/2027.",
      "Total refunded",
      "AED 3,000.00",
    ])
      expect(text).toContain(words);
    for (const arabic of ["إشعار دائن", "الدائن", "يصحّح", "المستند", "الصادر بتاريخ"])
      expect(text).toContain(arabic);
  });

  it("without a TRN the document is a receipt that shows the VAT included and says it is no tax invoice", async () => {
    const receipt = invoiceContent({ supplier: { ...SUPPLIER, trn: null } });
    const { text } = await readPdf(await renderDocumentPdf(receipt));
    expect(text).toContain("Receipt");
    expect(text).toContain("إيصال");
    expect(text).toContain("RCT-2027-000001");
    expect(text).toContain("Prices include VAT. This document is not a tax invoice.");
    expect(text).toContain("AED 512.38");
    expect(text).not.toContain("TRN");
    expect(text).not.toContain("Tax invoice");
  });

  it("at a VAT rate of 0 (not registered) no VAT column or line is shown", async () => {
    const unregistered: DocumentContent = {
      ...invoiceContent({ supplier: { ...SUPPLIER, trn: null } }),
      vatRateBp: 0,
    };
    unregistered.lines = unregistered.lines.map((line) => ({
      ...line,
      vatRateBp: 0,
      vatAmount: 0,
    }));
    unregistered.totals = { ...unregistered.totals, net: 1_076_000, vat: 0 };
    const { text } = await readPdf(await renderDocumentPdf(unregistered));
    expect(text).toContain("No VAT is charged. This document is not a tax invoice.");
    expect(text).not.toContain("VAT rate");
    expect(text).not.toContain("VAT 0%");
    expect(text).not.toContain("Total excl. VAT");
    expect(text).toContain("AED 10,850.00");
  });

  it("a reissued invoice carries the company, its TRN and address", async () => {
    const reissued = invoiceContent({
      number: "INV-2027-000002",
      reason: "reissue",
      customer: {
        ...invoice.customer,
        companyName: "Gulf Trading L.L.C.",
        companyTrn: "100987654300003",
        companyAddress: "Office 1204, Bay Square, Business Bay, Dubai",
      },
    });
    const { text } = await readPdf(await renderDocumentPdf(reissued));
    for (const words of [
      "Company",
      "Gulf Trading L.L.C.",
      "Company TRN",
      "100987654300003",
      "Office 1204, Bay Square, Business Bay, Dubai",
      "Reissued to the company named above",
    ])
      expect(text).toContain(words);
    expect(text).toContain("عنوان");
  });

  it("a 100-letter name without spaces and a long Arabic name stay in their cell and inside the margins", async () => {
    const latin = "Wolfeschlegelsteinhausenbergerdorff".repeat(3).slice(0, 100);
    const arabic = "عبدالرحمنبنمحمدبنعبداللهالهاشميالقرشي".repeat(3);
    for (const name of [latin, arabic, `${arabic} ${latin}`]) {
      const receipt = invoiceContent({
        supplier: { ...SUPPLIER, trn: null },
        customer: { ...invoice.customer, name, email: `${latin.toLowerCase()}@example.com` },
      });
      const { pages } = await readPdf(await renderDocumentPdf(receipt));
      expect(pages).toHaveLength(1);
      const items = pages[0]?.items ?? [];
      for (const item of items) {
        expect(item.x, item.str).toBeGreaterThanOrEqual(MARGIN - 0.5);
        expect(item.x + item.width, item.str).toBeLessThanOrEqual(A4.width - MARGIN + 0.5);
      }
      // The name's pieces stay between the two labels of its row (130 points each).
      const pieces = items.filter(
        (item) =>
          item.str.length > 3 &&
          (latin.includes(item.str.replace(/-$/, "")) ||
            (/[\u0600-\u06FF]{6}/.test(item.str) && !item.str.includes(" "))),
      );
      expect(pieces.length).toBeGreaterThan(1);
      for (const piece of pieces) {
        expect(piece.x, piece.str).toBeGreaterThanOrEqual(MARGIN + 130 - 0.5);
        expect(piece.x + piece.width, piece.str).toBeLessThanOrEqual(A4.width - MARGIN - 130 + 0.5);
      }
    }
  });

  it("draws no empty boxes: emoji are left out, what the font lacks is replaced", async () => {
    const receipt = invoiceContent({
      supplier: { ...SUPPLIER, trn: null },
      customer: { ...invoice.customer, name: "Fatima 😀🇦🇪 Al Harbi 👍🏽 Nguyễn 王" },
    });
    const { text } = await readPdf(await renderDocumentPdf(receipt));
    // The font has no ễ but has e and both its marks: drawn as e with them.
    expect(text).toContain("Fatima Al Harbi Nguye\u0302\u0303n ?");
    expect(text).not.toMatch(/\p{Extended_Pictographic}|\p{Regional_Indicator}|\uFE0F/u);
  });

  it("is drawn from the snapshot alone: the same bytes at any time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-05-01T10:00:00Z"));
    const first = await renderDocumentPdf(invoice);
    vi.setSystemTime(new Date("2031-12-31T23:59:00Z"));
    const second = await renderDocumentPdf(invoice);
    expect(first.equals(second)).toBe(true);
    expect((await readPdf(first)).text).not.toContain("2031");
  });

  it("a long document flows onto more pages, every page naming the document", async () => {
    const line = invoice.lines[1];
    if (!line) throw new Error("fixture has an activity line");
    const long = { ...invoice, lines: Array.from({ length: 40 }, () => line) };
    const { pages } = await readPdf(await renderDocumentPdf(long));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.text).toContain("INV-2027-000001 · Desert Camp Resort");
  });
});
