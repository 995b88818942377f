import { toMajorUnits } from "@camp/shared/catalogue/money";
import type { BookingDocument } from "@camp/shared/tax/tax-schemas";
import type { Executor } from "../../db/database";
import { notFound } from "../../lib/app-error";
import {
  type DocumentRow,
  findBookingOwner,
  findDocument,
  listDocumentsOfBooking,
} from "./documents-repository";

/** Where a document's PDF is downloaded (its owner or staff). */
export const documentUrlOf = (bookingId: string, documentId: string) =>
  `/api/booking/${bookingId}/documents/${documentId}.pdf`;

/** A booking's documents as listed: the guest's My bookings and the console read the same. */
export function toBookingDocuments(rows: DocumentRow[]): BookingDocument[] {
  const numberOf = new Map(rows.map((row) => [row.id, row.number]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    totalAmount: toMajorUnits(row.totalMinor),
    url: documentUrlOf(row.bookingId, row.id),
    corrects: row.content.corrects?.number ?? null,
    voidedBy: row.voidedById ? (numberOf.get(row.voidedById) ?? null) : null,
  }));
}

/** Who asks for a booking's documents: its guest, or staff who may read any booking. */
export type DocumentReader = { userId: string; mayReadAnyBooking: boolean };

/**
 * The booking, if `user` may see its documents: its guest or staff who may read bookings. Anyone else is
 * answered as if it did not exist, so a booking id leaks nothing.
 */
async function checkAccess(db: Executor, reader: DocumentReader, bookingId: string): Promise<void> {
  const owner = await findBookingOwner(db, bookingId);
  if (!owner || (owner.userId !== reader.userId && !reader.mayReadAnyBooking)) {
    throw notFound("Booking not found");
  }
}

export async function listBookingDocuments(
  db: Executor,
  reader: DocumentReader,
  bookingId: string,
): Promise<BookingDocument[]> {
  await checkAccess(db, reader, bookingId);
  return toBookingDocuments(await listDocumentsOfBooking(db, bookingId));
}

/** One document of the booking, for its PDF. */
export async function findBookingDocument(
  db: Executor,
  reader: DocumentReader,
  bookingId: string,
  documentId: string,
): Promise<DocumentRow> {
  await checkAccess(db, reader, bookingId);
  const document = await findDocument(db, documentId);
  if (!document || document.bookingId !== bookingId) throw notFound("Document not found");
  return document;
}
