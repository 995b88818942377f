import { and, asc, eq, getTableColumns, inArray, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { encodeValues, placeholdersOf, preparedPerShape, shapeOf } from "../../db/prepared";
import { emailOutbox } from "../../db/schema";
import type { EmailLanguage, RenderedEmail } from "./email-message";

/**
 * The email outbox's table of moves (decision 052), and the only code that writes its rows. A row is
 * never deleted by sending, so a failed send never loses a message.
 */
export type OutboxRow = typeof emailOutbox.$inferSelect;
export type OutboxState = OutboxRow["status"];

/**
 * Who moves a row: the feature that writes an email (queueEmail, in its own transaction), the
 * sender (the maintenance job's sendDueEmails), and a guest deleting their account (decision 031).
 */
export type OutboxActor = "queue" | "sender" | "account-deletion";

/** Before the row is written, and after it is deleted: the ends of the table, not stored states. */
type OutboxEnd = "none" | "deleted";
type OutboxMove = {
  from: OutboxState | OutboxEnd;
  to: OutboxState | OutboxEnd;
  by: readonly OutboxActor[];
  why: string;
};

export const OUTBOX_MOVES: readonly OutboxMove[] = [
  { from: "none", to: "pending", by: ["queue"], why: "written with the change it tells about" },
  {
    from: "pending",
    to: "pending",
    by: ["sender"],
    why: "claimed for a sending run: one more attempt, and a lease so no other process sends it",
  },
  {
    from: "pending",
    to: "pending",
    by: ["sender"],
    why: "an attempt failed (or its documents are not issued yet) with attempts left: due after a back-off",
  },
  { from: "pending", to: "sent", by: ["sender"], why: "the mail server (or the folder) took it" },
  {
    from: "pending",
    to: "failed",
    by: ["sender"],
    why: "the last attempt failed: kept, with its last error, for staff to see",
  },
  ...(["pending", "sent", "failed"] as const).map((from) => ({
    from,
    to: "deleted" as const,
    by: ["account-deletion"] as const,
    why: "its addressee deleted their account: mail still due goes nowhere, mail sent is not kept",
  })),
];

export function canMoveOutbox(
  from: OutboxState | OutboxEnd,
  to: OutboxState | OutboxEnd,
  actor: OutboxActor,
): boolean {
  return OUTBOX_MOVES.some(
    (move) => move.from === from && move.to === to && move.by.includes(actor),
  );
}

/** Each writer below states the moves it makes; the table must allow them (checked before SQL). */
function assertOutboxMoves(
  froms: readonly (OutboxState | OutboxEnd)[],
  to: OutboxState | OutboxEnd,
  actor: OutboxActor,
): void {
  for (const from of froms) {
    if (!canMoveOutbox(from, to, actor))
      throw new Error(`an outbox email cannot move from ${from} to ${to} (asked by ${actor})`);
  }
}

export async function insertOutboxEmail(
  db: Executor,
  values: RenderedEmail & {
    toAddress: string;
    language: EmailLanguage;
    template: string;
    attachDocuments?: OutboxRow["attachDocuments"];
  },
): Promise<{ id: string }> {
  assertOutboxMoves(["none"], "pending", "queue");
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
  assertOutboxMoves(["pending"], "pending", "sender");
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
  assertOutboxMoves(["pending"], "sent", "sender");
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
  assertOutboxMoves(["pending"], failure.retryAt ? "pending" : "failed", "sender");
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
  assertOutboxMoves(["pending", "sent", "failed"], "deleted", "account-deletion");
  await tx
    .delete(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.toAddress})`, address.toLowerCase()));
}
