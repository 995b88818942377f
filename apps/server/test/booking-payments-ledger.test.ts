import { describe, expect, it } from "vitest";
import { bookingPayments } from "../src/db/schema";
import {
  canRecordPayment,
  PAYMENT_RECORDS,
  type PaymentMovementActor,
  type PaymentMovementKind,
  recordPaymentMovement,
} from "../src/features/bookings/booking-payments-ledger";
import { readServerSources } from "./helpers/server-sources";

const KINDS = bookingPayments.kind.enumValues as readonly PaymentMovementKind[];
const ACTORS = bookingPayments.actor.enumValues as readonly PaymentMovementActor[];

/** Every movement the table lets an actor record, as `kind by actor`, written out from who records it today. */
const ALLOWED = new Set([
  // Only a guest's card is ever authorised: fulfilment of a request, whoever runs it.
  "authorised by guest",
  ...["guest", "staff", "system"].flatMap((actor) => [
    `captured by ${actor}`,
    `released by ${actor}`,
    `refunded by ${actor}`,
  ]),
]);

const everyAsk = KINDS.flatMap((kind) => ACTORS.map((actor) => ({ kind, actor })));

describe("[CHECKOUT] the booking payment history's table", () => {
  it("lets each actor record exactly the listed movements", () => {
    const allowed = everyAsk
      .filter(({ kind, actor }) => canRecordPayment(kind, actor))
      .map(({ kind, actor }) => `${kind} by ${actor}`);
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it("gives each movement its reason", () => {
    for (const record of PAYMENT_RECORDS) expect(record.why.length).toBeGreaterThan(10);
  });

  it.each(everyAsk.filter(({ kind, actor }) => !ALLOWED.has(`${kind} by ${actor}`)))(
    "refuses $kind by $actor without touching the database",
    async ({ kind, actor }) => {
      const untouchable = new Proxy(
        {},
        {
          get() {
            throw new Error("the database was touched");
          },
        },
      );
      await expect(
        recordPaymentMovement(untouchable as never, {
          bookingId: "b",
          kind,
          amountMinor: 100,
          actor,
        }),
      ).rejects.toThrow(/cannot record/);
    },
  );
});

describe("[CHECKOUT] booking-payments-ledger.ts is the only writer of booking_payments", () => {
  it("no other server file inserts, updates or deletes payment history rows", async () => {
    const writers = (await readServerSources())
      .filter(
        ({ text }) =>
          /\.(insert|update|delete)\(bookingPayments\)/.test(text) ||
          /preparedInsert\([^)]*bookingPayments\)/.test(text) ||
          /(insert\s+into|update|delete\s+from)\s+"?booking_payments\b/i.test(text),
      )
      .map(({ file }) => file);
    expect(writers).toEqual(["features/bookings/booking-payments-ledger.ts"]);
  });

  it("every movement is recorded through the ledger, never a lower-level insert", async () => {
    const lowLevel = (await readServerSources())
      .filter(({ text }) => /\b(insertBookingPayment|paymentInsert)\b/.test(text))
      .map(({ file }) => file);
    expect(lowLevel).toEqual(["features/bookings/booking-payments-ledger.ts"]);
  });
});
