import { ACCOUNT_ROLES, type AccountRole } from "@camp/shared/auth/staff-permissions";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /**
     * Stored trimmed and lower-cased; the unique index makes "one account per email" a database
     * fact. Null only for a guest record staff made for a caller who gave a phone alone (decision 055).
     */
    email: text("email"),
    /**
     * Null for a guest record staff made at the desk (decision 055): nobody signs in to it until the
     * guest sets a password through the link emailed when they register with its email.
     */
    passwordHash: text("password_hash"),
    /** A guest, or a member of staff with one role of the permission table (decision 054). */
    role: text("role").$type<AccountRole>().notNull().default("guest"),
    /**
     * The language of the account's emails: the site's at sign-up, then the guest's choice on their
     * account page. Signing in or resetting a password from a page in the other language leaves it.
     */
    language: text("language", { enum: ["en", "ar"] })
      .notNull()
      .default("en"),
    /** E.164 ("+971501234567"); given at sign-up or at the first booking (decision 020). */
    phone: text("phone"),
    /** Set when an owner or manager disables a staff account: no session of it opens anything. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The last completed sign-in (with its second factor, where the account has one). */
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(sql`lower(${table.email})`),
    check(
      "users_role_check",
      sql.raw(`"role" in (${ACCOUNT_ROLES.map((role) => `'${role}'`).join(", ")})`),
    ),
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
    /** What the account's session list calls it: the id above is a token's hash and never leaves. */
    publicId: uuid("public_id").notNull().defaultRandom().unique(),
    /** The address the sign-in came from. */
    address: text("address"),
    /**
     * The password was right and the account's second factor is still to come: such a session
     * opens nothing but the second step (decision 054).
     */
    secondFactorPending: boolean("second_factor_pending").notNull().default(false),
    /** Until when the session counts as freshly authenticated, for the riskiest staff actions. */
    freshUntil: timestamp("fresh_until", { withTimezone: true }),
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
