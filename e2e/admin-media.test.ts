import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  newGuestContext,
  newStaffContext,
  screenshot,
  seriousViolations,
  useBrowser,
} from "./journey-helpers";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

const quoted = (template: string, alt: string) => template.replace("{{alt}}", alt);

async function expectAxeClean(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
}

/** The public gallery as a visitor opens it: are there grid buttons naming this picture? */
async function galleryShows(page: Page, alt: string, lang: "en" | "ar" = "en") {
  await page.goto(`${baseUrl}/Gallery?lang=${lang}`);
  await page
    .getByRole("heading", {
      name: lang === "en" ? en.gallerypage.gridHeading : ar.gallerypage.gridHeading,
    })
    .waitFor();
  return page.getByRole("button", { name: alt, exact: false }).count();
}

describe("[MEDIA] staff manage the gallery from the console", () => {
  // A long journey (an upload re-encoded by sharp, three axe runs, six screenshots, the public
  // gallery twice): on a busy machine it outgrew the journeys' 60 s while every step went on.
  it("an admin uploads a photo with alt text, it shows in the gallery at once, then deletes it", {
    timeout: 180_000,
  }, async () => {
    const context = await newStaffContext(browser(), baseUrl, admin, { bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/media`);
    await page.getByRole("heading", { level: 1, name: en.adminMedia.title }).waitFor();
    const gallery = page.getByRole("region", { name: en.adminMedia.lists.gallery });

    const stamp = Date.now();
    const alt = `Sunrise over the dunes ${stamp}`;
    const altAr = `شروق الشمس فوق الكثبان ${stamp}`;
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#d9a066" },
    })
      .jpeg()
      .toBuffer();

    // Nothing is sent without both alt texts.
    await gallery.getByLabel(en.adminMedia.upload.file).setInputFiles({
      name: "sunrise.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await gallery.getByLabel(en.adminMedia.upload.alt).fill(alt);
    await gallery.getByRole("button", { name: en.adminMedia.upload.submit }).click();
    await expect
      .poll(() => gallery.getByLabel(en.adminMedia.upload.altAr).getAttribute("aria-invalid"))
      .toBe("true");

    await gallery.getByLabel(en.adminMedia.upload.altAr).fill(altAr);
    // The upload is held until its progress shows, so the bar is seen however fast the server is.
    const uploadUrl = `${baseUrl}/api/image/gallery`;
    let releaseUpload = () => {};
    const uploadHeld = new Promise<void>((resolve) => {
      releaseUpload = resolve;
    });
    await page.route(uploadUrl, async (route) => {
      if (route.request().method() === "POST") await uploadHeld;
      await route.continue();
    });
    await gallery.getByRole("button", { name: en.adminMedia.upload.submit }).click();
    await gallery.getByRole("progressbar", { name: en.adminMedia.upload.progress }).waitFor();
    releaseUpload();
    await gallery.getByText(en.adminMedia.upload.done).waitFor();
    await page.unroute(uploadUrl);
    await gallery.getByText(alt, { exact: true }).waitFor();
    await screenshot(page, "admin-media-en-1280");
    await expectAxeClean(page, "admin media en 1280");

    // Move it up one place by keyboard; the keyboard stays on the picture that moved.
    const moveUp = gallery.getByRole("button", { name: quoted(en.adminMedia.item.moveUp, alt) });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("li:has(:focus)").textContent()).toContain(alt);
    const items = gallery.locator("li[data-image-id]");
    const count = await items.count();
    await expect.poll(() => items.nth(count - 2).textContent()).toContain(alt);

    // A visitor's next load of the gallery shows it, in both languages.
    const visitor = await (await newGuestContext(browser())).newPage();
    expect(await galleryShows(visitor, alt)).toBeGreaterThan(0);
    expect(await galleryShows(visitor, altAr, "ar")).toBeGreaterThan(0);

    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, "admin-media-en-768");
    await page.goto(`${baseUrl}/admin/media?lang=ar`);
    await page.getByRole("heading", { level: 1, name: ar.adminMedia.title }).waitFor();
    await page.getByText(alt, { exact: true }).waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await screenshot(page, "admin-media-ar-768");
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "admin-media-ar-1280");
    await expectAxeClean(page, "admin media ar 1280");

    // Delete, behind a confirmation.
    const galleryAr = page.getByRole("region", { name: ar.adminMedia.lists.gallery });
    await galleryAr
      .getByRole("button", { name: quoted(ar.adminMedia.item.deleteLabel, altAr) })
      .click();
    const dialog = page.getByRole("dialog", { name: ar.adminMedia.deleteDialog.title });
    await dialog.waitFor();
    await expectAxeClean(page, "admin media delete dialog ar");
    await screenshot(page, "admin-media-ar-1280-delete");
    await dialog.getByRole("button", { name: ar.adminMedia.deleteDialog.confirm }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.getByText(alt, { exact: true }).count()).toBe(0);

    expect(await galleryShows(visitor, alt)).toBe(0);
    const image = await context.request.get(`${baseUrl}/api/image/gallery`);
    expect(JSON.stringify(await image.json())).not.toContain(alt);
    await visitor.context().close();
    await context.close();
  });
});
