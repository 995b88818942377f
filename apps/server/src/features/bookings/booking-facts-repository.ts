import type { TaxTerms } from "@camp/shared/tax/tax-terms";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedSql } from "../../db/prepared";
import {
  type StockAndRates,
  stockAndRatesColumns,
  toStockAndRates,
} from "../catalogue/catalogue-repository";
import { type ExtraFactsRow, extraFactsColumn } from "../extras/extras-repository";
import { type PromoCaps, promoCapsColumn } from "../promo-codes/promo-codes-repository";
import { type RateNightColumns, rateCalendarColumn } from "../rates/rates-repository";
import type { StayDates } from "../rates/stay-calendar";
import { weekendDaysColumn } from "../rates/weekend-days";
import { taxTermsColumn } from "../tax-settings/tax-settings-repository";

export type BookingFactRows = {
  stock: StockAndRates;
  extras: ExtraFactsRow[];
  promoCaps: PromoCaps[];
  /** Null until staff first save the tax settings (the configuration applies then). */
  taxTerms: TaxTerms | null;
  /** The stay's set nights, when a stay was named. */
  calendar: RateNightColumns[] | undefined;
  /** The weekend's days staff saved (decision 046); null until they first do. */
  weekendDays: number[] | null;
};

type BookingFactColumns = StockAndRates & {
  extras: ExtraFactsRow[];
  promo_caps: PromoCaps[];
  tax_terms: TaxTerms | null;
  calendar: RateNightColumns[] | null;
  weekend_days: number[] | null;
};
const factColumns = sql`${stockAndRatesColumns}, ${extraFactsColumn}, ${promoCapsColumn}, ${taxTermsColumn}, ${weekendDaysColumn}`;
/** Built once (db/prepared.ts): every price check sends it. The stay's nights are its values. */
const factsOfStay = preparedSql<BookingFactColumns>(
  "booking_facts",
  sql`select ${factColumns}, ${rateCalendarColumn(sql.placeholder("checkIn"), sql.placeholder("checkOut"))}`,
);
const factsWithoutStay = preparedSql<BookingFactColumns>(
  "booking_facts_no_stay",
  sql`select ${factColumns}, null::json as calendar`,
);

/**
 * What a price check is judged and priced by (loadBookingFacts), in one statement: the catalogue's
 * stock and rates, the extras, the promo codes' caps, the tax terms, the weekend's days and the
 * stay's rate calendar.
 * One round trip instead of five, on every price check; read at the moment of use like each of them
 * alone, so an edit in any process applies to the next price check.
 */
export async function readBookingFactRows(
  db: Executor,
  stay: StayDates | undefined,
): Promise<BookingFactRows> {
  const [row] = stay
    ? await factsOfStay(db).execute({ checkIn: stay.checkIn, checkOut: stay.checkOut })
    : await factsWithoutStay(db).execute({});
  if (!row) throw new Error("the booking facts query returned no row");
  return {
    stock: toStockAndRates(row),
    extras: row.extras,
    promoCaps: row.promo_caps,
    taxTerms: row.tax_terms,
    calendar: row.calendar ?? undefined,
    weekendDays: row.weekend_days,
  };
}

/**
 * What loadUnitTotals reads (the catalogue's stock, every extra, the promo codes' caps), in one
 * statement: payment starts and bookings read it inside their transaction, after the unit locks.
 */
export async function readUnitTotalRows(
  tx: Executor,
): Promise<Pick<BookingFactRows, "stock" | "extras" | "promoCaps">> {
  const result = (await tx.execute(
    sql`select ${stockAndRatesColumns}, ${extraFactsColumn}, ${promoCapsColumn}`,
  )) as unknown as {
    rows: (StockAndRates & { extras: ExtraFactsRow[]; promo_caps: PromoCaps[] })[];
  };
  const row = result.rows[0];
  if (!row) throw new Error("the unit totals query returned no row");
  return { stock: toStockAndRates(row), extras: row.extras, promoCaps: row.promo_caps };
}
