import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { formatPrice } from "../../../lib/format";
import { loadBookingCode } from "../../../testing/load-booking-code";
import {
  checkIn,
  fillStay,
  renderBooking,
  resetBookingForms,
  serve,
  server,
} from "./booking-forms.test-helpers";

beforeAll(loadBookingCode, 60_000);

describe("the tent form (spec section 5)", () => {
  afterEach(resetBookingForms);

  it("camp: 'Up to 16 guests per booking' (not 'per tent') and the tent and guest limits", async () => {
    serve();
    renderBooking("/booking/camp", true);
    expect(await screen.findByText("Up to 16 guests per booking")).toBeTruthy();
    expect(screen.queryByText(/per tent$/)).toBeNull();
    await fillStay();
    fireEvent.change(screen.getByLabelText("Tents"), { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "17" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Minimum 1 tent required")).toBeTruthy();
    expect(screen.getByText("Maximum 16 guests allowed")).toBeTruthy();
    await act(() => setLanguage("ar"));
    expect(await screen.findByText("حتى 16 ضيفاً في الحجز الواحد")).toBeTruthy();
  });

  it("rate calendar: a check-in closed to arrival is explained on check-in", async () => {
    server.rateCalendar = { camp: { [checkIn]: { closedToArrival: true } } };
    serve();
    renderBooking("/booking/camp", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText(/^Stays cannot start on \d+ \w+/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Check-in")));
  });

  it("rates that differ by night: the tent form says the stay's price a night, in both languages", async () => {
    server.rateCalendar = {
      camp: {
        [checkIn]: { nightlyRate: 500 },
        [addDaysIso(checkIn, 1)]: { nightlyRate: 600 },
        [addDaysIso(checkIn, 2)]: { nightlyRate: 600 },
      },
    };
    serve();
    renderBooking("/booking/camp", true);
    // Before dates: the lowest night of the booking window (the catalogue's 400 elsewhere).
    expect(await screen.findByText("From AED 400 per tent a night")).toBeTruthy();
    await fillStay();
    expect(
      await screen.findByText("AED 500 to AED 600 per tent a night for your dates"),
    ).toBeTruthy();
    await act(() => setLanguage("ar"));
    const price = (amount: number) => formatPrice(amount, "ar").replace(/\s+/g, " ");
    expect(
      await screen.findByText(`من ${price(500)} إلى ${price(600)} لكل خيمة في الليلة في تواريخك`),
    ).toBeTruthy();
  });
});
