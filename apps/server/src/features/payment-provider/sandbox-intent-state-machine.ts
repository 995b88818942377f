import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedStatement } from "../../db/prepared";
import { sandboxPaymentIntents } from "../../db/schema";

export type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
export type IntentStatus = IntentRow["status"];

/**
 * Who asks the offline card processor for a move, as Stripe tells them apart by key: the merchant
 * (our server, through PaymentProvider: create, capture, cancel, refund) and the cardholder (the
 * card form, with the intent's client secret: confirm).
 */
export type IntentActor = "merchant" | "cardholder";

/** Before the intent is made: the start of the table, not a stored status. */
type Before = "none";
type Move = {
  from: IntentStatus | Before;
  to: IntentStatus;
  by: readonly IntentActor[];
  why: string;
};

/**
 * The life of a sandbox intent, Stripe's life cycle cut to what the sandbox does
 * (https://docs.stripe.com/payments/paymentintents/lifecycle), and the only moves it may make.
 * A move to the status it has records something beside it (a decline, a refund).
 */
export const SANDBOX_INTENT_MOVES: readonly Move[] = [
  { from: "none", to: "requires_payment_method", by: ["merchant"], why: "a payment starts" },
  {
    from: "requires_payment_method",
    to: "requires_payment_method",
    by: ["cardholder"],
    why: "a card was refused: its decline is kept and the intent stays payable",
  },
  {
    from: "requires_payment_method",
    to: "succeeded",
    by: ["cardholder"],
    why: "a good card for an intent captured automatically: charged at once",
  },
  {
    from: "requires_payment_method",
    to: "requires_capture",
    by: ["cardholder"],
    why: "a good card for an intent captured by hand (a pending request): authorised only",
  },
  {
    from: "requires_capture",
    to: "succeeded",
    by: ["merchant"],
    why: "the authorisation captured (staff confirmed the request)",
  },
  {
    from: "requires_payment_method",
    to: "canceled",
    by: ["merchant"],
    why: "cancelled before any card was taken",
  },
  {
    from: "requires_capture",
    to: "canceled",
    by: ["merchant"],
    why: "the authorisation released (staff declined the request, or it could not be booked)",
  },
  {
    from: "succeeded",
    to: "succeeded",
    by: ["merchant"],
    why: "refunded in part or in full: the charge stays succeeded, its refunded amount grows",
  },
];

export function canMoveIntent(
  from: IntentStatus | Before,
  to: IntentStatus,
  actor: IntentActor,
): boolean {
  return SANDBOX_INTENT_MOVES.some(
    (move) => move.from === from && move.to === to && move.by.includes(actor),
  );
}

export class IllegalIntentMove extends Error {
  constructor(from: string, to: string, actor: IntentActor) {
    super(`a sandbox intent cannot move from ${from} to ${to} (asked by ${actor})`);
    this.name = "IllegalIntentMove";
  }
}

/** "paid": what a good card makes of an intent, decided in SQL by the capture rule below. */
export type IntentMove = {
  from: readonly IntentStatus[];
  to: IntentStatus | "paid";
  by: IntentActor;
};
const PAID_TO: readonly IntentStatus[] = ["succeeded", "requires_capture"];

function assertAllowed(move: IntentMove): void {
  const targets = move.to === "paid" ? PAID_TO : [move.to];
  for (const from of move.from)
    for (const to of targets)
      if (!canMoveIntent(from, to, move.by)) throw new IllegalIntentMove(from, to, move.by);
}

/**
 * The capture rule: a good card charges an intent captured automatically at once, and only
 * authorises one captured by hand (manual), which then waits for its capture. In SQL, so the one
 * statement that takes the card decides it from the row it moves.
 */
const PAID_STATUS = sql<IntentStatus>`case when ${sandboxPaymentIntents.captureMethod} = 'manual' then 'requires_capture' else 'succeeded' end`;

