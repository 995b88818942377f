import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isDiscountLine,
  type PriceLine,
  pricePackageStay,
  priceParkingStay,
  priceRoomStay,
  type Rates,
} from "../booking/pricing";
import { addDaysIso } from "../dates/stay-dates";
import type { PromoTerms } from "../rates/promo-codes";
import { priceTaxOf } from "./price-tax";
import {
  changeInvoiceLinesOf,
  creditLinesOf,
  documentNumber,
  invoiceLinesOf,
} from "./tax-documents";
import { DEFAULT_TAX_TERMS, guestPrice, type TaxTerms, vatIncludedIn } from "./tax-terms";
import { isTourismFeeLine, tourismFeeFromNightOf } from "./tourism-fee";

/** Unit and property tests of VAT, the Tourism Dirham fee and the documents' sums (decisions 028, 029). */

const FIRST = "2027-01-04";
const base: Rates = {
  room: { master: 120_000, kids: 80_000 },
  camp: 50_000,
  parking: { weekday: 10_000, weekend: 15_000 },
};
const withTax = (tax: Partial<TaxTerms>): Rates => ({
  ...base,
  tax: { ...DEFAULT_TAX_TERMS, ...tax },
});
const fee = (amount: number): TaxTerms["tourismFeeMinor"] => ({
  master: amount,
  kids: amount,
  camp: amount,
  parking: amount,
});
const sum = (amounts: { amount: number }[]) => amounts.reduce((t, l) => t + l.amount, 0);

describe("VAT included in a price", () => {
  it("is 5/105 of the gross, rounded once to the fils", () => {
    expect(vatIncludedIn(105_000, 500)).toBe(5_000);
    expect(vatIncludedIn(100, 500)).toBe(5);
    expect(vatIncludedIn(1, 500)).toBe(0);
    expect(vatIncludedIn(120_000, 0)).toBe(0);
  });

  it("a fresh install charges the spec's prices, 5% VAT inside, no fee", () => {
    const price = priceRoomStay(base, {
      roomType: "master",
      quantity: 2,
      checkIn: FIRST,
      checkOut: addDaysIso(FIRST, 3),
    });
    expect(price.total).toBe(120_000 * 2 * 3);
    expect(price.tourismFee).toBe(0);
    expect(price.vatRateBp).toBe(500);
    expect(price.vatAmount).toBe(Math.round((720_000 * 5) / 105));
    expect(price.lines.some(isTourismFeeLine)).toBe(false);
  });

  it("rates entered without VAT are grossed up once per unit-night", () => {
    expect(guestPrice(100_000, { ...DEFAULT_TAX_TERMS, ratesIncludeVat: false })).toBe(105_000);
    const price = priceRoomStay(withTax({ ratesIncludeVat: false }), {
      roomType: "kids",
      quantity: 1,
      checkIn: FIRST,
      checkOut: addDaysIso(FIRST, 2),
    });
    expect(price.total).toBe(84_000 * 2);
    expect(price.vatAmount).toBe(8_000);
  });
});

describe("the Tourism Dirham fee", () => {
  it("counts occupied units per night, outside VAT", () => {
    const price = priceRoomStay(withTax({ tourismFeeMinor: fee(1_500) }), {
      roomType: "master",
      quantity: 2,
      checkIn: FIRST,
      checkOut: addDaysIso(FIRST, 3),
    });
    expect(price.tourismFee).toBe(1_500 * 2 * 3);
    expect(price.total).toBe(720_000 + 9_000);
    expect(price.vatAmount).toBe(vatIncludedIn(720_000, 500));
  });

  it("a package pays it for each room, tent and caravan slot", () => {
    const price = pricePackageStay(withTax({ tourismFeeMinor: fee(1_000) }), {
      units: 2,
      parkingSpots: 1,
      checkIn: FIRST,
      checkOut: addDaysIso(FIRST, 2),
    });
    expect(price.tourismFee).toBe(1_000 * (2 + 2 + 2 + 1) * 2);
  });

  it("stops after 30 consecutive nights", () => {
    // Stays are at most 30 nights on the forms; the pricing keeps the cap for when that changes.
    const price = priceParkingStay(withTax({ tourismFeeMinor: fee(700) }), {
      quantity: 1,
      checkIn: FIRST,
      checkOut: addDaysIso(FIRST, 35),
    });
    expect(price.tourismFee).toBe(700 * 30);
    const feeLine = price.lines.find(isTourismFeeLine);
    expect(feeLine?.nights.at(-1)?.date).toBe(addDaysIso(FIRST, 29));
  });

  it("is never discounted by a promo code", () => {
    const promo: PromoTerms = {
      id: "p1",
      code: "ALL",
      percentOff: 100,
      amountOffMinor: null,
      stayFrom: null,
      stayTo: null,
      unitTypes: null,
      minNights: null,
    };
    const price = priceRoomStay(withTax({ tourismFeeMinor: fee(2_000) }), {
      roomType: "master",
      quantity: 1,
      checkIn: FIRST,
      checkOut: addDaysIso(FIRST, 2),
      promo,
    });
    expect(price.discount).toBe(240_000);
    expect(price.total).toBe(4_000);
    expect(price.vatAmount).toBe(0);
  });

  it("a change keeps the fee the kept nights were sold with", () => {
    const sold = priceRoomStay(withTax({ tourismFeeMinor: fee(1_000) }), {
      roomType: "master",
      quantity: 1,
      checkIn: FIRST,
      checkOut: addDaysIso(FIRST, 2),
    });
    const changed = priceRoomStay(withTax({ tourismFeeMinor: fee(2_000) }), {
      roomType: "master",
      quantity: 1,
      checkIn: FIRST,
      checkOut: addDaysIso(FIRST, 3),
      sold: { lines: sold.lines, checkIn: FIRST },
    });
    expect(changed.tourismFee).toBe(1_000 + 1_000 + 2_000);
  });
});

