import { bookingReference } from "@camp/shared/booking/booking-reference";
import { resortInstantOf, resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookingNotes,
  bookings,
  inventoryClaims,
  quotes,
  roomTypes,
  users,
} from "../src/db/schema";
import { fulfilQuote } from "../src/features/payments/fulfil-booking";
import { reconcilePayments } from "../src/features/payments/reconcile-payments";
import { createIntentOfQuote } from "../src/features/payments/start-payment";
import { findQuote, setQuoteIntent } from "../src/features/quotes/quote-repository";
import { bookingClient } from "./helpers/booking-helpers";
import { outboxRows } from "./helpers/outbox";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { isRealPostgres } from "./helpers/test-database";

/**
 * POST /api/admin/bookings (decision 055): staff take a booking for a caller, a walk-in or an
 * agent, priced exactly as the website prices it for the guest's account, held for a payment link
 * or confirmed with the whole amount due at the desk; the console's list and detail show who took
 * it and where it came from.
 */
let testApp: TestApp;
let deskCookie: string;
let deskUserId: string;
let ownerCookie: string;

beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
  });
  const desk = await signIn(testApp, "front_desk");
  deskCookie = desk.cookie;
  deskUserId = desk.user.id;
  ownerCookie = (await signIn(testApp, "owner")).cookie;
});
afterAll(() => testApp?.close());

const call = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const staffBook = (payload: object, cookie = deskCookie) =>
  call("POST", "/api/admin/bookings", cookie, payload);

let phoneNumber = 0;
/** A caller with a phone of their own (E.164) and no email, unless given. */
const caller = (extra: object = {}) => {
  phoneNumber += 1;
  return {
    name: "Layla Caller",
    phone: `+97150${String(1_000_000 + phoneNumber).slice(-7)}`,
    language: "ar",
    ...extra,
  };
};

const kidsStay = (checkIn: string, checkOut: string, quantity = 1) => ({
  serviceType: "room",
  roomType: "kids",
  checkIn,
  checkOut,
  quantity,
  guests: quantity,
});

const packageStay = (checkIn: string, checkOut: string) => ({
  checkIn,
  checkOut,
  services: {
    room: { master: { quantity: 1, guests: 2 }, kids: { quantity: 1, guests: 0 } },
    camp: { quantity: 1, guests: 0 },
  },
});

async function extraId(slug: string): Promise<string> {
  const list = await call("GET", "/api/extras?lang=en");
  const found = list.json().data.find((extra: { slug: string }) => extra.slug === slug);
  if (!found) throw new Error(`no extra ${slug}`);
  return found.id;
}

const liveClaimsOfBooking = (bookingId: string) =>
  testApp.ctx.db
    .select()
    .from(inventoryClaims)
    .where(and(eq(inventoryClaims.bookingId, bookingId), isNull(inventoryClaims.releasedAt)));

const liveHoldsOfQuote = (quoteId: string) =>
  testApp.ctx.db
    .select()
    .from(inventoryClaims)
    .where(
      and(
        eq(inventoryClaims.quoteId, quoteId),
        isNull(inventoryClaims.releasedAt),
        isNull(inventoryClaims.bookingId),
      ),
    );

/** The guest pays the link's quote with the sandbox card; the webhook's fulfilment books it. */
async function payLinkQuote(quoteId: string) {
  const quote = await findQuote(testApp.ctx.db, quoteId);
  if (!quote) throw new Error("no quote");
  const intent = await createIntentOfQuote(testApp.ctx, quote, quote.userId);
  await setQuoteIntent(testApp.ctx.db, quoteId, {
    paymentIntentId: intent.id,
    paymentProvider: "sandbox",
    updatedAt: testApp.clock.now(),
  });
  const confirm = await bookingClient(testApp, "").confirmCard(intent.clientSecret);
  expect(confirm.statusCode, confirm.body).toBe(200);
  const paid = await testApp.ctx.payments.retrieveIntent(intent.id);
  return fulfilQuote(testApp.ctx, quoteId, paid, "webhook");
}

