import { isDiscountLine, type PriceLine } from "@camp/shared/booking/pricing";
import {
  normalizePromoCode,
  type PromoTerms,
  promoStayRefusal,
} from "@camp/shared/rates/promo-codes";
import type { RateUnitType } from "@camp/shared/rates/rate-calendar";
import type { Executor } from "../../db/database";
import type { ClaimLine } from "../../db/schema";
import {
  isPromoGuestUnitKey,
  isPromoUnitKey,
  PROMO_USE_NIGHT,
  promoGuestUnitKey,
  promoUnitKey,
  unitTotalOf,
} from "../../db/unit-keys";
import { AppError } from "../../lib/app-error";
import { findShortages } from "../inventory/inventory-service";
import { findPromoCode, findPromoCodeByCode, type PromoCodeRow } from "./promo-codes-repository";

/** A code applied to a stay: its terms for pricing and the uses it claims in the ledger. */
export type PromoUse = { terms: PromoTerms; claims: ClaimLine[]; isOwn: boolean };

type Stay = { checkIn: string; checkOut: string; unitTypes: readonly RateUnitType[] };

export const toPromoTerms = (row: PromoCodeRow): PromoTerms => ({
  id: row.id,
  code: row.code,
  percentOff: row.percentOff,
  amountOffMinor: row.amountOffMinor,
  stayFrom: row.stayFrom,
  stayTo: row.stayTo,
  unitTypes: (row.unitTypes as RateUnitType[] | null) ?? null,
  minNights: row.minNights,
});

/**
 * One use of the code, and of the guest's own allowance when uses per guest are capped: claims on
 * the sentinel night, so they must always fit (docs/decisions/026).
 */
export function promoClaims(row: PromoCodeRow, userId: string): ClaimLine[] {
  const claims: ClaimLine[] = [
    { unitKey: promoUnitKey(row.id), quantity: 1, night: PROMO_USE_NIGHT },
  ];
  if (row.maxUsesPerGuest !== null) {
    claims.push({
      unitKey: promoGuestUnitKey(row.id, userId),
      quantity: 1,
      night: PROMO_USE_NIGHT,
    });
  }
  return claims;
}

const unknownCode = () =>
  new AppError("PROMO_UNKNOWN", "We do not know this promo code. Check it and try again.");

/** A code's refusal for this stay (its nights, units or length), as an API error. */
function stayRefusalError(row: PromoCodeRow, stay: Stay): AppError | null {
  const refusal = promoStayRefusal(toPromoTerms(row), stay);
  if (!refusal) return null;
  if (refusal.code === "PROMO_MIN_NIGHTS") {
    return new AppError(
      "PROMO_MIN_NIGHTS",
      `This promo code needs a stay of at least ${refusal.nights} nights.`,
      undefined,
      { params: { nights: refusal.nights } },
    );
  }
  const window =
    refusal.stayFrom && refusal.stayTo
      ? ` It covers nights from ${refusal.stayFrom} to ${refusal.stayTo}.`
      : refusal.stayFrom
        ? ` It covers nights from ${refusal.stayFrom}.`
        : refusal.stayTo
          ? ` It covers nights until ${refusal.stayTo}.`
          : "";
  return new AppError(
    "PROMO_NOT_FOR_STAY",
    `This promo code does not cover this stay.${window}`,
    undefined,
    { params: { stayFrom: refusal.stayFrom ?? "", stayTo: refusal.stayTo ?? "" } },
  );
}

/**
 * The code a guest typed, judged for a new booking (decision 026): known and active, within its
 * booking dates (Dubai's today) and fitting the stay. Whether a use is left is the ledger's to say
 * (promoUseRefusal), with the rest of the stock.
 */
async function judgeNewCode(db: Executor, code: string, stay: Stay, today: string) {
  const row = await judgeCodeToday(db, code, today);
  const refusal = stayRefusalError(row, stay);
  if (refusal) throw refusal;
  return row;
}

/** A typed code known, active and within its booking dates (Dubai's today), else its refusal. */
async function judgeCodeToday(db: Executor, code: string, today: string): Promise<PromoCodeRow> {
  const row = await findPromoCodeByCode(db, normalizePromoCode(code));
  if (!row?.active) throw unknownCode();
  if (row.validFrom !== null && today < row.validFrom) {
    throw new AppError(
      "PROMO_NOT_YET_VALID",
      `This promo code can be used from ${row.validFrom}.`,
      undefined,
      { params: { validFrom: row.validFrom } },
    );
  }
  if (row.validTo !== null && today > row.validTo) {
    throw new AppError("PROMO_EXPIRED", `This promo code expired on ${row.validTo}.`, undefined, {
      params: { validTo: row.validTo },
    });
  }
  return row;
}

/**
 * A code applied on a booking form before any price check (decision 051): judged as a new
 * booking's code is up to the stay, and its terms answered so the form's estimate shows the
 * discount with the shared pricing. The stay's fit is the form's to judge (promoStayRefusal), the
 * uses left the price check's; the check judges it all again.
 */
