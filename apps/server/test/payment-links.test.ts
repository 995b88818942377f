import { randomBytes, randomUUID } from "node:crypto";
import { listNights } from "@camp/shared/dates/stay-dates";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookingPayments, bookings, paymentLinks } from "../src/db/schema";
import { sealSecret } from "../src/features/auth/secret-box";
import { loadUnitTotals } from "../src/features/bookings/booking-facts";
import { issuePaymentLink, queuePaymentLinkEmail } from "../src/features/desk-sales/payment-links";
import { lockUnits } from "../src/features/inventory/inventory-repository";
import { claimQuoteUnits } from "../src/features/inventory/inventory-service";
import { reconcilePayments } from "../src/features/payments/reconcile-payments";
import { findQuote, lockQuote, updateQuote } from "../src/features/quotes/quote-repository";
import { moveQuote } from "../src/features/quotes/quote-state-machine";
import { bookingClient, liveClaimsOf, TEST_CARDS } from "./helpers/booking-helpers";
import { outboxRows } from "./helpers/outbox";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * Payment links (decision 055): a stay staff took, held until the link's end, paid by the guest
 * by card without an account through /api/pay/:token, booked exactly once by whoever comes first
 * (the page, another tab, the reconciler), never a charge without a booking; staff see and
 * withdraw it. The link's quote is made here as the staff booking call makes it: priced for the
 * guest's account as the website prices it, its units claimed until the link's end, moved to
 * payment by staff, then issuePaymentLink and its email in the same transaction.
 */
const PAY_LIMIT = 40;
let testApp: TestApp;
let deskCookie: string;
let deskUserId: string;
let dayOffset = 0;
let addressNumber = 0;

beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
    PAY_LINK_MAX_PER_ADDRESS_PER_HOUR: String(PAY_LIMIT),
  });
  const desk = await signIn(testApp, "front_desk");
  deskCookie = desk.cookie;
  deskUserId = desk.user.id;
  // A Tourism Dirham fee on master rooms, so the page's detail has one to show.
  const { cookie: owner } = await signIn(testApp, "owner");
  const saved = await testApp.app.inject({
    method: "PUT",
    url: "/api/admin/tax-settings",
    headers: { cookie: owner },
    payload: { tourismFee: { master: 20 } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 180_000);
afterAll(() => testApp?.close());

const HOUR = 60 * 60_000;

/** Nights of their own for each test, months ahead. */
function nextStay(extra: object = {}) {
  dayOffset += 3;
  const day = (offset: number) =>
    new Date(Date.UTC(2027, 8, 1) + (dayOffset + offset) * 86_400_000).toISOString().slice(0, 10);
  return {
    serviceType: "camp",
    checkIn: day(0),
    checkOut: day(2),
    quantity: 1,
    guests: 1,
    ...extra,
  };
}

/** Each test calls the page from an address of its own: the per-address limit is tested apart. */
function nextAddress() {
  addressNumber += 1;
  return `10.0.${Math.floor(addressNumber / 250)}.${(addressNumber % 250) + 1}`;
}

/** The payment page's calls, as the web app makes them, from one network address, no account. */
function payPage(token: string, address = nextAddress()) {
  const { app } = testApp;
  return {
    open: () => app.inject({ method: "GET", url: `/api/pay/${token}`, remoteAddress: address }),
    process: (payload: object = {}) =>
      app.inject({
        method: "POST",
        url: `/api/pay/${token}/process`,
        payload,
        remoteAddress: address,
      }),
    complete: (paymentIntentId: string) =>
      app.inject({
        method: "POST",
        url: `/api/pay/${token}/complete`,
        payload: { paymentInfo: { id: paymentIntentId, status: "succeeded" } },
        remoteAddress: address,
      }),
    confirm: (clientSecret: string, number: string = TEST_CARDS.visa) =>
      app.inject({
        method: "POST",
        url: "/api/payment/sandbox/confirm",
        payload: {
          client_secret: clientSecret,
          card: { number, exp_month: 12, exp_year: 2030, cvc: "123" },
          billing_details: { name: "Link Guest" },
        },
        remoteAddress: address,
      }),
  };
}

const staff = (method: "GET" | "POST", url: string, cookie: string | undefined = deskCookie) =>
  testApp.app.inject({ method, url, headers: cookie ? { cookie } : {} });

/**
 * A stay staff took for a guest and sent a payment link for: held for `holdMs` from now. Answers
 * the link's token and address, its quote and the guest (signed in, so a test can also look at the
 * quote as its owner and check the same nights on the website).
 */
async function makeLink(options: { stay?: object; holdMs?: number; language?: "en" | "ar" } = {}) {
  const guest = await signIn(testApp);
  const client = bookingClient(testApp, guest.cookie);
  const priced = await client.quote(options.stay ?? nextStay());
  expect(priced.statusCode, priced.body).toBe(200);
  const quoteId = priced.json().data.quoteId as string;
  const now = testApp.clock.now();
  const holdEnd = new Date(now.getTime() + (options.holdMs ?? 24 * HOUR));
  const link = await testApp.ctx.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (!quote) throw new Error("no quote");
    await lockUnits(
      tx,
      quote.claims.map((claim) => claim.unitKey),
    );
    const isHeld = await claimQuoteUnits(tx, {
      quote,
      nights: listNights(quote.checkIn, quote.checkOut),
      totals: await loadUnitTotals(tx),
      now,
      mustFit: true,
      as: { holdExpiresAt: holdEnd },
      hasEarlierClaims: false,
    });
    if (!isHeld) throw new Error("the stay does not fit");
    await updateQuote(tx, quoteId, {
      source: "phone",
      takenBy: deskUserId,
      expiresAt: holdEnd,
      reservedBookingId: randomUUID(),
    });
    await moveQuote(tx, quote, "paying", "staff", { holdExpiresAt: holdEnd, updatedAt: now });
    const issued = await issuePaymentLink(tx, testApp.ctx, {
      quoteId,
      language: options.language ?? "en",
      createdBy: deskUserId,
      expiresAt: holdEnd,
    });
    await queuePaymentLinkEmail(tx, testApp.ctx, { quoteId });
    return issued;
  });
  return { ...link, quoteId, holdEnd, guest, client, page: payPage(link.token) };
}

/** process -> sandbox card -> complete, as the payment page does it. */
async function pay(page: ReturnType<typeof payPage>, card: string = TEST_CARDS.visa) {
  const process = await page.process({ policyShown: { language: "en" } });
  expect(process.statusCode, process.body).toBe(200);
  const { client_secret, paymentIntentId } = process.json();
  const confirm = await page.confirm(client_secret, card);
  const complete = await page.complete(paymentIntentId);
  return { process, confirm, complete, paymentIntentId: paymentIntentId as string };
}

const bookingsOfQuote = (quoteId: string) =>
  testApp.ctx.db.select().from(bookings).where(eq(bookings.quoteId, quoteId));