describe("who may take a booking at the desk", () => {
  const body = () => ({
    ...kidsStay("2026-12-10", "2026-12-11"),
    guest: caller(),
    source: "phone",
  });

  it("refuses nobody signed in (401) and a guest account (403)", async () => {
    expect((await call("POST", "/api/admin/bookings", undefined, body())).statusCode).toBe(401);
    const guest = await signIn(testApp);
    const refused = await staffBook(body(), guest.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");
  });

  it.each(["revenue", "accountant"] as const)(
    "refuses %s: 403 FORBIDDEN_FOR_ROLE",
    async (role) => {
      const staff = await signIn(testApp, role);
      const refused = await staffBook(body(), staff.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("FORBIDDEN_FOR_ROLE");
    },
  );

  it.each(["owner", "manager", "front_desk"] as const)("lets %s take one", async (role) => {
    const staff = await signIn(testApp, role);
    const made = await staffBook({ ...body(), payment: "at_desk" }, staff.cookie);
    expect(made.statusCode, made.body).toBe(201);
  });
});

describe("bad input: 400 with the field named, in words the web app has in Arabic", () => {
  const stay = kidsStay("2026-12-12", "2026-12-13");

  it.each([
    ["a hold over 168 hours", { holdHours: 169 }, "holdHours", deskSalesMessages.holdHoursInvalid],
    ["a hold of 0 hours", { holdHours: 0 }, "holdHours", deskSalesMessages.holdHoursInvalid],
    ["a fractional hold", { holdHours: 1.5 }, "holdHours", deskSalesMessages.holdHoursInvalid],
    [
      "a guest with neither phone nor email",
      { guest: { name: "No Contact", language: "en" } },
      "guest.phone",
      deskSalesMessages.guestContactRequired,
    ],
    ["an unknown source", { source: "carrier_pigeon" }, "source", deskSalesMessages.sourceInvalid],
    ["the website as a source", { source: "website" }, "source", deskSalesMessages.sourceInvalid],
    [
      "a bad language",
      { guest: { name: "Sam", phone: "+971501112233", language: "fr" } },
      "guest.language",
      deskSalesMessages.guestLanguageInvalid,
    ],
    [
      "no guest name",
      { guest: { name: " ", phone: "+971501112233", language: "en" } },
      "guest.name",
      deskSalesMessages.guestNameRequired,
    ],
    [
      "a bad email",
      { guest: { name: "Sam", email: "not-an-email", language: "en" } },
      "guest.email",
      deskSalesMessages.guestEmailInvalid,
    ],
    [
      "an unknown way to pay",
      { payment: "cheque" },
      "payment",
      deskSalesMessages.paymentChoiceInvalid,
    ],
    [
      "an agent reference too long",
      { agentReference: "A".repeat(61) },
      "agentReference",
      deskSalesMessages.agentReferenceTooLong,
    ],
    ["a note too long", { note: "n".repeat(1001) }, "note", deskSalesMessages.noteTooLong],
  ])("%s", async (_, change, field, message) => {
    const refused = await staffBook({ ...stay, guest: caller(), source: "phone", ...change });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe("VALIDATION_ERROR");
    expect(refused.json().errors[field]).toBe(message);
  });

  it("a body that names no service: serviceType named", async () => {
    const { serviceType: _, ...noService } = stay;
    const refused = await staffBook({ ...noService, guest: caller(), source: "phone" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ serviceType: deskSalesMessages.serviceRequired });
  });

  it("a body with both one service and the package's services: services named, nothing dropped", async () => {
    const refused = await staffBook({
      ...stay,
      services: [{ serviceType: "camp", quantity: 1 }],
      guest: caller(),
      source: "phone",
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe("VALIDATION_ERROR");
    expect(refused.json().errors).toEqual({ services: deskSalesMessages.serviceOrServices });
  });

  it("the stay's own fields, as the website's check names them", async () => {
    const refused = await staffBook({
      ...stay,
      checkOut: "2026-12-11",
      guest: caller(),
      source: "phone",
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toContain("checkOut");
  });

  it("not a JSON object: 400, never a 500", async () => {
    const refused = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/bookings",
      headers: { cookie: deskCookie, "content-type": "application/json" },
      payload: "[1,2]",
    });
    expect(refused.statusCode).toBe(400);
  });

  it("every message of the staff booking's schema is a closed, translatable text", async () => {
    // The web app maps each of these English messages to its Arabic (server-messages.ts).
    for (const message of Object.values(deskSalesMessages)) expect(message).toMatch(/^[A-Z]/);
  });
});

describe("a payment link: the units held for the guest until the link's end", () => {
  it("answers 201 with the link, holds the last unit so the website's check is short, and books under the reference it gave once paid", async () => {
    const [checkIn, checkOut] = ["2026-12-15", "2026-12-17"];
    // Three of the four kids rooms taken at the desk: one left.
    const three = await staffBook({
      ...kidsStay(checkIn, checkOut, 3),
      guest: caller(),
      source: "walk_in",
      payment: "at_desk",
    });
    expect(three.statusCode, three.body).toBe(201);

    const made = await staffBook({
      ...kidsStay(checkIn, checkOut),
      guest: caller({ email: "Link.Guest@Example.com" }),
      source: "whatsapp",
      agentReference: "AG-77",
      note: "Calls after 6 pm",
      holdHours: 48,
    });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json().data;
    expect(Object.keys(link).sort()).toEqual([
      "expiresAt",
      "paymentUrl",
      "quoteId",
      "reference",
      "total",
    ]);
    const holdEnd = new Date(testApp.clock.now().getTime() + 48 * 3_600_000).toISOString();
    expect(link.expiresAt).toBe(holdEnd);
    expect(link.paymentUrl).toMatch(
      new RegExp(`^${testApp.ctx.config.PUBLIC_URL}/pay/[A-Za-z0-9_-]{43}$`),
    );
    expect(link.total).toBeGreaterThan(0);

    // The quote is held until the link's end by staff, the units claimed until then.
    const quote = await findQuote(testApp.ctx.db, link.quoteId);
    expect(quote).toMatchObject({
      state: "paying",
      source: "whatsapp",
      agentReference: "AG-77",
      takenBy: deskUserId,
      staffNote: "Calls after 6 pm",
    });
    expect(quote?.holdExpiresAt?.toISOString()).toBe(holdEnd);
    expect(quote?.expiresAt.toISOString()).toBe(holdEnd);
    expect(bookingReference(quote?.reservedBookingId ?? "")).toBe(link.reference);
    const holds = await liveHoldsOfQuote(link.quoteId);
    expect(holds).toHaveLength(2);
    expect(holds.every((hold) => hold.holdExpiresAt?.toISOString() === holdEnd)).toBe(true);

    // The email goes to the address typed, lowercased.
    expect(await outboxRows(testApp, "link.guest@example.com")).toHaveLength(1);

    // The website sees the last room held: its check for it is short.
    const website = await signIn(testApp);
    const check = await bookingClient(testApp, website.cookie).quote(kidsStay(checkIn, checkOut));
    expect(check.statusCode).toBe(200);
    expect(check.json().data.status).toBe("pending");
    expect(check.json().data.shortNights).toHaveLength(2);

    // A day later (within the 48 hours) the guest pays: the booking has the reference given.
    testApp.clock.advance(24 * 3_600_000);
    const outcome = await payLinkQuote(link.quoteId);
    expect(outcome.kind).toBe("booked");
    if (outcome.kind !== "booked") return;
    expect(bookingReference(outcome.booking.id)).toBe(link.reference);
    expect(outcome.booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
      source: "whatsapp",
      agentReference: "AG-77",
      takenBy: deskUserId,
    });
    const notes = await testApp.ctx.db
      .select()
      .from(bookingNotes)
      .where(eq(bookingNotes.bookingId, outcome.booking.id));
    expect(notes.map((note) => [note.text, note.authorId])).toEqual([
      ["Calls after 6 pm", deskUserId],
    ]);
    // Still the one room: the hold became the booking's.
    expect(await liveClaimsOfBooking(outcome.booking.id)).toHaveLength(2);
  });

  it("a stay that does not fit is refused: staff take no requests", async () => {
    const [checkIn, checkOut] = ["2026-12-18", "2026-12-19"];
    await testApp.ctx.db
      .update(roomTypes)
      .set({ totalRooms: 4 })
      .where(eq(roomTypes.roomType, "kids"));
    const full = await staffBook({
      ...kidsStay(checkIn, checkOut, 4),
      guest: caller(),
      source: "phone",
      payment: "at_desk",
    });
    expect(full.statusCode, full.body).toBe(201);
    for (const payment of ["link", "at_desk"]) {
      const refused = await staffBook({
        ...kidsStay(checkIn, checkOut),
        guest: caller(),
        source: "phone",
        payment,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe("NOT_ENOUGH_UNITS");
      expect(refused.json().params).toEqual({ total: 0 });
    }
  });

  it("the hold ends after holdHours (24 by default): the units are on sale again", async () => {
    const [checkIn, checkOut] = ["2026-12-20", "2026-12-21"];
    const made = await staffBook({
      ...kidsStay(checkIn, checkOut, 4),
      guest: caller(),
      source: "phone",
    });
    expect(made.statusCode, made.body).toBe(201);
    const start = testApp.clock.now().getTime();
    expect(made.json().data.expiresAt).toBe(new Date(start + 24 * 3_600_000).toISOString());
    const website = bookingClient(testApp, (await signIn(testApp)).cookie);
    expect((await website.quote(kidsStay(checkIn, checkOut))).json().data.status).toBe("pending");
    // The reconciler leaves an unopened link's hold alone until its end: no intent is no reason.
    testApp.clock.advance(23 * 3_600_000);
    await reconcilePayments(testApp.ctx);
    expect((await findQuote(testApp.ctx.db, made.json().data.quoteId))?.state).toBe("paying");
    expect(await liveHoldsOfQuote(made.json().data.quoteId)).toHaveLength(1);
    expect((await website.quote(kidsStay(checkIn, checkOut))).json().data.status).toBe("pending");
    testApp.clock.advance(3_600_000 + 1_000);
    expect((await website.quote(kidsStay(checkIn, checkOut))).json().data.status).toBe("confirmed");
    // Past its end and the grace, the reconciler closes it.
    testApp.clock.advance(testApp.ctx.config.PAYMENT_GRACE_MINUTES * 60_000 + 1_000);
    await reconcilePayments(testApp.ctx);
    expect((await findQuote(testApp.ctx.db, made.json().data.quoteId))?.state).toBe("expired");
  });

  it("ends a link no later than the end of the stay's check-in day in Dubai, whatever the hours asked", async () => {
    const checkIn = addDaysIso(resortToday(testApp.clock.now()), 1);
    const made = await staffBook({
      ...kidsStay(checkIn, addDaysIso(checkIn, 1), 1),
      guest: caller(),
      source: "walk_in",
      holdHours: 168,
    });
    expect(made.statusCode, made.body).toBe(201);
    const checkInDayEnds = resortInstantOf(addDaysIso(checkIn, 1), "00:00");
    expect(made.json().data.expiresAt).toBe(checkInDayEnds.toISOString());
    const quote = await findQuote(testApp.ctx.db, made.json().data.quoteId);
    expect(quote?.holdExpiresAt?.toISOString()).toBe(checkInDayEnds.toISOString());
  });
});

describe("paid at the desk: confirmed at once, the whole amount due", () => {
  it("books the stay for a caller with a phone alone: units taken, note saved, no email, audited", async () => {
    const [checkIn, checkOut] = ["2026-12-22", "2026-12-24"];
    const guest = caller();
    const made = await staffBook({
      ...kidsStay(checkIn, checkOut, 2),
      specialRequests: "Cot in the room",
      arrivalTime: "17:30",
      guest,
      source: "walk_in",
      payment: "at_desk",
      note: "Pays cash on arrival",
    });
    expect(made.statusCode, made.body).toBe(201);
    const data = made.json().data;
    expect(Object.keys(data).sort()).toEqual(["balanceDue", "bookingId", "reference", "total"]);
    expect(data.balanceDue).toBe(data.total);
    expect(data.reference).toBe(bookingReference(data.bookingId));

    const [booking] = await testApp.ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, data.bookingId));
    expect(booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "pending",
      chargedMinor: 0,
      paymentIntentId: `desk:${data.bookingId}`,
      source: "walk_in",
      takenBy: deskUserId,
      guestPhone: guest.phone,
      specialRequests: "Cot in the room",
      arrivalTime: "17:30",
    });
    expect(Math.round(data.total * 100)).toBe(booking?.totalMinor);
    // The cancellation policy in force when staff took it, in the guest's language, as sold.
    expect(booking?.policyShown).toMatchObject({
      language: guest.language,
      shownAt: testApp.clock.now().toISOString(),
    });
    expect(booking?.policyShown?.terms.totalAmount).toBe(data.total);
    const quote = await findQuote(testApp.ctx.db, booking?.quoteId ?? "");
    expect(quote).toMatchObject({ state: "fulfilled", bookingId: data.bookingId });
    // Two rooms, two nights, the booking's for good.
    const claims = await liveClaimsOfBooking(data.bookingId);
    expect(claims.map((claim) => claim.quantity)).toEqual([2, 2]);
    expect(claims.every((claim) => claim.holdExpiresAt === null)).toBe(true);

    const notes = await testApp.ctx.db
      .select()
      .from(bookingNotes)
      .where(eq(bookingNotes.bookingId, data.bookingId));
    expect(notes.map((note) => note.text)).toEqual(["Pays cash on arrival"]);
    // Nobody to write to: nothing queued for this booking's guest.
    const [account] = await testApp.ctx.db
      .select()
      .from(users)
      .where(eq(users.id, booking?.userId ?? ""));
    expect(account?.email).toBeNull();
    const outbox = await outboxRows(testApp);
    expect(outbox.filter((row) => JSON.stringify(row).includes(data.bookingId)).length).toBe(0);

    const [entry] = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "bookings.created_by_staff"),
          eq(auditLog.entityId, data.bookingId),
        ),
      );
    expect(entry?.after).toMatchObject({
      source: "walk_in",
      payment: "at_desk",
      total: data.total,
    });
    expect(entry?.actorId).toBe(deskUserId);
  });

  it("emails the confirmation, in the language staff chose, when the guest gave an email", async () => {
    const made = await staffBook({
      ...kidsStay("2026-12-26", "2026-12-27"),
      guest: caller({ email: "desk.guest@example.com", language: "ar" }),
      source: "email",
      payment: "at_desk",
    });
    expect(made.statusCode, made.body).toBe(201);
    const mail = await outboxRows(testApp, "desk.guest@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]?.language).toBe("ar");
    // Nothing was charged: the email says what is due at the desk, with no invoice to wait for.
    expect(mail[0]?.text).toContain("المبلغ المستحق في مكتب الاستقبال");
    expect(mail[0]?.text).not.toContain("تمت عملية الدفع بنجاح");
    expect(mail[0]?.attachDocuments ?? null).toBeNull();
  });

  it("an existing guest account gets the booking: My bookings lists it", async () => {
    const guest = await signIn(testApp);
    const made = await staffBook({
      ...kidsStay("2026-12-28", "2026-12-29"),
      guest: { name: "Whoever", email: guest.user.email.toUpperCase(), language: "en" },
      source: "phone",
      payment: "at_desk",
    });
    expect(made.statusCode, made.body).toBe(201);
    const mine = await bookingClient(testApp, guest.cookie).myBookings();
    expect(mine.json().booking.data.map((row: { _id: string }) => row._id)).toContain(
      made.json().data.bookingId,
    );
  });
});

