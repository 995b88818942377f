import { describe, expect, inject, it } from "vitest";
import { MARKETING_PAGES } from "../scripts/bench/initial-js.mjs";
import { useBrowser, waitForHydration } from "./journey-helpers";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

async function rawHtml(path: string, cookie?: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  return response.text();
}

describe("[SITE] pages rendered at build time", () => {
  it("sends the heading, title and description in the HTML, before any JavaScript", async () => {
    const html = await rawHtml("/CampingTents");
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("<title>Camping Tents | Desert Camp Resort</title>");
    expect(html).toMatch(/<meta name="description" content="Our tents are made for groups/);
    expect(html).toMatch(/<h1[^>]*>Camping Tents<\/h1>/);
    expect(html).toContain(
      `<link rel="alternate" hreflang="ar" href="${baseUrl}/CampingTents?lang=ar" />`,
    );
  });

  it("sends Arabic for ?lang=ar and to a visitor whose saved choice is Arabic", async () => {
    for (const html of [await rawHtml("/Aboutus?lang=ar"), await rawHtml("/Aboutus", "lang=ar")]) {
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toMatch(/<h1[^>]*>من نحن<\/h1>/);
    }
  });

  it("sends a booking form's heading, its styles and its placeholders in the HTML", async () => {
    const html = await rawHtml("/booking/package?lang=ar");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<h1[^>]*>احجز باقة المخيم<\/h1>/);
    expect(html).toContain('aria-busy="true"');
    // The stylesheet is in the page, so it paints without waiting for another file.
    expect(html).toContain("<style>");
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  it("styles every class of a marketing page with the rules it inlines, in both languages", async () => {
    // The marketing pages inline only the rules they can use (apps/web/scripts/marketing-css.mjs);
    // a booking form's page, the whole stylesheet. A class that the whole stylesheet styles but a
    // page's own <style> does not would draw unstyled.
    const classesStyledBy = (html: string) => {
      const css = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
      return new Set(
        [...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = ""]) =>
          name.replace(/\\(.)/g, "$1"),
        ),
      );
    };
    const fullStylesheet = classesStyledBy(await rawHtml("/booking/room"));
    expect(fullStylesheet.size).toBeGreaterThan(300);
    const unstyled: string[] = [];
    for (const path of MARKETING_PAGES) {
      for (const query of ["", "?lang=ar"]) {
        const html = await rawHtml(`${path}${query}`);
        const inlined = classesStyledBy(html);
        expect(inlined.size).toBeLessThan(fullStylesheet.size);
        for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
          for (const name of value.replaceAll("&amp;", "&").split(/\s+/)) {
            if (name && fullStylesheet.has(name) && !inlined.has(name))
              unstyled.push(`${path}${query}: ${name}`);
          }
        }
      }
    }
    expect(unstyled).toEqual([]);
  });

  it("lists every page in both languages in the sitemap", async () => {
    const sitemap = await rawHtml("/sitemap.xml");
    // 9 marketing pages, the 4 booking forms, the Terms of booking and the Privacy notice.
    expect(sitemap.match(/<url>/g)).toHaveLength(30);
    expect(sitemap).toContain(`<loc>${baseUrl}/privacy?lang=ar</loc>`);
    expect(sitemap).toContain(`<loc>${baseUrl}/Gallery?lang=ar</loc>`);
    expect(sitemap).toContain(`<loc>${baseUrl}/booking/camp</loc>`);
  });

  it("hydrates without errors and stays interactive", async () => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("401"))
        errors.push(message.text());
    });
    await page.goto(`${baseUrl}/Activites?lang=ar`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.getByRole("tab", { name: "مراقبة النجوم" }).click();
    await page
      .getByRole("tabpanel")
      .getByRole("heading", { name: "مراقبة النجوم", exact: true })
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
