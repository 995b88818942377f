import { unitTypeNames } from "@camp/shared/catalogue/unit-type-names";
import { describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  bookThroughApi,
  newEmail,
  newGuestContext,
  screenshot,
  signUpThroughApi,
  stayDates,
  useBrowser,
  waitForHydration,
} from "./journey-helpers";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const BUNDLES = { en, ar };

/**
 * Decision 050: the room page, the booking form and My bookings name a unit type as the emails
 * and documents do, in each language, at 390 px; the camp form says its guest limit is per booking.
 */
describe("[NAMES] one name per unit type on the guest's screens", () => {
  for (const language of ["en", "ar"] as const) {
    it(`in ${language} at 390 px`, async () => {
      const t = BUNDLES[language];
      const names = unitTypeNames[language];
      const context = await newGuestContext(browser(), { width: 390 });
      const page = await context.newPage();

      await page.goto(`${baseUrl}/DeluxeRoom?lang=${language}`);
      // The facts are an island that loads near the viewport.
      await page.getByRole("link", { name: t.roompage.bookNow }).last().scrollIntoViewIfNeeded();
      await page
        .getByText(new RegExp(`^${names.master.one}`))
        .first()
        .waitFor();
      await page
        .getByText(new RegExp(`^${names.kids.one}`))
        .first()
        .waitFor();
      expect(await page.getByText(/Deluxe Room:|ديلوكس|الفاخرة:/).count()).toBe(0);
      await page
        .getByText(new RegExp(`^${names.master.one}`))
        .first()
        .scrollIntoViewIfNeeded();
      await screenshot(page, `names-deluxe-room-${language}-390`, { fullPage: false });

      await page.goto(`${baseUrl}/CampingTents?lang=${language}`);
      await page.getByRole("link", { name: t.camppage.bookNow }).last().scrollIntoViewIfNeeded();
      const perTent = t.camppage.maxGuests_many.replace("{{count}}", "16");
      const tentLine = page.getByText(
        language === "en" ? "Each tent sleeps up to 16 guests" : perTent,
      );
      await tentLine.waitFor();
      await tentLine.scrollIntoViewIfNeeded();
      await screenshot(page, `names-camping-tents-${language}-390`, { fullPage: false });

      await signUpThroughApi(
        context.request,
        baseUrl,
        newEmail(`names-${language}`),
        undefined,
        "050 123 4567",
      );
      await bookThroughApi(context.request, baseUrl, {
        serviceType: "camp",
        ...stayDates(120 + (language === "ar" ? 3 : 0), 1),
        quantity: 1,
        guests: 2,
      });

      await page.goto(`${baseUrl}/booking/room?lang=${language}`);
      await waitForHydration(page);
      await page.getByRole("radio", { name: new RegExp(`^${names.master.one}`) }).waitFor();
      await page.getByRole("radio", { name: new RegExp(`^${names.kids.one}`) }).waitFor();
      await screenshot(page, `names-booking-room-${language}-390`, { fullPage: false });

      await page.goto(`${baseUrl}/booking/camp?lang=${language}`);
      await waitForHydration(page);
      const limit = t.bookingpage.maxCampGuests_many.replace("{{count}}", "16");
      await page.getByText(language === "en" ? "Up to 16 guests per booking" : limit).waitFor();
      await screenshot(page, `names-booking-camp-${language}-390`, { fullPage: false });
      // The calendar legend's sample is a real night's price of a tent (450), not a made-up 650.
      await page
        .getByRole("button", {
          name: t.bookingpage.openCalendar.replace("{{field}}", t.bookingpage.checkIn),
        })
        .click();
      const sample = page.locator(".stay-calendar-legend .stay-legend-sample").first();
      await sample.waitFor();
      expect(await sample.textContent()).toMatch(/^\d{1,2}450$/);
      await screenshot(page, `calendar-legend-camp-${language}-390`, { fullPage: false });
      await page.keyboard.press("Escape");

      await page.goto(`${baseUrl}/my-booking?lang=${language}`);
      await waitForHydration(page);
      await page.getByRole("heading", { name: names.camp.one }).first().waitFor();
      await screenshot(page, `names-my-bookings-${language}-390`, { fullPage: false });
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, `names-my-bookings-${language}-1280`, { fullPage: false });
      await page.goto(`${baseUrl}/booking/room?lang=${language}`);
      await page.getByRole("radio", { name: new RegExp(`^${names.kids.one}`) }).waitFor();
      await screenshot(page, `names-booking-room-${language}-1280`, { fullPage: false });
      await context.close();
    });
  }
});
