import { resortInstantOf, resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import {
  adminWaitingListResponseSchema,
  myWaitingListResponseSchema,
} from "@camp/shared/waiting-list/waiting-list";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryClaims, quotes, waitingListEntries } from "../src/db/schema";
import { updateUserLanguage } from "../src/features/auth/user-repository";
import { runWaitingList } from "../src/features/waiting-list/offer-freed-units";
import { waitingListQuotes } from "../src/features/waiting-list/waiting-list-offers";
import { bookingClient, liveClaimsOf, seedBooking, TEST_CARDS } from "./helpers/booking-helpers";
import { outboxRows } from "./helpers/outbox";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * The waiting list (decision 033) through the API, on PGlite and on PostgreSQL: who may
 * join and when, the offer job making one offer per freed unit in the order guests joined, the
 * offered quote paid through the real payment calls, offers lapsing to the next guest, leaving,
 * and entries expiring with their dates. The test clock only moves forward: each part books its
 * own stay from where it stands.
 */
let testApp: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
    // A fee line in every master-room price: the offer must price it as check-availability does.
    TAX_TOURISM_FEE_MASTER: "15",
  });
  admin = await signIn(testApp, "owner");
});
afterAll(() => testApp.close());

type Guest = Awaited<ReturnType<typeof guest>>;

/**
 * A signed-in guest whose account writes its emails in `emailLanguage` (set on the account page),
 * browsing the site in the other language: the page's language must not decide the emails.
 */
async function guest(emailLanguage?: "en" | "ar") {
  const { user, cookie } = await signIn(testApp);
  if (emailLanguage) {
    const set = await testApp.app.inject({
      method: "PUT",
      url: "/api/auth/me/language",
      headers: { cookie },
      payload: { language: emailLanguage },
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  const pageLanguage = emailLanguage === "ar" ? "en" : "ar";
  const headers = { cookie: emailLanguage ? `${cookie}; lang=${pageLanguage}` : cookie };
  const inject = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    user,
    headers,
    client: bookingClient(testApp, headers.cookie),
    join: (body: object) => inject("POST", "/api/waiting-list", body),
    mine: () => inject("GET", "/api/waiting-list/me"),
    leave: (id: string) => inject("DELETE", `/api/waiting-list/${id}`),
    promo: (quoteId: string, promoCode: string | null) =>
      inject("POST", `/api/booking/quote/${quoteId}/promo`, { promoCode }),
    cancel: (bookingId: string, expectedRefundAmount: number) =>
      inject("POST", `/api/booking/${bookingId}/cancel`, { expectedRefundAmount }),
  };
}

const today = () => resortToday(testApp.clock.now());
const runJob = () => runWaitingList(testApp.ctx, waitingListQuotes);

const roomStay = (roomType: "master" | "kids", checkIn: string, quantity = 1, nights = 2) => ({
  serviceType: "room",
  roomType,
  checkIn,
  checkOut: addDaysIso(checkIn, nights),
  quantity,
  guests: quantity,
});

/** Books `quantity` rooms through the real payment calls; answers the booking. */
async function book(stay: ReturnType<typeof roomStay>) {
  const booker = await guest();
  const guestCookie = { user: booker.user, cookie: booker.headers.cookie };
  const { booking } = await seedBooking(testApp, stay, { guest: guestCookie });
  return { booker, id: booking._id, totalAmount: booking.totalAmount };
}

/** All six master rooms sold for the stay: four, one, and the one a test cancels. */
async function fillMasterRooms(checkIn: string) {
  await book(roomStay("master", checkIn, 4));
  await book(roomStay("master", checkIn, 1));
  return book(roomStay("master", checkIn, 1));
}

async function entryRow(id: string) {
  const [row] = await testApp.ctx.db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.id, id));
  return row;
}

