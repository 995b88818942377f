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
    createdAt: createdAt(),
  },
  (table) => [index("booking_payments_booking_idx").on(table.bookingId, table.createdAt)],
);
