import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { ar } from "../../../i18n/locales/ar";
import { formatDayMonth, formatPrice } from "../../../lib/format";
import { loadBookingCode } from "../../../testing/load-booking-code";
import {
  checkIn,
  checkOut,
  fillStay,
  renderBooking,
  resetBookingForms,
  serve,
  server,
} from "./booking-forms.test-helpers";

beforeAll(loadBookingCode, 60_000);

describe("the room form (spec section 5)", () => {
  afterEach(resetBookingForms);

  it("room: shows each rule's exact message beside its field and the live price", async () => {
    serve();
    renderBooking("/booking/room", true);
    const submit = await screen.findByRole("button", { name: "Check availability" });
    await userEvent.click(submit);
    expect(await screen.findByText("Check-in date is required")).toBeTruthy();
    expect(screen.getByText("Check-out date is required")).toBeTruthy();
    // Focus goes to the first field to fix, as for every other field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Check-in")));

    fireEvent.change(screen.getByLabelText("Check-in"), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText("Check-out"), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "5" } });
    await userEvent.click(submit);
    expect(await screen.findByText("Check-out must be after check-in")).toBeTruthy();
    expect(screen.getByText("Maximum 4 rooms allowed")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Check-out"), { target: { value: checkOut } });
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "9" } });
    await userEvent.click(submit);
    expect(await screen.findByText("Maximum 8 guests allowed for 2 room(s)")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "1" } });
    await userEvent.click(submit);
    expect(await screen.findByText("Minimum 2 guest(s) required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "3" } });

    // 2 master rooms x 3 nights x AED 950, from the shared pricing code, with the rooms shown.
    const summary = screen.getByRole("region", { name: "Your stay" });
    await waitFor(() => expect(screen.queryByText("Minimum 2 guest(s) required")).toBeNull());
    expect(within(summary).getByText(/Master room × 2: AED\s950 each per night/)).toBeTruthy();
    expect(within(summary).getByText("Total").nextElementSibling?.textContent).toMatch(
      /AED\s5,700/,
    );
    expect(screen.getByRole("radio", { name: /Master room/ })).toHaveProperty("checked", true);
  });

  it("room: no total for what the form refuses (99 rooms), in either language", async () => {
    serve();
    renderBooking("/booking/room", true);
    await fillStay();
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "99" } });
    const summary = screen.getByRole("region", { name: "Your stay" });
    // Before any submit too: the rooms' hint already says 1 to 4.
    expect(
      await within(summary).findByText(
        "The total appears here once every field is filled in correctly.",
      ),
    ).toBeTruthy();
    expect(within(summary).queryByText("Total")).toBeNull();
    expect(within(summary).queryByText(/AED/)).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Maximum 4 rooms allowed")).toBeTruthy();
    expect(within(summary).queryByText(/AED/)).toBeNull();
    await act(() => setLanguage("ar"));
    expect(
      await within(screen.getByRole("region", { name: ar.bookingpage.summaryTitle })).findByText(
        ar.bookingpage.summaryInvalid,
      ),
    ).toBeTruthy();
    await act(() => setLanguage("en"));

    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "2" } });
    expect(
      await within(summary).findByText(/Master room × 2: AED\s950 each per night/),
    ).toBeTruthy();
    expect(within(summary).getByText("Total").nextElementSibling?.textContent).toMatch(
      /AED\s5,700/,
    );
  });

  it("room: counts typed with an Arabic keyboard's digits are read as numbers", async () => {
    serve();
    renderBooking("/booking/room", true);
    await fillStay();
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "٢" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "٥" } });
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(await within(summary).findByText(/Master room × 2/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    // The popup opens only for a form that passed its checks.
    expect(await screen.findByRole("dialog", { name: "Availability" })).toBeTruthy();
    expect(screen.queryByText("Minimum 1 room required")).toBeNull();
    expect(screen.queryByText(/Minimum \d+ guest/)).toBeNull();
  });

  it("room: rules across fields follow the room type and rooms once errors show", async () => {
    serve();
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(await screen.findByRole("radio", { name: /Kids room/ }));
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "7" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Maximum 6 guests allowed for 2 room(s)")).toBeTruthy();

    // Only the room type changes: master rooms take 4 guests each, so 7 fit in 2 of them.
    await userEvent.click(screen.getByRole("radio", { name: /Master room/ }));
    await waitFor(() => expect(screen.queryByText(/Maximum \d+ guests allowed/)).toBeNull());
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "1" } });
    expect(await screen.findByText("Maximum 4 guests allowed for 1 room(s)")).toBeTruthy();
  });

  it("rate calendar: prices each night by its rate, in the estimate and in runs of one price", async () => {
    // A peak from the second night: AED 1,500 a night for the master room instead of 950.
    const peak = addDaysIso(checkIn, 1);
    server.rateCalendar = {
      master: { [peak]: { nightlyRate: 1500 }, [addDaysIso(checkIn, 2)]: { nightlyRate: 1500 } },
    };
    const calls = serve();
    renderBooking("/booking/room", true);
    await fillStay();
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(await within(summary).findByText("Master room × 1")).toBeTruthy();
    expect(within(summary).getByText(/: 1 night × AED\s950$/)).toBeTruthy();
    expect(within(summary).getByText(/: 2 nights × AED\s1,500$/)).toBeTruthy();
    expect(within(summary).getByText("Total").nextElementSibling?.textContent).toMatch(
      /AED\s3,950/,
    );
    // Asked once, for the whole booking window.
    const asked = calls.filter((call) => call.path === "/api/rates/calendar");
    expect(asked).toHaveLength(1);
  });

  it("rate calendar: a stay too short for its nights is explained on check-out before anything is sent", async () => {
    const newYearsEve = addDaysIso(checkIn, 1);
    server.rateCalendar = { master: { [newYearsEve]: { minNights: 4 } } };
    const calls = serve();
    renderBooking("/booking/room", true);
    await fillStay();
    const day = formatDayMonth(newYearsEve, "en", resortToday().slice(0, 4));
    // Said as soon as both dates are in, with the server's own words.
    expect(
      await screen.findByText(`Stays that include ${day} need at least 4 nights.`),
    ).toBeTruthy();
    expect(screen.getByLabelText("Check-out").getAttribute("aria-invalid")).toBe("true");
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(within(summary).queryByText(/AED/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    // The submit was judged: the field to fix has the focus, and nothing was sent.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Check-out")));
    expect(calls.some((call) => call.path.includes("check-availability"))).toBe(false);

    await act(() => setLanguage("ar"));
    const arabicDay = formatDayMonth(newYearsEve, "ar", resortToday().slice(0, 4));
    expect(
      await screen.findByText(`الحد الأدنى لعدد الليالي في الإقامات التي تشمل ${arabicDay} هو 4.`),
    ).toBeTruthy();
  });

  it("the server's stay-rule refusal (400 STAY_TOO_SHORT) lands on check-out, in both languages", async () => {
    const calls = serve(
      {
        success: false,
        code: "STAY_TOO_SHORT",
        message: "Stays that include 31 December need at least 2 nights.",
        params: { date: checkIn, nights: 5, unitType: "master" },
      },
      400,
    );
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const day = formatDayMonth(checkIn, "en", resortToday().slice(0, 4));
    expect(
      await screen.findByText(`Stays that include ${day} need at least 5 nights.`),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Check-out")));
    expect(calls.filter((call) => call.path.includes("check-availability"))).toHaveLength(1);
    await act(() => setLanguage("ar"));
    const arabicDay = formatDayMonth(checkIn, "ar", resortToday().slice(0, 4));
    expect(
      await screen.findByText(`الحد الأدنى لعدد الليالي في الإقامات التي تشمل ${arabicDay} هو 5.`),
    ).toBeTruthy();
  });

  it("rates that differ by night: the room card and the popup say the stay's prices, never the catalogue's", async () => {
    // The audit's stay (decision 025): the catalogue says 950, the nights cost 1,200 and 1,400.
    server.rateCalendar = {
      master: {
        [checkIn]: { nightlyRate: 1200 },
        [addDaysIso(checkIn, 1)]: { nightlyRate: 1400 },
        [addDaysIso(checkIn, 2)]: { nightlyRate: 1400 },
      },
    };
    const nights = [1200, 1400, 1400].map((amount, offset) => ({
      date: addDaysIso(checkIn, offset),
      amount,
    }));
    serve({
      success: true,
      data: {
        price: 1200,
        status: "confirmed",
        totalAmount: 4000,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000022",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
        nightly: nights,
        unitNightly: nights,
      },
    });
    renderBooking("/booking/room", true);
    // The cards by their room type (their names are the catalogue's).
    const cardOf = (roomType: string) =>
      screen
        .getAllByRole("radio")
        .find((radio) => (radio as HTMLInputElement).value === roomType)
        ?.closest("label") as HTMLElement;
    await waitFor(() => expect(cardOf("master")).toBeTruthy());
    // Before dates: the lowest night's price of the booking window (other nights cost 950).
    await waitFor(() => expect(cardOf("master").textContent).toMatch(/From AED\s950 a night/));
    await fillStay();
    const card = cardOf("master");
    expect(
      await within(card).findByText("AED 1,200 to AED 1,400 a night for your dates"),
    ).toBeTruthy();
    expect(within(card).queryByText(/AED\s950/)).toBeNull();
    expect(within(cardOf("kids")).getByText("AED 650 a night for your dates")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    expect(
      (await within(dialog).findByText("Price per room per night")).nextElementSibling?.textContent,
    ).toMatch(/^AED\s1,200 to AED\s1,400, by night$/);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await act(() => setLanguage("ar"));
    // Matched as the testing library reads text: runs of spaces as one.
    const price = (amount: number) => formatPrice(amount, "ar").replace(/\s+/g, " ");
    expect(
      await within(card).findByText(`من ${price(1200)} إلى ${price(1400)} لليلة في تواريخك`),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: ar.bookingpage.checkAvailability }));
    const arabic = await screen.findByRole("dialog");
    expect(
      (
        await within(arabic).findByText(ar.bookingpage.unitPrice.room)
      ).nextElementSibling?.textContent?.replace(/\s+/g, " "),
    ).toBe(`من ${price(1200)} إلى ${price(1400)} حسب الليلة`);
  });
});
