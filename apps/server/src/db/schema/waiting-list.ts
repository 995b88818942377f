import { WAITING_LIST_STATUSES } from "@camp/shared/waiting-list/waiting-list";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";
import type { ClaimLine } from "./quotes";

/** The waiting list (decision 033). */

/**
 * A signed-in guest waiting for a sold-out stay: the check-availability request as they sent it and
 * the stay units it needs. The job offers freed units to the first entry that fits, as a quote held
 * for WAITING_LIST_OFFER_MINUTES (`offerQuoteId`); an offer not booked in time lapses and the next
 * entry is offered.
 */
export const waitingListEntries = pgTable(
  "waiting_list_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language", { enum: ["en", "ar"] }).notNull(),
    serviceType: text("service_type", { enum: ["room", "camp", "parking", "package"] }).notNull(),
    roomType: text("room_type", { enum: ["master", "kids"] }),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    quantity: integer("quantity").notNull(),
    /** The validated request, as check-availability takes it. */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    /** The stay units it needs every night (activities and promo codes left out). */
    claims: jsonb("claims").$type<ClaimLine[]>().notNull(),
    status: text("status", { enum: WAITING_LIST_STATUSES }).notNull().default("waiting"),
    offerQuoteId: uuid("offer_quote_id"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("waiting_list_status_idx").on(table.status, table.createdAt),
    index("waiting_list_user_idx").on(table.userId),
    check("waiting_list_quantity_check", sql`${table.quantity} > 0`),
  ],
);
