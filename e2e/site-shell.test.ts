import { describe, expect, inject, it } from "vitest";
import { useBrowser, waitForHydration } from "./journey-helpers";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("[SITE] the web app served by the server", () => {
  it("answers a reload on any route of the spec with the app (history fallback)", async () => {
    const page = await browser().newPage();
    for (const [route, heading] of [
      ["/Gallery", "Photo Gallery"],
      ["/Activites", "Things to do"],
      ["/Login", "Sign in"],
      ["/booking/package", "Book the camp package"],
      ["/no-such-page", "Page not found"],
    ] as const) {
      const response = await page.goto(`${baseUrl}${route}`);
      expect(response?.status(), route).toBe(route === "/no-such-page" ? 404 : 200);
      await expect.poll(() => page.locator("h1").textContent()).toBe(heading);
      expect(await page.title()).toBe(`${heading} | Desert Camp Resort`);
    }
    await page.close();
  });

  it("switches to Arabic, right to left, and keeps the choice after a reload", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/Gallery`);
    // The switch is in the pre-rendered navigation: pressed once the navigation answers.
    await waitForHydration(page);
    await page.getByRole("button", { name: /العربية/ }).click();
    // The address says the language: the page comes again, in Arabic.
    await page.waitForURL(`${baseUrl}/Gallery?lang=ar`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    expect(await page.locator("h1").textContent()).toBe("معرض الصور");

    await page.reload();
    await expect.poll(() => page.locator("h1").textContent()).toBe("معرض الصور");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await context.close();
  });

  it("shows 'Welcome, {first name}' to a guest who registered and signed in", async () => {
    const context = await browser().newContext();
    const email = `e2e-${Date.now()}@example.com`;
    const register = await context.request.post(`${baseUrl}/api/auth/register`, {
      data: { name: "Layla Hassan Omar", email, password: "sand-dunes-2026" },
    });
    expect(register.status()).toBe(201);
    const login = await context.request.post(`${baseUrl}/api/auth/login`, {
      data: { email, password: "sand-dunes-2026" },
    });
    expect(login.status()).toBe(200);

    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByText("Welcome, Layla").waitFor();
    await context.close();
  });

  it("serves the seeded pictures", async () => {
    const page = await browser().newPage();
    const gallery = await page.request.get(`${baseUrl}/api/image/gallery`);
    const { data } = await gallery.json();
    const picture = await page.request.get(`${baseUrl}${data[0].image.url}`);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/webp");
    await page.close();
  });
});
