import type { Executor } from "../../db/database";
import type { ClaimLine } from "../../db/schema";
import { unitTotalOf } from "../../db/unit-keys";
import { countLiveHoldRows, insertClaims, releaseClaimsOfQuote } from "./claims-repository";
import { sumClaimsByNight, sumFirmClaimsByNight } from "./inventory-repository";

export type Shortage = { night: string; unitKey: string; remaining: number; requested: number };

/** The nights a claim takes: its own day (an activity), else every night of the stay. */
const nightsOf = (claim: ClaimLine, nights: string[]) => (claim.night ? [claim.night] : nights);

/** Every night any of the claims takes: the stay's and the activities' days. */
const allNights = (claims: ClaimLine[], nights: string[]) => [
  ...new Set([...nights, ...claims.flatMap((claim) => (claim.night ? [claim.night] : []))]),
];

/** Ledger rows of a quote: one per unit type per night it takes. */
export const claimRowCount = (claims: ClaimLine[], nights: string[]) =>
  claims.reduce((count, claim) => count + nightsOf(claim, nights).length, 0);

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
    /** A quote being priced again (with or without a promo code): its hold does not count. */
    exceptQuoteId?: string | undefined;
  },
): Promise<Shortage[]> {
  const unitKeys = options.claims.map((claim) => claim.unitKey);
  const nights = allNights(options.claims, options.nights);
  const taken = await sumClaimsByNight(
    db,
    unitKeys,
    nights,
    options.now,
    options.exceptBookingId ?? undefined,
    options.exceptQuoteId,
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
    nights: allNights(options.claims, options.nights),
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
  for (const claim of options.claims) {
    for (const night of nightsOf(claim, options.nights)) {
      const remaining =
        unitTotalOf(options.totals, claim.unitKey) - (taken.get(`${claim.unitKey}|${night}`) ?? 0);
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
  return shortages.sort((a, b) => a.night.localeCompare(b.night));
}

/**
 * Claims a quote's units for every night of its stay, replacing what is left of an earlier hold:
 * as a hold (`holdExpiresAt`) or as a booking's (`bookingId`). When `mustFit`, the stock is checked
 * first and nothing is claimed if some night is short (answers false). Activities (claims with a
 * night of their own) must always fit, `mustFit` or not: a sold-out activity day is never a pending
 * request (docs/decisions/021). The caller holds the unit locks.
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
    /** Claims that only move with a changed booking (its own promo code's uses): never judged. */
    isMoving?: ((unitKey: string) => boolean) | undefined;
  },
): Promise<boolean> {
  const { quote, nights, now } = options;
  if (options.hasEarlierClaims !== false) await releaseClaimsOfQuote(tx, quote.id, now);
  const mustFit = (
    options.mustFit ? quote.claims : quote.claims.filter((claim) => claim.night !== undefined)
  ).filter((claim) => !options.isMoving?.(claim.unitKey));
  if (mustFit.length > 0) {
    const shortages = await findShortages(tx, {
      claims: mustFit,
      nights,
      totals: options.totals,
      now,
      exceptBookingId: options.exceptBookingId,
    });
    if (shortages.length > 0) return false;
  }
  await insertClaims(
    tx,
    quote.claims.flatMap((claim) =>
      nightsOf(claim, nights).map((night) => ({
        unitKey: claim.unitKey,
        quantity: claim.quantity,
        night,
        quoteId: quote.id,
        ...options.as,
      })),
    ),
  );
  return true;
}

/** Whether the quote's hold still counts in full: one live row per unit type per night it takes. */
export async function isHoldLive(
  tx: Executor,
  quote: { id: string; claims: ClaimLine[] },
  nights: string[],
  now: Date,
): Promise<boolean> {
  return (await countLiveHoldRows(tx, quote.id, now)) === claimRowCount(quote.claims, nights);
}