export async function previewPromoCode(
  db: Executor,
  code: string,
  today: string,
): Promise<PromoTerms> {
  return toPromoTerms(await judgeCodeToday(db, code, today));
}

/**
 * A booking's own code in a change: kept whenever it fits the new stay (its nights, unit types and
 * length), whatever its booking dates, whether it is still on offer or how many uses it now allows:
 * uses already taken stand, the booking's own use only moves with it (decision 026). Otherwise the
 * change is priced without it.
 */
const keepsOwnCode = (row: PromoCodeRow | undefined, stay: Stay): row is PromoCodeRow =>
  row !== undefined && stayRefusalError(row, stay) === null;

/**
 * Whether a claim's unit is a use of the booking's own code (from its discount line as sold): in a
 * change such a use only moves with the booking, so no stock check refuses it (decision 026).
 */
export function isOwnPromoUse(bookingLines: readonly PriceLine[]): (unitKey: string) => boolean {
  const own = bookingLines.find(isDiscountLine);
  if (!own) return () => false;
  const key = promoUnitKey(own.promoCodeId);
  return (unitKey) => unitKey === key || unitKey.startsWith(`${key}:guest:`);
}

/**
 * The promo code a request asks for, or for a change the booking's own (`own`) unless another is
 * typed: its terms and the uses it claims, or null for none (or for an own code that no longer
 * fits). A code typed for a new booking that does not fit is refused with its PROMO_* error.
 */
export async function findPromoForStay(
  db: Executor,
  options: {
    code: string | undefined;
    userId: string;
    today: string;
    now: Date;
    stay: Stay;
    totals: Map<string, number>;
    own?: { promoCodeId: string; bookingId: string } | undefined;
  },
): Promise<PromoUse | null> {
  const typed = options.code?.trim() ? normalizePromoCode(options.code) : undefined;
  if (options.own) {
    const row = await findPromoCode(db, options.own.promoCodeId);
    if (typed === undefined || typed === row?.code) {
      return keepsOwnCode(row, options.stay)
        ? { terms: toPromoTerms(row), claims: promoClaims(row, options.userId), isOwn: true }
        : null;
    }
  }
  if (typed === undefined) return null;
  const row = await judgeNewCode(db, typed, options.stay, options.today);
  return { terms: toPromoTerms(row), claims: promoClaims(row, options.userId), isOwn: false };
}

/**
 * A promo code's use that does not fit (the code used up, or this guest's allowance), as its API
 * error; null when every short claim is some other stock's.
 */
export function promoUseRefusal(
  shortages: readonly { unitKey: string }[],
  totals: ReadonlyMap<string, number>,
): AppError | null {
  const short = shortages.filter((shortage) => isPromoUnitKey(shortage.unitKey));
  const guest = short.find((shortage) => isPromoGuestUnitKey(shortage.unitKey));
  if (guest) {
    const maxUsesPerGuest = unitTotalOf(totals, guest.unitKey);
    return new AppError(
      "PROMO_USED_BY_YOU",
      `You have already used this promo code as often as one guest may (${maxUsesPerGuest}).`,
      undefined,
      { params: { maxUsesPerGuest } },
    );
  }
  if (short.length > 0) {
    return new AppError("PROMO_USED_UP", "This promo code has been used up.");
  }
  return null;
}

/**
 * Why a hold of these claims was refused, when it is a promo code's use: asked under the unit locks
 * after the claim failed, so the guest reads "used up" rather than "just booked" (a race for the
 * last use). Null when the codes' uses fit (some other stock was short).
 */
export async function findPromoUseRefusal(
  tx: Executor,
  options: {
    claims: ClaimLine[];
    totals: Map<string, number>;
    now: Date;
    exceptBookingId?: string | null | undefined;
  },
): Promise<AppError | null> {
  const claims = options.claims.filter((claim) => isPromoUnitKey(claim.unitKey));
  if (claims.length === 0) return null;
  const shortages = await findShortages(tx, { ...options, claims, nights: [] });
  return promoUseRefusal(shortages, options.totals);
}

/** The least a card can be charged in AED (Stripe's minimum charge amount for AED is 2.00). */
export const MIN_CARD_CHARGE_MINOR = 200;

/**
 * A code may not take a stay below what a card can be charged: such a stay could never be paid,
 * so the code is refused for it rather than the payment failing later (decision 026).
 */
export function assertChargeableWithPromo(totalMinor: number, promo: PromoUse | null): void {
  if (!promo || totalMinor >= MIN_CARD_CHARGE_MINOR) return;
  const minimum = MIN_CARD_CHARGE_MINOR / 100;
  throw new AppError(
    "PROMO_TOTAL_TOO_LOW",
    `This promo code would take this stay below AED ${minimum}, the least a card can be charged.`,
    undefined,
    { params: { minimum } },
  );
}
