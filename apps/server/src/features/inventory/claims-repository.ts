import { and, eq, getTableColumns, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import {
  encodeValues,
  placeholdersOf,
  preparedPerShape,
  preparedStatement,
  shapeOf,
} from "../../db/prepared";
import { inventoryClaims } from "../../db/schema";

import { isCounting } from "./inventory-repository";

export async function insertClaims(
  tx: Executor,
  rows: (typeof inventoryClaims.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  const shape = shapeOf(claimColumns, rows[0] ?? {});
  // One statement per number of rows (a stay's nights) and columns, for stays of usual lengths.
  if (
    rows.length > MAX_PREPARED_CLAIM_ROWS ||
    rows.some((row) => shapeOf(claimColumns, row) !== shape)
  ) {
    await tx.insert(inventoryClaims).values(rows);
    return;
  }
  const values: Record<string, unknown> = {};
  for (const [index, row] of rows.entries()) encodeValues(claimColumns, row, `_${index}`, values);
  await claimsInsert(tx, `${rows.length}:${shape}`).execute(values);
}
const claimColumns = getTableColumns(inventoryClaims);
const MAX_PREPARED_CLAIM_ROWS = 32;
const claimsInsert = preparedPerShape("insert_claims", (db, shape, name) => {
  const [rows = "0", keys = ""] = shape.split(":");
  return db
    .insert(inventoryClaims)
    .values(
      Array.from(
        { length: Number(rows) },
        (_, index) =>
          placeholdersOf(
            keys.split(","),
            `_${index}`,
          ) as unknown as typeof inventoryClaims.$inferInsert,
      ),
    )
    .prepare(name);
});

/** How many of a quote's hold rows still count at `now`. */
export async function countLiveHoldRows(tx: Executor, quoteId: string, now: Date): Promise<number> {
  const rows = await liveHoldRows(tx).execute({ quoteId, now: now.toISOString() });
  return rows.length;
}
const liveHoldRows = preparedStatement((db) =>
  db
    .select({ id: inventoryClaims.id })
    .from(inventoryClaims)
    .where(
      and(
        eq(inventoryClaims.quoteId, sql.placeholder("quoteId")),
        isNull(inventoryClaims.bookingId),
        isCounting(sql.placeholder("now")),
      ),
    )
    .prepare("live_hold_rows"),
);

/** The hold becomes the booking's: it stops expiring. */
export async function convertHoldToBooking(
  tx: Executor,
  quoteId: string,
  bookingId: string,
): Promise<void> {
  await holdToBooking(tx).execute({ holdExpiresAt: null, bookingId, quoteId });
}
const holdToBooking = preparedStatement((db) =>
  db
    .update(inventoryClaims)
    .set(placeholdersOf(["holdExpiresAt", "bookingId"]))
    .where(
      and(
        eq(inventoryClaims.quoteId, sql.placeholder("quoteId")),
        isNull(inventoryClaims.releasedAt),
      ),
    )
    .prepare("hold_to_booking"),
);

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
