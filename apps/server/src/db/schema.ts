/**
 * The database's tables, a file per feature in ./schema. Everything is exported from here too:
 * drizzle-kit reads this one file (drizzle.config.ts) to write migrations, the database client takes
 * all the tables at once (database.ts), and code imports its tables from `db/schema` as before.
 */

export * from "./schema/audit-log";
export * from "./schema/auth";
export * from "./schema/booking-changes";
export * from "./schema/bookings";
export * from "./schema/catalogue";
export * from "./schema/channels";
export * from "./schema/contact";
export * from "./schema/documents";
export * from "./schema/email";
export * from "./schema/extras";
export * from "./schema/images";
export * from "./schema/inventory";
export * from "./schema/payment-links";
export * from "./schema/payment-provider";
export * from "./schema/payments";
export * from "./schema/promo-codes";
export * from "./schema/quotes";
export * from "./schema/rate-limits";
export * from "./schema/rates";
export * from "./schema/staff";
export * from "./schema/tax-settings";
export * from "./schema/waiting-list";
