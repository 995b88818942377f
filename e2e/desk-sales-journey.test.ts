import { readFile } from "node:fs/promises";
import type { AdminBookingDetail } from "@camp/shared/admin/admin-bookings";
import { resortToday } from "@camp/shared/dates/resort-dates";
import type {
  BookingPayment,
  CashReport,
  PayLinkDetail,
  StaffBookingDesk,
  StaffBookingLink,
} from "@camp/shared/desk-sales/desk-sales";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { emailTexts } from "../apps/server/src/features/email/email-texts";
import { type ParsedEmail, parseEml } from "../apps/server/test/helpers/outbox";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import { formatPrice, formatStayDate } from "../apps/web/src/lib/format";
import {
  fillRoomStay,
  fillStay,
  need,
  newEmail,
  newGuestContext,
  newStaffContext,
  outboxEmail,
  payWithCard,
  screenshot,
  seriousViolations,
  spaced,
  stayDates,
  useBrowser,
} from "./journey-helpers";

/**
 * Sales at the desk (decision 055), through the real screens: the owner takes a phone booking in
 * Arabic for a guest who has no account and sends a payment link; the guest opens it on a phone,
 * pays with the sandbox card and gets the Arabic confirmation; then a walk-in books a tent at the
 * desk and pays half in cash and half by card terminal, and the day's cash report lists both.
 *
 * The steps share the owner's console and run in order. The master room's nights are 45 days
 * ahead, the tent's tomorrow: no other journey books a tent for tomorrow or a master room then.
 */

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const admin = inject("admin");
const browser = useBrowser();

type Words = typeof en;
const WORDS = { en, ar } as const;

const ROOM_STAY = stayDates(45, 2);
const TENT_STAY = stayDates(1, 1);
/** A guest who phoned: Arabic-speaking, a UAE mobile, an email, no account on the site. */
const CALLER = {
  name: "مريم الكعبي",
  phone: "0501234567",
  e164Digits: "971501234567",
  email: newEmail("desk-caller"),
};
const WALK_IN = { name: "Khalid Walker", phone: "0557654321" };
const TERMINAL_SLIP = `TRM-${Date.now().toString().slice(-6)}`;

const journey: {
  owner?: { context: BrowserContext; page: Page };
  guest?: BrowserContext;
  link?: StaffBookingLink;
  linkBookingId?: string;
  desk?: StaffBookingDesk;
  extra?: BrowserContext;
} = {};

afterAll(async () => {
  await journey.guest?.close();
  await journey.extra?.close();
  await journey.owner?.context.close();
});

/** The page at a phone's width and at a laptop's, from its top, then back to its own width. */
async function screenshotBoth(page: Page, name: string): Promise<void> {
  const own = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.evaluate("window.scrollTo(0, 0)");
    await screenshot(page, `${name}-${width}`);
  }
  if (own) await page.setViewportSize(own);
}

/**
 * The whole page from its top: scrolled (the focus moved to a result), a whole-page shot would draw
 * the sticky site header over the middle of the page.
 */
async function topScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate("window.scrollTo(0, 0)");
  await screenshot(page, name);
}

/**
 * An email's text and HTML, also where they sit in a multipart/alternative inside the
 * multipart/mixed that carries attachments; and the attachments' content types.
 */
function readable(email: ParsedEmail): { text: string; html: string; attachments: string[] } {
  const alternative = email.parts.find((part) =>
    part.contentType.startsWith("multipart/alternative"),
  );
  const inner = alternative
    ? parseEml(`Content-Type: ${alternative.contentType}\n\n${alternative.body}`)
    : email;
  return {
    text: inner.text,
    html: inner.html,
    attachments: email.parts
      .map((part) => part.contentType)
      .filter((type) => !type.startsWith("multipart/") && !type.startsWith("text/")),
  };
}

