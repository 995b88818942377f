import {
  type NightRule,
  RATE_UNIT_TYPES,
  type RateCalendar,
  type RateUnitType,
} from "@camp/shared/rates/rate-calendar";
import { and, asc, between, eq, inArray, type Placeholder, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { rateNights } from "../../db/schema";

type RateNightRow = typeof rateNights.$inferSelect;

/**
 * Whether PostgreSQL can store the date: a YYYY-MM-DD string may name year 0, which PostgreSQL
 * does not have (1 BC comes before 1 AD), and a query naming it fails instead of finding nothing.
 */
export const isStorableDate = (date: string) => date >= "0001-01-01";

/** What a night's rule is made of: its row without when it was saved. */
export type RateNightColumns = Omit<RateNightRow, "updatedAt">;

/** A stored night as the shared rule: only what is set (fils), so an empty rule is no rule. */
function toNightRule(row: RateNightColumns): NightRule {
  const rule: NightRule = {};
  if (row.nightlyRateMinor !== null) rule.nightlyRate = row.nightlyRateMinor;
  if (row.weekendRateMinor !== null) rule.weekendRate = row.weekendRateMinor;
  if (row.minNights !== null) rule.minNights = row.minNights;
  if (row.maxNights !== null) rule.maxNights = row.maxNights;
  if (row.closedToArrival) rule.closedToArrival = true;
  if (row.closedToDeparture) rule.closedToDeparture = true;
  return rule;
}

/** The calendar of stored nights, ordered by unit type then night. */
export function toRateCalendar(rows: RateNightColumns[]): RateCalendar {
  const calendar: RateCalendar = {};
  for (const row of rows) {
    const nights = calendar[row.unitType] ?? {};
    nights[row.night] = toNightRule(row);
    calendar[row.unitType] = nights;
  }
  return calendar;
}

/**
 * Every unit type's set nights from `from` to `to`, both included, in one query: a stay reads its
 * check-in to its check-out day (the check-out day for closed-to-departure), the date picker and
 * the console read a window. The unit types are named so the primary key (unit type, night) serves
 * the range for each.
 */
export async function readRateCalendar(
  db: Executor,
  from: string,
  to: string,
): Promise<RateCalendar> {
  const rows = await db
    .select()
    .from(rateNights)
    .where(
      and(inArray(rateNights.unitType, [...RATE_UNIT_TYPES]), between(rateNights.night, from, to)),
    )
    .orderBy(asc(rateNights.unitType), asc(rateNights.night));
  return toRateCalendar(rows);
}

/**
 * readRateCalendar's nights as one JSON column named `calendar`, to be read beside other things in
 * one statement (from and to may be placeholders of a prepared one); toRateCalendar turns the
 * column into the calendar.
 */
export function rateCalendarColumn(from: string | Placeholder, to: string | Placeholder) {
  return sql`(select coalesce(json_agg(json_build_object(
      'unitType', unit_type, 'night', night,
      'nightlyRateMinor', nightly_rate_minor, 'weekendRateMinor', weekend_rate_minor,
      'minNights', min_nights, 'maxNights', max_nights,
      'closedToArrival', closed_to_arrival, 'closedToDeparture', closed_to_departure)
      order by unit_type, night), '[]'::json)
    from rate_nights
    where unit_type in ${sql.raw(`(${RATE_UNIT_TYPES.map((type) => `'${type}'`).join(", ")})`)}
      and night between ${from} and ${to}) as calendar`;
}

/**
 * Serialises the edits of one unit type's calendar until the transaction ends: two staff members
 * editing overlapping ranges at once each read the nights the other wrote, so the later edit wins
 * field by field as precedence says, never a mix of both reads (decision 025).
 */
export async function lockUnitRates(tx: Executor, unitType: RateUnitType): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rates:${unitType}`}))`);
}

/** One unit type's stored rules from `from` to `to`, both included, by date. */
export async function readUnitNights(
  tx: Executor,
  unitType: RateUnitType,
  from: string,
  to: string,
): Promise<Map<string, NightRule>> {
  const rows = await tx
    .select()
    .from(rateNights)
    .where(and(eq(rateNights.unitType, unitType), between(rateNights.night, from, to)));
  return new Map(rows.map((row) => [row.night, toNightRule(row)]));
}

/**
 * Writes one unit type's nights as they now are: a night with a rule is inserted or replaced, a
 * night whose rule became empty is deleted (no row means nothing set). Two statements at most,
 * whatever the length of the range.
 */
export async function writeUnitNights(
  tx: Executor,
  unitType: RateUnitType,
  nights: { night: string; rule: NightRule }[],
  now: Date,
): Promise<void> {
  const kept = nights.filter(({ rule }) => Object.keys(rule).length > 0);
  const emptied = nights.filter(({ rule }) => Object.keys(rule).length === 0);
  if (kept.length > 0) {
    await tx
      .insert(rateNights)
      .values(
        kept.map(({ night, rule }) => ({
          unitType,
          night,
          nightlyRateMinor: rule.nightlyRate ?? null,
          weekendRateMinor: rule.weekendRate ?? null,
          minNights: rule.minNights ?? null,
          maxNights: rule.maxNights ?? null,
          closedToArrival: rule.closedToArrival ?? false,
          closedToDeparture: rule.closedToDeparture ?? false,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [rateNights.unitType, rateNights.night],
        set: {
          nightlyRateMinor: sql`excluded.nightly_rate_minor`,
          weekendRateMinor: sql`excluded.weekend_rate_minor`,
          minNights: sql`excluded.min_nights`,
          maxNights: sql`excluded.max_nights`,
          closedToArrival: sql`excluded.closed_to_arrival`,
          closedToDeparture: sql`excluded.closed_to_departure`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  if (emptied.length > 0) {
    await tx.delete(rateNights).where(
      and(
        eq(rateNights.unitType, unitType),
        inArray(
          rateNights.night,
          emptied.map(({ night }) => night),
        ),
      ),
    );
  }
}
