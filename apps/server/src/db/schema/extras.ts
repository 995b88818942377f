import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * Activities sold with a stay (docs/decisions/021). Their stock per day lives in the inventory
 * ledger as claims on `extra:<id>` for the activity's date: people (per person) or groups (per group).
 */
export const extras = pgTable(
  "extras",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stable name the seed uses to stay idempotent, and the price line's service (`extra:<slug>`). */
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    description: text("description").notNull().default(""),
    descriptionAr: text("description_ar").notNull().default(""),
    priceType: text("price_type", { enum: ["person", "group"] }).notNull(),
    priceMinor: integer("price_minor").notNull(),
    /** People per day (per person) or groups per day (per group), on the days offered. */
    dailyCapacity: integer("daily_capacity").notNull(),
    /** Weekdays offered, 0 = Sunday ... 6 = Saturday (the date's weekday in Dubai). */
    days: integer("days").array().notNull(),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /** The picture, stored like the gallery's (server-made name under DATA_DIR/uploads), or none. */
    imageFileName: text("image_file_name"),
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    imageVariantWidths: integer("image_variant_widths")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("extras_price_type_check", sql`${table.priceType} in ('person', 'group')`),
    check("extras_price_check", sql`${table.priceMinor} > 0`),
    check("extras_capacity_check", sql`${table.dailyCapacity} >= 0`),
  ],
);
