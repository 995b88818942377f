import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../src/db/schema";
import { moveBooking } from "../src/features/bookings/booking-state-machine";
import { MIGRATIONS_FOLDER } from "../src/lib/server-paths";
import { seedBooking } from "./helpers/booking-helpers";
import { createTestApp, type TestApp } from "./helpers/test-app";

/**
 * Migration 0007 splits two overloaded booking columns (decision 019): `refunded_minor` held the refund
 * decided, before any money moved, and `updated_at` stood for when a request's card was authorised.
 * Bookings in each state are put back as they were stored before it, and the migration run again
 * must fill the new columns as the app now writes them.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000" });
});
afterAll(() => testApp.close());

async function paidBooking(day: number) {
  const { id } = await seedBooking(testApp, {
    serviceType: "parking",
    checkIn: `2027-05-${String(day).padStart(2, "0")}`,
    checkOut: `2027-05-${String(day + 1).padStart(2, "0")}`,
    quantity: 1,
  });
  const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error("no booking");
  return row;
}

describe("[CHECKOUT] migration 0007 fills the booking's new columns from the old ones", () => {
  it("keeps the decided refund as owed, counts as refunded only money that went back, and finds when the card was authorised", async () => {
    const { db } = testApp.ctx;
    const paid = await paidBooking(1);
    const owed = await moveBooking(db, await paidBooking(3), "cancelled/completed", "staff", {
      refundOwedMinor: 500,
    });
    const refunded = await moveBooking(
      db,
      await moveBooking(db, await paidBooking(5), "cancelled/completed", "guest", {
        refundOwedMinor: 700,
      }),
      "cancelled/refunded",
      "guest",
      { refundedMinor: 700 },
    );
    // A request whose row was written since it was booked (a failed capture used to rewrite it).
    const request = await paidBooking(7);
    await db
      .update(bookings)
      .set({
        status: "pending",
        paymentStatus: "authorised",
        updatedAt: new Date(request.authorisedAt.getTime() + 3_600_000),
      })
      .where(eq(bookings.id, request.id));
    const expected = await db.select().from(bookings).orderBy(asc(bookings.checkIn));

    // As stored before 0007: the decision in refunded_minor, no new columns.
    await db.execute(sql`update bookings set refunded_minor = refund_owed_minor`);
    for (const column of ["refund_owed_minor", "authorised_at", "version"]) {
      await db.execute(sql.raw(`alter table bookings drop column ${column}`));
    }
    const migration = await readFile(
      path.join(MIGRATIONS_FOLDER, "0007_booking-state-machine.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }

    const pick = (row: (typeof expected)[number]) => ({
      id: row.id,
      status: row.status,
      paymentStatus: row.paymentStatus,
      refundOwedMinor: row.refundOwedMinor,
      refundedMinor: row.refundedMinor,
      authorisedAt: row.authorisedAt,
    });
    const migrated = await db.select().from(bookings).orderBy(asc(bookings.checkIn));
    expect(migrated.map(pick)).toEqual(expected.map(pick));
    expect(migrated.map(pick)).toEqual([
      expect.objectContaining({ id: paid.id, refundOwedMinor: 0, refundedMinor: 0 }),
      expect.objectContaining({ id: owed.id, refundOwedMinor: 500, refundedMinor: 0 }),
      expect.objectContaining({ id: refunded.id, refundOwedMinor: 700, refundedMinor: 700 }),
      expect.objectContaining({ id: request.id, authorisedAt: request.authorisedAt }),
    ]);
  });
});
