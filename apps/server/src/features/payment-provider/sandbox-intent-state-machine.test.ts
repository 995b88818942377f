import { describe, expect, it } from "vitest";
import { readServerSources } from "../../../test/helpers/server-sources";
import { sandboxPaymentIntents } from "../../db/schema";
import {
  canMoveIntent,
  IllegalIntentMove,
  type IntentActor,
  type IntentStatus,
  moveIntent,
  SANDBOX_INTENT_MOVES,
} from "./sandbox-intent-state-machine";

const STATUSES = sandboxPaymentIntents.status.enumValues as readonly IntentStatus[];
const ACTORS: IntentActor[] = ["merchant", "cardholder"];

/** Every move the table allows, as `from>to by actor` ("none": the intent is not made yet). */
const ALLOWED = new Set([
  "none>requires_payment_method by merchant",
  "requires_payment_method>requires_payment_method by cardholder",
  "requires_payment_method>succeeded by cardholder",
  "requires_payment_method>requires_capture by cardholder",
  "requires_capture>succeeded by merchant",
  "requires_payment_method>canceled by merchant",
  "requires_capture>canceled by merchant",
  "succeeded>succeeded by merchant",
]);

const everyAsk = (["none", ...STATUSES] as const).flatMap((from) =>
  STATUSES.flatMap((to) => ACTORS.map((actor) => ({ from, to, actor }))),
);

/** A database that fails the test if a refused move reaches it. */
const untouchable = new Proxy(
  {},
  {
    get() {
      throw new Error("the database was touched");
    },
  },
) as never;

describe("[PAYMENT] the sandbox intent's transition table", () => {
  it("allows exactly the listed moves", () => {
    const allowed = everyAsk
      .filter(({ from, to, actor }) => canMoveIntent(from, to, actor))
      .map(({ from, to, actor }) => `${from}>${to} by ${actor}`);
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it("has a terminal state: nothing leaves canceled", () => {
    expect(SANDBOX_INTENT_MOVES.filter((move) => move.from === "canceled")).toEqual([]);
  });

  it.each(
    everyAsk.filter(
      ({ from, to, actor }) => from !== "none" && !ALLOWED.has(`${from}>${to} by ${actor}`),
    ),
  )("refuses $from -> $to by $actor without touching the database", async ({ from, to, actor }) => {
    const move = { from: [from as IntentStatus], to, by: actor };
    await expect(moveIntent(untouchable, { id: "pi" }, move, new Date())).rejects.toBeInstanceOf(
      IllegalIntentMove,
    );
  });

  it("lets only the cardholder pay, to either end the capture rule may pick", async () => {
    const pay = { from: ["requires_payment_method"] as IntentStatus[], to: "paid" as const };
    await expect(
      moveIntent(untouchable, { id: "pi" }, { ...pay, by: "merchant" }, new Date()),
    ).rejects.toBeInstanceOf(IllegalIntentMove);
    await expect(
      moveIntent(untouchable, { firstCardOf: "s" }, { ...pay, by: "merchant" }, new Date()),
    ).rejects.toBeInstanceOf(IllegalIntentMove);
    const again = { from: ["succeeded"] as IntentStatus[], to: "paid" as const, by: "cardholder" };
    await expect(
      moveIntent(untouchable, { id: "pi" }, again as never, new Date()),
    ).rejects.toBeInstanceOf(IllegalIntentMove);
  });
});

describe("[PAYMENT] the state machine is the only writer of a sandbox intent", () => {
  it("no other server file makes or updates an intent", async () => {
    const writers = (await readServerSources())
      .filter(
        ({ text }) =>
          /\.(insert|update|delete)\(sandboxPaymentIntents\)/.test(text) ||
          /preparedInsert\([^)]*\bsandboxPaymentIntents\)/.test(text) ||
          /(insert\s+into|update)\s+"?sandbox_payment_intents\b/i.test(text),
      )
      .map(({ file }) => file);
    expect(writers).toEqual(["features/payment-provider/sandbox-intent-state-machine.ts"]);
  });

  it("writes an intent's status in one place, where the capture rule is decided", async () => {
    const sources = await readServerSources();
    const machine =
      sources.find(
        ({ file }) => file === "features/payment-provider/sandbox-intent-state-machine.ts",
      )?.text ?? "";
    // Both of its update statements (any intent, and the usual first card) set through moveSet.
    expect(machine.match(/\.update\(sandboxPaymentIntents\)/g)).toHaveLength(2);
    expect(
      machine.match(/\.update\(sandboxPaymentIntents\)(?![\s\S]{0,150}?\.set\([^)]*moveSet\()/g),
    ).toBeNull();
    expect(machine.match(/function moveSet\(/g)).toHaveLength(1);
    // The capture rule (manual: authorised only) is spelled once, not repeated per path.
    const provider = sources.find(
      ({ file }) => file === "features/payment-provider/sandbox-provider.ts",
    );
    expect(`${machine}${provider?.text}`.match(/'manual'|"manual"/g)).toHaveLength(1);
  });
});