const summaryOf = async (quoteId: string) => {
  const response = await staff("GET", `/api/admin/payment-links?quoteId=${quoteId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** Website guests book `count` tents of the stay's nights (at most four a booking, as the form allows). */
async function bookTents(stay: object, count: number) {
  for (let left = count; left > 0; left -= 4) {
    const quantity = Math.min(4, left);
    const { cookie } = await signIn(testApp);
    const booked = await bookingClient(testApp, cookie).payAndBook({
      ...stay,
      quantity,
      guests: quantity,
    });
    expect(booked.booking.statusCode, booked.booking.body).toBe(201);
  }
}

/** Sets the test clock to `at` (it only moves forward). */
function moveClockTo(at: number) {
  const now = testApp.clock.now().getTime();
  if (at > now) testApp.clock.advance(at - now);
}

describe("[PAY LINK] the payment page", () => {
  it("shows the held stay as the payment page shows a quote (lines, VAT, Tourism Dirham, the terms), whose it is and until when, and records the opening", async () => {
    const link = await makeLink({
      stay: nextStay({ serviceType: "room", roomType: "master", guests: 2 }),
      language: "ar",
    });
    expect(link.paymentUrl).toBe(`${testApp.ctx.config.PUBLIC_URL}/pay/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const opened = await link.page.open();
    expect(opened.statusCode, opened.body).toBe(200);
    const detail = opened.json().data;
    expect(detail.state).toBe("open");
    expect(detail.language).toBe("ar");
    expect(detail.guestName).toBe(link.guest.user.name);
    // The page may say the confirmation is emailed; the address itself is never on it.
    expect(detail.hasEmail).toBe(true);
    expect(opened.body).not.toContain(link.guest.user.email);
    expect(detail.expiresAt).toBe(link.holdEnd.toISOString());
    const quote = await findQuote(testApp.ctx.db, link.quoteId);
    expect(detail.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // The same detail the guest's own quote page reads: one function builds both.
    const own = (await link.client.quoteDetail(link.quoteId)).json().data;
    expect(detail.quote).toEqual(own);
    expect(detail.quote.lines.length).toBeGreaterThan(0);
    expect(detail.quote.vatAmount).toBeGreaterThan(0);
    expect(detail.quote.tourismFee).toBe(2 * 20); // two nights of one master room
    expect(detail.quote.cancellationTerms).not.toBeNull();
    expect(detail.quote.totalAmount).toBe((quote?.totalMinor ?? 0) / 100);

    const first = await summaryOf(link.quoteId);
    expect(first.state).toBe("opened");
    expect(first.firstOpenedAt).toBe(testApp.clock.now().toISOString());
    testApp.clock.advance(60_000);
    expect((await link.page.open()).statusCode).toBe(200);
    const again = await summaryOf(link.quoteId);
    expect(again.firstOpenedAt).toBe(first.firstOpenedAt);
  });

  it("answers 404 for a guessed token and for text that is no token", async () => {
    const page = payPage(randomBytes(32).toString("base64url"));
    const guessed = await page.open();
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toMatchObject({
      code: "NOT_FOUND",
      message: deskSalesMessages.paymentLinkNotFound,
    });
    expect((await page.process()).statusCode).toBe(404);
    expect((await page.complete("pi_guess")).statusCode).toBe(404);
    expect((await payPage("not-a-token").open()).statusCode).toBe(404);
  });

  it("answers 410 once the link has ended, and the units are on sale again", async () => {
    const link = await makeLink({ holdMs: 2 * HOUR });
    expect((await link.page.open()).statusCode).toBe(200);
    moveClockTo(link.holdEnd.getTime());
    const ended = await link.page.open();
    expect(ended.statusCode).toBe(410);
    expect(ended.json()).toMatchObject({
      code: "PAYMENT_LINK_EXPIRED",
      message: deskSalesMessages.paymentLinkExpired,
    });
    expect((await link.page.process()).statusCode).toBe(410);
    expect((await summaryOf(link.quoteId)).state).toBe("expired");
    expect(await liveClaimsOf(testApp, link.quoteId)).toEqual([]);
  });

  it("queues the link's email in the link's language, with the stay, the total, its end and the link", async () => {
    const link = await makeLink({ language: "ar" });
    const email = link.guest.user.email;
    const rows = (await outboxRows(testApp, email)).filter(
      (row) => row.template === "payment-link",
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.language).toBe("ar");
    expect(row?.subject).toContain("ادفع");
    expect(row?.text).toContain(`/pay/${link.token}?lang=ar`);
    expect(row?.text).toContain("بتوقيت دبي");
    const summary = await summaryOf(link.quoteId);
    expect(summary.emailSentAt).not.toBeNull();
    expect(row?.text).toContain(summary.reference);
  });

  it("counts every call of one address: past the hourly limit, 429", async () => {
    const page = payPage(randomBytes(32).toString("base64url"), "192.0.2.77");
    for (let call = 0; call < PAY_LIMIT; call += 1) {
      expect((await page.open()).statusCode).toBe(404);
    }
    const refused = await page.open();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("TOO_MANY_ATTEMPTS");
    // Another address is not held back.
    expect((await payPage(randomBytes(32).toString("base64url")).open()).statusCode).toBe(404);
  });
});

