import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import type { BookingRow } from "./booking-repository";

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
    refundedAmount: toMajorUnits(row.refundedMinor),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
  };
  if (row.bookingType !== "package") return stored;

  const line = (service: string) => {
    const found = row.priceLines.find((candidate) => candidate.service === service);
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
