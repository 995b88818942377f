import type { StoredBooking } from "@camp/shared/booking/booking-api";
import {
  balanceDueMinorOf,
  chargedMinorOf,
  DESK_PAYMENT_INTENT_PREFIX,
} from "@camp/shared/booking/booking-money";
import { discountInAed, isStayLine, nightsInAed, stayNightsOf } from "@camp/shared/booking/pricing";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { toBookedExtras } from "@camp/shared/extras/booked-extras";
import { taxInAed } from "@camp/shared/tax/price-tax";
import type { BookingRow } from "./booking-repository";

/** What the card was charged: written once in packages/shared, which the reports read too. */
export { chargedMinorOf };

/** A booking as the spec's "stored booking" (section 3), amounts in AED. */
export function toStoredBooking(row: BookingRow): StoredBooking {
  const stored: StoredBooking = {
    _id: row.id,
    serviceType: row.serviceType,
    bookingType: row.bookingType,
    roomType: row.roomType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights,
    quantity: row.quantity,
    guests: row.guests,
    isPrivateBooking: row.isPrivateBooking,
    totalAmount: toMajorUnits(row.totalMinor),
    paymentStatus: row.paymentStatus,
    chargedAmount: toMajorUnits(chargedMinorOf(row)),
    // Given back, or decided to be: the money outcome tells a refund on its way by paymentStatus.
    refundedAmount: toMajorUnits(row.refundOwedMinor),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    specialRequests: row.specialRequests,
    arrivalTime: row.arrivalTime,
    extras: toBookedExtras(row.priceLines),
    nightly: nightsInAed(stayNightsOf(row.priceLines, row.checkIn)),
    discount: discountInAed(row.priceLines),
    ...taxInAed(row.priceLines, row.vatRateBp),
    isPaidAtDesk: row.paymentIntentId.startsWith(DESK_PAYMENT_INTENT_PREFIX),
    balanceDue: toMajorUnits(balanceDueMinorOf(row)),
  };
  if (row.bookingType !== "package") return stored;

  const line = (service: string) => {
    const found = row.priceLines
      .filter(isStayLine)
      .find((candidate) => candidate.service === service);
    return { quantity: found?.quantity ?? 0, price: toMajorUnits(found?.amount ?? 0) };
  };
  return {
    ...stored,
    services: {
      room: { master: line("room:master"), kids: line("room:kids") },
      camp: line("camp"),
      parking: line("parking"),
    },
  };
}
