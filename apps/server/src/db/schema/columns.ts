import { timestamp } from "drizzle-orm/pg-core";

/** The created_at and updated_at columns most tables share: set to the moment the row is written. */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
