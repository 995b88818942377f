import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, inventoryClaims, quotes } from "../src/db/schema";
import { bookingClient, seedBooking } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Activities inside a change of a booking (decision 024): added later,
 * moved with the stay, removed under the policy, and a change compared on the stay's terms only.
 * The clock stands on Friday 2026-11-20; each test on its own nights.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
  });
});
afterAll(() => testApp.close());

type PublicExtra = { id: string; slug: string };
async function extraBySlug(slug: string): Promise<PublicExtra> {
  const response = await testApp.app.inject({ method: "GET", url: "/api/extras" });
  const found = (response.json().data as PublicExtra[]).find((extra) => extra.slug === slug);
  if (!found) throw new Error(`no extra ${slug}`);
  return found;
}

async function guest() {
  const signedIn = await signIn(testApp);
  const { cookie } = signedIn;
  const client = bookingClient(testApp, cookie);
  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: "POST", url, payload, headers: { cookie } });
  return {
    client,
    check: (bookingId: string, body: object) =>
      post(`/api/booking/${bookingId}/change/check`, body),
    apply: (bookingId: string, body: object) => post(`/api/booking/${bookingId}/change`, body),
    async book(body: object) {
      return (await seedBooking(testApp, body, { guest: signedIn })).booking;
    },
    /** Pays a checked change's difference through the payment page's calls: its intent id. */
    async payDifference(quoteId: string, difference: number) {
      const process = await client.process(quoteId, Math.round(difference * 100));
      expect(process.statusCode).toBe(200);
      const confirm = await client.confirmCard(process.json().client_secret);
      expect(confirm.json().paymentIntent.status).toBe("succeeded");
      return process.json().paymentIntentId as string;
    },
  };
}

const readBooking = async (id: string) => {
  const [row] = await testApp.ctx.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error("no booking");
  return row;
};
const liveClaimsOf = async (bookingId: string) => {
  const rows = await testApp.ctx.db
    .select()
    .from(inventoryClaims)
    .where(and(eq(inventoryClaims.bookingId, bookingId), isNull(inventoryClaims.releasedAt)));
  return rows.map((row) => `${row.unitKey}|${row.night}|${row.quantity}`).sort();
};
async function remaining(extraId: string, date: string) {
  const to = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const response = await testApp.app.inject({
    method: "GET",
    url: `/api/extras/availability?from=${date}&to=${to}`,
  });
  const extra = response.json().data.find((row: { id: string }) => row.id === extraId);
  return extra?.days[0]?.remaining as number;
}

/** One tent for two: 450 a night. */
const tent = (checkIn: string, checkOut: string, extra: object = {}) => ({
  serviceType: "camp",
  checkIn,
  checkOut,
  quantity: 1,
  guests: 2,
  ...extra,
});

