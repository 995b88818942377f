import type { BookingNote } from "@camp/shared/admin/front-desk";
import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import {
  type BookingNoteRow,
  insertBookingNote,
  listBookingNotes,
} from "../bookings/booking-notes-repository";
import { findBooking } from "../bookings/booking-repository";

/** Staff notes on a booking (decision 022): for the desk and the other staff, never the guest. */

export const toBookingNote = (row: BookingNoteRow): BookingNote => ({
  id: row.id,
  text: row.text,
  authorName: row.authorName,
  authorEmail: row.authorEmail,
  createdAt: row.createdAt.toISOString(),
});

export async function getBookingNotes(ctx: AppContext, bookingId: string): Promise<BookingNote[]> {
  if (!(await findBooking(ctx.db, bookingId))) throw notFound("Booking not found");
  return (await listBookingNotes(ctx.db, bookingId)).map(toBookingNote);
}

/** Adds a note, written with its audit entry. */
export async function addBookingNote(
  ctx: AppContext,
  bookingId: string,
  staff: AuditActor,
  text: string,
): Promise<BookingNote> {
  if (!(await findBooking(ctx.db, bookingId))) throw notFound("Booking not found");
  const id = await ctx.db.transaction(async (tx) => {
    const noteId = await insertBookingNote(tx, {
      bookingId,
      authorId: staff.id,
      authorEmail: staff.email,
      text,
      createdAt: ctx.clock.now(),
    });
    await recordAdminAction(tx, {
      actor: staff,
      action: "booking.note",
      entityType: "booking",
      entityId: bookingId,
      after: { noteId, length: text.length },
    });
    return noteId;
  });
  const note = (await listBookingNotes(ctx.db, bookingId)).find((row) => row.id === id);
  if (!note) throw notFound("Note not found");
  return toBookingNote(note);
}
