import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { toQuoteDetail } from "./quote-detail";
import { quotePolicyTerms } from "./quote-policy";
import { findQuote } from "./quote-repository";

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
  return toQuoteDetail(quote, ctx.clock.now(), await quotePolicyTerms(ctx.db, ctx.config, quote));
}
