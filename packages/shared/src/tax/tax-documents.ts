import {
  isDiscountLine,
  isExtraLine,
  isStayLine,
  nightsOfLine,
  type PriceLine,
  type StayService,
} from "../booking/pricing";
import { unitTypeNames } from "../catalogue/unit-type-names";
import { allocate } from "../rates/promo-codes";
import { feeLineParts, nightsInWords, stayLineParts } from "./document-unit-prices";
import { vatIncludedIn } from "./tax-terms";
import { isTourismFeeLine } from "./tourism-fee";

/**
 * Tax documents (decision 029): what a guest paid or got back, numbered, bilingual and immutable.
 * The content is built here once, from the booking's lines as sold and the tax settings at the
 * moment of issue, stored as issued, and drawn as a PDF from that snapshot only.
 */
export const DOCUMENT_KINDS = ["invoice", "receipt", "credit_note"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The number's prefix per kind; numbers run per kind and calendar year (Dubai time). */
export const DOCUMENT_PREFIX: Record<DocumentKind, string> = {
  invoice: "INV",
  receipt: "RCT",
  credit_note: "CN",
};

/** INV-2027-000001: the kind's prefix, the year of issue, the sequence padded to six digits. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${DOCUMENT_PREFIX[kind]}-${year}-${String(sequence).padStart(6, "0")}`;
}

/**
 * Why a document was issued: a booking paid (or a request captured), a change's difference paid,
 * money given back (a cancellation or a change), or staff reissuing to a company.
 */
export type DocumentReason = "booking" | "change" | "refund" | "void" | "reissue";

/** One line of a document, amounts in minor units, VAT included in `amount` (0 on the fee). */
export type DocumentLine = {
  descriptionEn: string;
  descriptionAr: string;
  /** Units x nights for a stay line, people or groups for an activity; 1 otherwise. */
  quantity: number;
  /**
   * One unit's price, VAT included (a room for a night, a person on an activity): quantity x unit
   * price is the amount (art. 59 of the VAT Executive Regulation). Absent on documents issued
   * before it was stated, and on a credit note's line credited in part.
   */
  unitPrice?: number;
  amount: number;
  vatRateBp: number;
  vatAmount: number;
  /** The Tourism Dirham fee: outside VAT (decision 028). */
  isTourismFee: boolean;
};

export type DocumentParty = {
  nameEn: string;
  nameAr: string;
  addressEn: string;
  addressAr: string;
  /** The supplier's Tax Registration Number; null: not registered (the document is a receipt). */
  trn: string | null;
};

export type DocumentCustomer = {
  name: string;
  email: string;
  /** Set when staff reissued the invoice to a company (decision 029). */
  companyName: string | null;
  companyTrn: string | null;
  companyAddress: string | null;
};

export type DocumentContent = {
  kind: DocumentKind;
  number: string;
  issuedAt: string;
  reason: DocumentReason;
  supplier: DocumentParty;
  customer: DocumentCustomer;
  booking: {
    id: string;
    reference: string;
    serviceType: string;
    checkIn: string;
    checkOut: string;
    nights: number;
  };
  lines: DocumentLine[];
  vatRateBp: number;
  totals: {
    /** Taxable amounts less their VAT. */
    net: number;
    vat: number;
    tourismFee: number;
    /** What was paid (invoice, receipt) or given back (credit note): the sum of the lines. */
    total: number;
  };
  /** A credit note: the invoice or receipt it corrects. */
  corrects: { number: string; issuedAt: string } | null;
};

/** The site's names for what was booked (My bookings, the emails), one unit to a line's count. */
const SERVICE_NAMES: Record<StayService, { en: string; ar: string }> = {
  "room:master": { en: unitTypeNames.en.master.one, ar: unitTypeNames.ar.master.one },
  "room:kids": { en: unitTypeNames.en.kids.one, ar: unitTypeNames.ar.kids.one },
  camp: { en: unitTypeNames.en.camp.one, ar: unitTypeNames.ar.camp.one },
  parking: { en: unitTypeNames.en.parking.one, ar: unitTypeNames.ar.parking.one },
};

type Described = {
  descriptionEn: string;
  descriptionAr: string;
  quantity: number;
  unitPrice?: number;
  amount: number;
  isTourismFee: boolean;
};

/**
 * Each price line as document lines (before their VAT): words in both languages, Western digits,
 * the quantity and unit price as sold; a stay line whose nights were sold at different prices is
 * one document line per price, naming its nights.
 */
function describeLines(lines: readonly PriceLine[], checkIn: string): Described[] {
  return lines.flatMap((line): Described[] => {
    if (isStayLine(line)) {
      const nights = nightsOfLine(line, checkIn).length;
      const name = SERVICE_NAMES[line.service];
      const nightsEn = (count: number) => `${count} ${count === 1 ? "night" : "nights"}`;
      const whole: Described = {
        descriptionEn: `${name.en} x ${line.quantity}, ${nightsEn(nights)}`,
        descriptionAr: `${name.ar} × ${line.quantity}، عدد الليالي ${nights}`,
        quantity: line.quantity * nights,
        amount: line.amount,
        isTourismFee: false,
      };
      const parts = stayLineParts(line, checkIn);
      if (!parts) return [whole];
      const [only] = parts;
      if (only && parts.length === 1)
        return [{ ...whole, quantity: only.quantity, unitPrice: only.unitPrice }];
      // Arabic dates are joined by " و ", not "،": a date and a comma touching are two runs of
      // text to react-pdf, which may break the line between them with a hyphen.
      return parts.map((part) => ({
        descriptionEn: `${name.en} x ${line.quantity}, ${nightsEn(part.nights.length)}: ${nightsInWords(part.nights, "to", ", ")}`,
        descriptionAr: `${name.ar} × ${line.quantity}، عدد الليالي ${part.nights.length}: ${nightsInWords(part.nights, "إلى", " و ")}`,
        quantity: part.quantity,
        unitPrice: part.unitPrice,
        amount: part.amount,
        isTourismFee: false,
      }));
    }
    if (isExtraLine(line)) {
      return [
        {
          descriptionEn: `${line.name}, ${line.date}`,
          descriptionAr: `${line.nameAr}، ${line.date}`,
          quantity: line.quantity,
          ...(line.unitPrice * line.quantity === line.amount ? { unitPrice: line.unitPrice } : {}),
          amount: line.amount,
          isTourismFee: false,
        },
      ];
    }
    if (isDiscountLine(line)) {
      return [
        {
          descriptionEn: `Promo code ${line.code}`,
          descriptionAr: `رمز الخصم ${line.code}`,
          quantity: 1,
          unitPrice: line.amount,
          amount: line.amount,
          isTourismFee: false,
        },
      ];
    }
    if (isTourismFeeLine(line)) {
      const fee = {
        descriptionEn: "Tourism Dirham fee (no VAT)",
        descriptionAr: "رسوم درهم السياحة (دون ضريبة)",
        isTourismFee: true,
      };
      const unitNights = line.nights.reduce((total, night) => total + night.units, 0);
      const parts = feeLineParts(line);
      if (!parts) return [{ ...fee, quantity: unitNights, amount: line.amount }];
      return parts.map((part) => ({
        ...fee,
        quantity: part.quantity,
        unitPrice: part.unitPrice,
        amount: part.amount,
      }));
    }
    return line satisfies never;
  });
}

/**
 * Lines with their VAT: the VAT of the taxable total is rounded once for the whole document and
 * spread over the taxable lines by their amounts (largest remainder), so the lines' VAT adds up to
 * the document's. The fee carries none.
 */
function withVat(
  described: Described[],
  vatRateBp: number,
  vatOf: (taxableTotal: number) => number = (taxableTotal) =>
    vatIncludedIn(taxableTotal, vatRateBp),
): { lines: DocumentLine[]; totals: DocumentContent["totals"] } {
  const taxable = described.filter((line) => !line.isTourismFee);
  const taxableTotal = taxable.reduce((total, line) => total + line.amount, 0);
  const vat = vatOf(taxableTotal);
  const shares = allocate(
    vat,
    taxable.map((line) => line.amount),
  );
  let next = 0;
  const lines = described.map((line): DocumentLine => {
    if (line.isTourismFee) return { ...line, vatRateBp: 0, vatAmount: 0 };
    const vatAmount = shares[next] ?? 0;
    next += 1;
    return { ...line, vatRateBp, vatAmount };
  });
  const tourismFee = described
    .filter((line) => line.isTourismFee)
    .reduce((total, line) => total + line.amount, 0);
  return {
    lines,
    totals: { net: taxableTotal - vat, vat, tourismFee, total: taxableTotal + tourismFee },
  };
}

/** The lines and totals of an invoice or receipt for a booking's lines as sold. */
export function invoiceLinesOf(
  priceLines: readonly PriceLine[],
  checkIn: string,
  vatRateBp: number,
): { lines: DocumentLine[]; totals: DocumentContent["totals"] } {
  return withVat(describeLines(priceLines, checkIn), vatRateBp);
}

/**
 * The lines of an invoice for a change's difference: what the change did to the fee (the fee
 * difference, its own line without VAT, negative when the change lowered it) and the rest, the
 * taxable difference, with its VAT. The lines add up to what was paid.
 */
export function changeInvoiceLinesOf(
  paidMinor: number,
  feeDifferenceMinor: number,
  vatRateBp: number,
  dates: { checkIn: string; checkOut: string },
): { lines: DocumentLine[]; totals: DocumentContent["totals"] } {
  const fee = feeDifferenceMinor;
  const described = [
    {
      descriptionEn: `Change of booking, ${dates.checkIn} to ${dates.checkOut}`,
      descriptionAr: `تعديل الحجز، ${dates.checkIn} إلى ${dates.checkOut}`,
      quantity: 1,
      unitPrice: paidMinor - fee,
      amount: paidMinor - fee,
      isTourismFee: false,
    },
    ...(fee !== 0
      ? [
          {
            descriptionEn: "Tourism Dirham fee (no VAT)",
            descriptionAr: "رسوم درهم السياحة (دون ضريبة)",
            quantity: 1,
            unitPrice: fee,
            amount: fee,
            isTourismFee: true,
          },
        ]
      : []),
  ];
  return withVat(described, vatRateBp);
}

/**
 * `amount` over the lines, the Tourism Dirham fee apart (decision 048): `feeMinor` of it on
 * the fee lines (the fee of nights never stayed comes back in full, not in proportion), the rest
 * over the other lines; what one side cannot hold goes to the other.
 */
function feeApartParts(
  lines: readonly Pick<DocumentLine, "isTourismFee">[],
  held: number[],
  amount: number,
  feeMinor: number,
): number[] {
  const feeHeld = held.map((value, index) => (lines[index]?.isTourismFee ? value : 0));
  const restHeld = held.map((value, index) => (lines[index]?.isTourismFee ? 0 : value));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const rest = Math.min(Math.max(0, amount - Math.min(feeMinor, sum(feeHeld))), sum(restHeld));
  const feeParts = allocate(amount - rest, feeHeld);
  const restParts = allocate(rest, restHeld);
  return held.map((_, index) => (feeParts[index] ?? 0) + (restParts[index] ?? 0));
}

/** What earlier credit notes on the same invoice gave back, line by line (same order). */
export type EarlierCredit = Pick<DocumentContent, "lines" | "totals">;

/**
 * A credit note's lines for `amountMinor` given back on an invoice: the amount spread over what
 * the invoice's lines still hold after the `earlier` notes on it (largest remainder; all of it
 * for the last refund), so no line, fee or VAT is ever credited beyond what the invoice charged.
 * The VAT is that of everything credited so far, rounded once, less what earlier notes stated:
 * the notes' VAT adds up to the invoice's when it is credited in full. Amounts positive: the kind
 * says they are credited.
 */
export function creditLinesOf(
  invoice: Pick<DocumentContent, "lines" | "totals" | "vatRateBp">,
  amountMinor: number,
  earlier: readonly EarlierCredit[] = [],
  tourismFeeMinor?: number,
): { lines: DocumentLine[]; totals: DocumentContent["totals"] } {
  const creditedOf = (index: number) =>
    earlier.reduce((total, note) => total + (note.lines[index]?.amount ?? 0), 0);
  const held = invoice.lines.map((line, index) => line.amount - creditedOf(index));
  const heldTotal = held.reduce((total, amount) => total + amount, 0);
  const amount = Math.max(0, Math.min(amountMinor, heldTotal));
  const parts =
    amount === heldTotal
      ? held
      : tourismFeeMinor === undefined
        ? allocate(amount, held)
        : feeApartParts(invoice.lines, held, amount, tourismFeeMinor);
  const described = invoice.lines.map((line, index) => ({
    descriptionEn: line.descriptionEn,
    descriptionAr: line.descriptionAr,
    quantity: line.quantity,
    // A line credited in full keeps its unit price; a share of one has none that multiplies.
    ...(line.unitPrice !== undefined && parts[index] === line.amount
      ? { unitPrice: line.unitPrice }
      : {}),
    amount: parts[index] ?? 0,
    isTourismFee: line.isTourismFee,
  }));
  const earlierVat = earlier.reduce((total, note) => total + note.totals.vat, 0);
  const earlierTaxable = earlier.reduce(
    (total, note) => total + note.totals.total - note.totals.tourismFee,
    0,
  );
  const vatLeft = invoice.totals.vat - earlierVat;
  return withVat(described, invoice.vatRateBp, (taxable) => {
    const vat = vatIncludedIn(earlierTaxable + taxable, invoice.vatRateBp) - earlierVat;
    return Math.min(Math.max(vat, Math.min(0, vatLeft)), Math.max(vatLeft, 0));
  });
}

/**
 * The receipt's or invoice's lines for part of a booking paid at the desk (decision 055): the
 * booking's lines as an invoice of the whole would state them, `amountMinor` of them in proportion
 * over what the earlier part payments' documents (`earlier`, same lines in the same order) have not
 * stated yet, the VAT of everything stated so far rounded once, less what they stated, exactly as
 * a credit note takes part of an invoice (`creditLinesOf`). The parts add up, line by line and in
 * VAT, to the invoice of the whole once the balance is paid.
 */
export function partInvoiceLinesOf(
  priceLines: readonly PriceLine[],
  checkIn: string,
  vatRateBp: number,
  amountMinor: number,
  earlier: readonly EarlierCredit[] = [],
): { lines: DocumentLine[]; totals: DocumentContent["totals"] } {
  const whole = { ...invoiceLinesOf(priceLines, checkIn, vatRateBp), vatRateBp };
  return creditLinesOf(whole, amountMinor, earlier);
}
