import type { DocumentKind } from "@camp/shared/tax/tax-documents";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { placeholdersOf, preparedInsert, preparedStatement } from "../../db/prepared";
import { bookings, documentSequences, taxDocuments, users } from "../../db/schema";

/** The only code that reads or writes tax documents and their number runs (decision 029). */

export type DocumentRow = typeof taxDocuments.$inferSelect;

/**
 * The next number of `kind` in `year`: one upsert that takes the run's row lock until the caller's
 * transaction ends, so numbers are drawn one at a time across processes, and a rolled-back
 * transaction gives its number back (no gap, never the same number twice).
 */
export async function drawDocumentSequence(
  tx: Executor,
  kind: DocumentKind,
  year: number,
): Promise<number> {
  const [row] = await sequenceDraw(tx).execute({ kind, year, lastNumber: 1 });
  if (!row) throw new Error(`no ${kind} number drawn for ${year}`);
  return row.lastNumber;
}
/** Every document issued draws its number: built once (db/prepared.ts). */
const sequenceDraw = preparedStatement((db) =>
  db
    .insert(documentSequences)
    .values(
      placeholdersOf([
        "kind",
        "year",
        "lastNumber",
      ]) as unknown as typeof documentSequences.$inferInsert,
    )
    .onConflictDoUpdate({
      target: [documentSequences.kind, documentSequences.year],
      set: { lastNumber: sql`${documentSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSequences.lastNumber })
    .prepare("draw_document_number"),
);

export function insertDocument(
  tx: Executor,
  values: typeof taxDocuments.$inferInsert,
): Promise<DocumentRow> {
  return documentInsert(tx, values);
}
const documentInsert = preparedInsert("insert_document", taxDocuments);

/** The one change an issued document ever sees: the credit note that voided it (a reissue). */
export async function markVoided(tx: Executor, id: string, voidedById: string): Promise<void> {
  await tx
    .update(taxDocuments)
    .set({ voidedById })
    .where(and(eq(taxDocuments.id, id), isNull(taxDocuments.voidedById)));
}

/** A booking's documents in the order they were issued (the email attachments read these too). */
export function listDocumentsOfBooking(db: Executor, bookingId: string): Promise<DocumentRow[]> {
  return documentsOfBooking(db).execute({ bookingId });
}
const documentsOfBooking = preparedStatement((db) =>
  db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingId, sql.placeholder("bookingId")))
    .orderBy(asc(taxDocuments.issueOrder))
    .prepare("documents_of_booking"),
);

export async function findDocument(db: Executor, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  return row;
}

export async function lockDocument(tx: Executor, id: string): Promise<DocumentRow | undefined> {
  const [row] = await tx.select().from(taxDocuments).where(eq(taxDocuments.id, id)).for("update");
  return row;
}

/** The document already issued for a movement of the booking's payment history, if any. */
export async function findDocumentOfPayment(
  db: Executor,
  bookingPaymentId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await documentOfPayment(db).execute({ bookingPaymentId });
  return row;
}
const documentOfPayment = preparedStatement((db) =>
  db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingPaymentId, sql.placeholder("bookingPaymentId")))
    .prepare("document_of_payment"),
);

/**
 * The invoices and receipts in force for a payment intent's money (a voided one is replaced by its
 * reissue, which names the same intent), each with what its credit notes have given back so far.
 */
export async function listChargeDocumentsOfIntent(
  db: Executor,
  bookingId: string,
  paymentIntentId: string,
): Promise<(DocumentRow & { creditedMinor: number })[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.bookingId, bookingId),
        eq(taxDocuments.paymentIntentId, paymentIntentId),
        inArray(taxDocuments.kind, ["invoice", "receipt"]),
        isNull(taxDocuments.voidedById),
      ),
    )
    .orderBy(asc(taxDocuments.issueOrder));
  if (rows.length === 0) return [];
  const credited = await db
    .select({
      correctsId: taxDocuments.correctsId,
      total: sql<string>`sum(${taxDocuments.totalMinor})`,
    })
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.kind, "credit_note"),
        inArray(
          taxDocuments.correctsId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .groupBy(taxDocuments.correctsId);
  const byId = new Map(credited.map((row) => [row.correctsId, Number(row.total)]));
  return rows.map((row) => ({ ...row, creditedMinor: byId.get(row.id) ?? 0 }));
}

/** The guest as a document names them: as their account reads at the moment of issue. */
export async function findCustomerOf(db: Executor, userId: string) {
  const [guest] = await customerOfUser(db).execute({ userId });
  return guest;
}
const customerOfUser = preparedStatement((db) =>
  db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("customer_of_user"),
);

/** The credit notes issued on some documents so far, oldest first. */
export function listCreditNotesOf(db: Executor, documentIds: string[]): Promise<DocumentRow[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.kind, "credit_note"), inArray(taxDocuments.correctsId, documentIds)))
    .orderBy(asc(taxDocuments.issueOrder));
}

/** What a document's credit notes have given back so far, fils. */
export async function creditedMinorOf(db: Executor, documentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${taxDocuments.totalMinor}), 0)` })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.kind, "credit_note"), eq(taxDocuments.correctsId, documentId)));
  return Number(row?.total ?? 0);
}

