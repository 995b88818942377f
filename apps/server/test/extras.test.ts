import { and, eq, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, extras, inventoryClaims, roomTypes } from "../src/db/schema";
import { bookingClient } from "./helpers/booking-helpers";
import { multipart } from "./helpers/multipart";
import { outboxRows } from "./helpers/outbox";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Activities sold as extras (docs/decisions/021): the public list, prices on the
 * quote, the ledger's stock per day (held, booked, released), refusals, and the console's calls.
 * The test clock stands on Friday 20 November 2026 (Dubai).
 */
let testApp: TestApp;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000" });
  admin = (await signIn(testApp, "owner")).cookie;
});
afterAll(() => testApp.close());

type PublicExtra = { id: string; slug: string; name: string; priceType: string; price: number };

async function extraList(lang = "en"): Promise<PublicExtra[]> {
  const response = await testApp.app.inject({ method: "GET", url: `/api/extras?lang=${lang}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function extraBySlug(slug: string): Promise<PublicExtra> {
  const found = (await extraList()).find((extra) => extra.slug === slug);
  if (!found) throw new Error(`no extra ${slug}`);
  return found;
}

async function guest() {
  const { cookie, user } = await signIn(testApp);
  return {
    client: bookingClient(testApp, cookie),
    cookie,
    userId: user.id as string,
    email: user.email as string,
  };
}

/** One tent from Tuesday 1 to Thursday 3 December: the nights of the 1st and the 2nd. */
const tentStay = (
  extrasChosen: object[],
  dates = { checkIn: "2026-12-01", checkOut: "2026-12-03" },
) => ({
  serviceType: "camp",
  ...dates,
  quantity: 1,
  guests: 2,
  extras: extrasChosen,
});

const liveExtraClaims = (extraId: string) =>
  testApp.ctx.db
    .select()
    .from(inventoryClaims)
    .where(
      and(eq(inventoryClaims.unitKey, `extra:${extraId}`), isNull(inventoryClaims.releasedAt)),
    );

async function remaining(extraId: string, date: string) {
  const to = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const response = await testApp.app.inject({
    method: "GET",
    url: `/api/extras/availability?from=${date}&to=${to}`,
  });
  expect(response.statusCode).toBe(200);
  const extra = response.json().data.find((row: { id: string }) => row.id === extraId);
  return extra?.days[0]?.remaining as number;
}

describe("[EXTRAS] the public list", () => {
  it("lists the six activities and the BBQ setup, for anyone, in the contract's shape", async () => {
    const list = await extraList();
    expect(list.map((extra) => extra.slug)).toEqual([
      "mountain-hiking",
      "horse-riding",
      "car-safari",
      "bonfire",
      "stargazing",
      "camping",
      "bbq-setup",
    ]);
    expect(list[2]).toMatchObject({ name: "Car safari", priceType: "person", price: 300 });
    expect(list[6]).toMatchObject({ name: "BBQ setup", priceType: "group", price: 350 });
    expect(list[0]).toMatchObject({ imageUrl: "/media/seed-extra-mountain-hiking.webp" });
    expect((await extraList("ar"))[2]?.name).toBe("رحلة سفاري بالسيارة");
  });
});

describe("[EXTRAS] priced on the quote", () => {
  it("adds each activity-day to the total and lists it on the quote", async () => {
    const safari = await extraBySlug("car-safari");
    const bbq = await extraBySlug("bbq-setup");
    const { client } = await guest();
    const quote = await client.quote(
      tentStay([
        { id: bbq.id, date: "2026-12-02", quantity: 1 },
        { id: safari.id, date: "2026-12-01", quantity: 2 },
      ]),
    );
    expect(quote.statusCode).toBe(200);
    // Two tent nights at 450, two safari seats at 300, one BBQ at 350.
    expect(quote.json().data).toMatchObject({ status: "confirmed", totalAmount: 900 + 600 + 350 });
    const detail = (await client.quoteDetail(quote.json().data.quoteId)).json().data;
    expect(detail.lines).toEqual([
      {
        service: "camp",
        quantity: 1,
        perNight: 450,
        amount: 900,
        nightly: [
          { date: "2026-12-01", amount: 450 },
          { date: "2026-12-02", amount: 450 },
        ],
      },
    ]);
    expect(detail.extras).toEqual([
      {
        extraId: safari.id,
        name: "Car safari",
        nameAr: "رحلة سفاري بالسيارة",
        priceType: "person",
        date: "2026-12-01",
        quantity: 2,
        unitPrice: 300,
        amount: 600,
      },
      expect.objectContaining({ extraId: bbq.id, date: "2026-12-02", quantity: 1, amount: 350 }),
    ]);
  });

  it("prices activities on a package too", async () => {
    const hike = await extraBySlug("mountain-hiking");
    const { client } = await guest();
    const quote = await client.quotePackage({
      checkIn: "2026-12-01",
      checkOut: "2026-12-02",
      services: {
        room: { master: { quantity: 1, guests: 2 }, kids: { quantity: 1, guests: 0 } },
        camp: { quantity: 1, guests: 0 },
      },
      extras: [{ id: hike.id, date: "2026-12-01", quantity: 3 }],
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data.totalAmount).toBe(950 + 650 + 450 + 3 * 120);
  });

  it.each([
    [
      "a day it is not offered (horse riding on a Wednesday)",
      "horse-riding",
      "2026-12-02",
      1,
      "This activity is not offered on that day",
    ],
    [
      "the check-out day",
      "car-safari",
      "2026-12-03",
      1,
      "Choose a day of your stay (from check-in to the day before check-out)",
    ],
    ["no people", "car-safari", "2026-12-01", 0, "Choose between 1 and 50"],
  ])("refuses %s with 400", async (_label, slug, date, quantity, message) => {
    const extra = await extraBySlug(slug);
    const { client } = await guest();
    const response = await client.quote(tentStay([{ id: extra.id, date, quantity }]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", message });
  });

  it("refuses an unknown activity, and the same activity twice on a day", async () => {
    const safari = await extraBySlug("car-safari");
    const { client } = await guest();
    const unknown = await client.quote(
      tentStay([{ id: "8f0e1a4c-0000-4000-8000-000000000000", date: "2026-12-01", quantity: 1 }]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ "extras.0.id": "This activity is not available" });
    const twice = await client.quote(
      tentStay([
        { id: safari.id, date: "2026-12-01", quantity: 1 },
        { id: safari.id, date: "2026-12-01", quantity: 1 },
      ]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({
      "extras.1.date": "Each activity can be added once per day",
    });
  });

  it("a sold-out activity day refuses the quote with 409 EXTRA_SOLD_OUT, even when the stay would be a request", async () => {
    const camping = await extraBySlug("camping"); // 3 groups a day, Thursday to Saturday
    const stay = { checkIn: "2026-12-04", checkOut: "2026-12-05" }; // Friday
    const kidsRoom = (quantity: number) => ({
      serviceType: "room",
      roomType: "kids",
      ...stay,
      quantity: 1,
      guests: 1,
      extras: [{ id: camping.id, date: "2026-12-04", quantity }],
    });
    const [kids] = await testApp.ctx.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.roomType, "kids"));
    // One kids room in all, so the second stay below is short of rooms: a pending request.
    await testApp.ctx.db
      .update(roomTypes)
      .set({ totalRooms: 1 })
      .where(eq(roomTypes.roomType, "kids"));
    try {
      const first = await guest();
      const booked = await first.client.payAndBook(kidsRoom(2));
      expect(booked.booking.statusCode).toBe(201);
      expect(await remaining(camping.id, "2026-12-04")).toBe(1);

      const second = await guest();
      const tooMany = await second.client.quote(kidsRoom(2));
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toMatchObject({
        code: "EXTRA_SOLD_OUT",
        params: { activity: "Camping", activityAr: "التخييم", date: "2026-12-04", remaining: 1 },
      });
      // What is left still sells, with the stay as a request staff decide on.
      const fits = await second.client.quote(kidsRoom(1));
      expect(fits.statusCode).toBe(200);
      expect(fits.json().data.status).toBe("pending");
    } finally {
      await testApp.ctx.db
        .update(roomTypes)
        .set({ totalRooms: kids?.totalRooms ?? 1 })
        .where(eq(roomTypes.roomType, "kids"));
    }
  });
});

describe("[EXTRAS] held, booked and released with the stay", () => {
  it("holds the activity's day, books it, lists it, and cancelling gives it back with the refund", async () => {
    const stargazing = await extraBySlug("stargazing"); // 15 people a day
    const { client, cookie, email } = await guest();
    const date = "2026-12-10";
    const stay = { checkIn: "2026-12-10", checkOut: "2026-12-12" };
    const quote = await client.quote(tentStay([{ id: stargazing.id, date, quantity: 4 }], stay));
    const { quoteId, totalAmount } = quote.json().data;
    expect(totalAmount).toBe(900 + 4 * 150);

    const process = await client.process(quoteId, totalAmount * 100);
    expect(process.statusCode).toBe(200);
    const held = await liveExtraClaims(stargazing.id);
    expect(held).toEqual([
      expect.objectContaining({ night: date, quantity: 4, quoteId, bookingId: null }),
    ]);
    expect(await remaining(stargazing.id, date)).toBe(11);

    await client.confirmCard(process.json().client_secret);
    const booking = await client.book(quoteId, process.json().paymentIntentId);
    expect(booking.statusCode).toBe(201);
    const bookingId = booking.json().data._id;
    expect(booking.json().data.extras).toEqual([
      expect.objectContaining({ name: "Stargazing", date, quantity: 4, amount: 600 }),
    ]);
    const claims = await liveExtraClaims(stargazing.id);
    expect(claims).toEqual([
      expect.objectContaining({ night: date, quantity: 4, bookingId, holdExpiresAt: null }),
    ]);

    // The confirmation email lists the activity beside the stay.
    const [mail] = await outboxRows(testApp, email);
    expect(mail?.text).toMatch(/Stargazing, Thursday,? 10 December 2026: 4 people × AED\s150/);

    const mine = (await client.myBookings()).json().booking.data;
    expect(mine[0].extras).toHaveLength(1);

    const detail = await testApp.app.inject({
      method: "GET",
      url: `/api/admin/bookings/${bookingId}`,
      headers: { cookie: admin },
    });
    expect(detail.json().data.extras).toEqual([expect.objectContaining({ name: "Stargazing" })]);
    expect(detail.json().data.priceLines).toEqual([
      expect.objectContaining({ service: "camp", quantity: 1, perNight: 450, amount: 900 }),
    ]);
    expect(detail.json().data.discount).toBeNull();

    // Weeks ahead: the full refund, which is the whole total, activities included.
    const cancel = await testApp.app.inject({
      method: "POST",
      url: `/api/booking/${bookingId}/cancel`,
      headers: { cookie },
      payload: { expectedRefundAmount: 1500 },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: "cancelled", refundedAmount: 1500 });
    expect(await liveExtraClaims(stargazing.id)).toEqual([]);
    expect(await remaining(stargazing.id, date)).toBe(15);
  });

  it("an activity sold out between the quote and the payment refuses the hold", async () => {
    const bonfire = await extraBySlug("bonfire"); // 4 groups a day
    const stay = { checkIn: "2026-12-15", checkOut: "2026-12-16" };
    const choice = [{ id: bonfire.id, date: "2026-12-15", quantity: 3 }];
    const late = await guest();
    const lateQuote = (await late.client.quote(tentStay(choice, stay))).json().data;
    const early = await guest();
    expect((await early.client.payAndBook(tentStay(choice, stay))).booking.statusCode).toBe(201);
    const process = await late.client.process(lateQuote.quoteId, lateQuote.totalAmount * 100);
    expect(process.statusCode).toBe(409);
    expect(process.json().code).toBe("NO_LONGER_AVAILABLE");
  });
});

describe("[EXTRAS] the console", () => {
  const bbqForTwo = {
    name: "Sunset tea",
    nameAr: "شاي الغروب",
    description: "Karak tea and dates on the dune.",
    descriptionAr: "شاي كرك وتمر على الكثيب.",
    priceType: "group",
    price: 80.5,
    dailyCapacity: 2,
    days: [5, 6],
  };

  const call = (method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });

  it("refuses visitors and guests", async () => {
    const { cookie } = await guest();
    expect((await call("GET", "/api/admin/extras")).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/extras", cookie)).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/extras", cookie, bbqForTwo)).statusCode).toBe(403);
  });

  it("creates, edits, pictures and takes off sale an activity, each audit-logged", async () => {
    const created = await call("POST", "/api/admin/extras", admin, bbqForTwo);
    expect(created.statusCode).toBe(201);
    const extra = created.json().data;
    expect(extra).toMatchObject({ slug: "sunset-tea", price: 80.5, active: true, days: [5, 6] });
    expect((await extraList()).some((row) => row.id === extra.id)).toBe(true);

    const invalid = await call("POST", "/api/admin/extras", admin, { ...bbqForTwo, days: [] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ days: "Choose at least one day of the week" });

    const edited = await call("PATCH", `/api/admin/extras/${extra.id}`, admin, {
      price: 95,
      dailyCapacity: 3,
    });
    expect(edited.json().data).toMatchObject({ price: 95, dailyCapacity: 3, name: "Sunset tea" });

    const sharp = (await import("sharp")).default;
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#c96" },
    })
      .png()
      .toBuffer();
    const body = multipart([{ name: "image", value: png, fileName: "tea.png", type: "image/png" }]);
    const upload = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/extras/${extra.id}/picture`,
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().data.imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);

    const off = await call("PATCH", `/api/admin/extras/${extra.id}`, admin, { active: false });
    expect(off.json().data.active).toBe(false);
    expect((await extraList()).some((row) => row.id === extra.id)).toBe(false);
    // Off sale: a quote naming it is refused; the console still lists it.
    const { client } = await guest();
    const refused = await client.quote(
      tentStay([{ id: extra.id, date: "2026-12-04", quantity: 1 }], {
        checkIn: "2026-12-04",
        checkOut: "2026-12-05",
      }),
    );
    expect(refused.json().errors).toEqual({ "extras.0.id": "This activity is not available" });
    const list = (await call("GET", "/api/admin/extras", admin)).json().data;
    expect(list.find((row: { id: string }) => row.id === extra.id)).toMatchObject({
      active: false,
    });

    const audit = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, extra.id), like(auditLog.action, "extra.%")));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "extra.create",
      "extra.deactivate",
      "extra.picture",
      "extra.update",
    ]);
    const update = audit.find((row) => row.action === "extra.update");
    expect(update?.before).toMatchObject({ priceMinor: 8050, dailyCapacity: 2 });
    expect(update?.after).toMatchObject({ priceMinor: 9500, dailyCapacity: 3 });
  });

  it("answers 404 for an activity that does not exist", async () => {
    const response = await call(
      "PATCH",
      "/api/admin/extras/8f0e1a4c-0000-4000-8000-000000000000",
      admin,
      { price: 10 },
    );
    expect(response.statusCode).toBe(404);
    const row = await testApp.ctx.db.select().from(extras).where(eq(extras.slug, "bonfire"));
    expect(row).toHaveLength(1);
  });
});
