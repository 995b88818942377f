import type { PolicyShown } from "@camp/shared/booking/policy-shown";
import type { PriceLine } from "@camp/shared/booking/pricing";
import { BOOKING_SOURCES } from "@camp/shared/desk-sales/desk-sales";
import { sql } from "drizzle-orm";
import {
  boolean,
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

/**
 * What a quote takes: a unit type every night of the stay, or, with `night`, on that one day only
 * (an activity on its date, docs/decisions/021).
 */
export type ClaimLine = { unitKey: string; quantity: number; night?: string };

/**
 * A priced answer to check-availability, owned by the user who asked. It becomes a hold when the
 * payment intent is created and a booking when the provider says the intent is paid.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serviceType: text("service_type", { enum: ["room", "camp", "parking", "package"] }).notNull(),
    bookingType: text("booking_type", { enum: ["single", "package"] }).notNull(),
    roomType: text("room_type", { enum: ["master", "kids"] }),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    nights: integer("nights").notNull(),
    quantity: integer("quantity").notNull(),
    guests: integer("guests").notNull(),
    /** The validated request as the guest sent it (package services included). */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    /** Units taken every night of the stay. */
    claims: jsonb("claims").$type<ClaimLine[]>().notNull(),
    priceLines: jsonb("price_lines").$type<PriceLine[]>().notNull(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    /** The VAT rate the price includes, basis points (decision 028): stored as sold. */
    vatRateBp: integer("vat_rate_bp").notNull().default(500),
    /** The cancellation policy the payment page showed before the card, as the server priced it (decision 031). */
    policyShown: jsonb("policy_shown").$type<PolicyShown>(),
    /** confirmed: every night had room when asked; pending: some night was short (staff decide). */
    status: text("status", { enum: ["confirmed", "pending"] }).notNull(),
    /** open -> paying -> fulfilled, or expired / refund_required -> refunded. */
    state: text("state", {
      enum: ["open", "paying", "fulfilled", "expired", "refund_required", "refunded"],
    })
      .notNull()
      .default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    paymentProvider: text("payment_provider"),
    paymentIntentId: text("payment_intent_id").unique(),
    bookingId: uuid("booking_id"),
    /** The guest's choice, taken at payment time so the webhook and the reconciler keep it too. */
    isPrivateBooking: boolean("is_private_booking").notNull().default(false),
    /**
     * When the money of this quote's intent was last seen settled without a booking (cancelled or
     * refunded): until then the reconciler keeps looking at the quote, whatever its state.
     */
    paymentSettledAt: timestamp("payment_settled_at", { withTimezone: true }),
    /**
     * Set when the quote prices a change of this booking (docs/decisions/021): the booking's
     * version and total when it was priced, the difference (new total less that one; paid by card
     * when positive) and, for a cheaper stay, the refund and what the resort keeps under the policy.
     */
    changesBookingId: uuid("changes_booking_id"),
    changeBaseVersion: integer("change_base_version"),
    changeBaseTotalMinor: integer("change_base_total_minor"),
    changeDifferenceMinor: integer("change_difference_minor"),
    changeRefundMinor: integer("change_refund_minor"),
    changeKeptMinor: integer("change_kept_minor"),
    /**
     * A quote staff made at the desk (decision 055): where the booking came from, the agent's
     * reference, who took it and their note, all carried to the booking it becomes; and the id that
     * booking will take, drawn when the payment link is made, so its reference is known before.
     */
    source: text("source", { enum: BOOKING_SOURCES }).notNull().default("website"),
    agentReference: text("agent_reference"),
    takenBy: uuid("taken_by").references(() => users.id, { onDelete: "set null" }),
    staffNote: text("staff_note"),
    reservedBookingId: uuid("reserved_booking_id").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("quotes_user_idx").on(table.userId),
    index("quotes_changes_booking_idx")
      .on(table.changesBookingId)
      .where(sql`${table.changesBookingId} is not null`),
    index("quotes_state_idx").on(table.state),
    // The reconciler's question, "an intent and no booking, not settled", among every quote ever made.
    index("quotes_unsettled_intent_idx")
      .on(table.createdAt)
      .where(
        sql`${table.paymentIntentId} is not null and ${table.bookingId} is null and ${table.paymentSettledAt} is null`,
      ),
    check("quotes_total_check", sql`${table.totalMinor} > 0`),
  ],
);
