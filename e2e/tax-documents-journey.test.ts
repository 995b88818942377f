import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { QuoteDetail, StoredBooking } from "@camp/shared/booking/booking-api";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { resortDateOf, resortToday } from "@camp/shared/dates/resort-dates";
import { nightRuns } from "@camp/shared/rates/night-runs";
import type { BookingDocument, TaxSettings } from "@camp/shared/tax/tax-schemas";
import { vatIncludedIn } from "@camp/shared/tax/tax-terms";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { APIRequestContext, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { REPO_ROOT } from "../apps/server/src/config/env";
import {
  formatDocumentAed,
  formatDocumentDate,
} from "../apps/server/src/features/documents/document-texts";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import { formatPercent, formatPrice, formatResortInstant } from "../apps/web/src/lib/format";
import {
  checkAvailability,
  expectRow,
  fillRoomStay,
  fils,
  need,
  newEmail,
  newSignedInGuest,
  newStaffContext,
  payNowInPopup,
  payQuoteThroughApi,
  payWithCard,
  quoteThroughApi,
  screenshot,
  spaced,
  stayDates,
  storedBooking,
  storedBookings,
  useBrowser,
} from "./journey-helpers";

/**
 * Tax and its documents (decisions 028 to 030), through the real screens: staff set the resort's
 * TRN and a Tourism Dirham fee per unit type on the console's Tax settings; a guest books a master
 * room, sees the fee, the VAT the total holds and the cancellation policy before the card, pays,
 * downloads the bilingual tax invoice from My bookings (its text read back from the PDF), cancels,
 * and finds the credit note that names the invoice. Another guest cannot list the booking's
 * documents.
 *
 * The steps share the staff, the guest and the booking and run in order. The nights are about
 * 260 days ahead: no other journey books them. The settings are the whole server's: the fee is
 * set on the master room and the tent only (the rates journey prices the kids room to the fils
 * against this same server), other journeys compare totals with the server's own answers, and
 * the settings found are put back at the end.
 */

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

const TRN = "100234567800003";
/** AED per occupied unit-night, typed into the console. */
const FEE = { master: 15, camp: 10 } as const;
const STAY = stayDates(260, 2);
const NIGHTS = 2;
const ROOMS = 1;
const GUEST = { name: "Omar Haddad", phone: "0501234567" };
/** A second stay, only for the screenshots of the payment page and of an upcoming booking. */
const SECOND_STAY = stayDates(264, 1);

const aed = (amount: number) => formatPrice(amount, "en");

/** "VAT included (5%)" as the breakdowns label it. */
const vatLabel = (vatRate: number) =>
  en.prices.vatIncluded.replace("{{rate}}", formatPercent(vatRate, "en"));

/** The PDF's text as pdf.js reads it back (the legacy build runs on Node 20), one space between words. */
async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: spaced(texts.join(" ")) };
}

