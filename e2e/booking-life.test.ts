import type { ChangeCheck } from "@camp/shared/booking/booking-change";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { APIRequestContext, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import { formatPercent, formatPrice } from "../apps/web/src/lib/format";
import {
  bookThroughApi,
  fillRoomStay,
  fils,
  newEmail,
  newGuestContext,
  newSignedInGuest,
  newStaffContext,
  PASSWORD,
  payNowInPopup,
  payWithCard,
  screenshot,
  signInThroughApi,
  stayDates,
  storedBooking,
  storedBookings,
  useBrowser,
} from "./journey-helpers";

/**
 * The life of one booking (decisions 019 to 024, through the screens): a guest books a room on the
 * form, adds a car safari from My bookings, moves the stay by two days, adds a second room and
 * gives it back, each priced as a difference and paid by card or refunded; then staff check the
 * same guest in and out at the front desk. After every step the API's own record is checked: terms,
 * activities, status, and that what was charged less what was refunded is the booking's total.
 *
 * The steps share one guest and one booking and run in order (one file runs its tests in order).
 */

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

const GUEST_NAME = "Maryam Haddad";
/** 33 days ahead: clear of the other journeys' nights, and far enough for a full refund. */
const FIRST_STAY = stayDates(33, 2);
const MOVED_STAY = {
  checkIn: addDaysIso(FIRST_STAY.checkIn, 2),
  checkOut: addDaysIso(FIRST_STAY.checkOut, 2),
};
const SAFARI_PEOPLE = 2;

type Expected = {
  checkIn: string;
  checkOut: string;
  quantity: number;
  safari: boolean;
};

/** What the journey carries from one step to the next. */
const state: {
  context?: BrowserContext;
  page?: Page;
  email: string;
  bookingId?: string;
  expected: Expected;
  safari?: { id: string; price: number };
} = {
  email: newEmail("booking-life"),
  expected: { ...FIRST_STAY, quantity: 1, safari: false },
};

function guestPage(): Page {
  if (!state.page) throw new Error("step 1 did not open the guest's page");
  return state.page;
}
function bookingId(): string {
  if (!state.bookingId) throw new Error("step 1 did not make the booking");
  return state.bookingId;
}

/**
 * The stored booking matches what the journey did so far, and the money adds up: charged less
 * refunded is the total (every part given up so far was refunded in full, being weeks ahead). A
 * change's refund is paid right after the change, so the check waits for it.
 */
async function expectStored(request: APIRequestContext, id: string) {
  const expected = state.expected;
  await expect
    .poll(async () => {
      const booking = await storedBooking(request, baseUrl, id);
      return fils(booking.chargedAmount) - fils(booking.refundedAmount ?? 0);
    })
    .toBe(fils((await storedBooking(request, baseUrl, id)).totalAmount));
  const booking = await storedBooking(request, baseUrl, id);
  expect(booking).toMatchObject({
    serviceType: "room",
    roomType: "master",
    status: "confirmed",
    paymentStatus: "completed",
    checkIn: expected.checkIn,
    checkOut: expected.checkOut,
    nights: 2,
    quantity: expected.quantity,
    guests: 2,
    arrivalTime: "16:30",
    specialRequests: "A quiet room away from the generator, please.",
  });
  if (expected.safari) {
    expect(booking.extras).toHaveLength(1);
    const [safari] = booking.extras;
    if (!safari) throw new Error("the booking has no activity");
    expect(safari).toMatchObject({ name: "Car safari", quantity: SAFARI_PEOPLE });
    // On a night of the stay as it is now.
    expect(safari.date >= expected.checkIn && safari.date < expected.checkOut).toBe(true);
    expect(fils(safari.amount)).toBe(fils((state.safari?.price ?? 0) * SAFARI_PEOPLE));
  } else {
    expect(booking.extras).toEqual([]);
  }
  return booking;
}

/** Opens the change screen from the booking's card in My bookings (the link with `linkName`). */
async function openChangeScreen(page: Page, linkName: string) {
  await page.goto(`${baseUrl}/my-booking`);
  await page.waitForLoadState("networkidle");
  const reference = bookingReference(bookingId());
  const card = page.getByRole("article").filter({ hasText: reference });
  await card.getByRole("link", { name: linkName }).click();
  // "Add an activity" opens the same screen with a new activity row (?add=activity).
  await page.waitForURL(new RegExp(`/my-booking/${bookingId()}/change(\\?.*)?$`));
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: en.changeBooking.check }).waitFor();
}

