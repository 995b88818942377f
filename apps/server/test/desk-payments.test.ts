import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import type { DocumentContent, DocumentParty } from "@camp/shared/tax/tax-documents";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, bookingPayments, bookings, taxDocuments } from "../src/db/schema";
import { seedDeskBooking } from "./helpers/desk-booking";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { isRealPostgres } from "./helpers/test-database";

/**
 * Money taken at the desk (decision 055): part payments with a document each, the balance, the
 * moves a balance makes (check-in, check-out refused, paid in full), staff cancellation giving it
 * back by method with credit notes, a guest's cancellation refused, Today's balance, the daily cash
 * report. The clock starts on Friday 2026-11-20, noon in Dubai; each test uses nights of its own.
 */
const state = vi.hoisted(() => ({ trn: null as string | null }));
vi.mock("../src/features/documents/document-supplier", () => ({
  readSupplierAtIssue: async (): Promise<DocumentParty> => ({
    nameEn: "Desert Camp Resort LLC",
    nameAr: "منتجع مخيم الصحراء ش.ذ.م.م",
    addressEn: "Al Faqa, Dubai",
    addressAr: "الفقع، دبي",
    trn: state.trn,
  }),
}));

const START = new Date("2026-11-20T08:00:00Z");
const DAY = 24 * 60 * 60_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const dubai = (day: string, time = "12:00") => new Date(`${day}T${time}:00+04:00`);

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let frontDesk: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
    SESSION_IDLE_HOURS: "2000",
    SESSION_MAX_DAYS: "365",
  });
  owner = await signIn(testApp, "owner");
  frontDesk = await signIn(testApp, "front_desk");
});
afterAll(() => testApp.close());
beforeEach(() => {
  testApp.clock.set(START);
  state.trn = null;
});

const call = (method: "GET" | "POST", url: string, cookie = owner.cookie, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const pay = (id: string, payload: object, cookie = frontDesk.cookie) =>
  call("POST", `/api/admin/bookings/${id}/payments`, cookie, payload);

/** A master room taken at the desk from `day` for `nights` nights, nothing paid yet. */
async function deskStay(day: string, nights = 2) {
  const { booking, guest } = await seedDeskBooking(
    testApp,
    {
      serviceType: "room",
      roomType: "master",
      checkIn: day,
      checkOut: addDays(day, nights),
      quantity: 1,
      guests: 2,
    },
    frontDesk.user.id,
  );
  return { id: booking.id, totalMinor: booking.totalMinor, guest };
}

const row = async (id: string) => {
  const [found] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id));
  if (!found) throw new Error("no booking");
  return found;
};
const documentsOf = (id: string) =>
  testApp.ctx.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingId, id))
    .orderBy(asc(taxDocuments.issueOrder));
