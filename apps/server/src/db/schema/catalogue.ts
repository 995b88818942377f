import { sql } from "drizzle-orm";
import { check, doublePrecision, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const roomTypes = pgTable(
  "room_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomType: text("room_type", { enum: ["master", "kids"] })
      .notNull()
      .unique(),
    title: text("title").notNull(),
    titleAr: text("title_ar").notNull(),
    pricingMinor: integer("pricing_minor").notNull(),
    totalRooms: integer("total_rooms").notNull(),
    capacity: integer("capacity").notNull(),
    facilities: text("facilities").array().notNull().default(sql`'{}'`),
    facilitiesAr: text("facilities_ar").array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("room_types_counts_check", sql`${table.totalRooms} >= 0 and ${table.capacity} >= 1`),
    check("room_types_pricing_check", sql`${table.pricingMinor} > 0`),
  ],
);

export const camps = pgTable(
  "camps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stable name the seed uses to stay idempotent; the resort may rename the title freely. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    titleAr: text("title_ar").notNull(),
    pricingMinor: integer("pricing_minor").notNull(),
    totalCamps: integer("total_camps").notNull(),
    maxGuests: integer("max_guests").notNull().default(16),
    facilities: text("facilities").array().notNull().default(sql`'{}'`),
    facilitiesAr: text("facilities_ar").array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("camps_counts_check", sql`${table.totalCamps} >= 0`),
    check("camps_pricing_check", sql`${table.pricingMinor} > 0`),
  ],
);

export const parking = pgTable(
  "parking",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    titleAr: text("title_ar").notNull(),
    subtitle: text("subtitle").notNull(),
    subtitleAr: text("subtitle_ar").notNull(),
    description: text("description").notNull(),
    descriptionAr: text("description_ar").notNull(),
    widthMetres: doublePrecision("width_metres").notNull(),
    lengthMetres: doublePrecision("length_metres").notNull(),
    weekdayMinor: integer("weekday_minor").notNull(),
    weekendMinor: integer("weekend_minor").notNull(),
    facilities: text("facilities").array().notNull().default(sql`'{}'`),
    facilitiesAr: text("facilities_ar").array().notNull().default(sql`'{}'`),
    totalSlots: integer("total_slots").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("parking_counts_check", sql`${table.totalSlots} >= 0`),
    check("parking_pricing_check", sql`${table.weekdayMinor} > 0 and ${table.weekendMinor} > 0`),
  ],
);
