import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadBookingCode } from "../../../testing/load-booking-code";
import { fillStay, renderBooking, resetBookingForms, serve } from "./booking-forms.test-helpers";

beforeAll(loadBookingCode, 60_000);

describe("the caravan parking form (spec section 5)", () => {
  afterEach(resetBookingForms);

  it("parking: spot size and rates from the server, slots up to what the resort has", async () => {
    serve();
    renderBooking("/booking/parking", true);
    expect(await screen.findByText("4.5 m × 12 m")).toBeTruthy();
    expect(screen.getByText(/AED\s150/)).toBeTruthy();
    expect(screen.getByText(/AED\s200/)).toBeTruthy();
    await fillStay();
    fireEvent.change(screen.getByLabelText("Parking slots"), { target: { value: "9" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Maximum 8 slots")).toBeTruthy();
  });
});
