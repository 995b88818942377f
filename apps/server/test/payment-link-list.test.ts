import { randomUUID } from "node:crypto";
import { listNights } from "@camp/shared/dates/stay-dates";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadUnitTotals } from "../src/features/bookings/booking-facts";
import { issuePaymentLink } from "../src/features/desk-sales/payment-links";
import { lockUnits } from "../src/features/inventory/inventory-repository";
import { claimQuoteUnits } from "../src/features/inventory/inventory-service";
import { lockQuote, updateQuote } from "../src/features/quotes/quote-repository";
import { moveQuote } from "../src/features/quotes/quote-state-machine";
import { bookingClient, TEST_CARDS } from "./helpers/booking-helpers";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * The console's list of payment links (GET /api/admin/payment-links without quoteId): every link,
 * newest first, a page at a time, filtered by its state as staff see it (open, opened, paid,
 * expired, cancelled), so a link nobody paid yet is found after the New booking page was left.
 * This file has an app of its own: the list holds exactly the links made here.
 */
let testApp: TestApp;
let deskCookie: string;
let deskUserId: string;
let deskEmail: string;
let dayOffset = 0;
const HOUR = 60 * 60_000;
const links: Record<
  "expired" | "opened" | "cancelled" | "paid" | "open",
  { token: string; quoteId: string }
> = {} as never;

const get = (url: string, cookie: string | undefined = deskCookie) =>
  testApp.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

function nextStay() {
  dayOffset += 3;
  const day = (offset: number) =>
    new Date(Date.UTC(2027, 9, 1) + (dayOffset + offset) * 86_400_000).toISOString().slice(0, 10);
  return { serviceType: "camp", checkIn: day(0), checkOut: day(2), quantity: 1, guests: 1 };
}

/** A stay staff took by phone and sent a link for, held `holdMs` from now (as the staff call does). */
async function makeLink(holdMs: number) {
  const guest = await signIn(testApp);
  const priced = await bookingClient(testApp, guest.cookie).quote(nextStay());
  expect(priced.statusCode, priced.body).toBe(200);
  const quoteId = priced.json().data.quoteId as string;
  const now = testApp.clock.now();
  const holdEnd = new Date(now.getTime() + holdMs);
  const issued = await testApp.ctx.db.transaction(async (tx) => {
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
    return issuePaymentLink(tx, testApp.ctx, {
      quoteId,
      language: "en",
      createdBy: deskUserId,
      expiresAt: holdEnd,
    });
  });
  // Each link a minute after the one before: the list's order is the order they were made.
  testApp.clock.advance(60_000);
  return { token: issued.token, quoteId, guestName: guest.user.name };
}

const pay = (token: string, method: "GET" | "POST", path = "", payload?: object) =>
  testApp.app.inject({ method, url: `/api/pay/${token}${path}`, payload });

beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
  });
  const desk = await signIn(testApp, "front_desk");
  deskCookie = desk.cookie;
  deskUserId = desk.user.id;
  deskEmail = desk.user.email as string;

  links.expired = await makeLink(2 * HOUR);
  links.opened = await makeLink(24 * HOUR);
  links.cancelled = await makeLink(24 * HOUR);
  links.paid = await makeLink(24 * HOUR);
  links.open = await makeLink(24 * HOUR);

  expect((await pay(links.opened.token, "GET")).statusCode).toBe(200);
  const cancelled = await testApp.app.inject({
    method: "POST",
    url: `/api/admin/payment-links/${links.cancelled.token}/cancel`,
    headers: { cookie: deskCookie },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const process = await pay(links.paid.token, "POST", "/process", {
    policyShown: { language: "en" },
  });
  expect(process.statusCode, process.body).toBe(200);
  const { client_secret, paymentIntentId } = process.json();
  const confirm = await testApp.app.inject({
    method: "POST",
    url: "/api/payment/sandbox/confirm",
    payload: {
      client_secret,
      card: { number: TEST_CARDS.visa, exp_month: 12, exp_year: 2030, cvc: "123" },
      billing_details: { name: "Link Guest" },
    },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const complete = await pay(links.paid.token, "POST", "/complete", {
    paymentInfo: { id: paymentIntentId, status: "succeeded" },
  });
  expect(complete.statusCode, complete.body).toBe(201);
  // Past the first link's hold (2 hours), within every other one's.
  testApp.clock.advance(3 * HOUR);
}, 180_000);
afterAll(() => testApp?.close());

const tokensOf = (response: { json: () => { data: { links: { token: string }[] } } }) =>
  response.json().data.links.map((link) => link.token);

describe("[PAY LINK] the console's list", () => {
  it("lists every link newest first, each with its state, guest, stay, total and who took it", async () => {
    const response = await get("/api/admin/payment-links");
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ page: 1, pageSize: 20, pageCount: 1, count: 5 });
    expect(tokensOf(response)).toEqual(
      [links.open, links.paid, links.cancelled, links.opened, links.expired].map((l) => l.token),
    );
    expect(data.links.map((link: { state: string }) => link.state)).toEqual([
      "open",
      "paid",
      "cancelled",
      "opened",
      "expired",
    ]);
    const [open] = data.links;
    expect(open).toMatchObject({
      quoteId: links.open.quoteId,
      serviceType: "camp",
      quantity: 1,
      guests: 1,
      nights: 2,
      createdBy: deskEmail,
      bookingId: null,
      firstOpenedAt: null,
    });
    expect(open.total).toBeGreaterThan(0);
    expect(open.checkIn < open.checkOut).toBe(true);
    // Each row is the same summary the link's own call answers.
    const own = await get(`/api/admin/payment-links/${links.open.token}`);
    const { serviceType, roomType, checkIn, checkOut, nights, quantity, guests, ...summary } = open;
    expect(summary).toEqual(own.json().data);
    const paid = data.links[1];
    expect(paid.bookingId).not.toBeNull();
    expect(paid.paidAt).not.toBeNull();
    expect(data.links[3].firstOpenedAt).not.toBeNull();
  });

  it("filters by one state: expired is a link past its end, open one still within it", async () => {
    for (const state of ["open", "opened", "paid", "expired", "cancelled"] as const) {
      const response = await get(`/api/admin/payment-links?state=${state}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(tokensOf(response), state).toEqual([links[state].token]);
      expect(response.json().data.count).toBe(1);
    }
  });

  it("filters by several states, written state=a,b or state=a&state=b", async () => {
    const awaiting = [links.open.token, links.opened.token];
    expect(tokensOf(await get("/api/admin/payment-links?state=open,opened"))).toEqual(awaiting);
    expect(tokensOf(await get("/api/admin/payment-links?state=open&state=opened"))).toEqual(
      awaiting,
    );
    const ended = await get("/api/admin/payment-links?state=expired,cancelled");
    expect(tokensOf(ended)).toEqual([links.cancelled.token, links.expired.token]);
    // Empty means any, as in a form left blank.
    expect((await get("/api/admin/payment-links?state=")).json().data.count).toBe(5);
  });

  it("pages the list: pageSize, page, pageCount and the count of every match", async () => {
    const second = await get("/api/admin/payment-links?pageSize=2&page=2");
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ page: 2, pageSize: 2, pageCount: 3, count: 5 });
    expect(tokensOf(second)).toEqual([links.cancelled.token, links.opened.token]);
    const last = await get("/api/admin/payment-links?pageSize=2&page=3");
    expect(tokensOf(last)).toEqual([links.expired.token]);
    const past = await get("/api/admin/payment-links?pageSize=2&page=9");
    expect(past.json().data).toMatchObject({ links: [], pageCount: 3, count: 5 });
    expect((await get("/api/admin/payment-links?pageSize=100")).json().data.links).toHaveLength(5);
  });

  it("answers 400 naming the field for an unknown state, a page size over 100 or a bad page", async () => {
    for (const query of [
      "state=unpaid",
      "state=open,nope",
      "pageSize=101",
      "pageSize=0",
      "page=0",
      "page=x",
    ]) {
      const response = await get(`/api/admin/payment-links?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(query.split("=")[0]);
    }
    const unknown = await get("/api/admin/payment-links?state=unpaid");
    expect(unknown.body).toContain(deskSalesMessages.listStateInvalid);
  });

  it("keeps ?quoteId= answering the one link of a quote", async () => {
    const response = await get(`/api/admin/payment-links?quoteId=${links.opened.quoteId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ token: links.opened.token, state: "opened" });
  });

  it("is for staff who read bookings: 401 signed out, 403 for a guest and for revenue, 200 for the accountant", async () => {
    expect((await get("/api/admin/payment-links", "")).statusCode).toBe(401);
    const guest = await signIn(testApp);
    expect((await get("/api/admin/payment-links", guest.cookie)).statusCode).toBe(403);
    const revenue = await signIn(testApp, "revenue");
    expect((await get("/api/admin/payment-links", revenue.cookie)).statusCode).toBe(403);
    const accountant = await signIn(testApp, "accountant");
    expect((await get("/api/admin/payment-links", accountant.cookie)).statusCode).toBe(200);
  });
});
