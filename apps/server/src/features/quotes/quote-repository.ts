import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedStatement } from "../../db/prepared";
import { quotes, waitingListEntries } from "../../db/schema";

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;

export async function insertQuote(db: Executor, values: NewQuote): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  if (!row) throw new Error("insert into quotes returned no row");
  return row;
}

/** Read by most calls about a quote (a paid booking's last call, twice): built once (db/prepared.ts). */
const quoteById = preparedStatement((db) =>
  db
    .select()
    .from(quotes)
    .where(eq(quotes.id, sql.placeholder("id")))
    .prepare("find_quote"),
);

const PRICE_CHECK_COLUMNS = [
  "userId",
  "serviceType",
  "bookingType",
  "roomType",
  "checkIn",
  "checkOut",
  "nights",
  "quantity",
  "guests",
  "request",
  "claims",
  "priceLines",
  "unitPriceMinor",
  "totalMinor",
  "vatRateBp",
  "status",
  "expiresAt",
] as const satisfies readonly (keyof NewQuote)[];
/** What a price check saves (create-quote.ts): the columns it sets, the rest their defaults. */
export type PriceCheckQuote = Pick<NewQuote, (typeof PRICE_CHECK_COLUMNS)[number]>;
/**
 * Every price check saves a quote: built once (db/prepared.ts), each column a placeholder its
 * column's encoder fills (JSON, timestamps), and only the new id read back: the caller has the rest.
 */
const priceCheckInsert = preparedStatement((db) =>
  db
    .insert(quotes)
    .values(
      Object.fromEntries(
        PRICE_CHECK_COLUMNS.map((column) => [column, sql.placeholder(column)]),
      ) as unknown as NewQuote,
    )
    .returning({ id: quotes.id })
    .prepare("insert_price_check_quote"),
);

export async function insertPriceCheckQuote(
  db: Executor,
  values: PriceCheckQuote,
): Promise<string> {
  const [row] = await priceCheckInsert(db).execute(
    Object.fromEntries(PRICE_CHECK_COLUMNS.map((column) => [column, values[column] ?? null])),
  );
  if (!row) throw new Error("insert into quotes returned no row");
  return row.id;
}

export async function findQuote(db: Executor, id: string): Promise<QuoteRow | undefined> {
  const [row] = await quoteById(db).execute({ id });
  return row;
}

/** The quote, locked until the transaction ends: one fulfilment or payment change at a time. */
export async function lockQuote(tx: Executor, id: string): Promise<QuoteRow | undefined> {
  const [row] = await quoteLocked(tx).execute({ id });
  return row;
}
/** Twice in a paid booking, each time in its transaction: built once (db/prepared.ts). */
const quoteLocked = preparedStatement((db) =>
  db
    .select()
    .from(quotes)
    .where(eq(quotes.id, sql.placeholder("id")))
    .for("update")
    .prepare("lock_quote"),
);

export async function findQuoteByIntent(
  db: Executor,
  paymentIntentId: string,
): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.paymentIntentId, paymentIntentId));
  return row;
}

/** Any column but `state`, which only the state machine writes (quote-state-machine.ts). */
export async function updateQuote(
  db: Executor,
  id: string,
  values: Omit<Partial<NewQuote>, "state" | "id">,
): Promise<void> {
  await db.update(quotes).set(values).where(eq(quotes.id, id));
}

/** Every payment start's own statement (start-payment.ts): built once (db/prepared.ts). */
const quoteIntentUpdate = preparedStatement((db) =>
  db
    .update(quotes)
    // An update's values take no placeholder: each goes in as SQL, the time as its ISO text.
    .set({
      paymentIntentId: sql`${sql.placeholder("paymentIntentId")}`,
      paymentProvider: sql`${sql.placeholder("paymentProvider")}`,
      updatedAt: sql`${sql.placeholder("updatedAt")}`,
    })
    .where(eq(quotes.id, sql.placeholder("id")))
    .prepare("set_quote_intent"),
);

/** The payment intent a quote is being paid with, and its provider. */
export async function setQuoteIntent(
  db: Executor,
  id: string,
  values: { paymentIntentId: string; paymentProvider: string; updatedAt: Date },
): Promise<void> {
  await quoteIntentUpdate(db).execute({
    id,
    paymentIntentId: values.paymentIntentId,
    paymentProvider: values.paymentProvider,
    updatedAt: values.updatedAt.toISOString(),
  });
}

/**
 * Quotes the reconciler must look at: every quote with an intent and no booking whose money has
 * not been seen settled, whatever its state (a retry or a race may have left it anywhere), those
 * owed a refund, and those being paid without an intent yet (their hold must be closed).
 */
export function listQuotesToReconcile(db: Executor): Promise<QuoteRow[]> {
  return db
    .select()
    .from(quotes)
    .where(
      or(
        and(
          isNotNull(quotes.paymentIntentId),
          isNull(quotes.bookingId),
          isNull(quotes.paymentSettledAt),
        ),
        eq(quotes.state, "refund_required"),
        eq(quotes.state, "paying"),
      ),
    );
}

/** Whether one of the guest's quotes is being paid for now (its intent made, no booking yet). */
export async function hasPaymentUnderway(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.userId, userId), eq(quotes.state, "paying")))
    .limit(1);
  return row !== undefined;
}

/** A deleted account's price checks keep their figures, not the phone and wishes sent with them. */
export async function forgetGuestDetailsOfUser(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(quotes)
    .set({ request: sql`${quotes.request} - 'phone' - 'specialRequests'` })
    .where(eq(quotes.userId, userId));
}

/**
 * The waiting-list entry whose offer this quote is, while it is on (decision 033), locked until
 * the transaction ends when `lock`: the waiting list's own order, the entry before its quote.
 */
export async function findWaitingListOffer(
  db: Executor,
  quoteId: string,
  options: { lock?: boolean } = {},
): Promise<{ id: string; offerExpiresAt: Date | null } | undefined> {
  const query = db
    .select({ id: waitingListEntries.id, offerExpiresAt: waitingListEntries.offerExpiresAt })
    .from(waitingListEntries)
    .where(
      and(eq(waitingListEntries.offerQuoteId, quoteId), eq(waitingListEntries.status, "offered")),
    )
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/**
 * Whether the quote is a waiting-list offer still on (decision 033): its hold was given to the
 * guest for the offer's time, not asked for with a card, so a refused card does not end it.
 */
export async function isLiveWaitingListOffer(db: Executor, quoteId: string): Promise<boolean> {
  return (await findWaitingListOffer(db, quoteId)) !== undefined;
}
