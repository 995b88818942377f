import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * The sandbox card processor's own records, as a real processor keeps intents on its side; in the
 * database so that a restart of the server loses none.
 */
export const sandboxPaymentIntents = pgTable("sandbox_payment_intents", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull().unique(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  captureMethod: text("capture_method", { enum: ["automatic", "manual"] }).notNull(),
  status: text("status", {
    enum: ["requires_payment_method", "requires_capture", "succeeded", "canceled"],
  }).notNull(),
  amountRefunded: integer("amount_refunded").notNull().default(0),
  /** The idempotency keys of the refunds made, with the amount each asked for (null: all that was left). */
  refundKeys: jsonb("refund_keys").$type<Record<string, number | null>>().notNull().default({}),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
  lastError: jsonb("last_error").$type<{ code: string; message: string } | null>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
