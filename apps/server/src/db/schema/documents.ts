import type { DocumentContent } from "@camp/shared/tax/tax-documents";
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { bookingPayments } from "./payments";

/**
 * Numbered tax documents (decision 029): what a guest paid or got back, one row per invoice,
 * receipt or credit note, its content the immutable snapshot the PDF is drawn from. Never updated,
 * except `voided_by_id` when staff reissue it; never deleted (kept as UAE tax law requires).
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** The order documents were written in: a booking's list reads in it (many share an instant). */
    issueOrder: bigint("issue_order", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    kind: text("kind", { enum: ["invoice", "receipt", "credit_note"] }).notNull(),
    number: text("number").notNull().unique(),
    /** The Dubai calendar year of issue and the place in that year's run of this kind. */
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    content: jsonb("content").$type<DocumentContent>().notNull(),
    /** What was paid (invoice, receipt) or given back (credit note), fils. */
    totalMinor: integer("total_minor").notNull(),
    reason: text("reason", {
      enum: ["booking", "change", "refund", "void", "reissue"],
    }).notNull(),
    /** A credit note: the invoice or receipt it corrects. */
    correctsId: uuid("corrects_id").references((): AnyPgColumn => taxDocuments.id),
    /** Set once, when a reissue's credit note voids this invoice. */
    voidedById: uuid("voided_by_id").references((): AnyPgColumn => taxDocuments.id),
    /** The payment intent whose money this document records (a refund: the intent refunded). */
    paymentIntentId: text("payment_intent_id"),
    /**
     * The movement in the booking's payment history this document records: unique, so fulfilment
     * running again (webhook, booking call, reconciler) never issues a second one for it.
     */
    bookingPaymentId: uuid("booking_payment_id")
      .unique()
      .references(() => bookingPayments.id),
  },
  (table) => [
    uniqueIndex("tax_documents_sequence_idx").on(table.kind, table.year, table.sequence),
    index("tax_documents_booking_idx").on(table.bookingId, table.issueOrder),
    index("tax_documents_corrects_idx").on(table.correctsId),
  ],
);

/**
 * The last number drawn per kind and year: drawn by an upsert in the transaction that records the
 * money, so a rolled-back payment gives its number back and the run stays gapless.
 */
export const documentSequences = pgTable(
  "document_sequences",
  {
    kind: text("kind", { enum: ["invoice", "receipt", "credit_note"] }).notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);