describe("[PAY LINK] paying", () => {
  it("books the stay once with the sandbox card: 201 with the reference staff told, the link paid, the page says so", async () => {
    const link = await makeLink();
    const paid = await pay(link.page);
    expect(paid.confirm.statusCode, paid.confirm.body).toBe(200);
    expect(paid.complete.statusCode, paid.complete.body).toBe(201);
    const { reference, bookingId } = paid.complete.json().data;
    const quote = await findQuote(testApp.ctx.db, link.quoteId);
    expect(bookingId).toBe(quote?.reservedBookingId);
    const [booking, ...others] = await bookingsOfQuote(link.quoteId);
    expect(others).toEqual([]);
    expect(booking?.id).toBe(bookingId);
    expect(booking?.source).toBe("phone");
    expect(booking?.takenBy).toBe(deskUserId);
    // The policy the page showed, kept as for the website's own payment.
    expect(booking?.policyShown?.language).toBe("en");
    const intent = await testApp.ctx.payments.retrieveIntent(paid.paymentIntentId);
    expect(intent.metadata).toMatchObject({ quoteId: link.quoteId, userId: link.guest.user.id });
    expect(intent.metadata.paymentLinkId).toBeTruthy();

    const summary = await summaryOf(link.quoteId);
    expect(summary).toMatchObject({ state: "paid", bookingId, reference });
    expect(summary.paidAt).not.toBeNull();
    const after = await link.page.open();
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ state: "paid", reference });
    const again = await link.page.process();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "PAYMENT_LINK_PAID",
      message: deskSalesMessages.paymentLinkPaid,
    });
    // Completing again answers the same booking, not a second one.
    const repeated = await link.page.complete(paid.paymentIntentId);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().data.bookingId).toBe(bookingId);
    expect(await bookingsOfQuote(link.quoteId)).toHaveLength(1);
  });

  it("paid in two tabs at once: one intent, one charge, one booking", async () => {
    const link = await makeLink();
    const tabs = [link.page, payPage(link.token)];
    const processes = await Promise.all(tabs.map((tab) => tab.process()));
    for (const process of processes) expect(process.statusCode, process.body).toBe(200);
    const [first, second] = processes.map((process) => process.json());
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    const confirms = await Promise.all(
      tabs.map((tab, index) => tab.confirm(processes[index]?.json().client_secret)),
    );
    expect(confirms.some((confirm) => confirm.statusCode === 200)).toBe(true);
    const completes = await Promise.all(tabs.map((tab) => tab.complete(first.paymentIntentId)));
    expect(completes.map((complete) => complete.statusCode).sort()).toEqual([200, 201]);
    const [booking, ...others] = await bookingsOfQuote(link.quoteId);
    expect(others).toEqual([]);
    const captured = await testApp.ctx.db
      .select()
      .from(bookingPayments)
      .where(
        and(eq(bookingPayments.bookingId, booking?.id ?? ""), eq(bookingPayments.kind, "captured")),
      );
    expect(captured).toHaveLength(1);
    const intent = await testApp.ctx.payments.retrieveIntent(first.paymentIntentId);
    expect(intent.amountRefunded).toBe(0);
  });

  it("a refused card keeps the link's hold to its end; another card then pays it", async () => {
    const link = await makeLink({ holdMs: 5 * HOUR });
    expect((await link.page.open()).statusCode).toBe(200);
    const process = (await link.page.process()).json();
    const declined = await link.page.confirm(process.client_secret, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    const quote = await findQuote(testApp.ctx.db, link.quoteId);
    expect(quote?.holdExpiresAt?.toISOString()).toBe(link.holdEnd.toISOString());
    expect((await liveClaimsOf(testApp, link.quoteId)).length).toBeGreaterThan(0);
    expect((await summaryOf(link.quoteId)).state).toBe("opened");

    // Trying again asks for the intent again: the same one, and still no new hold.
    const retry = await link.page.process();
    expect(retry.json().paymentIntentId).toBe(process.paymentIntentId);
    const good = await link.page.confirm(retry.json().client_secret);
    expect(good.statusCode, good.body).toBe(200);
    const held = await findQuote(testApp.ctx.db, link.quoteId);
    expect(held?.holdExpiresAt?.toISOString()).toBe(link.holdEnd.toISOString());
    expect((await link.page.complete(process.paymentIntentId)).statusCode).toBe(201);
  });

  it("a payment that arrives after the link ended books the nights while they are still free", async () => {
    const link = await makeLink({ holdMs: HOUR });
    const process = (await link.page.process()).json();
    moveClockTo(link.holdEnd.getTime() + 60_000);
    expect((await link.page.confirm(process.client_secret)).statusCode).toBe(200);
    const complete = await link.page.complete(process.paymentIntentId);
    expect(complete.statusCode, complete.body).toBe(201);
    expect(await bookingsOfQuote(link.quoteId)).toHaveLength(1);
  });

  it("a payment that arrives after the link ended, the nights sold meanwhile: given back, no booking, no charge kept", async () => {
    const totals = await loadUnitTotals(testApp.ctx.db);
    const tents = totals.get("camp:desert-camp") ?? 0;
    expect(tents).toBeGreaterThan(1);
    const stay = nextStay();
    const link = await makeLink({ stay, holdMs: HOUR });
    const process = (await link.page.process()).json();
    moveClockTo(link.holdEnd.getTime() + 60_000);
    // Past the link's end its tent is on sale: website guests take every tent of those nights.
    await bookTents(stay, tents);

    expect((await link.page.confirm(process.client_secret)).statusCode).toBe(200);
    const complete = await link.page.complete(process.paymentIntentId);
    expect(complete.statusCode).toBe(409);
    expect(complete.json().code).toBe("NO_LONGER_AVAILABLE");
    expect(complete.json().message).toMatch(/given back/);
    expect(await bookingsOfQuote(link.quoteId)).toEqual([]);
    const intent = await testApp.ctx.payments.retrieveIntent(process.paymentIntentId);
    expect(intent.amountRefunded).toBe(intent.amount);
  });

  it("paid and the page closed before booking: the reconciler books it, and the page then says paid", async () => {
    const link = await makeLink();
    const process = (await link.page.process()).json();
    expect((await link.page.confirm(process.client_secret)).statusCode).toBe(200);
    // The page closed here: no complete call.
    expect(await bookingsOfQuote(link.quoteId)).toEqual([]);
    await reconcilePayments(testApp.ctx);
    const [booking, ...others] = await bookingsOfQuote(link.quoteId);
    expect(others).toEqual([]);
    expect(booking?.status).toBe("confirmed");
    const summary = await summaryOf(link.quoteId);
    expect(summary).toMatchObject({ state: "paid", bookingId: booking?.id });
    expect(summary.paidAt).toBe(booking?.createdAt.toISOString());
    const opened = await link.page.open();
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.state).toBe("paid");
    // The page's late complete answers the reconciler's booking.
    const late = await link.page.complete(process.paymentIntentId);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.bookingId).toBe(booking?.id);
  });
});

