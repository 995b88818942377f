import { readFile } from "node:fs/promises";
import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  formatDayMonth,
  formatDiscount,
  formatNightRange,
  formatNumber,
  formatPrice,
  formatStayDate,
} from "../apps/web/src/lib/format";
import {
  checkAvailability,
  expectRow,
  fillCard,
  fillRoomStay,
  fils,
  newEmail,
  newSignedInGuest,
  newStaffContext,
  payNowInPopup,
  screenshot,
  spaced,
  stayDates,
  storedBooking,
  storedBookings,
  useBrowser,
} from "./journey-helpers";

/**
 * Rates, promo codes and reports (decisions 025 to 027), through the real screens: staff set a peak
 * season with a two-night minimum on the rate calendar and make a promo code; a guest is refused
 * one night with the rule's message (before sending, and by the server), then books two nights at
 * the peak price with the code; the report shows the nights sold and the revenue net of the
 * discount, and a later rate edit leaves the booking as sold.
 *
 * The steps share the staff, the guest and the booking and run in order (one file runs its tests
 * in order). Its nights are about 240 days ahead: no other journey books or prices them.
 */

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

/** Four peak nights inside one month (the console's grid shows a month at a time). */
function peakNights() {
  let first = stayDates(242, 0).checkIn;
  const last = addDaysIso(first, 3);
  if (last.slice(0, 7) !== first.slice(0, 7)) first = `${last.slice(0, 7)}-01`;
  return { first, last: addDaysIso(first, 3) };
}
const PEAK = peakNights();
const PEAK_RATE = 1200;
/** The later edit of step 5. */
const LATER_RATE = 1500;
const MIN_NIGHTS = 2;
const PERCENT_OFF = 10;
const PROMO = "DUNEPEAK10";
/** The guest's one night (refused) and two nights (booked), inside the peak. */
const ONE_NIGHT = { checkIn: addDaysIso(PEAK.first, 1), checkOut: addDaysIso(PEAK.first, 2) };
const STAY = { checkIn: ONE_NIGHT.checkIn, checkOut: addDaysIso(PEAK.first, 3) };
const STAY_NIGHTS = [STAY.checkIn, addDaysIso(STAY.checkIn, 1)];
const ROOMS = 1;
const GUEST_NAME = "ليلى المنصوري";

const aed = (amount: number) => formatPrice(amount, "en");
const NIGHTS_AMOUNT = STAY_NIGHTS.length * PEAK_RATE * ROOMS;
const DISCOUNT = (NIGHTS_AMOUNT * PERCENT_OFF) / 100;
const TOTAL = NIGHTS_AMOUNT - DISCOUNT;

/** The web's message for the two-night minimum on the guest's night (server-messages.ts). */
const STAY_RULE_MESSAGE = en.errors.STAY_TOO_SHORT.replace(
  "{{date}}",
  formatDayMonth(ONE_NIGHT.checkIn, "en", resortToday().slice(0, 4)),
).replace("{{nights}}", formatNumber(MIN_NIGHTS, "en"));

const state: {
  staff?: BrowserContext;
  guest?: BrowserContext;
  guestPage?: Page;
  email: string;
  booking?: StoredBooking;
} = { email: newEmail("rates-journey") };

function staffContext(): BrowserContext {
  if (!state.staff) throw new Error("step 1 did not sign the staff in");
  return state.staff;
}
function guestPage(): Page {
  if (!state.guestPage) throw new Error("step 2 did not open the guest's page");
  return state.guestPage;
}
function soldBooking(): StoredBooking {
  if (!state.booking) throw new Error("step 3 did not make the booking");
  return state.booking;
}

const runLabel = (from: string, to: string, nights: number, amount: number) =>
  en.prices.run
    .replace("{{dates}}", formatNightRange(from, to, "en"))
    .replace("{{nights}}", `${formatNumber(nights, "en")} ${nights === 1 ? "night" : "nights"}`)
    .replace("{{amount}}", aed(amount));
const discountLabel = en.prices.discount.replace("{{code}}", PROMO);
/** The stay's line where every night costs the same: "Kids room × 1: AED 1,200 per night". */
const kidsLine = en.prices.line
  .replace("{{service}}", en.prices.services.room_kids)
  .replace("{{quantity}}", formatNumber(ROOMS, "en"))
  .replace("{{perNight}}", aed(PEAK_RATE));

