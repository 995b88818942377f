import { resortDateOf } from "@camp/shared/dates/resort-dates";
import type { DocumentContent, DocumentKind } from "@camp/shared/tax/tax-documents";

/**
 * The words of a tax document, English and Arabic side by side (decision 030), and the one style
 * its numbers are written in: Western digits, AED amounts with two decimals through Intl's en-AE in
 * both languages, dates as dd/mm/yyyy (the UAE's way, and a string the bidi algorithm keeps in
 * order inside an Arabic sentence, which an ISO date's hyphens are not).
 */
export type Bilingual = { en: string; ar: string };

/** What the document is. A credit note of a supplier without a TRN is no tax credit note. */
export function documentTitle(content: Pick<DocumentContent, "kind" | "supplier">): Bilingual {
  if (content.kind === "invoice") return { en: "Tax invoice", ar: "فاتورة ضريبية" };
  if (content.kind === "receipt") return { en: "Receipt", ar: "إيصال" };
  return content.supplier.trn
    ? { en: "Tax credit note", ar: "إشعار دائن ضريبي" }
    : { en: "Credit note", ar: "إشعار دائن" };
}

const NUMBER_LABELS: Record<DocumentKind, Bilingual> = {
  invoice: { en: "Invoice number", ar: "رقم الفاتورة" },
  receipt: { en: "Receipt number", ar: "رقم الإيصال" },
  credit_note: { en: "Credit note number", ar: "رقم الإشعار الدائن" },
};

export const documentLabels = {
  number: (kind: DocumentKind) => NUMBER_LABELS[kind],
  issuedOn: { en: "Date of issue", ar: "تاريخ الإصدار" },
  supplierTrn: { en: "TRN", ar: "الرقم الضريبي" },
  booking: { en: "Booking reference", ar: "رقم الحجز" },
  checkIn: { en: "Check-in", ar: "تاريخ الوصول" },
  checkOut: { en: "Check-out", ar: "تاريخ المغادرة" },
  corrects: { en: "Corrects", ar: "يصحّح" },
  customer: { en: "Guest", ar: "الضيف" },
  email: { en: "Email", ar: "البريد الإلكتروني" },
  company: { en: "Company", ar: "الشركة" },
  companyTrn: { en: "Company TRN", ar: "الرقم الضريبي للشركة" },
  companyAddress: { en: "Company address", ar: "عنوان الشركة" },
  description: { en: "Description", ar: "البيان" },
  quantity: { en: "Qty", ar: "الكمية" },
  unitPrice: { en: "Unit price", ar: "سعر الوحدة" },
  vatRate: { en: "VAT rate", ar: "نسبة الضريبة" },
  vat: { en: "VAT", ar: "الضريبة" },
  amount: { en: "Amount incl. VAT", ar: "المبلغ شامل الضريبة" },
  amountNoVat: { en: "Amount", ar: "المبلغ" },
  net: { en: "Total excl. VAT", ar: "الإجمالي دون الضريبة" },
  /** The Arabic rate is drawn apart from its words (see the PDF's TotalRow). */
  vatTotal: (rate: string) => ({ en: `VAT ${rate}`, ar: "ضريبة القيمة المضافة" }),
  tourismFee: { en: "Tourism Dirham fee", ar: "رسوم درهم السياحة" },
  total: (kind: DocumentKind) =>
    kind === "credit_note"
      ? { en: "Total refunded", ar: "إجمالي المبلغ المسترد" }
      : { en: "Total paid", ar: "إجمالي المبلغ المدفوع" },
} as const;

/** The sentences under the totals: what kind of paper this is, and why it was issued. */
export function documentNotes(content: DocumentContent): Bilingual[] {
  const notes: Bilingual[] = [];
  const corrects = content.corrects;
  if (corrects) {
    const issued = formatDocumentDate(resortDateOf(new Date(corrects.issuedAt)));
    notes.push({
      en: `This credit note corrects ${corrects.number} issued on ${issued}.`,
      ar: `يصحّح هذا الإشعار المستند ${corrects.number} الصادر بتاريخ ${issued}.`,
    });
  }
  if (content.reason === "void")
    notes.push({
      en: "It cancels that document in full: it was reissued to a company at the guest's request.",
      ar: "ويلغيه بالكامل: أُعيد إصداره باسم شركة بناءً على طلب الضيف.",
    });
  if (content.reason === "change")
    notes.push({
      en: "The difference paid for a change of the booking.",
      ar: "الفرق المدفوع لتعديل الحجز.",
    });
  if (content.reason === "reissue")
    notes.push({
      en: "Reissued to the company named above at the guest's request.",
      ar: "أُعيد إصدارها باسم الشركة المذكورة أعلاه بناءً على طلب الضيف.",
    });
  if (content.kind === "receipt" || (content.kind === "credit_note" && !content.supplier.trn))
    notes.push(
      content.vatRateBp > 0
        ? {
            en: "Prices include VAT. This document is not a tax invoice.",
            ar: "الأسعار شاملة ضريبة القيمة المضافة. هذا المستند ليس فاتورة ضريبية.",
          }
        : {
            en: "No VAT is charged. This document is not a tax invoice.",
            ar: "لا تُحتسب ضريبة القيمة المضافة. هذا المستند ليس فاتورة ضريبية.",
          },
    );
  if (content.totals.tourismFee > 0)
    notes.push({
      en: "The Tourism Dirham fee is collected for Dubai's Department of Economy and Tourism; no VAT applies to it.",
      ar: "تُحصَّل رسوم درهم السياحة لصالح دائرة الاقتصاد والسياحة في دبي، ولا تخضع لضريبة القيمة المضافة.",
    });
  return notes;
}

const aedFormat = new Intl.NumberFormat("en-AE", {
  style: "currency",
  currency: "AED",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "AED 1,900.00", "−AED 440.00": the same string in the English and the Arabic column. */
export function formatDocumentAed(minor: number): string {
  return aedFormat.format(minor / 100).replace("-", "\u2212");
}

/** 500 basis points -> "5%". */
export function formatVatRate(vatRateBp: number): string {
  return `${vatRateBp / 100}%`;
}

/** A Dubai calendar date, YYYY-MM-DD -> "01/03/2027". */
export function formatDocumentDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

/** Every ISO date inside a line's words (an activity's day, a change's dates) in the same style. */
export function withDocumentDates(text: string): string {
  return text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_match, year, month, day) =>
    formatDocumentDate(`${year}-${month}-${day}`),
  );
}