describe("priced exactly like the website's check-availability for the same body", () => {
  it("a single service with an activity and a promo code, and a package with both", async () => {
    const promo = await call("POST", "/api/admin/promo-codes", ownerCookie, {
      code: "DESK10",
      percentOff: 10,
    });
    expect(promo.statusCode, promo.body).toBe(201);
    const hike = await extraId("mountain-hiking");
    const guest = await signIn(testApp);
    const website = bookingClient(testApp, guest.cookie);
    const forGuest = { name: "Same Guest", email: guest.user.email, language: "en" };

    const single = {
      serviceType: "camp",
      checkIn: "2027-01-05",
      checkOut: "2027-01-07",
      quantity: 1,
      guests: 2,
      extras: [{ id: hike, date: "2027-01-05", quantity: 2 }],
      promoCode: "DESK10",
    };
    const websiteSingle = await website.quote(single);
    expect(websiteSingle.statusCode, websiteSingle.body).toBe(200);
    const staffSingle = await staffBook({ ...single, guest: forGuest, source: "phone" });
    expect(staffSingle.statusCode, staffSingle.body).toBe(201);
    expect(staffSingle.json().data.total).toBe(websiteSingle.json().data.totalAmount);
    expect(websiteSingle.json().data.discount).toBeGreaterThan(0);

    const pack = {
      ...packageStay("2027-01-12", "2027-01-13"),
      extras: [{ id: hike, date: "2027-01-12", quantity: 1 }],
      promoCode: "DESK10",
    };
    const websitePackage = await website.quotePackage(pack);
    expect(websitePackage.statusCode, websitePackage.body).toBe(200);
    const staffPackage = await staffBook({
      ...pack,
      guest: forGuest,
      source: "agent",
      payment: "at_desk",
    });
    expect(staffPackage.statusCode, staffPackage.body).toBe(201);
    expect(staffPackage.json().data.total).toBe(websitePackage.json().data.totalAmount);
    const [booking] = await testApp.ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, staffPackage.json().data.bookingId));
    expect(booking?.bookingType).toBe("package");
  });
});

