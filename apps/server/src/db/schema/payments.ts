import { PAYMENT_METHODS } from "@camp/shared/desk-sales/desk-sales";
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bookings } from "./bookings";
import { createdAt } from "./columns";

/** What happened to a booking's money, in order: authorised, captured, released, refunded. */
export const bookingPayments = pgTable(
  "booking_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["authorised", "captured", "released", "refunded"] }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    /** The payment intent the money moved on: the booking's first, or a change's (decision 019). */
    paymentIntentId: text("payment_intent_id"),
    /** Who caused it: the guest, staff (their user id in actorId) or the system. */
    actor: text("actor", { enum: ["guest", "staff", "system"] }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * How the money moved (decision 055): `card` through the processor (the intent above), or at
     * the desk, by cash, card terminal or bank transfer, taken or given back by staff (actorId).
     */
    method: text("method", { enum: PAYMENT_METHODS }).notNull().default("card"),
    /** The desk's own reference: the terminal's slip, the transfer's reference. */
    reference: text("reference"),
    createdAt: createdAt(),
  },
  (table) => [
    index("booking_payments_booking_idx").on(table.bookingId, table.createdAt),
    // The daily cash report: a day's payments, by method and staff member.
    index("booking_payments_created_idx").on(table.createdAt),
  ],
);
