import { and, eq, inArray, lt } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { quotes } from "../../db/schema";

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;

export async function insertQuote(db: Executor, values: NewQuote): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  if (!row) throw new Error("insert into quotes returned no row");
  return row;
}

export async function findQuote(db: Executor, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

/** The quote, locked until the transaction ends: one fulfilment or payment change at a time. */
export async function lockQuote(tx: Executor, id: string): Promise<QuoteRow | undefined> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  return row;
}

export async function findQuoteByIntent(
  db: Executor,
  paymentIntentId: string,
): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.paymentIntentId, paymentIntentId));
  return row;
}

export async function updateQuote(
  db: Executor,
  id: string,
  values: Partial<NewQuote>,
): Promise<void> {
  await db.update(quotes).set(values).where(eq(quotes.id, id));
}

/** Quotes the reconciler must look at: being paid, or owed a refund. */
export function listQuotesToReconcile(db: Executor): Promise<QuoteRow[]> {
  return db
    .select()
    .from(quotes)
    .where(inArray(quotes.state, ["paying", "refund_required"]));
}

export async function expireOpenQuotes(db: Executor, now: Date): Promise<void> {
  await db
    .update(quotes)
    .set({ state: "expired", updatedAt: now })
    .where(and(eq(quotes.state, "open"), lt(quotes.expiresAt, now)));
}
