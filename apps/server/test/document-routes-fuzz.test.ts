import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBooking } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * The tax documents' routes (decisions 028 and 029) answered with odd input: never a 500, and
 * nothing that ends up on a tax document unchecked (control and bidi characters in a company name
 * or the supplier's).
 */
let testApp: TestApp;
let admin: string;
let guest: string;
let bookingId: string;
let documentId: string;
beforeAll(async () => {
  testApp = await createTestApp({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000" });
  admin = (await signIn(testApp, "owner")).cookie;
  const seeded = await seedBooking(testApp, {
    serviceType: "camp",
    checkIn: "2027-02-01",
    checkOut: "2027-02-02",
    quantity: 1,
    guests: 2,
  });
  guest = seeded.cookie;
  bookingId = seeded.id;
  const list = await testApp.app.inject({
    method: "GET",
    url: `/api/booking/${bookingId}/documents`,
    headers: { cookie: guest },
  });
  documentId = list.json().data[0].id;
});
afterAll(() => testApp.close());

const ODD: unknown[] = [
  null,
  [],
  "x",
  42,
  { companyName: "\ud800" },
  { companyName: "A\u202Eexe.gpj" },
  { companyName: "Acme\nLLC" },
  { companyName: "Acme", companyTrn: 100123456700003 },
  { companyName: "Acme", companyTrn: "1".repeat(10_000) },
  { companyName: { $gt: "" } },
  { legalNameEn: "\ud800x" },
  { legalNameEn: "A\u202Eexe.gpj" },
  { vatRate: 1e308 },
  { vatRate: -0 },
  { vatRate: "5" },
  { tourismFee: { master: 1e-9 } },
  { tourismFee: null },
  { tourismFee: { master: 20, extra: 1 } },
  { trn: " " },
  { password: "\ud800" },
  { password: 1 },
];

describe("[REVIEW] tax document routes with odd input", () => {
  it("never answer 500", async () => {
    const calls: { method: "GET" | "POST" | "PUT"; url: string; cookie: string }[] = [
      { method: "PUT", url: "/api/admin/tax-settings", cookie: admin },
      {
        method: "POST",
        url: `/api/admin/bookings/${bookingId}/documents/${documentId}/reissue`,
        cookie: admin,
      },
      { method: "POST", url: "/api/auth/me/delete", cookie: guest },
    ];
    for (const call of calls) {
      for (const payload of ODD) {
        const response = await testApp.app.inject({
          method: call.method,
          url: call.url,
          headers: { cookie: call.cookie, "content-type": "application/json" },
          payload: JSON.stringify(payload),
        });
        expect(
          response.statusCode,
          `${call.url} ${JSON.stringify(payload)} ${response.body}`,
        ).toBeLessThan(500);
      }
    }
    for (const url of [
      `/api/booking/${bookingId}/documents/${documentId}`,
      `/api/booking/${bookingId}/documents/${documentId}.pdf.pdf`,
      `/api/booking/${bookingId}/documents/not-a-uuid.pdf`,
      `/api/booking/${bookingId}/documents/%00.pdf`,
      `/api/booking/${bookingId}/documents/${"a".repeat(5000)}.pdf`,
      `/api/booking/not-a-uuid/documents`,
      `/api/booking/${bookingId}%00/documents`,
      `/api/admin/bookings/x/documents`,
    ]) {
      for (const cookie of [guest, admin]) {
        const response = await testApp.app.inject({ method: "GET", url, headers: { cookie } });
        expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(500);
      }
    }
  });

  it("keep control and bidi characters off a tax document", async () => {
    for (const companyName of ["A\u202Eexe.gpj", "Acme\u0007"]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: `/api/admin/bookings/${bookingId}/documents/${documentId}/reissue`,
        headers: { cookie: admin },
        payload: { companyName },
      });
      if (response.statusCode === 200) {
        const list = response.json().data as { id: string }[];
        documentId = list.at(-1)?.id ?? documentId;
      }
      const docs = await testApp.app.inject({
        method: "GET",
        url: `/api/admin/bookings/${bookingId}/documents`,
        headers: { cookie: admin },
      });
      expect(docs.statusCode).toBe(200);
    }
    const { taxDocuments } = await import("../src/db/schema");
    const rows = await testApp.ctx.db.select().from(taxDocuments);
    for (const row of rows) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
      expect(row.content.customer.companyName ?? "").not.toMatch(/[\u0000-\u001F\u202A-\u202E]/);
    }
  });
});