describe("[PAY LINK] staff", () => {
  it("see the link by its token or its quote, with the token and the link to show again", async () => {
    const link = await makeLink();
    const byToken = await staff("GET", `/api/admin/payment-links/${link.token}`);
    expect(byToken.statusCode, byToken.body).toBe(200);
    const summary = byToken.json().data;
    expect(summary).toMatchObject({
      token: link.token,
      paymentUrl: link.paymentUrl,
      quoteId: link.quoteId,
      state: "open",
      language: "en",
      guestName: link.guest.user.name,
      guestEmail: link.guest.user.email,
      expiresAt: link.holdEnd.toISOString(),
      bookingId: null,
    });
    expect(await summaryOf(link.quoteId)).toEqual(summary);
    const unknown = await staff("GET", `/api/admin/payment-links?quoteId=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    const bad = await staff("GET", "/api/admin/payment-links?quoteId=nope");
    expect(bad.statusCode).toBe(400);
  });

  it("withdraw a link: 410 at once, the units on sale at once, the quote expired by staff, audited", async () => {
    const totals = await loadUnitTotals(testApp.ctx.db);
    const tents = totals.get("camp:desert-camp") ?? 0;
    expect(tents).toBeGreaterThan(1);
    const stay = nextStay();
    const link = await makeLink({ stay });
    const process = (await link.page.process()).json();
    // Every other tent of those nights is booked: while the link holds its tent, the last one is
    // only a request on the website.
    await bookTents(stay, tents - 1);
    const { cookie } = await signIn(testApp);
    const website = bookingClient(testApp, cookie);
    const lastTent = (await website.quote(stay)).json().data;
    expect(lastTent.status).toBe("pending");

    const cancelled = await staff("POST", `/api/admin/payment-links/${link.token}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ state: "cancelled", token: link.token });
    expect(cancelled.json().data.cancelledAt).not.toBeNull();

    expect((await website.quote(stay)).json().data.status).toBe("confirmed");
    expect(await liveClaimsOf(testApp, link.quoteId)).toEqual([]);
    const quote = await findQuote(testApp.ctx.db, link.quoteId);
    expect(quote?.state).toBe("expired");
    const intent = await testApp.ctx.payments.retrieveIntent(process.paymentIntentId);
    expect(intent.status).toBe("canceled");
    const opened = await link.page.open();
    expect(opened.statusCode).toBe(410);
    expect(opened.json().code).toBe("PAYMENT_LINK_EXPIRED");
    expect((await link.page.process()).statusCode).toBe(410);
    const [entry] = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment_links.cancelled"), eq(auditLog.actorId, deskUserId)));
    expect(entry?.after).toMatchObject({ quoteId: link.quoteId });
    // Withdrawing it again answers the same summary.
    const twice = await staff("POST", `/api/admin/payment-links/${link.token}/cancel`);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data.state).toBe("cancelled");
  });

  it("withdrawing a link paid meanwhile books the payment and answers 409 PAYMENT_LINK_PAID", async () => {
    const link = await makeLink();
    const process = (await link.page.process()).json();
    expect((await link.page.confirm(process.client_secret)).statusCode).toBe(200);
    const cancelled = await staff("POST", `/api/admin/payment-links/${link.token}/cancel`);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe("PAYMENT_LINK_PAID");
    expect(await bookingsOfQuote(link.quoteId)).toHaveLength(1);
    expect((await summaryOf(link.quoteId)).state).toBe("paid");
  });

  it("a guest's account may not withdraw or read a link (403), nobody signed out may (401)", async () => {
    const link = await makeLink();
    const { cookie } = await signIn(testApp);
    expect(
      (await staff("POST", `/api/admin/payment-links/${link.token}/cancel`, cookie)).statusCode,
    ).toBe(403);
    expect((await staff("GET", `/api/admin/payment-links/${link.token}`, cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await staff("POST", `/api/admin/payment-links/${link.token}/cancel`, "")).statusCode,
    ).toBe(401);
    expect(
      (await staff("GET", `/api/admin/payment-links?quoteId=${link.quoteId}`, "")).statusCode,
    ).toBe(401);
    expect((await summaryOf(link.quoteId)).state).toBe("open");
  });
});

