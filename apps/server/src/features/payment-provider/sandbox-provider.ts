import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedStatement } from "../../db/prepared";
import { sandboxPaymentIntents } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import type { PaymentIntent, PaymentProvider } from "./payment-provider";
import { declineFor, type SandboxCard } from "./sandbox-cards";

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
type IntentStatus = IntentRow["status"];

/**
 * The capture rule: a good card charges an intent captured automatically at once, and only
 * authorises one captured by hand (manual), which then waits for its capture. In SQL, so the one
 * statement that takes the card decides it from the row it moves.
 */
const PAID_STATUS = sql<IntentStatus>`case when ${sandboxPaymentIntents.captureMethod} = 'manual' then 'requires_capture' else 'succeeded' end`;

/** Every booking call retrieves its intent: built once (db/prepared.ts). */
const intentById = preparedStatement((db) =>
  db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, sql.placeholder("id")))
    .prepare("sandbox_intent"),
);

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

/**
 * confirmFirstTry's statement, built once (db/prepared.ts): the text `moveFrom` builds for a secret
 * with no earlier decline, from "requires_payment_method" to "paid".
 */
const firstCardPaid = preparedStatement((db) =>
  db
    .update(sandboxPaymentIntents)
    // An update's values take no placeholder: the time goes in as SQL, its ISO text.
    .set({ status: PAID_STATUS, lastError: null, updatedAt: sql`${sql.placeholder("updatedAt")}` })
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

const unexpectedState = (intent: IntentRow, action: string) =>
  new AppError(
    "PAYMENT_INTENT_UNEXPECTED_STATE",
    `This payment cannot be ${action}: it is ${intent.status.replaceAll("_", " ")}.`,
  );

const token = () => randomBytes(12).toString("hex");

/**
 * The offline card processor: Stripe's intent life cycle and test cards, with its intents kept in
 * the database as a real processor keeps them on its side. No money moves.
 */
export function createSandboxProvider(ctx: Pick<AppContext, "db" | "clock">) {
  const { db } = ctx;

  async function findRow(id: string): Promise<IntentRow> {
    const [row] = await intentById(db).execute({ id });
    if (!row) throw new AppError("PAYMENT_INTENT_NOT_FOUND", "Payment not found.");
    return row;
  }

  /**
   * The one writer of an intent's status: moves the intent that `which` picks to `to` ("paid":
   * what a good card makes of it, by the capture rule, its last decline forgotten) if it is in one
   * of `from`, and answers it; leaves it, answering undefined, otherwise.
   */
  async function moveFrom(
    which: SQL | undefined,
    from: IntentStatus[],
    to: IntentStatus | "paid",
    executor: Executor = db,
  ) {
    const [row] = await executor
      .update(sandboxPaymentIntents)
      .set({
        ...(to === "paid" ? { status: PAID_STATUS, lastError: null } : { status: to }),
        updatedAt: ctx.clock.now(),
      })
      .where(and(which, inArray(sandboxPaymentIntents.status, from)))
      .returning();
    return row ? toIntent(row) : undefined;
  }
  const byId = (id: string) => eq(sandboxPaymentIntents.id, id);

  const provider: PaymentProvider & {
    confirmIntent: typeof confirmIntent;
    confirmFirstTry: typeof confirmFirstTry;
    findBySecret: typeof findBySecret;
  } = {
    name: "sandbox",
    publishableKey: "pk_sandbox_offline",

    async createIntent(input) {
      const id = `pi_sandbox_${token()}`;
      const [created] = await intentInsert(db).execute({
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
      const [row] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
      if (!row) throw new Error("sandbox intent vanished after insert");
      return toIntent(row);
    },

    async retrieveIntent(id) {
      return toIntent(await findRow(id));
    },

    // Capture and cancel move the intent only from the state they start from, in one statement, as
    // Stripe serialises them: a capture and a cancel racing never both succeed.
    async captureIntent(id) {
      const captured = await moveFrom(byId(id), ["requires_capture"], "succeeded");
      if (captured) return captured;
      const row = await findRow(id);
      if (row.status === "succeeded") return toIntent(row);
      throw unexpectedState(row, "captured");
    },

    async cancelIntent(id) {
      const cancelled = await moveFrom(
        byId(id),
        ["requires_payment_method", "requires_capture"],
        "canceled",
      );
      if (cancelled) return cancelled;
      const row = await findRow(id);
      if (row.status === "canceled") return toIntent(row);
      throw unexpectedState(row, "cancelled");
    },

    async refundIntent(id, idempotencyKey, amountMinor) {
      // Under the row's lock, as Stripe serialises refunds of one charge: two refunds never both
      // read the same amount left.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.id, id))
          .for("update");
        if (!row) throw new AppError("PAYMENT_INTENT_NOT_FOUND", "Payment not found.");
        if (row.status !== "succeeded") throw unexpectedState(row, "refunded");
        // A key already used answers the refund it made, as Stripe does; with another amount it
        // is refused, so two callers that read the same refunded amount never both refund.
        if (Object.hasOwn(row.refundKeys, idempotencyKey)) {
          if (row.refundKeys[idempotencyKey] === (amountMinor ?? null)) return toIntent(row);
          throw new AppError(
            "PAYMENT_INTENT_UNEXPECTED_STATE",
            "This refund's key was already used for another amount.",
          );
        }
        const left = row.amount - row.amountRefunded;
        if (left === 0 && amountMinor === undefined) return toIntent(row);
        const amount = amountMinor ?? left;
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
          throw new AppError(
            "PAYMENT_INTENT_UNEXPECTED_STATE",
            `This payment cannot be refunded by ${amount}: ${left} is left of it.`,
          );
        }
        const [refunded] = await tx
          .update(sandboxPaymentIntents)
          .set({
            amountRefunded: row.amountRefunded + amount,
            refundKeys: { ...row.refundKeys, [idempotencyKey]: amountMinor ?? null },
            updatedAt: ctx.clock.now(),
          })
          .where(eq(sandboxPaymentIntents.id, id))
          .returning();
        if (!refunded) throw new Error("sandbox intent vanished during refund");
        return toIntent(refunded);
      });
    },

    confirmIntent,
    confirmFirstTry,
    findBySecret,
  };

  /** The intent a card form holds the secret of, and whether a card was already refused for it. */
  async function findBySecret(clientSecret: string) {
    const [row] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
    return row ? { intent: toIntent(row), wasDeclined: row.lastError !== null } : undefined;
  }

  /**
   * The usual card payment in one statement: a good card for an intent waiting for its first card.
   * Answers undefined for anything else (a card the sandbox refuses, an intent already paid, or one
   * a card was refused for before), which confirmIntent then answers in full.
   */
  async function confirmFirstTry(clientSecret: string, card: SandboxCard) {
    if (declineFor(card, ctx.clock.now())) return undefined;
    const [paid] = await firstCardPaid(db).execute({
      clientSecret,
      updatedAt: ctx.clock.now().toISOString(),
    });
    return paid ? { kind: "paid" as const, intent: toIntent(paid) } : undefined;
  }

  /**
   * What Stripe.js's confirmCardPayment does against Stripe: charge (or authorise) the card.
   * Answers the intent, or the decline as Stripe describes it.
   */
  async function confirmIntent(clientSecret: string, card: SandboxCard) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.clientSecret, clientSecret))
        .for("update");
      if (!row) throw new AppError("PAYMENT_INTENT_NOT_FOUND", "Payment not found.");
      if (row.status !== "requires_payment_method") throw unexpectedState(row, "paid again");

      const decline = declineFor(card, ctx.clock.now());
      const now = ctx.clock.now();
      if (decline) {
        await tx
          .update(sandboxPaymentIntents)
          .set({ lastError: decline, updatedAt: now })
          .where(eq(sandboxPaymentIntents.id, row.id));
        return { kind: "declined" as const, decline, intentId: row.id };
      }
      const paid = await moveFrom(byId(row.id), ["requires_payment_method"], "paid", tx);
      if (!paid) throw new Error("sandbox intent vanished during confirm");
      return { kind: "paid" as const, intent: paid };
    });
  }

  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
