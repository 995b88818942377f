import { describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  bookThroughApi,
  newEmail,
  newSignedInGuest,
  screenshot,
  seriousViolations,
  stayDates,
  storedBookings,
  useBrowser,
} from "./journey-helpers";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const BUNDLES = { en, ar };

describe("[BOOKING] a guest cancels their booking and sees the refund", () => {
  for (const { language, width, offset } of [
    { language: "en", width: 1280, offset: 230 },
    { language: "en", width: 768, offset: 232 },
    { language: "ar", width: 390, offset: 234 },
  ] as const) {
    it(`in ${language} at ${width} px`, async () => {
      const t = BUNDLES[language];
      const context = await newSignedInGuest(browser(), baseUrl, {
        email: newEmail(`cancel-${language}`),
        width,
        bypassCSP: true,
      });
      const page = await context.newPage();
      try {
        // Months ahead: the whole amount comes back under the default policy.
        await bookThroughApi(page.request, baseUrl, {
          serviceType: "camp",
          ...stayDates(offset, 1),
          quantity: 1,
          guests: 1,
        });
        const [booked] = await storedBookings(page.request, baseUrl);
        expect(booked?.status).toBe("confirmed");

        await page.goto(`${baseUrl}/my-booking?lang=${language}`);
        await page.getByRole("button", { name: t.guestCancellation.cancelTrigger }).click();
        const dialog = page.getByRole("dialog", { name: t.guestCancellation.cancelTitle });
        const refund = dialog.getByTestId("refund-amount");
        await expect.poll(() => refund.count()).toBe(1);
        const shown = await refund.textContent();
        // The amount as the page formats it: every digit of the total is there (Arabic uses its own).
        const digits = new Intl.NumberFormat(language === "ar" ? "ar-AE" : "en-AE").format(
          booked?.totalAmount ?? 0,
        );
        expect(shown).toContain(digits);
        await screenshot(page, `guest-cancel-dialog-${language}-${width}`);
        expect(await seriousViolations(page, `cancel dialog ${language}`)).toEqual([]);

        await dialog.getByRole("button", { name: t.guestCancellation.cancelYes }).click();
        await expect.poll(() => dialog.count()).toBe(0);
        await expect
          .poll(() => page.getByText(t.guestCancellation.cancelled.split("{{")[0] ?? "").count())
          .toBeGreaterThan(0);
        // The Cancel button left with the booking: the keyboard stays on the list shown, not the page.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute("role")))
          .toBe("tabpanel");

        const cancelledTab = page.getByRole("tab", {
          name: new RegExp(t.mybookings.tabs.cancelled),
        });
        await cancelledTab.click();
        const panel = page.getByRole("tabpanel");
        await expect
          .poll(() => panel.getByText(t.guestCancellation.refunded.split("{{")[0] ?? "").count())
          .toBe(1);
        await screenshot(page, `guest-cancel-done-${language}-${width}`);

        const [after] = await storedBookings(page.request, baseUrl);
        expect(after).toMatchObject({ status: "cancelled", refundedAmount: booked?.totalAmount });
      } finally {
        await context.close();
      }
    });
  }
});
