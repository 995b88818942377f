import type { Executor } from "../../db/database";
import type { ClaimLine } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { lockAccountHolds, sumLiveHoldsOfAccount } from "../inventory/inventory-repository";

export const holdLimitReached = () =>
  new AppError(
    "HOLD_LIMIT_REACHED",
    "You are already holding as many rooms and nights as one account may. Pay for or let go of a stay you started before holding more.",
  );

export type HoldLimits = { maxQuotes: number; maxUnitNights: number };
export type HeldByAccount = { quotes: number; unitNights: number };

/**
 * Whether one more hold of `unitNights` fits beside what the account already holds in its other
 * quotes. A stay held alone always fits, whatever its size: the booking form already bounds a stay
 * (nights and units), and refusing it would make a stay the site offers impossible to pay.
 */
export function canHoldMore(held: HeldByAccount, unitNights: number, limits: HoldLimits): boolean {
  if (held.quotes === 0) return true;
  return (
    held.quotes + 1 <= limits.maxQuotes && held.unitNights + unitNights <= limits.maxUnitNights
  );
}

/**
 * One unit for one night each: what a quote's hold takes. Activities are left out: they come with a
 * stay the cap already bounds, and their people are no unit-nights (docs/decisions/021).
 */
export const unitNightsOf = (claims: ClaimLine[], nights: number) =>
  claims
    .filter((claim) => claim.night === undefined)
    .reduce((sum, claim) => sum + claim.quantity, 0) * nights;

/**
 * Refuses a hold that would take the account past its caps (decision 013). Takes the account's
 * lock first, so the count stays true until the caller's transaction writes the hold: parallel
 * payments of one account are decided one after the other. The quote itself is not counted among
 * the account's other holds, so asking again for its hold does not count it twice.
 */
export async function assertCanHold(
  tx: Executor,
  ctx: AppContext,
  quote: { id: string; userId: string; claims: ClaimLine[] },
  nights: number,
  now: Date,
): Promise<void> {
  await lockAccountHolds(tx, quote.userId);
  const held = await sumLiveHoldsOfAccount(tx, {
    userId: quote.userId,
    exceptQuoteId: quote.id,
    now,
  });
  const limits = {
    maxQuotes: ctx.config.HOLD_MAX_QUOTES_PER_ACCOUNT,
    maxUnitNights: ctx.config.HOLD_MAX_UNIT_NIGHTS_PER_ACCOUNT,
  };
  if (!canHoldMore(held, unitNightsOf(quote.claims, nights), limits)) throw holdLimitReached();
}
