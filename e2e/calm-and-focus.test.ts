import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useBrowser, waitForHydration } from "./journey-helpers";

/**
 * What an outside accessibility audit measured (decision 017): nothing moves on its own
 * for a guest who asked for calm, focus is never hidden under the sticky header, a new page starts
 * at its top with focus on its heading, the language is the same on the server and in the browser,
 * and an anonymous visit logs no error.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();

async function withPage(
  options: Parameters<Browser["newContext"]>[0],
  test: (page: Page, context: BrowserContext) => Promise<void>,
) {
  const context = await browser().newContext(options);
  try {
    await test(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/** Console errors and uncaught exceptions of a page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const testimonial = (page: Page) => page.locator("blockquote").textContent();
const videoIsPaused = (page: Page) =>
  page.locator("video[aria-hidden=true]").evaluate((video: HTMLVideoElement) => video.paused);

describe("[CALM] motion (WCAG 2.2.2, 2.3.3)", () => {
  it("with reduced motion, nothing moves until the guest asks, and the HTML never autoplays", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).not.toMatch(/autoplay/i);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);

    await withPage(
      { reducedMotion: "reduce", viewport: { width: 390, height: 844 } },
      async (page) => {
        await page.clock.install();
        await page.goto(`${baseUrl}/`);
        await page.getByRole("button", { name: "Play the background video" }).waitFor();
        expect(await videoIsPaused(page)).toBe(true);

        const first = await testimonial(page);
        await page.clock.runFor(16_000);
        expect(await testimonial(page)).toBe(first);
        expect(await videoIsPaused(page)).toBe(true);

        // The guest's own choice starts them.
        await page.getByRole("button", { name: "Let the testimonials turn" }).click();
        await page.getByRole("button", { name: "Stop the testimonials turning" }).waitFor();
        await page.mouse.click(5, 5); // focus and pointer leave the carousel
        await page.clock.runFor(6_000);
        await expect.poll(() => testimonial(page)).not.toBe(first);
      },
    );
  });

  it("without it, the video plays and its visible button pauses it", async () => {
    await withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      await page.goto(`${baseUrl}/`);
      const pause = page.getByRole("button", { name: "Pause the background video" });
      await pause.waitFor();
      expect(await videoIsPaused(page)).toBe(false);
      await pause.click();
      await page.getByRole("button", { name: "Play the background video" }).waitFor();
      expect(await videoIsPaused(page)).toBe(true);
    });
  });
});

describe("[FOCUS] focus is never hidden (WCAG 2.4.11)", () => {
  it("Shift+Tab up a long page at 390 px keeps every focused item below the sticky header", async () => {
    await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      await page.goto(`${baseUrl}/`);
      await page.locator("footer a").last().focus();
      const hidden: string[] = [];
      for (let step = 0; step < 30; step++) {
        await page.keyboard.press("Shift+Tab");
        const state = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const header = document.querySelector("header");
          if (!focused || !header || header.contains(focused)) return null;
          const box = focused.getBoundingClientRect();
          return {
            name: focused.textContent?.trim().slice(0, 40) || focused.tagName,
            top: box.top,
            headerBottom: header.getBoundingClientRect().bottom,
          };
        });
        if (state && state.top < state.headerBottom - 1)
          hidden.push(`${state.name} at ${state.top}`);
      }
      expect(hidden).toEqual([]);
    });
  });

  it("Escape in the phone menu gives focus back to the menu button", async () => {
    await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      // The menu button is pre-rendered: a press after the islands entry has run (it is a module
      // script, run before DOMContentLoaded) but before the navigation has hydrated is held, and
      // the menu opens once it has (islands/main.tsx).
      await page.goto(`${baseUrl}/Gallery`, { waitUntil: "domcontentloaded" });
      const menu = page.getByRole("button", { name: "Menu" });
      await menu.click();
      await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("true");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false");
      expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
    });
  });
});

describe("[NAVIGATION] a new page starts at its top, with focus on its heading", () => {
  it("the footer's Deluxe Room link opens the page at its top; Back returns", async () => {
    // Marketing pages are documents of their own (docs/decisions/034): the browser itself starts
    // the new page at its top and announces its title, and Back restores where the guest was.
    await withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      await page.goto(`${baseUrl}/`);
      await page.locator("footer").scrollIntoViewIfNeeded();
      const scrolledTo = await page.evaluate(() => window.scrollY);
      expect(scrolledTo).toBeGreaterThan(1000);

      await page.locator("footer").getByRole("link", { name: "Deluxe Room" }).click();
      await page.waitForURL(`${baseUrl}/DeluxeRoom`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.title()).toMatch(/^Deluxe Room/);

      await page.goBack();
      await page.waitForURL(`${baseUrl}/`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 50);
    });
  });

  it("a booking page loaded afresh starts at its top, wherever an earlier one in the tab was left", async () => {
    // Every page a marketing page links into the booking app is a new document, and React Router
    // keys a new document's scroll position "default": the position of the last such page, left
    // scrolled down, was restored onto the next one (the payment button's place on "My bookings").
    await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      await page.goto(`${baseUrl}/booking/room`, { waitUntil: "networkidle" });
      // The app has hydrated the pre-rendered form: its first render no longer moves the page.
      await waitForHydration(page);
      await page
        .locator("footer")
        .getByRole("link", { name: "Terms of booking" })
        .scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
      await page.locator("footer").getByRole("link", { name: "Terms of booking" }).click();
      await page.waitForURL(`${baseUrl}/terms`);

      await page.goto(`${baseUrl}/booking/tent`, { waitUntil: "networkidle" });
      // Drawn by the app (the shell's root is empty): the router restores a scroll position in the
      // commit that draws the page, so once the app has drawn it, any restoring has happened.
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // A reload is the same page: it still returns where the guest was.
      await page.locator("footer").scrollIntoViewIfNeeded();
      const leftAt = await page.evaluate(() => window.scrollY);
      expect(leftAt).toBeGreaterThan(200);
      await page.reload({ waitUntil: "networkidle" });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(leftAt - 50);
    });
  });

  it("in the booking app, a link moves focus to the new page's heading and announces it", async () => {
    await withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      await page.goto(`${baseUrl}/login`, { waitUntil: "networkidle" });
      await page.getByRole("link", { name: "Create an account" }).click();
      await page.waitForURL(`${baseUrl}/register`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
      await expect
        .poll(() => page.locator("p[aria-live=polite]").first().textContent())
        .toBe(await page.title());
    });
  });
});

describe("[LANGUAGE] one language on the server and in the browser", () => {
  it("the switch writes ?lang= into the address, so a reload keeps it", async () => {
    await withPage({}, async (page) => {
      // Pressed as soon as the islands entry runs: a press before the navigation has hydrated is
      // held and made once it has (islands/main.tsx).
      await page.goto(`${baseUrl}/Gallery?lang=en`, { waitUntil: "domcontentloaded" });
      await page.getByRole("button", { name: /العربية/ }).click();
      await page.waitForURL(`${baseUrl}/Gallery?lang=ar`);
      await page.reload();
      expect(await page.locator("html").getAttribute("lang")).toBe("ar");
      expect(await page.locator("h1").textContent()).toBe("معرض الصور");
    });
  });

  it("a cookie saying Arabic and an old stored choice saying English hydrate without an error", async () => {
    await withPage({}, async (page, context) => {
      await context.addCookies([{ name: "lang", value: "ar", url: baseUrl }]);
      await context.addInitScript(() => window.localStorage.setItem("lang", "en"));
      const errors = collectErrors(page);
      await page.goto(`${baseUrl}/Gallery`, { waitUntil: "networkidle" });
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("lang")).toBe("ar");
      expect(await page.locator("h1").textContent()).toBe("معرض الصور");
      expect(errors).toEqual([]);
    });
  });

  it("pages the browser draws arrive in the visitor's language, direction and title", async () => {
    const response = await fetch(`${baseUrl}/login?lang=ar`);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<title>[^<]*[\u0600-\u06FF][^<]*<\/title>/);
    const booking = await (
      await fetch(`${baseUrl}/booking/room`, {
        headers: { cookie: "lang=ar" },
      })
    ).text();
    expect(booking).toContain('<html lang="ar" dir="rtl">');
  });
});

describe("[CONSOLE] an anonymous visit", () => {
  it("logs no error, and the toast region is named in the page's language", async () => {
    await withPage({}, async (page) => {
      const errors = collectErrors(page);
      await page.goto(`${baseUrl}/?lang=ar`, { waitUntil: "networkidle" });
      await page.goto(`${baseUrl}/Gallery`, { waitUntil: "networkidle" });
      // Sonner's region: "{label} {hotkey}", drawn once the toasts' island hydrates (when idle).
      await expect.poll(() => page.locator("section[aria-label^='الإشعارات']").count()).toBe(1);
      await waitForHydration(page);
      expect(errors).toEqual([]);
    });
  });

  it("trips no rule of the site's content security policy (Chromium's issues, as Lighthouse reads them)", async () => {
    await withPage({}, async (page) => {
      const session = await page.context().newCDPSession(page);
      const issues: string[] = [];
      session.on("Audits.issueAdded", ({ issue }) => {
        const csp = issue.details.contentSecurityPolicyIssueDetails;
        if (csp) issues.push(`${csp.violatedDirective} ${csp.contentSecurityPolicyViolationType}`);
      });
      await session.send("Audits.enable");
      for (const path of ["/", "/Gallery", "/booking/room", "/login?lang=ar"])
        await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      expect(issues).toEqual([]);
    });
  });

  it("the favicon.ico a browser asks for leads to the site's icon", async () => {
    const response = await fetch(`${baseUrl}/favicon.ico`);
    expect(response.ok).toBe(true);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
  });
});