async function quoteRow(id: string) {
  const [row] = await testApp.ctx.db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

describe("[WAITING LIST] who may join, and when", () => {
  it("refuses a visitor (401)", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/waiting-list",
      payload: roomStay("master", addDaysIso(today(), 20)),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHENTICATED");
  });

  it("refuses a stay that has room: book it instead (409 WAITING_LIST_NOT_NEEDED)", async () => {
    const response = await (await guest()).join(roomStay("master", addDaysIso(today(), 20)));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("WAITING_LIST_NOT_NEEDED");
  });

  it("refuses bad fields exactly as check-availability does", async () => {
    const asker = await guest();
    const checkIn = addDaysIso(today(), 20);
    const single = [
      { ...roomStay("master", checkIn), checkIn: "2020-01-01" },
      { ...roomStay("master", checkIn), checkOut: checkIn },
      { ...roomStay("master", checkIn), quantity: 9 },
      { ...roomStay("master", checkIn), guests: 40 },
      { ...roomStay("master", checkIn), serviceType: "boat" },
      { checkIn },
    ];
    for (const body of single) {
      const joined = await asker.join(body);
      const checked = await asker.client.quote(body);
      expect(joined.statusCode, JSON.stringify(body)).toBe(400);
      expect(joined.json()).toEqual(checked.json());
      expect(Object.keys(joined.json().errors ?? {}), JSON.stringify(body)).not.toEqual([]);
    }
    const pkg = {
      checkIn,
      checkOut: addDaysIso(checkIn, 1),
      services: {
        room: { master: { quantity: 2, guests: 2 }, kids: { quantity: 1, guests: 0 } },
        camp: { quantity: 2, guests: 0 },
      },
    };
    const joined = await asker.join({ ...pkg, serviceType: "package" });
    const checked = await asker.client.quotePackage(pkg);
    expect(joined.statusCode, joined.body).toBe(400);
    expect(joined.json()).toEqual(checked.json());
  });
});

