import {
  and,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  notLike,
  or,
  type Placeholder,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedSql, preparedStatement } from "../../db/prepared";
import { bookings, inventoryClaims, quotes } from "../../db/schema";
import type { UnitKey } from "../../db/unit-keys";

/**
 * A claim counts while it is not released and is a booking's, or a hold not yet expired at `now`
 * (a placeholder in a prepared statement, given as the column's encoder writes a time: ISO text).
 */
export const isCounting = (now: Date | Placeholder) =>
  and(
    isNull(inventoryClaims.releasedAt),
    or(isNull(inventoryClaims.holdExpiresAt), gt(inventoryClaims.holdExpiresAt, now)),
  );

/**
 * Serialises every change to the stock of these unit types until the transaction ends. Locks are
 * taken in one order (sorted) so two transactions never wait on each other in a circle.
 */
export async function lockUnits(tx: Executor, unitKeys: string[]): Promise<void> {
  for (const key of [...new Set(unitKeys)].sort()) {
    await advisoryLock(tx).execute({ key: `inventory:${key}` });
  }
}

/** A transaction's advisory lock on a text key, three in every paid booking: built once. */
const advisoryLock = preparedSql(
  "advisory_xact_lock",
  sql`select pg_advisory_xact_lock(hashtext(${sql.placeholder("key")}))`,
);

/**
 * Serialises every hold of one account until the transaction ends, so two payments started at once
 * cannot both count the account's holds before either is written (decision 013).
 */
export async function lockAccountHolds(tx: Executor, userId: string): Promise<void> {
  await advisoryLock(tx).execute({ key: `holds:${userId}` });
}

/**
 * What an account holds at `now` beside one quote: the quotes with a live hold (not yet a booking's)
 * and the unit-nights they take, one unit for one night each.
 */
export async function sumLiveHoldsOfAccount(
  db: Executor,
  options: { userId: string; exceptQuoteId: string; now: Date },
): Promise<{ quotes: number; unitNights: number }> {
  const [row] = await liveHoldsOfAccount(db).execute({
    userId: options.userId,
    exceptQuoteId: options.exceptQuoteId,
    now: options.now.toISOString(),
    extras: "extra:%",
    promos: "promo:%",
  });
  return { quotes: Number(row?.quotes ?? 0), unitNights: Number(row?.unitNights ?? 0) };
}
/** Every payment start counts the account's holds: built once (db/prepared.ts). */
const liveHoldsOfAccount = preparedStatement((db) =>
  db
    .select({
      quotes: sql<string>`count(distinct ${inventoryClaims.quoteId})`,
      unitNights: sql<string>`coalesce(sum(${inventoryClaims.quantity}), 0)`,
    })
    .from(inventoryClaims)
    .innerJoin(quotes, eq(quotes.id, inventoryClaims.quoteId))
    .where(
      and(
        eq(quotes.userId, sql.placeholder("userId")),
        ne(inventoryClaims.quoteId, sql.placeholder("exceptQuoteId")),
        isNull(inventoryClaims.bookingId),
        isNotNull(inventoryClaims.holdExpiresAt),
        isCounting(sql.placeholder("now")),
        // Activities' people are no unit-nights (unitNightsOf, docs/decisions/021), nor are a
        // promo code's uses (docs/decisions/026).
        notLike(inventoryClaims.unitKey, sql.placeholder("extras")),
        notLike(inventoryClaims.unitKey, sql.placeholder("promos")),
      ),
    )
    .prepare("live_holds_of_account"),
);

/** Units taken on one night per unit type. */
export async function sumClaimsOnNight(
  db: Executor,
  night: string,
  now: Date,
): Promise<Map<UnitKey, number>> {
  const rows = await db
    .select({
      unitKey: inventoryClaims.unitKey,
      taken: sql<string>`sum(${inventoryClaims.quantity})`,
    })
    .from(inventoryClaims)
    .where(and(eq(inventoryClaims.night, night), isCounting(now)))
    .groupBy(inventoryClaims.unitKey);
  return new Map(rows.map((row) => [row.unitKey as UnitKey, Number(row.taken)]));
}

/**
 * Units taken per unit type and night, keyed `${unitKey}|${night}`, for the nights given; without
 * the claims of `exceptBookingId` when given (a booking being changed: its own nights, and the holds
 * of its other change quotes, are free to it)
 * and of `exceptQuoteId` (a quote priced again: its own hold is free to it).
 */
