import type { PriceLine } from "@camp/shared/booking/pricing";
import type { DocumentContent, DocumentParty } from "@camp/shared/tax/tax-documents";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  auditLog,
  bookingPayments,
  bookings,
  inventoryClaims,
  taxDocuments,
  users,
} from "../src/db/schema";
import type { AuditActor } from "../src/features/audit-log/audit-log-repository";
import { cancelBooking } from "../src/features/cancellations-and-refunds/cancel-booking";
import { drawDocumentSequence } from "../src/features/documents/documents-repository";
import { issueCreditNote, issueInvoice } from "../src/features/documents/issue-documents";
import { confirmPendingBooking } from "../src/features/payments/staff-actions";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Tax documents (decision 029): what is issued when money moves, the numbers, credit
 * notes, reissue to a company, and who may see them. The supplier stands in for the tax settings
 * (H1's feature): the tests set or unset its TRN. The PDF renderer is H3's; here a stand-in that
 * answers the content back, so the route's rules are tested on their own.
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
vi.mock("../src/features/documents/document-pdf", () => ({
  renderDocumentPdf: async (content: DocumentContent) =>
    Buffer.from(`%PDF-stand-in ${content.number}`),
}));

const TRN = "100123456700003";
let testApp: TestApp;
let admin: { cookie: string; staff: AuditActor };
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
  });
  const signedIn = await signIn(testApp, "owner");
  admin = {
    cookie: signedIn.cookie,
    staff: { id: signedIn.user.id, email: signedIn.user.email, role: signedIn.user.role },
  };
});
afterAll(() => testApp.close());

const room = (checkIn: string, checkOut: string, extra: object = {}) => ({
  serviceType: "room",
  roomType: "master",
  checkIn,
  checkOut,
  quantity: 1,
  guests: 2,
  ...extra,
});

async function guest() {
  const { cookie, user } = await signIn(testApp);
  const client = bookingClient(testApp, cookie);
  const get = (url: string, as = cookie) =>
    testApp.app.inject({ method: "GET", url, headers: { cookie: as } });
  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: "POST", url, payload, headers: { cookie } });
  return {
    client,
    cookie,
    user,
    get,
    post,
    async book(body: object) {
      const paid = await client.payAndBook(body);
      expect(paid.booking.statusCode).toBe(201);
      return {
        ...(paid.booking.json().data as { _id: string; totalAmount: number }),
        paid,
      };
    },
    documents: (bookingId: string, as = cookie) => get(`/api/booking/${bookingId}/documents`, as),
  };
}

const documentsOf = (bookingId: string) =>
  testApp.ctx.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingId, bookingId))
    .orderBy(taxDocuments.issueOrder);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A document's lines add up to its totals, and its VAT is the lines' VAT. */
function expectConsistent(content: DocumentContent) {
  expect(sum(content.lines.map((line) => line.amount))).toBe(content.totals.total);
  expect(sum(content.lines.map((line) => line.vatAmount))).toBe(content.totals.vat);
  expect(content.totals.net + content.totals.vat + content.totals.tourismFee).toBe(
    content.totals.total,
  );
  // A unit price, where stated, times the quantity is the line (decision 030).
  for (const line of content.lines)
    if (line.unitPrice !== undefined) expect(line.quantity * line.unitPrice).toBe(line.amount);
}

