import { describe, expect, it } from "vitest";
import { emailOutbox } from "../src/db/schema";
import {
  canMoveOutbox,
  OUTBOX_MOVES,
  type OutboxActor,
  type OutboxState,
} from "../src/features/email/email-outbox";
import { readServerSources } from "./helpers/server-sources";

const STATES = emailOutbox.status.enumValues as readonly OutboxState[];
const ENDS = ["none", "deleted"] as const;
const ACTORS: OutboxActor[] = ["queue", "sender", "account-deletion"];

/** Every move the table allows, as `from>to by actor` ("none": no row yet; "deleted": none left). */
const ALLOWED = new Set([
  "none>pending by queue",
  "pending>pending by sender",
  "pending>sent by sender",
  "pending>failed by sender",
  "pending>deleted by account-deletion",
  "sent>deleted by account-deletion",
  "failed>deleted by account-deletion",
]);

const steps = [...ENDS, ...STATES];
const everyAsk = steps.flatMap((from) =>
  steps.flatMap((to) => ACTORS.map((actor) => ({ from, to, actor }))),
);

describe("[EMAIL] the outbox's transition table", () => {
  it("allows exactly the listed moves", () => {
    const allowed = everyAsk
      .filter(({ from, to, actor }) => canMoveOutbox(from, to, actor))
      .map(({ from, to, actor }) => `${from}>${to} by ${actor}`);
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it("never takes a sent or failed message back to sending, and gives each move its reason", () => {
    const resent = OUTBOX_MOVES.filter(
      (move) => (move.from === "sent" || move.from === "failed") && move.to !== "deleted",
    );
    expect(resent).toEqual([]);
    for (const move of OUTBOX_MOVES) expect(move.why.length).toBeGreaterThan(10);
  });
});

describe("[EMAIL] email-outbox.ts is the only writer of the outbox", () => {
  it("no other server file inserts, updates or deletes outbox rows", async () => {
    const writers = (await readServerSources())
      .filter(
        ({ text }) =>
          /\.(insert|update|delete)\(emailOutbox\)/.test(text) ||
          /preparedInsert\([^)]*\bemailOutbox\)/.test(text) ||
          /(insert\s+into|update|delete\s+from)\s+"?email_outbox\b/i.test(text),
      )
      .map(({ file }) => file);
    expect(writers).toEqual(["features/email/email-outbox.ts"]);
  });
});
