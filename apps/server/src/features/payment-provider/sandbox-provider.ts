import { randomBytes } from "node:crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedStatement } from "../../db/prepared";
import { sandboxPaymentIntents } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import type { CreateIntentInput, PaymentIntent, PaymentProvider } from "./payment-provider";
import { declineFor, type SandboxCard } from "./sandbox-cards";
import { type IntentRow, insertIntent, moveIntent } from "./sandbox-intent-state-machine";

/**
 * The offline card processor: Stripe's intent life cycle and test cards, with its intents kept in
 * the database as a real processor keeps them on its side. No money moves. Its statuses move only
 * by the table in sandbox-intent-state-machine.ts (decision 052).
 */
type Sandbox = Pick<AppContext, "db" | "clock">;

/** Every booking call retrieves its intent: built once (db/prepared.ts). */
const intentById = preparedStatement((db) =>
  db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, sql.placeholder("id")))
    .prepare("sandbox_intent"),
);

const toIntent = (row: IntentRow): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  captureMethod: row.captureMethod,
  amountRefunded: row.amountRefunded,
  metadata: row.metadata,
});

const notFound = () => new AppError("PAYMENT_INTENT_NOT_FOUND", "Payment not found.");

const unexpectedState = (intent: IntentRow, action: string) =>
  new AppError(
    "PAYMENT_INTENT_UNEXPECTED_STATE",
    `This payment cannot be ${action}: it is ${intent.status.replaceAll("_", " ")}.`,
  );

const token = () => randomBytes(12).toString("hex");

async function findRow(db: Executor, id: string): Promise<IntentRow> {
  const [row] = await intentById(db).execute({ id });
  if (!row) throw notFound();
  return row;
}

/** The intent `which` picks, locked for the rest of the transaction. */
async function lockRow(tx: Executor, which: SQL): Promise<IntentRow> {
  const [row] = await tx.select().from(sandboxPaymentIntents).where(which).for("update");
  if (!row) throw notFound();
  return row;
}

async function createIntent(sandbox: Sandbox, input: CreateIntentInput): Promise<PaymentIntent> {
  const id = `pi_sandbox_${token()}`;
  const created = await insertIntent(sandbox.db, {
    id,
    clientSecret: `${id}_secret_${token()}`,
    idempotencyKey: input.idempotencyKey,
    amount: input.amount,
    currency: input.currency,
    captureMethod: input.captureMethod,
    metadata: input.metadata,
  });
  if (created) return toIntent(created);
  // Asked again with the same key: the intent made the first time.
  const [row] = await sandbox.db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
  if (!row) throw new Error("sandbox intent vanished after insert");
  return toIntent(row);
}

// Capture and cancel move the intent only from the state they start from, in one statement, as
// Stripe serialises them: a capture and a cancel racing never both succeed.
async function captureIntent(sandbox: Sandbox, id: string): Promise<PaymentIntent> {
  const move = { from: ["requires_capture"], to: "succeeded", by: "merchant" } as const;
  const captured = await moveIntent(sandbox.db, { id }, move, sandbox.clock.now());
  if (captured) return toIntent(captured);
  const row = await findRow(sandbox.db, id);
  if (row.status === "succeeded") return toIntent(row);
  throw unexpectedState(row, "captured");
}

async function cancelIntent(sandbox: Sandbox, id: string): Promise<PaymentIntent> {
  const from = ["requires_payment_method", "requires_capture"] as const;
  const move = { from, to: "canceled", by: "merchant" } as const;
  const cancelled = await moveIntent(sandbox.db, { id }, move, sandbox.clock.now());
  if (cancelled) return toIntent(cancelled);
  const row = await findRow(sandbox.db, id);
  if (row.status === "canceled") return toIntent(row);
  throw unexpectedState(row, "cancelled");
}

/**
 * The amount a refund takes now, or null when it takes nothing and the intent is the answer: its
 * key was used for this refund already, or the whole charge went back and no amount is named.
 */
function refundToMake(row: IntentRow, idempotencyKey: string, amountMinor?: number): number | null {
  if (row.status !== "succeeded") throw unexpectedState(row, "refunded");
  // A key already used answers the refund it made, as Stripe does; with another amount it is
  // refused, so two callers that read the same refunded amount never both refund.
  if (Object.hasOwn(row.refundKeys, idempotencyKey)) {
    if (row.refundKeys[idempotencyKey] === (amountMinor ?? null)) return null;
    throw new AppError(
      "PAYMENT_INTENT_UNEXPECTED_STATE",
      "This refund's key was already used for another amount.",
    );
  }
  const left = row.amount - row.amountRefunded;
  if (left === 0 && amountMinor === undefined) return null;
  const amount = amountMinor ?? left;
  if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
    throw new AppError(
      "PAYMENT_INTENT_UNEXPECTED_STATE",
      `This payment cannot be refunded by ${amount}: ${left} is left of it.`,
    );
  }
  return amount;
}

