import { describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import { newGuestContext, screenshot, useBrowser } from "./journey-helpers";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const BUNDLES = { en, ar };

/** Where the open calendar, its legend and its smallest day button lie, and the page's width. */
type CalendarBox = {
  viewport: number;
  pageWidth: number;
  popover: { left: number; right: number };
  legend: { left: number; right: number; scrollWidth: number; clientWidth: number };
  smallestDay: number;
  /** A day's price under its number lies inside its button. */
  pricesInside: boolean;
};

/**
 * The guest walk found the English check-out calendar 437 px wide on a 390 px phone, its legend cut
 * off ("...that is sol"): the stay's one calendar, opened at either end, in both languages, lies
 * within a phone's screen, with no sideways scroll, its days (each with its night's price) stay
 * targets of at least 24 px (WCAG 2.5.8, axe target-size).
 */
describe("[BOOKING] the stay calendar fits a phone", () => {
  for (const language of ["en", "ar"] as const) {
    for (const width of [390, 320]) {
      it(`check-in and check-out calendars in ${language} at ${width} px`, async () => {
        const t = BUNDLES[language];
        const context = await newGuestContext(browser(), { width });
        const page = await context.newPage();
        await page.goto(`${baseUrl}/booking/room?lang=${language}`);
        for (const field of ["checkIn", "checkOut"] as const) {
          await page
            .getByRole("button", {
              name: t.bookingpage.openCalendar.replace("{{field}}", t.bookingpage[field]),
            })
            .click();
          const calendar = page.getByRole("dialog", { name: t.bookingpage.stayCalendar.title });
          await calendar.getByRole("grid").first().waitFor();
          await calendar.getByText(t.bookingpage.stayCalendar.priceLegend.room).waitFor();
          if (field === "checkIn") {
            // Picks a check-in a week ahead, so the check-out end opens on the second pass.
            await calendar.getByText(t.bookingpage.stayCalendar.pickCheckIn).waitFor();
          }
          // (A string: this project's TypeScript has no DOM types; it runs in the page.)
          const box = (await page.evaluate(`(async () => {
            await document.fonts.ready;
            await new Promise((resolve) => requestAnimationFrame(resolve));
            const popover = document.querySelector("[data-radix-popper-content-wrapper] [role=dialog]");
            const legend = popover.querySelector(".stay-calendar-legend");
            const buttons = [...popover.querySelectorAll(".rdp-day_button")];
            const days = buttons.map((day) => {
              const rect = day.getBoundingClientRect();
              return Math.min(rect.width, rect.height);
            });
            const inside = (inner, outer) =>
              inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 &&
              inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
            // Each price lies over its own day's button, under the number, inside the popover.
            const pricesInside = buttons
              .filter((day) => day.parentElement.querySelector(".stay-day-price"))
              .every((day) =>
                inside(
                  day.parentElement.querySelector(".stay-day-price").getBoundingClientRect(),
                  day.getBoundingClientRect(),
                ),
              );
            const edges = (element) => {
              const rect = element.getBoundingClientRect();
              return { left: rect.left, right: rect.right };
            };
            return {
              viewport: window.innerWidth,
              pageWidth: document.documentElement.scrollWidth,
              popover: edges(popover),
              legend: { ...edges(legend), scrollWidth: legend.scrollWidth, clientWidth: legend.clientWidth },
              smallestDay: Math.min(...days),
              pricesInside:
                buttons.some((day) => day.parentElement.querySelector(".stay-day-price")) &&
                pricesInside,
            };
          })()`)) as CalendarBox;
          await screenshot(page, `calendar-${field}-${language}-${width}`);
          const where = `${field} in ${language} at ${width} px: ${JSON.stringify(box)}`;
          expect(box.popover.left, where).toBeGreaterThanOrEqual(0);
          expect(box.popover.right, where).toBeLessThanOrEqual(box.viewport);
          expect(box.legend.left, where).toBeGreaterThanOrEqual(box.popover.left);
          expect(box.legend.right, where).toBeLessThanOrEqual(box.popover.right);
          // The legend wraps rather than running on under the popover's edge.
          expect(box.legend.scrollWidth, where).toBeLessThanOrEqual(box.legend.clientWidth);
          expect(box.pageWidth, where).toBeLessThanOrEqual(box.viewport);
          expect(box.smallestDay, where).toBeGreaterThanOrEqual(24);
          expect(box.pricesInside, where).toBe(true);
          if (field === "checkIn") {
            // A check-in picked in the calendar: it stays open for the check-out.
            await calendar.locator(".rdp-button_next").click();
            await calendar.locator(".rdp-day_button:not([disabled])").nth(7).click();
            const [, nowCheckOut = ""] = t.bookingpage.stayCalendar.pickCheckOut.split("{{date}}");
            await calendar.getByText(nowCheckOut.trim(), { exact: false }).waitFor();
          }
          await page.keyboard.press("Escape");
          await calendar.waitFor({ state: "hidden" });
        }
        await context.close();
      });
    }
  }
});
