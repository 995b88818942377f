import { quoteDetailResponseSchema, quoteResponseSchema } from "@camp/shared/booking/booking-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryClaims } from "../src/db/schema";
import { bookingClient, TEST_CARDS } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

// The test clock stands at Friday 2026-11-20, noon in Dubai.
async function guest() {
  const { cookie } = await signIn(testApp);
  return bookingClient(testApp, cookie);
}

/** Units already taken on a night, as other guests' bookings would take them. */
async function takeUnits(unitKey: string, night: string, quantity: number) {
  await testApp.ctx.db.insert(inventoryClaims).values({ unitKey, night, quantity });
}

const roomStay = {
  serviceType: "room",
  roomType: "master",
  checkIn: "2027-01-10",
  checkOut: "2027-01-12",
  quantity: 2,
  guests: 4,
};

describe("[BOOKING] short nights in the quote answer", () => {
  it("is empty for a confirmed quote", async () => {
    const client = await guest();
    const data = quoteResponseSchema.parse((await client.quote(roomStay)).json()).data;
    expect(data.status).toBe("confirmed");
    expect(data.shortNights).toEqual([]);
  });

  it("names each short night of a pending room quote with what is left", async () => {
    // Six master rooms: five are taken on the first night, four on the second; a guest asks for two.
    await takeUnits("room:master", "2027-02-01", 5);
    await takeUnits("room:master", "2027-02-02", 4);
    await takeUnits("room:master", "2027-02-03", 6);
    const client = await guest();
    const response = await client.quote({
      ...roomStay,
      checkIn: "2027-02-01",
      checkOut: "2027-02-04",
    });
    expect(response.statusCode).toBe(200);
    const data = quoteResponseSchema.parse(response.json()).data;
    expect(data.status).toBe("pending");
    expect(data.shortNights).toEqual([
      { date: "2027-02-01", unit: "room:master", remaining: 1, requested: 2 },
      { date: "2027-02-03", unit: "room:master", remaining: 0, requested: 2 },
    ]);
  });

  it("calls a short tent night 'camp' and lists every short unit type of a package", async () => {
    await takeUnits("camp:desert-camp", "2027-02-10", 9);
    await takeUnits("parking", "2027-02-10", 8);
    const client = await guest();
    const response = await client.quotePackage({
      checkIn: "2027-02-10",
      checkOut: "2027-02-11",
      services: {
        room: { master: { quantity: 2, guests: 4 }, kids: { quantity: 2, guests: 0 } },
        camp: { quantity: 2, guests: 0 },
        parking: { quantity: 1, type: "caravan" },
      },
    });
    expect(response.statusCode).toBe(200);
    const data = quoteResponseSchema.parse(response.json()).data;
    expect(data.status).toBe("pending");
    expect(data.shortNights).toEqual([
      { date: "2027-02-10", unit: "camp", remaining: 1, requested: 2 },
      { date: "2027-02-10", unit: "parking", remaining: 0, requested: 1 },
    ]);
  });
});

