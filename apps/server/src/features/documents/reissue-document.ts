import { reissueDocumentInputSchema } from "@camp/shared/tax/tax-schemas";
import type { BookingDocument } from "@camp/shared/tax/tax-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/validate";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { toBookingDocuments } from "./booking-documents";
import { voidAndReissue } from "./issue-documents";
import {
  creditedMinorOf,
  listDocumentsOfBooking,
  lockDocument,
  markVoided,
} from "./documents-repository";

const notReissuable = (message: string) => new AppError("DOCUMENT_NOT_REISSUABLE", message);

/**
 * Staff reissue an invoice (or receipt) to the company the guest names (decision 029): never an
 * edit. A credit note voids the old document and a new one names the company, in one transaction
 * with the audit entry. Answers the booking's documents after.
 */
export async function reissueDocument(
  ctx: AppContext,
  staff: AuditActor,
  bookingId: string,
  documentId: string,
  body: unknown,
): Promise<BookingDocument[]> {
  const input = parseOrThrow(reissueDocumentInputSchema, body);
  return ctx.db.transaction(async (tx) => {
    const original = await lockDocument(tx, documentId);
    if (!original || original.bookingId !== bookingId) throw notFound("Document not found");
    if (original.kind === "credit_note") {
      throw notReissuable("A credit note cannot be reissued.");
    }
    if (original.voidedById) {
      throw notReissuable("This document was voided already; reissue the one that replaced it.");
    }
    const creditedMinor = await creditedMinorOf(tx, original.id);
    if (creditedMinor >= original.totalMinor) {
      throw notReissuable("This document was refunded in full: there is nothing to reissue.");
    }
    const company = {
      companyName: input.companyName,
      companyTrn: input.companyTrn ?? null,
      companyAddress: input.companyAddress ?? null,
    };
    const [note, invoice] = await voidAndReissue(tx, ctx, original, company, creditedMinor);
    await markVoided(tx, original.id, note.id);
    await recordAdminAction(tx, {
      actor: staff,
      action: "documents.reissued",
      entityType: "booking",
      entityId: bookingId,
      before: { document: original.number, customer: original.content.customer },
      after: { voidedBy: note.number, document: invoice.number, ...company },
    });
    return toBookingDocuments(await listDocumentsOfBooking(tx, bookingId));
  });
}
