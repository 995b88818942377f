import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusal } from "../../../test/helpers/refusal";
import { createTestDatabase } from "../../../test/helpers/test-database";
import type { DatabaseHandle } from "../../db/database";
import { sandboxPaymentIntents } from "../../db/schema";
import { createSandboxProvider, type SandboxProvider } from "./sandbox-provider";

/**
 * The offline card processor on its own: the intent life cycle Stripe documents (create, confirm,
 * capture, cancel, refund) and the states in which each move is refused.
 * https://docs.stripe.com/payments/paymentintents/lifecycle
 */
const GOOD_CARD = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" };
const DECLINED_CARD = { ...GOOD_CARD, number: "4000000000000002" };
const NOW = new Date("2026-11-24T12:00:00Z");

let handle: DatabaseHandle;
let sandbox: SandboxProvider;
let keys = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  // On PostgreSQL the new database is empty (on PGlite it starts migrated; again changes nothing).
  await handle.migrate();
  sandbox = createSandboxProvider({ db: handle.db, clock: { now: () => NOW } });
});
afterAll(() => handle.close());

function newIntent(captureMethod: "automatic" | "manual" = "automatic", amount = 45_000) {
  keys += 1;
  return sandbox.createIntent({
    amount,
    currency: "aed",
    captureMethod,
    idempotencyKey: `quote-${keys}`,
    metadata: { quoteId: `q-${keys}` },
  });
}

async function paidIntent(captureMethod: "automatic" | "manual" = "automatic") {
  const intent = await newIntent(captureMethod);
  const paid = await sandbox.confirmIntent(intent.clientSecret, GOOD_CARD);
  if (paid.kind !== "paid") throw new Error("the good card was refused");
  return paid.intent;
}