/** The grid cell's name, as a screen reader hears it (rate-marks.tsx useCellDescription). */
function kidsCellName(date: string, price: number, season: "peak" | "base", minNights?: number) {
  const details = [en.adminRates.describe[season].replace("{{price}}", aed(price))];
  if (minNights !== undefined) {
    details.push(en.adminRates.describe.minNights_other.replace("{{nights}}", String(minNights)));
  }
  return spaced(
    en.adminRates.describe.cell
      .replace("{{unitType}}", en.adminRates.unitTypes.kids)
      .replace("{{date}}", formatStayDate(date, "en", "long"))
      .replace("{{details}}", details.join(en.adminRates.describe.separator)),
  );
}

/** Fills the booking form's stay: the kids room, the dates typed, one room, two guests. */
async function fillKidsStay(page: Page, dates: { checkIn: string; checkOut: string }) {
  await page.getByRole("radio", { name: /Kids/ }).check();
  await fillRoomStay(page, { ...dates, rooms: ROOMS, guests: 2 });
}

const isCheckAvailability = (url: string) => url.endsWith("/api/booking/check-availability");

describe("[RATES] a peak season, a minimum stay and a promo code, from the console to the report", () => {
  afterAll(async () => {
    await state.guest?.close();
    await state.staff?.close();
  });

  it("1. staff set a peak rate and a two-night minimum on the rate calendar, and make a promo code", async () => {
    const staff = await newStaffContext(browser(), baseUrl, admin);
    state.staff = staff;
    const base = (
      await (
        await staff.request.get(`${baseUrl}/api/admin/rates?from=${PEAK.first}&to=${PEAK.last}`)
      ).json()
    ).data;
    // Nothing is set on these nights yet, and the peak is above the catalogue's price.
    expect(base.calendar.kids ?? {}).toEqual({});
    expect(base.base.kids).toBeLessThan(PEAK_RATE);

    const page = await staff.newPage();
    await page.goto(`${baseUrl}/admin/rates`);
    await page.getByRole("heading", { level: 1, name: en.adminRates.heading }).waitFor();
    // Month by month to the peak's, as staff would.
    const monthName = (month: string) =>
      new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${month}-01T00:00:00Z`),
      );
    // The grid is named by the page's heading and its month's.
    const monthGrid = (month: string) =>
      page.getByRole("grid", { name: `${en.adminRates.heading} ${monthName(month)}`, exact: true });
    let month = resortToday().slice(0, 7);
    await monthGrid(month).waitFor();
    while (month !== PEAK.first.slice(0, 7)) {
      await page.getByRole("button", { name: en.adminRates.nextMonth }).click();
      month = addDaysIso(`${month}-28`, 7).slice(0, 7);
      await monthGrid(month).waitFor();
    }
    const cell = (date: string) => page.locator(`[data-cell="kids|${date}"]`);
    const cellName = async (date: string) => spaced(await cell(date).getAttribute("aria-label"));
    // The month's grid is in: the kids room at its catalogue price on the peak's first night.
    await expect
      .poll(() => cellName(PEAK.first))
      .toBe(kidsCellName(PEAK.first, base.base.kids, "base"));

    // A range of the kids room's row: a click on its first night, Shift+click on its last.
    await cell(PEAK.first).click();
    await cell(PEAK.last).click({ modifiers: ["Shift"] });
    const selected = en.adminRates.selected_other
      .replace("{{unitType}}", en.adminRates.unitTypes.kids)
      .replace("{{from}}", formatStayDate(PEAK.first, "en"))
      .replace("{{to}}", formatStayDate(PEAK.last, "en"))
      .replace("{{nights}}", "4");
    await page.getByText(selected, { exact: true }).waitFor();
    expect(await cell(PEAK.last).getAttribute("aria-selected")).toBe("true");

    await page.getByRole("button", { name: en.adminRates.edit }).click();
    const editor = page.getByRole("dialog", { name: en.adminRates.editor.title });
    await editor.waitFor();
    expect(await editor.textContent()).toContain(
      en.adminRates.editor.summary_other
        .replace("{{unitType}}", en.adminRates.unitTypes.kids)
        .replace("{{from}}", formatStayDate(PEAK.first, "en"))
        .replace("{{to}}", formatStayDate(PEAK.last, "en"))
        .replace("{{nights}}", "4"),
    );
    await editor
      .getByLabel(en.adminRates.editor.fields.nightlyRate, { exact: true })
      .fill(String(PEAK_RATE));
    await editor
      .getByLabel(en.adminRates.editor.fields.minNights, { exact: true })
      .fill(String(MIN_NIGHTS));
    await screenshot(page, "rates-journey-editor-en-1280");
    const [saved] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/admin/rates") && response.request().method() === "PUT",
      ),
      editor.getByRole("button", { name: en.adminRates.editor.save }).click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toEqual({ success: true, data: { nights: 4 } });
    await editor.waitFor({ state: "detached" });

    // The grid shows the peak price and the minimum on each night of the range, and only there.
    for (let night = PEAK.first; night <= PEAK.last; night = addDaysIso(night, 1)) {
      await expect
        .poll(() => cellName(night))
        .toBe(kidsCellName(night, PEAK_RATE, "peak", MIN_NIGHTS));
      expect(await cell(night).textContent()).toContain(formatNumber(PEAK_RATE, "en"));
    }
    const after = addDaysIso(PEAK.last, 1);
    if (after.slice(0, 7) === PEAK.last.slice(0, 7)) {
      expect(await cellName(after)).toBe(kidsCellName(after, base.base.kids, "base"));
    }
    await screenshot(page, "rates-journey-grid-en-1280");

    // The promo code: 10% off the kids room's nights of the peak, through the console's form.
    await page.getByRole("link", { name: en.adminConsole.nav.promoCodes, exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin/promo-codes`);
    await page.getByRole("heading", { level: 1, name: en.adminPromoCodes.heading }).waitFor();
    await page.getByRole("button", { name: en.adminPromoCodes.add }).click();
    const form = page.getByRole("dialog", { name: en.adminPromoCodes.newTitle });
    await form.waitFor();
    await form.getByLabel(en.adminPromoCodes.fields.code, { exact: true }).fill(PROMO);
    await form.getByLabel(en.adminPromoCodes.discountKinds.percent, { exact: true }).check();
    await form
      .getByLabel(en.adminPromoCodes.fields.discount.percent, { exact: true })
      .fill(String(PERCENT_OFF));
    await form.getByLabel(en.adminPromoCodes.fields.stayFrom, { exact: true }).fill(PEAK.first);
    await form.getByLabel(en.adminPromoCodes.fields.stayTo, { exact: true }).fill(PEAK.last);
    await form.getByLabel(en.adminPromoCodes.unitTypes.kids, { exact: true }).check();
    await screenshot(page, "rates-journey-promo-dialog-en-1280");
    const [created] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/admin/promo-codes") &&
          response.request().method() === "POST",
      ),
      form.getByRole("button", { name: en.adminPromoCodes.create }).click(),
    ]);
    expect(created.status()).toBe(201);
    await form.waitFor({ state: "detached" });
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: PROMO }) });
    await row.waitFor();
    const rowText = await row.textContent();
    expect(rowText).toContain("10%");
    expect(rowText).toContain(en.adminPromoCodes.unitTypes.kids);
    expect(rowText).toContain(en.adminPromoCodes.active);
    await screenshot(page, "rates-journey-promo-list-en-1280");

    const codes = (await (await staff.request.get(`${baseUrl}/api/admin/promo-codes`)).json())
      .data as { code: string; percentOff: number | null; stayFrom: string; stayTo: string }[];
    expect(codes.find((code) => code.code === PROMO)).toMatchObject({
      percentOff: PERCENT_OFF,
      stayFrom: PEAK.first,
      stayTo: PEAK.last,
      unitTypes: ["kids"],
      uses: 0,
      active: true,
    });
    await page.close();
  });

  it("2. a guest asking for one night of the peak is refused with the rule and its date", async () => {
    const context = await newSignedInGuest(browser(), baseUrl, {
      email: state.email,
      name: GUEST_NAME,
      phone: "0501234567",
    });
    state.guest = context;

    // The server refuses it too: a form whose calendar is older than the rule (here, one without
    // it) sends the stay, and the server's 400 lands on the check-out date with the same words.
    const stale = await context.newPage();
    await stale.route(
      (url) => url.pathname === "/api/rates/calendar",
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        delete body.data.calendar.kids;
        await route.fulfill({ response, json: body });
      },
    );
    await stale.goto(`${baseUrl}/booking/room`);
    await stale.waitForLoadState("networkidle");
    await fillKidsStay(stale, ONE_NIGHT);
    const refused = await checkAvailability(stale);
    expect(refused.status()).toBe(400);
    const refusal = await refused.json();
    expect(refusal).toMatchObject({
      success: false,
      code: "STAY_TOO_SHORT",
      params: { date: ONE_NIGHT.checkIn, nights: MIN_NIGHTS, unitType: "kids" },
    });
    const serverDay = new Intl.DateTimeFormat("en-GB", {
      timeZone: "UTC",
      day: "numeric",
      month: "long",
    }).format(new Date(`${ONE_NIGHT.checkIn}T00:00:00Z`));
    expect(refusal.message).toBe(`Stays that include ${serverDay} need at least 2 nights.`);
    await stale.getByText(STAY_RULE_MESSAGE, { exact: true }).waitFor();
    await screenshot(stale, "rates-journey-server-refusal-en-1280");
    await stale.close();

    const page = await context.newPage();
    state.guestPage = page;
    const sent: string[] = [];
    page.on("request", (request) => {
      if (isCheckAvailability(request.url())) sent.push(request.url());
    });
    await page.goto(`${baseUrl}/booking/room`);
    await page.waitForLoadState("networkidle");
    await fillKidsStay(page, ONE_NIGHT);
    await page.getByRole("button", { name: en.bookingpage.checkAvailability }).click();
    // Explained on the form, before anything is sent.
    const checkOut = page.getByLabel(en.bookingpage.checkOut, { exact: true });
    await expect.poll(() => checkOut.getAttribute("aria-invalid")).toBe("true");
    await page.getByText(STAY_RULE_MESSAGE, { exact: true }).waitFor();
    expect(sent).toEqual([]);
    await screenshot(page, "rates-journey-one-night-refused-en-1280");

    // The range calendar, opened at the check-out: the peak's price under its days, the catalogue's
    // after it, and the one-night check-out refused with the same message.
    await page
      .getByRole("button", {
        name: en.bookingpage.openCalendar.replace("{{field}}", en.bookingpage.checkOut),
      })
      .click();
    const calendar = page.getByRole("dialog", { name: en.bookingpage.stayCalendar.title });
    await calendar.getByRole("grid").first().waitFor();
    // (A day of the next month's first week also shows in it, empty, as an "outside" day.)
    const day = (date: string) => calendar.locator(`[data-day="${date}"]:not([data-outside])`);
    for (let night = PEAK.first; night <= PEAK.last; night = addDaysIso(night, 1)) {
      expect(await day(night).locator(".stay-day-price").textContent()).toBe(
        formatNumber(PEAK_RATE, "en"),
      );
    }
    expect(await day(ONE_NIGHT.checkOut).getByRole("button").getAttribute("aria-label")).toContain(
      STAY_RULE_MESSAGE,
    );
    await day(ONE_NIGHT.checkOut).getByRole("button").click();
    await calendar.getByText(STAY_RULE_MESSAGE, { exact: true }).waitFor();
    await screenshot(page, "rates-journey-calendar-refusal-en-1280");
    expect(sent).toEqual([]);
  });

  it("3. the guest books two peak nights with the promo code, pays, and sees the lines as sold", async () => {
    const page = guestPage();
    const calendar = page.getByRole("dialog", { name: en.bookingpage.stayCalendar.title });
    // Two nights, picked in the calendar still open from step 2: it closes on a check-out it takes.
    await calendar
      .locator(`[data-day="${STAY.checkOut}"]:not([data-outside])`)
      .getByRole("button")
      .click();
    await calendar.waitFor({ state: "hidden" });
    expect(await page.getByLabel(en.bookingpage.checkOut, { exact: true }).inputValue()).toBe(
      STAY.checkOut,
    );
    await expect.poll(() => page.getByText(STAY_RULE_MESSAGE, { exact: true }).count()).toBe(0);

    // A code that does not exist is explained at the code as soon as it is applied (the form
    // judges it then, decision 051) and is not kept; then the real one is applied.
    await page.getByRole("button", { name: en.promoCode.toggle }).click();
    const promoInput = page.getByLabel(en.promoCode.label, { exact: true });
    await promoInput.fill("NOSUCHCODE");
    const [unknown] = await Promise.all([
      page.waitForResponse((response) => response.url().includes("/api/booking/promo-preview")),
      page.getByRole("button", { name: en.promoCode.apply, exact: true }).click(),
    ]);
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).code).toBe("PROMO_UNKNOWN");
    await page.getByText(en.errors.PROMO_UNKNOWN, { exact: true }).waitFor();
    expect(
      await page
        .getByRole("button", { name: en.promoCode.removeNamed.replace("{{code}}", "NOSUCHCODE") })
        .count(),
    ).toBe(0);
    await promoInput.fill(PROMO.toLowerCase());
    await page.getByRole("button", { name: en.promoCode.apply, exact: true }).click();
    await page
      .getByText(en.promoCode.applied.replace("{{code}}", `\u2068${PROMO}\u2069`))
      .waitFor();
    await screenshot(page, "rates-journey-form-en-1280");

    const checked = await checkAvailability(page);
    expect(checked.status()).toBe(200);
    const quote = (await checked.json()).data;
    expect(quote).toMatchObject({
      status: "confirmed",
      nights: 2,
      nightly: STAY_NIGHTS.map((date) => ({ date, amount: PEAK_RATE * ROOMS })),
    });
    expect(fils(quote.discount)).toBe(fils(DISCOUNT));
    expect(fils(quote.totalAmount)).toBe(fils(TOTAL));

    // The popup: both nights at the peak price as one line (what one room costs a night, as the
    // payment page says it), the code's line, the total charged.
    const dialog = page.getByRole("dialog", { name: en.bookingpage.dialogTitle });
    await dialog.getByRole("button", { name: en.bookingpage.payNow }).waitFor();
    await expectRow(dialog, kidsLine, aed(NIGHTS_AMOUNT));
    await expectRow(dialog, discountLabel, formatDiscount(DISCOUNT, "en"));
    await expectRow(dialog, en.prices.totalCharged, aed(TOTAL));
    await screenshot(page, "rates-journey-popup-en-1280");

    await payNowInPopup(page);
    await page.waitForLoadState("networkidle");
    const summary = page.getByRole("region", { name: en.paymentpage.summary.heading });
    await expectRow(summary, kidsLine, aed(NIGHTS_AMOUNT));
    await expectRow(summary, discountLabel, formatDiscount(DISCOUNT, "en"));
    await expectRow(summary, en.prices.totalCharged, aed(TOTAL));
    await fillCard(page, { name: "Layla Al Mansouri" });
    await screenshot(page, "rates-journey-payment-en-1280");
    await page
      .getByRole("button", { name: en.paymentpage.card.pay.replace("{{amount}}", aed(TOTAL)) })
      .click();
    const confirmed = page.getByRole("dialog", { name: en.paymentpage.confirmed.title });
    await confirmed.waitFor();

    // The confirmation page: what was paid, line by line.
    await confirmed.getByRole("link", { name: en.paymentpage.confirmed.confirmation }).click();
    await page.waitForURL(`${baseUrl}/confirmation`);
    await page.getByRole("heading", { level: 1, name: en.confirmationpage.heading }).waitFor();
    const main = page.locator("main");
    await expectRow(main, kidsLine, aed(NIGHTS_AMOUNT));
    await expectRow(main, discountLabel, formatDiscount(DISCOUNT, "en"));
    expect(await main.textContent()).toContain(aed(TOTAL));
    await screenshot(page, "rates-journey-confirmation-en-1280");

    // The stored booking keeps each night at the peak price, the discount and what was charged.
    const bookings = await storedBookings(page.request, baseUrl);
    expect(bookings).toHaveLength(1);
    const booking = bookings[0] as StoredBooking;
    state.booking = booking;
    expect(booking).toMatchObject({
      serviceType: "room",
      roomType: "kids",
      status: "confirmed",
      paymentStatus: "completed",
      checkIn: STAY.checkIn,
      checkOut: STAY.checkOut,
      nights: 2,
      quantity: ROOMS,
      nightly: STAY_NIGHTS.map((date) => ({ date, amount: PEAK_RATE * ROOMS })),
      discount: { code: PROMO, amount: DISCOUNT },
    });
    expect(fils(booking.totalAmount)).toBe(fils(TOTAL));
    expect(fils(booking.chargedAmount)).toBe(fils(TOTAL));

    // My bookings: the nights as sold, in a run, and the discount.
    await page.goto(`${baseUrl}/my-booking`);
    await page.waitForLoadState("networkidle");
    const card = page.getByRole("article").filter({ hasText: bookingReference(booking._id) });
    await card.waitFor();
    await expectRow(
      card,
      runLabel(STAY_NIGHTS[0] as string, STAY_NIGHTS[1] as string, 2, PEAK_RATE * ROOMS),
      aed(NIGHTS_AMOUNT),
    );
    await expectRow(card, discountLabel, formatDiscount(DISCOUNT, "en"));
    await expectRow(card, en.mybookings.total, aed(TOTAL));
    await screenshot(page, "rates-journey-my-bookings-en-1280");
  });

  it("4. staff see the kids room's nights and revenue on the report, and download it as CSV", async () => {
    const booking = soldBooking();
    const page = await staffContext().newPage();
    await page.goto(`${baseUrl}/admin/reports`);
    await page.getByRole("heading", { level: 1, name: en.adminReports.title }).waitFor();
    const filters = page.getByRole("form", { name: en.adminReports.filters.label });
    await filters.getByLabel(en.adminReports.filters.from, { exact: true }).fill(PEAK.first);
    await filters.getByLabel(en.adminReports.filters.to, { exact: true }).fill(PEAK.last);
    await filters.getByLabel(en.adminReports.filters.groupBy, { exact: true }).selectOption("day");
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().includes("/api/admin/reports/occupancy?") &&
          response.url().includes(`from=${PEAK.first}`) &&
          response.url().includes(`to=${PEAK.last}`),
      ),
      filters.getByRole("button", { name: en.adminReports.filters.apply }).click(),
    ]);
    expect(answer.status()).toBe(200);
    const report = (await answer.json()).data;
    const kidsTotal = report.total.units.find(
      (unit: { unitType: string }) => unit.unitType === "kids",
    );
    // One room for two nights: two unit-nights, at the peak price less the code's share.
    expect(kidsTotal).toMatchObject({ sold: STAY_NIGHTS.length * ROOMS });
    expect(fils(kidsTotal.revenue)).toBe(fils(booking.totalAmount));

    const table = page.getByRole("table", { name: new RegExp(en.adminReports.table.caption) });
    await table.waitFor();
    const kidsRow = (group: Locator) =>
      group.getByRole("row").filter({
        has: page.getByRole("rowheader", { name: en.adminReports.unit.kids, exact: true }),
      });
    const figures = async (row: Locator) => {
      const cells = row.getByRole("cell");
      return { sold: await cells.nth(1).textContent(), revenue: await cells.nth(4).textContent() };
    };
    // The table may still show the report it opened with until the answer above is drawn.
    for (const night of STAY_NIGHTS) {
      const period = table.locator("tbody").filter({ hasText: formatStayDate(night, "en") });
      await expect
        .poll(() => figures(kidsRow(period)))
        .toEqual({
          sold: formatNumber(ROOMS, "en"),
          revenue: aed(TOTAL / STAY_NIGHTS.length),
        });
    }
    // The nights outside the stay sold nothing of the kids room.
    const quiet = table.locator("tbody").filter({ hasText: formatStayDate(PEAK.first, "en") });
    expect(await figures(kidsRow(quiet))).toEqual({ sold: "0", revenue: aed(0) });
    expect(await figures(kidsRow(table.locator("tfoot")))).toEqual({
      sold: formatNumber(STAY_NIGHTS.length * ROOMS, "en"),
      revenue: aed(TOTAL),
    });
    // The charts load after the figures; the screenshot waits for them.
    await page.getByRole("figure").first().waitFor();
    await screenshot(page, "rates-journey-report-en-1280");

    // The same report as a file: UTF-8 with a byte-order mark, a row per night and unit type.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: en.adminReports.downloads.report }).click(),
    ]);
    const file = await readFile(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]?.startsWith("Period start,Period end,Unit type,")).toBe(true);
    const csvRow = (start: string, end: string, unit: string) => {
      const line = lines.find((candidate) => candidate.startsWith(`${start},${end},${unit},`));
      if (!line) throw new Error(`no CSV row for ${unit} ${start}: ${lines.join("\n")}`);
      const cells = line.split(",");
      return { sold: cells[6], revenue: cells[8] };
    };
    for (const night of STAY_NIGHTS) {
      expect(csvRow(night, night, "Kids room")).toEqual({
        sold: String(ROOMS),
        revenue: (TOTAL / STAY_NIGHTS.length).toFixed(2),
      });
    }
    expect(csvRow(PEAK.first, PEAK.last, "Total: Kids room")).toEqual({
      sold: String(STAY_NIGHTS.length * ROOMS),
      revenue: TOTAL.toFixed(2),
    });

    // The bookings list's file has the booking, the guest's Arabic name intact, and the code. It is
    // guests' personal data, so a button fetches it through the API client (a stale session would
    // be asked to confirm it is them first), saved under the server's name.
    const [bookingsDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: en.adminReports.downloads.bookings }).click(),
    ]);
    const bookingsFile = await readFile(await bookingsDownload.path());
    expect([...bookingsFile.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const bookingLine = bookingsFile
      .subarray(3)
      .toString("utf8")
      .split("\r\n")
      .find((line) => line.startsWith(`${bookingReference(booking._id)},`));
    expect(bookingLine).toContain(GUEST_NAME);
    expect(bookingLine).toContain(`,${TOTAL.toFixed(2)},`);
    expect(bookingLine).toContain(PROMO);
    await page.close();
  });

  it("5. a later rate edit of the same nights leaves the booking as it was sold", async () => {
    const booking = soldBooking();
    const staff = staffContext();
    const edit = await staff.request.put(`${baseUrl}/api/admin/rates`, {
      data: { unitType: "kids", from: PEAK.first, to: PEAK.last, nightlyRate: LATER_RATE },
    });
    expect(edit.status()).toBe(200);
    // The new rate is what the nights cost now...
    const calendar = (
      await (
        await staff.request.get(`${baseUrl}/api/rates/calendar?from=${PEAK.first}&to=${PEAK.last}`)
      ).json()
    ).data.calendar;
    for (const night of STAY_NIGHTS) {
      expect(calendar.kids[night]).toMatchObject({
        nightlyRate: LATER_RATE,
        minNights: MIN_NIGHTS,
      });
    }
    // ...and the booking keeps its nights, discount and total as sold.
    const page = guestPage();
    const after = await storedBooking(page.request, baseUrl, booking._id);
    expect(after.nightly).toEqual(booking.nightly);
    expect(after.discount).toEqual(booking.discount);
    expect(fils(after.totalAmount)).toBe(fils(TOTAL));
    expect(fils(after.chargedAmount)).toBe(fils(TOTAL));
    await page.reload();
    await page.waitForLoadState("networkidle");
    const card = page.getByRole("article").filter({ hasText: bookingReference(booking._id) });
    await expectRow(
      card,
      runLabel(STAY_NIGHTS[0] as string, STAY_NIGHTS[1] as string, 2, PEAK_RATE * ROOMS),
      aed(NIGHTS_AMOUNT),
    );
    await expectRow(card, en.mybookings.total, aed(TOTAL));
    expect(await card.textContent()).not.toContain(formatNumber(LATER_RATE, "en"));

    // The report counts the revenue as sold, too.
    const report = (
      await (
        await staff.request.get(
          `${baseUrl}/api/admin/reports/occupancy?from=${PEAK.first}&to=${PEAK.last}&groupBy=day&unitType=kids`,
        )
      ).json()
    ).data;
    expect(fils(report.total.all.revenue)).toBe(fils(TOTAL));
    const csv = await staff.request.get(
      `${baseUrl}/api/admin/reports/occupancy?from=${PEAK.first}&to=${PEAK.last}&groupBy=day&format=csv`,
    );
    expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  });
});