describe("[DOCUMENTS] issued when money moves", () => {
  it("a paid booking gets a receipt while no TRN is set, with the VAT it includes", async () => {
    state.trn = null;
    const g = await guest();
    const booked = await g.book(room("2027-02-01", "2027-02-03"));
    const [receipt, ...rest] = await documentsOf(booked._id);
    expect(rest).toEqual([]);
    expect(receipt).toMatchObject({
      kind: "receipt",
      reason: "booking",
      totalMinor: 190_000,
      paymentIntentId: booked.paid.paymentIntentId,
      correctsId: null,
      voidedById: null,
    });
    expect(receipt?.number).toMatch(/^RCT-2026-\d{6}$/);
    const content = receipt?.content as DocumentContent;
    expect(content.supplier.trn).toBeNull();
    expect(content.customer).toMatchObject({ name: g.user.name, email: g.user.email });
    expect(content.booking).toMatchObject({ id: booked._id, checkIn: "2027-02-01", nights: 2 });
    // 5% included in AED 1,900: 1,900 x 5/105 = 90.48.
    expect(content.totals).toEqual({ net: 180_952, vat: 9048, tourismFee: 0, total: 190_000 });
    // A room for a night at the price it was sold for: quantity 2 at AED 950.
    expect(content.lines).toMatchObject([{ quantity: 2, unitPrice: 95_000, amount: 190_000 }]);
    expectConsistent(content);
  });

  it("a paid booking gets a tax invoice once a TRN is set, and only one however often fulfilment runs", async () => {
    state.trn = TRN;
    const g = await guest();
    const booked = await g.book(room("2027-02-05", "2027-02-06"));
    // The booking call again (as the webhook or the reconciler would): answered, nothing issued.
    const again = await g.client.book(booked.paid.quoteId, booked.paid.paymentIntentId);
    expect(again.statusCode).toBeLessThan(300);
    const rows = await documentsOf(booked._id);
    expect(rows.map((row) => row.kind)).toEqual(["invoice"]);
    expect(rows[0]?.number).toMatch(/^INV-2026-\d{6}$/);
    expect(rows[0]?.content.supplier.trn).toBe(TRN);
    expectConsistent(rows[0]?.content as DocumentContent);
  });

  it("keeps an issued document as issued when the guest's name or the settings change", async () => {
    state.trn = TRN;
    const g = await guest();
    const booked = await g.book(room("2027-07-01", "2027-07-02"));
    const [issued] = await documentsOf(booked._id);
    await testApp.ctx.db.update(users).set({ name: "Someone Else" }).where(eq(users.id, g.user.id));
    state.trn = null;
    const [later] = await documentsOf(booked._id);
    expect(later?.content).toEqual(issued?.content);
    expect(later?.content.customer.name).toBe(g.user.name);
    expect(later?.content.supplier.trn).toBe(TRN);
  });

  it("a pending request gets nothing until staff capture it, then an invoice", async () => {
    state.trn = TRN;
    const g = await guest();
    // All six master rooms taken: the stay can only be asked for.
    const night = "2027-09-01";
    const [fill] = await testApp.ctx.db
      .insert(inventoryClaims)
      .values({ unitKey: "room:master", night, quantity: 6 })
      .returning();
    const paid = await g.client.payAndBook(room(night, "2027-09-02"));
    expect(paid.quote.json().data.status).toBe("pending");
    const bookingId = paid.booking.json().data._id as string;
    expect(await documentsOf(bookingId)).toEqual([]);
    await testApp.ctx.db
      .update(inventoryClaims)
      .set({ releasedAt: testApp.clock.now() })
      .where(eq(inventoryClaims.id, fill?.id as string));
    await confirmPendingBooking(testApp.ctx, bookingId, admin.staff);
    const rows = await documentsOf(bookingId);
    expect(rows.map((row) => [row.kind, row.reason, row.totalMinor])).toEqual([
      ["invoice", "booking", paid.quote.json().data.totalAmount * 100],
    ]);
  });

  it("a cancellation with a full refund gets a credit note naming the invoice", async () => {
    state.trn = TRN;
    const g = await guest();
    const booked = await g.book(room("2027-02-10", "2027-02-12"));
    await cancelBooking(testApp.ctx, booked._id, { staff: admin.staff });
    const [invoice, note, ...rest] = await documentsOf(booked._id);
    expect(rest).toEqual([]);
    expect(note).toMatchObject({
      kind: "credit_note",
      reason: "refund",
      totalMinor: 190_000,
      correctsId: invoice?.id,
      paymentIntentId: invoice?.paymentIntentId,
    });
    expect(note?.number).toMatch(/^CN-2026-\d{6}$/);
    const content = note?.content as DocumentContent;
    expect(content.corrects).toEqual({
      number: invoice?.number,
      issuedAt: invoice?.issuedAt.toISOString(),
    });
    // A full refund credits every line as invoiced.
    expect(content.lines).toEqual(invoice?.content.lines);
    expectConsistent(content);
    // The refund movement and its note are linked: a second settle issues nothing more.
    const [refund] = await testApp.ctx.db
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.bookingId, booked._id), eq(bookingPayments.kind, "refunded")));
    expect(note?.bookingPaymentId).toBe(refund?.id);
  });

  it("a partial refund gets a credit note for that much, its VAT rounded once", async () => {
    state.trn = TRN;
    const g = await guest();
    const booked = await g.book(room("2027-02-14", "2027-02-17"));
    await cancelBooking(testApp.ctx, booked._id, { staff: admin.staff, refundMinor: 33_333 });
    const [invoice, note] = await documentsOf(booked._id);
    expect(note).toMatchObject({
      kind: "credit_note",
      totalMinor: 33_333,
      correctsId: invoice?.id,
    });
    expect(note?.content.totals.vat).toBe(Math.round((33_333 * 500) / 10_500));
    expectConsistent(note?.content as DocumentContent);
  });

  it("a change's difference paid gets its own invoice; a change that gives back gets a credit note", async () => {
    state.trn = TRN;
    const g = await guest();
    const booked = await g.book(room("2027-03-01", "2027-03-03"));
    // A minute later: a refund goes to the newest payment first, told apart by when it was taken.
    testApp.clock.advance(60_000);
    const check = await g.post(`/api/booking/${booked._id}/change/check`, {
      ...room("2027-03-01", "2027-03-03", { quantity: 2, guests: 4 }),
    });
    expect(check.json().data).toMatchObject({ difference: 1900 });
    const { quoteId } = check.json().data;
    const process = await g.client.process(quoteId, 190_000);
    await g.client.confirmCard(process.json().client_secret);
    const intentId = process.json().paymentIntentId as string;
    const applied = await g.post(`/api/booking/${booked._id}/change`, {
      quoteId,
      paymentInfo: { id: intentId, status: "succeeded" },
    });
    expect(applied.statusCode).toBe(200);
    const afterAdd = await documentsOf(booked._id);
    expect(afterAdd.map((row) => [row.kind, row.reason, row.totalMinor])).toEqual([
      ["invoice", "booking", 190_000],
      ["invoice", "change", 190_000],
    ]);
    expect(afterAdd[1]?.paymentIntentId).toBe(intentId);
    expect(afterAdd[1]?.content.lines[0]?.descriptionEn).toBe(
      "Change of booking, 2027-03-01 to 2027-03-03",
    );
    expectConsistent(afterAdd[1]?.content as DocumentContent);

    // Back to one room: AED 1,900 comes back, from the newest payment first (the change's).
    const back = await g.post(
      `/api/booking/${booked._id}/change/check`,
      room("2027-03-01", "2027-03-03"),
    );
    expect(back.json().data).toMatchObject({ refund: 1900 });
    const undone = await g.post(`/api/booking/${booked._id}/change`, {
      quoteId: back.json().data.quoteId,
    });
    expect(undone.statusCode).toBe(200);
    const all = await documentsOf(booked._id);
    expect(all.map((row) => [row.kind, row.reason, row.totalMinor])).toEqual([
      ["invoice", "booking", 190_000],
      ["invoice", "change", 190_000],
      ["credit_note", "refund", 190_000],
    ]);
    expect(all[2]?.correctsId).toBe(all[1]?.id);

    // Cancelling now gives back the rest: credited on the first invoice, the change's is spent.
    await cancelBooking(testApp.ctx, booked._id, { staff: admin.staff });
    const final = await documentsOf(booked._id);
    expect(final.slice(3).map((row) => [row.kind, row.totalMinor, row.correctsId])).toEqual([
      ["credit_note", 190_000, final[0]?.id],
    ]);
  });
});

