import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  bookThroughApi,
  CARDS,
  fillCard,
  fillRoomStay,
  fillStay,
  myBookings,
  newEmail,
  newGuestContext,
  newSignedInGuest,
  PASSWORD,
  payNowInPopup,
  payWithCard,
  screenshot,
  stayDates,
  useBrowser,
} from "./journey-helpers";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** The words a guest reads, per language: English as the spec spells it, Arabic from the bundle. */
const WORDS = {
  en: {
    checkIn: "Check-in",
    checkOut: "Check-out",
    rooms: "Rooms",
    guests: "Guests",
    checkAvailability: "Check availability",
    dialogTitle: "Availability",
    payNow: "Pay Now",
    card: { number: "Card number", expiry: "Expiry (MM/YY)", cvc: "CVC", name: "Name on card" },
    pay: /^Pay AED/,
    confirmed: "Booking Confirmed!",
    viewBooking: "View Booking",
  },
  ar: {
    checkIn: ar.bookingpage.checkIn,
    checkOut: ar.bookingpage.checkOut,
    rooms: ar.bookingpage.rooms,
    guests: ar.bookingpage.guests,
    checkAvailability: ar.bookingpage.checkAvailability,
    dialogTitle: ar.bookingpage.dialogTitle,
    payNow: ar.bookingpage.payNow,
    card: ar.paymentpage.card,
    pay: new RegExp(`^${ar.paymentpage.card.pay.replace("{{amount}}", "")}`),
    confirmed: ar.paymentpage.confirmed.title,
    viewBooking: ar.paymentpage.viewBooking,
  },
};
type Words = (typeof WORDS)["en"];

/** A UAE mobile written the local way; stored as +971501234567. */
const GUEST_PHONE = "050 123 4567";

/** 'Check availability', the popup, then 'Pay Now': answers the payment page's URL. */
async function checkAndPayNow(page: Page, words: Words, expected: RegExp): Promise<string> {
  await page.getByRole("button", { name: words.checkAvailability }).click();
  const dialog = page.getByRole("dialog", { name: words.dialogTitle });
  await expect.poll(() => dialog.getByText(expected).count()).toBeGreaterThan(0);
  await payNowInPopup(page, words);
  return page.url();
}

/** Pays with the test card that succeeds and waits for the spec's 'Booking Confirmed!'. */
async function payAndConfirm(page: Page, words: Words = WORDS.en, pay = words.pay) {
  await payWithCard(page, pay, { labels: words.card });
  await page.getByRole("dialog", { name: words.confirmed }).waitFor();
}

