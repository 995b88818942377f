import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Counters for rate limits that every app process shares (login failures, sign-ups). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
});
