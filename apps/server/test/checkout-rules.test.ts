import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryClaims } from "../src/db/schema";
import { bookingClient } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Rules of the checkout a guest or the resort relies on that the journeys do not pin down: what
 * the date pickers show, and how much can be asked for. The test clock stands at Friday
 * 2026-11-20, noon in Dubai; every test uses nights of its own.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function guest() {
  const { cookie } = await signIn(testApp);
  return bookingClient(testApp, cookie);
}

const availability = (query: string) =>
  testApp.app.inject({ method: "GET", url: `/api/availability?${query}` });

const packageOf = (units: number, checkIn: string, checkOut: string) => ({
  checkIn,
  checkOut,
  services: {
    room: { master: { quantity: units, guests: units }, kids: { quantity: units, guests: 0 } },
    camp: { quantity: units, guests: 0 },
    parking: { quantity: 0, type: "caravan" },
  },
});

describe("[CHECKOUT] the date pickers' availability", () => {
  it("shows nights already past as sold out, and today onwards as on sale", async () => {
    const response = await availability(
      "serviceType=room&roomType=kids&from=2026-11-18&to=2026-11-22",
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      serviceType: "room",
      roomType: "kids",
      total: 4,
      nights: [
        { date: "2026-11-18", remaining: 0 },
        { date: "2026-11-19", remaining: 0 },
        { date: "2026-11-20", remaining: 4 },
        { date: "2026-11-21", remaining: 4 },
      ],
    });
  });

  it("counts each kind of unit against its own stock, master rooms when no room type is named", async () => {
    await testApp.ctx.db.insert(inventoryClaims).values([
      { unitKey: "room:master", night: "2027-06-01", quantity: 2 },
      { unitKey: "room:kids", night: "2027-06-01", quantity: 1 },
      { unitKey: "camp:desert-camp", night: "2027-06-01", quantity: 3 },
      { unitKey: "parking", night: "2027-06-01", quantity: 5 },
    ]);
    const night = "from=2027-06-01&to=2027-06-02";
    const rooms = (await availability(`serviceType=room&${night}`)).json().data;
    expect(rooms).toMatchObject({ roomType: "master", total: 6 });
    expect(rooms.nights).toEqual([{ date: "2027-06-01", remaining: 4 }]);
    const tents = (await availability(`serviceType=camp&${night}`)).json().data;
    expect(tents).toEqual({
      serviceType: "camp",
      total: 10,
      nights: [{ date: "2027-06-01", remaining: 7 }],
    });
    const parking = (await availability(`serviceType=parking&${night}`)).json().data;
    expect(parking).toMatchObject({ total: 8, nights: [{ date: "2027-06-01", remaining: 3 }] });
  });

  it("never shows fewer than none left", async () => {
    // A total lowered below what was already sold leaves more taken than there is.
    await testApp.ctx.db
      .insert(inventoryClaims)
      .values({ unitKey: "parking", night: "2027-06-05", quantity: 9 });
    const response = await availability("serviceType=parking&from=2027-06-05&to=2027-06-06");
    expect(response.json().data.nights).toEqual([{ date: "2027-06-05", remaining: 0 }]);
  });

  it("asks for a range of one night to a year and a day, no more, no less", async () => {
    // The date pickers show these messages word for word (in Arabic, by their English text).
    const notAfter = {
      code: "VALIDATION_ERROR",
      message: "to must be after from",
      errors: { to: "to must be after from" },
    };
    const empty = await availability("serviceType=camp&from=2027-01-10&to=2027-01-10");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject(notAfter);
    const backwards = await availability("serviceType=camp&from=2027-01-10&to=2027-01-09");
    expect(backwards.json()).toMatchObject(notAfter);

    const oneNight = await availability("serviceType=camp&from=2027-01-10&to=2027-01-11");
    expect(oneNight.json().data.nights).toHaveLength(1);
    const longest = await availability("serviceType=camp&from=2026-11-20&to=2027-11-21");
    expect(longest.statusCode).toBe(200);
    expect(longest.json().data.nights).toHaveLength(366);
    const tooLong = await availability("serviceType=camp&from=2026-11-20&to=2027-11-22");
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Ask for at most 366 nights at a time",
      errors: { to: "Ask for at most 366 nights at a time" },
    });
  });
});

describe("[CHECKOUT] asking for more units than the resort has", () => {
  it("refuses a package of five: there are only four kids rooms, and says so", async () => {
    const client = await guest();
    const response = await client.quotePackage(packageOf(5, "2027-06-10", "2027-06-11"));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "NOT_ENOUGH_UNITS", params: { total: 4 } });
  });

  it("prices a package of four: every kids room, none too many", async () => {
    const client = await guest();
    const response = await client.quotePackage(packageOf(4, "2027-06-12", "2027-06-13"));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe("confirmed");
  });
});

describe("[CHECKOUT] each booking call books its own kind of quote", () => {
  it("refuses a paid package quote on the single-service booking call, then books it on its own", async () => {
    const client = await guest();
    const quote = (await client.quotePackage(packageOf(1, "2027-06-15", "2027-06-16"))).json().data;
    const process = (await client.process(quote.quoteId, quote.totalAmount * 100)).json();
    expect((await client.confirmCard(process.client_secret)).statusCode).toBe(200);

    const asSingle = await client.book(quote.quoteId, process.paymentIntentId);
    expect(asSingle.statusCode).toBe(400);
    expect(asSingle.json()).toMatchObject({ code: "WRONG_BOOKING_KIND" });
    const asPackage = await client.bookPackage(quote.quoteId, process.paymentIntentId);
    expect(asPackage.statusCode).toBe(201);
    expect(asPackage.json().data).toMatchObject({ serviceType: "package", status: "confirmed" });
  });
});

describe("[CHECKOUT] staff confirm only a pending request", () => {
  it("refuses to confirm a booking that is already confirmed, and leaves it as it was", async () => {
    const client = await guest();
    const paid = await client.payAndBook({
      serviceType: "camp",
      checkIn: "2027-06-20",
      checkOut: "2027-06-21",
      quantity: 1,
      guests: 2,
    });
    const booking = paid.booking.json().data;
    expect(booking).toMatchObject({ status: "confirmed", paymentStatus: "completed" });
    const admin = await signIn(testApp, "owner");
    const confirm = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${booking._id}/confirm`,
      headers: { cookie: admin.cookie },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ code: "BOOKING_NOT_PENDING" });
    expect((await client.myBookings()).json().booking.data).toEqual([booking]);
  });
});
