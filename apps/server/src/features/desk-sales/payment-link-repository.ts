import type { PaymentLinkState } from "@camp/shared/desk-sales/desk-sales";
import { desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/database";
import { bookings, paymentLinks, quotes, users } from "../../db/schema";

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

const guests = alias(users, "link_guests");
const makers = alias(users, "link_makers");

/**
 * The link's state in SQL, the same order of questions as paymentLinkStateOf: paid (its quote has
 * a booking, or its payment was booked), withdrawn, past its end at `now`, opened, or not yet.
 */
function linkStateSql(now: Date): SQL<PaymentLinkState> {
  return sql<PaymentLinkState>`case
    when ${quotes.bookingId} is not null or ${paymentLinks.paidAt} is not null then 'paid'
    when ${paymentLinks.cancelledAt} is not null then 'cancelled'
    when ${paymentLinks.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired'
    when ${paymentLinks.firstOpenedAt} is not null then 'opened'
    else 'open' end`;
}

/**
 * A page of payment links, newest first (payment_links_created_idx), of the given states (any
 * state when none), with each one's quote, guest, maker and the booking it became; and how many
 * links match in all.
 */
export async function listPaymentLinks(
  db: Executor,
  input: { states?: PaymentLinkState[]; now: Date; limit: number; offset: number },
) {
  const state = linkStateSql(input.now);
  const where = input.states?.length ? inArray(state, input.states) : undefined;
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentLinks)
    .innerJoin(quotes, eq(quotes.id, paymentLinks.quoteId))
    .where(where);
  const rows = await db
    .select({
      link: paymentLinks,
      quote: quotes,
      guest: { name: guests.name, email: guests.email, phone: guests.phone },
      makerEmail: makers.email,
      bookingCreatedAt: bookings.createdAt,
    })
    .from(paymentLinks)
    .innerJoin(quotes, eq(quotes.id, paymentLinks.quoteId))
    .leftJoin(guests, eq(guests.id, quotes.userId))
    .leftJoin(makers, eq(makers.id, paymentLinks.createdBy))
    .leftJoin(bookings, eq(bookings.id, quotes.bookingId))
    .where(where)
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
    .limit(input.limit)
    .offset(input.offset);
  return { rows, count: Number(counted?.count ?? 0) };
}
