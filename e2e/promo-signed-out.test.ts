import { beforeAll, describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  fillStay,
  newGuestContext,
  newStaffContext,
  screenshot,
  stayDates,
  useBrowser,
  waitForHydration,
} from "./journey-helpers";

/**
 * A visitor signed out applies a promo code on the booking form and reads the discounted total
 * beside it, not "its discount shows when you check availability" (decision 051).
 */
const baseUrl = inject("baseUrl");
const admin = inject("admin");
const CODE = `OUT${Date.now().toString(36).toUpperCase().slice(-6)}`;
const browser = useBrowser();

beforeAll(async () => {
  const staff = await newStaffContext(browser(), baseUrl, admin);
  const headers = { origin: baseUrl };
  const created = await staff.request.post(`${baseUrl}/api/admin/promo-codes`, {
    data: { code: CODE, percentOff: 10 },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  await staff.close();
});

describe("a promo code signed out", () => {
  for (const [language, t] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    for (const width of [390, 1280]) {
      it(`shows the discounted total on the booking form (${language}, ${width} px)`, async () => {
        const context = await newGuestContext(browser(), { width });
        const page = await context.newPage();
        await page.goto(`${baseUrl}/booking/room?lang=${language}`);
        await waitForHydration(page);
        const dates = stayDates(90 + width / 10, 2);
        await fillStay(page, dates, t.bookingpage);
        await page.getByRole("button", { name: t.promoCode.toggle }).click();
        await page.getByRole("textbox", { name: t.promoCode.label }).fill(CODE);
        await page.getByRole("button", { name: t.promoCode.apply, exact: true }).click();
        const saved = t.promoCode.saved.split("{{")[0] ?? "";
        await page.getByText(saved.trim(), { exact: false }).first().waitFor();
        expect(await page.getByText(t.promoCode.onCheck).count()).toBe(0);
        await screenshot(page, `promo-signed-out-${language}-${width}`);
        await context.close();
      });
    }
  }
});
