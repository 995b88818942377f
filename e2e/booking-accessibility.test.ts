import { describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  CARDS,
  fillCard,
  fillStay,
  newEmail,
  newGuestContext,
  screenshot,
  seriousViolations,
  signUpThroughApi,
  stayDates,
  useBrowser,
} from "./journey-helpers";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const BUNDLES = { en, ar };
const amountPattern = (template: string) => new RegExp(`^${template.replace("{{amount}}", "")}`);

/**
 * axe (WCAG 2.2 AA) on every screen of the booking journey, with the popup and the payment
 * overlays open, in both languages on a phone and a laptop; a screenshot of each for people to see.
 */
describe("[BOOKING] accessibility of the booking screens", () => {
  for (const language of ["en", "ar"] as const) {
    for (const width of [390, 1280]) {
      it(`every booking screen in ${language} at ${width} px`, async () => {
        const t = BUNDLES[language];
        const context = await newGuestContext(browser(), { width, bypassCSP: true });
        const page = await context.newPage();
        const found: string[] = [];
        const check = async (name: string) => {
          found.push(...(await seriousViolations(page, name)));
          await screenshot(page, `a11y-${name}-${language}-${width}`);
        };
        const open = async (path: string, ready: string | RegExp) => {
          await page.goto(`${baseUrl}${path}${path.includes("?") ? "&" : "?"}lang=${language}`);
          await page.getByText(ready).first().waitFor();
        };

        await open("/forgot-password", t.forgotpage.title);
        await check("forgot-password");
        await open("/booking/airbnb", t.listings.title);
        await page.locator("main").locator("article, li").first().waitFor();
        await check("listings");
        await open("/confirmation", t.confirmationpage.noDetails);
        await check("confirmation-empty");

        await signUpThroughApi(
          context.request,
          baseUrl,
          newEmail(`a11y-${language}`),
          undefined,
          "050 123 4567",
        );
        for (const service of ["camp", "parking", "package"] as const) {
          await open(`/booking/${service}`, t.bookingpage.checkAvailability);
          await page.getByRole("button", { name: t.bookingpage.checkAvailability }).click();
          await page.locator("[aria-invalid=true]").first().waitFor();
          await check(`booking-${service}-errors`);
        }

        await open("/booking/room", t.bookingpage.checkAvailability);
        await check("booking-room");
        await page
          .getByRole("button", {
            name: t.bookingpage.openCalendar.replace("{{field}}", t.bookingpage.checkIn),
          })
          .click();
        await page.getByRole("grid").first().waitFor();
        await check("booking-room-calendar");
        await page.keyboard.press("Escape");

        const dates = stayDates(150 + (width < 600 ? 0 : 5) + (language === "ar" ? 10 : 0), 2);
        await fillStay(page, dates, t.bookingpage);
        await page.getByRole("button", { name: t.bookingpage.checkAvailability }).click();
        const popup = page.getByRole("dialog", { name: t.bookingpage.dialogTitle });
        await popup.getByRole("button", { name: t.bookingpage.payNow }).waitFor();
        await check("availability-popup");
        await popup.getByRole("button", { name: t.bookingpage.payNow }).click();

        await page.getByLabel(t.paymentpage.card.number).waitFor();
        await page.getByRole("timer").waitFor();
        await check("payment");
        await fillCard(page, { number: CARDS.declined, labels: t.paymentpage.card });
        await page.getByRole("button", { name: amountPattern(t.paymentpage.card.pay) }).click();
        const failed = page.getByRole("dialog", { name: t.paymentpage.failed.title });
        await failed.waitFor();
        await check("payment-failed");
        await failed.getByRole("button", { name: t.paymentpage.failed.tryAgain }).click();
        // Try Again empties the card number: filled after that, not before.
        await expect.poll(() => page.getByLabel(t.paymentpage.card.number).inputValue()).toBe("");

        await fillCard(page, { labels: t.paymentpage.card });
        await page.getByRole("button", { name: amountPattern(t.paymentpage.card.pay) }).click();
        const confirmed = page.getByRole("dialog", { name: t.paymentpage.confirmed.title });
        await confirmed.waitFor();
        await check("booking-confirmed");
        await confirmed.getByRole("link", { name: t.paymentpage.confirmed.confirmation }).click();
        await page.getByText(t.confirmationpage.heading).waitFor();
        await check("confirmation");

        await open("/my-booking", t.mybookings.regularHeading);
        await page.getByRole("tabpanel").locator("article").first().waitFor();
        await check("my-bookings");

        await context.close();
        expect(found).toEqual([]);
      });
    }
  }
});
