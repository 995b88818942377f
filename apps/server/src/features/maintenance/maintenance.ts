import type { FastifyBaseLogger } from "fastify";
import type { RunExclusive } from "../../db/exclusive-jobs";
import type { AppContext } from "../../lib/app-context";
import { purgeStaleDevices } from "../auth/known-devices";
import { purgeExpiredChallenges } from "../auth/passkey-ceremonies";
import { purgeExpiredSessions } from "../auth/session-service";
import { syncAllFeeds } from "../channels/feed-sync";
import { documentFilesFor } from "../documents/document-attachments";
import { createMailTransport } from "../email/mail-transport";
import { sendDueEmails } from "../email/send-due-emails";
import { reconcilePayments } from "../payments/reconcile-payments";
import { deleteStaleCounters } from "../rate-limits/rate-limit-repository";
import { runWaitingList } from "../waiting-list/offer-freed-units";
import { waitingListQuotes } from "../waiting-list/waiting-list-offers";

const TEN_MINUTES_SECONDS = 10 * 60;

/**
 * Housekeeping that keeps tables small: expired sessions and passkey challenges, devices not signed
 * in on for LOGIN_KNOWN_DEVICE_DAYS, and rate-limit counters older than a day.
 */
export async function runHousekeeping(ctx: AppContext): Promise<void> {
  await purgeExpiredSessions(ctx);
  await purgeExpiredChallenges(ctx);
  await purgeStaleDevices(ctx);
  await deleteStaleCounters(ctx.db, new Date(ctx.clock.now().getTime() - 86_400_000));
}

/**
 * The timed jobs of the site: the payment reconciler, the email sender, housekeeping, the OTA
 * calendar import (decision 032) and the waiting list's offers (decision 033). Every process runs
 * the timers, but each run goes through `runExclusive`, so a job runs in one process of the site at
 * a time and another process takes it over when that one stops or dies.
 * `stop()` clears the timers and waits for the runs in progress to finish.
 */
export function startMaintenance(
  ctx: AppContext,
  log: FastifyBaseLogger,
  runExclusive: RunExclusive,
) {
  const inProgress = new Set<Promise<unknown>>();
  const every = (seconds: number, jobName: string, job: () => Promise<unknown>) => {
    const timer = setInterval(() => {
      const run = runExclusive(jobName, async () => {
        await job();
      })
        .catch((error) => log.error({ err: error, job: jobName }, `${jobName} failed`))
        .finally(() => inProgress.delete(run));
      inProgress.add(run);
    }, seconds * 1000);
    timer.unref();
    return timer;
  };
  const mailTransport = createMailTransport(ctx.config);
  const timers = [
    every(ctx.config.RECONCILE_INTERVAL_SECONDS, "payment-reconciler", () =>
      reconcilePayments(ctx, log),
    ),
    every(ctx.config.EMAIL_SEND_INTERVAL_SECONDS, "email-sender", () =>
      sendDueEmails(ctx, mailTransport, log, documentFilesFor),
    ),
    every(TEN_MINUTES_SECONDS, "housekeeping", () => runHousekeeping(ctx)),
    every(ctx.config.WAITING_LIST_INTERVAL_SECONDS, "waiting-list", () =>
      runWaitingList(ctx, waitingListQuotes, log),
    ),
    // OTA calendars (decision 032): nothing is fetched until staff add a feed.
    every(ctx.config.CALENDAR_SYNC_INTERVAL_SECONDS, "calendar-sync", () => syncAllFeeds(ctx, log)),
  ];
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...inProgress]);
    },
  };
}
