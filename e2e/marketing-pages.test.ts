import { describe, expect, inject, it } from "vitest";
import { useBrowser, waitForHydration } from "./journey-helpers";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("[SITE] marketing pages", () => {
  it("shows live figures from the catalogue on the service pages", async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/DeluxeRoom`);
    await page.getByText("Master room: AED 950 per night").waitFor();
    expect(await page.getByRole("link", { name: "Book Now" }).getAttribute("href")).toBe(
      "/booking/room",
    );

    await page.goto(`${baseUrl}/parking`);
    await page.getByText("Spot size: 4.5 m × 12 m").waitFor();
    expect(await page.getByRole("link", { name: "Book Now" }).getAttribute("href")).toBe(
      "/booking/parking",
    );

    await page.goto(`${baseUrl}/CampingTents`);
    await page.getByText("Each tent sleeps up to 16 guests").waitFor();
    expect(await page.getByRole("link", { name: "Book Now" }).getAttribute("href")).toBe(
      "/booking/camp",
    );
    await page.close();
  });

  it("opens a gallery picture full size, moves with the arrows, and closes on Escape back to the picture", async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/Gallery`);
    const opener = page.getByRole("button", { name: "Open The camp's tents at dusk full size" });
    await opener.click();
    const dialog = page.getByRole("dialog");
    // Of however many the gallery holds now (the media journey adds one for a while).
    await dialog.getByText(/^2 of \d+$/).waitFor();
    await page.keyboard.press("ArrowRight");
    await dialog.getByText(/^3 of \d+$/).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => opener.evaluate((element) => element === element.ownerDocument.activeElement))
      .toBe(true);
    await page.close();
  });

  it("mirrors the gallery viewer's arrows in Arabic, so 'next' points the way Arabic reads", async () => {
    const arrowRotations = async (language: "en" | "ar") => {
      const page = await browser().newPage();
      await page.goto(`${baseUrl}/Gallery?lang=${language}`);
      // The grid's pictures arrive from the API after the page loads.
      const opener = page.getByRole("button", { name: language === "ar" ? /^افتح / : /^Open / });
      await opener.first().waitFor();
      await opener.first().click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
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
    /** Swipes the viewer and expects, after each move, the picture `expected` names (1 is the first). */
    const swipes = async (
      language: "en" | "ar",
      moves: [number, number][],
      expected: (total: number) => number[],
    ) => {
      const context = await browser().newContext({
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
      await dialog.locator("img").waitFor();
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
      const caption = (index: number, total: number) =>
        language === "ar" ? `${index} من ${total}` : `${index} of ${total}`;
      // Of however many the gallery holds now (the media journey adds one for a while).
      const total = Number((await position.textContent())?.split(" ").at(-1));
      expect(await position.textContent()).toBe(caption(1, total));
      const wanted = expected(total);
      for (const [move, [dx, dy]] of moves.entries()) {
        await drag(dx, dy);
        await expect.poll(() => position.textContent()).toBe(caption(wanted[move] ?? 0, total));
      }
      await context.close();
    };
    // Left, right, right, then a drag upwards (a scroll, no swipe), then left again: the last
    // swipe turns from where the drag upwards was, so it shows that drag turned nothing.
    const moves: [number, number][] = [
      [-150, 0],
      [150, 0],
      [150, 0],
      [10, -200],
      [-150, 0],
    ];
    await swipes("en", moves, (total) => [2, 1, total, total, 1]);
    await swipes("ar", moves, (total) => [total, 1, 2, 2, 1]);
  });

  it("picks an activity and shows its name and details", async () => {
    const page = await browser().newPage();
    // The tabs are in the pre-rendered HTML: they are pressed once the page's code answers.
    await page.goto(`${baseUrl}/Activites`);
    await waitForHydration(page);
    expect(await page.getByRole("tab").count()).toBe(6);
    await page.getByRole("tab", { name: "Stargazing" }).click();
    await page
      .getByRole("tabpanel")
      .getByRole("heading", { name: "Stargazing", exact: true })
      .waitFor();
    expect(await page.getByRole("tabpanel").textContent()).toContain("Milky Way");
    await page.close();
  });

  it("reaches #Contact from another page", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl}/Aboutus`);
    await page.getByRole("navigation").getByRole("link", { name: "Contact" }).first().click();
    await page.waitForURL(`${baseUrl}/#Contact`);
    await expect
      .poll(() =>
        page
          .locator("#Contact")
          .evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBeLessThan(200);
    await page.close();
  });
});
