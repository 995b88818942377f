import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { purgeExpiredSessions } from "../auth/session-service";
import { reconcilePayments } from "../checkout/reconcile-payments";
import { createMailTransport } from "../email/mail-transport";
import { sendDueEmails } from "../email/send-due-emails";
import { deleteStaleCounters } from "../rate-limits/rate-limit-repository";

const EVERY_TEN_MINUTES = 10 * 60_000;

/** Housekeeping that keeps tables small: expired sessions and rate-limit counters older than a day. */
export async function runHousekeeping(ctx: AppContext): Promise<void> {
  await purgeExpiredSessions(ctx);
  await deleteStaleCounters(ctx.db, new Date(ctx.clock.now().getTime() - 86_400_000));
}

/** The background jobs of one app process: the payment reconciler, the email sender and housekeeping. */
export function startMaintenance(ctx: AppContext, log: FastifyBaseLogger) {
  let isReconciling = false;
  const reconciler = setInterval(() => {
    if (isReconciling) return; // a slow run is never overlapped by the next
    isReconciling = true;
    reconcilePayments(ctx, log)
      .catch((error) => log.error({ err: error }, "payment reconciliation failed"))
      .finally(() => {
        isReconciling = false;
      });
  }, ctx.config.RECONCILE_INTERVAL_SECONDS * 1000);
  const mailTransport = createMailTransport(ctx.config);
  let isSendingEmail = false;
  const emailSender = setInterval(() => {
    if (isSendingEmail) return;
    isSendingEmail = true;
    sendDueEmails(ctx, mailTransport, log)
      .catch((error) => log.error({ err: error }, "email sending failed"))
      .finally(() => {
        isSendingEmail = false;
      });
  }, ctx.config.EMAIL_SEND_INTERVAL_SECONDS * 1000);
  const housekeeping = setInterval(() => {
    runHousekeeping(ctx).catch((error) => log.error({ err: error }, "housekeeping failed"));
  }, EVERY_TEN_MINUTES);
  reconciler.unref();
  emailSender.unref();
  housekeeping.unref();
  return {
    stop: () => {
      clearInterval(reconciler);
      clearInterval(emailSender);
      clearInterval(housekeeping);
    },
  };
}
