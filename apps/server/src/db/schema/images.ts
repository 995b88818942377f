import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

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