describe("[WAITING LIST] how many stays one guest may wait for", () => {
  it("refuses a sixth open entry (409 WAITING_LIST_LIMIT_REACHED), and takes one again after leaving", async () => {
    const first = addDaysIso(today(), 210);
    await fillMasterRooms(first);
    const waiter = await guest();
    // Six different stays, each with a sold-out night (the rooms are full on `first` and the next).
    const stays = [
      { checkIn: first, nights: 1 },
      { checkIn: first, nights: 2 },
      { checkIn: first, nights: 3 },
      { checkIn: addDaysIso(first, 1), nights: 1 },
      { checkIn: addDaysIso(first, 1), nights: 2 },
      { checkIn: addDaysIso(first, -1), nights: 2 },
    ].map(({ checkIn, nights }) => roomStay("master", checkIn, 1, nights));
    const ids: string[] = [];
    for (const stay of stays.slice(0, 5)) {
      const joined = await waiter.join(stay);
      expect(joined.statusCode, joined.body).toBe(201);
      ids.push(joined.json().data.id);
    }
    const sixth = await waiter.join(stays[5] as object);
    expect(sixth.statusCode, sixth.body).toBe(409);
    expect(sixth.json()).toMatchObject({
      code: "WAITING_LIST_LIMIT_REACHED",
      params: { limit: 5 },
    });

    expect((await waiter.leave(ids[0] as string)).statusCode).toBe(200);
    const again = await waiter.join(stays[5] as object);
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe("[WAITING LIST] a freed room goes to the first guest waiting, who pays it", () => {
  const checkIn = () => addDaysIso(resortToday(testApp.clock.now()), 30);
  let stayCheckIn: string;
  let cancelled: Awaited<ReturnType<typeof book>>;
  let guestA: Guest;
  let guestB: Guest;
  let entryA: string;
  let entryB: string;
  let offerQuoteId: string;

  it("takes guests in the order they join a sold-out stay, once per stay", async () => {
    stayCheckIn = checkIn();
    cancelled = await fillMasterRooms(stayCheckIn);
    guestA = await guest("en");
    guestB = await guest();

    const joinedA = await guestA.join(roomStay("master", stayCheckIn));
    expect(joinedA.statusCode, joinedA.body).toBe(201);
    entryA = joinedA.json().data.id;
    const joinedB = await guestB.join(roomStay("master", stayCheckIn));
    expect(joinedB.statusCode, joinedB.body).toBe(201);
    entryB = joinedB.json().data.id;

    const again = await guestA.join({ ...roomStay("master", stayCheckIn), guests: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("WAITING_LIST_ALREADY_JOINED");

    // A package needs a master room too: it waits behind them.
    const packager = await guest();
    const pkg = await packager.join({
      serviceType: "package",
      checkIn: stayCheckIn,
      checkOut: addDaysIso(stayCheckIn, 2),
      services: {
        room: { master: { quantity: 1, guests: 2 }, kids: { quantity: 1, guests: 1 } },
        camp: { quantity: 1, guests: 0 },
      },
    });
    expect(pkg.statusCode, pkg.body).toBe(201);

    const mine = myWaitingListResponseSchema.parse((await guestA.mine()).json());
    expect(mine.data).toEqual([
      {
        id: entryA,
        status: "waiting",
        serviceType: "room",
        roomType: "master",
        checkIn: stayCheckIn,
        checkOut: addDaysIso(stayCheckIn, 2),
        quantity: 1,
        units: [{ unit: "room:master", quantity: 1 }],
        createdAt: expect.any(String),
        offerQuoteId: null,
        offerExpiresAt: null,
      },
    ]);
    // The account's language when they joined; the offer is written in the account's language of
    // the day it goes out.
    expect((await entryRow(entryA))?.language).toBe("en");
    expect((await entryRow(entryB))?.language).toBe("en");

    const listed = await testApp.app.inject({
      method: "GET",
      url: `/api/admin/waiting-list?from=${stayCheckIn}&to=${addDaysIso(stayCheckIn, 1)}`,
      headers: { cookie: admin.cookie },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const staffView = adminWaitingListResponseSchema.parse(listed.json()).data;
    expect(staffView.map((entry) => [entry.id, entry.position])).toEqual([
      [entryA, 1],
      [entryB, 2],
      [pkg.json().data.id, 3],
    ]);
    expect(staffView[0]?.guest).toEqual({ name: guestA.user.name, email: guestA.user.email });
    expect(staffView[2]?.units).toEqual([
      { unit: "room:master", quantity: 1 },
      { unit: "room:kids", quantity: 1 },
      { unit: "camp", quantity: 1 },
    ]);
  });

  it("offers nothing while the stay is still full", async () => {
    expect(await runJob()).toEqual([]);
    expect((await entryRow(entryA))?.status).toBe("waiting");
  });

  it("offers a cancelled room to the first guest only, held and emailed in their language", async () => {
    // Guest A chose Arabic for their emails on the account page after joining (and browses in English).
    const chosen = await testApp.app.inject({
      method: "PUT",
      url: "/api/auth/me/language",
      headers: guestA.headers,
      payload: { language: "ar" },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const cancel = await cancelled.booker.cancel(cancelled.id, cancelled.totalAmount);
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect(await runJob()).toEqual([entryA]);
    const offered = await entryRow(entryA);
    expect(offered).toMatchObject({ status: "offered" });
    expect((await entryRow(entryB))?.status).toBe("waiting");
    offerQuoteId = offered?.offerQuoteId as string;
    const holdEnds = testApp.clock.now().getTime() + 120 * 60_000;
    expect(offered?.offerExpiresAt?.getTime()).toBe(holdEnds);

    // The quote is the guest's, in payment with its hold live until the offer ends.
    const detail = await guestA.client.quoteDetail(offerQuoteId);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      state: "paying",
      status: "confirmed",
      holdExpiresAt: new Date(holdEnds).toISOString(),
    });
    expect(await liveClaimsOf(testApp, offerQuoteId)).toHaveLength(2);

    // Priced as check-availability prices the stay for this guest now (that answer is "pending":
    // the offer holds the last room).
    const checked = (await guestA.client.quote(roomStay("master", stayCheckIn))).json().data;
    expect(checked.status).toBe("pending");
    for (const field of ["totalAmount", "price", "nightly", "vatAmount", "tourismFee", "vatRate"]) {
      expect([field, detail.json().data[field]]).toEqual([field, checked[field]]);
    }
    expect(checked.tourismFee).toBe(30);

    const [email, ...others] = await outboxRows(testApp, guestA.user.email);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ template: "waiting-list-offer", language: "ar" });
    // In the email's language, whatever the device that opens it last chose.
    const link = `${testApp.ctx.config.PUBLIC_URL}/payment?quote=${offerQuoteId}&lang=ar`;
    expect(email?.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(email?.text).toContain(link);
    expect(email?.html).toContain('dir="rtl"');
    expect(email?.subject).toContain("الإقامة التي انتظرتها");
    expect(await outboxRows(testApp, guestB.user.email)).toEqual([]);

    // Nobody else gets the held room, and the next run offers nothing more.
    const other = await guest();
    expect((await other.client.quote(roomStay("master", stayCheckIn))).json().data.status).toBe(
      "pending",
    );
    expect(await runJob()).toEqual([]);
  });

  it("is paid through the payment page's calls, whatever else the guest holds, and is booked", async () => {
    // With two more stays held the guest holds as many as one account may (decision 013): a
    // new hold is refused, the offer's own (already placed) is not.
    const holdTent = async (days: number) => {
      const quote = (
        await guestA.client.quote({
          serviceType: "camp",
          checkIn: addDaysIso(today(), days),
          checkOut: addDaysIso(today(), days + 1),
          quantity: 1,
          guests: 1,
        })
      ).json().data;
      return guestA.client.process(quote.quoteId, Math.round(quote.totalAmount * 100));
    };
    for (const days of [40, 41]) expect((await holdTent(days)).statusCode).toBe(200);
    expect((await holdTent(42)).json().code).toBe("HOLD_LIMIT_REACHED");

    const { totalAmount } = (await guestA.client.quoteDetail(offerQuoteId)).json().data;
    const pay = () => guestA.client.process(offerQuoteId, Math.round(totalAmount * 100));
    const refused = await pay();
    expect(refused.statusCode, refused.body).toBe(200);
    const declined = await guestA.client.confirmCard(
      refused.json().client_secret,
      TEST_CARDS.declined,
    );
    expect(declined.statusCode).toBe(402);
    // A refused card does not end the offer's hold: the room stays the guest's to pay.
    expect(await liveClaimsOf(testApp, offerQuoteId)).toHaveLength(2);
    expect(await runJob()).toEqual([]);

    const process = await pay();
    expect(process.statusCode, process.body).toBe(200);
    const confirm = await guestA.client.confirmCard(process.json().client_secret);
    expect(confirm.json().paymentIntent.status).toBe("succeeded");
    const booking = await guestA.client.book(offerQuoteId, process.json().paymentIntentId);
    expect(booking.statusCode, booking.body).toBe(201);
    expect(booking.json().data).toMatchObject({ totalAmount, status: "confirmed" });

    // The guest's list says so at once; the job writes it on its next run.
    expect((await guestA.mine()).json().data[0]).toMatchObject({ id: entryA, status: "booked" });
    expect(await runJob()).toEqual([]);
    expect((await entryRow(entryA))?.status).toBe("booked");
    expect((await guestA.leave(entryA)).json().code).toBe("WAITING_LIST_ENTRY_CLOSED");
    expect((await entryRow(entryB))?.status).toBe("waiting");
  });
});

describe("[WAITING LIST] offers that end unpaid, and guests who leave", () => {
  let stayCheckIn: string;
  let first: Guest;
  let second: Guest;
  let third: Guest;
  let entries: string[];

  it("lapses an offer not paid in time and offers the room to the next guest in the same run", async () => {
    stayCheckIn = addDaysIso(today(), 60);
    const freed = await fillMasterRooms(stayCheckIn);
    first = await guest();
    // No language cookie: the account's language writes the email.
    await updateUserLanguage(testApp.ctx.db, first.user.id, "ar");
    second = await guest("en");
    third = await guest("en");
    entries = [];
    for (const waiting of [first, second, third]) {
      const joined = await waiting.join(roomStay("master", stayCheckIn));
      expect(joined.statusCode, joined.body).toBe(201);
      entries.push(joined.json().data.id);
    }
    await freed.booker.cancel(freed.id, freed.totalAmount);

    expect(await runJob()).toEqual([entries[0]]);
    const firstQuote = (await entryRow(entries[0] as string))?.offerQuoteId as string;
    expect((await outboxRows(testApp, first.user.email))[0]?.language).toBe("ar");

    // The guest opened the payment page but never paid.
    testApp.clock.advance(119 * 60_000);
    expect(await runJob()).toEqual([]);
    testApp.clock.advance(60_000);
    expect(await runJob()).toEqual([entries[1]]);

    expect((await entryRow(entries[0] as string))?.status).toBe("lapsed");
    expect((await quoteRow(firstQuote))?.state).toBe("expired");
    const released = await testApp.ctx.db
      .select()
      .from(inventoryClaims)
      .where(and(eq(inventoryClaims.quoteId, firstQuote), isNull(inventoryClaims.releasedAt)));
    expect(released).toEqual([]);
    // Too late to pay the lapsed offer.
    const { totalAmount } = (await first.client.quoteDetail(firstQuote)).json().data;
    const late = await first.client.process(firstQuote, Math.round(totalAmount * 100));
    expect(late.statusCode).toBe(409);

    const secondEntry = await entryRow(entries[1] as string);
    expect(secondEntry?.status).toBe("offered");
    const [email] = await outboxRows(testApp, second.user.email);
    expect(email).toMatchObject({ template: "waiting-list-offer", language: "en" });
    expect(email?.text).toContain("(Dubai time)");
    expect(email?.text).toContain(`/payment?quote=${secondEntry?.offerQuoteId}&lang=en`);
    expect((await entryRow(entries[2] as string))?.status).toBe("waiting");
  });

  it("lets a guest leave an offer: its hold goes, and the next guest is offered", async () => {
    const secondQuote = (await entryRow(entries[1] as string))?.offerQuoteId as string;
    // Someone else's entry answers as an unknown one.
    const foreign = await third.leave(entries[1] as string);
    expect(foreign.statusCode).toBe(404);
    expect((await third.leave("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);

    // The guest had started paying: the intent is cancelled with the offer.
    const { totalAmount } = (await second.client.quoteDetail(secondQuote)).json().data;
    const process = await second.client.process(secondQuote, Math.round(totalAmount * 100));
    expect(process.statusCode, process.body).toBe(200);

    const left = await second.leave(entries[1] as string);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ success: true });
    expect((await entryRow(entries[1] as string))?.status).toBe("left");
    expect(await liveClaimsOf(testApp, secondQuote)).toEqual([]);
    expect((await quoteRow(secondQuote))?.state).toBe("expired");
    const confirm = await second.client.confirmCard(process.json().client_secret);
    expect(confirm.statusCode).not.toBe(200);

    const again = await second.leave(entries[1] as string);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("WAITING_LIST_ENTRY_CLOSED");

    expect(await runJob()).toEqual([entries[2]]);
  });

  it("lets a guest leave while waiting, and lists what the guest left", async () => {
    const stay = addDaysIso(today(), 70);
    await fillMasterRooms(stay);
    const joined = await third.join(roomStay("master", stay));
    const left = await third.leave(joined.json().data.id);
    expect(left.statusCode).toBe(200);
    const mine = myWaitingListResponseSchema.parse((await third.mine()).json()).data;
    expect(mine.map((entry) => entry.status)).toEqual(["left", "offered"]);
  });
});

describe("[WAITING LIST] a promo code on the offer's payment page", () => {
  it("keeps the offer: the new quote holds the room until the offer ends, and is the one booked", async () => {
    const stayCheckIn = addDaysIso(today(), 80);
    const freed = await fillMasterRooms(stayCheckIn);
    const offered = await guest();
    const next = await guest();
    const entry = (await offered.join(roomStay("master", stayCheckIn))).json().data.id as string;
    const nextEntry = (await next.join(roomStay("master", stayCheckIn))).json().data.id as string;
    await freed.booker.cancel(freed.id, freed.totalAmount);
    expect(await runJob()).toEqual([entry]);
    const first = await entryRow(entry);
    const offerQuoteId = first?.offerQuoteId as string;
    const offerEnds = first?.offerExpiresAt as Date;
    const before = (await offered.client.quoteDetail(offerQuoteId)).json().data;
    // The guest had started paying: that intent is cancelled with the old quote.
    const started = await offered.client.process(
      offerQuoteId,
      Math.round(before.totalAmount * 100),
    );
    expect(started.statusCode, started.body).toBe(200);

    const code = `WAIT${Date.now()}`;
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/promo-codes",
      payload: { code, percentOff: 10 },
      headers: { cookie: admin.cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    testApp.clock.advance(10 * 60_000);
    const applied = await offered.promo(offerQuoteId, code);
    expect(applied.statusCode, applied.body).toBe(201);
    const priced = applied.json().data;
    expect(priced.quoteId).not.toBe(offerQuoteId);
    expect(priced.status).toBe("confirmed");
    expect(priced.totalAmount).toBeLessThan(before.totalAmount);
    expect(priced.expiresAt).toBe(offerEnds.toISOString());

    // The entry follows its new quote, still offered, ending when it did.
    expect(await entryRow(entry)).toMatchObject({
      status: "offered",
      offerQuoteId: priced.quoteId,
      offerExpiresAt: offerEnds,
    });
    expect((await offered.client.quoteDetail(priced.quoteId)).json().data).toMatchObject({
      state: "paying",
      holdExpiresAt: offerEnds.toISOString(),
    });
    expect(await liveClaimsOf(testApp, offerQuoteId)).toEqual([]);
    expect((await quoteRow(offerQuoteId))?.state).toBe("expired");
    const cancelledIntent = await testApp.ctx.payments.retrieveIntent(
      started.json().paymentIntentId,
    );
    expect(cancelledIntent.status).toBe("canceled");
    // The room never went back on sale: nobody else gets it, the next guest is not offered it.
    expect(
      (await liveClaimsOf(testApp, priced.quoteId)).filter(
        (claim) => claim.unitKey === "room:master",
      ),
    ).toHaveLength(2);
    const other = await guest();
    expect((await other.client.quote(roomStay("master", stayCheckIn))).json().data.status).toBe(
      "pending",
    );
    expect(await runJob()).toEqual([]);
    expect((await entryRow(nextEntry))?.status).toBe("waiting");

    // Paid through the payment page's calls, it is the offer booked.
    const process = await offered.client.process(
      priced.quoteId,
      Math.round(priced.totalAmount * 100),
    );
    expect(process.statusCode, process.body).toBe(200);
    await offered.client.confirmCard(process.json().client_secret);
    const booking = await offered.client.book(priced.quoteId, process.json().paymentIntentId);
    expect(booking.statusCode, booking.body).toBe(201);
    expect(await runJob()).toEqual([]);
    expect((await entryRow(entry))?.status).toBe("booked");
  });
});

describe("[WAITING LIST] staff's list", () => {
  it("refuses a range that is empty or longer than 366 nights", async () => {
    const ask = (query: string) =>
      testApp.app.inject({
        method: "GET",
        url: `/api/admin/waiting-list?${query}`,
        headers: { cookie: admin.cookie },
      });
    const from = today();
    for (const query of [
      `from=${from}&to=${from}`,
      `from=${from}&to=${addDaysIso(from, 367)}`,
      `from=${from}&to=soon`,
      `from=${from}`,
    ]) {
      const response = await ask(query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
    expect((await ask(`from=${from}&to=${addDaysIso(from, 366)}`)).statusCode).toBe(200);
  });
});

describe("[WAITING LIST] entries whose dates pass", () => {
  it("expire, and an offer still held lets its room go with them", async () => {
    // Late on a day in Dubai, for a one-night stay starting tonight.
    const night = today();
    testApp.clock.set(resortInstantOf(night, "23:00"));
    await book(roomStay("kids", night, 3, 1));
    const freed = await book(roomStay("kids", night, 1, 1));
    const offeredGuest = await guest();
    const waitingGuest = await guest();
    const offeredEntry = (await offeredGuest.join(roomStay("kids", night, 1, 1))).json().data.id;
    const waitingEntry = (await waitingGuest.join(roomStay("kids", night, 1, 1))).json().data.id;

    const cancelled = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${freed.id}/cancel`,
      payload: {},
      headers: { cookie: admin.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await runJob()).toEqual([offeredEntry]);
    const quoteId = (await entryRow(offeredEntry))?.offerQuoteId as string;

    // Past midnight in Dubai, the offer still within its two hours.
    testApp.clock.advance(90 * 60_000);
    expect(today()).toBe(addDaysIso(night, 1));
    expect(await runJob()).toEqual([]);
    expect((await entryRow(offeredEntry))?.status).toBe("expired");
    expect((await entryRow(waitingEntry))?.status).toBe("expired");
    expect((await quoteRow(quoteId))?.state).toBe("expired");
    expect(
      await testApp.ctx.db
        .select()
        .from(inventoryClaims)
        .where(and(eq(inventoryClaims.quoteId, quoteId), isNull(inventoryClaims.releasedAt))),
    ).toEqual([]);
    const leave = await waitingGuest.leave(waitingEntry);
    expect(leave.json().code).toBe("WAITING_LIST_ENTRY_CLOSED");
  });
});
