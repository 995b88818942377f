import { and, eq, getTableColumns, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { encodeValues, placeholdersOf, preparedPerShape, shapeOf } from "../../db/prepared";
import { quotes } from "../../db/schema";
import type { NewQuote } from "./quote-repository";

export type QuoteState = (typeof quotes.$inferSelect)["state"];

/**
 * Who asks for a move: the guest's own calls, the card processor's webhook, the reconciler, staff,
 * and the waiting list's job, which offers freed units to a waiting guest (decision 033).
 */
export type QuoteActor = "guest" | "webhook" | "reconciler" | "staff" | "waiting-list";

type Move = { from: QuoteState; to: QuoteState; by: readonly QuoteActor[]; why: string };

/** Whoever turns a paid intent into its booking (or into a refund): fulfilment runs for all three. */
const FULFILLERS = ["guest", "webhook", "reconciler"] as const;
export type FulfilActor = (typeof FULFILLERS)[number];

/**
 * The life of a quote, and the only moves it may make. Staff act on quotes only for the bookings
 * they take at the desk and their payment links (decision 055). An open or expired quote may still be fulfilled or refunded because a quote
 * with an intent can be paid whatever we wrote about it: the money decides, and it is never kept
 * without a booking.
 */
export const QUOTE_MOVES: readonly Move[] = [
  { from: "open", to: "paying", by: ["guest"], why: "the hold is placed before the card is asked" },
  {
    from: "open",
    to: "paying",
    by: ["waiting-list"],
    why: "a waiting-list offer holds the freed units for its guest until the offer ends (decision 033)",
  },
  {
    from: "paying",
    to: "expired",
    by: ["waiting-list"],
    why: "the guest left the waiting list, or the offer ended unpaid: no intent can be paid any more",
  },
  {
    from: "paying",
    to: "open",
    by: ["guest"],
    why: "the processor refused to start a first intent, so nothing can be paid",
  },
  { from: "open", to: "expired", by: ["reconciler"], why: "the price ran out unpaid" },
  {
    from: "open",
    to: "expired",
    by: ["guest"],
    why: "the guest applied or removed a promo code: a new quote replaces this one (decision 026)",
  },
  {
    from: "paying",
    to: "expired",
    by: ["guest"],
    why: "the guest applied or removed a promo code before paying: its intent was cancelled first",
  },
  {
    from: "paying",
    to: "expired",
    by: ["reconciler"],
    why: "the intent was cancelled (or never made) after the grace period",
  },
  {
    from: "open",
    to: "paying",
    by: ["staff"],
    why: "a payment link holds the units for its guest until the link's end (decision 055)",
  },
  {
    from: "paying",
    to: "expired",
    by: ["staff"],
    why: "staff withdrew the payment link before it was paid: its intent was cancelled first",
  },
  {
    from: "open",
    to: "fulfilled",
    by: ["staff"],
    why: "a booking staff took at the desk, paid there: it is made at once (decision 055)",
  },
  { from: "paying", to: "fulfilled", by: FULFILLERS, why: "the paid intent became its booking" },
  { from: "open", to: "fulfilled", by: FULFILLERS, why: "an intent paid after a failed retry" },
  {
    from: "expired",
    to: "fulfilled",
    by: FULFILLERS,
    why: "an intent paid after the price ran out",
  },
  { from: "paying", to: "refund_required", by: FULFILLERS, why: "paid, but the units were sold" },
  { from: "open", to: "refund_required", by: FULFILLERS, why: "paid, but the units were sold" },
  { from: "expired", to: "refund_required", by: FULFILLERS, why: "paid, but the units were sold" },
  { from: "refund_required", to: "refunded", by: FULFILLERS, why: "the money went back" },
];

/** The states in which a guest may have the quote's units held: a first hold, or another one. */
export const HOLDABLE_STATES: readonly QuoteState[] = ["open", "paying"];

/**
 * Whether a new hold may be placed on a quote now: its first (open -> paying), or another while in
 * payment (after a refused card, or when the last hold ran out). Only while its price is live, in
 * every state alike: the price is what an availability check found, and past it only a new check
 * may hold the units. A hold placed before the price ran out stays to its own end (it is not a new
 * hold), and money already taken is fulfilled or refunded whatever the price, by the moves below.
 */
export function canPlaceHold(quote: { state: QuoteState; expiresAt: Date }, now: Date): boolean {
  return HOLDABLE_STATES.includes(quote.state) && now < quote.expiresAt;
}

export function canMoveQuote(from: QuoteState, to: QuoteState, actor: QuoteActor): boolean {
  return QUOTE_MOVES.some(
    (move) => move.from === from && move.to === to && move.by.includes(actor),
  );
}

export class IllegalQuoteMove extends Error {
  constructor(
    readonly from: QuoteState,
    readonly to: QuoteState,
    readonly actor: QuoteActor,
  ) {
    super(`a quote cannot move from ${from} to ${to} (asked by ${actor})`);
    this.name = "IllegalQuoteMove";
  }
}

const quoteColumns = getTableColumns(quotes);
/** Every move of one quote, per set of columns it writes: built once each (db/prepared.ts). */
const quoteMove = preparedPerShape("move_quote", (db, shape, name) =>
  db
    .update(quotes)
    .set(placeholdersOf(shape.split(",")))
    .where(and(eq(quotes.id, sql.placeholder("id")), eq(quotes.state, sql.placeholder("from"))))
    .returning({ id: quotes.id })
    .prepare(name),
);

/**
 * The one writer of `quotes.state`. Refuses a move the table does not allow, and writes only while
 * the row is still in the state the caller read (a concurrent move makes it throw instead of being
 * overwritten). Other columns may change in the same statement.
 */
export async function moveQuote(
  db: Executor,
  quote: { id: string; state: QuoteState },
  to: QuoteState,
  actor: QuoteActor,
  changes: Omit<Partial<NewQuote>, "state" | "id"> = {},
): Promise<void> {
  if (!canMoveQuote(quote.state, to, actor)) throw new IllegalQuoteMove(quote.state, to, actor);
  const set = { ...changes, state: to };
  const moved = await quoteMove(db, shapeOf(quoteColumns, set)).execute(
    encodeValues(quoteColumns, set, "", { id: quote.id, from: quote.state }),
  );
  if (moved.length === 0) {
    throw new Error(`quote ${quote.id} was no longer ${quote.state} when moving it to ${to}`);
  }
}

/**
 * The reconciler's bulk move open -> expired for prices that ran out. A quote that has an intent
 * is left alone: its money decides what happens to it, one quote at a time.
 */
export async function expireUnpaidOpenQuotes(db: Executor, now: Date): Promise<void> {
  if (!canMoveQuote("open", "expired", "reconciler"))
    throw new IllegalQuoteMove("open", "expired", "reconciler");
  await db
    .update(quotes)
    .set({ state: "expired", updatedAt: now })
    .where(
      and(eq(quotes.state, "open"), lt(quotes.expiresAt, now), isNull(quotes.paymentIntentId)),
    );
}
