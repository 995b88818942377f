import { myBookingsResponseSchema, quoteResponseSchema } from "@camp/shared/booking/booking-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, inventoryClaims } from "../src/db/schema";
import { reconcilePayments } from "../src/features/payments/reconcile-payments";
import { bookingClient, TEST_CARDS } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

// The test clock stands at Friday 2026-11-20, noon in Dubai.
const roomStay = {
  serviceType: "room",
  roomType: "master",
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  quantity: 2,
  guests: 4,
};

async function guest() {
  const { cookie, user } = await signIn(testApp);
  return { client: bookingClient(testApp, cookie), user, cookie };
}

describe("[BOOKING] quote -> intent -> card -> booking -> my bookings", () => {
  it("books two master rooms for two nights and shows them in my bookings", async () => {
    const { client } = await guest();
    const quote = await client.quote(roomStay);
    expect(quote.statusCode).toBe(200);
    const data = quoteResponseSchema.parse(quote.json()).data;
    expect(data).toMatchObject({ price: 950, status: "confirmed", totalAmount: 3800, nights: 2 });

    const process = await client.process(data.quoteId, 380_000);
    expect(process.statusCode).toBe(200);
    const { client_secret, paymentIntentId } = process.json();
    expect(paymentIntentId).toMatch(/^pi_sandbox_/);

    const confirm = await client.confirmCard(client_secret);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({
      paymentIntent: { id: paymentIntentId, status: "succeeded", amount: 380_000 },
    });

    const booking = await client.book(data.quoteId, paymentIntentId, {
      isPrivateBooking: true,
      serviceType: "room",
      totalAmount: 3800,
    });
    expect(booking.statusCode).toBe(201);
    expect(booking.json().data).toMatchObject({
      serviceType: "room",
      roomType: "master",
      status: "confirmed",
      paymentStatus: "completed",
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
      quantity: 2,
      guests: 4,
      isPrivateBooking: true,
      totalAmount: 3800,
    });

    const mine = myBookingsResponseSchema.parse((await client.myBookings()).json());
    expect(mine.booking.data.map((row) => row._id)).toEqual([booking.json().data._id]);
    expect(mine.packeageBooking.data).toEqual([]);

    const availability = await testApp.app.inject({
      method: "GET",
      url: "/api/availability?serviceType=room&roomType=master&from=2026-11-30&to=2026-12-04",
    });
    expect(availability.json().data.nights).toEqual([
      { date: "2026-11-30", remaining: 6 },
      { date: "2026-12-01", remaining: 4 },
      { date: "2026-12-02", remaining: 4 },
      { date: "2026-12-03", remaining: 6 },
    ]);
  });

  it("books a tent", async () => {
    const { client } = await guest();
    const result = await client.payAndBook({
      serviceType: "camp",
      checkIn: "2026-12-05",
      checkOut: "2026-12-06",
      quantity: 3,
      guests: 12,
    });
    expect(result.quote.json().data).toMatchObject({ price: 450, totalAmount: 1350 });
    expect(result.booking.statusCode).toBe(201);
    expect(result.booking.json().data).toMatchObject({
      serviceType: "camp",
      roomType: null,
      quantity: 3,
      totalAmount: 1350,
    });
  });

  it("books caravan parking at the weekend rate when check-in is a Saturday, slots not multiplied", async () => {
    const { client } = await guest();
    const result = await client.payAndBook({
      serviceType: "parking",
      checkIn: "2026-12-05",
      checkOut: "2026-12-07",
      quantity: 2,
    });
    expect(result.quote.json().data).toMatchObject({ price: 200, totalAmount: 400, nights: 2 });
    expect(result.booking.json().data).toMatchObject({
      serviceType: "parking",
      quantity: 2,
      totalAmount: 400,
    });
  });

  it("books a package and lists it with its services", async () => {
    const { client } = await guest();
    const request = {
      checkIn: "2026-12-10",
      checkOut: "2026-12-12",
      services: {
        room: { master: { quantity: 2, guests: 6 }, kids: { quantity: 2, guests: 0 } },
        camp: { quantity: 2, guests: 0 },
        parking: { quantity: 1, type: "caravan" },
      },
    };
    const quote = await client.quotePackage(request);
    expect(quote.statusCode).toBe(200);
    const data = quote.json().data;
    // 2 units x 2 nights x (950 + 650 + 450) + parking 2 nights x 150 (Thursday check-in)
    expect(data).toMatchObject({ status: "confirmed", price: 2050, totalAmount: 8500, nights: 2 });
    const process = await client.process(data.quoteId, 850_000);
    await client.confirmCard(process.json().client_secret);
    const booking = await client.bookPackage(data.quoteId, process.json().paymentIntentId);
    expect(booking.statusCode).toBe(201);

    const mine = myBookingsResponseSchema.parse((await client.myBookings()).json());
    expect(mine.booking.data).toEqual([]);
    expect(mine.packeageBooking.data[0]).toMatchObject({
      serviceType: "package",
      status: "confirmed",
      paymentStatus: "completed",
      totalAmount: 8500,
      services: {
        room: { master: { quantity: 2, price: 3800 }, kids: { quantity: 2, price: 2600 } },
        camp: { quantity: 2, price: 1800 },
        parking: { quantity: 1, price: 300 },
      },
    });
  });

  it("answers the key for the card form and which processor is active", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/payment/stripeapikey" });
    expect(response.json()).toEqual({ stripeApiKey: "pk_sandbox_offline", provider: "sandbox" });
  });
});

