import type { QuoteResponse } from "@camp/shared/booking/booking-api";
import { discountOf, nightsInAed, stayNightsOf } from "@camp/shared/booking/pricing";
import { unitNightsOf } from "@camp/shared/booking/unit-nights";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { taxInAed } from "@camp/shared/tax/price-tax";
import { toPublicUnit } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import type { Shortage } from "../inventory/inventory-service";
import { findPricedShortages, type PricedRequest, priceRequest } from "./price-request";
import {
  insertPriceCheckQuote,
  insertQuote,
  type NewQuote,
  type QuoteRow,
} from "./quote-repository";

export type QuoteAnswer = QuoteResponse["data"];

/** A priced stay's quote columns; its price holds QUOTE_MINUTES (or until `extra.expiresAt`). */
function quoteColumns(
  ctx: AppContext,
  { parts, values }: PricedRequest,
  status: "confirmed" | "pending",
  extra: Partial<NewQuote> = {},
) {
  const now = ctx.clock.now();
  return {
    ...values,
    ...extra,
    nights: parts.price.nights,
    claims: parts.claims,
    priceLines: parts.price.lines,
    unitPriceMinor: parts.price.unitPrice,
    totalMinor: parts.price.total,
    vatRateBp: parts.price.vatRateBp,
    status,
    expiresAt: extra.expiresAt ?? new Date(now.getTime() + ctx.config.QUOTE_MINUTES * 60_000),
  };
}

/** Saves the priced stay as a quote whose price holds QUOTE_MINUTES (or until `extra.expiresAt`). */
export function insertPricedQuote(
  ctx: AppContext,
  priced: PricedRequest,
  status: "confirmed" | "pending",
  extra: Partial<NewQuote> = {},
): Promise<QuoteRow> {
  return insertQuote(ctx.db, quoteColumns(ctx, priced, status, extra));
}

/**
 * Prices the stay and looks at the stock: `confirmed` when every night has room, `pending` when
 * some night is short. A request for more units than the resort has at all is refused outright.
 */
async function quoteRequest(
  ctx: AppContext,
  userId: string,
  kind: "single" | "package",
  body: unknown,
): Promise<QuoteAnswer> {
  const priced = await priceRequest(ctx, userId, kind, body);
  const shortages = await findPricedShortages(ctx, priced);
  const quote = quoteColumns(ctx, priced, shortages.length === 0 ? "confirmed" : "pending");
  const id = await insertPriceCheckQuote(ctx.db, quote);
  return toQuoteAnswer({ ...quote, id }, shortages, ctx.config.HOLD_MINUTES);
}

/** The quote as check-availability answers it; the short nights say why a quote is pending. */
export function toQuoteAnswer(
  quote: Pick<
    QuoteRow,
    | "id"
    | "unitPriceMinor"
    | "totalMinor"
    | "vatRateBp"
    | "status"
    | "nights"
    | "checkIn"
    | "priceLines"
    | "expiresAt"
  >,
  shortages: Shortage[],
  holdMinutes: number,
): QuoteAnswer {
  return {
    price: toMajorUnits(quote.unitPriceMinor),
    status: quote.status,
    totalAmount: toMajorUnits(quote.totalMinor),
    nights: quote.nights,
    quoteId: quote.id,
    expiresAt: quote.expiresAt.toISOString(),
    holdMinutes,
    nightly: nightsInAed(stayNightsOf(quote.priceLines, quote.checkIn)),
    unitNightly: nightsInAed(unitNightsOf(quote.priceLines, quote.checkIn)),
    ...taxInAed(quote.priceLines, quote.vatRateBp),
    discount: toMajorUnits(discountOf(quote.priceLines)?.amount ?? 0),
    shortNights: shortages.map((shortage) => ({
      date: shortage.night,
      unit: toPublicUnit(shortage.unitKey),
      remaining: shortage.remaining,
      requested: shortage.requested,
    })),
  };
}

export function quoteSingleService(
  ctx: AppContext,
  userId: string,
  body: unknown,
): Promise<QuoteAnswer> {
  return quoteRequest(ctx, userId, "single", body);
}

export function quotePackage(ctx: AppContext, userId: string, body: unknown): Promise<QuoteAnswer> {
  return quoteRequest(ctx, userId, "package", body);
}
