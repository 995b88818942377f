import type { PolicyShown } from "@camp/shared/booking/policy-shown";
import type { PriceLine } from "@camp/shared/booking/pricing";
import { CHANNEL_UNIT_TYPES } from "@camp/shared/channels/calendar-feeds";
import type { DocumentContent, DocumentKind } from "@camp/shared/tax/tax-documents";
import { WAITING_LIST_STATUSES } from "@camp/shared/waiting-list/waiting-list";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /**
     * The language of the account's emails: the site's at sign-up, then the guest's choice on their
     * account page. Signing in or resetting a password from a page in the other language leaves it.
     */
    language: text("language", { enum: ["en", "ar"] })
      .notNull()
      .default("en"),
    /** E.164 ("+971501234567"); given at sign-up or at the first booking (decision 020). */
    phone: text("phone"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(sql`lower(${table.email})`),
    check("users_role_check", sql`${table.role} in ('guest', 'admin')`),
    check("users_language_check", sql`${table.language} in ('en', 'ar')`),
  ],
);

/** Single-use password reset links: only a SHA-256 of the token is kept, so a copy of the table opens nothing. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
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

/**
 * Browsers that signed in to an account before (docs/decisions/002): the `camp_device` cookie holds
 * 32 random bytes, this table their SHA-256 per account. One browser may be known to several
 * accounts (a family computer). A known browser is not held up by the account-wide sign-in limit.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash, table.userId] }),
    index("known_devices_user_id_idx").on(table.userId),
  ],
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
    /**
     * Narrower copies stored beside the picture (`{name}-{width}w.webp`), for srcset: a thumbnail
     * never downloads the full picture. Empty for pictures stored before they were made.
     */
    variantWidths: integer("variant_widths").array().notNull().default(sql`'{}'::integer[]`),
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

// ---- tax ----

/**
 * The tax settings in force (decision 028): one row, written the first time staff save them; until
 * then the configuration's TAX_* values apply. Every price and document reads them at that moment;
 * quotes, bookings and documents keep what they were sold or issued with.
 */
export const taxSettings = pgTable(
  "tax_settings",
  {
    /** Always 1: there is one set of settings. */
    id: integer("id").primaryKey().default(1),
    legalNameEn: text("legal_name_en").notNull(),
    legalNameAr: text("legal_name_ar").notNull(),
    addressEn: text("address_en").notNull(),
    addressAr: text("address_ar").notNull(),
    /** The Tax Registration Number; null while unset (documents are receipts then). */
    trn: text("trn"),
    vatRateBp: integer("vat_rate_bp").notNull(),
    ratesIncludeVat: boolean("rates_include_vat").notNull(),
    /** The Tourism Dirham fee per occupied unit-night, fils, per unit type. */
    tourismFeeMasterMinor: integer("tourism_fee_master_minor").notNull(),
    tourismFeeKidsMinor: integer("tourism_fee_kids_minor").notNull(),
    tourismFeeCampMinor: integer("tourism_fee_camp_minor").notNull(),
    tourismFeeParkingMinor: integer("tourism_fee_parking_minor").notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("tax_settings_one_row_check", sql`${table.id} = 1`),
    check("tax_settings_vat_rate_check", sql`${table.vatRateBp} between 0 and 10000`),
    check(
      "tax_settings_fee_check",
      sql`${table.tourismFeeMasterMinor} >= 0 and ${table.tourismFeeKidsMinor} >= 0 and ${table.tourismFeeCampMinor} >= 0 and ${table.tourismFeeParkingMinor} >= 0`,
    ),
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

// ---- booking ----

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
    /** The cancellation policy the payment page showed before the card, as the server priced it (issue 21). */
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
    /** The cancellation policy shown before the card was paid (issue 21); a paid change's replaces it. */
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("bookings_user_idx").on(table.userId, table.createdAt),
    index("bookings_status_idx").on(table.status, table.checkOut),
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

export type BookingTerms = {
  checkIn: string;
  checkOut: string;
  nights: number;
  quantity: number;
  guests: number;
  roomType: "master" | "kids" | null;
  priceLines: PriceLine[];
  totalMinor: number;
};

/** Every change a guest made to their booking: the terms before and after, and the money. */
export const bookingChanges = pgTable(
  "booking_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id")
      .notNull()
      .unique()
      .references(() => quotes.id),
    fromTerms: jsonb("from_terms").$type<BookingTerms>().notNull(),
    toTerms: jsonb("to_terms").$type<BookingTerms>().notNull(),
    /** New total less the old one (fils): paid when positive. */
    differenceMinor: integer("difference_minor").notNull(),
    paidMinor: integer("paid_minor").notNull().default(0),
    refundMinor: integer("refund_minor").notNull().default(0),
    keptMinor: integer("kept_minor").notNull().default(0),
    /** The intent the difference was paid with, if any. */
    paymentIntentId: text("payment_intent_id"),
    actor: text("actor", { enum: ["guest", "webhook", "reconciler", "staff"] }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("booking_changes_booking_idx").on(table.bookingId, table.createdAt)],
);

/**
 * Numbered tax documents (decision 029): what a guest paid or got back, one row per invoice,
 * receipt or credit note, its content the immutable snapshot the PDF is drawn from. Never updated,
 * except `voided_by_id` when staff reissue it; never deleted (kept as UAE tax law requires).
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** The order documents were written in: a booking's list reads in it (many share an instant). */
    issueOrder: bigint("issue_order", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    kind: text("kind", { enum: ["invoice", "receipt", "credit_note"] }).notNull(),
    number: text("number").notNull().unique(),
    /** The Dubai calendar year of issue and the place in that year's run of this kind. */
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    content: jsonb("content").$type<DocumentContent>().notNull(),
    /** What was paid (invoice, receipt) or given back (credit note), fils. */
    totalMinor: integer("total_minor").notNull(),
    reason: text("reason", {
      enum: ["booking", "change", "refund", "void", "reissue"],
    }).notNull(),
    /** A credit note: the invoice or receipt it corrects. */
    correctsId: uuid("corrects_id").references((): AnyPgColumn => taxDocuments.id),
    /** Set once, when a reissue's credit note voids this invoice. */
    voidedById: uuid("voided_by_id").references((): AnyPgColumn => taxDocuments.id),
    /** The payment intent whose money this document records (a refund: the intent refunded). */
    paymentIntentId: text("payment_intent_id"),
    /**
     * The movement in the booking's payment history this document records: unique, so fulfilment
     * running again (webhook, booking call, reconciler) never issues a second one for it.
     */
    bookingPaymentId: uuid("booking_payment_id")
      .unique()
      .references(() => bookingPayments.id),
  },
  (table) => [
    uniqueIndex("tax_documents_sequence_idx").on(table.kind, table.year, table.sequence),
    index("tax_documents_booking_idx").on(table.bookingId, table.issueOrder),
    index("tax_documents_corrects_idx").on(table.correctsId),
  ],
);

