import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taxDocuments } from "../src/db/schema";
import { bookingClient, seedBooking } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * What a change's answer says of its money and its policy (decision 049): the VAT of
 * the amount paid or refunded, as the change's invoice or credit notes then state it; the stay it
 * becomes; and the cancellation policy of the changed stay. The clock stands at 2026-11-20.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
  });
});
afterAll(() => testApp.close());

const room = (checkIn: string, checkOut: string, quantity = 1) => ({
  serviceType: "room",
  roomType: "master",
  checkIn,
  checkOut,
  quantity,
  guests: 2 * quantity,
});

async function guest() {
  const signedIn = await signIn(testApp);
  const { cookie } = signedIn;
  const client = bookingClient(testApp, cookie);
  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: "POST", url, payload, headers: { cookie } });
  return {
    client,
    cookie,
    async book(body: object) {
      return (await seedBooking(testApp, body, { guest: signedIn })).id;
    },
    check: (id: string, body: object) => post(`/api/booking/${id}/change/check`, body),
    apply: (id: string, body: object) => post(`/api/booking/${id}/change`, body),
  };
}

const documentsOf = (bookingId: string) =>
  testApp.ctx.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingId, bookingId))
    .orderBy(taxDocuments.issueOrder);

describe("[CHANGE] the money and the policy a change states", () => {
  it("a dearer change: the VAT of what is paid, as its invoice states it; the stay it becomes", async () => {
    const g = await guest();
    const id = await g.book(room("2027-05-03", "2027-05-05"));
    const check = await g.check(id, room("2027-05-04", "2027-05-07", 2));
    expect(check.statusCode, check.body).toBe(200);
    const data = check.json().data;
    // 2 rooms × 3 nights × 950 = 5,700; 1,900 paid: 3,800 to pay, whose VAT is 180.95, not 271.43.
    expect(data).toMatchObject({
      totalAmount: 5700,
      toPay: 3800,
      checkIn: "2027-05-04",
      checkOut: "2027-05-07",
      nights: 3,
      quantity: 2,
      vatAmount: 271.43,
      toPayVat: 180.95,
      refundVat: 0,
    });
    // The payment page states the same VAT of the difference.
    const page = await testApp.app.inject({
      method: "GET",
      url: `/api/booking/quote/${data.quoteId}`,
      headers: { cookie: g.cookie },
    });
    expect(page.json().data).toMatchObject({ amountDue: 3800, amountDueVat: 180.95 });
    const process = await g.client.process(data.quoteId, 380_000);
    const confirm = await g.client.confirmCard(process.json().client_secret);
    expect(confirm.json().paymentIntent.status).toBe("succeeded");
    const applied = await g.apply(id, {
      quoteId: data.quoteId,
      paymentInfo: { id: process.json().paymentIntentId },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const invoice = (await documentsOf(id)).at(-1);
    expect(invoice?.reason).toBe("change");
    expect(invoice?.content.totals).toMatchObject({ total: 380_000, vat: 18_095 });
  });

  it("a cheaper change: the VAT of what is refunded, as its credit notes state it", async () => {
    const g = await guest();
    const id = await g.book(room("2027-05-10", "2027-05-13", 2));
    const check = await g.check(id, room("2027-05-10", "2027-05-11", 1));
    expect(check.statusCode, check.body).toBe(200);
    const data = check.json().data;
    // 5,700 paid, 950 kept on: 4,750 comes back in full (long before check-in).
    expect(data).toMatchObject({ refund: 4750, kept: 0, toPayVat: 0, quantity: 1, nights: 1 });
    const applied = await g.apply(id, { quoteId: data.quoteId });
    expect(applied.statusCode, applied.body).toBe(200);
    const notes = (await documentsOf(id)).filter((row) => row.kind === "credit_note");
    expect(notes.reduce((total, note) => total + note.totalMinor, 0)).toBe(475_000);
    const vat = notes.reduce((total, note) => total + note.content.totals.vat, 0);
    expect(Math.round(data.refundVat * 100)).toBe(vat);
    expect(vat).toBe(22_619);
  });

  it("a stay moved later states the policy it keeps: deadlines of its first check-in, named, on the check and the payment page", async () => {
    const g = await guest();
    const id = await g.book(room("2027-05-20", "2027-05-22"));
    const check = await g.check(id, room("2027-05-21", "2027-05-24"));
    expect(check.statusCode, check.body).toBe(200);
    const data = check.json().data;
    expect(data.policy).toEqual({
      // 14:00 Dubai on 20 May, the first check-in (decision 023); 7 days and 48 hours before it.
      checkInAt: "2027-05-20T10:00:00.000Z",
      fullRefundUntil: "2027-05-13T10:00:00.000Z",
      partialRefundUntil: "2027-05-18T10:00:00.000Z",
      partialRefundPercent: 50,
      partialRefundAmount: 1425,
      totalAmount: 2850,
      stayCheckIn: "2027-05-21",
    });
    const page = await testApp.app.inject({
      method: "GET",
      url: `/api/booking/quote/${data.quoteId}`,
      headers: { cookie: g.cookie },
    });
    expect(page.json().data.cancellationTerms).toEqual(data.policy);

    // Moved earlier, the deadlines come with it: the changed stay's own check-in, nothing to name.
    const earlier = await g.check(id, room("2027-05-19", "2027-05-21"));
    expect(earlier.json().data.policy).toMatchObject({ checkInAt: "2027-05-19T10:00:00.000Z" });
    expect(earlier.json().data.policy).not.toHaveProperty("stayCheckIn");
  });

  // Last: the fee stays set for what follows.
  it("with a Tourism Dirham fee: the fee apart from the VAT, paid and refunded, as the documents state them", async () => {
    const { cookie: staff } = await signIn(testApp, "owner");
    const saved = await testApp.app.inject({
      method: "PUT",
      url: "/api/admin/tax-settings",
      headers: { cookie: staff },
      payload: { tourismFee: { master: 20 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const g = await guest();
    const id = await g.book(room("2027-06-01", "2027-06-03"));
    const dearer = (await g.check(id, room("2027-06-01", "2027-06-03", 3))).json().data;
    // Two more rooms for two nights: 3,800 and 4 × 20 of fee.
    expect(dearer).toMatchObject({ toPay: 3880, toPayTourismFee: 80, toPayVat: 180.95 });
    const process = await g.client.process(dearer.quoteId, 388_000);
    await g.client.confirmCard(process.json().client_secret);
    const applied = await g.apply(id, {
      quoteId: dearer.quoteId,
      paymentInfo: { id: process.json().paymentIntentId },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await documentsOf(id)).at(-1)?.content.totals).toMatchObject({
      total: 388_000,
      vat: 18_095,
      tourismFee: 8_000,
    });

    const cheaper = (await g.check(id, room("2027-06-01", "2027-06-02", 1))).json().data;
    // 5,820 paid (3 rooms, 2 nights, 6 × 20 of fee), 970 kept on: 4,850 back, 100 of it fee.
    expect(cheaper).toMatchObject({ refund: 4850, kept: 0, refundTourismFee: 100 });
    expect((await g.apply(id, { quoteId: cheaper.quoteId })).statusCode).toBe(200);
    const notes = (await documentsOf(id)).filter((row) => row.kind === "credit_note");
    const sum = (key: "vat" | "tourismFee") =>
      notes.reduce((total, note) => total + note.content.totals[key], 0);
    expect(Math.round(cheaper.refundVat * 100)).toBe(sum("vat"));
    expect(Math.round(cheaper.refundTourismFee * 100)).toBe(sum("tourismFee"));
    expect(sum("tourismFee")).toBe(10_000);
  });
});