describe("[DOCUMENTS] the Tourism Dirham fee on documents", () => {
  it("is its own line without VAT on an invoice, and a change's invoice carries the fee it added", async () => {
    state.trn = TRN;
    const g = await guest();
    const booked = await g.book(room("2027-06-01", "2027-06-03"));
    const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, booked._id));
    if (!row) throw new Error("no booking");
    // The fee as the tax settings would have sold it: AED 20 a room-night (H1 wires the settings).
    const feeOf = (units: number): PriceLine => ({
      kind: "tourism_fee",
      service: "tourism_fee",
      amount: units * 2 * 2000,
      nights: ["2027-06-01", "2027-06-02"].map((date) => ({
        date,
        unitType: "master" as const,
        units,
        perUnit: 2000,
        amount: units * 2000,
      })),
    });
    const stay = row.priceLines.filter((line) => !("kind" in line));
    const before = [...stay, feeOf(1)];
    const after = [
      ...stay.map((line) => ({ ...line, quantity: 2, amount: line.amount * 2 })),
      feeOf(2),
    ];
    const movement = (amountMinor: number) =>
      testApp.ctx.db
        .insert(bookingPayments)
        .values({
          bookingId: row.id,
          kind: "captured",
          amountMinor,
          paymentIntentId: `pi_fee_${amountMinor}`,
          actor: "guest",
        })
        .returning()
        .then((rows) => rows[0] as typeof bookingPayments.$inferSelect);

    // Each in its own transaction, as the money's (the embedded database has one connection).
    const paid = await movement(194_000);
    const first = await testApp.ctx.db.transaction((tx) =>
      issueInvoice(tx, testApp.ctx, { booking: { ...row, priceLines: before }, movement: paid }),
    );
    const fee = first.content.lines.find((line) => line.isTourismFee);
    expect(fee).toMatchObject({ amount: 4000, vatAmount: 0, vatRateBp: 0, quantity: 2 });
    expect(first.content.totals).toEqual({
      net: 180_952,
      vat: 9048,
      tourismFee: 4000,
      total: 194_000,
    });
    expectConsistent(first.content);

    const difference = await movement(194_000);
    const change = await testApp.ctx.db.transaction((tx) =>
      issueInvoice(tx, testApp.ctx, {
        booking: { ...row, priceLines: after },
        movement: difference,
        previousLines: before,
      }),
    );
    expect(change).toMatchObject({ kind: "invoice", reason: "change", totalMinor: 194_000 });
    expect(change.content.lines.map((line) => [line.amount, line.isTourismFee])).toEqual([
      [190_000, false],
      [4000, true],
    ]);
    expect(change.content.totals).toMatchObject({ vat: 9048, tourismFee: 4000 });
    expectConsistent(change.content);
  });
});

