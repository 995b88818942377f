import type { PriceLine } from "@camp/shared/booking/pricing";
import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bookings } from "./bookings";
import { createdAt } from "./columns";
import { quotes } from "./quotes";

export type BookingTerms = {
  checkIn: string;
  checkOut: string;
  nights: number;
  quantity: number;
  guests: number;
  roomType: "master" | "kids" | null;
  priceLines: PriceLine[];
  totalMinor: number;
};

/** Every change a guest made to their booking: the terms before and after, and the money. */
export const bookingChanges = pgTable(
  "booking_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id")
      .notNull()
      .unique()
      .references(() => quotes.id),
    fromTerms: jsonb("from_terms").$type<BookingTerms>().notNull(),
    toTerms: jsonb("to_terms").$type<BookingTerms>().notNull(),
    /** New total less the old one (fils): paid when positive. */
    differenceMinor: integer("difference_minor").notNull(),
    paidMinor: integer("paid_minor").notNull().default(0),
    refundMinor: integer("refund_minor").notNull().default(0),
    keptMinor: integer("kept_minor").notNull().default(0),
    /** The intent the difference was paid with, if any. */
    paymentIntentId: text("payment_intent_id"),
    actor: text("actor", { enum: ["guest", "webhook", "reconciler", "staff"] }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("booking_changes_booking_idx").on(table.bookingId, table.createdAt)],
);
