import { resortToday } from "@camp/shared/dates/resort-dates";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { sumTakenFromNight } from "../inventory/closure-repository";
import { lockUnits } from "../inventory/inventory-repository";

/** Nights named in a refusal; a longer list is cut (the count says how many there are). */
const MAX_NIGHTS_NAMED = 31;

/** The nights of a refusal as the error's params: the web formats each date in the page's language. */
export function nightsParams(nights: string[]) {
  const named = nights.slice(0, MAX_NIGHTS_NAMED).join(", ");
  return { nights: nights.length > MAX_NIGHTS_NAMED ? `${named}, …` : named, count: nights.length };
}

/**
 * Refuses a total of `unitKey` below what is sold, held or closed on some night from Dubai's today
 * on. It takes the unit's lock first, the same one the booking engine claims under (which reads the
 * totals again after taking it), so no booking can slip in between this check and the caller's
 * update: the answer stays true until the caller's transaction ends.
 */
export async function assertTotalCoversTaken(
  tx: Executor,
  ctx: AppContext,
  options: { unitKey: string; total: number; field: string },
): Promise<void> {
  await lockUnits(tx, [options.unitKey]);
  const now = ctx.clock.now();
  const taken = await sumTakenFromNight(tx, {
    unitKey: options.unitKey,
    fromNight: resortToday(now),
    now,
  });
  const nights = taken.filter((row) => row.taken > options.total).map((row) => row.night);
  if (nights.length === 0) return;
  const params = nightsParams(nights);
  const message = `The total cannot be lower than what is already sold, held or closed on ${params.nights}.`;
  throw new AppError("TOTAL_BELOW_TAKEN", message, { [options.field]: message }, { params });
}