const aed = (minor: number) => minor / 100;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("taking money at the desk", () => {
  it("takes a balance in parts, a receipt each, its lines the booking's in proportion, and completes it at 0", async () => {
    const stay = await deskStay("2026-12-01");
    const third = Math.round(stay.totalMinor / 3);
    const first = await pay(stay.id, { amount: aed(third), method: "cash" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      total: aed(stay.totalMinor),
      paid: aed(third),
      balanceDue: aed(stay.totalMinor - third),
    });
    expect((await row(stay.id)).paymentStatus).toBe("pending");

    testApp.clock.set(new Date(START.getTime() + 60_000));
    const second = await pay(stay.id, {
      amount: aed(stay.totalMinor - third),
      method: "card_terminal",
      reference: "SLIP-0042",
    });
    expect(second.statusCode, second.body).toBe(201);
    const data = second.json().data;
    expect(data.balanceDue).toBe(0);
    expect(data.paid).toBe(aed(stay.totalMinor));
    expect(data.payments).toHaveLength(2);
    expect(data.payments[0]).toMatchObject({
      kind: "captured",
      method: "cash",
      reference: null,
      takenBy: frontDesk.user.email,
      amount: aed(third),
    });
    expect(data.payments[1]).toMatchObject({ method: "card_terminal", reference: "SLIP-0042" });
    const booked = await row(stay.id);
    expect(`${booked.status}/${booked.paymentStatus}`).toBe("confirmed/completed");
    expect(booked.chargedMinor).toBe(stay.totalMinor);

    const documents = await documentsOf(stay.id);
    expect(documents.map((document) => document.kind)).toEqual(["receipt", "receipt"]);
    expect(documents.map((document) => document.id)).toEqual(
      data.payments.map((payment: { documentId: string }) => payment.documentId),
    );
    const [a, b] = documents as [(typeof documents)[0], (typeof documents)[0]];
    expect(b.sequence).toBe(a.sequence + 1);
    expect(a.totalMinor).toBe(third);
    expect(sum(a.content.lines.map((line) => line.amount))).toBe(third);
    // Each line in proportion: the first receipt states a third of each of the booking's lines.
    const whole = (content: DocumentContent, index: number) =>
      (a.content.lines[index]?.amount ?? 0) + (content.lines[index]?.amount ?? 0);
    a.content.lines.forEach((line, index) => {
      expect(Math.abs(line.amount * 3 - whole(b.content, index))).toBeLessThanOrEqual(3);
    });
    expect(a.content.totals.vat + b.content.totals.vat).toBeGreaterThan(0);

    const audit = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payments.taken"), eq(auditLog.entityId, stay.id)));
    expect(audit).toHaveLength(2);

    const listed = await call("GET", `/api/admin/bookings/${stay.id}/payments`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual(data);
  });

  it("issues a tax invoice when the resort has a TRN", async () => {
    state.trn = "100123456700003";
    const stay = await deskStay("2026-12-04", 1);
    expect((await pay(stay.id, { amount: 100, method: "bank_transfer" })).statusCode).toBe(201);
    const [document] = await documentsOf(stay.id);
    expect(document?.kind).toBe("invoice");
    expect(document?.number).toMatch(/^INV-2026-\d{6}$/);
    expect(document?.totalMinor).toBe(10_000);
  });

  it("refuses more than the balance, a cancelled booking, and an unknown booking", async () => {
    const stay = await deskStay("2026-12-06", 1);
    const over = await pay(stay.id, { amount: aed(stay.totalMinor + 1), method: "cash" });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: "PAYMENT_OVER_BALANCE",
      message: "That is more than the balance due on this booking.",
    });
    expect((await pay(stay.id, { amount: aed(stay.totalMinor), method: "cash" })).statusCode).toBe(
      201,
    );
    expect((await pay(stay.id, { amount: 1, method: "cash" })).json().code).toBe(
      "PAYMENT_OVER_BALANCE",
    );
    const unknown = await pay("00000000-0000-4000-8000-000000000000", {
      amount: 1,
      method: "cash",
    });
    expect(unknown.statusCode).toBe(404);

    const cancelled = await deskStay("2026-12-07", 1);
    expect((await call("POST", `/api/admin/bookings/${cancelled.id}/cancel`)).statusCode).toBe(200);
    const refused = await pay(cancelled.id, { amount: 1, method: "cash" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("BOOKING_CANCELLED");
  });

  it("refuses a bad amount, method or reference with 400 naming the field", async () => {
    const stay = await deskStay("2026-12-08", 1);
    const amountMessage = "Enter an amount in AED, more than 0, with at most two decimals";
    for (const amount of [-5, 0, 10.005, "ten", null]) {
      const response = await pay(stay.id, { amount, method: "cash" });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().errors).toMatchObject({ amount: amountMessage });
    }
    const method = await pay(stay.id, { amount: 10, method: "cheque" });
    expect(method.statusCode).toBe(400);
    expect(method.json().errors).toMatchObject({
      method: "Choose how the money was paid: cash, card terminal or bank transfer",
    });
    const reference = await pay(stay.id, { amount: 10, method: "cash", reference: "x".repeat(61) });
    expect(reference.statusCode).toBe(400);
    expect(Object.keys(reference.json().errors)).toEqual(["reference"]);
    expect(
      (await call("POST", `/api/admin/bookings/not-an-id/payments`, owner.cookie, {})).statusCode,
    ).toBe(400);
    expect((await row(stay.id)).chargedMinor).toBe(0);
  });

  it("lets only owner, manager and front desk take money; 401 without a session", async () => {
    const stay = await deskStay("2026-12-09", 1);
    const guest = await signIn(testApp);
    const revenue = await signIn(testApp, "revenue");
    const accountant = await signIn(testApp, "accountant");
    expect((await pay(stay.id, { amount: 10, method: "cash" }, guest.cookie)).statusCode).toBe(403);
    expect((await pay(stay.id, { amount: 10, method: "cash" }, revenue.cookie)).statusCode).toBe(
      403,
    );
    expect((await pay(stay.id, { amount: 10, method: "cash" }, accountant.cookie)).statusCode).toBe(
      403,
    );
    const visitor = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${stay.id}/payments`,
      payload: { amount: 10, method: "cash" },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await row(stay.id)).chargedMinor).toBe(0);
  });
});

describe("a balance due at the front desk", () => {
  it("checks in with a balance, refuses the check-out until it is paid, then checks out", async () => {
    const day = "2026-11-20";
    const stay = await deskStay(day, 2);
    const checkIn = await call("POST", `/api/admin/bookings/${stay.id}/check-in`, frontDesk.cookie);
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect(`${(await row(stay.id)).status}/${(await row(stay.id)).paymentStatus}`).toBe(
      "checked_in/pending",
    );
    const undo = await call("POST", `/api/admin/bookings/${stay.id}/undo`, frontDesk.cookie);
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await row(stay.id)).status).toBe("confirmed");
    await call("POST", `/api/admin/bookings/${stay.id}/check-in`, frontDesk.cookie);

    const today = (await call("GET", "/api/admin/today")).json().data;
    const arriving = today.today.arrivals.find(
      (movement: { bookingId: string }) => movement.bookingId === stay.id,
    );
    expect(arriving.balanceDue).toBe(aed(stay.totalMinor));

    testApp.clock.set(dubai(addDays(day, 2), "10:00"));
    const early = await call("POST", `/api/admin/bookings/${stay.id}/check-out`, frontDesk.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "BALANCE_DUE",
      message: "Take the balance due before checking the guest out.",
    });
    expect((await pay(stay.id, { amount: aed(stay.totalMinor), method: "cash" })).statusCode).toBe(
      201,
    );
    expect((await row(stay.id)).paymentStatus).toBe("completed");
    expect((await row(stay.id)).status).toBe("checked_in");
    const out = await call("POST", `/api/admin/bookings/${stay.id}/check-out`, frontDesk.cookie);
    expect(out.statusCode, out.body).toBe(200);
    expect((await row(stay.id)).status).toBe("completed");
  });

  it("refuses a no-show of a stay with a balance due", async () => {
    const stay = await deskStay("2026-11-22", 3);
    testApp.clock.set(dubai("2026-11-23"));
    const response = await call("POST", `/api/admin/bookings/${stay.id}/no-show`, frontDesk.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("NO_SHOW_NOT_ALLOWED");
  });
});

describe("a no-show of a stay paid in full at the desk", () => {
  it("gives staff's refund back at the desk, by method, with its credit note", async () => {
    const stay = await deskStay("2026-11-26", 2);
    await pay(stay.id, {
      amount: aed(stay.totalMinor),
      method: "bank_transfer",
      reference: "TR-9",
    });
    testApp.clock.set(dubai("2026-11-27"));
    const marked = await call("POST", `/api/admin/bookings/${stay.id}/no-show`, owner.cookie, {
      refundAmount: 50,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const booking = await row(stay.id);
    expect(`${booking.status}/${booking.paymentStatus}`).toBe("no_show/refunded");
    const refunds = (
      await testApp.ctx.db
        .select()
        .from(bookingPayments)
        .where(eq(bookingPayments.bookingId, stay.id))
    ).filter((movement) => movement.kind === "refunded");
    expect(sum(refunds.map((refund) => refund.amountMinor))).toBe(booking.refundOwedMinor);
    expect(booking.refundedMinor).toBe(booking.refundOwedMinor);
    expect(refunds.every((refund) => refund.method === "bank_transfer")).toBe(true);
    const notes = (await documentsOf(stay.id)).filter((d) => d.kind === "credit_note");
    expect(sum(notes.map((note) => note.totalMinor))).toBe(booking.refundOwedMinor);
  });
});

describe("cancelling a booking paid at the desk", () => {
  it("gives the refund back by method, newest first, with a credit note on each payment's receipt; the money adds up", async () => {
    const stay = await deskStay("2027-01-10", 2);
    const cash = Math.round(stay.totalMinor * 0.4);
    const terminal = Math.round(stay.totalMinor * 0.35);
    await pay(stay.id, { amount: aed(cash), method: "cash" });
    testApp.clock.set(new Date(START.getTime() + 60_000));
    await pay(stay.id, { amount: aed(terminal), method: "card_terminal", reference: "T-1" });
    // Staff give back less than all: the terminal's payment in full, and part of the cash.
    const refundMinor = terminal + 10_000;
    const cancelled = await call("POST", `/api/admin/bookings/${stay.id}/cancel`, owner.cookie, {
      refundAmount: aed(refundMinor),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const booking = await row(stay.id);
    expect(`${booking.status}/${booking.paymentStatus}`).toBe("cancelled/refunded");
    expect(booking.refundedMinor).toBe(refundMinor);
    const movements = await testApp.ctx.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, stay.id))
      .orderBy(asc(bookingPayments.createdAt), asc(bookingPayments.amountMinor));
    const refunds = movements.filter((movement) => movement.kind === "refunded");
    expect(
      refunds.map((refund) => [refund.method, refund.amountMinor, refund.actor]).sort(),
    ).toEqual(
      [
        ["card_terminal", terminal, "staff"],
        ["cash", 10_000, "staff"],
      ].sort(),
    );
    expect(refunds.every((refund) => refund.paymentIntentId === null)).toBe(true);

    const documents = await documentsOf(stay.id);
    const receipts = documents.filter((document) => document.kind === "receipt");
    const notes = documents.filter((document) => document.kind === "credit_note");
    expect(notes).toHaveLength(2);
    const receiptOf = (method: string) =>
      receipts.find(
        (receipt) =>
          receipt.bookingPaymentId ===
          movements.find((movement) => movement.kind === "captured" && movement.method === method)
            ?.id,
      );
    const noteOn = (method: string) =>
      notes.find((note) => note.correctsId === receiptOf(method)?.id);
    expect(noteOn("card_terminal")?.totalMinor).toBe(terminal);
    expect(noteOn("cash")?.totalMinor).toBe(10_000);
    expect(noteOn("cash")?.content.corrects?.number).toBe(receiptOf("cash")?.number);

    // The money: charged less refunded is what the resort keeps, and the documents say the same.
    const charged = sum(movements.filter((m) => m.kind === "captured").map((m) => m.amountMinor));
    const refunded = sum(refunds.map((m) => m.amountMinor));
    const kept = cash + terminal - refundMinor;
    expect(charged - refunded).toBe(kept);
    expect(booking.chargedMinor - booking.refundedMinor).toBe(kept);
    expect(sum(receipts.map((d) => d.totalMinor)) - sum(notes.map((d) => d.totalMinor))).toBe(kept);

    const listed = (await call("GET", `/api/admin/bookings/${stay.id}/payments`)).json().data;
    expect(listed.paid).toBe(aed(kept));
    expect(listed.balanceDue).toBe(0);
    expect(
      listed.payments
        .filter((p: { kind: string }) => p.kind === "refunded")
        .map((p: { documentNumber: string | null }) => p.documentNumber),
    ).not.toContain(null);
  });

  it("cancels with nothing taken straight to cancelled/refunded, no money moved", async () => {
    const stay = await deskStay("2027-01-14", 1);
    const cancelled = await call("POST", `/api/admin/bookings/${stay.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const booking = await row(stay.id);
    expect(`${booking.status}/${booking.paymentStatus}`).toBe("cancelled/refunded");
    const movements = await testApp.ctx.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, stay.id));
    expect(movements).toHaveLength(0);
  });

  it("refuses the guest's own cancellation, and My bookings offers none", async () => {
    const stay = await deskStay("2027-01-20", 1);
    await pay(stay.id, { amount: 100, method: "cash" });
    const preview = await call("GET", `/api/booking/${stay.id}/cancellation`, stay.guest.cookie);
    if (preview.statusCode === 200) expect(preview.json().data.isCancellable).toBe(false);
    const mine = (await call("GET", "/api/booking/me", stay.guest.cookie)).json();
    const listed = mine.booking.data.find((booking: { _id: string }) => booking._id === stay.id);
    expect(listed).toMatchObject({ isPaidAtDesk: true, balanceDue: aed(stay.totalMinor - 10_000) });
    const refused = await call("POST", `/api/booking/${stay.id}/cancel`, stay.guest.cookie, {
      expectedRefundAmount: 100,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "CANCEL_AT_DESK",
      message: "This booking was paid at the resort's desk: ask the resort to cancel it.",
    });
    expect((await row(stay.id)).status).toBe("confirmed");
  });

  it("refuses the guest's own change of a desk booking paid in full: its money moves only at the desk", async () => {
    const stay = await deskStay("2027-01-24", 2);
    await pay(stay.id, { amount: stay.totalMinor / 100, method: "cash" });
    const paid = await row(stay.id);
    expect(`${paid.status}/${paid.paymentStatus}`).toBe("confirmed/completed");
    // One night fewer: a change that would refund part of the cash through the card processor.
    const check = await call("POST", `/api/booking/${stay.id}/change/check`, stay.guest.cookie, {
      checkIn: "2027-01-24",
      checkOut: "2027-01-25",
      quantity: 1,
      guests: 2,
    });
    expect(check.statusCode, check.body).toBe(409);
    expect(check.json()).toMatchObject({
      code: "BOOKING_NOT_CHANGEABLE",
      message: deskSalesMessages.changeAtDesk,
    });
    expect((await row(stay.id)).version).toBe(paid.version);
  });
});

