import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBooking } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * STAFF_TWO_FACTOR=required (decision 054) holds on every door to what staff may read, not only
 * on the console's routes: a booking's documents are also served by the guest's own route, which
 * the console uses for its PDF links.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ STAFF_TWO_FACTOR: "required" });
});
afterAll(() => testApp.close());

const get = (url: string, cookie: string) =>
  testApp.app.inject({ method: "GET", url, headers: { cookie } });

async function paidTentNight() {
  const checkIn = addDaysIso(resortToday(testApp.clock.now()), 20);
  return seedBooking(testApp, {
    serviceType: "camp",
    checkIn,
    checkOut: addDaysIso(checkIn, 1),
    quantity: 1,
    guests: 2,
    phone: "050 123 4567",
  });
}

describe("[STAFF] a staff account without a second factor, while one is required", () => {
  it("reads no booking's documents through the guest's route either; the guest still reads their own", async () => {
    const { id, cookie: guestCookie } = await paidTentNight();
    const accountant = await signIn(testApp, "accountant");

    const console = await get(`/api/admin/bookings/${id}/documents`, accountant.cookie);
    expect(console.statusCode, console.body).toBe(403);
    expect(console.json().code).toBe("TWO_FACTOR_REQUIRED");

    const guestRoute = await get(`/api/booking/${id}/documents`, accountant.cookie);
    expect(guestRoute.statusCode, guestRoute.body).toBe(404);

    const own = await get(`/api/booking/${id}/documents`, guestCookie);
    expect(own.statusCode, own.body).toBe(200);
    const [invoice] = own.json().data;
    expect(invoice).toBeDefined();
    const pdf = await get(invoice.url, accountant.cookie);
    expect(pdf.statusCode).toBe(404);
    expect((await get(invoice.url, guestCookie)).statusCode).toBe(200);
  });
});

describe("[STAFF] the same staff member once a second factor is optional", () => {
  it("reads any booking's documents and their PDFs, as the console's links do", async () => {
    const optional = await createTestApp({ STAFF_TWO_FACTOR: "optional" });
    try {
      const checkIn = addDaysIso(resortToday(optional.clock.now()), 20);
      const { id } = await seedBooking(optional, {
        serviceType: "camp",
        checkIn,
        checkOut: addDaysIso(checkIn, 1),
        quantity: 1,
        guests: 2,
        phone: "050 123 4567",
      });
      const accountant = await signIn(optional, "accountant");
      const revenue = await signIn(optional, "revenue");
      const call = (url: string, cookie: string) =>
        optional.app.inject({ method: "GET", url, headers: { cookie } });
      const list = await call(`/api/booking/${id}/documents`, accountant.cookie);
      expect(list.statusCode, list.body).toBe(200);
      const [invoice] = list.json().data;
      expect((await call(invoice.url, accountant.cookie)).statusCode).toBe(200);
      // Revenue does not read bookings (the permission table): as if it did not exist.
      expect((await call(`/api/booking/${id}/documents`, revenue.cookie)).statusCode).toBe(404);
    } finally {
      await optional.close();
    }
  });
});