/** A phone's page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width = 390): Promise<void> {
  const scrollWidth = await page.locator("html").evaluate((html) => html.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

async function openNewBooking(page: Page, words: Words, query: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/bookings/new?${query}`);
  await page.getByRole("heading", { level: 1, name: words.adminNewBooking.title }).waitFor();
}

/** The staff's own fields of New booking: the guest, where the booking came from, how it is paid. */
async function fillStaffFields(
  page: Page,
  words: Words,
  guest: { name: string; phone?: string; email?: string; language: "en" | "ar" },
  source: "phone" | "walk_in",
  payment: "link" | "at_desk",
): Promise<void> {
  const texts = words.adminNewBooking;
  await page.getByLabel(texts.guest.name, { exact: true }).fill(guest.name);
  if (guest.phone) await page.getByLabel(texts.guest.phone, { exact: true }).fill(guest.phone);
  if (guest.email) await page.getByLabel(texts.guest.email, { exact: true }).fill(guest.email);
  await page
    .getByRole("radio", { name: texts.guest.languages[guest.language], exact: true })
    .check();
  await page.getByRole("radio", { name: texts.source.options[source], exact: true }).check();
  await page
    .getByRole("radio", { name: payment === "link" ? texts.payment.link : texts.payment.atDesk })
    .check();
}

/** Presses the form's submit and answers the server's answer to POST /api/admin/bookings. */
async function submitNewBooking<T>(page: Page, label: string): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        new URL(candidate.url()).pathname === "/api/admin/bookings" &&
        candidate.request().method() === "POST",
    ),
    page.getByRole("button", { name: label, exact: true }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as T;
}