describe("[BOOKING] failed cards", () => {
  it.each([
    [TEST_CARDS.declined, {}, "card_declined"],
    [TEST_CARDS.insufficientFunds, {}, "insufficient_funds"],
    [TEST_CARDS.expired, {}, "expired_card"],
    [TEST_CARDS.incorrectCvc, {}, "incorrect_cvc"],
    ["4242424242424241", {}, "incorrect_number"],
    [TEST_CARDS.visa, { exp_month: 10, exp_year: 2026 }, "expired_card"],
  ])("card %s %j -> %s: no booking, and the hold is freed", async (number, overrides, code) => {
    const { client, user } = await guest();
    const quote = (
      await client.quote({
        ...roomStay,
        checkIn: "2027-01-10",
        checkOut: "2027-01-11",
        quantity: 1,
        guests: 1,
      })
    ).json().data;
    const process = (await client.process(quote.quoteId, 95_000)).json();
    const confirm = await client.confirmCard(process.client_secret, number, overrides);
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json().error).toMatchObject({ type: "card_error", code });

    const booking = await client.book(quote.quoteId, process.paymentIntentId);
    expect(booking.statusCode).toBe(402);
    expect(booking.json().code).toBe("PAYMENT_NOT_COMPLETED");
    const mine = (await client.myBookings()).json();
    expect(mine.booking.data).toEqual([]);
    const counting = await testApp.ctx.db.select().from(inventoryClaims);
    expect(
      counting.filter((claim) => claim.quoteId === quote.quoteId && claim.releasedAt === null),
    ).toEqual([]);
    expect(user.id).toBeTruthy();
  });

  it("lets the guest try again with another card after a decline", async () => {
    const { client } = await guest();
    const quote = (
      await client.quote({
        ...roomStay,
        checkIn: "2027-01-12",
        checkOut: "2027-01-13",
        quantity: 1,
        guests: 1,
      })
    ).json().data;
    const first = (await client.process(quote.quoteId, 95_000)).json();
    expect((await client.confirmCard(first.client_secret, TEST_CARDS.declined)).statusCode).toBe(
      402,
    );
    const again = await client.process(quote.quoteId, 95_000);
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentIntentId).toBe(first.paymentIntentId);
    expect((await client.confirmCard(again.json().client_secret)).statusCode).toBe(200);
    expect((await client.book(quote.quoteId, first.paymentIntentId)).statusCode).toBe(201);
  });
});

describe("[BOOKING] one booking per payment", () => {
  it("replayed fulfilment (booking call twice, then the reconciler) gives one booking", async () => {
    const { client } = await guest();
    const first = await client.payAndBook({
      ...roomStay,
      checkIn: "2027-02-01",
      checkOut: "2027-02-02",
      quantity: 1,
      guests: 2,
    });
    expect(first.booking.statusCode).toBe(201);
    const replay = await client.book(first.quoteId, first.paymentIntentId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data._id).toBe(first.booking.json().data._id);
    await reconcilePayments(testApp.ctx);
    const rows = (await testApp.ctx.db.select().from(bookings)).filter(
      (row) => row.quoteId === first.quoteId,
    );
    expect(rows).toHaveLength(1);
  });

  it("a paid intent whose browser vanished becomes a booking through the reconciler", async () => {
    const { client } = await guest();
    const quote = (
      await client.quote({
        serviceType: "camp",
        checkIn: "2027-02-05",
        checkOut: "2027-02-06",
        quantity: 1,
        guests: 2,
      })
    ).json().data;
    const process = (await client.process(quote.quoteId, 45_000)).json();
    expect((await client.confirmCard(process.client_secret)).statusCode).toBe(200);
    // The guest closes the tab here: no booking call.
    expect((await client.myBookings()).json().booking.data).toEqual([]);
    await reconcilePayments(testApp.ctx);
    const mine = (await client.myBookings()).json();
    expect(mine.booking.data).toHaveLength(1);
    expect(mine.booking.data[0]).toMatchObject({
      serviceType: "camp",
      status: "confirmed",
      paymentStatus: "completed",
    });
  });
});

