import type { Executor } from "../../db/database";
import type { OutboxDocuments } from "../../db/schema";
import { renderDocumentPdf } from "./document-pdf";
import { listDocumentsOfBooking } from "./documents-repository";

export type DocumentFile = { filename: string; content: Buffer; contentType: "application/pdf" };

/**
 * The PDFs an email carries (decision 030): the booking's documents of the kinds asked for, as
 * they stand when the email is sent. An invoice voided by a reissue is left out (its company
 * invoice replaces it), and so is a credit note that only voided one: a cancellation email carries
 * the notes of money given back. `isComplete`: they come to what the email says was paid or given
 * back; a cancellation's credit note is issued with its refund, a step after the email is written.
 */
export async function documentFilesFor(
  db: Executor,
  wanted: OutboxDocuments,
): Promise<{ isComplete: boolean; count: number; render: () => Promise<DocumentFile[]> }> {
  const inForce = (await listDocumentsOfBooking(db, wanted.bookingId)).filter(
    (document) =>
      wanted.kinds.includes(document.kind) &&
      document.voidedById === null &&
      document.reason !== "void" &&
      document.issueOrder > (wanted.afterIssueOrder ?? 0) &&
      (wanted.documentIds === undefined || wanted.documentIds.includes(document.id)),
  );
  const documents = wanted.onlyUntilCovered ? untilCovered(inForce, wanted.expectedMinor) : inForce;
  const coveredMinor = documents.reduce((total, document) => total + document.totalMinor, 0);
  return {
    isComplete: coveredMinor >= wanted.expectedMinor,
    count: documents.length,
    render: async () => {
      const files: DocumentFile[] = [];
      for (const document of documents) {
        files.push({
          filename: `${document.number}.pdf`,
          content: await renderDocumentPdf(document.content),
          contentType: "application/pdf",
        });
      }
      return files;
    },
  };
}

/** The first documents, in issue order, that together come to `expectedMinor` (no more). */
function untilCovered<T extends { totalMinor: number }>(
  documents: T[],
  expectedMinor: number,
): T[] {
  const taken: T[] = [];
  let coveredMinor = 0;
  for (const document of documents) {
    if (coveredMinor >= expectedMinor) break;
    taken.push(document);
    coveredMinor += document.totalMinor;
  }
  return taken;
}