/** Whose booking it is (documents are shown to its guest and to staff only). */
export async function findBookingOwner(
  db: Executor,
  bookingId: string,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * Takes the booking's row lock, as every money movement of the booking does (refunds and their
 * credit notes run under it), so a reissue never races a refund crediting the same document.
 */
export async function lockBookingOf(tx: Executor, bookingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  return row !== undefined;
}

/** What a booking's documents state, as the bookings CSV lists it next to the money (decision 045). */
export type BookingDocumentTax = {
  numbers: string[];
  /** What its invoices and receipts state was paid, and their VAT and Tourism Dirham fee, fils. */
  invoiced: number;
  vatCharged: number;
  feeCharged: number;
  /** What its credit notes state was given back, and their VAT and fee, fils. */
  credited: number;
  vatRefunded: number;
  feeRefunded: number;
};

/**
 * The documents of some bookings, summed per booking: charged on invoices and receipts, given back
 * on credit notes. A reissue to a company (a voiding credit note and its new invoice, the same
 * amount) moves no money, so that pair is left out of the sums and its numbers still listed.
 */
export async function documentTaxOfBookings(
  db: Executor,
  bookingIds: readonly string[],
): Promise<Map<string, BookingDocumentTax>> {
  const byBooking = new Map<string, BookingDocumentTax>();
  // One query per few thousand bookings: PostgreSQL takes at most 65,535 parameters.
  for (let start = 0; start < bookingIds.length; start += 5_000) {
    const rows = await db
      .select({
        bookingId: taxDocuments.bookingId,
        kind: taxDocuments.kind,
        reason: taxDocuments.reason,
        number: taxDocuments.number,
        total: taxDocuments.totalMinor,
        vat: sql<number>`(${taxDocuments.content}->'totals'->>'vat')::integer`,
        fee: sql<number>`(${taxDocuments.content}->'totals'->>'tourismFee')::integer`,
      })
      .from(taxDocuments)
      .where(inArray(taxDocuments.bookingId, bookingIds.slice(start, start + 5_000)))
      .orderBy(asc(taxDocuments.issueOrder));
    for (const row of rows) {
      const tax = byBooking.get(row.bookingId) ?? {
        numbers: [],
        invoiced: 0,
        vatCharged: 0,
        feeCharged: 0,
        credited: 0,
        vatRefunded: 0,
        feeRefunded: 0,
      };
      tax.numbers.push(row.number);
      const isReissuePair = row.reason === "void" || row.reason === "reissue";
      if (!isReissuePair && row.kind === "credit_note") {
        tax.credited += Number(row.total);
        tax.vatRefunded += Number(row.vat);
        tax.feeRefunded += Number(row.fee);
      } else if (!isReissuePair) {
        tax.invoiced += Number(row.total);
        tax.vatCharged += Number(row.vat);
        tax.feeCharged += Number(row.fee);
      }
      byBooking.set(row.bookingId, tax);
    }
  }
  return byBooking;
}