describe("the console shows who took a booking and where it came from", () => {
  it("lists and filters by source and taker, names the takers, and details the money", async () => {
    const manager = await signIn(testApp, "manager");
    const made = await staffBook(
      {
        ...kidsStay("2027-02-01", "2027-02-02"),
        guest: caller(),
        source: "agent",
        agentReference: "TRAVELCO-1",
        payment: "at_desk",
      },
      manager.cookie,
    );
    expect(made.statusCode, made.body).toBe(201);
    const { bookingId, total } = made.json().data;

    const list = await call(
      "GET",
      `/api/admin/bookings?source=agent&takenBy=${manager.user.id}`,
      ownerCookie,
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.bookings;
    expect(rows.map((row: { id: string }) => row.id)).toEqual([bookingId]);
    expect(rows[0]).toMatchObject({ source: "agent", takenBy: manager.user.email });

    const websiteOnly = await call("GET", "/api/admin/bookings?source=website", ownerCookie);
    expect(
      websiteOnly.json().data.bookings.every((row: { source: string }) => row.source === "website"),
    ).toBe(true);
    const badSource = await call("GET", "/api/admin/bookings?source=pigeon", ownerCookie);
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().errors.source).toBe(deskSalesMessages.listSourceInvalid);
    const badTaker = await call("GET", "/api/admin/bookings?takenBy=nobody", ownerCookie);
    expect(badTaker.statusCode).toBe(400);
    expect(badTaker.json().errors.takenBy).toBe(deskSalesMessages.listTakerInvalid);

    const takers = await call("GET", "/api/admin/bookings/takers", ownerCookie);
    expect(takers.statusCode, takers.body).toBe(200);
    const ids = takers.json().data.map((taker: { id: string }) => taker.id);
    expect(ids).toContain(manager.user.id);
    expect(takers.json().data.find((t: { id: string }) => t.id === manager.user.id)).toEqual({
      id: manager.user.id,
      name: manager.user.name,
      email: manager.user.email,
    });

    const detail = await call("GET", `/api/admin/bookings/${bookingId}`, ownerCookie);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      source: "agent",
      agentReference: "TRAVELCO-1",
      takenBy: manager.user.email,
      paid: 0,
      balanceDue: total,
      paymentLink: null,
    });

    // The export asks for a session signed in (or confirmed) in the last ten minutes.
    const freshOwner = (await signIn(testApp, "owner")).cookie;
    const exported = await call("GET", "/api/admin/bookings/export.csv?source=agent", freshOwner);
    expect(exported.statusCode, exported.body).toBe(200);
    const [header, ...lines] = exported.body.trim().split(/\r?\n/);
    expect(header).toMatch(/Source/);
    expect(header).toMatch(/Taken by/);
    expect(lines.some((line) => line.includes(manager.user.email))).toBe(true);
  });

  it("a link's booking shows its link on the detail", async () => {
    const made = await staffBook({
      ...kidsStay("2027-02-03", "2027-02-04"),
      guest: caller(),
      source: "phone",
    });
    expect(made.statusCode, made.body).toBe(201);
    const outcome = await payLinkQuote(made.json().data.quoteId);
    if (outcome.kind !== "booked") throw new Error("not booked");
    const detail = await call("GET", `/api/admin/bookings/${outcome.booking.id}`, ownerCookie);
    expect(detail.json().data).toMatchObject({
      source: "phone",
      takenBy: expect.any(String),
      paid: made.json().data.total,
      balanceDue: 0,
      paymentLink: { quoteId: made.json().data.quoteId, state: "paid" },
    });
  });

  it("website bookings keep the website as their source and nobody as taker", async () => {
    const guest = await signIn(testApp);
    const paid = await bookingClient(testApp, guest.cookie).payAndBook(
      kidsStay("2027-02-05", "2027-02-06"),
    );
    expect(paid.booking.statusCode).toBe(201);
    const [booking] = await testApp.ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.quoteId, paid.quoteId));
    expect(booking).toMatchObject({ source: "website", takenBy: null, agentReference: null });
    const [quote] = await testApp.ctx.db.select().from(quotes).where(eq(quotes.id, paid.quoteId));
    expect(quote?.reservedBookingId).toBeNull();
  });
});

