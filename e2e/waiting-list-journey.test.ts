import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import type { CancellationPreview } from "@camp/shared/booking/cancellation-api";
import type { Closure } from "@camp/shared/catalogue/inventory-admin-schemas";
import type {
  AdminWaitingListEntry,
  WaitingListEntry,
} from "@camp/shared/waiting-list/waiting-list";
import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  emailTexts,
  formatAed,
  formatDubaiTime,
  formatStayDate,
} from "../apps/server/src/features/email/email-texts";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { formatPrice } from "../apps/web/src/lib/format";
import {
  bookThroughApi,
  checkAvailability,
  fillRoomStay,
  need,
  newEmail,
  newGuestContext,
  newSignedInGuest,
  newStaffContext,
  outboxEmail,
  PASSWORD,
  payWithCard,
  screenshot,
  seriousViolations,
  spaced,
  stayDates,
  storedBookings,
  useBrowser,
} from "./journey-helpers";

/**
 * The waiting list (decision 033), through the real screens: the master rooms are full on two
 * nights (staff closed five of the six for maintenance, guest B booked the last), guest A reads the
 * site in Arabic on a phone, asks for a master room on those nights, is told the stay is short and
 * joins the waiting list; B cancels; the waiting-list job (every 5 s in these journeys) holds the
 * freed room for A and emails A, in Arabic, a link to the payment page; A follows it, pays, and
 * My bookings shows the booking and the entry booked.
 *
 * The steps share the guests and run in order. The nights are about 310 days ahead: no other
 * journey books them. The closure is reopened at the end.
 */

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const admin = inject("admin");
const browser = useBrowser();

const STAY = stayDates(310, 2);
const MASTER_ROOMS = 6;
const ROOM_REQUEST = {
  serviceType: "room",
  roomType: "master",
  ...STAY,
  quantity: 1,
  guests: 2,
} as const;
const GUEST_A = { name: "Layla Hamdan", phone: "0507654321", email: newEmail("waiting-a") };
const GUEST_B = { name: "Omar Khalil", phone: "0509876543", email: newEmail("waiting-b") };
const t = ar;

const state: {
  staff?: BrowserContext;
  guestB?: BrowserContext;
  guestA?: BrowserContext;
  page?: Page;
  laptop?: BrowserContext;
  closure?: Closure;
  entryId?: string;
  offerLink?: string;
} = {};

async function myEntries(request: APIRequestContext): Promise<WaitingListEntry[]> {
  const response = await request.get(`${baseUrl}/api/waiting-list/me`);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/**
 * A key moment at a phone's width and at a laptop's, then back to the page's own: the page from
 * its top, or (a dialog open) what is in view.
 */
async function screenshotBoth(page: Page, name: string, options: { dialog?: boolean } = {}) {
  const own = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    if (!options.dialog) await page.evaluate("window.scrollTo(0, 0)");
    await screenshot(page, `${name}-${width}`, { fullPage: !options.dialog });
  }
  if (own) await page.setViewportSize(own);
}

