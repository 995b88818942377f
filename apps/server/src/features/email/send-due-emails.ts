import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/database";
import type { OutboxDocuments } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";
import {
  claimDueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  type OutboxRow,
} from "./email-outbox";
import type { MailAttachment, MailTransport } from "./mail-transport";

/** Messages one run takes; the next run (EMAIL_SEND_INTERVAL_SECONDS later) takes the rest. */
const BATCH_SIZE = 20;
/** How long a claimed message is left alone while it is being sent (a crashed sender's lease ends). */
const LEASE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 3_600_000;

/**
 * How many runs a message waits for the documents it carries (1 + 2 + 4 + 8 minutes): a
 * cancellation's credit note is issued when its refund is paid, just after the email is written,
 * or by the reconciler ten minutes later. After that it goes without the ones still missing.
 */
export const DOCUMENT_WAIT_ATTEMPTS = 5;

/** The wait after the n-th failed attempt: 1 minute, doubling each time, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** Mail servers may echo what they were given; keep the stored error short and single-line. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").slice(0, 500);
}

/**
 * Finds a booking's documents for a message and draws their PDFs: the documents feature's
 * `documentFilesFor`, handed in by whoever runs the sender (the email feature sits below the
 * features that write emails, so it imports none of them).
 */
export type DocumentFiles = (
  db: Executor,
  wanted: OutboxDocuments,
) => Promise<{ isComplete: boolean; count: number; render: () => Promise<MailAttachment[]> }>;

/**
 * The PDFs a message carries, drawn now from the stored documents; "wait" while the documents it
 * should carry are not all issued yet (and it has not waited long enough).
 */
async function attachmentsOf(
  ctx: AppContext,
  email: OutboxRow,
  documentFiles: DocumentFiles,
  log: FastifyBaseLogger,
): Promise<MailAttachment[] | "wait"> {
  if (!email.attachDocuments) return [];
  const documents = await documentFiles(ctx.db, email.attachDocuments);
  if (!documents.isComplete) {
    if (email.attempts < DOCUMENT_WAIT_ATTEMPTS) return "wait";
    log.warn(
      { emailId: email.id, bookingId: email.attachDocuments.bookingId, found: documents.count },
      "email sent without all of the booking's documents",
    );
  }
  return documents.render();
}

/**
 * One run of the sender: sends the due messages of the outbox, marks each sent, or schedules its
 * next attempt with an exponential back-off; after EMAIL_MAX_ATTEMPTS it is marked failed (kept,
 * never deleted). Answers how many were sent and how many failed this run.
 */
export async function sendDueEmails(
  ctx: AppContext,
  transport: MailTransport,
  log: FastifyBaseLogger,
  documentFiles: DocumentFiles,
): Promise<{ sent: number; failed: number }> {
  const now = ctx.clock.now();
  const due = await claimDueEmails(ctx.db, {
    now,
    leaseUntil: new Date(now.getTime() + LEASE_MS),
    limit: BATCH_SIZE,
  });
  let sent = 0;
  let failed = 0;
  for (const email of due) {
    try {
      const attachments = await attachmentsOf(ctx, email, documentFiles, log);
      if (attachments === "wait") {
        await markEmailAttemptFailed(ctx.db, email.id, {
          error: "waiting for the booking's documents",
          retryAt: new Date(ctx.clock.now().getTime() + retryDelayMs(email.attempts)),
        });
        log.info({ emailId: email.id }, "email waits for the booking's documents");
        continue;
      }
      const result = await transport.send(email, attachments);
      await markEmailSent(ctx.db, email.id, ctx.clock.now());
      sent += 1;
      if (result.path)
        log.info({ emailId: email.id, path: result.path }, "email written to outbox folder");
      else log.info({ emailId: email.id, template: email.template }, "email sent");
    } catch (error) {
      failed += 1;
      const isLastAttempt = email.attempts >= ctx.config.EMAIL_MAX_ATTEMPTS;
      const retryAt = isLastAttempt
        ? null
        : new Date(ctx.clock.now().getTime() + retryDelayMs(email.attempts));
      await markEmailAttemptFailed(ctx.db, email.id, { error: describe(error), retryAt });
      const details = { emailId: email.id, attempts: email.attempts, error: describe(error) };
      if (retryAt) log.warn({ ...details, retryAt }, "email not sent; will try again");
      else log.error(details, "email not sent; giving up after the last attempt");
    }
  }
  return { sent, failed };
}
