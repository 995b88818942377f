import type { Database, Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { loadUnitTotals } from "../bookings/booking-facts";
import { lockUnits } from "../inventory/inventory-repository";
import type { Shortage } from "../inventory/inventory-service";
import { findPricedShortages, type PricedRequest, priceRequest } from "./price-request";

/** A request priced under its units' locks: the price, the totals read under them, its short nights. */
export type PricedUnderLocks = {
  priced: PricedRequest;
  totals: Map<string, number>;
  shortages: Shortage[];
};

/**
 * Prices the request in the transaction as the website would, then takes the locks of every unit
 * it claims (after pricing, so they are taken in the one sorted order everyone takes them) and
 * checks the stock with the totals read under them. The caller decides what a short night means
 * (staff are refused, the waiting list offers nothing) and claims with these same totals.
 */
export async function priceUnderLocks(
  tx: Executor,
  ctx: AppContext,
  userId: string,
  kind: "single" | "package",
  request: unknown,
): Promise<PricedUnderLocks> {
  const inTransaction: AppContext = { ...ctx, db: tx as Database };
  const priced = await priceRequest(inTransaction, userId, kind, request);
  await lockUnits(
    tx,
    priced.parts.claims.map((claim) => claim.unitKey),
  );
  const totals = await loadUnitTotals(tx);
  const shortages = await findPricedShortages(inTransaction, {
    ...priced,
    facts: { ...priced.facts, totals },
  });
  return { priced, totals, shortages };
}