describe("the daily cash report", () => {
  it("adds up a Dubai day's money by method and staff member, in JSON and CSV", async () => {
    const date = "2026-11-25";
    const stay = await deskStay("2027-02-01", 2);
    const other = await deskStay("2027-02-05", 1);
    // Just before and after the Dubai day: not in it.
    testApp.clock.set(dubai("2026-11-24", "23:59"));
    await pay(stay.id, { amount: 11, method: "cash" });
    testApp.clock.set(dubai(date, "00:00"));
    await pay(stay.id, { amount: 100, method: "cash" });
    testApp.clock.set(dubai(date, "09:00"));
    await pay(stay.id, { amount: 50.5, method: "card_terminal", reference: "=cmd|' /C calc'!A0" });
    testApp.clock.set(dubai(date, "09:01"));
    await pay(other.id, { amount: 20, method: "cash" }, owner.cookie);
    testApp.clock.set(dubai(date, "23:59"));
    await call("POST", `/api/admin/bookings/${other.id}/cancel`, owner.cookie, {
      refundAmount: 20,
    });
    testApp.clock.set(dubai("2026-11-26", "00:00"));
    await pay(stay.id, { amount: 7, method: "cash" });

    const accountant = await signIn(testApp, "accountant");
    const response = await call("GET", `/api/admin/reports/cash?date=${date}`, accountant.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report.date).toBe(date);
    expect(report.payments).toHaveLength(4);
    expect(report.payments.map((p: { amount: number }) => p.amount)).toEqual([100, 50.5, 20, -20]);
    expect(report.lines).toEqual(
      [
        {
          method: "cash",
          takenBy: frontDesk.user.email,
          count: 1,
          taken: 100,
          givenBack: 0,
          net: 100,
        },
        { method: "cash", takenBy: owner.user.email, count: 2, taken: 20, givenBack: 20, net: 0 },
        {
          method: "card_terminal",
          takenBy: frontDesk.user.email,
          count: 1,
          taken: 50.5,
          givenBack: 0,
          net: 50.5,
        },
      ].sort((a, b) => (a.method === b.method ? a.takenBy.localeCompare(b.takenBy) : 0)),
    );
    expect(report.byMethod).toEqual([
      { method: "cash", count: 3, taken: 120, givenBack: 20, net: 100 },
      { method: "card_terminal", count: 1, taken: 50.5, givenBack: 0, net: 50.5 },
    ]);

    const csv = await call("GET", `/api/admin/reports/cash?date=${date}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain(`cash-${date}.csv`);
    const lines = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Time (Dubai),Booking,Guest,Kind,Method,Amount (AED),Reference,Staff member",
    );
    expect(lines[1]).toContain(`${date} 00:00`);
    expect(lines[1]).toContain("100.00");
    // The reference typed at the desk is never run as a formula.
    expect(lines[2]).toContain("'=cmd");
    expect(csv.body).toContain("-20.00");
    expect(csv.body).toContain(`Cash,All,3,120.00,20.00,100.00`);

    expect((await call("GET", "/api/admin/reports/cash?date=2026-13-01")).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/reports/cash")).statusCode).toBe(400);
    const revenue = await signIn(testApp, "revenue");
    expect(
      (await call("GET", `/api/admin/reports/cash?date=${date}`, revenue.cookie)).statusCode,
    ).toBe(403);
  });
});

describe.runIf(isRealPostgres())("two payments at once (PostgreSQL)", () => {
  it("never take more than the balance: one stands, the other is refused", async () => {
    for (let round = 0; round < 3; round++) {
      const stay = await deskStay(addDays("2027-03-01", round * 3), 1);
      const part = aed(Math.ceil(stay.totalMinor * 0.6));
      const answers = await Promise.all([
        pay(stay.id, { amount: part, method: "cash" }),
        pay(stay.id, { amount: part, method: "card_terminal" }, owner.cookie),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const booking = await row(stay.id);
      expect(booking.chargedMinor).toBe(Math.ceil(stay.totalMinor * 0.6));
      expect(await documentsOf(stay.id)).toHaveLength(1);
    }
  });
});
