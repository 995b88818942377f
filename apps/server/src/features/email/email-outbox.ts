import { and, asc, eq, getTableColumns, inArray, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { encodeValues, placeholdersOf, preparedPerShape, shapeOf } from "../../db/prepared";
import { emailOutbox } from "../../db/schema";
import type { EmailLanguage, RenderedEmail } from "./email-message";

/**
 * The life of an outbox row, and the only code that writes its `status`:
 *   pending --(sent)--> sent
 *   pending --(send failed, attempts left)--> pending, due again after a back-off
 *   pending --(send failed, last attempt)--> failed (kept, with its last error, for staff to see)
 * A row is never deleted by sending, so a failed send never loses a message.
 */
export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function insertOutboxEmail(
  db: Executor,
  values: RenderedEmail & {
    toAddress: string;
    language: EmailLanguage;
    template: string;
    attachDocuments?: OutboxRow["attachDocuments"];
  },
): Promise<{ id: string }> {
  const [row] = await outboxInsert(db, shapeOf(outboxColumns, values)).execute(
    encodeValues(outboxColumns, values),
  );
  if (!row) throw new Error("insert into email_outbox returned no row");
  return row;
}
const outboxColumns = getTableColumns(emailOutbox);
/** Every booking queues its email: built once per set of columns (db/prepared.ts). */
const outboxInsert = preparedPerShape("insert_outbox_email", (db, shape, name) =>
  db
    .insert(emailOutbox)
    .values(placeholdersOf(shape.split(",")) as unknown as typeof emailOutbox.$inferInsert)
    .returning({ id: emailOutbox.id })
    .prepare(name),
);

/**
 * Takes up to `limit` due messages for one sending run. A new message (no attempt yet) is due at
 * once; a retried one when its back-off has passed. Claiming counts the attempt and moves
 * next_attempt_at a lease ahead in the same statement, with SKIP LOCKED, so two app processes never
 * send one message twice at the same time, and a process that dies mid-send leaves the message due
 * again when the lease ends.
 */
export async function claimDueEmails(
  db: Executor,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        or(eq(emailOutbox.attempts, 0), lte(emailOutbox.nextAttemptAt, options.now)),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: options.leaseUntil })
    .where(inArray(emailOutbox.id, due))
    .returning();
  // RETURNING keeps no order: sent in the order they were written, so a guest never reads the
  // cancellation before the confirmation it follows.
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function markEmailSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: now, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")));
}

/** A failed attempt: due again at `retryAt`, or `failed` for good when `retryAt` is null. */
export async function markEmailAttemptFailed(
  db: Executor,
  id: string,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set(
      failure.retryAt
        ? { lastError: failure.error, nextAttemptAt: failure.retryAt }
        : { lastError: failure.error, status: "failed" },
    )
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")));
}

/** The mail written to one address, oldest first, as sent (plain text): a guest's copy of their data. */
export function listEmailsTo(db: Executor, address: string) {
  return db
    .select({
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.toAddress})`, address.toLowerCase()))
    .orderBy(asc(emailOutbox.createdAt));
}

/**
 * The one other way a row ends: its addressee deleted their account (decision 031). Mail still due
 * goes nowhere (a sender holding it finds no row to mark), mail sent is not kept.
 */
export async function deleteEmailsTo(tx: Executor, address: string): Promise<void> {
  await tx
    .delete(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.toAddress})`, address.toLowerCase()));
}