describe("[CHANGE-EXTRAS] activities added, moved and removed later", () => {
  it("adds a safari to a paid booking: the difference is paid by card, the day's seats are taken", async () => {
    const safari = await extraBySlug("car-safari"); // 300 a person, 12 a day
    const g = await guest();
    const booked = await g.book(
      tent("2027-03-01", "2027-03-03", {
        specialRequests: "A tent near the fire",
        arrivalTime: "18:30",
      }),
    );
    const check = await g.check(
      booked._id,
      tent("2027-03-01", "2027-03-03", {
        extras: [{ id: safari.id, date: "2027-03-02", quantity: 2 }],
      }),
    );
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ difference: 600, totalAmount: 1500, refund: 0 });
    const { quoteId } = check.json().data;
    // The change's quote keeps what the guest wrote when booking.
    const [quote] = await testApp.ctx.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote?.request).toMatchObject({
      specialRequests: "A tent near the fire",
      arrivalTime: "18:30",
    });
    const intentId = await g.payDifference(quoteId, 600);
    const applied = await g.apply(booked._id, {
      quoteId,
      paymentInfo: { id: intentId, status: "succeeded" },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({
      totalAmount: 1500,
      chargedAmount: 1500,
      specialRequests: "A tent near the fire",
      arrivalTime: "18:30",
      extras: [
        expect.objectContaining({
          extraId: safari.id,
          date: "2027-03-02",
          quantity: 2,
          amount: 600,
        }),
      ],
    });
    expect(await liveClaimsOf(booked._id)).toEqual([
      "camp:desert-camp|2027-03-01|1",
      "camp:desert-camp|2027-03-02|1",
      `extra:${safari.id}|2027-03-02|2`,
    ]);
    expect(await remaining(safari.id, "2027-03-02")).toBe(10);
    // The safari now is the booking as it is: the same change is refused.
    const again = await g.check(
      booked._id,
      tent("2027-03-01", "2027-03-03", {
        extras: [{ id: safari.id, date: "2027-03-02", quantity: 2 }],
      }),
    );
    expect(again.json().code).toBe("CHANGE_SAME_AS_BOOKING");
  });

  it("moves the stay by two days: the safari moves with it, its old day given back", async () => {
    const safari = await extraBySlug("car-safari");
    const g = await guest();
    const booked = await g.book(
      tent("2027-03-08", "2027-03-10", {
        extras: [{ id: safari.id, date: "2027-03-09", quantity: 2 }],
      }),
    );
    expect(await remaining(safari.id, "2027-03-09")).toBe(10);
    // No `extras`: the booking's activities are kept, shifted as the check-in is.
    const check = await g.check(booked._id, tent("2027-03-10", "2027-03-12"));
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ difference: 0, totalAmount: 1500 });
    const applied = await g.apply(booked._id, { quoteId: check.json().data.quoteId });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data.extras).toEqual([
      expect.objectContaining({ extraId: safari.id, date: "2027-03-11", quantity: 2 }),
    ]);
    expect(await liveClaimsOf(booked._id)).toEqual([
      "camp:desert-camp|2027-03-10|1",
      "camp:desert-camp|2027-03-11|1",
      `extra:${safari.id}|2027-03-11|2`,
    ]);
    expect(await remaining(safari.id, "2027-03-09")).toBe(12);
    expect(await remaining(safari.id, "2027-03-11")).toBe(10);
  });

  it("removes an activity: the refund follows the policy the check showed", async () => {
    const safari = await extraBySlug("car-safari");
    const g = await guest();
    // Check-in 2026-11-25: five days ahead, inside the partial-refund window (50%).
    const booked = await g.book(
      tent("2026-11-25", "2026-11-27", {
        extras: [{ id: safari.id, date: "2026-11-26", quantity: 2 }],
      }),
    );
    const check = await g.check(booked._id, tent("2026-11-25", "2026-11-27", { extras: [] }));
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({
      totalAmount: 900,
      difference: -300,
      givenUp: 600,
      refund: 300,
      kept: 300,
      refundPercent: 50,
    });
    const applied = await g.apply(booked._id, { quoteId: check.json().data.quoteId });
    expect(applied.json().data).toMatchObject({
      totalAmount: 900,
      refundedAmount: 300,
      extras: [],
    });
    expect(await liveClaimsOf(booked._id)).toEqual([
      "camp:desert-camp|2026-11-25|1",
      "camp:desert-camp|2026-11-26|1",
    ]);
    expect(await remaining(safari.id, "2026-11-26")).toBe(12);
  });

  it("refuses the booking as it is, whatever the order of its activities or the details left out", async () => {
    const safari = await extraBySlug("car-safari");
    const hike = await extraBySlug("mountain-hiking"); // 120 a person
    const g = await guest();
    const chosen = [
      { id: safari.id, date: "2027-03-15", quantity: 1 },
      { id: hike.id, date: "2027-03-16", quantity: 3 },
    ];
    const booked = await g.book(
      tent("2027-03-15", "2027-03-17", {
        extras: chosen,
        phone: "050 123 4567",
        specialRequests: "Vegetarian",
      }),
    );
    for (const body of [
      tent("2027-03-15", "2027-03-17"),
      tent("2027-03-15", "2027-03-17", { extras: [...chosen].reverse() }),
    ]) {
      const same = await g.check(booked._id, body);
      expect(same.statusCode).toBe(400);
      expect(same.json().code).toBe("CHANGE_SAME_AS_BOOKING");
    }
    // Only the activities change: one more hiker is a change of its own.
    const more = await g.check(
      booked._id,
      tent("2027-03-15", "2027-03-17", {
        extras: [chosen[0], { ...chosen[1], quantity: 4 }],
      }),
    );
    expect(more.statusCode).toBe(200);
    expect(more.json().data).toMatchObject({ difference: 120 });
  });

  it("a shifted activity day that is sold out refuses the change with 409 and leaves the booking", async () => {
    const camping = await extraBySlug("camping"); // 3 groups a day, Thursday to Saturday
    const g = await guest();
    // Thursday 4 March to Saturday 6 March, camping on the Thursday.
    const booked = await g.book(
      tent("2027-03-04", "2027-03-06", {
        extras: [{ id: camping.id, date: "2027-03-04", quantity: 1 }],
      }),
    );
    const before = await readBooking(booked._id);
    const claimsBefore = await liveClaimsOf(booked._id);
    // Another guest takes every camping group on Friday 5 March.
    const other = await guest();
    await other.book(
      tent("2027-03-05", "2027-03-06", {
        extras: [{ id: camping.id, date: "2027-03-05", quantity: 3 }],
      }),
    );
    const moved = await g.check(booked._id, tent("2027-03-05", "2027-03-07"));
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      code: "EXTRA_SOLD_OUT",
      params: { activity: "Camping", date: "2027-03-05", remaining: 0 },
    });
    // A day the activity is not offered (camping on a Sunday) is the usual 400 on the activity.
    const sunday = await g.check(booked._id, tent("2027-03-07", "2027-03-09"));
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().errors).toEqual({
      "extras.0.date": "This activity is not offered on that day",
    });
    expect(await readBooking(booked._id)).toEqual(before);
    expect(await liveClaimsOf(booked._id)).toEqual(claimsBefore);
    // The guest edits the activities, and the move goes through.
    const edited = await g.check(booked._id, tent("2027-03-05", "2027-03-07", { extras: [] }));
    expect(edited.statusCode).toBe(200);
  });
});