describe("[PAY LINK] closed, refused and failing calls", () => {
  it("a guest's promo code on the link's price is refused (409); the link stays open and payable", async () => {
    const link = await makeLink();
    for (const promoCode of [null, "SPRING10"]) {
      const refused = await testApp.app.inject({
        method: "POST",
        url: `/api/booking/quote/${link.quoteId}/promo`,
        headers: { cookie: link.guest.cookie },
        payload: { promoCode },
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "QUOTE_CLOSED",
        message: deskSalesMessages.promoNotOnStaffPrice,
      });
    }
    expect((await findQuote(testApp.ctx.db, link.quoteId))?.state).toBe("paying");
    expect((await link.page.open()).statusCode).toBe(200);
    const { complete } = await pay(link.page);
    expect(complete.statusCode, complete.body).toBe(201);
  });

  it("a link whose quote is no longer being paid (expired by anything) answers 410 on the page", async () => {
    const link = await makeLink();
    await testApp.ctx.db.transaction(async (tx) => {
      const quote = await lockQuote(tx, link.quoteId);
      if (!quote) throw new Error("no quote");
      await moveQuote(tx, quote, "expired", "guest", { updatedAt: testApp.clock.now() });
    });
    const opened = await link.page.open();
    expect(opened.statusCode, opened.body).toBe(410);
    expect(opened.json().code).toBe("PAYMENT_LINK_EXPIRED");
    expect((await link.page.process()).statusCode).toBe(410);
  });

  it("the processor down while the payment is completed: 502 PAYMENT_PROVIDER_ERROR, then booked", async () => {
    const link = await makeLink();
    const process = (await link.page.process()).json();
    expect((await link.page.confirm(process.client_secret)).statusCode).toBe(200);
    const retrieveIntent = testApp.ctx.payments.retrieveIntent;
    testApp.ctx.payments.retrieveIntent = () => Promise.reject(new Error("processor down"));
    try {
      const failed = await link.page.complete(process.paymentIntentId);
      expect(failed.statusCode, failed.body).toBe(502);
      expect(failed.json().code).toBe("PAYMENT_PROVIDER_ERROR");
    } finally {
      testApp.ctx.payments.retrieveIntent = retrieveIntent;
    }
    expect((await link.page.complete(process.paymentIntentId)).statusCode).toBe(201);
  });

  it("withdrawing while a payment is started again on every round: 409, try again (no 500)", async () => {
    const link = await makeLink();
    await link.page.process();
    const cancelIntent = testApp.ctx.payments.cancelIntent;
    let cancelled: Awaited<ReturnType<typeof cancelIntent>> | null = null;
    testApp.ctx.payments.cancelIntent = async (id, key) => {
      cancelled ??= await cancelIntent(id, key);
      // Another tab starts a payment again meanwhile: the quote has a new intent.
      await updateQuote(testApp.ctx.db, link.quoteId, { paymentIntentId: `pi_${randomUUID()}` });
      return { ...cancelled, id };
    };
    try {
      const busy = await staff("POST", `/api/admin/payment-links/${link.token}/cancel`);
      expect(busy.statusCode, busy.body).toBe(409);
      expect(busy.json()).toMatchObject({
        code: "BOOKING_CHANGED",
        message: deskSalesMessages.paymentLinkBusy,
      });
    } finally {
      testApp.ctx.payments.cancelIntent = cancelIntent;
    }
  });

  it("a token the server can no longer open (its key changed): the summary and the booking answer without it", async () => {
    const link = await makeLink();
    const { complete } = await pay(link.page);
    expect(complete.statusCode, complete.body).toBe(201);
    await testApp.ctx.db
      .update(paymentLinks)
      .set({
        tokenSealed: sealSecret(randomBytes(32), link.token, `payment-link:${link.quoteId}`),
      })
      .where(eq(paymentLinks.quoteId, link.quoteId));
    const summary = await summaryOf(link.quoteId);
    expect(summary).toMatchObject({ token: null, paymentUrl: null, state: "paid" });
    const detail = await staff("GET", `/api/admin/bookings/${complete.json().data.bookingId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.paymentLink).toMatchObject({ token: null, paymentUrl: null });
    // The guest's link still opens: it is found by its hash.
    expect((await link.page.open()).statusCode).toBe(200);
  });
});