/** Check price on the change screen; answers the server's check as the page received it. */
async function checkPrice(page: Page, label = en.changeBooking.check): Promise<ChangeCheck> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        candidate.url().endsWith(`/api/booking/${bookingId()}/change/check`) &&
        candidate.request().method() === "POST",
    ),
    page.getByRole("button", { name: label }).click(),
  ]);
  expect(response.status()).toBe(200);
  const check = (await response.json()).data as ChangeCheck;
  await page.getByRole("heading", { name: en.changeBooking.priceHeading }).waitFor();
  return check;
}

/** The amount on a line of the change screen's price section ("To pay now", "Refunded to your card"). */
function priceLine(page: Page, label: string): Locator {
  return page
    .getByRole("region", { name: en.changeBooking.priceHeading })
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}

/** Pays a change's difference on the payment page and comes back to My bookings. */
async function payDifference(page: Page, check: ChangeCheck, shot?: string) {
  const section = page.getByRole("region", { name: en.changeBooking.priceHeading });
  const toPay = formatPrice(check.toPay, "en");
  await expect.poll(() => priceLine(page, en.changeBooking.toPay).textContent()).toBe(toPay);
  if (shot) await screenshot(page, shot);
  await section
    .getByRole("link", { name: en.changeBooking.pay.replace("{{amount}}", toPay) })
    .click();
  await page.waitForURL(new RegExp(`/payment\\?quote=${check.quoteId}`));
  await page.waitForLoadState("networkidle");
  await payWithCard(page, en.paymentpage.card.pay.replace("{{amount}}", toPay), {
    name: GUEST_NAME,
  });
  const done = page.getByRole("dialog", { name: en.changeBooking.paidTitle });
  await done.waitFor();
  await done.getByRole("button", { name: en.changeBooking.back }).click();
  await page.waitForURL(`${baseUrl}/my-booking`);
}

/** A change that costs nothing more (or gives back): Confirm change, then My bookings. */
async function confirmChange(page: Page) {
  await page.getByRole("button", { name: en.changeBooking.confirm }).click();
  await page.waitForURL(`${baseUrl}/my-booking`);
  await page.getByText(en.changeBooking.changed).first().waitFor();
}

async function setNumber(page: Page, label: string, value: number) {
  await page.getByLabel(label, { exact: true }).fill(String(value));
}