describe("[BOOKING] the quote as the payment page reads it", () => {
  it("follows the quote from open to paying to fulfilled", async () => {
    const client = await guest();
    const quote = quoteResponseSchema.parse((await client.quote(roomStay)).json()).data;

    const before = await client.quoteDetail(quote.quoteId);
    expect(before.statusCode).toBe(200);
    expect(quoteDetailResponseSchema.parse(before.json()).data).toEqual({
      quoteId: quote.quoteId,
      serviceType: "room",
      bookingType: "single",
      roomType: "master",
      checkIn: "2027-01-10",
      checkOut: "2027-01-12",
      nights: 2,
      quantity: 2,
      guests: 4,
      price: 950,
      totalAmount: 3800,
      status: "confirmed",
      state: "open",
      expiresAt: quote.expiresAt,
      holdExpiresAt: null,
      paymentIntentId: null,
      bookingId: null,
      changesBookingId: null,
      amountDue: 3800,
      lines: [
        {
          service: "room:master",
          quantity: 2,
          perNight: 1900,
          amount: 3800,
          nightly: [
            { date: "2027-01-10", amount: 1900 },
            { date: "2027-01-11", amount: 1900 },
          ],
        },
      ],
      nightly: [
        { date: "2027-01-10", amount: 1900 },
        { date: "2027-01-11", amount: 1900 },
      ],
      // One room's price each night (the popup's "per room per night", decision 025).
      unitNightly: [
        { date: "2027-01-10", amount: 950 },
        { date: "2027-01-11", amount: 950 },
      ],
      discount: null,
      extras: [],
      // VAT included in the total (decision 028): 3,800 × 5/105, rounded once.
      vatAmount: 180.95,
      tourismFee: 0,
      vatRate: 5,
      // The cancellation policy for this stay (7 days, 48 hours, 50%), counted from 14:00 Dubai.
      cancellationTerms: {
        checkInAt: "2027-01-10T10:00:00.000Z",
        fullRefundUntil: "2027-01-03T10:00:00.000Z",
        partialRefundUntil: "2027-01-08T10:00:00.000Z",
        partialRefundPercent: 50,
        partialRefundAmount: 1900,
        totalAmount: 3800,
      },
    });

    const process = (await client.process(quote.quoteId, 380_000)).json();
    const paying = quoteDetailResponseSchema.parse(
      (await client.quoteDetail(quote.quoteId)).json(),
    ).data;
    expect(paying).toMatchObject({
      state: "paying",
      paymentIntentId: process.paymentIntentId,
      bookingId: null,
    });
    // The hold runs HOLD_MINUTES (15) from now: what the payment page counts down.
    expect(paying.holdExpiresAt).toBe(
      new Date(testApp.clock.now().getTime() + 15 * 60_000).toISOString(),
    );

    await client.confirmCard(process.client_secret, TEST_CARDS.visa);
    const booking = await client.book(quote.quoteId, process.paymentIntentId);
    expect(booking.statusCode).toBe(201);
    const fulfilled = quoteDetailResponseSchema.parse(
      (await client.quoteDetail(quote.quoteId)).json(),
    ).data;
    expect(fulfilled).toMatchObject({
      state: "fulfilled",
      bookingId: booking.json().data._id,
      paymentIntentId: process.paymentIntentId,
    });
  });

  it("shows a package's lines in AED, with the tent line called 'camp'", async () => {
    const client = await guest();
    const quote = (
      await client.quotePackage({
        checkIn: "2027-01-14",
        checkOut: "2027-01-16",
        services: {
          room: { master: { quantity: 1, guests: 3 }, kids: { quantity: 1, guests: 2 } },
          camp: { quantity: 1, guests: 1 },
          parking: { quantity: 0, type: "caravan" },
        },
      })
    ).json().data;
    const detail = quoteDetailResponseSchema.parse(
      (await client.quoteDetail(quote.quoteId)).json(),
    ).data;
    expect(detail).toMatchObject({
      serviceType: "package",
      bookingType: "package",
      roomType: null,
      quantity: 1,
      guests: 6,
      price: 2050,
      totalAmount: 4100,
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({ service: "room:master", quantity: 1, perNight: 950, amount: 1900 }),
      expect.objectContaining({ service: "room:kids", quantity: 1, perNight: 650, amount: 1300 }),
      expect.objectContaining({ service: "camp", quantity: 1, perNight: 450, amount: 900 }),
    ]);
    expect(detail.nightly).toEqual([
      { date: "2027-01-14", amount: 2050 },
      { date: "2027-01-15", amount: 2050 },
    ]);
  });

  it("answers 404 for another guest's quote, exactly as for an unknown id", async () => {
    const alice = await guest();
    const mallory = await guest();
    const quote = (await alice.quote({ ...roomStay, quantity: 1, guests: 1 })).json().data;

    const theirs = await mallory.quoteDetail(quote.quoteId);
    const unknown = await mallory.quoteDetail("3b241101-e2bb-4255-8caf-4136c566a962");
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("needs a session (401)", async () => {
    const client = await guest();
    const quote = (await client.quote({ ...roomStay, quantity: 1, guests: 1 })).json().data;
    const response = await testApp.app.inject({
      method: "GET",
      url: `/api/booking/quote/${quote.quoteId}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
  });

  it.each([
    "not-a-uuid",
    "12345",
    "3b241101-e2bb-4255-8caf-4136c566a96",
    "3b241101-e2bb-4255-8caf-4136c566a962x",
    "%27%20or%201%3D1--",
  ])("answers 400, never 500, for the malformed id %s", async (id) => {
    const client = await guest();
    const response = await client.quoteDetail(id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  });

  it("shows an open quote whose price ran out as expired", async () => {
    const client = await guest();
    const quote = (await client.quote({ ...roomStay, quantity: 1, guests: 1 })).json().data;
    testApp.clock.advance(31 * 60_000);
    const detail = quoteDetailResponseSchema.parse(
      (await client.quoteDetail(quote.quoteId)).json(),
    ).data;
    expect(detail.state).toBe("expired");
  });
});
