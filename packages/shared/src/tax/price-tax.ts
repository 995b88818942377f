import type { PriceLine } from "../booking/pricing";
import { bpToPercent, vatIncludedIn } from "./tax-terms";
import { isTourismFeeLine } from "./tourism-fee";

/** What a price holds (minor units): the VAT inside it, the Tourism Dirham fee beside it. */
export type PriceTax = {
  /** The VAT rate it was sold with, in basis points (0: not VAT-registered). */
  vatRateBp: number;
  /** The VAT included in the total, rounded once for the whole price. */
  vatAmount: number;
  /** The Tourism Dirham fee, part of the total, outside VAT. */
  tourismFee: number;
  /** The total less the fee: what VAT is charged on, VAT included. */
  taxable: number;
  /** Taxable less its VAT. */
  net: number;
};

/**
 * The tax of a set of lines as sold: every line but the fee is taxable (stay nights, activities,
 * the discount, negative), VAT included; computed here once for every answer, page and document.
 */
export function priceTaxOf(lines: readonly PriceLine[], vatRateBp: number): PriceTax {
  let taxable = 0;
  let tourismFee = 0;
  for (const line of lines) {
    if (isTourismFeeLine(line)) tourismFee += line.amount;
    else taxable += line.amount;
  }
  const vatAmount = vatIncludedIn(taxable, vatRateBp);
  return { vatRateBp, vatAmount, tourismFee, taxable, net: taxable - vatAmount };
}

/** The tax of lines as sold, in AED, as the API answers it beside `totalAmount`. */
export function taxInAed(
  lines: readonly PriceLine[],
  vatRateBp: number,
): { vatAmount: number; tourismFee: number; vatRate: number } {
  const tax = priceTaxOf(lines, vatRateBp);
  return {
    vatAmount: tax.vatAmount / 100,
    tourismFee: tax.tourismFee / 100,
    vatRate: bpToPercent(vatRateBp),
  };
}
