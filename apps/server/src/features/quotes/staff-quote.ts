import type { QuoteRow } from "./quote-repository";

/**
 * Whether the quote's hold was given by staff (a booking they took, paid by a payment link,
 * decision 055): it lasts until the link's end whatever happens to a card, is never released by
 * a refused card nor placed again for HOLD_MINUTES, and only staff withdrawing the link or its end
 * frees the units. Its price is staff's too, so a guest's promo code never replaces it. Known from
 * the quote itself, so neither quotes nor payments need anything of desk sales.
 */
export function isHoldGivenByStaff(quote: Pick<QuoteRow, "source" | "takenBy">): boolean {
  return quote.source !== "website" || quote.takenBy !== null;
}
