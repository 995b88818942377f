import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { changePaymentTax } from "@camp/shared/booking/booking-change";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { findBooking } from "../bookings/booking-repository";
import { amountDueOf } from "./amount-due";
import { toQuoteDetail } from "./quote-detail";
import { quotePolicyTerms } from "./quote-policy";
import { findQuote, type QuoteRow } from "./quote-repository";

/**
 * The caller's own quote. Someone else's quote answers exactly as an unknown one (404, never 403),
 * so nobody can learn which quote ids exist.
 */
export async function getQuoteDetail(
  ctx: AppContext,
  userId: string,
  quoteId: string,
): Promise<QuoteDetail> {
  const quote = await findQuote(ctx.db, quoteId);
  if (!quote || quote.userId !== userId) throw notFound("Quote not found");
  return quoteDetailOfRow(ctx, quote);
}

/**
 * A quote's detail as the payment page shows it, for a quote the caller already found and may see
 * (its owner's, above; a payment link's, whose token is the permission, decision 055).
 */
export async function quoteDetailOfRow(ctx: AppContext, quote: QuoteRow): Promise<QuoteDetail> {
  const detail = toQuoteDetail(
    quote,
    ctx.clock.now(),
    await quotePolicyTerms(ctx.db, ctx.config, quote),
  );
  // A change not applied yet: the VAT of its difference, against the booking's lines as they are.
  const changed = quote.changesBookingId ? await findBooking(ctx.db, quote.changesBookingId) : null;
  if (!changed || changed.quoteId === quote.id) return detail;
  const tax = changePaymentTax(
    amountDueOf(quote),
    { before: changed.priceLines, after: quote.priceLines },
    quote.vatRateBp,
  );
  return { ...detail, amountDueVat: toMajorUnits(tax.vatMinor) };
}
