import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  newGuestContext,
  newStaffContext,
  screenshot,
  seriousViolations,
  stayDates,
  useBrowser,
} from "./journey-helpers";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

/** Axe on the page once the toasts have gone (they are sonner's, and fade within seconds). */
async function expectAxeClean(page: Page, label: string) {
  await expect.poll(() => page.locator("[data-sonner-toast]").count()).toBe(0);
  expect(await seriousViolations(page, label)).toEqual([]);
}

/** A whole AED amount as the English site writes it (apps/web/src/lib/format.ts). */
const aed = (amount: number) =>
  new Intl.NumberFormat("en-AE", {
    style: "currency",
    currency: "AED",
    maximumFractionDigits: 0,
  }).format(amount);

/** Kids rooms left on each night of [from, to), as the booking calendars read them. */
async function kidsRoomsLeft(page: Page, from: string, to: string): Promise<number[]> {
  const response = await page.request.get(
    `${baseUrl}/api/availability?serviceType=room&roomType=kids&from=${from}&to=${to}`,
  );
  const body = (await response.json()) as { data: { nights: { remaining: number }[] } };
  return body.data.nights.map((night) => night.remaining);
}

describe("[INVENTORY] staff run prices, stock and messages from the console", () => {
  it("an admin changes parking's weekend rate, closes and reopens rooms, and reads a visitor's message", {
    timeout: 180_000,
  }, async () => {
    const context = await newStaffContext(browser(), baseUrl, admin, { bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/inventory`);
    await page.getByRole("heading", { level: 1, name: en.adminInventory.heading }).waitFor();

    // A new weekend rate for caravan parking: the booking form shows it on the next visit.
    const parkingForm = page.getByRole("form", { name: en.adminInventory.parking });
    await parkingForm.getByLabel(en.adminInventory.fields.weekend).fill("245");
    await parkingForm.getByRole("button", { name: en.adminInventory.save }).click();
    await page
      .getByText(en.adminInventory.saved.replace("{{name}}", en.adminInventory.parking))
      .waitFor();

    const visitorContext = await newGuestContext(browser());
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${baseUrl}/booking/parking`);
    await visitor.getByText(en.bookingpage.weekendRate).waitFor();
    await visitor.getByText(aed(245), { exact: true }).waitFor();

    // Close every kids room for two nights: the calendars show them gone at once.
    const { checkIn: from, checkOut: to } = stayDates(170, 2);
    const after = stayDates(172, 1).checkOut;
    expect(await kidsRoomsLeft(visitor, from, after)).toEqual([4, 4, 4]);
    const closureForm = page.getByRole("form", { name: en.adminInventory.closures.formHeading });
    await closureForm.getByLabel(en.adminInventory.closures.unit).selectOption("room:kids");
    await closureForm.getByLabel(en.adminInventory.closures.quantity).fill("4");
    await closureForm.getByLabel(en.adminInventory.closures.from).fill(from);
    await closureForm.getByLabel(en.adminInventory.closures.to).fill(to);
    await closureForm
      .getByLabel(en.adminInventory.closures.reason)
      .fill("Air conditioning service");
    await closureForm.getByRole("button", { name: en.adminInventory.closures.submit }).click();
    await page.getByText(en.adminInventory.closures.closed, { exact: true }).waitFor();
    await page.getByText("Air conditioning service").waitFor();
    expect(await kidsRoomsLeft(visitor, from, after)).toEqual([0, 0, 4]);

    // Closing more than is free is refused, naming the nights.
    await closureForm.getByLabel(en.adminInventory.closures.unit).selectOption("room:kids");
    await closureForm.getByLabel(en.adminInventory.closures.quantity).fill("1");
    await closureForm.getByLabel(en.adminInventory.closures.from).fill(from);
    await closureForm.getByLabel(en.adminInventory.closures.to).fill(to);
    await closureForm.getByLabel(en.adminInventory.closures.reason).fill("Painting");
    await closureForm.getByRole("button", { name: en.adminInventory.closures.submit }).click();
    const refusal = closureForm.getByRole("alert");
    await refusal.getByText(en.adminInventory.closedRefusedHeading).waitFor();
    for (const night of [from, stayDates(171, 1).checkIn]) {
      expect(await refusal.locator(`time[datetime="${night}"]`).count()).toBe(1);
    }
    expect(await refusal.locator("time").count()).toBe(2);

    await screenshot(page, "admin-inventory-en-1280");
    await expectAxeClean(page, "admin inventory en 1280");
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, "admin-inventory-en-768");
    await page.goto(`${baseUrl}/admin/inventory?lang=ar`);
    await page.getByRole("heading", { level: 1, name: ar.adminInventory.heading }).waitFor();
    await page.getByRole("form", { name: ar.adminInventory.parking }).waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await screenshot(page, "admin-inventory-ar-768");
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "admin-inventory-ar-1280");
    await expectAxeClean(page, "admin inventory ar 1280");

    // Reopen, behind a confirmation: the rooms are on sale again.
    await page.getByRole("button", { name: ar.adminInventory.closures.reopen }).first().click();
    const dialog = page.getByRole("dialog", { name: ar.adminInventory.closures.confirmTitle });
    await dialog.waitFor();
    await expectAxeClean(page, "admin inventory reopen dialog ar");
    await screenshot(page, "admin-inventory-ar-1280-reopen");
    await dialog.getByRole("button", { name: ar.adminInventory.closures.reopen }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText(ar.adminInventory.closures.reopened, { exact: true }).waitFor();
    expect(await kidsRoomsLeft(visitor, from, after)).toEqual([4, 4, 4]);

    // A visitor writes with the home page's contact form; staff read it in Messages.
    const stamp = Date.now();
    const text = `Do you have space for a school trip of 30? (${stamp})`;
    await visitor.goto(`${baseUrl}/#Contact`);
    const contact = visitor.locator("#Contact");
    // The form is in the pre-rendered page before its code: filled and sent at once, what was
    // typed is kept and the Send is held until the form's code answers it (islands/main.tsx).
    await contact.getByLabel(en.contactSection.name).fill("Mariam Al Hashimi");
    await contact.getByLabel(en.contactSection.email).fill(`mariam-${stamp}@example.com`);
    await contact.getByLabel(en.contactSection.message).fill(text);
    await contact.getByRole("button", { name: en.contactSection.submit }).click();
    await contact
      .getByText(en.contactForm.thanksHeading.replace("{{name}}", "Mariam Al Hashimi"))
      .waitFor();

    await page.goto(`${baseUrl}/admin/messages?lang=en`);
    await page.getByRole("heading", { level: 1, name: en.adminMessages.heading }).waitFor();
    const message = page.getByRole("listitem").filter({ hasText: text });
    await message.waitFor();
    await screenshot(page, "admin-messages-en-1280");
    await expectAxeClean(page, "admin messages en 1280");
    await message.getByRole("button", { name: en.adminMessages.markHandled }).click();
    await message.getByRole("button", { name: en.adminMessages.markUnhandled }).waitFor();
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, "admin-messages-en-768");
    await page.goto(`${baseUrl}/admin/messages?lang=ar`);
    await page.getByRole("heading", { level: 1, name: ar.adminMessages.heading }).waitFor();
    await page.getByText(text).waitFor();
    await screenshot(page, "admin-messages-ar-768");
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "admin-messages-ar-1280");
    await expectAxeClean(page, "admin messages ar 1280");

    await visitorContext.close();
    await context.close();
  });
});
