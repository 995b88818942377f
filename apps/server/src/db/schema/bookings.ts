import type { PolicyShown } from "@camp/shared/booking/policy-shown";
import type { PriceLine } from "@camp/shared/booking/pricing";
import { BOOKING_SOURCES } from "@camp/shared/desk-sales/desk-sales";
import {
  boolean,
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
import { quotes } from "./quotes";

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    quoteId: uuid("quote_id")
      .notNull()
      .unique()
      .references(() => quotes.id),
    /** One booking per paid intent: fulfilment may run many times, it writes once. */
    paymentIntentId: text("payment_intent_id").notNull().unique(),
    serviceType: text("service_type", { enum: ["room", "camp", "parking", "package"] }).notNull(),
    bookingType: text("booking_type", { enum: ["single", "package"] }).notNull(),
    roomType: text("room_type", { enum: ["master", "kids"] }),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    /**
     * The check-in day the cancellation policy counts back from: the earliest the booking has had
     * (decision 023), so moving the dates later never buys a better refund than the stay had.
     */
    policyCheckIn: date("policy_check_in", { mode: "string" }).notNull(),
    nights: integer("nights").notNull(),
    quantity: integer("quantity").notNull(),
    guests: integer("guests").notNull(),
    isPrivateBooking: boolean("is_private_booking").notNull().default(false),
    priceLines: jsonb("price_lines").$type<PriceLine[]>().notNull(),
    totalMinor: integer("total_minor").notNull(),
    /** The VAT rate the total includes, basis points (decision 028): as sold, or as last changed. */
    vatRateBp: integer("vat_rate_bp").notNull().default(500),
    /** The cancellation policy shown before the card was paid (decision 031); a paid change's replaces it. */
    policyShown: jsonb("policy_shown").$type<PolicyShown>(),
    status: text("status", {
      enum: ["pending", "confirmed", "checked_in", "completed", "no_show", "cancelled"],
    }).notNull(),
    paymentStatus: text("payment_status", {
      enum: ["pending", "completed", "authorised", "refunded"],
    }).notNull(),
    /**
     * The refund decided so far (a partial refund leaves the rest with the resort), written with
     * the decision, before any money moves.
     */
    refundOwedMinor: integer("refund_owed_minor").notNull().default(0),
    /** Money actually given back so far: what the processor refunded, written once it did. */
    refundedMinor: integer("refunded_minor").notNull().default(0),
    /**
     * What the booking's payments are for together: the first one (captured, or only authorised
     * while a request waits) and each change's difference paid. What the cards were charged once
     * the first payment is captured; refunds are spread over those payments (decision 019).
     */
    chargedMinor: integer("charged_minor").notNull().default(0),
    /**
     * When the card was authorised, on the app's clock (for a booking paid at once, when it was
     * charged): what the lapse rule of a pending request counts from (decision 012).
     */
    authorisedAt: timestamp("authorised_at", { withTimezone: true }).notNull(),
    /**
     * Counts the moves of (status, payment status): booking-state-machine.ts writes a move only
     * while the row is still the version it read.
     */
    version: integer("version").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by", { enum: ["guest", "staff", "system"] }),
    /** The phone to reach the guest on about this stay (E.164), as it was when they booked. */
    guestPhone: text("guest_phone"),
    /** The guest's wishes (at most 500 characters) and expected arrival (HH:MM), as they gave them. */
    specialRequests: text("special_requests"),
    arrivalTime: text("arrival_time"),
    /** Staff's reason for declining a request, carried in the guest's email. */
    declineReason: text("decline_reason"),
    /** The front desk (decision 022): when and by whom the guest was checked in, out, or marked absent. */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: uuid("checked_in_by").references(() => users.id, { onDelete: "set null" }),
    checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
    checkedOutBy: uuid("checked_out_by").references(() => users.id, { onDelete: "set null" }),
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    noShowBy: uuid("no_show_by").references(() => users.id, { onDelete: "set null" }),
    /** The refund staff chose to give with a no-show (0: the resort keeps the money). */
    noShowRefundMinor: integer("no_show_refund_minor").notNull().default(0),
    /** Where the booking came from (decision 055): the website, or staff's phone, WhatsApp... */
    source: text("source", { enum: BOOKING_SOURCES }).notNull().default("website"),
    /** The travel agent's own reference for a booking an agent sent. */
    agentReference: text("agent_reference"),
    /** The member of staff who took the booking at the desk; null for the guest's own. */
    takenBy: uuid("taken_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("bookings_user_idx").on(table.userId, table.createdAt),
    index("bookings_status_idx").on(table.status, table.checkOut),
    index("bookings_source_idx").on(table.source, table.createdAt),
  ],
);

/** Staff notes on a booking, newest last; never shown to the guest. */
export const bookingNotes = pgTable(
  "booking_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("booking_notes_booking_idx").on(table.bookingId, table.createdAt)],
);