describe("[BOOKING] the life of a booking: book, add a safari, move, add and give back a room, stay", () => {
  afterAll(() => state.context?.close());

  it("1. a new guest books a master room on the form, with phone, arrival time and a request", async () => {
    const context = await newSignedInGuest(browser(), baseUrl, {
      email: state.email,
      name: GUEST_NAME,
    });
    state.context = context;
    const page = await context.newPage();
    state.page = page;
    const extras = (await (await context.request.get(`${baseUrl}/api/extras`)).json()).data as {
      id: string;
      name: string;
      price: number;
    }[];
    const safari = extras.find((extra) => extra.name === "Car safari");
    if (!safari) throw new Error("the seeded car safari is missing from /api/extras");
    state.safari = safari;

    await page.goto(`${baseUrl}/booking/room`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("radio", { name: /Master/ }).check();
    await fillRoomStay(page, { ...FIRST_STAY, rooms: 1, guests: 2 });
    // The account has no phone yet, so the form asks for one; a UAE mobile written the local way.
    await page.getByLabel(en.guestDetails.phone, { exact: true }).fill("050 123 4567");
    await page.getByLabel(en.guestDetails.arrivalTime).fill("16:30");
    await page
      .getByLabel(en.guestDetails.specialRequests)
      .fill("A quiet room away from the generator, please.");
    await screenshot(page, "booking-life-form-en-1280");

    await page.getByRole("button", { name: en.bookingpage.checkAvailability }).click();
    await payNowInPopup(page);
    await page.waitForLoadState("networkidle");
    await payWithCard(page, /^Pay AED/, { name: GUEST_NAME });
    const confirmed = page.getByRole("dialog", { name: en.paymentpage.confirmed.title });
    await confirmed.waitFor();
    await confirmed.getByRole("button", { name: en.paymentpage.viewBooking }).click();
    await page.waitForURL(`${baseUrl}/my-booking`);

    const [booking] = await storedBookings(context.request, baseUrl);
    if (!booking) throw new Error("the booking is not in /api/booking/me");
    state.bookingId = booking._id;
    await expectStored(context.request, booking._id);
    expect(fils(booking.chargedAmount)).toBe(fils(booking.totalAmount));
    expect(booking.refundedAmount ?? 0).toBe(0);
    const user = (await (await context.request.get(`${baseUrl}/api/auth/get-user`)).json()).user;
    expect(user.phone).toBe("+971501234567");
    await expect
      .poll(() => page.getByText(bookingReference(booking._id), { exact: true }).count())
      .toBe(1);
  });

  it("2. the guest adds a car safari from My bookings and pays the difference", async () => {
    const page = guestPage();
    const safari = state.safari as { id: string; price: number };
    const before = await storedBooking(page.request, baseUrl, bookingId());
    await openChangeScreen(page, en.bookingpage.extras.add);

    // The change screen's activities section reads as the booking form's.
    const section = page.getByRole("region", { name: en.bookingpage.extras.title });
    // Opened from "Add an activity", the section already has one new row to fill in.
    await expect.poll(() => section.getByLabel(en.bookingpage.extras.activity).count()).toBe(1);
    await section.getByLabel(en.bookingpage.extras.activity).selectOption(safari.id);
    await section.getByLabel(en.bookingpage.extras.day).selectOption(FIRST_STAY.checkIn);
    await section.getByLabel(en.bookingpage.extras.quantity.person).fill(String(SAFARI_PEOPLE));
    const check = await checkPrice(page);
    expect(fils(check.toPay)).toBe(fils(safari.price * SAFARI_PEOPLE));
    expect(fils(check.totalAmount)).toBe(fils(before.totalAmount + check.toPay));
    await payDifference(page, check, "booking-life-change-safari-en-1280");

    state.expected = { ...state.expected, safari: true };
    const after = await expectStored(page.request, bookingId());
    expect(fils(after.totalAmount)).toBe(fils(check.totalAmount));
    expect(fils(after.chargedAmount)).toBe(fils(before.chargedAmount + check.toPay));
  });

  it("3. the guest moves the stay by two days (paying or confirming, as the price says)", async () => {
    const page = guestPage();
    const before = await storedBooking(page.request, baseUrl, bookingId());
    await openChangeScreen(page, en.changeBooking.trigger);
    await page.getByLabel(en.changeBooking.checkIn, { exact: true }).fill(MOVED_STAY.checkIn);
    await page.getByLabel(en.changeBooking.checkOut, { exact: true }).fill(MOVED_STAY.checkOut);
    if (state.expected.safari) {
      // The safari moves with the stay: its day must be a night of the new dates.
      await page.getByLabel(en.bookingpage.extras.day).selectOption(MOVED_STAY.checkIn);
    }
    const check = await checkPrice(page);
    // Weekday rates may differ: the difference is the new total less the current one.
    expect(fils(check.priceDifference)).toBe(fils(check.totalAmount - before.totalAmount));
    if (check.toPay > 0) {
      await payDifference(page, check);
    } else {
      const section = page.getByRole("region", { name: en.changeBooking.priceHeading });
      if (check.givenUp > 0) {
        // Weeks ahead, a part given up comes back in full.
        expect(fils(check.refund)).toBe(fils(check.givenUp));
        await expect
          .poll(() => priceLine(page, en.changeBooking.refund).textContent())
          .toBe(formatPrice(check.refund, "en"));
      } else {
        await section.getByText(en.changeBooking.sameNote).waitFor();
      }
      await confirmChange(page);
    }
    state.expected = { ...state.expected, ...MOVED_STAY };
    const after = await expectStored(page.request, bookingId());
    expect(fils(after.totalAmount)).toBe(fils(check.totalAmount));
  });

  it("4. the guest adds a second room, paying the difference by card", async () => {
    const page = guestPage();
    const before = await storedBooking(page.request, baseUrl, bookingId());
    await openChangeScreen(page, en.changeBooking.trigger);
    await setNumber(page, en.mybookings.units.room, 2);
    const check = await checkPrice(page);
    expect(check.toPay).toBeGreaterThan(0);
    expect(fils(check.totalAmount)).toBe(fils(before.totalAmount + check.toPay));
    await payDifference(page, check, "booking-life-change-to-pay-en-1280");

    state.expected = { ...state.expected, quantity: 2 };
    const after = await expectStored(page.request, bookingId());
    expect(fils(after.chargedAmount)).toBe(fils(before.chargedAmount + check.toPay));
  });

  it("5. the guest gives the second room back, the refund shown before confirming", async () => {
    const page = guestPage();
    const before = await storedBooking(page.request, baseUrl, bookingId());
    await openChangeScreen(page, en.changeBooking.trigger);
    await setNumber(page, en.mybookings.units.room, 1);
    const check = await checkPrice(page);
    // The part given up is the second room, weeks ahead: refunded in full.
    expect(check.toPay).toBe(0);
    expect(fils(check.givenUp)).toBe(fils(before.totalAmount - check.totalAmount));
    expect(fils(check.refund)).toBe(fils(check.givenUp));
    expect(check.refundPercent).toBe(100);
    expect(fils(check.difference)).toBe(-fils(check.refund));

    const section = page.getByRole("region", { name: en.changeBooking.priceHeading });
    const refund = formatPrice(check.refund, "en");
    await expect.poll(() => priceLine(page, en.changeBooking.refund).textContent()).toBe(refund);
    expect(await section.getByTestId("change-money").textContent()).toContain(refund);
    await screenshot(page, "booking-life-change-refund-en-1280");
    await confirmChange(page);

    const reference = bookingReference(bookingId());
    const card = page.getByRole("article").filter({ hasText: reference });
    const rooms = card
      .locator("dl > div")
      .filter({ has: page.getByText(en.mybookings.units.room, { exact: true }) })
      .locator("dd");
    await expect.poll(() => rooms.textContent()).toBe("1");
    await screenshot(page, "booking-life-my-bookings-en-1280");

    state.expected = { ...state.expected, quantity: 1 };
    const after = await expectStored(page.request, bookingId());
    expect(fils(after.totalAmount)).toBe(fils(check.totalAmount));
    await expect
      .poll(async () =>
        fils((await storedBooking(page.request, baseUrl, bookingId())).refundedAmount ?? 0),
      )
      .toBe(fils((before.refundedAmount ?? 0) + check.refund));
  });

  for (const lang of ["en", "ar"] as const) {
    it(`the change screen in ${lang} on a 390 px phone: what the stay becomes, the VAT of the payment, the policy kept (decision 049)`, async () => {
      const t = lang === "ar" ? ar : en;
      const context = await newGuestContext(browser(), { width: 390 });
      try {
        await signInThroughApi(context.request, baseUrl, {
          email: state.email,
          password: PASSWORD,
        });
        const page = await context.newPage();
        await page.goto(`${baseUrl}/my-booking/${bookingId()}/change?lang=${lang}`);
        await page.getByLabel(t.mybookings.units.room, { exact: true }).fill("2");
        expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
        const answered = page.waitForResponse((candidate) =>
          candidate.url().endsWith(`/api/booking/${bookingId()}/change/check`),
        );
        await page.getByRole("button", { name: t.changeBooking.check }).click();
        const check = (await (await answered).json()).data as ChangeCheck;
        const section = page.getByRole("region", { name: t.changeBooking.priceHeading });
        await section.getByText(t.changeBooking.toPay, { exact: true }).waitFor();

        // What the stay becomes: its dates, 2 nights, 2 rooms (decision 049).
        const becomes = section.getByTestId("change-becomes");
        await expect
          .poll(() => becomes.textContent())
          .toContain(lang === "ar" ? "ليلتان، غرفتان" : "2 nights, 2 rooms");
        // Each night's line says units × one unit's price as sold, never the two rooms' sum as
        // one: the held room keeps its sold price and the added one costs today's, the same here.
        const sold = (await storedBooking(context.request, baseUrl, bookingId())).nightly;
        const unitPrices = [
          ...new Set(sold.map((night) => night.amount / (state.expected.quantity || 1))),
        ];
        const fill = (text: string, values: Record<string, string>) =>
          Object.entries(values).reduce(
            (out, [key, value]) => out.replace(`{{${key}}}`, value),
            text,
          );
        const expectedLines =
          unitPrices.length === 1
            ? [
                fill(t.prices.unitsLine, {
                  service: t.prices.services.room_master,
                  quantity: "2",
                  perUnit: formatPrice(unitPrices[0] ?? 0, lang),
                }),
              ]
            : unitPrices.map(
                (price) =>
                  ` × ${fill(t.prices.unitsNight, { units: "2", amount: formatPrice(price, lang) })}`,
              );
        const linesText = () => section.getByTestId("change-lines").textContent();
        for (const line of expectedLines) await expect.poll(linesText).toContain(line);

        // The VAT under "To pay now" is that of the payment, not of the new total (item 3).
        const taxable = fils(check.toPay) - fils(check.toPayTourismFee);
        expect(fils(check.toPayVat)).toBe(
          Math.round((taxable * check.vatRate) / (100 + check.vatRate)),
        );
        expect(check.toPayVat).toBeLessThan(check.vatAmount);
        const vatLabel = t.changeBooking.toPayVat.replace(
          "{{rate}}",
          formatPercent(check.vatRate, lang),
        );
        const vatLine = section
          .locator("dl > div")
          .filter({ has: page.getByText(vatLabel, { exact: true }) })
          .locator("dd");
        await expect.poll(() => vatLine.textContent()).toBe(formatPrice(check.toPayVat, lang));

        // Moved later in step 3, the stay keeps its first check-in's deadlines and says so (item 1).
        expect(check.policy.stayCheckIn).toBe(check.checkIn);
        await section.getByTestId("policy-first-check-in").waitFor();
        await screenshot(page, `booking-life-change-${lang}-390`);
        // The page never scrolls sideways on a phone.
        expect(
          await page
            .locator("html")
            .evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth),
        ).toBeLessThanOrEqual(390);
        await page.setViewportSize({ width: 1280, height: 900 });
        await screenshot(page, `booking-life-change-${lang}-1280`);

        // The payment page of the difference states the same VAT and the same policy.
        const toPay = formatPrice(check.toPay, lang);
        await section
          .getByRole("link", { name: t.changeBooking.pay.replace("{{amount}}", toPay) })
          .click();
        await page.waitForURL(new RegExp(`/payment\\?quote=${check.quoteId}`));
        const due = page.getByTestId("change-due");
        const dueVat = due
          .locator("div")
          .filter({ has: page.getByText(vatLabel, { exact: true }) })
          .locator("dd");
        await expect.poll(() => dueVat.textContent()).toBe(formatPrice(check.toPayVat, lang));
        await page.getByTestId("policy-first-check-in").waitFor();
        await screenshot(page, `booking-life-change-payment-${lang}-1280`);
        await page.setViewportSize({ width: 390, height: 844 });
        await screenshot(page, `booking-life-change-payment-${lang}-390`);
      } finally {
        await context.close();
      }
    });
  }

  it("6. staff check the same guest in and out of a stay arriving today, from the Today page", async () => {
    // A change is possible only before the check-in day, a check-in only on it: the guest's second
    // booking arrives today (Dubai).
    const guest = guestPage();
    const today = resortToday();
    await bookThroughApi(guest.request, baseUrl, {
      serviceType: "room",
      roomType: "master",
      checkIn: today,
      checkOut: addDaysIso(today, 1),
      quantity: 1,
      guests: 2,
    });
    const arriving = (await storedBookings(guest.request, baseUrl)).find(
      (booking) => booking.checkIn === today,
    );
    if (!arriving) throw new Error("the stay arriving today is not in /api/booking/me");
    expect(arriving).toMatchObject({ status: "confirmed", paymentStatus: "completed" });
    const reference = bookingReference(arriving._id);

    const staff = await newStaffContext(browser(), baseUrl, admin);
    try {
      const page = await staff.newPage();
      await page.goto(`${baseUrl}/admin/today`);
      await page.waitForLoadState("networkidle");
      const todaySection = page.getByRole("region", {
        name: new RegExp(`^${en.adminToday.today}: `),
      });
      const arrivals = todaySection.locator("li", {
        has: page.getByRole("link", { name: reference, exact: true }),
      });
      await expect.poll(() => arrivals.count()).toBe(1);
      const status = (key: "confirmed" | "checked_in" | "completed") =>
        arrivals.getByText(`${en.frontDesk.status}: ${en.adminBookings.status[key]}`);
      await status("confirmed").waitFor();
      // The guest's phone (E.164 from the first booking) and name are on the row.
      expect(await arrivals.textContent()).toContain(GUEST_NAME);
      await screenshot(page, "booking-life-today-before-en-1280");

      const deskStep = async (
        button: string,
        title: string,
        done: string,
        next: "checked_in" | "completed",
      ) => {
        await arrivals.getByRole("button", { name: button, exact: true }).click();
        const dialog = page.getByRole("dialog", {
          name: title.replace("{{guest}}", GUEST_NAME),
        });
        await dialog.getByText(reference).waitFor();
        await dialog.getByRole("button", { name: en.frontDesk.confirm.yes }).click();
        await dialog.waitFor({ state: "detached" });
        await page.getByText(done.replace("{{guest}}", GUEST_NAME)).first().waitFor();
        await status(next).waitFor();
      };
      await deskStep(
        en.frontDesk.checkIn,
        en.frontDesk.confirm.checkInTitle,
        en.frontDesk.done["check-in"],
        "checked_in",
      );
      await screenshot(page, "booking-life-today-checked-in-en-1280");
      expect((await storedBooking(guest.request, baseUrl, arriving._id)).status).toBe("checked_in");
      await deskStep(
        en.frontDesk.checkOut,
        en.frontDesk.confirm.checkOutTitle,
        en.frontDesk.done["check-out"],
        "completed",
      );
      await screenshot(page, "booking-life-today-checked-out-en-1280");
      expect(await storedBooking(guest.request, baseUrl, arriving._id)).toMatchObject({
        status: "completed",
        paymentStatus: "completed",
      });

      // The audit log tells both, as sentences naming the booking by its reference.
      await page.getByRole("link", { name: en.adminConsole.nav.auditLog }).click();
      await page.getByRole("heading", { level: 1, name: en.adminAuditLog.title }).waitFor();
      for (const sentence of ["checked in booking", "checked out booking"]) {
        await expect
          .poll(() => page.locator("li", { hasText: `${sentence} ${reference}` }).count())
          .toBe(1);
      }
      await screenshot(page, "booking-life-audit-log-en-1280");

      // The first booking, weeks ahead, is untouched by the desk.
      await expectStored(guest.request, bookingId());
    } finally {
      await staff.close();
    }
  });
});
