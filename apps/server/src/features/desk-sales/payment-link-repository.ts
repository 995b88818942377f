import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { paymentLinks } from "../../db/schema";

/**
 * The payment links' table (decision 055): one link per quote, found by the SHA-256 of its token.
 * Only this file writes its rows.
 */
export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type NewPaymentLink = typeof paymentLinks.$inferInsert;

export async function insertPaymentLink(
  db: Executor,
  values: Pick<
    NewPaymentLink,
    "quoteId" | "tokenHash" | "tokenSealed" | "language" | "createdBy" | "expiresAt"
  > & { createdAt?: Date },
): Promise<PaymentLinkRow> {
  const [row] = await db.insert(paymentLinks).values(values).returning();
  if (!row) throw new Error("insert into payment_links returned no row");
  return row;
}

export async function findPaymentLinkByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.tokenHash, tokenHash));
  return row;
}

export async function findPaymentLinkOfQuote(
  db: Executor,
  quoteId: string,
): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.quoteId, quoteId));
  return row;
}

/**
 * The quote's link, locked until the transaction ends. Callers lock the quote first (lockQuote),
 * then its link: the one order every payment-link change takes, so two never wait on each other.
 */
export async function lockPaymentLinkOfQuote(
  tx: Executor,
  quoteId: string,
): Promise<PaymentLinkRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.quoteId, quoteId))
    .for("update");
  return row;
}

/** The guest opened the page: the first opening is kept, the last one moves. */
export async function markPaymentLinkOpened(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(paymentLinks)
    .set({
      firstOpenedAt: sql`coalesce(${paymentLinks.firstOpenedAt}, ${at.toISOString()}::timestamptz)`,
      lastOpenedAt: at,
    })
    .where(eq(paymentLinks.id, id));
}

export async function markPaymentLinkEmailSent(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(paymentLinks).set({ emailSentAt: at }).where(eq(paymentLinks.id, id));
}

/** The link's quote became its booking: the first time it is seen paid is kept. */
export async function markPaymentLinkPaid(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(paymentLinks)
    .set({ paidAt: sql`coalesce(${paymentLinks.paidAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(paymentLinks.id, id));
}

export async function markPaymentLinkCancelled(
  db: Executor,
  id: string,
  values: { at: Date; by: string },
): Promise<void> {
  await db
    .update(paymentLinks)
    .set({ cancelledAt: values.at, cancelledBy: values.by })
    .where(eq(paymentLinks.id, id));
}