export async function sumClaimsByNight(
  db: Executor,
  unitKeys: string[],
  nights: string[],
  now: Date,
  exceptBookingId?: string,
  exceptQuoteId?: string,
): Promise<Map<string, number>> {
  if (unitKeys.length === 0 || nights.length === 0) return new Map();
  const rows =
    exceptBookingId === undefined && exceptQuoteId === undefined
      ? await claimsByNight(db).execute({ unitKeys, nights, now: now.toISOString() })
      : await sumClaimsByNightExcept(db, unitKeys, nights, now, exceptBookingId, exceptQuoteId);
  return new Map(rows.map((row) => [`${row.unitKey}|${row.night}`, Number(row.taken)]));
}

const takenPerNight = {
  unitKey: inventoryClaims.unitKey,
  night: inventoryClaims.night,
  taken: sql<string>`sum(${inventoryClaims.quantity})`,
};
/** The units and nights as two array values: one text (and one prepared statement) for any stay. */
const ofUnitsAndNights = (unitKeys: SQLWrapper, nights: SQLWrapper) =>
  sql`${inventoryClaims.unitKey} = any(${unitKeys}) and ${inventoryClaims.night} = any(${nights})`;
/** Every price check and payment start reads the stock of its nights: built once (db/prepared.ts). */
const claimsByNight = preparedStatement((db) =>
  db
    .select(takenPerNight)
    .from(inventoryClaims)
    .where(
      and(
        ofUnitsAndNights(sql.placeholder("unitKeys"), sql.placeholder("nights")),
        isCounting(sql.placeholder("now")),
      ),
    )
    .groupBy(inventoryClaims.unitKey, inventoryClaims.night)
    .prepare("claims_by_night"),
);

function sumClaimsByNightExcept(
  db: Executor,
  unitKeys: string[],
  nights: string[],
  now: Date,
  exceptBookingId?: string,
  exceptQuoteId?: string,
) {
  return db
    .select(takenPerNight)
    .from(inventoryClaims)
    .where(
      and(
        ofUnitsAndNights(sql.param(unitKeys), sql.param(nights)),
        isCounting(now),
        exceptBookingId === undefined
          ? undefined
          : or(isNull(inventoryClaims.bookingId), ne(inventoryClaims.bookingId, exceptBookingId)),
        // Nor the holds of the booking's other changes: only one of them can ever be applied, so a
        // second change check (a hold of the first still live) is not short of its own nights or
        // promo code's uses.
        exceptBookingId === undefined
          ? undefined
          : or(
              isNull(inventoryClaims.quoteId),
              notInArray(
                inventoryClaims.quoteId,
                db
                  .select({ id: quotes.id })
                  .from(quotes)
                  .where(eq(quotes.changesBookingId, exceptBookingId)),
              ),
            ),
        exceptQuoteId === undefined
          ? undefined
          : or(isNull(inventoryClaims.quoteId), ne(inventoryClaims.quoteId, exceptQuoteId)),
      ),
    )
    .groupBy(inventoryClaims.unitKey, inventoryClaims.night);
}

/**
 * Units firmly taken per unit type and night, keyed `${unitKey}|${night}`: like sumClaimsByNight,
 * but without pending requests (pending bookings and the holds of pending quotes), which are asks
 * staff have not accepted, and without the claims of `exceptBookingId`. What a pending request
 * must fit into when staff confirm it.
 */
export async function sumFirmClaimsByNight(
  db: Executor,
  options: { unitKeys: string[]; nights: string[]; now: Date; exceptBookingId: string },
): Promise<Map<string, number>> {
  const { unitKeys, nights, now } = options;
  if (unitKeys.length === 0 || nights.length === 0) return new Map();
  const rows = await db
    .select({
      unitKey: inventoryClaims.unitKey,
      night: inventoryClaims.night,
      taken: sql<string>`sum(${inventoryClaims.quantity})`,
    })
    .from(inventoryClaims)
    .leftJoin(bookings, eq(bookings.id, inventoryClaims.bookingId))
    .leftJoin(quotes, eq(quotes.id, inventoryClaims.quoteId))
    .where(
      and(
        inArray(inventoryClaims.unitKey, unitKeys),
        inArray(inventoryClaims.night, nights),
        isCounting(now),
        or(
          isNull(inventoryClaims.bookingId),
          ne(inventoryClaims.bookingId, options.exceptBookingId),
        ),
        or(isNull(bookings.id), ne(bookings.status, "pending")),
        or(isNotNull(inventoryClaims.bookingId), isNull(quotes.id), ne(quotes.status, "pending")),
      ),
    )
    .groupBy(inventoryClaims.unitKey, inventoryClaims.night);
  return new Map(rows.map((row) => [`${row.unitKey}|${row.night}`, Number(row.taken)]));
}
