import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type PriceLine,
  pricePackageStay,
  priceParkingStay,
  priceRoomStay,
  type Rates,
  type StayLine,
} from "../booking/pricing";
import { addDaysIso } from "../dates/stay-dates";
import { creditLinesOf, type DocumentLine, invoiceLinesOf } from "./tax-documents";
import { DEFAULT_TAX_TERMS } from "./tax-terms";

/**
 * A tax invoice states each line's quantity and unit price (UAE VAT Executive Regulation, art. 59;
 * decision 030): a room (tent, caravan spot) for a night, as sold; nights sold at different
 * prices are lines of their own. The lines still add up to the document's totals.
 */

const rates: Rates = {
  room: { master: 114_000, kids: 80_000 },
  camp: 50_000,
  parking: { weekday: 10_000, weekend: 15_000 },
};
const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);
const stated = (line: DocumentLine) => ({
  en: line.descriptionEn,
  ar: line.descriptionAr,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  amount: line.amount,
});

describe("[DOCUMENTS] quantity and unit price on every line", () => {
  it("one master room for 5 nights at AED 1,140: quantity 5 at AED 1,140 a night", () => {
    const price = priceRoomStay(rates, {
      roomType: "master",
      quantity: 1,
      checkIn: "2027-01-04",
      checkOut: "2027-01-09",
    });
    const invoice = invoiceLinesOf(price.lines, "2027-01-04", price.vatRateBp);
    expect(invoice.lines.map(stated)).toEqual([
      {
        en: expect.stringMatching(/ x 1, 5 nights$/),
        ar: expect.stringMatching(/ × 1، عدد الليالي 5$/),
        quantity: 5,
        unitPrice: 114_000,
        amount: 570_000,
      },
    ]);
  });

  it("nights at different prices are a line per price, naming their nights, adding up to the stay", () => {
    const price = priceRoomStay(
      {
        ...rates,
        calendar: {
          master: {
            "2027-01-04": { nightlyRate: 120_000 },
            "2027-01-05": { nightlyRate: 120_000 },
            "2027-01-06": { nightlyRate: 140_000 },
            "2027-01-07": { nightlyRate: 120_000 },
          },
        },
      },
      { roomType: "master", quantity: 2, checkIn: "2027-01-04", checkOut: "2027-01-08" },
    );
    const invoice = invoiceLinesOf(price.lines, "2027-01-04", price.vatRateBp);
    expect(invoice.lines.map(stated)).toEqual([
      {
        en: expect.stringMatching(/ x 2, 3 nights: 2027-01-04 to 2027-01-05, 2027-01-07$/),
        ar: expect.stringMatching(/ × 2، عدد الليالي 3: 2027-01-04 إلى 2027-01-05 و 2027-01-07$/),
        quantity: 6,
        unitPrice: 120_000,
        amount: 720_000,
      },
      {
        en: expect.stringMatching(/ x 2, 1 night: 2027-01-06$/),
        ar: expect.stringMatching(/ × 2، عدد الليالي 1: 2027-01-06$/),
        quantity: 2,
        unitPrice: 140_000,
        amount: 280_000,
      },
    ]);
    expect(invoice.totals.total).toBe(price.total);
    expect(sum(invoice.lines)).toBe(1_000_000);
    expect(invoice.lines.reduce((total, line) => total + line.vatAmount, 0)).toBe(
      invoice.totals.vat,
    );
  });

  it("caravan parking is priced per night whatever the slots (spec 9): its unit is the night", () => {
    const price = priceParkingStay(rates, {
      quantity: 2,
      checkIn: "2027-01-04",
      checkOut: "2027-01-07",
    });
    const [line] = invoiceLinesOf(price.lines, "2027-01-04", price.vatRateBp).lines;
    expect(line && stated(line)).toMatchObject({ quantity: 3, unitPrice: 10_000, amount: 30_000 });
  });

  it("the Tourism Dirham fee: unit-nights at the fee of one, a line per fee", () => {
    const price = pricePackageStay(
      {
        ...rates,
        tax: {
          ...DEFAULT_TAX_TERMS,
          tourismFeeMinor: { master: 1_500, kids: 1_500, camp: 1_000, parking: 0 },
        },
      },
      {
        checkIn: "2027-01-04",
        checkOut: "2027-01-06",
        units: 1,
        parkingSpots: 0,
      },
    );
    const fees = invoiceLinesOf(price.lines, "2027-01-04", price.vatRateBp).lines.filter(
      (line) => line.isTourismFee,
    );
    expect(fees.map(stated)).toEqual([
      expect.objectContaining({ quantity: 4, unitPrice: 1_500, amount: 6_000 }),
      expect.objectContaining({ quantity: 2, unitPrice: 1_000, amount: 2_000 }),
    ]);
  });

  it("what was sold is stated, never today's rates: a line sold before nightly prices were kept", () => {
    const sold: PriceLine[] = [
      { service: "room:kids", quantity: 2, perNight: 130_000, amount: 390_000 } satisfies StayLine,
    ];
    const [line] = invoiceLinesOf(sold, "2027-01-04", 500).lines;
    expect(line && stated(line)).toMatchObject({ quantity: 6, unitPrice: 65_000, amount: 390_000 });
  });

  it("a credit note in full keeps the unit prices; a line credited in part states none", () => {
    const price = priceRoomStay(rates, {
      roomType: "master",
      quantity: 1,
      checkIn: "2027-01-04",
      checkOut: "2027-01-09",
    });
    const invoice = {
      ...invoiceLinesOf(price.lines, "2027-01-04", price.vatRateBp),
      vatRateBp: price.vatRateBp,
    };
    expect(creditLinesOf(invoice, price.total).lines[0]?.unitPrice).toBe(114_000);
    const part = creditLinesOf(invoice, 114_000).lines[0];
    expect(part?.amount).toBe(114_000);
    expect(part?.unitPrice).toBeUndefined();
  });

  it("every line of any stay is quantity x unit price, and the lines add up (property)", () => {
    const nightRate = fc.integer({ min: 10_000, max: 300_000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 14 }),
        fc.array(fc.option(nightRate, { nil: null }), { minLength: 14, maxLength: 14 }),
        fc.integer({ min: 0, max: 2_000 }),
        (units, nights, calendarRates, fee) => {
          const checkIn = "2027-01-04";
          const master = Object.fromEntries(
            calendarRates.flatMap((rate, index) =>
              rate === null ? [] : [[addDaysIso(checkIn, index), { nightlyRate: rate }]],
            ),
          );
          const price = pricePackageStay(
            {
              ...rates,
              calendar: { master },
              tax: {
                ...DEFAULT_TAX_TERMS,
                tourismFeeMinor: { master: fee, kids: fee, camp: fee, parking: fee },
              },
            },
            {
              checkIn,
              checkOut: addDaysIso(checkIn, nights),
              units,
              parkingSpots: 1,
            },
          );
          const invoice = invoiceLinesOf(price.lines, checkIn, price.vatRateBp);
          for (const line of invoice.lines) {
            expect(line.unitPrice).toBeDefined();
            expect(line.quantity * (line.unitPrice ?? 0)).toBe(line.amount);
          }
          expect(sum(invoice.lines)).toBe(price.total);
          expect(invoice.totals.total).toBe(price.total);
          expect(invoice.totals.vat).toBe(price.vatAmount);
        },
      ),
    );
  });
});
