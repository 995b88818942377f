import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { updatedAt } from "./columns";

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