describe("[PAYMENT] the sandbox card processor", () => {
  it("creates an intent waiting for a card, with its secret, amount and metadata", async () => {
    const intent = await newIntent("manual", 12_345);
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_sandbox_[0-9a-f]{24}$/),
      clientSecret: expect.stringMatching(/^pi_sandbox_[0-9a-f]{24}_secret_[0-9a-f]{24}$/),
      amount: 12_345,
      currency: "aed",
      status: "requires_payment_method",
      captureMethod: "manual",
      amountRefunded: 0,
      metadata: { quoteId: `q-${keys}` },
    });
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
    expect(await sandbox.retrieveIntent(intent.id)).toEqual(intent);
    expect(sandbox.name).toBe("sandbox");
    expect(sandbox.publishableKey).toBe("pk_sandbox_offline");
  });

  it("answers the same intent for the same idempotency key", async () => {
    const input = {
      amount: 1_000,
      currency: "aed",
      captureMethod: "automatic" as const,
      idempotencyKey: "same-key",
      metadata: {},
    };
    const first = await sandbox.createIntent(input);
    const again = await sandbox.createIntent({ ...input, amount: 2_000 });
    expect(again).toEqual(first);
    const other = await sandbox.createIntent({ ...input, idempotencyKey: "other-key" });
    expect(other.id).not.toBe(first.id);
  });

  it("charges a good card at once when the capture is automatic", async () => {
    const intent = await paidIntent("automatic");
    expect(intent.status).toBe("succeeded");
    expect(await sandbox.findBySecret(intent.clientSecret)).toEqual({
      intent,
      wasDeclined: false,
    });
  });

  it("only authorises a good card when the capture is manual, then captures it once", async () => {
    const intent = await paidIntent("manual");
    expect(intent.status).toBe("requires_capture");
    const captured = await sandbox.captureIntent(intent.id, "key");
    expect(captured.status).toBe("succeeded");
    expect(await sandbox.captureIntent(intent.id, "key")).toEqual(captured);
  });

  it("records a declined card, keeps the intent payable, and clears the error once paid", async () => {
    const intent = await newIntent();
    const declined = await sandbox.confirmIntent(intent.clientSecret, DECLINED_CARD);
    expect(declined).toEqual({
      kind: "declined",
      decline: { code: "card_declined", message: "Your card was declined." },
      intentId: intent.id,
    });
    expect(await sandbox.findBySecret(intent.clientSecret)).toMatchObject({
      intent: { status: "requires_payment_method" },
      wasDeclined: true,
    });

    const paid = await sandbox.confirmIntent(intent.clientSecret, GOOD_CARD);
    expect(paid).toMatchObject({ kind: "paid", intent: { status: "succeeded" } });
    expect(await sandbox.findBySecret(intent.clientSecret)).toMatchObject({ wasDeclined: false });
  });

  it("takes a good first card in one step, as a charge or an authorisation", async () => {
    const charge = await newIntent("automatic");
    expect(await sandbox.confirmFirstTry(charge.clientSecret, GOOD_CARD)).toEqual({
      kind: "paid",
      intent: { ...charge, status: "succeeded" },
    });
    const authorisation = await newIntent("manual");
    expect(await sandbox.confirmFirstTry(authorisation.clientSecret, GOOD_CARD)).toEqual({
      kind: "paid",
      intent: { ...authorisation, status: "requires_capture" },
    });
  });

  it("makes the same intent of a good card in one step or in full, for either capture", async () => {
    for (const captureMethod of ["automatic", "manual"] as const) {
      const [first, full] = [await newIntent(captureMethod), await newIntent(captureMethod)];
      const inOneStep = await sandbox.confirmFirstTry(first.clientSecret, GOOD_CARD);
      const inFull = await sandbox.confirmIntent(full.clientSecret, GOOD_CARD);
      const shape = (answer: typeof inFull | undefined) =>
        answer?.kind === "paid"
          ? { status: answer.intent.status, captureMethod: answer.intent.captureMethod }
          : answer;
      expect(shape(inOneStep)).toEqual(shape(inFull));
    }
  });

  it("leaves every other card to the full confirmation, touching nothing", async () => {
    const intent = await newIntent();
    expect(await sandbox.confirmFirstTry(intent.clientSecret, DECLINED_CARD)).toBeUndefined();
    expect(await sandbox.findBySecret(intent.clientSecret)).toEqual({ intent, wasDeclined: false });

    await sandbox.confirmIntent(intent.clientSecret, DECLINED_CARD);
    // A card was refused before: the full path holds the units again before charging another.
    expect(await sandbox.confirmFirstTry(intent.clientSecret, GOOD_CARD)).toBeUndefined();
    expect(await sandbox.findBySecret(intent.clientSecret)).toMatchObject({
      intent: { status: "requires_payment_method" },
      wasDeclined: true,
    });

    const paid = await paidIntent();
    expect(await sandbox.confirmFirstTry(paid.clientSecret, GOOD_CARD)).toBeUndefined();
    expect(await sandbox.confirmFirstTry("nope", GOOD_CARD)).toBeUndefined();
  });

  it("lets only one of a capture and a cancel racing for an authorisation win", async () => {
    for (let round = 0; round < 5; round++) {
      const intent = await paidIntent("manual");
      const [capture, cancel] = await Promise.allSettled([
        sandbox.captureIntent(intent.id, "capture"),
        sandbox.cancelIntent(intent.id, "cancel"),
      ]);
      const final = await sandbox.retrieveIntent(intent.id);
      expect([capture.status, cancel.status].sort()).toEqual(["fulfilled", "rejected"]);
      expect(final.status).toBe(capture.status === "fulfilled" ? "succeeded" : "canceled");
    }
  });

  it("refuses to take a card twice for one intent", async () => {
    const intent = await paidIntent();
    const error = await refusal(sandbox.confirmIntent(intent.clientSecret, GOOD_CARD));
    expect(error.code).toBe("PAYMENT_INTENT_UNEXPECTED_STATE");
    expect(error.message).toBe("This payment cannot be paid again: it is succeeded.");
  });

  it("knows no intent for an unknown id or secret", async () => {
    expect((await refusal(sandbox.retrieveIntent("pi_sandbox_nope"))).code).toBe(
      "PAYMENT_INTENT_NOT_FOUND",
    );
    expect((await refusal(sandbox.captureIntent("pi_sandbox_nope", "key"))).code).toBe(
      "PAYMENT_INTENT_NOT_FOUND",
    );
    expect((await refusal(sandbox.refundIntent("pi_sandbox_nope", "k"))).code).toBe(
      "PAYMENT_INTENT_NOT_FOUND",
    );
    expect((await refusal(sandbox.confirmIntent("nope", GOOD_CARD))).code).toBe(
      "PAYMENT_INTENT_NOT_FOUND",
    );
    expect(await sandbox.findBySecret("nope")).toBeUndefined();
  });

  it("refuses to capture an intent nobody paid, naming its state in words", async () => {
    const intent = await newIntent("manual");
    const error = await refusal(sandbox.captureIntent(intent.id, "key"));
    expect(error.code).toBe("PAYMENT_INTENT_UNEXPECTED_STATE");
    expect(error.message).toBe("This payment cannot be captured: it is requires payment method.");
    expect((await sandbox.retrieveIntent(intent.id)).status).toBe("requires_payment_method");
  });

  it("cancels an unpaid intent or an authorisation, once, but never a charge", async () => {
    const unpaid = await newIntent();
    const cancelled = await sandbox.cancelIntent(unpaid.id, "key");
    expect(cancelled.status).toBe("canceled");
    expect(await sandbox.cancelIntent(unpaid.id, "key")).toEqual(cancelled);

    const authorised = await paidIntent("manual");
    expect((await sandbox.cancelIntent(authorised.id, "key")).status).toBe("canceled");
    expect((await refusal(sandbox.captureIntent(authorised.id, "key"))).message).toBe(
      "This payment cannot be captured: it is canceled.",
    );

    const charged = await paidIntent("automatic");
    const error = await refusal(sandbox.cancelIntent(charged.id, "key"));
    expect(error.code).toBe("PAYMENT_INTENT_UNEXPECTED_STATE");
    expect(error.message).toBe("This payment cannot be cancelled: it is succeeded.");
    expect((await sandbox.retrieveIntent(charged.id)).status).toBe("succeeded");
  });

  it("refunds a charge in parts, then the rest, and never more than was charged", async () => {
    const charged = await paidIntent();
    expect((await sandbox.refundIntent(charged.id, "r1", 10_000)).amountRefunded).toBe(10_000);

    for (const amount of [0, -1, 1.5, 35_001]) {
      const error = await refusal(sandbox.refundIntent(charged.id, "r2", amount));
      expect(error.code).toBe("PAYMENT_INTENT_UNEXPECTED_STATE");
      expect(error.message).toBe(
        `This payment cannot be refunded by ${amount}: 35000 is left of it.`,
      );
    }
    expect((await sandbox.refundIntent(charged.id, "r3", 35_000)).amountRefunded).toBe(45_000);

    // Fully refunded: refunding "the rest" again changes nothing; a named amount is refused.
    const again = await sandbox.refundIntent(charged.id, "r4");
    expect(again).toMatchObject({ status: "succeeded", amountRefunded: 45_000 });
    expect((await refusal(sandbox.refundIntent(charged.id, "r5", 1))).message).toBe(
      "This payment cannot be refunded by 1: 0 is left of it.",
    );
  });

  it("answers a refund key already used with that refund, and refuses it for another amount", async () => {
    const charged = await paidIntent();
    expect((await sandbox.refundIntent(charged.id, "once", 10_000)).amountRefunded).toBe(10_000);
    // A retry with the same key refunds nothing more, as Stripe's idempotent requests.
    expect((await sandbox.refundIntent(charged.id, "once", 10_000)).amountRefunded).toBe(10_000);
    // Two callers that read the same amount refunded use the same key: the second is refused.
    const error = await refusal(sandbox.refundIntent(charged.id, "once", 20_000));
    expect(error.code).toBe("PAYMENT_INTENT_UNEXPECTED_STATE");
    expect((await sandbox.retrieveIntent(charged.id)).amountRefunded).toBe(10_000);
  });

  it("refunds the whole charge when no amount is named", async () => {
    const charged = await paidIntent();
    expect(await sandbox.refundIntent(charged.id, "whole")).toMatchObject({
      amount: 45_000,
      amountRefunded: 45_000,
    });
  });

  it("refuses to refund money it never took", async () => {
    const authorised = await paidIntent("manual");
    const error = await refusal(sandbox.refundIntent(authorised.id, "r"));
    expect(error.message).toBe("This payment cannot be refunded: it is requires capture.");
  });

  it("stamps each change with the clock's time", async () => {
    const charged = await paidIntent();
    const cancelled = await sandbox.cancelIntent((await newIntent()).id, "key");
    const refunded = await sandbox.refundIntent(charged.id, "stamp", 1);
    const rows = await handle.db.select().from(sandboxPaymentIntents);
    for (const intent of [charged, cancelled, refunded]) {
      expect(rows.find((row) => row.id === intent.id)?.updatedAt).toEqual(NOW);
    }
  });
});
