import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { ar } from "../../../i18n/locales/ar";
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

describe("the waiting list offered in the availability popup (decision 033)", () => {
  afterEach(resetBookingForms);

  /** A short stay's answer: no master room on the first night. */
  const pendingQuote = (quoteId: string) => ({
    success: true,
    data: {
      price: 950,
      status: "pending",
      totalAmount: 5700,
      nights: 3,
      quoteId,
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      holdMinutes: 15,
      shortNights: [{ date: checkIn, unit: "room:master", remaining: 0, requested: 2 }],
    },
  });
  const joined = { status: 201, body: { success: true, data: { id: "w-1" } } };

  async function checkShortRoom() {
    renderBooking("/booking/room", true);
    await fillStay();
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "4" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    return within(dialog).findByRole("region", {
      name: "Or join the waiting list, without paying",
    });
  }

  it("a short stay offers the list beside Pay Now; joining sends the checked request, from the keyboard", async () => {
    const calls = serve(pendingQuote("2b1f3c4d-0000-4000-8000-000000000010"));
    server.waitingList = joined;
    const offer = await checkShortRoom();
    expect(
      within(offer).getByText(
        "Nothing is paid and no card is asked for. We will email you if a place frees up for these dates; the first guest on the list gets it held for them for a while, and the email says until when.",
      ),
    ).toBeTruthy();
    // What is offered today stays: the request can still be sent and paid by authorisation.
    expect(screen.getByRole("button", { name: "Pay Now" })).toBeTruthy();

    within(offer).getByRole("button", { name: "Join the waiting list" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(
      await within(offer).findByText(
        "You are on the waiting list. We will email you if a place frees up for these dates.",
      ),
    ).toBeTruthy();
    expect(
      within(offer)
        .getByRole("link", { name: "See your waiting list in My bookings" })
        .getAttribute("href"),
    ).toBe("/my-booking");
    expect(within(offer).queryByRole("button", { name: "Join the waiting list" })).toBeNull();

    const checked = calls.find((call) => call.path === "/api/booking/check-availability");
    const sent = calls.filter((call) => call.path === "/api/waiting-list");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual(checked?.body);
    expect(sent[0]?.body).toMatchObject({ serviceType: "room", quantity: 2, checkIn, checkOut });
  });

  it("package: the same package request, marked serviceType 'package'", async () => {
    const calls = serve(pendingQuote("2b1f3c4d-0000-4000-8000-000000000011"));
    server.waitingList = joined;
    renderBooking("/booking/package", true);
    await fillStay();
    await userEvent.click(await screen.findByLabelText("We are bringing a caravan"));
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    await userEvent.click(
      await within(dialog).findByRole("button", { name: "Join the waiting list" }),
    );
    await within(dialog).findByRole("link", { name: "See your waiting list in My bookings" });
    const checked = calls.find(
      (call) => call.path === "/api/package-booking/new-check-availability",
    );
    const sent = calls.find((call) => call.path === "/api/waiting-list");
    expect(checked?.body).toMatchObject({ services: { parking: { quantity: 1 } } });
    expect(sent?.body).toEqual({ ...(checked?.body as object), serviceType: "package" });
  });

  it("a stay with room everywhere offers no waiting list", async () => {
    const quote = pendingQuote("2b1f3c4d-0000-4000-8000-000000000012");
    serve({ ...quote, data: { ...quote.data, status: "confirmed", shortNights: [] } });
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    await within(dialog).findByRole("button", { name: "Pay Now" });
    expect(within(dialog).queryByRole("button", { name: "Join the waiting list" })).toBeNull();
  });

  it("already on the list: says so in Arabic, with the way to My bookings", async () => {
    serve(pendingQuote("2b1f3c4d-0000-4000-8000-000000000013"));
    server.waitingList = {
      status: 409,
      body: {
        success: false,
        code: "WAITING_LIST_ALREADY_JOINED",
        message: "You are already on the waiting list for these dates.",
      },
    };
    await act(() => setLanguage("ar"));
    renderBooking("/booking/room", true);
    fireEvent.change(await screen.findByLabelText("تاريخ الوصول"), {
      target: { value: checkIn },
    });
    fireEvent.change(screen.getByLabelText("تاريخ المغادرة"), { target: { value: checkOut } });
    await userEvent.click(screen.getByRole("button", { name: ar.bookingpage.checkAvailability }));
    const dialog = await screen.findByRole("dialog");
    const offer = await within(dialog).findByRole("region", {
      name: ar.waitingList.join.heading,
    });
    expect(within(offer).getByText(ar.waitingList.join.explained)).toBeTruthy();
    await userEvent.click(within(offer).getByRole("button", { name: ar.waitingList.join.button }));
    expect(await within(offer).findByText(ar.errors.WAITING_LIST_ALREADY_JOINED)).toBeTruthy();
    expect(
      within(offer)
        .getByRole("link", { name: ar.waitingList.join.seeInMyBookings })
        .getAttribute("href"),
    ).toBe("/my-booking");
  });

  it("not needed any more (a place freed meanwhile): says so and the list can be tried again", async () => {
    serve(pendingQuote("2b1f3c4d-0000-4000-8000-000000000014"));
    server.waitingList = {
      status: 409,
      body: {
        success: false,
        code: "WAITING_LIST_NOT_NEEDED",
        message: "These dates have room: you can book them now.",
      },
    };
    const offer = await checkShortRoom();
    await userEvent.click(within(offer).getByRole("button", { name: "Join the waiting list" }));
    expect(
      await within(offer).findByText("These dates have room: you can book them now."),
    ).toBeTruthy();
    expect(within(offer).getByRole("button", { name: "Join the waiting list" })).toBeTruthy();
    expect(within(offer).queryByRole("link")).toBeNull();
  });
});
