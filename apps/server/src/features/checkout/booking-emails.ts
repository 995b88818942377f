import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { type BookingEmailData, type BookingEmailTemplate, queueEmail } from "../email/queue-email";
import { type BookingRow, findGuestOf } from "./booking-repository";

/**
 * Tells the guest about a change to their booking, in their site language. Called with the
 * transaction that makes the change: the email goes out only if the change is committed, and a
 * mail server that is down never undoes it (the outbox retries).
 */
export async function queueBookingEmail(
  tx: Executor,
  ctx: AppContext,
  booking: BookingRow,
  template: BookingEmailTemplate,
  refundMinor?: number,
  change?: BookingEmailData["change"],
): Promise<void> {
  const guest = await findGuestOf(tx, booking.userId);
  if (!guest) return;
  await queueEmail(tx, ctx.config, {
    to: guest.email,
    language: guest.language,
    template,
    data: {
      guestName: guest.name,
      booking: {
        id: booking.id,
        serviceType: booking.serviceType,
        roomType: booking.roomType,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        nights: booking.nights,
        quantity: booking.quantity,
        guests: booking.guests,
        priceLines: booking.priceLines,
        totalMinor: booking.totalMinor,
        vatRateBp: booking.vatRateBp,
        specialRequests: booking.specialRequests,
        arrivalTime: booking.arrivalTime,
      },
      ...(refundMinor === undefined ? {} : { refundMinor }),
      ...(change === undefined ? {} : { change }),
      ...(template === "request-declined" && booking.declineReason
        ? { reason: booking.declineReason }
        : {}),
    },
  });
}
