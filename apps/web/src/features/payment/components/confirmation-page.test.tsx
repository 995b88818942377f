import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../testing/render-app";
import { ConfirmationPage } from "./confirmation-page";

function renderAt(state: unknown) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[{ pathname: "/confirmation", state }]}>
        <ConfirmationPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("confirmation page", () => {
  it("shows the booking from navigation state", () => {
    renderAt({
      room: "Master Deluxe Room",
      selectedDate: "2026-12-24",
      checkOutDate: "2026-12-26",
      totalPrice: 1900,
      selectedRooms: 2,
      reference: "DWE2-P3HX",
    });
    expect(screen.getByRole("heading", { name: "Thank you for your booking!" })).toBeTruthy();
    // The same short reference as My bookings and the emails.
    expect(screen.getByText("Booking reference")).toBeTruthy();
    expect(screen.getByText("DWE2-P3HX").getAttribute("dir")).toBe("ltr");
    expect(screen.getByText("Master Deluxe Room")).toBeTruthy();
    expect(screen.getByText("Thursday, 24 December 2026")).toBeTruthy();
    expect(screen.getByText("Saturday, 26 December 2026")).toBeTruthy();
    expect(screen.getByText(/AED\s1,900/)).toBeTruthy();
    expect(screen.getByText("2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });

  it("says exactly 'No booking details available.' without state", () => {
    renderAt(null);
    expect(screen.getByText("No booking details available.")).toBeTruthy();
    expect(screen.queryByText("Check-in")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });
});
