import type { CreateBookingInput } from "@camp/shared/booking/booking-api";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { findQuote } from "../quotes/quote-repository";
import { fulfilQuote } from "./fulfil-booking";

export const soldOut = () =>
  new AppError(
    "SOLD_OUT",
    "Sorry, these dates sold out while you were paying. Your payment has been refunded and no booking was made.",
  );

/**
 * POST /api/booking and /api/package-booking/new: the booking for a paid quote. Only the quote's
 * owner may ask, only with the quote's own intent, and the provider (not the request) says whether
 * it is paid.
 */
export async function createBooking(
  ctx: AppContext,
  userId: string,
  input: CreateBookingInput,
  kind: "single" | "package",
) {
  const quote = await findQuote(ctx.db, input.quoteId);
  if (!quote || quote.userId !== userId) throw notFound("Quote not found");
  if (quote.changesBookingId) {
    throw new AppError(
      "WRONG_BOOKING_KIND",
      `This quote changes a booking: use /api/booking/${quote.changesBookingId}/change.`,
    );
  }
  if (quote.bookingType !== kind) {
    throw new AppError(
      "WRONG_BOOKING_KIND",
      kind === "package"
        ? "This quote is not for a package."
        : "This quote is for a package: use /api/package-booking/new.",
    );
  }
  if (input.serviceType !== undefined && input.serviceType !== quote.serviceType) {
    throw new AppError("QUOTE_MISMATCH", "The service does not match the quote.");
  }
  if (input.totalAmount !== undefined && toMinorUnits(input.totalAmount) !== quote.totalMinor) {
    throw new AppError("AMOUNT_MISMATCH", "The amount does not match the quote.");
  }
  if (!quote.paymentIntentId || quote.paymentIntentId !== input.paymentInfo.id) {
    throw new AppError("PAYMENT_MISMATCH", "This payment does not belong to this booking.");
  }

  const intent = await ctx.payments.retrieveIntent(quote.paymentIntentId);
  const outcome = await fulfilQuote(ctx, quote.id, intent, "guest", {
    isPrivateBooking: input.isPrivateBooking,
  });
  if (outcome.kind === "refunded") throw soldOut();
  return outcome;
}
