import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { ar } from "../../../i18n/locales/ar";
import { formatNumber, formatPrice } from "../../../lib/format";
import { loadBookingCode } from "../../../testing/load-booking-code";
import {
  checkIn,
  checkOut,
  fillStay,
  renderBooking,
  resetBookingForms,
  serve,
} from "./booking-forms.test-helpers";

beforeAll(loadBookingCode, 60_000);

describe("the availability popup (spec section 5)", () => {
  afterEach(resetBookingForms);

  /** Checks availability on the Arabic site and answers the server's refusal; gives the alert. */
  async function refusedInArabic(answer: object, status: number) {
    serve({ success: false, ...answer }, status);
    await act(() => setLanguage("ar"));
    renderBooking("/booking/room", true);
    fireEvent.change(await screen.findByLabelText("تاريخ الوصول"), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText("تاريخ المغادرة"), { target: { value: checkOut } });
    await userEvent.click(screen.getByRole("button", { name: ar.bookingpage.checkAvailability }));
    const dialog = await screen.findByRole("dialog");
    return within(dialog).findByRole("alert");
  }

  it("signed in: the popup shows the short nights, what each choice does, and Pay Now", async () => {
    const calls = serve({
      success: true,
      data: {
        price: 950,
        status: "pending",
        totalAmount: 2850,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000001",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [
          { date: checkIn, unit: "room:master", remaining: 0, requested: 1 },
          { date: checkIn, unit: "room:kids", remaining: 1, requested: 2 },
        ],
      },
    });
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    // Said as what it is: a request to the resort, paid by authorisation, and no hold promised;
    // never that the amount may change (decision 047).
    expect(
      await within(dialog).findByText(/: no master rooms free \(you asked for 1\)/),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/may change/)).toBeNull();
    expect(within(dialog).getByText(/, kids rooms: only 1 free \(you asked for 2\)/)).toBeTruthy();
    // Screen readers hear it as it comes: the short nights are an alert, in both languages.
    const alert = within(dialog).getByRole("alert");
    expect(alert.textContent).toMatch(
      /^Not enough is free on these nights, so the resort decides:.*no master rooms free/,
    );
    await act(() => setLanguage("ar"));
    expect(within(dialog).getByRole("alert").textContent).toContain(
      ar.bookingpage.shortNightsTitle,
    );
    await act(() => setLanguage("en"));
    expect(within(dialog).queryByText(/0 left/)).toBeNull();
    expect(within(dialog).queryByText(/holds these units/)).toBeNull();
    const choice = within(dialog).getByRole("heading", {
      name: "Pay Now: send a request to the resort",
    });
    expect(choice.nextElementSibling?.textContent).toMatch(
      /^Your card is authorised for AED\s2,850, not charged\. The resort confirms or declines your request within 48 hours\. If it confirms, your card is charged AED\s2,850: the amount does not change\. If it declines, or has not decided within 6 days, the authorisation is released and nothing is charged\.$/,
    );
    const list = within(dialog).getByRole("region", {
      name: "Or join the waiting list, without paying",
    });
    expect(within(list).getByText(/^Nothing is paid and no card is asked for\./)).toBeTruthy();
    // What the total is made of, from the form's own estimate, since it adds up to the server's.
    expect(within(dialog).getByText(/Master room × 1: AED\s950 per night/)).toBeTruthy();
    expect(within(dialog).getByText("Total charged").nextElementSibling?.textContent).toMatch(
      /AED\s2,850/,
    );
    const request = calls.find((call) => call.path === "/api/booking/check-availability");
    expect(request?.body).toMatchObject({
      serviceType: "room",
      roomType: "master",
      checkIn,
      checkOut,
      quantity: 1,
      guests: 2,
    });

    // The popup has no trigger of its own: closing it puts focus back on the button that opened it.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Check availability" }),
      ),
    );

    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const again = await screen.findByRole("dialog", { name: "Availability" });
    await userEvent.click(await within(again).findByRole("button", { name: "Pay Now" }));
    await waitFor(() => expect(screen.getByText("Payment screen")).toBeTruthy());
  });

  it("the popup shows the server's nights and discount when the estimate could not know the code", async () => {
    serve({
      success: true,
      data: {
        price: 950,
        status: "confirmed",
        totalAmount: 2850 - 285,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000009",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
        nightly: [0, 1, 2].map((offset) => ({ date: addDaysIso(checkIn, offset), amount: 950 })),
        discount: 285,
      },
    });
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    expect(await within(dialog).findByText(/: 3 nights × AED\s950$/)).toBeTruthy();
    expect(within(dialog).getByText("Promo code").nextElementSibling?.textContent).toMatch(
      /−AED\s285/,
    );
    expect(within(dialog).getByText("Total charged").nextElementSibling?.textContent).toMatch(
      /AED\s2,565/,
    );
  });

  it("the popup shows the server's Tourism Dirham fee as its own row and the VAT the total includes", async () => {
    // 3 nights at AED 950 and a fee of AED 15 a room-night the form's estimate could not know of.
    serve({
      success: true,
      data: {
        price: 950,
        status: "confirmed",
        totalAmount: 2850 + 45,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000010",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
        nightly: [0, 1, 2].map((offset) => ({ date: addDaysIso(checkIn, offset), amount: 950 })),
        vatAmount: 135.71,
        tourismFee: 45,
        vatRate: 5,
      },
    });
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    expect(await within(dialog).findByText(/: 3 nights × AED\s950$/)).toBeTruthy();
    expect(within(dialog).getByText("Tourism Dirham fee").nextElementSibling?.textContent).toMatch(
      /^AED\s45$/,
    );
    const total = within(dialog).getByText("Total charged").nextElementSibling?.textContent;
    expect(total).toMatch(/AED\s2,895/);
    expect(total).toMatch(/incl\. VAT/);
    expect(within(dialog).getByText("VAT included (5%)").nextElementSibling?.textContent).toMatch(
      /AED\s135\.71/,
    );
  });

  it("the popup says nothing of VAT when the resort charges none", async () => {
    serve({
      success: true,
      data: {
        price: 950,
        status: "confirmed",
        totalAmount: 2850,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000011",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
        vatAmount: 0,
        tourismFee: 0,
        vatRate: 0,
      },
    });
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    await within(dialog).findByText("Total charged");
    expect(within(dialog).queryByText(/VAT/)).toBeNull();
    expect(within(dialog).queryByText("Tourism Dirham fee")).toBeNull();
  });

  it("a short stay's choices in Arabic: the request by authorisation, its amount fixed, or the list without paying", async () => {
    serve({
      success: true,
      data: {
        price: 950,
        status: "pending",
        totalAmount: 2850,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000021",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [{ date: checkIn, unit: "room:master", remaining: 0, requested: 1 }],
      },
    });
    await act(() => setLanguage("ar"));
    renderBooking("/booking/room", true);
    fireEvent.change(await screen.findByLabelText("تاريخ الوصول"), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText("تاريخ المغادرة"), { target: { value: checkOut } });
    await userEvent.click(screen.getByRole("button", { name: ar.bookingpage.checkAvailability }));
    const dialog = await screen.findByRole("dialog");
    const request = await within(dialog).findByRole("heading", {
      name: ar.bookingpage.requestChoice.heading,
    });
    const total = formatPrice(2850, "ar");
    expect(request.nextElementSibling?.textContent).toBe(
      `يُفوَّض مبلغ ${total} على بطاقتك دون خصمه. يؤكد المنتجع طلبك أو يرفضه خلال ${formatNumber(48, "ar")} ساعة. إذا أكّده يُخصم ${total} من بطاقتك: لا يتغير المبلغ. وإذا رفضه، أو لم يقرر خلال ${formatNumber(6, "ar")} أيام، يُلغى التفويض ولا يُخصم شيء.`,
    );
    expect(within(dialog).queryByText(/قد يتغير/)).toBeNull();
    const list = within(dialog).getByRole("region", { name: ar.waitingList.join.heading });
    expect(within(list).getByText(/^لا تدفع شيئاً ولا نطلب بطاقتك\./)).toBeTruthy();
  });

  it("an Arabic guest reads the server's refusal in Arabic", async () => {
    const alert = await refusedInArabic(
      {
        code: "TOO_MANY_QUOTES",
        message: "Too many price checks in a short time. Please wait a minute and try again.",
      },
      429,
    );
    expect(alert.textContent).toBe(ar.errors.TOO_MANY_QUOTES);
  });

  it("an Arabic guest reads a refusal with a number in Arabic, the number kept", async () => {
    const alert = await refusedInArabic(
      {
        code: "NOT_ENOUGH_UNITS",
        message: "We have only 3 of these in total. Please choose fewer.",
        params: { total: 3 },
      },
      409,
    );
    expect(alert.textContent).toMatch(/^لدينا (3|٣) فقط من هذا النوع\. يرجى اختيار عدد أقل\.$/);
  });
});