describe("[BOOKING] refused tampering", () => {
  it("refuses an amount other than the quote's total x 100", async () => {
    const { client } = await guest();
    const quote = (
      await client.quote({
        ...roomStay,
        checkIn: "2027-03-01",
        checkOut: "2027-03-02",
        quantity: 1,
        guests: 1,
      })
    ).json().data;
    const response = await client.process(quote.quoteId, 100);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("AMOUNT_MISMATCH");
  });

  it("refuses someone else's quote and someone else's intent", async () => {
    const alice = await guest();
    const mallory = await guest();
    const quote = (
      await alice.client.quote({
        ...roomStay,
        checkIn: "2027-03-03",
        checkOut: "2027-03-04",
        quantity: 1,
        guests: 1,
      })
    ).json().data;
    expect((await mallory.client.process(quote.quoteId, 95_000)).statusCode).toBe(404);

    const alicePayment = (await alice.client.process(quote.quoteId, 95_000)).json();
    await alice.client.confirmCard(alicePayment.client_secret);
    expect(
      (await mallory.client.book(quote.quoteId, alicePayment.paymentIntentId)).statusCode,
    ).toBe(404);

    // Mallory's own quote, with Alice's paid intent.
    const own = (
      await mallory.client.quote({
        ...roomStay,
        checkIn: "2027-03-03",
        checkOut: "2027-03-04",
        quantity: 1,
        guests: 1,
      })
    ).json().data;
    await mallory.client.process(own.quoteId, 95_000);
    const stolen = await mallory.client.book(own.quoteId, alicePayment.paymentIntentId);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().code).toBe("PAYMENT_MISMATCH");
    expect((await mallory.client.myBookings()).json().booking.data).toEqual([]);
  });

  it("refuses an expired quote", async () => {
    const { client } = await guest();
    const quote = (
      await client.quote({
        ...roomStay,
        checkIn: "2027-03-05",
        checkOut: "2027-03-06",
        quantity: 1,
        guests: 1,
      })
    ).json().data;
    testApp.clock.advance(31 * 60_000);
    const response = await client.process(quote.quoteId, 95_000);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe("QUOTE_EXPIRED");
  });

  it("needs a session for every booking call (401)", async () => {
    for (const url of [
      "/api/booking/check-availability",
      "/api/booking",
      "/api/package-booking/new-check-availability",
      "/api/package-booking/new",
      "/api/payment/process",
    ]) {
      expect((await testApp.app.inject({ method: "POST", url, payload: {} })).statusCode, url).toBe(
        401,
      );
    }
    expect((await testApp.app.inject({ method: "GET", url: "/api/booking/me" })).statusCode).toBe(
      401,
    );
  });

  it("answers the form's rules with the spec's messages per field (400)", async () => {
    const { client } = await guest();
    const response = await client.quote({
      serviceType: "room",
      roomType: "master",
      checkIn: "2026-11-19",
      checkOut: "2026-11-19",
      quantity: 5,
      guests: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      checkIn: "Check-in date cannot be before today",
      checkOut: "Check-out must be after check-in",
      quantity: "Maximum 4 rooms allowed",
    });
    const guests = await client.quote({ ...roomStay, quantity: 2, guests: 9 });
    expect(guests.json().errors).toEqual({ guests: "Maximum 8 guests allowed for 2 room(s)" });
  });
});

