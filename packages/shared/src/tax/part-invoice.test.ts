import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PriceLine, priceRoomStay, type Rates } from "../booking/pricing";
import { addDaysIso } from "../dates/stay-dates";
import { invoiceLinesOf, partInvoiceLinesOf } from "./tax-documents";
import { DEFAULT_TAX_TERMS, vatIncludedIn } from "./tax-terms";

/** A booking paid at the desk in parts: each part's document, and the parts summed (decision 055). */

const FIRST = "2027-01-04";
const rates: Rates = {
  room: { master: 95_000, kids: 80_000 },
  camp: 50_000,
  parking: { weekday: 10_000, weekend: 15_000 },
  tax: {
    ...DEFAULT_TAX_TERMS,
    tourismFeeMinor: { master: 2_000, kids: 2_000, camp: 2_000, parking: 2_000 },
  },
};
const stayOf = (nights: number): { lines: PriceLine[]; total: number; vatRateBp: number } =>
  priceRoomStay(rates, {
    roomType: "master",
    quantity: 1,
    checkIn: FIRST,
    checkOut: addDaysIso(FIRST, nights),
  });

describe("part payments' documents", () => {
  it("states part of each line in proportion, its VAT that of its taxable part", () => {
    const stay = stayOf(2);
    expect(stay.total).toBe(194_000);
    const half = partInvoiceLinesOf(stay.lines, FIRST, stay.vatRateBp, 97_000);
    expect(half.totals.total).toBe(97_000);
    const fee = half.lines.find((line) => line.isTourismFee);
    expect(fee?.amount).toBe(2_000);
    const taxable = half.totals.total - half.totals.tourismFee;
    expect(taxable).toBe(95_000);
    expect(half.totals.vat).toBe(vatIncludedIn(95_000, 500));
    // A share of a line has no unit price that multiplies out.
    expect(half.lines.every((line) => line.unitPrice === undefined)).toBe(true);
  });

  it("the whole amount at once is the invoice of the booking", () => {
    const stay = stayOf(3);
    const whole = invoiceLinesOf(stay.lines, FIRST, stay.vatRateBp);
    expect(partInvoiceLinesOf(stay.lines, FIRST, stay.vatRateBp, stay.total)).toEqual(whole);
  });

  it("parts add up, line by line, in VAT and fee, to the invoice of the whole", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 5 }),
        (nights, weights) => {
          const stay = stayOf(nights);
          const whole = invoiceLinesOf(stay.lines, FIRST, stay.vatRateBp);
          const w = weights.reduce((s, x) => s + x, 0);
          const parts = weights.map((x) => Math.floor((stay.total * x) / w));
          parts[0] = (parts[0] ?? 0) + stay.total - parts.reduce((s, x) => s + x, 0);
          const documents: ReturnType<typeof partInvoiceLinesOf>[] = [];
          for (const part of parts) {
            if (part <= 0) continue;
            const document = partInvoiceLinesOf(stay.lines, FIRST, stay.vatRateBp, part, documents);
            expect(document.totals.total).toBe(part);
            expect(document.lines.reduce((s, line) => s + line.amount, 0)).toBe(part);
            documents.push(document);
          }
          const sumOf = (pick: (d: (typeof documents)[number]) => number) =>
            documents.reduce((s, d) => s + pick(d), 0);
          expect(sumOf((d) => d.totals.total)).toBe(whole.totals.total);
          expect(sumOf((d) => d.totals.vat)).toBe(whole.totals.vat);
          expect(sumOf((d) => d.totals.tourismFee)).toBe(whole.totals.tourismFee);
          whole.lines.forEach((line, i) => {
            expect(sumOf((d) => d.lines[i]?.amount ?? 0)).toBe(line.amount);
            expect(sumOf((d) => d.lines[i]?.vatAmount ?? 0)).toBe(line.vatAmount);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