describe("[BOOKING] a guest books and pays on the site", () => {
  it("signs up, books a room, is declined, tries again, pays once, and sees it in My bookings", async () => {
    const context = await newGuestContext(browser());
    const page = await context.newPage();
    const email = newEmail("room-journey");

    await page.goto(`${baseUrl}/register`);
    await page.getByLabel("Full name").fill("Amal Saeed");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    // Optional at sign-up; given here, the booking form does not ask for it again.
    await page.getByLabel(en.guestDetails.phoneOptional, { exact: true }).fill(GUEST_PHONE);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/booking/room`);
    await fillRoomStay(page, { ...stayDates(30, 2), rooms: 2, guests: 3 }, WORDS.en);
    // 2 master rooms x 2 nights x AED 950, priced live by the shared code.
    await expect.poll(() => page.getByText(/AED\s3,800/).count()).toBeGreaterThan(0);
    const paymentUrl = await checkAndPayNow(page, WORDS.en, /Available/);

    await page.getByText("Test mode - no real charge").waitFor();
    await expect.poll(() => page.getByRole("timer").textContent()).toMatch(/1[45]:\d\d/);
    await fillCard(page, { number: CARDS.declined, labels: WORDS.en.card });
    await page.getByRole("button", { name: /^Pay AED\s3,800/ }).click();
    const failed = page.getByRole("dialog", { name: "Payment Failed" });
    await failed.waitFor();
    expect(
      await failed.getByText("We couldn't process your payment. Please try again.").count(),
    ).toBe(1);
    await screenshot(page, "payment-failed-en-1280");
    await failed.getByRole("button", { name: "Try Again" }).click();
    await expect.poll(() => page.getByLabel("Card number").inputValue()).toBe("");

    await fillCard(page, { labels: WORDS.en.card });
    // A double click must not pay or book twice.
    await page.getByRole("button", { name: /^Pay AED/ }).dblclick();
    const confirmed = page.getByRole("dialog", { name: "Booking Confirmed!" });
    await confirmed.waitFor();
    await screenshot(page, "booking-confirmed-en-1280");
    await confirmed.getByRole("button", { name: "View Booking" }).click();
    await page.waitForURL(`${baseUrl}/my-booking`);
    await expect.poll(() => page.getByText("Regular Bookings").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/AED\s3,800/).count()).toBeGreaterThan(0);
    await screenshot(page, "my-bookings-en-1280");

    const mine = await myBookings(page.request, baseUrl);
    expect(mine.booking.data).toHaveLength(1);
    expect(mine.booking.data[0]).toMatchObject({
      serviceType: "room",
      status: "confirmed",
      paymentStatus: "completed",
    });

    // Coming back to the paid quote's page offers nothing to pay and books nothing again.
    await page.goto(paymentUrl);
    await expect.poll(() => page.getByRole("heading", { name: "Already booked" }).count()).toBe(1);
    expect(await page.getByLabel("Card number").count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "Already booked" }).count()).toBe(1);
    expect((await myBookings(page.request, baseUrl)).booking.data).toHaveLength(1);
    await context.close();
  });

  it("two tabs on the same payment never pay or book twice", async () => {
    const context = await newSignedInGuest(browser(), baseUrl, {
      email: newEmail("two-tabs"),
      phone: GUEST_PHONE,
    });
    const first = await context.newPage();
    await first.goto(`${baseUrl}/booking/camp`);
    await fillStay(first, stayDates(40, 1), WORDS.en);
    await first.getByLabel("Tents").fill("1");
    await first.getByLabel("Guests", { exact: true }).fill("2");
    const paymentUrl = await checkAndPayNow(first, WORDS.en, /Available/);
    const second = await context.newPage();
    await second.goto(paymentUrl);
    await second.getByLabel("Card number").waitFor();

    await payAndConfirm(first);
    await payWithCard(second, /^Pay AED/, { labels: WORDS.en.card });
    // The second tab learns the quote is already paid; finishing it returns the same booking.
    const failed = second.getByRole("dialog", { name: "Payment Failed" });
    await failed.waitFor();
    await failed.getByRole("button", { name: "Try Again" }).click();
    await expect
      .poll(
        async () =>
          (await second.getByRole("dialog", { name: "Booking Confirmed!" }).count()) +
          (await second.getByRole("heading", { name: "Already booked" }).count()),
      )
      .toBe(1);
    expect((await myBookings(first.request, baseUrl)).booking.data).toHaveLength(1);
    await context.close();
  });

  it("books camp tents, a caravan slot and the package", async () => {
    const context = await newSignedInGuest(browser(), baseUrl, {
      email: newEmail("services"),
      phone: GUEST_PHONE,
    });
    const page = await context.newPage();

    await page.goto(`${baseUrl}/booking/camp`);
    await page.getByText("Up to 16 guests per booking").waitFor();
    await fillStay(page, stayDates(50, 1), WORDS.en);
    await page.getByLabel("Tents").fill("2");
    await page.getByLabel("Guests", { exact: true }).fill("6");
    await checkAndPayNow(page, WORDS.en, /Available/);
    await payAndConfirm(page);

    await page.goto(`${baseUrl}/booking/parking`);
    await fillStay(page, stayDates(60, 2), WORDS.en);
    await page.getByLabel("Parking slots").fill("1");
    await checkAndPayNow(page, WORDS.en, /Available/);
    await payAndConfirm(page);

    await page.goto(`${baseUrl}/booking/package`);
    await fillStay(page, stayDates(70, 1), WORDS.en);
    await page.getByLabel("Units").selectOption("1");
    await page.getByLabel("Guests", { exact: true }).fill("4");
    await page.getByLabel("We are bringing a caravan").check();
    await page.getByLabel("Caravan parking spots").fill("1");
    await checkAndPayNow(page, WORDS.en, /Available/);
    await payAndConfirm(page);

    const mine = await myBookings(page.request, baseUrl);
    expect(mine.booking.data.map((booking) => booking.serviceType).sort()).toEqual([
      "camp",
      "parking",
    ]);
    expect(mine.packeageBooking.data).toHaveLength(1);
    expect(mine.packeageBooking.data[0]?.status).toBe("confirmed");
    await context.close();
  });

  it("a request for nights that are short becomes a pending booking paid by authorisation", async () => {
    const dates = stayDates(90, 2);
    const other = await newSignedInGuest(browser(), baseUrl, {
      email: newEmail("first-guest"),
      phone: GUEST_PHONE,
    });
    await bookThroughApi(other.request, baseUrl, {
      serviceType: "room",
      roomType: "kids",
      ...dates,
      quantity: 1,
      guests: 2,
    });
    await other.close();

    // On a phone, in both languages: each choice says what it does (decision 047).
    const context = await newSignedInGuest(browser(), baseUrl, {
      email: newEmail("pending"),
      phone: GUEST_PHONE,
      width: 390,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/booking/room?lang=ar`);
    await page.locator('input[type="radio"][value="kids"]').check();
    await fillRoomStay(page, { ...dates, rooms: 4, guests: 4 }, WORDS.ar);
    // The room card prices the dates chosen (decision 025).
    await expect.poll(() => page.getByText(/لليلة في تواريخك/).count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: WORDS.ar.checkAvailability }).click();
    const arabic = page.getByRole("dialog", { name: WORDS.ar.dialogTitle });
    await arabic.getByRole("heading", { name: ar.bookingpage.requestChoice.heading }).waitFor();
    await arabic.getByText(/لا يتغير المبلغ/).waitFor();
    await arabic.getByRole("heading", { name: ar.waitingList.join.heading }).waitFor();
    expect(await arabic.getByText(/قد يتغير/).count()).toBe(0);
    await screenshot(page, "availability-pending-ar-390");
    await page.keyboard.press("Escape");
    await arabic.waitFor({ state: "hidden" });

    await page.goto(`${baseUrl}/booking/room?lang=en`);
    await page.locator('input[type="radio"][value="kids"]').check();
    await fillRoomStay(page, { ...dates, rooms: 4, guests: 4 }, WORDS.en);
    await page
      .getByText(/a night for your dates/)
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Check availability" }).click();
    const dialog = page.getByRole("dialog", { name: "Availability" });
    await dialog.getByRole("heading", { name: "Pay Now: send a request to the resort" }).waitFor();
    expect(await dialog.getByText(/kids rooms: only 3 free \(you asked for 4\)/).count()).toBe(2);
    // A request is not held like a booking: authorised, its amount fixed, or the list unpaid.
    expect(await dialog.getByText(/holds these units/).count()).toBe(0);
    expect(await dialog.getByText(/may change/).count()).toBe(0);
    await dialog.getByText(/the amount does not change/).waitFor();
    await dialog
      .getByRole("heading", { name: "Or join the waiting list, without paying" })
      .waitFor();
    await screenshot(page, "availability-pending-en-390");
    await dialog.getByRole("button", { name: "Pay Now" }).click();
    await page.waitForURL(/\/payment\?quote=/);
    await payAndConfirm(page, { ...WORDS.en, confirmed: "Request received" }, /^Authorise AED/);
    await page
      .getByRole("dialog", { name: "Request received" })
      .getByRole("link", { name: "Show the confirmation" })
      .click();
    await page.getByRole("heading", { name: "Thank you for your request!" }).waitFor();
    await page.getByRole("region", { name: "Awaiting the resort's decision" }).waitFor();
    expect(await page.getByText("Thank you for your booking!").count()).toBe(0);

    const mine = await myBookings(page.request, baseUrl);
    expect(mine.booking.data[0]).toMatchObject({ status: "pending", paymentStatus: "authorised" });
    await page.goto(`${baseUrl}/my-booking`);
    const pendingTab = page.getByRole("tab", { name: /Pending/ });
    await pendingTab.click();
    await expect.poll(() => pendingTab.getAttribute("aria-selected")).toBe("true");
    await context.close();
  });

  it("a signed-out guest goes to sign-in and comes back to the form as it was", async () => {
    const email = newEmail("signed-out");
    const context = await newSignedInGuest(browser(), baseUrl, { email, phone: GUEST_PHONE });
    const page = await context.newPage();
    await context.clearCookies();

    const dates = stayDates(110, 3);
    await page.goto(`${baseUrl}/booking/camp`);
    await fillStay(page, dates, WORDS.en);
    await page.getByLabel("Tents").fill("3");
    await page.getByLabel("Guests", { exact: true }).fill("7");
    await page.getByRole("button", { name: "Check availability" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText("Sign in to continue your booking.", { exact: false }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${baseUrl}/booking/camp`);

    expect(await page.getByLabel("Check-in", { exact: true }).inputValue()).toBe(dates.checkIn);
    expect(await page.getByLabel("Check-out", { exact: true }).inputValue()).toBe(dates.checkOut);
    expect(await page.getByLabel("Tents").inputValue()).toBe("3");
    expect(await page.getByLabel("Guests", { exact: true }).inputValue()).toBe("7");
    await checkAndPayNow(page, WORDS.en, /Available/);
    await context.close();
  });

  it("the whole room journey in Arabic, right to left, on a 390 px phone", async () => {
    const context = await newSignedInGuest(browser(), baseUrl, {
      email: newEmail("arabic"),
      phone: GUEST_PHONE,
      width: 390,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/booking/room?lang=ar`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await fillRoomStay(page, { ...stayDates(130, 2), rooms: 1, guests: 2 }, WORDS.ar);
    await screenshot(page, "booking-room-ar-390");
    await checkAndPayNow(page, WORDS.ar, new RegExp(ar.bookingpage.statusConfirmed.slice(0, 4)));
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await page.getByText(ar.paymentpage.testMode.heading).waitFor();
    await screenshot(page, "payment-ar-390");
    await payAndConfirm(page, WORDS.ar);
    await screenshot(page, "booking-confirmed-ar-390");
    await page
      .getByRole("dialog", { name: WORDS.ar.confirmed })
      .getByRole("button", { name: WORDS.ar.viewBooking })
      .click();
    await page.waitForURL(`${baseUrl}/my-booking`);
    await expect
      .poll(() => page.getByText(ar.mybookings.regularHeading).count())
      .toBeGreaterThan(0);
    await screenshot(page, "my-bookings-ar-390");
    expect((await myBookings(page.request, baseUrl)).booking.data).toHaveLength(1);
    await context.close();
  });
});
