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

  it("picks an activity and shows its name and details", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/Activites`);
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
