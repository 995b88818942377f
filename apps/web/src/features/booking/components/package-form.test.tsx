import { isWeekendDate } from "@camp/shared/dates/stay-dates";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadBookingCode } from "../../../testing/load-booking-code";
import {
  checkIn,
  fillStay,
  renderBooking,
  resetBookingForms,
  serve,
} from "./booking-forms.test-helpers";

beforeAll(loadBookingCode, 60_000);

describe("the package form (spec section 5)", () => {
  afterEach(resetBookingForms);

  it("package: lists the errors under 'Please correct the following errors:'", async () => {
    serve();
    renderBooking("/booking/package", true);
    expect(await screen.findByText(/1 kids room, 1 master room and 1 tent/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Units"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "" } });
    await userEvent.click(screen.getByLabelText("We are bringing a caravan"));
    fireEvent.change(screen.getByLabelText("Caravan parking spots"), { target: { value: "0" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const list = await screen.findByRole("alert");
    expect(within(list).getByText("Please correct the following errors:")).toBeTruthy();
    for (const message of [
      "Check-in date is required",
      "Please select at least 1 unit",
      "Please select the number of guests",
    ]) {
      expect(within(list).getByText(message)).toBeTruthy();
    }

    // The rules across fields run once every field has a value (zod checks the shape first).
    await fillStay();
    fireEvent.change(screen.getByLabelText("Units"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "4" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("alert")).getByText(
          "Please specify the number of caravan parking spots",
        ),
      ).toBeTruthy(),
    );
  });

  it("package: no caravan, no caravan error", async () => {
    serve();
    renderBooking("/booking/package", true);
    await fillStay();
    await userEvent.click(await screen.findByLabelText("We are bringing a caravan"));
    fireEvent.change(screen.getByLabelText("Caravan parking spots"), { target: { value: "" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const list = await screen.findByRole("alert");
    expect(
      within(list).getByText("Please specify the number of caravan parking spots"),
    ).toBeTruthy();

    await userEvent.click(screen.getByLabelText("We are bringing a caravan"));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("package: the caravan spot is its own price line, in the summary and the popup", async () => {
    const quote = (totalAmount: number) => ({
      success: true,
      data: {
        price: 2000,
        status: "confirmed",
        totalAmount,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000002",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 20,
        shortNights: [],
      },
    });
    // 1 unit (master 950 + kids 650 + tent 400) x 3 nights, and one caravan spot for 3 nights.
    serve(quote(6000 + 3 * (isWeekendDate(checkIn) ? 200 : 150)));
    renderBooking("/booking/package", true);
    await fillStay();
    await userEvent.click(await screen.findByLabelText("We are bringing a caravan"));
    fireEvent.change(screen.getByLabelText("Caravan parking spots"), { target: { value: "1" } });
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(within(summary).getByText(/Camping tent × 1: AED\s400 per night/)).toBeTruthy();
    expect(within(summary).getByText(/Caravan spot × 1: AED\s\d+ per night/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    expect(await within(dialog).findByText(/Caravan spot × 1: AED\s\d+ per night/)).toBeTruthy();
    // The hold's length and the price's end come from the server's answer, not from the text.
    expect(
      within(dialog).getByText(
        /holds these units for you for 20 minutes while you pay\. The price is guaranteed until \d{1,2}:\d{2}\s?[AP]M \(Dubai time\)\.$/,
      ),
    ).toBeTruthy();
  });

  it("package: no total for what the form refuses, nor for a field the server refused", async () => {
    serve(
      {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Maximum 23 guests for this package",
        errors: { "services.room.master.guests": "Maximum 23 guests for this package" },
      },
      400,
    );
    renderBooking("/booking/package", true);
    await fillStay();
    await userEvent.click(await screen.findByLabelText("We are bringing a caravan"));
    // The resort has 8 caravan slots: 99 would have been priced as 99.
    fireEvent.change(screen.getByLabelText("Caravan parking spots"), { target: { value: "99" } });
    const summary = screen.getByRole("region", { name: "Your stay" });
    const note = "The total appears here once every field is filled in correctly.";
    expect(await within(summary).findByText(note)).toBeTruthy();
    expect(within(summary).queryByText(/AED/)).toBeNull();

    fireEvent.change(screen.getByLabelText("Caravan parking spots"), { target: { value: "1" } });
    expect(await within(summary).findByText(/Camping tent × 1: AED\s400 per night/)).toBeTruthy();
    expect(within(summary).getByText("Total")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "50" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(
      within(await screen.findByRole("alert")).getByText("Maximum 23 guests for this package"),
    ).toBeTruthy();
    expect(within(summary).getByText(note)).toBeTruthy();
    expect(within(summary).queryByText(/AED/)).toBeNull();
  });

  it("package: lines that do not add up to the server's total are left out of the popup", async () => {
    serve({
      success: true,
      data: {
        price: 2100,
        status: "confirmed",
        totalAmount: 6300,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000003",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
      },
    });
    renderBooking("/booking/package", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    expect(await within(dialog).findByText(/AED\s6,300/)).toBeTruthy();
    expect(within(dialog).queryByText(/× 1:/)).toBeNull();
  });

  it("package: a field the server refuses is shown beside it and gets the focus", async () => {
    serve(
      {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Maximum 23 guests for this package",
        errors: { "services.room.master.guests": "Maximum 23 guests for this package" },
      },
      400,
    );
    renderBooking("/booking/package", true);
    await fillStay();
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "50" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const list = await screen.findByRole("alert");
    expect(within(list).getByText("Maximum 23 guests for this package")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Guests")));
  });
});
