import type { APIRequestContext, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  bookThroughApi,
  newEmail,
  newSignedInGuest,
  newStaffContext,
  quoteThroughApi,
  screenshot,
  signInThroughApi,
  stayDates,
  useBrowser,
} from "./journey-helpers";

/**
 * The Tourism Dirham fee of nights never stayed comes back in full (decision 048): with a fee
 * of AED 20 a master room-night, the payment page's policy and the cancel dialog of a stay in the
 * 50% window say so, in both languages at 390 and 1280 px, and the dialog's amount is the fee plus
 * half of the rest. The server is every journey's: the fee goes back to what this one found.
 */
const baseUrl = inject("baseUrl");
const admin = inject("admin");
const BUNDLES = { en, ar };
const browser = useBrowser();
let staff: BrowserContext;
let feeBefore: unknown;
beforeAll(async () => {
  staff = await newStaffContext(browser(), baseUrl, admin);
  feeBefore = (await (await staff.request.get(`${baseUrl}/api/admin/tax-settings`)).json()).data
    .tourismFee;
  const saved = await staff.request.put(`${baseUrl}/api/admin/tax-settings`, {
    data: { tourismFee: { master: 20 } },
  });
  expect(saved.status()).toBe(200);
});
afterAll(async () => {
  if (feeBefore) {
    await staff.request.put(`${baseUrl}/api/admin/tax-settings`, {
      data: { tourismFee: feeBefore },
    });
  }
  await staff?.close();
});

const masterNights = (offset: number) => ({
  serviceType: "room",
  roomType: "master",
  ...stayDates(offset, 2),
  quantity: 1,
  guests: 2,
});

async function preview(request: APIRequestContext, bookingId: string) {
  return (await (await request.get(`${baseUrl}/api/booking/${bookingId}/cancellation`)).json())
    .data as { refundAmount: number; tourismFeeRefundAmount: number; stayPaidAmount: number };
}

describe("[BOOKING] the Tourism Dirham fee of nights never stayed comes back in full", () => {
  // Nights of their own (3 to 6 days ahead, all in the 50% window), so no stay is a request.
  for (const { language, width, offset } of [
    { language: "en", width: 390, offset: 3 },
    { language: "ar", width: 390, offset: 4 },
    { language: "en", width: 1280, offset: 5 },
    { language: "ar", width: 1280, offset: 6 },
  ] as const) {
    it(`in ${language} at ${width} px: the payment page's policy and the cancel dialog`, async () => {
      const t = BUNDLES[language];
      const context = await newSignedInGuest(browser(), baseUrl, {
        email: newEmail(`fee-${language}-${width}`),
        width,
      });
      const page = await context.newPage();
      try {
        const { quoteId } = await quoteThroughApi(page.request, baseUrl, masterNights(offset));
        await page.goto(`${baseUrl}/payment?quote=${quoteId}&lang=${language}`);
        const feeLine = page.getByTestId("policy-tourism-fee");
        await expect.poll(() => feeLine.count()).toBe(1);
        expect(await feeLine.textContent()).toContain(
          t.paymentpage.policy.tourismFee.split("(")[0]?.trim() ?? "",
        );
        await feeLine.scrollIntoViewIfNeeded();
        await screenshot(page, `tourism-fee-policy-${language}-${width}`, { fullPage: false });

        const booked = await bookThroughApi(page.request, baseUrl, masterNights(offset));
        const shown = await preview(page.request, booked._id);
        expect(shown.tourismFeeRefundAmount).toBe(40);
        expect(shown.refundAmount).toBe(40 + Math.floor(shown.stayPaidAmount * 50) / 100);

        await page.goto(`${baseUrl}/my-booking?lang=${language}`);
        await page.getByRole("button", { name: t.guestCancellation.cancelTrigger }).click();
        const dialog = page.getByRole("dialog", { name: t.guestCancellation.cancelTitle });
        await expect.poll(() => dialog.getByTestId("refund-amount").count()).toBe(1);
        const digits = new Intl.NumberFormat(language === "ar" ? "ar-AE" : "en-AE").format(
          shown.refundAmount,
        );
        expect(await dialog.getByTestId("refund-amount").textContent()).toContain(digits);
        expect(await dialog.textContent()).toContain(
          t.guestCancellation.refundOfWithFee.split("{{")[0]?.trim() ?? "",
        );
        await screenshot(page, `tourism-fee-cancel-${language}-${width}`, { fullPage: false });
      } finally {
        await context.close();
      }
    });
  }
});

describe("[CONSOLE] staff cancelling a stay are told its Tourism Dirham fee goes back on top", () => {
  for (const language of ["en", "ar"] as const) {
    it(`in ${language} at 390 px`, async () => {
      const t = BUNDLES[language];
      const guest = await newSignedInGuest(browser(), baseUrl, {
        email: newEmail(`fee-staff-${language}`),
      });
      const console390 = await browser().newContext({ viewport: { width: 390, height: 844 } });
      try {
        const booked = await bookThroughApi(
          guest.request,
          baseUrl,
          masterNights(language === "en" ? 8 : 9),
        );
        const page = await console390.newPage();
        await signInThroughApi(page.request, baseUrl, admin);
        await page.goto(`${baseUrl}/admin/bookings/${booked._id}?lang=${language}`);
        await page
          .getByRole("button", { name: t.adminBookings.actions.cancel, exact: true })
          .click();
        const dialog = page.getByRole("dialog", { name: t.adminBookings.actions.cancelTitle });
        const feeBack = dialog.getByTestId("cancel-fee-back");
        await expect.poll(() => feeBack.count()).toBe(1);
        expect(await feeBack.textContent()).toContain(
          t.adminBookings.actions.feeBack.split("(")[0]?.trim() ?? "",
        );
        await dialog.getByLabel(t.adminBookings.actions.refundPartial).check();
        await screenshot(page, `tourism-fee-staff-cancel-${language}-390`, { fullPage: false });
      } finally {
        await guest.close();
        await console390.close();
      }
    });
  }
});

describe("[CONSOLE] an early check-out says the nights go back on sale and their fee to the card", () => {
  for (const language of ["en", "ar"] as const) {
    it(`in ${language} at 390 px`, async () => {
      const t = BUNDLES[language];
      const guest = await newSignedInGuest(browser(), baseUrl, {
        email: newEmail(`fee-desk-${language}`),
      });
      const console390 = await browser().newContext({ viewport: { width: 390, height: 844 } });
      try {
        // From today: checked in now, a check-out now leaves both nights unstayed.
        const booked = await bookThroughApi(guest.request, baseUrl, masterNights(0));
        const page = await console390.newPage();
        await signInThroughApi(page.request, baseUrl, admin);
        const checkIn = await page.request.post(
          `${baseUrl}/api/admin/bookings/${booked._id}/check-in`,
        );
        expect(checkIn.status()).toBe(200);
        await page.goto(`${baseUrl}/admin/bookings/${booked._id}?lang=${language}`);
        await page.getByRole("button", { name: t.frontDesk.checkOut, exact: true }).click();
        const early = page.getByTestId("early-check-out");
        await expect.poll(() => early.count()).toBe(1);
        const digits = new Intl.NumberFormat(language === "ar" ? "ar-AE" : "en-AE").format(40);
        expect(await early.textContent()).toContain(digits);
        await screenshot(page, `tourism-fee-early-check-out-${language}-390`, { fullPage: false });
      } finally {
        await guest.close();
        await console390.close();
      }
    });
  }
});
