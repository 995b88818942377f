import {
  bookingResponseSchema,
  type CreateBookingInput,
  type QuoteDetail,
} from "@camp/shared/booking/booking-api";
import { apiRequest } from "../../../lib/api-client";
import type { AcceptedPayment } from "../../../lib/card-payment/payment-flow";

/** The spec's booking submission (section 3) for a quote whose payment was accepted. */
export function toBookingInput(quote: QuoteDetail, payment: AcceptedPayment): CreateBookingInput {
  return {
    quoteId: quote.quoteId,
    paymentInfo: { id: payment.id, status: payment.status },
    serviceType: quote.serviceType,
    totalAmount: quote.totalAmount,
    bookingType: quote.bookingType,
    paymentStatus: payment.status === "requires_capture" ? "authorised" : "completed",
  };
}

/**
 * POST /api/booking (single services) or /api/package-booking/new (packages). Idempotent on the
 * payment: asking again answers the booking already made, so Retry can never book twice.
 */
export async function createBooking(quote: QuoteDetail, payment: AcceptedPayment) {
  if (quote.changesBookingId) {
    // A change of a booking that cost more: its difference is paid, now the change is applied.
    const body = await apiRequest(`/booking/${encodeURIComponent(quote.changesBookingId)}/change`, {
      method: "POST",
      body: { quoteId: quote.quoteId, paymentInfo: { id: payment.id, status: payment.status } },
      schema: bookingResponseSchema,
    });
    return body.data;
  }
  const path = quote.bookingType === "package" ? "/package-booking/new" : "/booking";
  const body = await apiRequest(path, {
    method: "POST",
    body: toBookingInput(quote, payment),
    schema: bookingResponseSchema,
  });
  return body.data;
}
