import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { deleteStaleCounters } from "../auth/rate-limit-repository";
import { purgeExpiredSessions } from "../auth/session-service";

const EVERY_TEN_MINUTES = 10 * 60_000;

/** Housekeeping that keeps tables small: expired sessions and rate-limit counters older than a day. */
export async function runMaintenance(ctx: AppContext): Promise<void> {
  await purgeExpiredSessions(ctx);
  await deleteStaleCounters(ctx.db, new Date(ctx.clock.now().getTime() - 86_400_000));
}

export function startMaintenance(ctx: AppContext, log: FastifyBaseLogger) {
  const timer = setInterval(() => {
    runMaintenance(ctx).catch((error) => log.error({ err: error }, "maintenance failed"));
  }, EVERY_TEN_MINUTES);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