async function refundIntent(
  sandbox: Sandbox,
  id: string,
  idempotencyKey: string,
  amountMinor?: number,
): Promise<PaymentIntent> {
  // Under the row's lock, as Stripe serialises refunds of one charge: two refunds never both read
  // the same amount left.
  return sandbox.db.transaction(async (tx) => {
    const row = await lockRow(tx, eq(sandboxPaymentIntents.id, id));
    const amount = refundToMake(row, idempotencyKey, amountMinor);
    if (amount === null) return toIntent(row);
    const move = { from: ["succeeded"], to: "succeeded", by: "merchant" } as const;
    const refunded = await moveIntent(tx, { id }, move, sandbox.clock.now(), {
      amountRefunded: row.amountRefunded + amount,
      refundKeys: { ...row.refundKeys, [idempotencyKey]: amountMinor ?? null },
    });
    if (!refunded) throw new Error("sandbox intent vanished during refund");
    return toIntent(refunded);
  });
}

/** The intent a card form holds the secret of, and whether a card was already refused for it. */
async function findBySecret(sandbox: Sandbox, clientSecret: string) {
  const [row] = await sandbox.db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
  return row ? { intent: toIntent(row), wasDeclined: row.lastError !== null } : undefined;
}

const PAY = { from: ["requires_payment_method"], to: "paid", by: "cardholder" } as const;

/**
 * The usual card payment in one statement: a good card for an intent waiting for its first card.
 * Answers undefined for anything else (a card the sandbox refuses, an intent already paid, or one
 * a card was refused for before), which confirmIntent then answers in full.
 */
async function confirmFirstTry(sandbox: Sandbox, clientSecret: string, card: SandboxCard) {
  if (declineFor(card, sandbox.clock.now())) return undefined;
  const target = { firstCardOf: clientSecret };
  const paid = await moveIntent(sandbox.db, target, PAY, sandbox.clock.now());
  return paid ? { kind: "paid" as const, intent: toIntent(paid) } : undefined;
}

/**
 * What Stripe.js's confirmCardPayment does against Stripe: charge (or authorise) the card.
 * Answers the intent, or the decline as Stripe describes it.
 */
async function confirmIntent(sandbox: Sandbox, clientSecret: string, card: SandboxCard) {
  return sandbox.db.transaction(async (tx) => {
    const row = await lockRow(tx, eq(sandboxPaymentIntents.clientSecret, clientSecret));
    if (row.status !== "requires_payment_method") throw unexpectedState(row, "paid again");
    const decline = declineFor(card, sandbox.clock.now());
    const now = sandbox.clock.now();
    if (decline) {
      const keep = { from: ["requires_payment_method"], to: "requires_payment_method" } as const;
      await moveIntent(tx, { id: row.id }, { ...keep, by: "cardholder" }, now, {
        lastError: decline,
      });
      return { kind: "declined" as const, decline, intentId: row.id };
    }
    const paid = await moveIntent(tx, { id: row.id }, PAY, sandbox.clock.now());
    if (!paid) throw new Error("sandbox intent vanished during confirm");
    return { kind: "paid" as const, intent: toIntent(paid) };
  });
}

/** The sandbox as a PaymentProvider, with the card form's calls beside (payment routes). */
export type SandboxProvider = PaymentProvider & {
  confirmIntent: (clientSecret: string, card: SandboxCard) => ReturnType<typeof confirmIntent>;
  confirmFirstTry: (clientSecret: string, card: SandboxCard) => ReturnType<typeof confirmFirstTry>;
  findBySecret: (clientSecret: string) => ReturnType<typeof findBySecret>;
};

export function createSandboxProvider(sandbox: Sandbox): SandboxProvider {
  return {
    name: "sandbox",
    publishableKey: "pk_sandbox_offline",
    createIntent: (input) => createIntent(sandbox, input),
    retrieveIntent: async (id) => toIntent(await findRow(sandbox.db, id)),
    captureIntent: (id) => captureIntent(sandbox, id),
    cancelIntent: (id) => cancelIntent(sandbox, id),
    refundIntent: (id, idempotencyKey, amountMinor) =>
      refundIntent(sandbox, id, idempotencyKey, amountMinor),
    confirmIntent: (clientSecret, card) => confirmIntent(sandbox, clientSecret, card),
    confirmFirstTry: (clientSecret, card) => confirmFirstTry(sandbox, clientSecret, card),
    findBySecret: (clientSecret) => findBySecret(sandbox, clientSecret),
  };
}