describe("[BOOKING] pending requests and sold-out payments", () => {
  const night = { checkIn: "2027-04-01", checkOut: "2027-04-02" };

  it("a short night gives a pending quote, paid by authorisation, confirmed by staff", async () => {
    // Five of the six master rooms are booked; a guest asks for two.
    const [taken] = await testApp.ctx.db
      .insert(inventoryClaims)
      .values({ unitKey: "room:master", night: night.checkIn, quantity: 5 })
      .returning();
    const { client } = await guest();
    const quote = (await client.quote({ ...roomStay, ...night, quantity: 2, guests: 2 })).json()
      .data;
    expect(quote.status).toBe("pending");

    const process = (await client.process(quote.quoteId, quote.totalAmount * 100)).json();
    const confirm = await client.confirmCard(process.client_secret);
    expect(confirm.json().paymentIntent.status).toBe("requires_capture");
    const booking = await client.book(quote.quoteId, process.paymentIntentId);
    expect(booking.statusCode).toBe(201);
    expect(booking.json().data).toMatchObject({ status: "pending", paymentStatus: "authorised" });

    const admin = await signIn(testApp, "owner");
    const guestCannot = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${booking.json().data._id}/confirm`,
      headers: { cookie: (await signIn(testApp)).cookie },
    });
    expect(guestCannot.statusCode).toBe(403);
    // Still only one room free: confirming would sell seven of six, so it is refused, naming the night.
    const tooMany = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${booking.json().data._id}/confirm`,
      headers: { cookie: admin.cookie },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: "NOT_ENOUGH_UNITS" });
    expect(tooMany.json().message).toContain(night.checkIn);
    expect((await testApp.ctx.payments.retrieveIntent(process.paymentIntentId)).status).toBe(
      "requires_capture",
    );
    // A guest cancels one of the five: now the request fits.
    await testApp.ctx.db
      .update(inventoryClaims)
      .set({ quantity: 4 })
      .where(eq(inventoryClaims.id, taken?.id ?? ""));
    const confirmed = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${booking.json().data._id}/confirm`,
      headers: { cookie: admin.cookie },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
    });
    expect((await testApp.ctx.payments.retrieveIntent(process.paymentIntentId)).status).toBe(
      "succeeded",
    );
  });

  it("refunds and answers 409 when the hold ran out and the units were sold meanwhile", async () => {
    const stay = {
      serviceType: "camp",
      checkIn: "2027-05-01",
      checkOut: "2027-05-02",
      quantity: 4,
      guests: 8,
    };
    // Six of the ten tents are taken.
    await testApp.ctx.db
      .insert(inventoryClaims)
      .values({ unitKey: "camp:desert-camp", night: stay.checkIn, quantity: 6 });
    const slow = await guest();
    const quote = (await slow.client.quote(stay)).json().data;
    const process = (await slow.client.process(quote.quoteId, 180_000)).json();
    testApp.clock.advance(16 * 60_000); // the hold runs out

    const quick = await guest();
    expect((await quick.client.payAndBook(stay)).booking.statusCode).toBe(201);

    expect((await slow.client.confirmCard(process.client_secret)).statusCode).toBe(200); // charged...
    const late = await slow.client.book(quote.quoteId, process.paymentIntentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("SOLD_OUT");
    const intent = await testApp.ctx.payments.retrieveIntent(process.paymentIntentId);
    expect(intent.amountRefunded).toBe(intent.amount); // ...and refunded
    expect((await slow.client.myBookings()).json().booking.data).toEqual([]);
    // Asking again does not charge or book anything.
    expect((await slow.client.book(quote.quoteId, process.paymentIntentId)).statusCode).toBe(409);
  });

  it("the reconciler cancels an unpaid intent after its grace period and frees the hold", async () => {
    const { client } = await guest();
    const quote = (
      await client.quote({
        serviceType: "parking",
        checkIn: "2027-06-01",
        checkOut: "2027-06-02",
        quantity: 1,
      })
    ).json().data;
    const process = (await client.process(quote.quoteId, quote.totalAmount * 100)).json();
    testApp.clock.advance((15 + 61) * 60_000);
    await reconcilePayments(testApp.ctx);
    expect((await testApp.ctx.payments.retrieveIntent(process.paymentIntentId)).status).toBe(
      "canceled",
    );
    expect((await client.confirmCard(process.client_secret)).statusCode).toBe(400); // can no longer be charged
  });

  it("a confirmed stay becomes completed after check-out", async () => {
    const { client } = await guest();
    const result = await client.payAndBook({
      serviceType: "camp",
      checkIn: "2026-11-20",
      checkOut: "2026-11-21",
      quantity: 1,
      guests: 1,
    });
    expect(result.booking.json(), result.quote.body).toMatchObject({
      data: { status: "confirmed" },
    });
    testApp.clock.advance(2 * 86_400_000); // Dubai's today is now after the check-out day
    await reconcilePayments(testApp.ctx);
    const mine = (await client.myBookings()).json().booking.data;
    expect(mine[0].status).toBe("completed");
  });
});
