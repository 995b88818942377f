import { describe, expect, it } from "vitest";
import type { AppContext } from "../../lib/app-context";
import type { IntentStatus, PaymentIntent, PaymentProvider } from "./payment-provider";
import { releasePayment } from "./release-payment";

/**
 * A card processor holding one intent, recording the calls that move money. `onCancel` may refuse
 * a cancel (as a processor does once the intent was captured meanwhile).
 */
function processorWith(
  start: { status: IntentStatus; amountRefunded?: number },
  onCancel: (intent: PaymentIntent) => void = () => {},
) {
  const intent: PaymentIntent = {
    id: "pi_1",
    clientSecret: "pi_1_secret",
    amount: 45_000,
    currency: "aed",
    status: start.status,
    captureMethod: "automatic",
    amountRefunded: start.amountRefunded ?? 0,
    metadata: {},
  };
  const moves: string[] = [];
  const payments: PaymentProvider = {
    name: "sandbox",
    publishableKey: "pk",
    createIntent: () => Promise.reject(new Error("not used")),
    captureIntent: () => Promise.reject(new Error("not used")),
    retrieveIntent: async () => ({ ...intent }),
    async cancelIntent(_id, key) {
      onCancel(intent);
      moves.push(`cancel ${key}`);
      intent.status = "canceled";
      return { ...intent };
    },
    async refundIntent(_id, key, amountMinor) {
      moves.push(`refund ${key} ${amountMinor ?? "rest"}`);
      intent.amountRefunded = intent.amount;
      return { ...intent };
    },
  };
  return { ctx: { payments } as unknown as AppContext, intent, moves };
}

describe("[PAYMENT] giving the money of an intent back", () => {
  it("refunds a charged intent, once", async () => {
    const { ctx, moves } = processorWith({ status: "succeeded" });
    expect(await releasePayment(ctx, "pi_1")).toMatchObject({ amountRefunded: 45_000 });
    expect(await releasePayment(ctx, "pi_1")).toMatchObject({ amountRefunded: 45_000 });
    expect(moves).toEqual(["refund refund-pi_1 rest"]);
  });

  it("refunds the rest of a charge refunded only in part", async () => {
    const { ctx, moves } = processorWith({ status: "succeeded", amountRefunded: 20_000 });
    await releasePayment(ctx, "pi_1");
    expect(moves).toEqual(["refund refund-pi_1 rest"]);
  });

  it("releases an authorisation and cancels an intent nobody paid", async () => {
    for (const status of ["requires_capture", "requires_payment_method"] as const) {
      const { ctx, moves } = processorWith({ status });
      expect(await releasePayment(ctx, "pi_1")).toMatchObject({ status: "canceled" });
      expect(moves).toEqual(["cancel cancel-pi_1"]);
    }
  });

  it("leaves a cancelled intent alone", async () => {
    const { ctx, moves } = processorWith({ status: "canceled" });
    expect(await releasePayment(ctx, "pi_1")).toMatchObject({ status: "canceled" });
    expect(moves).toEqual([]);
  });

  it("refunds instead when the intent was captured between the look and the cancel", async () => {
    const { ctx, moves } = processorWith({ status: "requires_capture" }, (intent) => {
      if (intent.status === "requires_capture") {
        intent.status = "succeeded";
        throw new Error("This PaymentIntent could not be canceled: it is succeeded");
      }
    });
    expect(await releasePayment(ctx, "pi_1")).toMatchObject({ amountRefunded: 45_000 });
    expect(moves).toEqual(["refund refund-pi_1 rest"]);
  });

  it("gives up after a second refused cancel, with the processor's error", async () => {
    let refusals = 0;
    const { ctx, moves } = processorWith({ status: "requires_payment_method" }, () => {
      refusals += 1;
      throw new Error(`processor down (${refusals})`);
    });
    await expect(releasePayment(ctx, "pi_1")).rejects.toThrow("processor down (2)");
    expect(refusals).toBe(2);
    expect(moves).toEqual([]);
  });
});
