import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * Promo codes staff create (docs/decisions/026). A use is a claim in the inventory ledger on
 * `promo:<id>` (and `promo:<id>:guest:<user id>` when uses per guest are capped), so holds, expiry,
 * bookings and cancellations move it like a night; `max_uses` and `max_uses_per_guest` are those
 * keys' totals (null: no cap).
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Upper-case, as guests type it in any case (normalizePromoCode). */
    code: text("code").notNull(),
    percentOff: integer("percent_off"),
    amountOffMinor: integer("amount_off_minor"),
    /** Dubai booking dates on which it may be used, inclusive; null is open-ended. */
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    /** The nights it discounts, inclusive; null is open-ended. */
    stayFrom: date("stay_from", { mode: "string" }),
    stayTo: date("stay_to", { mode: "string" }),
    /** The unit types it discounts (RATE_UNIT_TYPES); null is every type. */
    unitTypes: text("unit_types").array(),
    minNights: integer("min_nights"),
    maxUses: integer("max_uses"),
    maxUsesPerGuest: integer("max_uses_per_guest"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("promo_codes_code_idx").on(table.code),
    check(
      "promo_codes_one_discount_check",
      sql`(${table.percentOff} is null) <> (${table.amountOffMinor} is null)`,
    ),
    check(
      "promo_codes_percent_check",
      sql`${table.percentOff} is null or ${table.percentOff} between 1 and 100`,
    ),
    check(
      "promo_codes_amount_check",
      sql`${table.amountOffMinor} is null or ${table.amountOffMinor} > 0`,
    ),
    check("promo_codes_code_check", sql`${table.code} = upper(${table.code})`),
  ],
);
