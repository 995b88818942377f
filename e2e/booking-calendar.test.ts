import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import { launchBrowser } from "./browser";
import { newGuestContext, screenshot } from "./journey-helpers";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const BUNDLES = { en, ar };

/** Where the open calendar, its legend and its smallest day button lie, and the page's width. */
type CalendarBox = {
  viewport: number;
  pageWidth: number;
  popover: { left: number; right: number };
  legend: { left: number; right: number; scrollWidth: number; clientWidth: number };
  smallestDay: number;
};

/**
 * The guest walk found the English check-out calendar 437 px wide on a 390 px phone, its legend cut
 * off ("...that is sol"): both calendars, in both languages, lie within a phone's screen, with no
 * sideways scroll, and their days stay targets of at least 24 px (WCAG 2.5.8, axe target-size).
 */
describe("[BOOKING] the stay calendars fit a phone", () => {
  for (const language of ["en", "ar"] as const) {
    for (const width of [390, 320]) {
      it(`check-in and check-out calendars in ${language} at ${width} px`, async () => {
        const t = BUNDLES[language];
        const context = await newGuestContext(browser, { width });
        const page = await context.newPage();
        await page.goto(`${baseUrl}/booking/room?lang=${language}`);
        for (const field of ["checkIn", "checkOut"] as const) {
          await page
            .getByRole("button", {
              name: t.bookingpage.openCalendar.replace("{{field}}", t.bookingpage[field]),
            })
            .click();
          const calendar = page.getByRole("dialog", { name: t.bookingpage[field] });
          await calendar.getByRole("grid").waitFor();
          await calendar
            .getByText(
              field === "checkIn" ? t.bookingpage.soldOutLegend : t.bookingpage.soldOutStayLegend,
            )
            .waitFor();
          // (A string: this project's TypeScript has no DOM types; it runs in the page.)
          const box = (await page.evaluate(`(async () => {
            await document.fonts.ready;
            await new Promise((resolve) => requestAnimationFrame(resolve));
            const popover = document.querySelector("[data-radix-popper-content-wrapper] [role=dialog]");
            const legend = popover.querySelector(".rdp-footer p");
            const days = [...popover.querySelectorAll(".rdp-day_button")].map((day) => {
              const rect = day.getBoundingClientRect();
              return Math.min(rect.width, rect.height);
            });
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
          await page.keyboard.press("Escape");
          await calendar.waitFor({ state: "hidden" });
        }
        await context.close();
      });
    }
  }
});
