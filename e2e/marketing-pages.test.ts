import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("[SITE] marketing pages", () => {
  it("shows live figures from the catalogue on the service pages", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/DeluxeRoom`);
    await expect
      .poll(() => page.getByText("Master Deluxe Room: AED 950 per night").count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(await page.getByRole("link", { name: "Book Now" }).getAttribute("href")).toBe(
      "/booking/room",
    );

    await page.goto(`${baseUrl}/parking`);
    await expect.poll(() => page.getByText("Spot size: 4.5 m × 12 m").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Book Now" }).getAttribute("href")).toBe(
      "/booking/parking",
    );

    await page.goto(`${baseUrl}/CampingTents`);
    await expect.poll(() => page.getByText("Max Guests: 16 per tent").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Book Now" }).getAttribute("href")).toBe(
      "/booking/camp",
    );
    await page.close();
  });

  it("opens a gallery picture full size, moves with the arrows, and closes on Escape back to the picture", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/Gallery`);
    const opener = page.getByRole("button", { name: "Open The camp's tents at dusk full size" });
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText("2 of 8").count()).toBe(1);
    await page.keyboard.press("ArrowRight");
    expect(await dialog.getByText("3 of 8").count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(
      await opener.evaluate((element) => element === element.ownerDocument.activeElement),
    ).toBe(true);
    await page.close();
  });

  it("mirrors the gallery viewer's arrows in Arabic, so 'next' points the way Arabic reads", async () => {
    const arrowRotations = async (language: "en" | "ar") => {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/Gallery?lang=${language}`);
      // The grid's pictures arrive from the API after the page loads.
      const opener = page.getByRole("button", { name: language === "ar" ? /^افتح / : /^Open / });
      await opener.first().waitFor();
      await opener.first().click();
      const dialog = page.getByRole("dialog");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const rotations = await dialog
        .getByRole("button", {
          name: language === "ar" ? /الصورة (السابقة|التالية)/ : /(Previous|Next) picture/,
        })
        .locator("span[aria-hidden=true]")
        .evaluateAll((arrows) =>
          arrows.map((arrow) => arrow.ownerDocument.defaultView?.getComputedStyle(arrow).rotate),
        );
      await page.close();
      return rotations;
    };
    const english = await arrowRotations("en");
    const arabic = await arrowRotations("ar");
    expect(english.length).toBeGreaterThanOrEqual(2);
    expect(english.every((rotate) => rotate === "none")).toBe(true);
    // Tailwind's rotate-180 sets the CSS `rotate` property: the same glyphs, pointing the other way.
    expect(arabic.length).toBe(english.length);
    expect(arabic.every((rotate) => rotate === "180deg")).toBe(true);
  });

  it("swipes between gallery pictures on a phone, the way the language reads", async () => {
    const positions = async (language: "en" | "ar") => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/Gallery?lang=${language}`);
      const opener = page.getByRole("button", { name: language === "ar" ? /^افتح / : /^Open / });
      await opener.first().waitFor();
      await opener.first().tap();
      const dialog = page.getByRole("dialog");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const box = await dialog.locator("img").boundingBox();
      if (!box) throw new Error("the viewer shows no picture");
      // Touches through Chromium's own input pipeline, so touch-action decides, as on a phone.
      const touch = await context.newCDPSession(page);
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const drag = async (dx: number, dy: number) => {
        await touch.send("Input.dispatchTouchEvent", {
          type: "touchStart",
          touchPoints: [{ x, y }],
        });
        for (let step = 1; step <= 8; step += 1) {
          await touch.send("Input.dispatchTouchEvent", {
            type: "touchMove",
            touchPoints: [{ x: x + (dx * step) / 8, y: y + (dy * step) / 8 }],
          });
        }
        await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      };
      const position = dialog.locator("figcaption span").nth(1);
      const seen = [await position.textContent()];
      const moves: [number, number][] = [
        [-150, 0],
        [150, 0],
        [150, 0],
        [10, -200],
      ];
      for (const [dx, dy] of moves) {
        await drag(dx, dy);
        await page.waitForTimeout(200);
        seen.push(await position.textContent());
      }
      await context.close();
      return seen;
    };
    // Left, right, right, then a drag upwards (a scroll, no swipe).
    expect(await positions("en")).toEqual(["1 of 8", "2 of 8", "1 of 8", "8 of 8", "8 of 8"]);
    expect(await positions("ar")).toEqual(["1 من 8", "8 من 8", "1 من 8", "2 من 8", "2 من 8"]);
  });

  it("picks an activity and shows its name and details", async () => {
    const page = await browser.newPage();
    // The tabs are in the pre-rendered HTML before React hydrates them: a click on them before then
    // does nothing (under CI's load it was lost), so the page's scripts come in first.
    await page.goto(`${baseUrl}/Activites`, { waitUntil: "networkidle" });
    await page.getByRole("tab").first().waitFor();
    expect(await page.getByRole("tab").count()).toBe(6);
    await page.getByRole("tab", { name: "Stargazing" }).click();
    expect(await page.getByRole("tabpanel").getByRole("heading").textContent()).toBe("Stargazing");
    expect(await page.getByRole("tabpanel").textContent()).toContain("Milky Way");
    await page.close();
  });

  it("reaches #Contact from another page", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl}/Aboutus`);
    await page.getByRole("navigation").getByRole("link", { name: "Contact" }).first().click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/#Contact`);
    await expect
      .poll(
        () =>
          page
            .locator("#Contact")
            .evaluate((element) => Math.round(element.getBoundingClientRect().top)),
        { timeout: 5000 },
      )
      .toBeLessThan(200);
    await page.close();
  });
});
