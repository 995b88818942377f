import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { bookingNotes, users } from "../../db/schema";

const noteColumns = {
  id: bookingNotes.id,
  bookingId: bookingNotes.bookingId,
  text: bookingNotes.text,
  authorName: users.name,
  authorEmail: bookingNotes.authorEmail,
  createdAt: bookingNotes.createdAt,
};

export type BookingNoteRow = {
  id: string;
  bookingId: string;
  text: string;
  authorName: string | null;
  authorEmail: string;
  createdAt: Date;
};

export async function insertBookingNote(
  tx: Executor,
  values: {
    bookingId: string;
    authorId: string;
    authorEmail: string;
    text: string;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await tx.insert(bookingNotes).values(values).returning({ id: bookingNotes.id });
  if (!row) throw new Error("insert into booking_notes returned no row");
  return row.id;
}

/** A booking's notes, oldest first, with their author's name (null once the account is gone). */
export function listBookingNotes(db: Executor, bookingId: string): Promise<BookingNoteRow[]> {
  return db
    .select(noteColumns)
    .from(bookingNotes)
    .leftJoin(users, eq(users.id, bookingNotes.authorId))
    .where(eq(bookingNotes.bookingId, bookingId))
    .orderBy(asc(bookingNotes.createdAt), asc(bookingNotes.id));
}

/** The newest note of each of these bookings. */
export async function findLatestNotes(
  db: Executor,
  bookingIds: string[],
): Promise<Map<string, BookingNoteRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([bookingNotes.bookingId], noteColumns)
    .from(bookingNotes)
    .leftJoin(users, eq(users.id, bookingNotes.authorId))
    .where(inArray(bookingNotes.bookingId, bookingIds))
    .orderBy(bookingNotes.bookingId, desc(bookingNotes.createdAt), desc(bookingNotes.id));
  return new Map(rows.map((row) => [row.bookingId, row]));
}

/**
 * The note staff wrote when they took the booking (decision 055): its first staff note, by them,
 * written at `createdAt`. Their email is read now, as a note keeps its author's email for good;
 * nothing is written when the author's account is gone.
 */
export async function insertStaffNoteOfBooking(
  tx: Executor,
  values: { bookingId: string; authorId: string; text: string; createdAt: Date },
): Promise<void> {
  const [author] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, values.authorId));
  if (!author?.email) return;
  await insertBookingNote(tx, { ...values, authorEmail: author.email });
}
