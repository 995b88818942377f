import type { QuoteRow } from "./quote-repository";

/**
 * What the card is asked for a quote: a new stay's total, or for a change of a booking its
 * difference when positive (nothing when the change costs the same or less, decision 019).
 */
export const amountDueOf = (
  quote: Pick<QuoteRow, "totalMinor" | "changesBookingId" | "changeDifferenceMinor">,
): number =>
  quote.changesBookingId ? Math.max(0, quote.changeDifferenceMinor ?? 0) : quote.totalMinor;