/**
 * The last number drawn per kind and year: drawn by an upsert in the transaction that records the
 * money, so a rolled-back payment gives its number back and the run stays gapless.
 */
export const documentSequences = pgTable(
  "document_sequences",
  {
    kind: text("kind", { enum: ["invoice", "receipt", "credit_note"] }).notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);

// ---- operations ----

/**
 * Which of a booking's documents a message carries (decision 030): those of `kinds` in force when it
 * is sent, which together should come to `expectedMinor` (what was paid, or given back); the sender
 * waits a little for documents issued after the message was written (a cancellation's credit note
 * comes with its refund, a step after the email).
 */
export type OutboxDocuments = {
  bookingId: string;
  kinds: DocumentKind[];
  expectedMinor: number;
  /**
   * Only documents issued after this one (its issue order): a cancellation carries the credit
   * notes of its own refund, not those an earlier change's refund issued. Absent: all of them.
   */
  afterIssueOrder?: number;
  /** Exactly these documents (a change's own invoice, issued with it): nothing else, whenever sent. */
  documentIds?: string[];
  /**
   * Only the first documents after `afterIssueOrder` that together come to `expectedMinor` (a
   * change's refund notes, issued just after it): not a later change's or cancellation's.
   */
  onlyUntilCovered?: boolean;
};

/**
 * Mail waiting to go out, written in the same transaction as the change it tells of; a sender job
 * delivers it with back-off, so a failed send never loses a booking or a message.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    language: text("language", { enum: ["en", "ar"] }).notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The booking's tax documents to attach as PDFs, drawn when the message is sent. */
    attachDocuments: jsonb("attach_documents").$type<OutboxDocuments>(),
    createdAt: createdAt(),
  },
  (table) => [index("email_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/** Messages sent with the home page's contact form; staff mark them handled. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    language: text("language", { enum: ["en", "ar"] })
      .notNull()
      .default("en"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt)],
);

/** Every administrator action: who, what, when, and the values before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_action_idx").on(table.action, table.createdAt),
  ],
);

/**
 * The sandbox card processor's own records, as a real processor keeps intents on its side; in the
 * database so that a restart of the server loses none.
 */