describe.runIf(isRealPostgres())(
  "a staff link and a website payment racing for the last unit (PostgreSQL)",
  () => {
    it("never both get it", async () => {
      for (let round = 0; round < 6; round += 1) {
        const checkIn = `2027-03-${String(10 + round * 2).padStart(2, "0")}`;
        const checkOut = `2027-03-${String(11 + round * 2).padStart(2, "0")}`;
        // Three of four taken: one kids room left that night.
        expect(
          (
            await staffBook({
              ...kidsStay(checkIn, checkOut, 3),
              guest: caller(),
              source: "phone",
              payment: "at_desk",
            })
          ).statusCode,
        ).toBe(201);
        const website = bookingClient(testApp, (await signIn(testApp)).cookie);
        const quote = await website.quote(kidsStay(checkIn, checkOut));
        expect(quote.json().data.status).toBe("confirmed");
        const { quoteId, totalAmount } = quote.json().data;

        const [staff, process] = await Promise.all([
          staffBook({ ...kidsStay(checkIn, checkOut), guest: caller(), source: "phone" }),
          website.process(quoteId, Math.round(totalAmount * 100)),
        ]);
        const staffGotIt = staff.statusCode === 201;
        const websiteGotIt = process.statusCode === 200;
        expect(staffGotIt !== websiteGotIt, `${staff.body} / ${process.body}`).toBe(true);
        if (!staffGotIt) expect(staff.json().code).toBe("NOT_ENOUGH_UNITS");
        if (!websiteGotIt) expect(process.json().code).toBe("NO_LONGER_AVAILABLE");
        const counted = await testApp.ctx.db
          .select()
          .from(inventoryClaims)
          .where(
            and(
              eq(inventoryClaims.unitKey, "room:kids"),
              eq(inventoryClaims.night, checkIn),
              isNull(inventoryClaims.releasedAt),
            ),
          );
        expect(counted.reduce((sum, claim) => sum + claim.quantity, 0)).toBe(4);
      }
    });
  },
);
