import {
  and,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  notLike,
  or,
  type Placeholder,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedStatement } from "../../db/prepared";
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
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inventory:${key}`}))`);
  }
}

/**
 * Serialises every hold of one account until the transaction ends, so two payments started at once
 * cannot both count the account's holds before either is written (decision 013).
 */
export async function lockAccountHolds(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`holds:${userId}`}))`);
}

/**
 * What an account holds at `now` beside one quote: the quotes with a live hold (not yet a booking's)
 * and the unit-nights they take, one unit for one night each.
 */
export async function sumLiveHoldsOfAccount(
  db: Executor,
  options: { userId: string; exceptQuoteId: string; now: Date },
): Promise<{ quotes: number; unitNights: number }> {
  const [row] = await db
    .select({
      quotes: sql<string>`count(distinct ${inventoryClaims.quoteId})`,
      unitNights: sql<string>`coalesce(sum(${inventoryClaims.quantity}), 0)`,
    })
    .from(inventoryClaims)
    .innerJoin(quotes, eq(quotes.id, inventoryClaims.quoteId))
    .where(
      and(
        eq(quotes.userId, options.userId),
        ne(inventoryClaims.quoteId, options.exceptQuoteId),
        isNull(inventoryClaims.bookingId),
        isNotNull(inventoryClaims.holdExpiresAt),
        isCounting(options.now),
        // Activities' people are no unit-nights (unitNightsOf, docs/decisions/021), nor are a
        // promo code's uses (docs/decisions/026).
        notLike(inventoryClaims.unitKey, "extra:%"),
        notLike(inventoryClaims.unitKey, "promo:%"),
      ),
    );
  return { quotes: Number(row?.quotes ?? 0), unitNights: Number(row?.unitNights ?? 0) };
}

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

export async function insertClaims(
  tx: Executor,
  rows: (typeof inventoryClaims.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(inventoryClaims).values(rows);
}

/** How many of a quote's hold rows still count at `now`. */
export async function countLiveHoldRows(tx: Executor, quoteId: string, now: Date): Promise<number> {
  const rows = await tx
    .select({ id: inventoryClaims.id })
    .from(inventoryClaims)
    .where(
      and(eq(inventoryClaims.quoteId, quoteId), isNull(inventoryClaims.bookingId), isCounting(now)),
    );
  return rows.length;
}

/** The hold becomes the booking's: it stops expiring. */
export async function convertHoldToBooking(
  tx: Executor,
  quoteId: string,
  bookingId: string,
): Promise<void> {
  await tx
    .update(inventoryClaims)
    .set({ holdExpiresAt: null, bookingId })
    .where(and(eq(inventoryClaims.quoteId, quoteId), isNull(inventoryClaims.releasedAt)));
}

export async function releaseClaimsOfQuote(
  tx: Executor,
  quoteId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(inventoryClaims)
    .set({ releasedAt: now })
    .where(and(eq(inventoryClaims.quoteId, quoteId), isNull(inventoryClaims.releasedAt)));
}

export async function releaseClaimsOfBooking(
  tx: Executor,
  bookingId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(inventoryClaims)
    .set({ releasedAt: now })
    .where(and(eq(inventoryClaims.bookingId, bookingId), isNull(inventoryClaims.releasedAt)));
}

/** Marks holds that ran out as released, so the ledger says plainly what counts. */
export async function releaseExpiredHolds(db: Executor, now: Date): Promise<void> {
  await db
    .update(inventoryClaims)
    .set({ releasedAt: now })
    .where(
      and(
        isNull(inventoryClaims.releasedAt),
        isNull(inventoryClaims.bookingId),
        isNotNull(inventoryClaims.holdExpiresAt),
        lte(inventoryClaims.holdExpiresAt, now),
      ),
    );
}

/**
 * A no-show gives back the nights from `fromNight` on (decision 022): those claims are released at
 * `now`, which is also the no-show's time, so an undo can find exactly these again.
 */
export async function releaseClaimsOfBookingFrom(
  tx: Executor,
  bookingId: string,
  fromNight: string,
  now: Date,
): Promise<void> {
  await tx
    .update(inventoryClaims)
    .set({ releasedAt: now })
    .where(
      and(
        eq(inventoryClaims.bookingId, bookingId),
        gte(inventoryClaims.night, fromNight),
        isNull(inventoryClaims.releasedAt),
      ),
    );
}

/** The nights a booking's claims were released at `releasedAt` (a no-show's), one row per claim. */
export function listClaimsReleasedAt(tx: Executor, bookingId: string, releasedAt: Date) {
  return tx
    .select({ night: inventoryClaims.night, unitKey: inventoryClaims.unitKey })
    .from(inventoryClaims)
    .where(
      and(eq(inventoryClaims.bookingId, bookingId), eq(inventoryClaims.releasedAt, releasedAt)),
    );
}

/** Takes back the claims released at `releasedAt`: an undone no-show's nights count again. */
export async function restoreClaimsReleasedAt(
  tx: Executor,
  bookingId: string,
  releasedAt: Date,
): Promise<void> {
  await tx
    .update(inventoryClaims)
    .set({ releasedAt: null })
    .where(
      and(eq(inventoryClaims.bookingId, bookingId), eq(inventoryClaims.releasedAt, releasedAt)),
    );
}
