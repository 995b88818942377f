import type { APIRequestContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  bookThroughApi,
  newEmail,
  newSignedInGuest,
  newStaffContext,
  payQuoteThroughApi,
  quoteThroughApi,
  screenshot,
  seriousViolations,
  stayDates,
  storedBookings,
  useBrowser,
} from "./journey-helpers";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

/** A request the resort must decide on: paid by authorisation because a night was short. */
async function requestPendingThroughApi(request: APIRequestContext, body: Record<string, unknown>) {
  const quote = await quoteThroughApi(request, baseUrl, body);
  expect(quote.status).toBe("pending");
  const paid = await payQuoteThroughApi(request, baseUrl, quote);
  expect(paid.intent.status).toBe("requires_capture");
  expect(paid.httpStatus).toBe(201);
  return paid.booking;
}

async function expectAxeClean(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
}

describe("[ADMIN] staff run the console", () => {
  it("staff cancel a booking and confirm a pending request; the guest sees it confirmed", async () => {
    const dates = stayDates(150, 2);
    // One kids room is sold; a guest then asks for all four, so the request waits for staff.
    const first = await newSignedInGuest(browser(), baseUrl, {
      email: newEmail("console-first"),
      name: "Salim Early",
    });
    await bookThroughApi(first.request, baseUrl, {
      serviceType: "room",
      roomType: "kids",
      ...dates,
      quantity: 1,
      guests: 2,
    });
    await first.close();

    const guest = await newSignedInGuest(browser(), baseUrl, {
      email: newEmail("console-pending"),
      name: "Noura Pending",
    });
    const pending = await requestPendingThroughApi(guest.request, {
      serviceType: "room",
      roomType: "kids",
      ...dates,
      quantity: 4,
      guests: 4,
    });
    expect(pending.status).toBe("pending");

    const staff = await newStaffContext(browser(), baseUrl, admin, { bypassCSP: true });
    const page = await staff.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole("link", { name: en.adminConsole.navLink }).first().click();
    await page.waitForURL(`${baseUrl}/admin/bookings`);
    await page.getByRole("heading", { level: 1, name: en.adminBookings.title }).waitFor();

    // The early guest's booking is cancelled with a full refund, which frees the room.
    await page.getByLabel(en.adminBookings.filters.search).fill("salim early");
    await page.getByRole("button", { name: en.adminBookings.filters.apply }).click();
    await page.getByRole("table").getByRole("link", { name: "Salim Early" }).click();
    await page.getByRole("button", { name: en.adminBookings.actions.cancel }).click();
    const cancelDialog = page.getByRole("dialog", { name: en.adminBookings.actions.cancelTitle });
    await cancelDialog.waitFor();
    await screenshot(page, "admin-cancel-dialog-en-1280");
    await expectAxeClean(page, "cancel dialog");
    await cancelDialog.getByRole("button", { name: en.adminBookings.actions.cancelYes }).click();
    await cancelDialog.waitFor({ state: "detached" });
    await page.getByText(en.adminBookings.actions.cancelled).waitFor();
    await page.getByText(en.adminBookings.status.cancelled).first().waitFor();

    // Now the request fits: staff open it from the pending filter and confirm it.
    await page.getByRole("link", { name: en.adminBookings.backToList }).click();
    await page.getByLabel(en.adminBookings.filters.search).fill("");
    await page.getByLabel(en.adminBookings.filters.status).selectOption("pending");
    await page.getByRole("button", { name: en.adminBookings.filters.apply }).click();
    await page.getByRole("table").getByRole("link", { name: "Noura Pending" }).click();
    await page.waitForURL(`${baseUrl}/admin/bookings/${pending._id}`);
    await screenshot(page, "admin-booking-pending-en-1280");
    await page.getByRole("button", { name: en.adminBookings.actions.confirm }).click();
    const confirmDialog = page.getByRole("dialog", { name: en.adminBookings.actions.confirmTitle });
    await confirmDialog.getByRole("button", { name: en.adminBookings.actions.confirmYes }).click();
    await confirmDialog.waitFor({ state: "detached" });
    await page.getByText(en.adminBookings.actions.confirmed).waitFor();
    await page.getByRole("button", { name: en.adminBookings.actions.cancel }).waitFor();
    await page.getByText(en.adminBookings.deskPayments.kind.captured, { exact: true }).waitFor();
    await screenshot(page, "admin-booking-confirmed-en-1280");
    // The toast fades in and out (axe would measure it half transparent); the page is checked after.
    await page.getByText(en.adminBookings.actions.confirmed).waitFor({ state: "detached" });
    await expectAxeClean(page, "confirmed booking");

    // The guest sees the stay confirmed and paid in My bookings.
    const [confirmed] = await storedBookings(guest.request, baseUrl);
    expect(confirmed).toMatchObject({ status: "confirmed", paymentStatus: "completed" });
    const guestPage = await guest.newPage();
    await guestPage.goto(`${baseUrl}/my-booking`);
    await guestPage.getByText("Confirmed").first().waitFor();
    await guest.close();

    // The audit log shows both decisions, as sentences naming the booking by its reference.
    await page.getByRole("link", { name: en.adminConsole.nav.auditLog }).click();
    await page.getByRole("heading", { level: 1, name: en.adminAuditLog.title }).waitFor();
    await expect
      .poll(() => page.locator("li", { hasText: "confirmed booking" }).count())
      .toBeGreaterThan(0);
    expect(await page.getByText("booking.confirm", { exact: true }).count()).toBe(0);
    await screenshot(page, "admin-audit-log-en-1280");
    await expectAxeClean(page, "audit log");
    await staff.close();
  });

  it("a guest gets the 403 page at /admin", async () => {
    const context = await newSignedInGuest(browser(), baseUrl, {
      email: newEmail("console-guest"),
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/bookings?lang=ar`);
    await page.getByRole("heading", { level: 1, name: ar.adminConsole.forbiddenTitle }).waitFor();
    await context.close();
  });

  for (const language of ["en", "ar"] as const) {
    it(`the desk checks a guest in from the booking detail and takes it back, in ${language} at 390 px (decision 022)`, async () => {
      const words = language === "ar" ? ar : en;
      const guestName = language === "ar" ? "ليلى الدرعي" : "Layla Desk";
      // A paid stay that starts today: the desk may check it in now.
      const guest = await newSignedInGuest(browser(), baseUrl, {
        email: newEmail(`desk-${language}`),
        name: guestName,
      });
      const booked = await bookThroughApi(guest.request, baseUrl, {
        serviceType: "room",
        roomType: "master",
        ...stayDates(0, 2),
        quantity: 1,
        guests: 1,
      });
      await guest.close();

      const context = await newStaffContext(browser(), baseUrl, admin, {
        width: 390,
        bypassCSP: true,
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/bookings/${booked._id}?lang=${language}`);
      await page
        .getByRole("heading", { level: 1, name: words.adminBookings.detailTitle })
        .waitFor();
      const checkIn = page.getByRole("button", { name: words.frontDesk.checkIn, exact: true });
      await checkIn.focus();
      await page.keyboard.press("Enter");
      const title = words.frontDesk.confirm.checkInTitle.replace("{{guest}}", guestName);
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      await screenshot(page, `admin-booking-desk-dialog-${language}-390`, { fullPage: false });
      await dialog.getByRole("button", { name: words.frontDesk.confirm.yes, exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      // Check in went with the answer: the keyboard stays on the stay, on its first action now.
      const checkOut = page.getByRole("button", { name: words.frontDesk.checkOut, exact: true });
      await checkOut.waitFor();
      await page.waitForFunction(
        (name) => document.activeElement?.textContent?.trim() === name,
        words.frontDesk.checkOut,
      );
      const undo = page.getByRole("button", { name: words.frontDesk.undo["check-in"] });
      // The page never scrolls sideways at 390 px (a dialog opened in Arabic would show half).
      expect(
        await page
          .locator("html")
          .evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth),
      ).toBeLessThanOrEqual(390);
      const done = page.getByText(words.frontDesk.done["check-in"].replace("{{guest}}", guestName));
      await done.waitFor();
      await screenshot(page, `admin-booking-desk-${language}-390`);
      // axe judges the desk once the toast has gone (it is the Toaster's, on Today too).
      await done.waitFor({ state: "detached", timeout: 15_000 });
      await expectAxeClean(page, `booking detail desk ${language} 390`);

      // The undo names what it takes back, whose, and the reference.
      await undo.click();
      const undoDialog = page.getByRole("dialog", {
        name: new RegExp(
          words.frontDesk.confirm.undoTitle["check-in"]
            .replace("{{guest}}", guestName)
            .replace("{{reference}}", ".+")
            .replace("?", "\\?")
            .replace("؟", "؟"),
        ),
      });
      await undoDialog.waitFor();
      await screenshot(page, `admin-booking-undo-dialog-${language}-390`, { fullPage: false });
      await undoDialog
        .getByRole("button", { name: words.frontDesk.confirm.yes, exact: true })
        .click();
      await undoDialog.waitFor({ state: "detached" });
      await page.getByRole("button", { name: words.frontDesk.checkIn, exact: true }).waitFor();
      await context.close();
    });
  }

  for (const width of [390, 1280]) {
    for (const language of ["en", "ar"] as const) {
      it(`the weekend nights and the site's date fields read well in ${language} at ${width} px, axe clean (decisions 010 and 046)`, async () => {
        const words = language === "ar" ? ar : en;
        const context = await newStaffContext(browser(), baseUrl, admin, {
          width,
          bypassCSP: true,
        });
        const page = await context.newPage();
        await page.goto(`${baseUrl}/admin/rates?lang=${language}`);
        await page.getByRole("heading", { name: words.adminRates.weekend.heading }).waitFor();
        // The spec's weekend until staff set theirs (decision 046), named in the page's language.
        expect(
          await page.getByRole("checkbox", { checked: true }).evaluateAll((boxes) => boxes.length),
        ).toBe(2);
        await screenshot(page, `admin-rates-weekend-${language}-${width}`);
        await expectAxeClean(page, `rates ${language} ${width}`);

        await page.getByRole("button", { name: words.adminRates.edit, exact: true }).click();
        const editor = page.getByRole("dialog", { name: words.adminRates.editor.title });
        await editor.waitFor();
        const first = editor.getByLabel(words.adminRates.editor.fields.from, { exact: true });
        expect(await first.getAttribute("type")).toBe("text");
        await editor
          .getByRole("button", {
            name: words.bookingpage.openCalendar.replace(
              "{{field}}",
              words.adminRates.editor.fields.from,
            ),
          })
          .click();
        await page.getByRole("dialog", { name: words.adminRates.editor.fields.from }).waitFor();
        await screenshot(page, `admin-rates-editor-calendar-${language}-${width}`, {
          fullPage: false,
        });
        await page.keyboard.press("Escape");
        await page.keyboard.press("Escape");
        await editor.waitFor({ state: "detached" });

        await page.goto(`${baseUrl}/admin/audit-log?lang=${language}`);
        await page.getByRole("heading", { level: 1, name: words.adminAuditLog.title }).waitFor();
        await page
          .getByRole("button", {
            name: words.bookingpage.openCalendar.replace("{{field}}", words.adminAuditLog.from),
          })
          .click();
        await page.getByRole("dialog", { name: words.adminAuditLog.from }).waitFor();
        await screenshot(page, `admin-audit-calendar-${language}-${width}`, { fullPage: false });
        await page.keyboard.press("Escape");
        await expectAxeClean(page, `audit log ${language} ${width}`);
        await context.close();
      });
    }
  }

  for (const width of [768, 1280]) {
    for (const language of ["en", "ar"] as const) {
      it(`the sections read well in ${language} at ${width} px, axe clean`, async () => {
        const words = language === "ar" ? ar : en;
        const context = await newStaffContext(browser(), baseUrl, admin, {
          width,
          bypassCSP: true,
        });
        const page = await context.newPage();
        await page.goto(`${baseUrl}/admin/bookings?lang=${language}`);
        await page.getByRole("heading", { level: 1, name: words.adminBookings.title }).waitFor();
        await page.getByRole("table").waitFor();
        expect(await page.locator("html").getAttribute("dir")).toBe(
          language === "ar" ? "rtl" : "ltr",
        );
        await screenshot(page, `admin-bookings-${language}-${width}`);
        await expectAxeClean(page, `bookings ${language} ${width}`);

        await page.getByRole("link", { name: words.adminConsole.nav.today }).click();
        await page.getByRole("table", { name: words.adminToday.occupancyCaption }).waitFor();
        // The grid scrolls inside its box; the page itself never scrolls sideways.
        expect(
          await page
            .locator("html")
            .evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth),
        ).toBeLessThanOrEqual(width);
        await screenshot(page, `admin-today-${language}-${width}`);
        await expectAxeClean(page, `today ${language} ${width}`);
        await context.close();
      });
    }
  }
});
