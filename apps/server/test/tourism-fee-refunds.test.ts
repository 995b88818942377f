import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, emailOutbox, inventoryClaims, roomTypes, taxDocuments } from "../src/db/schema";
import { bookingClient, seedBooking } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * The Tourism Dirham fee of nights never stayed comes back in full, whatever the policy's percent
 * (decision 048): what the guest is shown before cancelling, what the card gets back, the
 * credit note's fee line and the email all say the same amount. On PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. The clock starts at Friday 2026-11-20, noon in Dubai.
 */
const START = new Date("2026-11-20T08:00:00Z");
const HOUR = 3_600_000;

let testApp: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
    SESSION_IDLE_HOURS: "2000",
    SESSION_MAX_DAYS: "365",
  });
  admin = await signIn(testApp, "owner");
});
afterAll(() => testApp.close());
beforeEach(() => testApp.clock.set(START));

const call = (method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A fee of AED 20 a master room-night, saved by staff before the stay is sold. */
async function setMasterFee(aed: number) {
  const saved = await call("PUT", "/api/admin/tax-settings", admin.cookie, {
    tourismFee: { master: aed },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A paid master room for the nights from `checkIn` to `checkOut`. */
async function paidMasterStay(checkIn: string, checkOut: string) {
  const { cookie, id } = await seedBooking(testApp, {
    serviceType: "room",
    roomType: "master",
    checkIn,
    checkOut,
    quantity: 1,
    guests: 2,
  });
  const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error("no booking");
  return { id, cookie, row };
}

const creditNotesOf = (bookingId: string) =>
  testApp.ctx.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.bookingId, bookingId), eq(taxDocuments.kind, "credit_note")))
    .orderBy(taxDocuments.issueOrder);

describe("[TOURISM FEE] a guest's cancellation gives the fee of every night back in full", () => {
  it("2 master nights at 950 with a 20 AED fee, cancelled in the 50% window: 990, not 970", async () => {
    await setMasterFee(20);
    // Tue 1 - Thu 3 Dec 2026: two weekday nights at the master room's 950.
    const stay = await paidMasterStay("2026-12-01", "2026-12-03");
    expect(stay.row.totalMinor).toBe(1940_00);
    // The fee changes after the sale: the booking keeps (and gives back) what it was sold with.
    await setMasterFee(7);
    // 3 days before check-in: the 50% window.
    testApp.clock.set(new Date(Date.parse("2026-12-01T10:00:00Z") - 72 * HOUR));

    const preview = await call("GET", `/api/booking/${stay.id}/cancellation`, stay.cookie);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      tier: "partial",
      refundPercent: 50,
      paidAmount: 1940,
      refundAmount: 990,
      tourismFeeRefundAmount: 40,
    });

    const cancelled = await call("POST", `/api/booking/${stay.id}/cancel`, stay.cookie, {
      expectedRefundAmount: 990,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // The card got back what the guest was shown.
    const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(row).toMatchObject({ status: "cancelled", refundedMinor: 990_00 });
    const intent = await testApp.ctx.payments.retrieveIntent(stay.row.paymentIntentId);
    expect(intent.amountRefunded).toBe(990_00);

    // The credit note: the fee line credited in full, apart; the room half of 1,900.
    const [note, ...others] = await creditNotesOf(stay.id);
    expect(others).toEqual([]);
    expect(note?.content.totals).toMatchObject({ total: 990_00, tourismFee: 40_00 });
    const lines = note?.content.lines ?? [];
    expect(lines.filter((line) => line.isTourismFee).map((line) => line.amount)).toEqual([40_00]);
    expect(
      lines.filter((line) => !line.isTourismFee).reduce((total, line) => total + line.amount, 0),
    ).toBe(950_00);

    // The email says the same amount.
    const [email] = await testApp.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "booking-cancelled"))
      .orderBy(emailOutbox.createdAt);
    expect(email?.text).toContain("990");
    expect(email?.text).not.toContain("970");
  });

  it("after the partial window (48 hours before) the fee still comes back, and nothing else", async () => {
    await setMasterFee(20);
    const stay = await paidMasterStay("2026-12-08", "2026-12-10");
    testApp.clock.set(new Date(Date.parse("2026-12-08T10:00:00Z") - 24 * HOUR));
    const preview = await call("GET", `/api/booking/${stay.id}/cancellation`, stay.cookie);
    expect(preview.json().data).toMatchObject({
      tier: "none",
      refundAmount: 40,
      tourismFeeRefundAmount: 40,
    });
    const cancelled = await call("POST", `/api/booking/${stay.id}/cancel`, stay.cookie, {
      expectedRefundAmount: 40,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [note] = await creditNotesOf(stay.id);
    expect(note?.content.totals).toMatchObject({ total: 40_00, tourismFee: 40_00, vat: 0 });
  });
});

describe("[TOURISM FEE] an early check-out gives the nights left back for sale, and their fee", () => {
  /** `time` (HH:MM) in Dubai on `day`. */
  const dubai = (day: string, time = "12:00") => new Date(`${day}T${time}:00+04:00`);
  const desk = (id: string, action: string) =>
    call("POST", `/api/admin/bookings/${id}/${action}`, admin.cookie);
  const masterRooms = async (total: number) => {
    const [before] = await testApp.ctx.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.roomType, "master"));
    await testApp.ctx.db
      .update(roomTypes)
      .set({ totalRooms: total })
      .where(eq(roomTypes.roomType, "master"));
    return before?.totalRooms ?? 0;
  };

  it("3 nights, left after the first: the 2 nights left can be booked again and their 40 AED fee comes back", async () => {
    await setMasterFee(20);
    const total = await masterRooms(1);
    try {
      const stay = await paidMasterStay("2026-12-14", "2026-12-17");
      const { cookie } = await signIn(testApp);
      const other = bookingClient(testApp, cookie);
      const lastNights = {
        serviceType: "room",
        roomType: "master",
        checkIn: "2026-12-15",
        checkOut: "2026-12-17",
        quantity: 1,
        guests: 2,
      };

      testApp.clock.set(dubai("2026-12-14", "15:00"));
      expect((await desk(stay.id, "check-in")).statusCode).toBe(200);
      testApp.clock.set(dubai("2026-12-15", "09:00"));
      // Sold out while the guest stays.
      expect((await other.quote(lastNights)).json().data.status).not.toBe("confirmed");

      // The desk is told before pressing: the nights from today on, and their fee.
      const detail = await call("GET", `/api/admin/bookings/${stay.id}`, admin.cookie);
      expect(detail.json().data.desk.earlyCheckOut).toEqual({
        fromNight: "2026-12-15",
        tourismFeeRefundAmount: 40,
      });
      const checkedOut = await desk(stay.id, "check-out");
      expect(checkedOut.statusCode, checkedOut.body).toBe(200);
      const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, stay.id));
      expect(row).toMatchObject({
        status: "completed",
        refundOwedMinor: 40_00,
        refundedMinor: 40_00,
      });
      const intent = await testApp.ctx.payments.retrieveIntent(stay.row.paymentIntentId);
      expect(intent.amountRefunded).toBe(40_00);
      const [note, ...others] = await creditNotesOf(stay.id);
      expect(others).toEqual([]);
      expect(note?.content.totals).toMatchObject({ total: 40_00, tourismFee: 40_00, vat: 0 });

      // The nights from the check-out day on are on sale again.
      const { booking } = await other.payAndBook(lastNights);
      expect(booking.statusCode, booking.body).toBe(201);
      // Money moved and the nights are sold: the check-out cannot be undone.
      const undo = await desk(stay.id, "undo");
      expect(undo.statusCode).toBe(409);
      expect(undo.json().code).toBe("UNDO_AFTER_REFUND");
    } finally {
      await masterRooms(total);
    }
  });

  it("without a fee, an early check-out undone the same day takes its nights back", async () => {
    await setMasterFee(0);
    const stay = await paidMasterStay("2026-12-21", "2026-12-24");
    testApp.clock.set(dubai("2026-12-21", "15:00"));
    expect((await desk(stay.id, "check-in")).statusCode).toBe(200);
    testApp.clock.set(dubai("2026-12-22", "09:00"));
    expect((await desk(stay.id, "check-out")).statusCode).toBe(200);
    const live = async () =>
      (
        await testApp.ctx.db
          .select()
          .from(inventoryClaims)
          .where(and(eq(inventoryClaims.bookingId, stay.id), isNull(inventoryClaims.releasedAt)))
      )
        .map((claim) => claim.night)
        .sort();
    expect(await live()).toEqual(["2026-12-21"]);
    const undo = await desk(stay.id, "undo");
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await live()).toEqual(["2026-12-21", "2026-12-22", "2026-12-23"]);
  });
});

