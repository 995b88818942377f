import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";

/**
 * The inventory ledger: one row per unit type per night that a hold or a booking takes.
 * A row counts against availability while it is not released and, for a hold, not yet expired;
 * the booking engine writes and releases these rows, availability only sums them.
 */
export const inventoryClaims = pgTable(
  "inventory_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * "room:master", "room:kids", "camp:<slug>", "parking", "extra:<extra id>" for an activity, or
     * "promo:<id>" (and "promo:<id>:guest:<user id>") for a promo code's use on PROMO_USE_NIGHT.
     */
    unitKey: text("unit_key").notNull(),
    night: date("night", { mode: "string" }).notNull(),
    quantity: integer("quantity").notNull(),
    /** Set while the claim is a hold; null once it belongs to a booking. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    quoteId: uuid("quote_id"),
    bookingId: uuid("booking_id"),
    /** Set when staff closed the unit for maintenance on this night (see unit_closures). */
    closureId: uuid("closure_id"),
    /** Set when an OTA sold this night: the imported event that took it (decision 032). */
    channelEventId: uuid("channel_event_id"),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("inventory_claims_unit_night_idx").on(table.unitKey, table.night),
    // A quote's and a booking's own rows (hold checks, conversion, release) without a table scan,
    // and one night across every unit type (the availability calendar) (docs/decisions/016).
    index("inventory_claims_quote_idx").on(table.quoteId).where(sql`${table.quoteId} is not null`),
    index("inventory_claims_channel_event_idx")
      .on(table.channelEventId)
      .where(sql`${table.channelEventId} is not null`),
    index("inventory_claims_booking_idx")
      .on(table.bookingId)
      .where(sql`${table.bookingId} is not null`),
    index("inventory_claims_live_night_idx")
      .on(table.night)
      .where(sql`${table.releasedAt} is null`),
    // The reconciler's "holds that ran out": live holds only, whatever the size of the ledger.
    index("inventory_claims_live_hold_idx")
      .on(table.holdExpiresAt)
      .where(
        sql`${table.releasedAt} is null and ${table.bookingId} is null and ${table.holdExpiresAt} is not null`,
      ),
    check("inventory_claims_quantity_check", sql`${table.quantity} > 0`),
  ],
);

/** Units staff took off sale for maintenance on some nights; each night is a claim with closure_id. */
export const unitClosures = pgTable("unit_closures", {
  id: uuid("id").primaryKey().defaultRandom(),
  unitKey: text("unit_key").notNull(),
  /** First night closed and the morning after the last one, like a stay. */
  fromNight: date("from_night", { mode: "string" }).notNull(),
  untilNight: date("until_night", { mode: "string" }).notNull(),
  quantity: integer("quantity").notNull(),
  reason: text("reason").notNull().default(""),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  reopenedAt: timestamp("reopened_at", { withTimezone: true }),
});
