import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { updatedAt } from "./columns";

/**
 * The rate calendar (docs/decisions/025), materialised: what staff set for a unit type on a night,
 * after every edit of a range was applied in turn. A night with nothing set has no row (the
 * catalogue's price and no stay rule hold there). Rates in minor units (fils).
 */
export const rateNights = pgTable(
  "rate_nights",
  {
    unitType: text("unit_type", { enum: ["master", "kids", "camp", "parking"] }).notNull(),
    night: date("night", { mode: "string" }).notNull(),
    nightlyRateMinor: integer("nightly_rate_minor"),
    weekendRateMinor: integer("weekend_rate_minor"),
    minNights: integer("min_nights"),
    maxNights: integer("max_nights"),
    closedToArrival: boolean("closed_to_arrival").notNull().default(false),
    closedToDeparture: boolean("closed_to_departure").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.unitType, table.night] }),
    check(
      "rate_nights_unit_type_check",
      sql`${table.unitType} in ('master', 'kids', 'camp', 'parking')`,
    ),
    check(
      "rate_nights_rates_check",
      sql`coalesce(${table.nightlyRateMinor}, 1) > 0 and coalesce(${table.weekendRateMinor}, 1) > 0`,
    ),
    check(
      "rate_nights_stay_check",
      sql`coalesce(${table.minNights}, 1) >= 1 and coalesce(${table.maxNights}, 1) >= 1 and coalesce(${table.maxNights} >= ${table.minNights}, true)`,
    ),
  ],
);

/**
 * The rate settings (decision 046): one row, written the first time staff save them; until then the
 * spec's weekend (Saturday and Sunday) holds. `weekend_days` are the days of the week whose nights
 * are the weekend (0 Sunday to 6 Saturday), for parking's rule and the calendar's weekend rates,
 * read at the moment of pricing; what was sold keeps its prices.
 */
export const rateSettings = pgTable(
  "rate_settings",
  {
    /** Always 1: there is one set of settings. */
    id: integer("id").primaryKey().default(1),
    weekendDays: integer("weekend_days").array().notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("rate_settings_one_row_check", sql`${table.id} = 1`),
    check(
      "rate_settings_weekend_days_check",
      sql`${table.weekendDays} <@ array[0, 1, 2, 3, 4, 5, 6] and cardinality(${table.weekendDays}) between 1 and 6`,
    ),
  ],
);