describe("[TOURISM FEE] staff's refunds give the fee back in full on top of what they choose", () => {
  const dubai = (day: string, time = "12:00") => new Date(`${day}T${time}:00+04:00`);

  it("a staff cancellation refunding AED 100 gives back 140 with a 40 AED fee; more than the rest is refused", async () => {
    await setMasterFee(20);
    const stay = await paidMasterStay("2027-01-11", "2027-01-13");
    const detail = await call("GET", `/api/admin/bookings/${stay.id}`, admin.cookie);
    expect(detail.json().data).toMatchObject({ paidAmount: 1940, tourismFeeRefundAmount: 40 });
    const tooMuch = await call("POST", `/api/admin/bookings/${stay.id}/cancel`, admin.cookie, {
      refundAmount: 1901,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: "REFUND_OUT_OF_RANGE" });
    expect(tooMuch.json().message).toContain("Tourism Dirham fee of AED 40");

    const cancelled = await call("POST", `/api/admin/bookings/${stay.id}/cancel`, admin.cookie, {
      refundAmount: 100,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const intent = await testApp.ctx.payments.retrieveIntent(stay.row.paymentIntentId);
    expect(intent.amountRefunded).toBe(140_00);
    const [note] = await creditNotesOf(stay.id);
    expect(note?.content.totals).toMatchObject({ total: 140_00, tourismFee: 40_00 });
  });

  it("a no-show without a refund of staff's own still gives the fee of every night back", async () => {
    await setMasterFee(20);
    const stay = await paidMasterStay("2027-01-18", "2027-01-20");
    testApp.clock.set(dubai("2027-01-19"));
    const marked = await call("POST", `/api/admin/bookings/${stay.id}/no-show`, admin.cookie);
    expect(marked.statusCode, marked.body).toBe(200);
    const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(row).toMatchObject({ status: "no_show", refundedMinor: 40_00 });
    const [note] = await creditNotesOf(stay.id);
    expect(note?.content.totals).toMatchObject({ total: 40_00, tourismFee: 40_00, vat: 0 });
  });
});

describe("[TOURISM FEE] the policy shown before paying counts the fee as a cancellation refunds it", () => {
  it("2 master nights with a 40 AED fee: the 50% amount is 990, and the fee is said to come back in full", async () => {
    await setMasterFee(20);
    const { cookie } = await signIn(testApp);
    const client = bookingClient(testApp, cookie);
    const quote = await client.quote({
      serviceType: "room",
      roomType: "master",
      checkIn: "2027-02-02",
      checkOut: "2027-02-04",
      quantity: 1,
      guests: 2,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const detail = await client.quoteDetail(quote.json().data.quoteId);
    expect(detail.json().data).toMatchObject({ totalAmount: 1940, tourismFee: 40 });
    expect(detail.json().data.cancellationTerms).toMatchObject({
      partialRefundPercent: 50,
      partialRefundAmount: 990,
      totalAmount: 1940,
      tourismFeeRefundAmount: 40,
    });
  });
});

describe("[TOURISM FEE] a change that drops a night gives that night's fee back in full", () => {
  it("3 master nights with a 20 AED fee cut to 2 in the 50% window: 20 + half of 950 = 495, not 485", async () => {
    await setMasterFee(20);
    const stay = await paidMasterStay("2027-01-25", "2027-01-28");
    expect(stay.row.totalMinor).toBe(2910_00);
    testApp.clock.set(new Date(Date.parse("2027-01-25T10:00:00Z") - 72 * HOUR));
    const shorter = {
      serviceType: "room",
      roomType: "master",
      checkIn: "2027-01-25",
      checkOut: "2027-01-27",
      quantity: 1,
      guests: 2,
    };
    const check = await call("POST", `/api/booking/${stay.id}/change/check`, stay.cookie, shorter);
    expect(check.statusCode, check.body).toBe(200);
    // The change check names the fee part and the rest the percent applies to (decision 048).
    expect(check.json().data).toMatchObject({
      totalAmount: 1940,
      givenUp: 970,
      feeBack: 20,
      givenUpRest: 950,
      refundPercent: 50,
      refund: 495,
      kept: 475,
    });
    const applied = await call("POST", `/api/booking/${stay.id}/change`, stay.cookie, {
      quoteId: check.json().data.quoteId,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const intent = await testApp.ctx.payments.retrieveIntent(stay.row.paymentIntentId);
    expect(intent.amountRefunded).toBe(495_00);
    const [note] = await creditNotesOf(stay.id);
    expect(note?.content.totals).toMatchObject({ total: 495_00, tourismFee: 20_00 });
  });
});