export const sandboxPaymentIntents = pgTable("sandbox_payment_intents", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull().unique(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  captureMethod: text("capture_method", { enum: ["automatic", "manual"] }).notNull(),
  status: text("status", {
    enum: ["requires_payment_method", "requires_capture", "succeeded", "canceled"],
  }).notNull(),
  amountRefunded: integer("amount_refunded").notNull().default(0),
  /** The idempotency keys of the refunds made, with the amount each asked for (null: all that was left). */
  refundKeys: jsonb("refund_keys").$type<Record<string, number | null>>().notNull().default({}),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
  lastError: jsonb("last_error").$type<{ code: string; message: string } | null>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- channels: calendar sync with OTAs (decision 032) ----

/** An OTA listing's iCalendar feed staff added: what it stands for and how its fetches went. */
export const channelFeeds = pgTable(
  "channel_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    unitType: text("unit_type", { enum: CHANNEL_UNIT_TYPES }).notNull(),
    /** Staff's name for the listing, shown in the console calendar ("Airbnb", "Booking.com"). */
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** Units of the type one event of this listing takes. */
    units: integer("units").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Staff removed the feed: its events stopped taking nights then. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /** The validators of the last good answer, sent back as If-None-Match / If-Modified-Since. */
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** The last fetch that answered a feed (200 parsed, or 304). */
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
    /** When the feed's events last changed (not its DTSTAMPs), and a hash of them. */
    lastChangedAt: timestamp("last_changed_at", { withTimezone: true }),
    eventsHash: text("events_hash"),
    /** The last fetch's error, cleared by a good one. */
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    /** Good fetches in a row that listed no event while events were taken (the empty-feed guard). */
    emptyFetches: integer("empty_fetches").notNull().default(0),
    /** The last stale-feed email to staff (at most one a day per feed). */
    staleAlertedAt: timestamp("stale_alerted_at", { withTimezone: true }),
  },
  (table) => [check("channel_feeds_units_check", sql`${table.units} > 0`)],
);

/**
 * A published calendar: the nights one unit type cannot be sold elsewhere. Without `feedId`, the
 * unit type's own feed (nights no unit is left); with it, the export for that OTA listing (nights
 * its `units` are not free, leaving the listing's own imported events out). The token is the URL's
 * secret; rotating it gives the old URL a 404.
 */
export const calendarExports = pgTable(
  "calendar_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    unitType: text("unit_type", { enum: CHANNEL_UNIT_TYPES }).notNull(),
    feedId: uuid("feed_id").references(() => channelFeeds.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("calendar_exports_unit_type_idx")
      .on(table.unitType)
      .where(sql`${table.feedId} is null`),
    uniqueIndex("calendar_exports_feed_idx")
      .on(table.feedId)
      .where(sql`${table.feedId} is not null`),
  ],
);

/**
 * One event of a feed as last read: the nights it takes (`fromNight` to the morning `untilNight`,
 * DTEND exclusive, like a stay). No guest's name, email or description is kept. While not removed,
 * its claims take `units` of the feed's type each night; a conflict is an event that landed on
 * nights already sold out here (kept: the OTA has the guest's money).
 */
export const channelEvents = pgTable(
  "channel_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    feedId: uuid("feed_id")
      .notNull()
      .references(() => channelFeeds.id, { onDelete: "cascade" }),
    uid: text("uid").notNull(),
    summary: text("summary").notNull().default(""),
    fromNight: date("from_night", { mode: "string" }).notNull(),
    untilNight: date("until_night", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /** Set when the event's nights did not fit the stock here when it was (re)imported. */
    conflictAt: timestamp("conflict_at", { withTimezone: true }),
    /** The conflict's one email to staff. */
    conflictAlertedAt: timestamp("conflict_alerted_at", { withTimezone: true }),
    /** Staff looked at the conflict and settled it (it stays in the history). */
    conflictResolvedAt: timestamp("conflict_resolved_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("channel_events_feed_uid_idx").on(table.feedId, table.uid)],
);

// ---- waiting list (decision 033) ----

/**
 * A signed-in guest waiting for a sold-out stay: the check-availability request as they sent it and
 * the stay units it needs. The job offers freed units to the first entry that fits, as a quote held
 * for WAITING_LIST_OFFER_MINUTES (`offerQuoteId`); an offer not booked in time lapses and the next
 * entry is offered.
 */
export const waitingListEntries = pgTable(
  "waiting_list_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language", { enum: ["en", "ar"] }).notNull(),
    serviceType: text("service_type", { enum: ["room", "camp", "parking", "package"] }).notNull(),
    roomType: text("room_type", { enum: ["master", "kids"] }),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    quantity: integer("quantity").notNull(),
    /** The validated request, as check-availability takes it. */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    /** The stay units it needs every night (activities and promo codes left out). */
    claims: jsonb("claims").$type<ClaimLine[]>().notNull(),
    status: text("status", { enum: WAITING_LIST_STATUSES }).notNull().default("waiting"),
    offerQuoteId: uuid("offer_quote_id"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("waiting_list_status_idx").on(table.status, table.createdAt),
    index("waiting_list_user_idx").on(table.userId),
    check("waiting_list_quantity_check", sql`${table.quantity} > 0`),
  ],
);
