import type { DocumentKind } from "@camp/shared/tax/tax-documents";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Which of a booking's documents a message carries (decision 030): those of `kinds` in force when it
 * is sent, which together should come to `expectedMinor` (what was paid, or given back); the sender
 * waits a little for documents issued after the message was written (a cancellation's credit note
 * comes with its refund, a step after the email).
 */
export type OutboxDocuments = {
  bookingId: string;
  kinds: DocumentKind[];
  expectedMinor: number;
  /**
   * Only documents issued after this one (its issue order): a cancellation carries the credit
   * notes of its own refund, not those an earlier change's refund issued. Absent: all of them.
   */
  afterIssueOrder?: number;
  /** Exactly these documents (a change's own invoice, issued with it): nothing else, whenever sent. */
  documentIds?: string[];
  /**
   * Only the first documents after `afterIssueOrder` that together come to `expectedMinor` (a
   * change's refund notes, issued just after it): not a later change's or cancellation's.
   */
  onlyUntilCovered?: boolean;
};

/**
 * Mail waiting to go out, written in the same transaction as the change it tells of; a sender job
 * delivers it with back-off, so a failed send never loses a booking or a message.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    language: text("language", { enum: ["en", "ar"] }).notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The booking's tax documents to attach as PDFs, drawn when the message is sent. */
    attachDocuments: jsonb("attach_documents").$type<OutboxDocuments>(),
    createdAt: createdAt(),
  },
  (table) => [index("email_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);
