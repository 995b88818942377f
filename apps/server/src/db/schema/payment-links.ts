import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";
import { quotes } from "./quotes";

/**
 * A payment link staff send a guest (decision 055): it pays one held quote, needs no account, and
 * lasts as long as the hold. Only a SHA-256 of its token finds it; the token itself is kept sealed
 * (AES-GCM, TWO_FACTOR_ENCRYPTION_KEY's box) so staff can show the link again on the booking.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    tokenSealed: text("token_sealed").notNull(),
    /** The guest's language: the link's page, its email and the WhatsApp text. */
    language: text("language", { enum: ["en", "ar"] }).notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The hold's end: past it the link answers 410 and the units are on sale again. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    emailSentAt: timestamp("email_sent_at", { withTimezone: true }),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Withdrawn by staff: 410 at once, the units freed. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: uuid("cancelled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("payment_links_created_idx").on(table.createdAt),
    check("payment_links_language_check", sql`${table.language} in ('en', 'ar')`),
  ],
);