const terms: fc.Arbitrary<TaxTerms> = fc.record({
  vatRateBp: fc.constantFrom(0, 500, 1_000, 1_250),
  ratesIncludeVat: fc.boolean(),
  tourismFeeMinor: fc.record({
    master: fc.integer({ min: 0, max: 2_000 }),
    kids: fc.integer({ min: 0, max: 2_000 }),
    camp: fc.integer({ min: 0, max: 2_000 }),
    parking: fc.integer({ min: 0, max: 2_000 }),
  }),
});
const stay = fc.record({
  units: fc.integer({ min: 1, max: 4 }),
  parkingSpots: fc.integer({ min: 0, max: 3 }),
  offset: fc.integer({ min: 0, max: 60 }),
  nights: fc.integer({ min: 1, max: 30 }),
  percentOff: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
});

describe("the lines always add up (property)", () => {
  it("price: total = lines; VAT inside the taxable part; fee apart; documents the same", () => {
    fc.assert(
      fc.property(terms, stay, (tax, s) => {
        const checkIn = addDaysIso(FIRST, s.offset);
        const promo =
          s.percentOff === null
            ? null
            : ({
                id: "p",
                code: "P",
                percentOff: s.percentOff,
                amountOffMinor: null,
                stayFrom: null,
                stayTo: null,
                unitTypes: null,
                minNights: null,
              } satisfies PromoTerms);
        const price = pricePackageStay(
          { ...base, tax },
          { ...s, checkIn, checkOut: addDaysIso(checkIn, s.nights), promo },
        );
        expect(price.total).toBe(sum(price.lines));
        const priceTax = priceTaxOf(price.lines, price.vatRateBp);
        expect(priceTax.taxable + priceTax.tourismFee).toBe(price.total);
        expect(priceTax.net + priceTax.vatAmount).toBe(priceTax.taxable);
        const discount = price.lines.find(isDiscountLine);
        expect(discount ? -discount.amount : 0).toBe(price.discount);

        const invoice = invoiceLinesOf(price.lines, checkIn, price.vatRateBp);
        expect(invoice.totals.total).toBe(price.total);
        expect(invoice.totals.vat).toBe(price.vatAmount);
        expect(invoice.totals.tourismFee).toBe(price.tourismFee);
        expect(sum(invoice.lines)).toBe(invoice.totals.total);
        expect(invoice.lines.reduce((t, l) => t + l.vatAmount, 0)).toBe(invoice.totals.vat);
        expect(invoice.totals.net + invoice.totals.vat + invoice.totals.tourismFee).toBe(
          invoice.totals.total,
        );
      }),
    );
  });

  it("a credit note credits what was given back, no more, and in full mirrors the invoice", () => {
    fc.assert(
      fc.property(terms, stay, fc.integer({ min: 0, max: 100 }), (tax, s, percent) => {
        const checkIn = addDaysIso(FIRST, s.offset);
        const price = pricePackageStay(
          { ...base, tax },
          { ...s, checkIn, checkOut: addDaysIso(checkIn, s.nights) },
        );
        const invoice = {
          ...invoiceLinesOf(price.lines, checkIn, price.vatRateBp),
          vatRateBp: price.vatRateBp,
        };
        const refund = Math.round((price.total * percent) / 100);
        const credit = creditLinesOf(invoice, refund);
        expect(credit.totals.total).toBe(refund);
        expect(sum(credit.lines)).toBe(refund);
        expect(credit.lines.reduce((t, l) => t + l.vatAmount, 0)).toBe(credit.totals.vat);
        expect(credit.totals.tourismFee).toBeLessThanOrEqual(invoice.totals.tourismFee);
        if (percent === 100) expect(credit.totals).toEqual(invoice.totals);
      }),
    );
  });

  it("a change's invoice states what the change did: the fee difference apart (either sign), VAT on the rest", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: -50_000, max: 2_000_000 }),
        (paid, feeDifference) => {
          const change = changeInvoiceLinesOf(paid, feeDifference, 500, {
            checkIn: FIRST,
            checkOut: addDaysIso(FIRST, 2),
          });
          expect(change.totals.total).toBe(paid);
          expect(sum(change.lines)).toBe(paid);
          // A change that lowered the fee while the guest paid more for the stay (or raised it by
          // more than was paid) still states the taxable difference and its VAT as they are.
          expect(change.totals.tourismFee).toBe(feeDifference);
          expect(change.totals.vat).toBe(vatIncludedIn(paid - feeDifference, 500));
          expect(change.lines.reduce((t, l) => t + l.vatAmount, 0)).toBe(change.totals.vat);
        },
      ),
    );
  });
});

