import type { QuoteDetail, QuoteState } from "@camp/shared/booking/booking-api";
import type { StayPolicyTerms } from "@camp/shared/booking/policy-shown";
import {
  discountInAed,
  isStayLine,
  nightsInAed,
  nightsOfLine,
  stayNightsOf,
} from "@camp/shared/booking/pricing";
import { unitNightsOf } from "@camp/shared/booking/unit-nights";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { toBookedExtras } from "@camp/shared/extras/booked-extras";
import { taxInAed } from "@camp/shared/tax/price-tax";
import { toPublicUnit } from "../../db/unit-keys";
import { amountDueOf } from "./amount-due";
import type { QuoteRow } from "./quote-repository";

/**
 * The state the guest should act on. An open quote whose price ran out is expired even before the
 * housekeeping job writes so (it runs every few minutes), because paying it would be refused anyway.
 */
function visibleState(quote: QuoteRow, now: Date): QuoteState {
  if (quote.state === "open" && quote.expiresAt <= now) return "expired";
  return quote.state;
}

/** A quote as the payment page reads it (GET /api/booking/quote/:quoteId), amounts in AED. */
export function toQuoteDetail(
  quote: QuoteRow,
  now: Date,
  cancellationTerms: StayPolicyTerms | null = null,
): QuoteDetail {
  return {
    quoteId: quote.id,
    serviceType: quote.serviceType,
    bookingType: quote.bookingType,
    roomType: quote.roomType,
    checkIn: quote.checkIn,
    checkOut: quote.checkOut,
    nights: quote.nights,
    quantity: quote.quantity,
    guests: quote.guests,
    price: toMajorUnits(quote.unitPriceMinor),
    totalAmount: toMajorUnits(quote.totalMinor),
    status: quote.status,
    state: visibleState(quote, now),
    expiresAt: quote.expiresAt.toISOString(),
    holdExpiresAt: quote.holdExpiresAt?.toISOString() ?? null,
    paymentIntentId: quote.paymentIntentId,
    bookingId: quote.bookingId,
    changesBookingId: quote.changesBookingId,
    amountDue: toMajorUnits(amountDueOf(quote)),
    lines: quote.priceLines.filter(isStayLine).map((line) => ({
      service: toPublicUnit(line.service),
      quantity: line.quantity,
      perNight: toMajorUnits(line.perNight),
      amount: toMajorUnits(line.amount),
      nightly: nightsInAed(nightsOfLine(line, quote.checkIn)),
    })),
    nightly: nightsInAed(stayNightsOf(quote.priceLines, quote.checkIn)),
    unitNightly: nightsInAed(unitNightsOf(quote.priceLines, quote.checkIn)),
    discount: discountInAed(quote.priceLines),
    extras: toBookedExtras(quote.priceLines),
    ...taxInAed(quote.priceLines, quote.vatRateBp),
    cancellationTerms,
  };
}
