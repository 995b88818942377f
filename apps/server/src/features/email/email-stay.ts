import type { EmailBooking } from "./email-message";

/** The stay an email shows with its price breakdown: the same columns on a quote and a booking. */
export type EmailStay = Required<
  Pick<
    EmailBooking,
    | "serviceType"
    | "roomType"
    | "checkIn"
    | "checkOut"
    | "nights"
    | "quantity"
    | "guests"
    | "priceLines"
    | "totalMinor"
    | "vatRateBp"
  >
>;

/** The stay of a quote (or booking) as an email's data keeps it, without the row's other columns. */
export function emailStayOf(stay: EmailStay): EmailStay {
  return {
    serviceType: stay.serviceType,
    roomType: stay.roomType,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    quantity: stay.quantity,
    guests: stay.guests,
    priceLines: stay.priceLines,
    totalMinor: stay.totalMinor,
    vatRateBp: stay.vatRateBp,
  };
}