/** What every move writes: its status ("paid": by the capture rule, the last decline forgotten). */
function moveSet(to: IntentStatus | "paid", updatedAt: Date | SQL) {
  return to === "paid"
    ? { status: PAID_STATUS, lastError: null, updatedAt }
    : { status: to, updatedAt };
}

/** Every payment start makes (or finds again) its intent: built once (db/prepared.ts). */
const intentInsert = preparedStatement((db) =>
  db
    .insert(sandboxPaymentIntents)
    .values({
      id: sql.placeholder("id"),
      clientSecret: sql.placeholder("clientSecret"),
      idempotencyKey: sql.placeholder("idempotencyKey"),
      amount: sql.placeholder("amount"),
      currency: sql.placeholder("currency"),
      captureMethod: sql.placeholder("captureMethod"),
      status: "requires_payment_method",
      metadata: sql.placeholder("metadata"),
    })
    .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey })
    .returning()
    .prepare("sandbox_insert_intent"),
);

/** A new intent waiting for its card; undefined when its idempotency key made one already. */
export async function insertIntent(
  db: Executor,
  values: Pick<
    IntentRow,
    "id" | "clientSecret" | "idempotencyKey" | "amount" | "currency" | "captureMethod" | "metadata"
  >,
): Promise<IntentRow | undefined> {
  if (!canMoveIntent("none", "requires_payment_method", "merchant"))
    throw new IllegalIntentMove("none", "requires_payment_method", "merchant");
  const [created] = await intentInsert(db).execute(values);
  return created;
}

/**
 * The statement of the usual card payment, built once (db/prepared.ts): the text moveIntent builds
 * for a secret with no earlier decline, from "requires_payment_method" to "paid".
 */
const firstCardPaid = preparedStatement((db) =>
  db
    .update(sandboxPaymentIntents)
    // An update's values take no placeholder: the time goes in as SQL, its ISO text.
    .set(moveSet("paid", sql`${sql.placeholder("updatedAt")}`))
    .where(
      and(
        and(
          eq(sandboxPaymentIntents.clientSecret, sql.placeholder("clientSecret")),
          isNull(sandboxPaymentIntents.lastError),
        ),
        inArray(sandboxPaymentIntents.status, ["requires_payment_method"]),
      ),
    )
    .returning()
    .prepare("sandbox_first_card_paid"),
);

/**
 * Which intent a move is for: by its id, or by its client secret while no card was refused for it
 * (the card form's usual payment, in one prepared statement).
 */
export type IntentTarget = { id: string } | { firstCardOf: string };
type IntentChanges = Partial<Pick<IntentRow, "lastError" | "amountRefunded" | "refundKeys">>;

/**
 * The one writer of an intent's status. Refuses a move the table does not allow; moves the intent
 * only if it is in one of `move.from`, in one statement (so a capture and a cancel racing never
 * both win), and answers it, or undefined when it was not there to move.
 */
export async function moveIntent(
  db: Executor,
  target: IntentTarget,
  move: IntentMove,
  now: Date,
  changes: IntentChanges = {},
): Promise<IntentRow | undefined> {
  assertAllowed(move);
  if ("firstCardOf" in target) return payFirstCard(db, target.firstCardOf, move, now);
  const [row] = await db
    .update(sandboxPaymentIntents)
    .set({ ...changes, ...moveSet(move.to, now) })
    .where(
      and(
        eq(sandboxPaymentIntents.id, target.id),
        inArray(sandboxPaymentIntents.status, move.from),
      ),
    )
    .returning();
  return row;
}

async function payFirstCard(db: Executor, clientSecret: string, move: IntentMove, now: Date) {
  const isFirstCard =
    move.to === "paid" && move.from.length === 1 && move.from[0] === "requires_payment_method";
  if (!isFirstCard) throw new Error("a first card only pays an intent waiting for its card");
  const [paid] = await firstCardPaid(db).execute({ clientSecret, updatedAt: now.toISOString() });
  return paid;
}