describe("document numbers", () => {
  it("carry the kind, the year and a six-digit sequence", () => {
    expect(documentNumber("invoice", 2027, 1)).toBe("INV-2027-000001");
    expect(documentNumber("receipt", 2026, 42)).toBe("RCT-2026-000042");
    expect(documentNumber("credit_note", 2027, 123_456)).toBe("CN-2027-123456");
  });
});

const stayOf = (amount: number): PriceLine => ({
  service: "room:master",
  quantity: 1,
  perNight: amount,
  amount,
  nightly: [{ date: "2027-01-04", amount }],
});
const feeLineOf = (amount: number): PriceLine => ({
  kind: "tourism_fee",
  service: "tourism_fee",
  amount,
  nights: [{ date: "2027-01-04", unitType: "master", units: 1, perUnit: amount, amount }],
});

describe("credit notes summed over one invoice", () => {
  it("never credit more VAT, fee or any line than the invoice holds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 4 }),
        (a, b, fee, weights) => {
          const invoice = {
            ...invoiceLinesOf(
              [stayOf(a), stayOf(b), ...(fee ? [feeLineOf(fee)] : [])],
              "2027-01-04",
              500,
            ),
            vatRateBp: 500,
          };
          const total = invoice.totals.total;
          // split the invoice's total into several refunds
          const w = weights.reduce((s, x) => s + x, 0);
          const parts = weights.map((x) => Math.floor((total * x) / w));
          parts[0] = (parts[0] ?? 0) + total - parts.reduce((s, x) => s + x, 0);
          const notes: ReturnType<typeof creditLinesOf>[] = [];
          for (const part of parts) {
            if (part <= 0) continue;
            notes.push(creditLinesOf(invoice, part, notes));
          }
          const vat = notes.reduce((s, n) => s + n.totals.vat, 0);
          const feeCredited = notes.reduce((s, n) => s + n.totals.tourismFee, 0);
          expect(notes.reduce((s, n) => s + n.totals.total, 0)).toBe(total);
          expect(feeCredited).toBe(invoice.totals.tourismFee);
          expect(vat).toBe(invoice.totals.vat);
          invoice.lines.forEach((line, i) => {
            expect(notes.reduce((s, n) => s + (n.lines[i]?.amount ?? 0), 0)).toBe(line.amount);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("a cancellation's credit note, the Tourism Dirham fee apart (decision 048)", () => {
  it("2 master nights at 950, fee 20 a night, refunded 990 in the 50% window: the fee line in full", () => {
    const rates: Rates = {
      ...base,
      room: { master: 95_000, kids: 80_000 },
      tax: { ...DEFAULT_TAX_TERMS, tourismFeeMinor: fee(2_000) },
    };
    const price = priceRoomStay(rates, {
      roomType: "master",
      quantity: 1,
      checkIn: FIRST,
      checkOut: addDaysIso(FIRST, 2),
    });
    expect(price.total).toBe(194_000);
    expect(tourismFeeFromNightOf(price.lines)).toBe(4_000);
    expect(tourismFeeFromNightOf(price.lines, addDaysIso(FIRST, 1))).toBe(2_000);
    const invoice = {
      ...invoiceLinesOf(price.lines, FIRST, price.vatRateBp),
      vatRateBp: price.vatRateBp,
    };
    const credit = creditLinesOf(invoice, 99_000, [], 4_000);
    expect(credit.totals.total).toBe(99_000);
    expect(credit.totals.tourismFee).toBe(4_000);
    const feeLine = credit.lines.find((line) => line.isTourismFee);
    expect(feeLine?.amount).toBe(4_000);
    expect(sum(credit.lines.filter((line) => !line.isTourismFee))).toBe(95_000);
    expect(credit.totals.vat).toBe(vatIncludedIn(95_000, 500));
  });

  it("the fee part never exceeds what the fee lines hold, and the amount always adds up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 194_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, feePart) => {
          const rates: Rates = {
            ...base,
            tax: { ...DEFAULT_TAX_TERMS, tourismFeeMinor: fee(2_000) },
          };
          const price = priceRoomStay(rates, {
            roomType: "master",
            quantity: 1,
            checkIn: FIRST,
            checkOut: addDaysIso(FIRST, 2),
          });
          const invoice = {
            ...invoiceLinesOf(price.lines, FIRST, price.vatRateBp),
            vatRateBp: 500,
          };
          const credit = creditLinesOf(invoice, Math.min(amount, price.total), [], feePart);
          expect(sum(credit.lines)).toBe(Math.min(amount, price.total));
          expect(credit.totals.tourismFee).toBeLessThanOrEqual(4_000);
        },
      ),
    );
  });
});
