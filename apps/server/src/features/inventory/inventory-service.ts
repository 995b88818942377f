import type { Executor } from "../../db/database";
import type { ClaimLine } from "../../db/schema";
import {
  countLiveHoldRows,
  insertClaims,
  releaseClaimsOfQuote,
  sumClaimsByNight,
  sumFirmClaimsByNight,
} from "./inventory-repository";

export type Shortage = { night: string; unitKey: string; remaining: number; requested: number };

/**
 * The nights on which the stock of some unit type cannot take `claims` on top of what is already
 * taken. Empty means every night has room.
 */
export async function findShortages(
  db: Executor,
  options: {
    claims: ClaimLine[];
    nights: string[];
    totals: Map<string, number>;
    now: Date;
    /** A booking being changed: its own claims do not count against it. */
    exceptBookingId?: string | null | undefined;
  },
): Promise<Shortage[]> {
  const unitKeys = options.claims.map((claim) => claim.unitKey);
  const taken = await sumClaimsByNight(
    db,
    unitKeys,
    options.nights,
    options.now,
    options.exceptBookingId ?? undefined,
  );
  return shortagesAgainst(taken, options);
}

/**
 * The nights on which a pending booking's claims do not fit beside what is firmly taken (confirmed
 * stays, raw claims, holds of confirmed quotes). Empty means staff may confirm it. The caller holds
 * the unit locks, so the answer stays true until its transaction ends.
 */
export async function findShortagesToConfirm(
  tx: Executor,
  options: {
    bookingId: string;
    claims: ClaimLine[];
    nights: string[];
    totals: Map<string, number>;
    now: Date;
  },
): Promise<Shortage[]> {
  const taken = await sumFirmClaimsByNight(tx, {
    unitKeys: options.claims.map((claim) => claim.unitKey),
    nights: options.nights,
    now: options.now,
    exceptBookingId: options.bookingId,
  });
  return shortagesAgainst(taken, options);
}

function shortagesAgainst(
  taken: Map<string, number>,
  options: { claims: ClaimLine[]; nights: string[]; totals: Map<string, number> },
): Shortage[] {
  const shortages: Shortage[] = [];
  for (const night of options.nights) {
    for (const claim of options.claims) {
      const remaining =
        (options.totals.get(claim.unitKey) ?? 0) - (taken.get(`${claim.unitKey}|${night}`) ?? 0);
      if (remaining < claim.quantity) {
        shortages.push({
          night,
          unitKey: claim.unitKey,
          remaining: Math.max(0, remaining),
          requested: claim.quantity,
        });
      }
    }
  }
  return shortages;
}

/**
 * Claims a quote's units for every night of its stay, replacing what is left of an earlier hold:
 * as a hold (`holdExpiresAt`) or as a booking's (`bookingId`). When `mustFit`, the stock is checked
 * first and nothing is claimed if some night is short (answers false). The caller holds the unit locks.
 */
export async function claimQuoteUnits(
  tx: Executor,
  options: {
    quote: { id: string; claims: ClaimLine[] };
    nights: string[];
    totals: Map<string, number>;
    now: Date;
    mustFit: boolean;
    as: { holdExpiresAt: Date } | { bookingId: string };
    /** False when the quote never claimed anything (never held), so there is nothing to let go. */
    hasEarlierClaims?: boolean;
    /** A change of this booking: its own claims do not count against the new ones. */
    exceptBookingId?: string | null | undefined;
  },
): Promise<boolean> {
  const { quote, nights, now } = options;
  if (options.hasEarlierClaims !== false) await releaseClaimsOfQuote(tx, quote.id, now);
  if (options.mustFit) {
    const shortages = await findShortages(tx, {
      claims: quote.claims,
      nights,
      totals: options.totals,
      now,
      exceptBookingId: options.exceptBookingId,
    });
    if (shortages.length > 0) return false;
  }
  await insertClaims(
    tx,
    nights.flatMap((night) =>
      quote.claims.map((claim) => ({ ...claim, night, quoteId: quote.id, ...options.as })),
    ),
  );
  return true;
}

/** Whether the quote's hold still counts in full: one live row per unit type per night of the stay. */
export async function isHoldLive(
  tx: Executor,
  quote: { id: string; claims: ClaimLine[] },
  nights: string[],
  now: Date,
): Promise<boolean> {
  return (await countLiveHoldRows(tx, quote.id, now)) === quote.claims.length * nights.length;
}
