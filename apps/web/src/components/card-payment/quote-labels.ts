import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import type { TFunction } from "i18next";
import type { ConfirmationState } from "../../lib/card-payment/confirmation-state";

/** The name of what is being booked, in the page's language. */
export function serviceLabel(t: TFunction, quote: Pick<QuoteDetail, "serviceType" | "roomType">) {
  if (quote.serviceType === "room") {
    if (quote.roomType === "master") return t("paymentpage.services.roomMaster");
    if (quote.roomType === "kids") return t("paymentpage.services.roomKids");
    return t("paymentpage.services.room");
  }
  return t(`paymentpage.services.${quote.serviceType}`);
}

/** "Your rooms are held for you for 14:59", worded for the service and the number of units. */
export function heldText(t: TFunction, quote: QuoteDetail, time: string) {
  return quote.quantity === 1
    ? t(`paymentpage.hold.heldOne.${quote.serviceType}`, { time })
    : t(`paymentpage.hold.heldMany.${quote.serviceType}`, { time });
}

/** The navigation state /confirmation reads (spec section 2), with the booking's reference. */
export function toConfirmationState(
  t: TFunction,
  quote: QuoteDetail,
  bookingId: string,
): ConfirmationState {
  return {
    reference: bookingReference(bookingId),
    room: serviceLabel(t, quote),
    selectedDate: quote.checkIn,
    checkOutDate: quote.checkOut,
    totalPrice: quote.totalAmount,
    selectedRooms: quote.quantity,
    extras: quote.extras,
    lines: quote.lines,
    discount: quote.discount,
    vatAmount: quote.vatAmount,
    tourismFee: quote.tourismFee,
    vatRate: quote.vatRate,
    status: quote.status,
  };
}
