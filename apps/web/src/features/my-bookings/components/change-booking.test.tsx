import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import {
  booking,
  check,
  day,
  fakeApi,
  ID,
  json,
  QUOTE,
  renderChange,
  restoreFetchAndLanguage,
} from "./change-booking.test-helpers";

describe("change booking", () => {
  afterEach(restoreFetchAndLanguage);

  it("says when the booking's promo code does not cover the new stay, or still applies", async () => {
    fakeApi({
      check: () => json(200, { success: true, data: check({ droppedPromoCode: "WINTER10" }) }),
    });
    renderChange();
    await userEvent.selectOptions(await screen.findByLabelText("Room"), "kids");
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    expect(
      await screen.findByText(/WINTER10.* does not cover the new stay, so this change is priced/),
    ).toBeTruthy();
  });

  it("prefills the booking, shows the refund and what the resort keeps, then confirms", async () => {
    const fetch = fakeApi({
      check: () => json(200, { success: true, data: check({}) }),
      apply: () =>
        json(200, { success: true, data: { ...booking, roomType: "kids", totalAmount: 1300 } }),
    });
    renderChange();
    const room = await screen.findByLabelText("Room");
    expect((screen.getByLabelText("Check-in") as HTMLInputElement).value).toBe(booking.checkIn);
    expect((screen.getByLabelText("Guests") as HTMLInputElement).value).toBe("2");
    await userEvent.selectOptions(room, "kids");
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    expect(await screen.findByText("Refunded to your card")).toBeTruthy();
    expect(screen.getByTestId("change-money").textContent).toContain("50%");
    const body = JSON.parse(
      String(fetch.mock.calls.find(([url]) => url.endsWith("/change/check"))?.[1]?.body),
    );
    expect(body).toEqual({
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      roomType: "kids",
      quantity: 1,
      guests: 2,
      extras: [],
    });
    await userEvent.click(screen.getByRole("button", { name: "Confirm change" }));
    expect(await screen.findByText("My bookings page")).toBeTruthy();
    expect(await screen.findByText("Your booking is changed. We sent you an email.")).toBeTruthy();
    const applied = fetch.mock.calls.find(([url]) => url === `/api/booking/${ID}/change`);
    expect(JSON.parse(String(applied?.[1]?.body))).toEqual({ quoteId: QUOTE });
  });

  it("a dearer change goes to the payment page for the difference", async () => {
    fakeApi({
      check: () =>
        json(200, {
          success: true,
          data: check({
            totalAmount: 3800,
            difference: 1900,
            priceDifference: 1900,
            toPay: 1900,
            givenUp: 0,
            refund: 0,
            kept: 0,
          }),
        }),
    });
    renderChange();
    const rooms = await screen.findByLabelText("Rooms");
    await userEvent.clear(rooms);
    await userEvent.type(rooms, "2");
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    const pay = await screen.findByRole("link", { name: /Pay/ });
    expect(pay.getAttribute("href")).toBe(`/payment?quote=${QUOTE}`);
    expect(screen.getByText("To pay now")).toBeTruthy();
  });

  it("says in Arabic why a change does not fit, by its code", async () => {
    await setLanguage("ar");
    fakeApi({
      check: () =>
        json(409, {
          success: false,
          code: "CHANGE_NOT_AVAILABLE",
          message: "This change does not fit",
          params: { nights: day(11) },
        }),
    });
    renderChange();
    await userEvent.click(await screen.findByRole("button", { name: "احسب السعر" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("لا يتسع هذا التعديل"),
    );
  });

  it("shows what the new total is made of: runs of nights and the booking's promo code", async () => {
    const nightly = [
      { date: day(10), amount: 650 },
      { date: day(11), amount: 1200 },
      { date: day(12), amount: 1200 },
    ];
    fakeApi({
      check: () =>
        json(200, {
          success: true,
          data: check({ totalAmount: 2745, toPay: 845, givenUp: 0, refund: 0, kept: 0 }),
        }),
      quote: {
        quoteId: QUOTE,
        serviceType: "room",
        bookingType: "single",
        roomType: "kids",
        checkIn: day(10),
        checkOut: day(13),
        nights: 3,
        quantity: 1,
        guests: 2,
        price: 650,
        totalAmount: 2745,
        status: "confirmed",
        state: "open",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdExpiresAt: null,
        paymentIntentId: null,
        bookingId: null,
        changesBookingId: ID,
        lines: [{ service: "room:kids", quantity: 1, perNight: 650, amount: 3050, nightly }],
        nightly,
        discount: { code: "WINTER10", amount: 305 },
        extras: [],
      },
    });
    renderChange();
    fireEvent.change(await screen.findByLabelText("Check-out"), { target: { value: day(13) } });
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    const lines = await screen.findByTestId("change-lines");
    expect(within(lines).getByText("Kids room × 1")).toBeTruthy();
    expect(within(lines).getByText(/: 1 night × AED\s650$/)).toBeTruthy();
    expect(
      within(lines).getByText(/: 2 nights × AED\s1,200$/).nextElementSibling?.textContent,
    ).toMatch(/AED\s2,400/);
    expect(within(lines).getByText("Promo code WINTER10").nextElementSibling?.textContent).toMatch(
      /−AED\s305/,
    );
  });

  it("a stay rule is said on its date field: from the calendar before asking, and from the server", async () => {
    let refuse = false;
    const fetch = fakeApi({
      check: () =>
        refuse
          ? json(400, {
              success: false,
              code: "CLOSED_TO_DEPARTURE",
              message: "No stay may end on this day.",
              params: { date: day(14), unitType: "master" },
            })
          : json(200, { success: true, data: check({}) }),
      calendar: { master: { [day(11)]: { minNights: 3 } } },
    });
    renderChange();
    await screen.findByLabelText("Room");
    // A check asked for before the calendar has come is sent, and the server says the same rules
    // (the second half below). Once the calendar's rules show, as the check-out calendar's legend:
    await userEvent.click(screen.getByRole("button", { name: "Choose Check-out in a calendar" }));
    const calendarDialog = await screen.findByRole("dialog", { name: "Your stay's dates" });
    await within(calendarDialog).findByText(/^Leaving on a faded, dotted day/);
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Your stay's dates" })).toBeNull(),
    );
    // The booking's two nights include one that asks for three: said before anything is sent.
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    expect(
      await screen.findByText(/^Stays that include \d+ \w+ need at least 3 nights\.$/),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Check-out"));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith("/change/check"))).toBe(false);

    refuse = true;
    fireEvent.change(screen.getByLabelText("Check-out"), { target: { value: day(14) } });
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    expect(
      await screen.findByText(
        /^Stays cannot end on \d+ \w+\. Please choose another check-out day\.$/,
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("Check-out").getAttribute("aria-invalid")).toBe("true");
    await setLanguage("ar");
    expect(await screen.findByText(/^لا يمكن أن تنتهي الإقامة يوم \d+ \S+\./)).toBeTruthy();
  });
});
