import { readGuestDetails } from "@camp/shared/guest/guest-details";
import type { Executor } from "../../db/database";
import type { quotes } from "../../db/schema";
import type { createBooking } from "./booking-state-machine";
import { keepAccountPhone } from "./guest-phone-repository";

type QuoteOfBooking = typeof quotes.$inferSelect;

type BookingValues = Parameters<typeof createBooking>[1];

/** What only the maker of the booking knows: its id, its intent, the money taken, the moment. */
type BookingOwnColumns = {
  id: string;
  paymentIntentId: string;
  chargedMinor: number;
  isPrivateBooking: boolean;
  now: Date;
};

/**
 * The booking's columns taken from its quote: the stay, its price lines and totals, the policy
 * shown, where it came from and who took it (the website's own, or a staff booking's, decision
 * 055), with the phone, wishes and arrival time the guest sent with the price check. A phone given
 * then becomes the account's when it has none; the booking keeps the one to call about this stay.
 */
export async function bookingColumnsOfQuote(
  tx: Executor,
  quote: QuoteOfBooking,
  own: BookingOwnColumns,
): Promise<BookingValues> {
  const details = readGuestDetails(quote.request);
  const accountPhone = await keepAccountPhone(tx, quote.userId, details.phone);
  return {
    id: own.id,
    userId: quote.userId,
    quoteId: quote.id,
    paymentIntentId: own.paymentIntentId,
    serviceType: quote.serviceType,
    bookingType: quote.bookingType,
    roomType: quote.roomType,
    checkIn: quote.checkIn,
    checkOut: quote.checkOut,
    nights: quote.nights,
    quantity: quote.quantity,
    guests: quote.guests,
    isPrivateBooking: own.isPrivateBooking,
    priceLines: quote.priceLines,
    totalMinor: quote.totalMinor,
    vatRateBp: quote.vatRateBp,
    policyShown: quote.policyShown,
    chargedMinor: own.chargedMinor,
    guestPhone: details.phone ?? accountPhone,
    specialRequests: details.specialRequests ?? null,
    arrivalTime: details.arrivalTime ?? null,
    // On the app's clock: what the lapse rule of a request counts from (decision 012).
    authorisedAt: own.now,
    updatedAt: own.now,
    source: quote.source,
    agentReference: quote.agentReference,
    takenBy: quote.takenBy,
  };
}