/** The PDFs as downloaded, for people to look at (data/ is git-ignored). */
async function keepPdf(name: string, pdf: Buffer): Promise<void> {
  const folder = path.join(REPO_ROOT, "data/e2e-screenshots");
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${name}.pdf`), pdf);
}

const state: {
  staff?: BrowserContext;
  guest?: BrowserContext;
  guestPage?: Page;
  settingsBefore?: TaxSettings;
  settings?: TaxSettings;
  quote?: QuoteDetail;
  booking?: StoredBooking;
  invoice?: BookingDocument;
  email: string;
} = { email: newEmail("tax-journey") };

async function documentsOf(request: APIRequestContext, id: string): Promise<BookingDocument[]> {
  const response = await request.get(`${baseUrl}/api/booking/${id}/documents`);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** Clicks a document's download link in My bookings; the file and, fetched again, its headers. */
async function download(page: Page, scope: Locator, document: BookingDocument) {
  const kind = en.mybookings.documents.kinds[document.kind];
  const link = scope.getByRole("link", {
    name: en.mybookings.documents.downloadNamed
      .replace("{{kind}}", kind)
      .replace("{{number}}", document.number),
  });
  expect(await link.getAttribute("href")).toBe(document.url);
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(file.suggestedFilename()).toBe(`${document.number}.pdf`);
  const pdf = await readFile(await file.path());
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const again = await page.request.get(`${baseUrl}${document.url}`);
  expect(again.status()).toBe(200);
  expect(again.headers()["content-type"]).toBe("application/pdf");
  expect(again.headers()["content-disposition"]).toContain(`${document.number}.pdf`);
  return pdf;
}

describe("[TAX] the Tourism Dirham fee and VAT shown before paying, a bilingual tax invoice, and its credit note", () => {
  afterAll(async () => {
    // The server is every journey's: the settings go back to what this one found.
    const before = state.settingsBefore;
    if (before && state.staff) {
      await state.staff.request.put(`${baseUrl}/api/admin/tax-settings`, {
        data: { trn: before.trn ?? "", tourismFee: before.tourismFee },
      });
    }
    await state.guest?.close();
    await state.staff?.close();
  });

  it("1. staff set the TRN and a Tourism Dirham fee per unit type on the console's Tax settings", async () => {
    const staff = await newStaffContext(browser(), baseUrl, admin);
    state.staff = staff;
    const found = await staff.request.get(`${baseUrl}/api/admin/tax-settings`);
    expect(found.status()).toBe(200);
    const before = (await found.json()).data as TaxSettings;
    state.settingsBefore = before;
    // A fresh install: 5% included in the rates, no fee (the spec's totals).
    expect(before).toMatchObject({ vatRate: 5, ratesIncludeVat: true });

    const page = await staff.newPage();
    await page.goto(`${baseUrl}/admin`);
    await page
      .getByRole("link", { name: en.adminConsole.nav.taxSettings, exact: true })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/admin/tax-settings`);
    await page.getByRole("heading", { level: 1, name: en.adminTaxSettings.heading }).waitFor();
    const trn = page.getByLabel(en.adminTaxSettings.fields.trn, { exact: true });
    await expect.poll(() => trn.inputValue()).toBe(before.trn ?? "");
    await trn.fill(TRN);
    await page.getByLabel(en.adminTaxSettings.fee.master, { exact: true }).fill(String(FEE.master));
    await page.getByLabel(en.adminTaxSettings.fee.camp, { exact: true }).fill(String(FEE.camp));
    // (From the top: a page scrolled to a field draws the sticky header mid-page in a full shot.)
    await page.evaluate("window.scrollTo(0, 0)");
    await screenshot(page, "tax-journey-settings-en-1280");
    const [saved] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/admin/tax-settings") &&
          response.request().method() === "PUT",
      ),
      page.getByRole("button", { name: en.adminTaxSettings.save }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await page.getByText(en.adminTaxSettings.saved).waitFor();
    const settings = (await saved.json()).data as TaxSettings;
    expect(settings).toMatchObject({
      trn: TRN,
      vatRate: before.vatRate,
      ratesIncludeVat: true,
      tourismFee: { ...before.tourismFee, master: FEE.master, camp: FEE.camp },
    });
    state.settings = settings;
    // What the console saved is what the server prices with from now on.
    const read = (await (await staff.request.get(`${baseUrl}/api/admin/tax-settings`)).json())
      .data as TaxSettings;
    expect(read).toMatchObject({ trn: TRN, tourismFee: settings.tourismFee });
    await page.close();
  });

  it("2. a guest books a master room: the fee, the VAT included and the policy are shown before the card", async () => {
    const settings = need(state.settings, "save the tax settings");
    const context = await newSignedInGuest(browser(), baseUrl, {
      email: state.email,
      name: GUEST.name,
      phone: GUEST.phone,
    });
    state.guest = context;
    const page = await context.newPage();
    state.guestPage = page;

    await page.goto(`${baseUrl}/booking/room`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("radio", { name: /Master/ }).check();
    await fillRoomStay(page, { ...STAY, rooms: ROOMS, guests: 2 });
    const checked = await checkAvailability(page);
    expect(checked.status()).toBe(200);
    const answer = (await checked.json()).data as {
      status: string;
      nights: number;
      nightly: { date: string; amount: number }[];
      totalAmount: number;
      tourismFee: number;
      vatAmount: number;
      vatRate: number;
    };
    expect(answer).toMatchObject({ status: "confirmed", nights: NIGHTS, vatRate: 5 });
    // The fee: AED 15 for each occupied room on each night, its own line, no VAT on it; the VAT
    // is the 5/105 of the rest, and the total charged holds both.
    const nightsMinor = answer.nightly.reduce((sum, night) => sum + fils(night.amount), 0);
    expect(fils(answer.tourismFee)).toBe(fils(settings.tourismFee.master) * ROOMS * NIGHTS);
    expect(fils(answer.totalAmount)).toBe(nightsMinor + fils(answer.tourismFee));
    expect(fils(answer.vatAmount)).toBe(vatIncludedIn(nightsMinor, 500));

    // The popup: the nights, the fee's line, the total charged and the VAT it includes.
    const dialog = page.getByRole("dialog", { name: en.bookingpage.dialogTitle });
    await dialog.getByRole("button", { name: en.bookingpage.payNow }).waitFor();
    const runs = nightRuns(
      answer.nightly.map((night) => ({ ...night, amount: fils(night.amount) })),
    );
    for (const run of runs) {
      expect(spaced(await dialog.textContent())).toContain(spaced(aed(run.total / 100)));
    }
    await expectRow(dialog, en.prices.tourismFee, aed(answer.tourismFee));
    await expectRow(dialog, en.prices.totalCharged, aed(answer.totalAmount));
    await expectRow(dialog, vatLabel(answer.vatRate), aed(answer.vatAmount));
    await screenshot(page, "tax-journey-popup-en-1280");

    await payNowInPopup(page);
    await page.waitForLoadState("networkidle");
    const quoteId = new URL(page.url()).searchParams.get("quote");
    const detail = (
      await (await page.request.get(`${baseUrl}/api/booking/quote/${quoteId}`)).json()
    ).data as QuoteDetail;
    state.quote = detail;
    expect(fils(detail.totalAmount)).toBe(fils(answer.totalAmount));
    expect(fils(detail.tourismFee)).toBe(fils(answer.tourismFee));
    expect(fils(detail.vatAmount)).toBe(fils(answer.vatAmount));

    const summary = page.getByRole("region", { name: en.paymentpage.summary.heading });
    await expectRow(summary, en.prices.tourismFee, aed(detail.tourismFee));
    await expectRow(summary, en.prices.totalCharged, aed(detail.totalAmount));
    await expectRow(summary, vatLabel(detail.vatRate), aed(detail.vatAmount));

    // The policy with this stay's own deadlines and amounts, before the card.
    const terms = detail.cancellationTerms;
    if (!terms) throw new Error("the quote carries no cancellation terms");
    expect(fils(terms.totalAmount)).toBe(fils(detail.totalAmount));
    const policy = page.getByRole("region", { name: en.paymentpage.policy.heading });
    const policyText = async () => spaced(await policy.textContent());
    await expect
      .poll(policyText)
      .toContain(
        spaced(
          en.paymentpage.policy.full
            .replace("{{amount}}", aed(terms.totalAmount))
            .replace("{{until}}", formatResortInstant(terms.fullRefundUntil, "en")),
        ),
      );
    expect(await policyText()).toContain(
      spaced(
        en.paymentpage.policy.partial
          .replace("{{percent}}", formatPercent(terms.partialRefundPercent, "en"))
          .replace("{{amount}}", aed(terms.partialRefundAmount))
          .replace("{{until}}", formatResortInstant(terms.partialRefundUntil, "en")),
      ),
    );
    expect(await policyText()).toContain(
      spaced(
        en.paymentpage.policy.noneAfter
          .replace("{{from}}", formatResortInstant(terms.partialRefundUntil, "en"))
          .replace("{{checkIn}}", formatResortInstant(terms.checkInAt, "en")),
      ),
    );
    expect(await policy.getByRole("link", { name: "Terms of booking" }).getAttribute("href")).toBe(
      "/terms",
    );
    expect(await policy.getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe(
      "/privacy",
    );
    const card = page.getByRole("region", { name: en.paymentpage.card.heading });
    const policyBox = await policy.boundingBox();
    const cardBox = await card.boundingBox();
    expect(policyBox && cardBox && policyBox.y + policyBox.height <= cardBox.y).toBe(true);
    await screenshot(page, "tax-journey-payment-en-1280");

    await payWithCard(
      page,
      en.paymentpage.card.pay.replace("{{amount}}", aed(detail.totalAmount)),
      {
        name: GUEST.name,
      },
    );
    const confirmed = page.getByRole("dialog", { name: en.paymentpage.confirmed.title });
    await confirmed.waitFor();

    // The confirmation: the same fee, total charged and VAT.
    await confirmed.getByRole("link", { name: en.paymentpage.confirmed.confirmation }).click();
    await page.waitForURL(`${baseUrl}/confirmation`);
    await page.getByRole("heading", { level: 1, name: en.confirmationpage.heading }).waitFor();
    const main = page.locator("main");
    await expectRow(main, en.prices.tourismFee, aed(detail.tourismFee));
    await expectRow(main, en.prices.totalCharged, aed(detail.totalAmount));
    await expectRow(main, vatLabel(detail.vatRate), aed(detail.vatAmount));
    await screenshot(page, "tax-journey-confirmation-en-1280");

    const bookings = await storedBookings(page.request, baseUrl);
    expect(bookings).toHaveLength(1);
    const booking = bookings[0] as StoredBooking;
    state.booking = booking;
    expect(booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
      checkIn: STAY.checkIn,
      checkOut: STAY.checkOut,
      vatRate: detail.vatRate,
    });
    expect(fils(booking.chargedAmount)).toBe(fils(detail.totalAmount));
    expect(fils(booking.tourismFee)).toBe(fils(detail.tourismFee));
    expect(fils(booking.vatAmount)).toBe(fils(detail.vatAmount));
    // The booking keeps that the policy was shown, in which language, and the terms shown.
    const staffView = await need(state.staff, "sign the staff in").request.get(
      `${baseUrl}/api/admin/bookings/${booking._id}`,
    );
    expect(staffView.status()).toBe(200);
    expect((await staffView.json()).data.policyShown).toMatchObject({ language: "en", terms });
  });

  it("3. in My bookings the guest downloads the bilingual tax invoice", async () => {
    const page = need(state.guestPage, "open the guest's page");
    const booking = need(state.booking, "make the booking");
    const settings = need(state.settings, "save the tax settings");
    const documents = await documentsOf(page.request, booking._id);
    expect(documents).toHaveLength(1);
    const invoice = documents[0] as BookingDocument;
    state.invoice = invoice;
    const year = resortToday().slice(0, 4);
    expect(invoice).toMatchObject({
      kind: "invoice",
      corrects: null,
      voidedBy: null,
      url: `/api/booking/${booking._id}/documents/${invoice.id}.pdf`,
    });
    expect(invoice.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(fils(invoice.totalAmount)).toBe(fils(booking.totalAmount));

    await page.goto(`${baseUrl}/my-booking`);
    await page.waitForLoadState("networkidle");
    const card = page.getByRole("article").filter({ hasText: bookingReference(booking._id) });
    await card.waitFor();
    await expectRow(card, en.prices.tourismFee, aed(booking.tourismFee));
    await expectRow(card, vatLabel(booking.vatRate), aed(booking.vatAmount));
    const list = card.getByRole("list", { name: en.mybookings.documents.heading });
    await expect
      .poll(async () => spaced(await list.textContent()))
      .toContain(`${en.mybookings.documents.kinds.invoice} ${invoice.number}`);
    expect(spaced(await list.textContent())).toContain(spaced(aed(invoice.totalAmount)));
    await screenshot(page, "tax-journey-my-bookings-en-1280");

    const pdf = await download(page, list, invoice);
    await keepPdf("tax-journey-invoice", pdf);
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const words of [
      "Tax invoice",
      invoice.number,
      `TRN ${TRN}`,
      settings.legalNameEn,
      bookingReference(booking._id),
      formatDocumentDate(STAY.checkIn),
      formatDocumentDate(STAY.checkOut),
      formatDocumentDate(resortDateOf(new Date(invoice.issuedAt))),
      GUEST.name,
      state.email,
      "Tourism Dirham fee",
      "VAT 5%",
      "Total paid",
    ]) {
      expect(text).toContain(spaced(words));
    }
    // Arabic words pdf.js reads back as written (see test/helpers/pdf-text.ts on ligatures).
    for (const words of [
      "فاتورة",
      "رقم الفاتورة",
      "رقم الحجز",
      "رسوم درهم السياحة",
      "المبلغ المدفوع",
    ]) {
      expect(text).toContain(words);
    }
    // The fee, the VAT and the total in the documents' one style (AED 1,234.50).
    for (const amount of [booking.tourismFee, booking.vatAmount, booking.totalAmount]) {
      expect(text).toContain(spaced(formatDocumentAed(fils(amount))));
    }
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it("4. another guest cannot list the booking's documents nor download the invoice", async () => {
    const booking = need(state.booking, "make the booking");
    const invoice = need(state.invoice, "issue the invoice");
    const other = await newSignedInGuest(browser(), baseUrl, {
      email: newEmail("tax-journey-other"),
      name: "Sara Nasser",
    });
    try {
      const list = await other.request.get(`${baseUrl}/api/booking/${booking._id}/documents`);
      expect(list.status()).toBe(404);
      const pdf = await other.request.get(`${baseUrl}${invoice.url}`);
      expect(pdf.status()).toBe(404);
      expect(pdf.headers()["content-type"]).not.toBe("application/pdf");
    } finally {
      await other.close();
    }
  });

  it("5. the guest cancels and finds the credit note naming the invoice", async () => {
    const page = need(state.guestPage, "open the guest's page");
    const booking = need(state.booking, "make the booking");
    const invoice = need(state.invoice, "issue the invoice");
    const card = page.getByRole("article").filter({ hasText: bookingReference(booking._id) });
    await card.getByRole("button", { name: en.guestCancellation.cancelTrigger }).click();
    const dialog = page.getByRole("dialog", { name: en.guestCancellation.cancelTitle });
    await expect.poll(() => dialog.getByTestId("refund-amount").count()).toBe(1);
    await dialog.getByRole("button", { name: en.guestCancellation.cancelYes }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Months ahead: everything paid comes back, fee and VAT included.
    const cancelled = await storedBooking(page.request, baseUrl, booking._id);
    expect(cancelled.status).toBe("cancelled");
    expect(fils(cancelled.refundedAmount ?? 0)).toBe(fils(booking.chargedAmount));

    const documents = await documentsOf(page.request, booking._id);
    expect(documents.map((document) => document.kind).sort()).toEqual(["credit_note", "invoice"]);
    const credit = documents.find((document) => document.kind === "credit_note");
    if (!credit) throw new Error("no credit note");
    expect(credit.number).toMatch(new RegExp(`^CN-${resortToday().slice(0, 4)}-\\d{6}$`));
    expect(credit.corrects).toBe(invoice.number);
    expect(fils(credit.totalAmount)).toBe(fils(cancelled.refundedAmount ?? 0));
    // The invoice stays as issued: a refund corrects it, it does not void it.
    expect(documents.find((document) => document.kind === "invoice")).toEqual(invoice);

    await page.getByRole("tab", { name: new RegExp(en.mybookings.tabs.cancelled) }).click();
    const panel = page.getByRole("tabpanel");
    const cancelledCard = panel
      .getByRole("article")
      .filter({ hasText: bookingReference(booking._id) });
    const list = cancelledCard.getByRole("list", { name: en.mybookings.documents.heading });
    await expect
      .poll(async () => spaced(await list.textContent()))
      .toContain(spaced(`${en.mybookings.documents.kinds.credit_note} ${credit.number}`));
    expect(spaced(await list.textContent())).toContain(
      en.mybookings.documents.corrects.replace("{{number}}", `\u2066${invoice.number}\u2069`),
    );
    await screenshot(page, "tax-journey-my-bookings-cancelled-en-1280");

    const pdf = await download(page, list, credit);
    await keepPdf("tax-journey-credit-note", pdf);
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    const invoiceDay = formatDocumentDate(resortDateOf(new Date(invoice.issuedAt)));
    for (const words of [
      "Tax credit note",
      credit.number,
      `TRN ${TRN}`,
      bookingReference(booking._id),
      `This credit note corrects ${invoice.number} issued on ${invoiceDay}.`,
      "Total refunded",
      "Tourism Dirham fee",
    ]) {
      expect(text).toContain(spaced(words));
    }
    for (const words of ["إشعار دائن", "يصحّح", "المستند", "الصادر بتاريخ", "رسوم درهم السياحة"]) {
      expect(text).toContain(words);
    }
    // All of it came back: the same fee, VAT and total as the invoice.
    for (const amount of [booking.tourismFee, booking.vatAmount, credit.totalAmount]) {
      expect(text).toContain(spaced(formatDocumentAed(fils(amount))));
    }
  });

  it("6. the payment page and My bookings with documents, in English and Arabic, on a phone and a laptop", async () => {
    const guest = need(state.guest, "open the guest's context");
    // A second stay's quote: its payment page, seen in both languages at both widths.
    const quote = await quoteThroughApi(guest.request, baseUrl, {
      serviceType: "camp",
      ...SECOND_STAY,
      quantity: 1,
      guests: 2,
    });
    const storageState = await guest.storageState();
    const variants = [
      { language: "en", width: 1280 },
      { language: "en", width: 390 },
      { language: "ar", width: 1280 },
      { language: "ar", width: 390 },
    ] as const;
    for (const { language, width } of variants) {
      const t = language === "ar" ? ar : en;
      const context = await browser().newContext({
        storageState,
        viewport: { width, height: width < 600 ? 844 : 900 },
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/payment?quote=${quote.quoteId}&lang=${language}`);
      await page.getByRole("region", { name: t.paymentpage.policy.heading }).waitFor();
      await page.getByRole("region", { name: t.paymentpage.card.heading }).waitFor();
      await page.waitForLoadState("networkidle");
      await screenshot(page, `tax-journey-payment-${language}-${width}`);
      await context.close();
    }

    // Paid, it is an upcoming booking with its invoice beside the cancelled one's two documents.
    const booked = await payQuoteThroughApi(guest.request, baseUrl, quote);
    expect(booked.httpStatus).toBeLessThan(300);
    for (const { language, width } of variants) {
      const t = language === "ar" ? ar : en;
      const context = await browser().newContext({
        storageState,
        viewport: { width, height: width < 600 ? 844 : 900 },
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/my-booking?lang=${language}`);
      await page.getByRole("list", { name: t.mybookings.documents.heading }).first().waitFor();
      await page.waitForLoadState("networkidle");
      await screenshot(page, `tax-journey-my-bookings-${language}-${width}`);
      await page.getByRole("tab", { name: new RegExp(t.mybookings.tabs.cancelled) }).click();
      await page
        .getByRole("tabpanel")
        .getByRole("list", { name: t.mybookings.documents.heading })
        .waitFor();
      await screenshot(page, `tax-journey-my-bookings-cancelled-${language}-${width}`);
      await context.close();
    }
  });
});