async function adminBooking(context: BrowserContext, id: string): Promise<AdminBookingDetail> {
  const response = await context.request.get(`${baseUrl}/api/admin/bookings/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

async function bookingPayments(
  context: BrowserContext,
  id: string,
): Promise<{ payments: BookingPayment[]; total: number; paid: number; balanceDue: number }> {
  const response = await context.request.get(`${baseUrl}/api/admin/bookings/${id}/payments`);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** "Take a payment" on the booking's page: the amount (the balance when not given), how, a slip. */
async function takePayment(
  page: Page,
  words: Words,
  payment: { amount?: string; method: "cash" | "card_terminal"; reference?: string },
): Promise<void> {
  const texts = words.adminBookings.deskPayments;
  const section = page.getByRole("region", { name: texts.title, exact: true });
  await section.getByRole("button", { name: texts.take, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: texts.takeTitle });
  await dialog.waitFor();
  if (payment.amount !== undefined) {
    await dialog.getByLabel(texts.amount, { exact: true }).fill(payment.amount);
  }
  await dialog
    .getByRole("radio", { name: words.deskMoney.method[payment.method], exact: true })
    .check();
  if (payment.reference) {
    await dialog.getByLabel(texts.referenceField, { exact: true }).fill(payment.reference);
  }
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        /\/api\/admin\/bookings\/[^/]+\/payments$/.test(new URL(candidate.url()).pathname) &&
        candidate.request().method() === "POST",
    ),
    dialog.getByRole("button", { name: texts.takeSubmit, exact: true }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(201);
  await dialog.waitFor({ state: "detached" });
}

describe("[DESK SALES] the desk books a caller by payment link and a walk-in paid at the desk", () => {
  it("1. the owner takes a phone booking in Arabic for a guest without an account and gets the link, its QR code and a WhatsApp message", {
    timeout: 180_000,
  }, async () => {
    const context = await newStaffContext(browser(), baseUrl, admin, {
      width: 1280,
      bypassCSP: true,
    });
    const page = await context.newPage();
    journey.owner = { context, page };
    const t = ar;

    await openNewBooking(page, t, "service=room&lang=ar");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    const master = page.locator('input[type="radio"][value="master"]');
    await master.check();
    await fillRoomStay(page, { ...ROOM_STAY, rooms: 1, guests: 2 }, t.bookingpage);
    await fillStaffFields(page, t, { ...CALLER, language: "ar" }, "phone", "link");
    await topScreenshot(page, "desk-new-booking-form-ar-1280");

    const link = await submitNewBooking<StaffBookingLink>(page, t.adminNewBooking.submit.link);
    journey.link = link;
    expect(link.paymentUrl).toMatch(new RegExp(`^${baseUrl}/pay/[A-Za-z0-9_-]{43}$`));
    expect(link.total).toBeGreaterThan(0);

    const result = page.getByRole("heading", { name: t.adminNewBooking.linkResult.heading });
    await result.waitFor();
    // The result takes the focus, so a screen reader says what was made.
    await expect
      .poll(() => page.evaluate("document.activeElement && document.activeElement.textContent"))
      .toBe(t.adminNewBooking.linkResult.heading);
    await expect
      .poll(() => page.getByLabel(t.paymentLink.url, { exact: true }).inputValue())
      .toBe(link.paymentUrl);
    await page.getByText(link.reference, { exact: true }).first().waitFor();
    await expect
      .poll(async () => spaced(await page.locator("main").textContent()))
      .toContain(spaced(formatPrice(link.total, "ar")));
    const qr = page.getByRole("img", {
      name: t.paymentLink.qrLabel.replace("{{reference}}", link.reference),
    });
    await qr.waitFor();

    // WhatsApp: the guest's number, the text in the guest's language (Arabic) with the link.
    const whatsApp = page.getByRole("link", { name: t.paymentLink.whatsApp });
    const href = need((await whatsApp.getAttribute("href")) ?? undefined, "draw the WhatsApp link");
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${CALLER.e164Digits}`);
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain(link.paymentUrl);
    expect(text).toContain(link.reference);
    expect(text).toMatch(/[\u0600-\u06FF]{3,}/);
    expect(text).not.toMatch(/payment link for your stay/i);
    expect(await seriousViolations(page, "new booking link result (ar)")).toEqual([]);
    await topScreenshot(page, "desk-new-booking-ar-1280");

    // The same page in English: the result stays, its words switch; WhatsApp stays Arabic.
    await page.getByRole("button", { name: ar.nav.switchTo }).click();
    await page.getByRole("heading", { name: en.adminNewBooking.linkResult.heading }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    const englishHref = await page
      .getByRole("link", { name: en.paymentLink.whatsApp })
      .getAttribute("href");
    expect(englishHref).toBe(href);
    expect(await seriousViolations(page, "new booking link result (en)")).toEqual([]);
    await topScreenshot(page, "desk-new-booking-en-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await topScreenshot(page, "desk-new-booking-en-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: en.nav.switchTo }).click();
    await page.getByRole("heading", { name: ar.adminNewBooking.linkResult.heading }).waitFor();

    // The link's email went out, in Arabic, with the link.
    const email = await outboxEmail(dataDir, CALLER.email, {
      subject: emailTexts.ar.paymentLink.subject,
    });
    expect(email.html).toContain('dir="rtl"');
    expect(email.text).toContain(link.paymentUrl);
  });

  it("2. the guest opens the link on a phone, sees the stay in Arabic, pays with the sandbox card and gets the Arabic email", {
    timeout: 180_000,
  }, async () => {
    const link = need(journey.link, "make the payment link");
    const owner = need(journey.owner, "open the console");
    const t = ar;
    // A fresh phone, no cookies: the site's default language, until the link says Arabic.
    const guest = await newGuestContext(browser(), { width: 390, bypassCSP: true });
    journey.guest = guest;
    const page = await guest.newPage();
    await page.goto(link.paymentUrl);
    await page.getByRole("heading", { level: 1, name: t.payLink.title }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await page.getByLabel(t.paymentpage.card.number).waitFor();

    // The stay and the total the console showed.
    const token = need(link.paymentUrl.split("/").at(-1), "name the link's token");
    const detail = (await (await guest.request.get(`${baseUrl}/api/pay/${token}`)).json())
      .data as PayLinkDetail;
    expect(detail.quote).toMatchObject({ ...ROOM_STAY, quantity: 1, totalAmount: link.total });
    expect(detail.reference).toBe(link.reference);
    const shown = async () => spaced(await page.locator("main").textContent());
    await expect.poll(shown).toContain(spaced(formatStayDate(ROOM_STAY.checkIn, "ar", "long")));
    await expect.poll(shown).toContain(spaced(formatStayDate(ROOM_STAY.checkOut, "ar", "long")));
    await expect.poll(shown).toContain(spaced(formatPrice(link.total, "ar")));
    await expect.poll(shown).toContain(link.reference);
    await expect.poll(shown).toContain(CALLER.name);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page, "pay link (ar, 390)")).toEqual([]);
    await topScreenshot(page, "desk-pay-link-ar-390");

    const [completed] = await Promise.all([
      page.waitForResponse(
        (candidate) =>
          new URL(candidate.url()).pathname === `/api/pay/${token}/complete` &&
          candidate.request().method() === "POST",
        { timeout: 60_000 },
      ),
      payWithCard(
        page,
        spaced(t.paymentpage.card.pay.replace("{{amount}}", formatPrice(link.total, "ar"))),
        { name: "Maryam Alkaabi", labels: t.paymentpage.card },
      ),
    ]);
    expect(completed.status(), await completed.text()).toBe(201);
    const booked = (await completed.json()).data as { reference: string; bookingId: string };
    expect(booked.reference).toBe(link.reference);
    journey.linkBookingId = booked.bookingId;

    await page.getByRole("heading", { name: t.payLink.done.heading }).waitFor();
    await expect.poll(shown).toContain(link.reference);
    // The guest gave an email: the page says the confirmation went there.
    await expect.poll(shown).toContain(spaced(t.payLink.done.emailed));
    await expectNoSidewaysScroll(page);
    await topScreenshot(page, "desk-pay-link-done-ar-390");

    // The Arabic confirmation, with the reference, to the address staff typed.
    const confirmed = emailTexts.ar.bookingTemplates["booking-confirmed"];
    const email = readable(
      await outboxEmail(dataDir, CALLER.email, { subject: confirmed.subject }),
    );
    expect(email.html).toContain('dir="rtl"');
    expect(email.html).toContain(confirmed.heading);
    expect(email.text).toContain(link.reference);
    // With the tax invoice of the card payment as a PDF.
    expect(email.attachments).toContainEqual(expect.stringMatching(/^application\/pdf/));

    // The console: the link paid (the New booking page follows it), the booking confirmed, from
    // the phone, taken by the owner.
    const consolePage = owner.page;
    await consolePage
      .getByText(t.paymentLink.state.paid, { exact: true })
      .first()
      .waitFor({ timeout: 60_000 });
    await consolePage.getByRole("link", { name: t.paymentLink.openBooking }).click();
    await consolePage.waitForURL(`${baseUrl}/admin/bookings/${booked.bookingId}*`);
    await consolePage
      .getByRole("heading", { level: 1, name: t.adminBookings.detailTitle })
      .waitFor();
    const stored = await adminBooking(owner.context, booked.bookingId);
    expect(stored).toMatchObject({
      status: "confirmed",
      source: "phone",
      takenBy: admin.email,
      paymentLink: { state: "paid", reference: link.reference },
    });
    const consoleText = async () => spaced(await consolePage.locator("main").textContent());
    await expect.poll(consoleText).toContain(t.adminBookings.source.phone);
    await expect.poll(consoleText).toContain(admin.email);
    await expect.poll(consoleText).toContain(t.paymentLink.state.paid);
    await topScreenshot(consolePage, "desk-booking-link-paid-ar-1280");

    // The link again: paid, said so, no card form.
    await page.goto(link.paymentUrl);
    await page.getByRole("heading", { name: t.payLink.paid.heading }).waitFor();
    await expect.poll(shown).toContain(link.reference);
    expect(await page.getByLabel(t.paymentpage.card.number).count()).toBe(0);
    await screenshot(page, "desk-pay-link-paid-again-ar-390");
  });

  it("3. a walk-in books a tent at the desk and pays half in cash and half by card terminal; the cash report lists both", {
    timeout: 180_000,
  }, async () => {
    const { context, page } = need(journey.owner, "open the console");
    const t = en;
    await openNewBooking(page, t, "service=camp&lang=en");
    await fillStay(page, TENT_STAY, t.bookingpage);
    await page.getByLabel(t.bookingpage.tents, { exact: true }).fill("1");
    await page.getByLabel(t.bookingpage.guests, { exact: true }).fill("2");
    await fillStaffFields(page, t, { ...WALK_IN, language: "en" }, "walk_in", "at_desk");
    await topScreenshot(page, "desk-new-booking-walk-in-form-en-1280");
    const desk = await submitNewBooking<StaffBookingDesk>(page, t.adminNewBooking.submit.atDesk);
    journey.desk = desk;
    expect(desk.balanceDue).toBe(desk.total);
    await page.getByRole("heading", { name: t.adminNewBooking.deskResult.heading }).waitFor();
    await topScreenshot(page, "desk-new-booking-walk-in-result-en-1280");

    await page.getByRole("link", { name: t.adminNewBooking.deskResult.openBooking }).click();
    await page.waitForURL(`${baseUrl}/admin/bookings/${desk.bookingId}*`);
    const payments = page.getByRole("region", {
      name: t.adminBookings.deskPayments.title,
      exact: true,
    });
    await payments.getByRole("button", { name: t.adminBookings.deskPayments.take }).waitFor();

    // Half in cash (whole fils), the rest by the card terminal with its slip's number.
    const half = Math.round(desk.total * 50) / 100;
    await takePayment(page, t, { amount: String(half), method: "cash" });
    await takePayment(page, t, { method: "card_terminal", reference: TERMINAL_SLIP });

    const money = await bookingPayments(context, desk.bookingId);
    expect(money.balanceDue).toBe(0);
    expect(money.paid).toBe(desk.total);
    expect(money.payments).toMatchObject([
      { kind: "captured", method: "cash", amount: half, takenBy: admin.email },
      {
        kind: "captured",
        method: "card_terminal",
        amount: Math.round((desk.total - half) * 100) / 100,
        reference: TERMINAL_SLIP,
        takenBy: admin.email,
      },
    ]);
    const numbers = money.payments.map((payment) => payment.documentNumber);
    for (const number of numbers) expect(number).toMatch(/\S+/);
    expect(new Set(numbers).size).toBe(2);

    // The page lists both with their documents; the documents list has both; nothing is due.
    const rows = payments
      .getByRole("list", { name: t.adminBookings.deskPayments.listLabel })
      .getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(2);
    const rowTexts = (await rows.allTextContents()).map(spaced);
    expect(rowTexts[0]).toContain(t.deskMoney.method.cash);
    expect(rowTexts[0]).toContain(String(numbers[0]));
    expect(rowTexts[1]).toContain(t.deskMoney.method.card_terminal);
    expect(rowTexts[1]).toContain(TERMINAL_SLIP);
    expect(rowTexts[1]).toContain(String(numbers[1]));
    await expect
      .poll(async () => spaced(await payments.textContent()))
      .toContain(spaced(`${t.adminBookings.deskPayments.balanceDue}${formatPrice(0, "en")}`));
    await payments.getByRole("button", { name: t.adminBookings.deskPayments.take }).waitFor({
      state: "detached",
    });
    const documents = page.getByRole("region", { name: t.adminBookings.documents.title });
    for (const number of numbers) {
      await documents.getByText(String(number), { exact: true }).first().waitFor();
    }
    const stored = await adminBooking(context, desk.bookingId);
    expect(stored).toMatchObject({ source: "walk_in", takenBy: admin.email, balanceDue: 0 });

    await payments.scrollIntoViewIfNeeded();
    await screenshotBoth(page, "desk-booking-payments-en");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.goto(`${baseUrl}/admin/bookings/${desk.bookingId}?lang=ar`);
    const arabicPayments = page.getByRole("region", {
      name: ar.adminBookings.deskPayments.title,
      exact: true,
    });
    await arabicPayments
      .getByRole("list", { name: ar.adminBookings.deskPayments.listLabel })
      .getByRole("listitem")
      .nth(1)
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, "desk-booking-payments-ar");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Today's cash report: both methods, the owner; the CSV has both.
    for (const language of ["ar", "en"] as const) {
      const words = WORDS[language];
      await page.goto(`${baseUrl}/admin/cash-report?lang=${language}`);
      await page.getByRole("heading", { level: 1, name: words.adminCashReport.title }).waitFor();
      const report = page.getByRole("table", { name: words.adminCashReport.paymentsCaption });
      await report.getByText(desk.reference).first().waitFor();
      const reportText = spaced(await page.locator("main").textContent());
      expect(reportText).toContain(words.deskMoney.method.cash);
      expect(reportText).toContain(words.deskMoney.method.card_terminal);
      expect(reportText).toContain(admin.email);
      expect(reportText).toContain(TERMINAL_SLIP);
      expect(await seriousViolations(page, `cash report (${language})`)).toEqual([]);
      await screenshotBoth(page, `desk-cash-report-${language}`);
    }
    const api = await context.request.get(
      `${baseUrl}/api/admin/reports/cash?date=${resortToday()}`,
    );
    expect(api.status()).toBe(200);
    const day = (await api.json()).data as CashReport;
    const ours = day.payments.filter((payment) => payment.bookingId === desk.bookingId);
    expect(ours.map((payment) => payment.method)).toEqual(
      expect.arrayContaining(["cash", "card_terminal"]),
    );
    for (const method of ["cash", "card_terminal"] as const) {
      expect(day.lines).toContainEqual(expect.objectContaining({ method, takenBy: admin.email }));
    }

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: en.adminCashReport.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(need((await download.path()) ?? undefined, "save the CSV"), "utf8");
    const ourLines = csv.split(/\r?\n/).filter((line) => line.includes(desk.reference));
    expect(ourLines).toHaveLength(2);
    expect(ourLines.some((line) => line.includes("Cash"))).toBe(true);
    expect(
      ourLines.some((line) => line.includes("Card terminal") && line.includes(TERMINAL_SLIP)),
    ).toBe(true);
    expect(csv).toContain(admin.email);
  });

  it("4. New booking, the payment page and the booking's payments have no serious accessibility findings, in both languages", {
    timeout: 180_000,
  }, async () => {
    const { context, page } = need(journey.owner, "open the console");
    const desk = need(journey.desk, "book the walk-in");
    const findings: string[] = [];

    for (const language of ["en", "ar"] as const) {
      const words = WORDS[language];
      // New booking, its fields filled in part and its errors shown.
      await openNewBooking(page, words, `service=room&lang=${language}`);
      await page.locator('input[type="radio"][value="master"]').waitFor();
      findings.push(...(await seriousViolations(page, `new booking (${language})`)));
      await page
        .getByRole("button", { name: words.adminNewBooking.submit.link, exact: true })
        .click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      findings.push(...(await seriousViolations(page, `new booking errors (${language})`)));
      if (language === "en") await topScreenshot(page, "desk-new-booking-errors-en-1280");

      // The booking's page with its payments section.
      await page.goto(`${baseUrl}/admin/bookings/${desk.bookingId}?lang=${language}`);
      await page
        .getByRole("region", { name: words.adminBookings.deskPayments.title, exact: true })
        .getByRole("list", { name: words.adminBookings.deskPayments.listLabel })
        .waitFor();
      findings.push(...(await seriousViolations(page, `booking payments (${language})`)));
    }

    // A payable link in the other language: an English-speaking caller, withdrawn afterwards.
    const made = await context.request.post(`${baseUrl}/api/admin/bookings`, {
      data: {
        serviceType: "room",
        roomType: "master",
        ...stayDates(47, 1),
        quantity: 1,
        guests: 1,
        guest: { name: "Sam Caller", phone: "+971501112233", language: "en" },
        source: "whatsapp",
        payment: "link",
        holdHours: 2,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const link = (await made.json()).data as StaffBookingLink;
    const guest = await newGuestContext(browser(), { width: 390, bypassCSP: true });
    journey.extra = guest;
    const payPage = await guest.newPage();
    for (const language of ["en", "ar"] as const) {
      const words = WORDS[language];
      await payPage.goto(language === "en" ? link.paymentUrl : `${link.paymentUrl}?lang=ar`);
      await payPage.getByRole("heading", { level: 1, name: words.payLink.title }).waitFor();
      await payPage.getByLabel(words.paymentpage.card.number).waitFor();
      expect(await payPage.locator("html").getAttribute("lang")).toBe(language);
      findings.push(...(await seriousViolations(payPage, `pay link (${language})`)));
      await expectNoSidewaysScroll(payPage);
      if (language === "en") await screenshot(payPage, "desk-pay-link-en-390");
    }
    const token = need(link.paymentUrl.split("/").at(-1), "name the link's token");
    const withdrawn = await context.request.post(
      `${baseUrl}/api/admin/payment-links/${token}/cancel`,
      { data: {} },
    );
    expect(withdrawn.status()).toBe(200);
    // Withdrawn: the page has no link detail to take the language from, so it is asked for.
    await payPage.goto(`${link.paymentUrl}?lang=en`);
    await payPage.getByRole("heading", { name: en.payLink.expired.heading }).waitFor();
    findings.push(...(await seriousViolations(payPage, "pay link withdrawn (en)")));

    expect(findings).toEqual([]);
  });
});