describe("[DOCUMENTS] refunds in parts", () => {
  it("two credit notes on one invoice give back its VAT and its fee exactly, never more", async () => {
    state.trn = TRN;
    const g = await guest();
    const booked = await g.book(room("2027-06-10", "2027-06-12"));
    const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, booked._id));
    if (!row) throw new Error("no booking");
    const stay = row.priceLines.filter((line) => !("kind" in line));
    const priceLines: PriceLine[] = [
      ...stay,
      {
        kind: "tourism_fee",
        service: "tourism_fee",
        amount: 4000,
        nights: ["2027-06-10", "2027-06-11"].map((date) => ({
          date,
          unitType: "master" as const,
          units: 1,
          perUnit: 2000,
          amount: 2000,
        })),
      },
    ];
    const intent = "pi_parts_review";
    const movement = (kind: "captured" | "refunded", amountMinor: number) =>
      testApp.ctx.db
        .insert(bookingPayments)
        .values({ bookingId: row.id, kind, amountMinor, paymentIntentId: intent, actor: "guest" })
        .returning()
        .then((rows) => rows[0] as typeof bookingPayments.$inferSelect);
    const paid = await movement("captured", 194_000);
    const invoice = await testApp.ctx.db.transaction((tx) =>
      issueInvoice(tx, testApp.ctx, { booking: { ...row, priceLines }, movement: paid }),
    );
    expect(invoice.content.totals).toMatchObject({ vat: 9048, tourismFee: 4000, total: 194_000 });
    // Two refunds that together give back all of it (a change's refund, then the cancellation).
    const notes: (typeof taxDocuments.$inferSelect)[] = [];
    for (const amount of [100_140, 93_860]) {
      const refund = await movement("refunded", amount);
      notes.push(
        ...(await testApp.ctx.db.transaction((tx) =>
          issueCreditNote(tx, testApp.ctx, { bookingId: row.id, movement: refund }),
        )),
      );
    }
    expect(notes.map((note) => note.correctsId)).toEqual([invoice.id, invoice.id]);
    for (const note of notes) expectConsistent(note.content);
    expect(sum(notes.map((note) => note.totalMinor))).toBe(194_000);
    expect(sum(notes.map((note) => note.content.totals.vat))).toBe(9048);
    expect(sum(notes.map((note) => note.content.totals.tourismFee))).toBe(4000);
    invoice.content.lines.forEach((line, index) => {
      expect(sum(notes.map((note) => note.content.lines[index]?.amount ?? 0))).toBe(line.amount);
    });
  });
});

