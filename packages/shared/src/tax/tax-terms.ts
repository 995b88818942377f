import type { RateUnitType } from "../rates/rate-calendar";

/**
 * What the law adds to a Dubai resort's prices (decision 028): VAT, included in every price a guest
 * sees, and the Tourism Dirham fee per occupied unit-night, its own line, never discounted and never
 * taxed. Rates in basis points (500 = 5%), amounts in minor units (fils).
 */
export type TaxTerms = {
  /** The VAT rate in basis points; 0 means the resort is not VAT-registered (no VAT line shown). */
  vatRateBp: number;
  /**
   * Whether staff enter rates with VAT in them (the default: UAE consumer prices must be shown so).
   * When false, every entered rate is grossed up once, at pricing, so guests still see VAT-inclusive
   * prices (`guestPrice`).
   */
  ratesIncludeVat: boolean;
  /** The Tourism Dirham fee for one occupied unit of each type for one night. */
  tourismFeeMinor: Record<RateUnitType, number>;
};

/** The UAE's standard rate. */
export const DEFAULT_VAT_RATE_BP = 500;

/** A fresh install: VAT 5% included in the spec's prices, no Tourism Dirham fee (totals unchanged). */
export const DEFAULT_TAX_TERMS: TaxTerms = {
  vatRateBp: DEFAULT_VAT_RATE_BP,
  ratesIncludeVat: true,
  tourismFeeMinor: { master: 0, kids: 0, camp: 0, parking: 0 },
};

/** The fee is charged for at most this many consecutive nights of one stay (Dubai DET rule). */
export const MAX_TOURISM_FEE_NIGHTS = 30;

/** 5 -> 500; the API speaks percent (up to two decimals), the data basis points. */
export const percentToBp = (percent: number): number => Math.round(percent * 100);
export const bpToPercent = (bp: number): number => bp / 100;

/**
 * What a guest pays for a price staff entered: the entered price when rates include VAT, else the
 * price with VAT on top, rounded to the fils once per unit-night (decision 028).
 */
export function guestPrice(enteredMinor: number, terms: TaxTerms): number {
  if (terms.ratesIncludeVat || terms.vatRateBp === 0) return enteredMinor;
  return Math.round((enteredMinor * (10_000 + terms.vatRateBp)) / 10_000);
}

/**
 * The VAT inside a VAT-inclusive amount, rounded once to the fils: what a document (a price answer,
 * an invoice, a credit note) states for its taxable total.
 */
export function vatIncludedIn(grossMinor: number, vatRateBp: number): number {
  if (vatRateBp === 0 || grossMinor === 0) return 0;
  // `+ 0`: a small negative difference (a change's invoice) rounds to 0, not -0.
  return Math.round((grossMinor * vatRateBp) / (10_000 + vatRateBp)) + 0;
}
