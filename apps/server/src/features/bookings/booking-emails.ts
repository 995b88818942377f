import { balanceDueMinorOf } from "@camp/shared/booking/booking-money";
import type { Executor } from "../../db/database";
import type { OutboxDocuments } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";
import { listDocumentsOfBooking } from "../documents/documents-repository";
import { type BookingEmailData, type BookingEmailTemplate, queueEmail } from "../email/queue-email";
import { type BookingRow, findGuestOf } from "./booking-repository";

/**
 * The documents an email carries (decision 029): a confirmation, the invoice or receipt of what was
 * paid (issued in the same transaction); a cancellation with a refund, its credit notes (issued
 * when the refund is paid, which the sender waits a little for). A change carries its own (issue
 * 35, item 7): the invoice of the difference paid (issued just before, in the same transaction),
 * or the credit notes of its refund; never those of the booking's earlier payments.
 */
async function documentsFor(
  tx: Executor,
  booking: BookingRow,
  template: BookingEmailTemplate,
  refundMinor: number | undefined,
  change: BookingEmailData["change"] | undefined,
  issuedDocumentIds: string[] | undefined,
): Promise<OutboxDocuments | undefined> {
  if (
    template === "booking-changed" &&
    change &&
    (change.paidMinor > 0 || change.refundMinor > 0)
  ) {
    if (change.paidMinor > 0) {
      // Exactly the invoice this change issued (in this transaction): none if it is missing,
      // never an earlier change's, nor one a later change issues before this email goes out.
      return {
        bookingId: booking.id,
        kinds: ["invoice", "receipt"],
        expectedMinor: change.paidMinor,
        documentIds: issuedDocumentIds ?? [],
      };
    }
    // The refund's notes are issued just after this transaction: the first ones from here that
    // come to this change's refund, not those of a later change or cancellation.
    const issued = await listDocumentsOfBooking(tx, booking.id);
    return {
      bookingId: booking.id,
      kinds: ["credit_note"],
      expectedMinor: change.refundMinor,
      afterIssueOrder: issued.at(-1)?.issueOrder ?? 0,
      onlyUntilCovered: true,
    };
  }
  // A booking paid at the desk carries the document of each payment as it is taken, not here.
  if (template === "booking-confirmed" && booking.chargedMinor < booking.totalMinor)
    return undefined;
  if (template === "booking-confirmed" || template === "request-confirmed")
    return {
      bookingId: booking.id,
      kinds: ["invoice", "receipt"],
      expectedMinor: booking.totalMinor,
    };
  if (template === "booking-cancelled" && refundMinor !== undefined && refundMinor > 0) {
    // Notes issued before now credited something else (a change's refund): not this email's.
    const issued = await listDocumentsOfBooking(tx, booking.id);
    return {
      bookingId: booking.id,
      kinds: ["credit_note"],
      expectedMinor: refundMinor,
      afterIssueOrder: issued.at(-1)?.issueOrder ?? 0,
    };
  }
  return undefined;
}

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
  /** A change: the documents it issued in this transaction (the invoice of the difference paid). */
  issuedDocumentIds?: string[],
): Promise<void> {
  const guest = await findGuestOf(tx, booking.userId);
  // A guest record made at the desk for a phone alone has no email: nothing is written.
  if (!guest?.email) return;
  const attachDocuments = await documentsFor(
    tx,
    booking,
    template,
    refundMinor,
    change,
    issuedDocumentIds,
  );
  await queueEmail(tx, ctx.config, {
    to: guest.email,
    language: guest.language,
    template,
    ...(attachDocuments ? { attachDocuments } : {}),
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
      // Confirmed with money still due at the desk (decision 055): the email says what is due.
      ...(template === "booking-confirmed" && balanceDueMinorOf(booking) > 0
        ? { balanceDueMinor: balanceDueMinorOf(booking) }
        : {}),
      ...(change === undefined ? {} : { change }),
      ...(template === "request-declined" && booking.declineReason
        ? { reason: booking.declineReason }
        : {}),
    },
  });
}