describe("[WAITING LIST] a guest waits for a full night, another cancels, the first is offered the room and books it", () => {
  afterAll(async () => {
    // The server is every journey's: the rooms closed for this one open again.
    if (state.staff && state.closure) {
      await state.staff.request.delete(`${baseUrl}/api/admin/closures/${state.closure.id}`);
    }
    await state.guestA?.close();
    await state.laptop?.close();
    await state.guestB?.close();
    await state.staff?.close();
  });

  it("1. the master rooms are full on the nights: five closed by staff, the last booked by guest B", async () => {
    const staff = await newStaffContext(browser(), baseUrl, admin);
    state.staff = staff;
    const closed = await staff.request.post(`${baseUrl}/api/admin/closures`, {
      data: {
        unitKey: "room:master",
        from: STAY.checkIn,
        to: STAY.checkOut,
        quantity: MASTER_ROOMS - 1,
        reason: "Air conditioning overhaul",
      },
    });
    expect(closed.status()).toBe(201);
    state.closure = (await closed.json()).data;

    const guestB = await newSignedInGuest(browser(), baseUrl, GUEST_B);
    state.guestB = guestB;
    await bookThroughApi(guestB.request, baseUrl, ROOM_REQUEST);
    const [booked] = await storedBookings(guestB.request, baseUrl);
    expect(booked).toMatchObject({ status: "confirmed", checkIn: STAY.checkIn });
  });

  it("2. guest A, reading Arabic on a phone, is told the stay is short and joins the waiting list", async () => {
    // Signed up on the Arabic site: the account's emails are in Arabic.
    const context = await newSignedInGuest(browser(), baseUrl, {
      ...GUEST_A,
      language: "ar",
      width: 390,
      bypassCSP: true,
    });
    state.guestA = context;
    const page = await context.newPage();
    state.page = page;

    await page.goto(`${baseUrl}/booking/room?lang=ar`);
    await page.waitForLoadState("networkidle");
    await page.locator('input[type="radio"][value="master"]').check();
    await fillRoomStay(page, { ...STAY, rooms: 1, guests: 2 }, t.bookingpage);
    const checked = await checkAvailability(page, t.bookingpage.checkAvailability);
    expect(checked.status()).toBe(200);
    const answer = (await checked.json()).data as {
      status: string;
      shortNights: { date: string; unit: string; remaining: number }[];
    };
    expect(answer.status).toBe("pending");
    expect(answer.shortNights).toEqual([
      expect.objectContaining({ date: STAY.checkIn, unit: "room:master", remaining: 0 }),
      expect.objectContaining({
        date: stayDates(311, 1).checkIn,
        unit: "room:master",
        remaining: 0,
      }),
    ]);

    const dialog = page.getByRole("dialog", { name: t.bookingpage.dialogTitle });
    await dialog.getByText(t.bookingpage.statusPending, { exact: true }).waitFor();
    const offer = dialog.getByRole("region", { name: t.waitingList.join.heading });
    const [joined] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/waiting-list") && response.request().method() === "POST",
      ),
      offer.getByRole("button", { name: t.waitingList.join.button }).click(),
    ]);
    expect(joined.status()).toBe(201);
    state.entryId = (await joined.json()).data.id;
    await offer.getByRole("status").filter({ hasText: t.waitingList.join.joined }).waitFor();
    expect(await seriousViolations(page, "waiting list joined (ar)")).toEqual([]);
    await offer.scrollIntoViewIfNeeded();
    await screenshotBoth(page, "waiting-list-joined-ar", { dialog: true });

    // Staff see A first in line for the master rooms on those nights.
    const staffList = await need(state.staff, "sign the staff in").request.get(
      `${baseUrl}/api/admin/waiting-list?from=${STAY.checkIn}&to=${STAY.checkOut}`,
    );
    expect(staffList.status()).toBe(200);
    const listed = ((await staffList.json()).data as AdminWaitingListEntry[]).filter(
      (entry) => entry.id === state.entryId,
    );
    expect(listed).toMatchObject([
      { status: "waiting", position: 1, guest: { email: GUEST_A.email } },
    ]);

    // The popup's link leads to My bookings, where the entry waits.
    await offer.getByRole("link", { name: t.waitingList.join.seeInMyBookings }).click();
    await page.waitForURL(`${baseUrl}/my-booking`);
    const section = page.getByRole("region", { name: t.waitingList.mine.heading, exact: true });
    const card = section.getByRole("article");
    await expect.poll(() => card.count()).toBe(1);
    await card.getByText(t.waitingList.mine.status.waiting).waitFor();
    expect(await seriousViolations(page, "my bookings waiting (ar)")).toEqual([]);
    await screenshotBoth(page, "waiting-list-my-bookings-waiting-ar");
    expect(await myEntries(context.request)).toMatchObject([
      { id: state.entryId, status: "waiting", ...STAY, quantity: 1 },
    ]);
  });

  // The job and the sender run on timers of their own: a busy machine may take many of their
  // rounds; a passing run goes on as soon as the email is there.
  it("3. guest B cancels; the job holds the freed room for A and emails A the link, in Arabic", {
    timeout: 120_000,
  }, async () => {
    const guestB = need(state.guestB, "book for guest B");
    const entryId = need(state.entryId, "join the waiting list");
    const [booking] = await storedBookings(guestB.request, baseUrl);
    if (!booking) throw new Error("guest B has no booking");
    const preview = (
      await (await guestB.request.get(`${baseUrl}/api/booking/${booking._id}/cancellation`)).json()
    ).data as CancellationPreview;
    const cancelled = await guestB.request.post(`${baseUrl}/api/booking/${booking._id}/cancel`, {
      data: { expectedRefundAmount: preview.refundAmount },
    });
    expect(cancelled.status()).toBe(200);

    // The job runs every 5 s; the sender every second.
    const message = await outboxEmail(dataDir, GUEST_A.email, {
      subject: emailTexts.ar.offer.subject,
      timeout: 90_000,
    });
    expect(message.html).toContain('dir="rtl"');
    expect(message.subject).toBe(`${emailTexts.ar.offer.subject} · ${emailTexts.ar.resortName}`);
    expect(message.html).toContain(emailTexts.ar.offer.heading);
    const link = /(http\S+\/payment\?quote=\S+)/.exec(message.text)?.[1];
    if (!link) throw new Error("no payment link in the offer email");
    expect(link).toMatch(new RegExp(`^${baseUrl}/payment\\?quote=[\\w-]+&lang=ar$`));
    state.offerLink = link;

    const guestA = need(state.guestA, "sign guest A up");
    const [entry] = await myEntries(guestA.request);
    const quoteId = new URL(link).searchParams.get("quote");
    expect(entry).toMatchObject({ id: entryId, status: "offered", offerQuoteId: quoteId });
    // The email says the stay, its price and until when it is held (Dubai time), in Arabic.
    const offered = (
      await (await guestA.request.get(`${baseUrl}/api/booking/quote/${quoteId}`)).json()
    ).data as QuoteDetail;
    const words = emailTexts.ar;
    for (const line of [
      words.greeting(GUEST_A.name),
      `${words.checkIn}: ${formatStayDate(STAY.checkIn, "ar")}`,
      `${words.checkOut}: ${formatStayDate(STAY.checkOut, "ar")}`,
      formatAed(Math.round(offered.totalAmount * 100), "ar"),
      words.offer.heldUntil(formatDubaiTime(new Date(entry?.offerExpiresAt ?? ""), "ar")),
    ]) {
      expect(message.text).toContain(line);
    }
  });

  // The entry is marked booked by the job's next round (every 5 s), later on a busy machine.
  it("4. A opens the email's link on a laptop, signs in, pays with a card, and My bookings shows the booking and the entry booked", {
    timeout: 120_000,
  }, async () => {
    const link = need(state.offerLink, "email the offer");
    const quoteId = new URL(link).searchParams.get("quote");
    // Another device (or a mail app's own browser): signed out, no language chosen there yet.
    const laptop = await newGuestContext(browser(), { width: 1280, bypassCSP: true });
    state.laptop = laptop;
    const page = await laptop.newPage();
    await page.goto(link);
    await page.waitForURL(`${baseUrl}/login`);
    // The link opens the site in the email's language.
    await page.getByLabel(t.authpage.email).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    await page.getByLabel(t.authpage.email).fill(GUEST_A.email);
    await page.getByLabel(t.authpage.password).fill(PASSWORD);
    await page.getByRole("button", { name: t.authpage.loginButton, exact: true }).click();
    // Sign-in brings the guest back to the offer's payment page.
    await page.waitForURL(
      (url) => url.pathname === "/payment" && url.search.includes(`quote=${quoteId}`),
    );
    await page.waitForLoadState("networkidle");
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    const detail = (
      await (await page.request.get(`${baseUrl}/api/booking/quote/${quoteId}`)).json()
    ).data as QuoteDetail;
    expect(detail).toMatchObject({ ...STAY, quantity: 1, status: "confirmed" });
    await page.getByLabel(t.paymentpage.card.number).waitFor();
    await screenshotBoth(page, "waiting-list-offer-payment-ar");

    await payWithCard(
      page,
      spaced(t.paymentpage.card.pay.replace("{{amount}}", formatPrice(detail.totalAmount, "ar"))),
      { name: GUEST_A.name, labels: t.paymentpage.card },
    );
    await page.getByRole("dialog", { name: t.paymentpage.confirmed.title }).waitFor();

    const guestA = need(state.guestA, "sign guest A up");
    const bookings = await storedBookings(guestA.request, baseUrl);
    expect(bookings).toMatchObject([
      { status: "confirmed", paymentStatus: "completed", ...STAY, quantity: 1 },
    ]);

    // The job's next round marks the entry booked; My bookings is opened once it has.
    await expect
      .poll(() => myEntries(guestA.request), { timeout: 90_000, interval: 500 })
      .toMatchObject([{ id: state.entryId, status: "booked" }]);
    await page.goto(`${baseUrl}/my-booking`);
    const section = page.getByRole("region", { name: t.waitingList.mine.heading, exact: true });
    await section
      .getByRole("article")
      .getByText(t.waitingList.mine.status.booked, { exact: true })
      .waitFor();
    expect(await seriousViolations(page, "my bookings booked (ar)")).toEqual([]);
    await screenshotBoth(page, "waiting-list-my-bookings-booked-ar");
  });
});