describe("[DOCUMENTS] reissue to a company", () => {
  it("voids the invoice with a credit note and issues a new one to the company; audit-logged", async () => {
    state.trn = TRN;
    const g = await guest();
    const booked = await g.book(room("2027-04-01", "2027-04-02"));
    const [original] = await documentsOf(booked._id);
    const reissue = (documentId: string, payload: object) =>
      testApp.app.inject({
        method: "POST",
        url: `/api/admin/bookings/${booked._id}/documents/${documentId}/reissue`,
        headers: { cookie: admin.cookie },
        payload,
      });
    const invalid = await reissue(original?.id as string, { companyName: "", companyTrn: "12" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      companyName: expect.any(String),
      companyTrn: "A TRN has 15 digits",
    });
    // Only staff may.
    const asGuest = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${booked._id}/documents/${original?.id}/reissue`,
      headers: { cookie: g.cookie },
      payload: { companyName: "Acme Trading LLC" },
    });
    expect(asGuest.statusCode).toBe(403);

    const company = {
      companyName: "Acme Trading LLC",
      companyTrn: "100999888700003",
      companyAddress: "Office 12, Business Bay, Dubai",
    };
    const done = await reissue(original?.id as string, company);
    expect(done.statusCode).toBe(200);
    const listed = done.json().data;
    expect(listed.map((row: { kind: string }) => row.kind)).toEqual([
      "invoice",
      "credit_note",
      "invoice",
    ]);
    const [old, note, fresh] = await documentsOf(booked._id);
    expect(old?.voidedById).toBe(note?.id);
    expect(listed[0]).toMatchObject({ number: old?.number, voidedBy: note?.number });
    expect(note).toMatchObject({
      reason: "void",
      correctsId: old?.id,
      totalMinor: old?.totalMinor,
    });
    expect(listed[1]).toMatchObject({ corrects: old?.number, voidedBy: null });
    expect(fresh).toMatchObject({
      reason: "reissue",
      totalMinor: old?.totalMinor,
      voidedById: null,
    });
    expect(fresh?.content.customer).toEqual({ ...old?.content.customer, ...company });
    expect(fresh?.content.lines).toEqual(old?.content.lines);
    // The old document's content is as issued.
    expect(old?.content).toEqual(original?.content);

    const [entry] = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "documents.reissued"), eq(auditLog.entityId, booked._id)));
    expect(entry).toMatchObject({ actorId: admin.staff.id, entityType: "booking" });
    expect(entry?.after).toMatchObject({ voidedBy: note?.number, document: fresh?.number });

    // A credit note, and the voided invoice, cannot be reissued.
    for (const id of [note?.id, old?.id]) {
      const refused = await reissue(id as string, company);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("DOCUMENT_NOT_REISSUABLE");
    }
    // A later refund credits the invoice in force: the company's.
    await cancelBooking(testApp.ctx, booked._id, { staff: admin.staff });
    const last = (await documentsOf(booked._id)).at(-1);
    expect(last).toMatchObject({ kind: "credit_note", correctsId: fresh?.id });
    expect(last?.content.customer.companyName).toBe("Acme Trading LLC");
    // Refunded in full: nothing left to reissue.
    const spent = await reissue(fresh?.id as string, company);
    expect(spent.json().code).toBe("DOCUMENT_NOT_REISSUABLE");
  });
});

describe("[DOCUMENTS] who sees them", () => {
  it("lists and downloads for the owner and staff; anyone else is told it does not exist", async () => {
    state.trn = TRN;
    const g = await guest();
    const other = await guest();
    const booked = await g.book(room("2027-05-01", "2027-05-02"));
    const listed = await g.documents(booked._id);
    expect(listed.statusCode).toBe(200);
    const [document] = listed.json().data;
    expect(document).toMatchObject({
      kind: "invoice",
      totalAmount: 950,
      corrects: null,
      voidedBy: null,
      url: `/api/booking/${booked._id}/documents/${document.id}.pdf`,
    });
    expect(Date.parse(document.issuedAt)).toBe(testApp.clock.now().getTime());

    const pdf = await g.get(document.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="${document.number}.pdf"`,
    );
    expect(pdf.body).toBe(`%PDF-stand-in ${document.number}`);

    expect((await g.get(document.url, admin.cookie)).statusCode).toBe(200);
    expect((await g.documents(booked._id, admin.cookie)).statusCode).toBe(200);
    const console = await g.get(`/api/admin/bookings/${booked._id}/documents`, admin.cookie);
    expect(console.json().data).toEqual(listed.json().data);

    for (const url of [`/api/booking/${booked._id}/documents`, document.url]) {
      const stranger = await other.get(url);
      expect(stranger.statusCode).toBe(404);
      expect((await testApp.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect((await g.get(`/api/admin/bookings/${booked._id}/documents`)).statusCode).toBe(403);
    // Another booking's document under this booking's path is not found either.
    const otherBooking = await other.book(room("2027-05-03", "2027-05-04"));
    const [foreign] = await documentsOf(otherBooking._id);
    expect(
      (await g.get(`/api/booking/${booked._id}/documents/${foreign?.id}.pdf`)).statusCode,
    ).toBe(404);
    expect((await g.get(`/api/booking/${booked._id}/documents/nope.pdf`)).statusCode).toBe(400);
  });
});

// Last: the gapless check below draws a number it keeps, without a document.
describe("[DOCUMENTS] numbers and immutability", () => {
  it("numbers every kind gaplessly from 1 in its year, and a rolled-back draw gives its number back", async () => {
    const rows = await testApp.ctx.db.select().from(taxDocuments);
    for (const kind of ["invoice", "receipt", "credit_note"] as const) {
      const sequences = rows
        .filter((row) => row.kind === kind)
        .map((row) => row.sequence)
        .sort((a, b) => a - b);
      expect(sequences.length).toBeGreaterThan(0);
      expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    }
    const next = rows.filter((row) => row.kind === "invoice").length + 1;
    await expect(
      testApp.ctx.db.transaction(async (tx) => {
        expect(await drawDocumentSequence(tx, "invoice", 2026)).toBe(next);
        throw new Error("the payment's transaction failed");
      }),
    ).rejects.toThrow("the payment's transaction failed");
    await testApp.ctx.db.transaction(async (tx) => {
      expect(await drawDocumentSequence(tx, "invoice", 2026)).toBe(next);
      // A new year starts its own run.
      expect(await drawDocumentSequence(tx, "invoice", 2027)).toBe(1);
    });
  });

  it("refuses any change to an issued document's content, and its deletion", async () => {
    const [row] = await testApp.ctx.db.select().from(taxDocuments).limit(1);
    await expect(
      testApp.ctx.db
        .update(taxDocuments)
        .set({ totalMinor: 1 })
        .where(eq(taxDocuments.id, row?.id as string)),
    ).rejects.toThrow();
    await expect(
      testApp.ctx.db.delete(taxDocuments).where(eq(taxDocuments.id, row?.id as string)),
    ).rejects.toThrow();
    const [after] = await testApp.ctx.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.id, row?.id as string));
    expect(after).toEqual(row);
  });
});
