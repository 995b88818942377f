import {
  DEFAULT_WEEKEND_DAYS,
  inWeekOrder,
  type WeekendSetting,
  weekendDaysOf,
} from "@camp/shared/rates/weekend-days";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { rateSettings } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { findSavedWeekendDays } from "../catalogue/catalogue-repository";

/**
 * The weekend's days (decision 046): which nights cost a calendar's weekend rate and which
 * check-ins cost parking's weekend rate. One row of rate_settings once staff save them; until then
 * the spec's Saturday and Sunday.
 */

/** The days saved, as one column named `weekend_days` (null until saved), read beside other things. */
export const weekendDaysColumn = sql`(select weekend_days from rate_settings where id = 1) as weekend_days`;

export async function readWeekendDays(db: Executor): Promise<number[]> {
  return weekendDaysOf(await findSavedWeekendDays(db));
}

/**
 * PUT /api/admin/rates/weekend: saves the days with their audit record, in one transaction under
 * the row's lock (two saves queue, so each record's "before" is what the other left). Prices
 * already quoted or sold keep what they were; prices worked out from now on follow the new days.
 */
export async function updateWeekendDays(
  ctx: AppContext,
  actor: AuditActor,
  setting: WeekendSetting,
): Promise<number[]> {
  const after = inWeekOrder(setting.weekendDays);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(rateSettings)
      .values({ id: 1, weekendDays: [...DEFAULT_WEEKEND_DAYS] })
      .onConflictDoNothing({ target: rateSettings.id });
    const [row] = await tx
      .select({ weekendDays: rateSettings.weekendDays })
      .from(rateSettings)
      .where(eq(rateSettings.id, 1))
      .for("update");
    const before = weekendDaysOf(row?.weekendDays);
    await tx
      .update(rateSettings)
      .set({ weekendDays: after, updatedAt: ctx.clock.now(), updatedBy: actor.id })
      .where(eq(rateSettings.id, 1));
    await recordAdminAction(tx, {
      actor,
      action: "weekend_days.updated",
      entityType: "rate_settings",
      before: { weekendDays: before },
      after: { weekendDays: after },
    });
  });
  return after;
}
