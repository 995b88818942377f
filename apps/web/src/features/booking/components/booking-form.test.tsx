import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { loadBookingCode } from "../../../testing/load-booking-code";
import {
  checkIn,
  checkOut,
  fillStay,
  renderBooking,
  resetBookingForms,
  SAFARI,
  serve,
} from "./booking-forms.test-helpers";

beforeAll(loadBookingCode, 60_000);

describe("what every booking form does (spec section 5): dates, language, sign-in, activities", () => {
  afterEach(resetBookingForms);

  it("activities: added on an open day of the stay, priced in the summary and sent with the check", async () => {
    const calls = serve({
      success: true,
      data: {
        price: 950,
        status: "confirmed",
        totalAmount: 2850 + 600,
        nights: 3,
        quoteId: "q-1",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
      },
    });
    renderBooking("/booking/room", true);
    const section = await screen.findByRole("region", { name: "Add activities" });
    expect(within(section).getByText(/Choose your dates first/)).toBeTruthy();
    await fillStay();
    await userEvent.click(await within(section).findByRole("button", { name: "Add an activity" }));
    const day = within(section).getByLabelText("Day") as HTMLSelectElement;
    // The sold-out day is listed but cannot be chosen; the first open day is picked.
    await waitFor(() =>
      expect(
        within(day)
          .getByRole("option", { name: /\(sold out\)/ })
          .hasAttribute("disabled"),
      ).toBe(true),
    );
    expect(day.value).toBe(checkIn);
    fireEvent.change(within(section).getByLabelText("People"), { target: { value: "2" } });
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(
      await within(summary).findByText(/Car safari, .*: 2 × AED\s300 per person/),
    ).toBeTruthy();
    expect(within(summary).getByText("Total").nextElementSibling?.textContent).toMatch(
      /AED\s3,450/,
    );

    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    await screen.findByRole("dialog");
    const check = calls.find((call) => call.path === "/api/booking/check-availability");
    expect(check?.body).toMatchObject({ extras: [{ id: SAFARI, date: checkIn, quantity: 2 }] });
  });

  it("activities: an activity is removed with the keyboard", async () => {
    serve();
    renderBooking("/booking/camp", true);
    await fillStay();
    const section = await screen.findByRole("region", { name: "Add activities" });
    await userEvent.click(await within(section).findByRole("button", { name: "Add an activity" }));
    const remove = await within(section).findByRole("button", { name: /^Remove Car safari on / });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    expect(within(section).queryByLabelText("Day")).toBeNull();
  });

  it("a check-in moved past the check-out says so at once, and the check-out is kept", async () => {
    serve();
    renderBooking("/booking/room", true);
    await fillStay();
    expect(screen.queryByText("Check-out must be after check-in")).toBeNull();

    fireEvent.change(screen.getByLabelText("Check-in"), {
      target: { value: addDaysIso(checkOut, 2) },
    });
    expect(await screen.findByText("Check-out must be after check-in")).toBeTruthy();
    expect(screen.getByLabelText("Check-out")).toHaveProperty("value", checkOut);

    fireEvent.change(screen.getByLabelText("Check-out"), {
      target: { value: addDaysIso(checkOut, 4) },
    });
    await waitFor(() => expect(screen.queryByText("Check-out must be after check-in")).toBeNull());
  });

  it("switching language keeps the values and the errors, now in Arabic", async () => {
    serve();
    renderBooking("/booking/room", true);
    await userEvent.click(await screen.findByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Check-in date is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "3" } });

    await act(() => setLanguage("ar"));
    expect(await screen.findByText("تاريخ الوصول مطلوب")).toBeTruthy();
    expect((screen.getByLabelText("الغرف") as HTMLInputElement).value).toBe("3");
  });

  it("signed out: goes to sign-in with nothing sent, and the form comes back as it was", async () => {
    const calls = serve();
    const first = renderBooking("/booking/room", false);
    await fillStay();
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "5" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Sign-in screen")).toBeTruthy();
    expect(calls.some((call) => call.path.includes("check-availability"))).toBe(false);
    first.unmount();

    renderBooking("/booking/room", true);
    expect(((await screen.findByLabelText("Check-in")) as HTMLInputElement).value).toBe(checkIn);
    expect((screen.getByLabelText("Rooms") as HTMLInputElement).value).toBe("2");
    expect((screen.getByLabelText("Guests") as HTMLInputElement).value).toBe("5");
  });
});
