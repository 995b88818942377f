import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---- accounts ----

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Stored trimmed and lower-cased; the unique index makes "one account per email" a database fact. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["guest", "admin"] })
      .notNull()
      .default("guest"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(sql`lower(${table.email})`),
    check("users_role_check", sql`${table.role} in ('guest', 'admin')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's token: a copy of this table does not let anyone sign in. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** Counters for rate limits that every app process shares (login failures, sign-ups). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
});

// ---- catalogue ----

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

export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["gallery", "instagram"] }).notNull(),
    /** Server-made file name under DATA_DIR/uploads; never a name a client sent. */
    fileName: text("file_name").notNull().unique(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull(),
    altAr: text("alt_ar").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index("images_kind_idx").on(table.kind, table.sortOrder),
    check("images_kind_check", sql`${table.kind} in ('gallery', 'instagram')`),
  ],
);

// ---- inventory ----

/**
 * The inventory ledger: one row per unit type per night that a hold or a booking takes.
 * A row counts against availability while it is not released and, for a hold, not yet expired;
 * the booking engine writes and releases these rows, availability only sums them.
 */
export const inventoryClaims = pgTable(
  "inventory_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "room:master", "room:kids", "camp" or "parking". */
    unitKey: text("unit_key").notNull(),
    night: date("night", { mode: "string" }).notNull(),
    quantity: integer("quantity").notNull(),
    /** Set while the claim is a hold; null once it belongs to a booking. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    quoteId: uuid("quote_id"),
    bookingId: uuid("booking_id"),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("inventory_claims_unit_night_idx").on(table.unitKey, table.night),
    check("inventory_claims_quantity_check", sql`${table.quantity} > 0`),
  ],
);
