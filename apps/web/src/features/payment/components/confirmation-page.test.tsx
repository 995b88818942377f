import { act, render, screen } from "@testing-library/react";
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

  const request = {
    room: "Kids Deluxe Room",
    selectedDate: "2026-12-24",
    checkOutDate: "2026-12-26",
    totalPrice: 1300,
    selectedRooms: 1,
    status: "pending",
  };

  it("a request says it awaits the resort, the card only authorised, and what a decline does", () => {
    renderAt(request);
    expect(screen.getByRole("heading", { name: "Thank you for your request!" })).toBeTruthy();
    expect(screen.queryByText("Thank you for your booking!")).toBeNull();
    const awaiting = screen.getByRole("region", { name: "Awaiting the resort's decision" });
    expect(awaiting.textContent).toContain("a booking request, not yet a confirmed booking");
    expect(awaiting.textContent).toMatch(
      /authorised for AED\s1,300: the amount is held on it, not charged/,
    );
    expect(awaiting.textContent).toContain("decides within 48 hours");
    expect(awaiting.textContent).toContain(
      "If it declines, the hold on your card is released and nothing is charged.",
    );
    expect(screen.getByText("Authorised, not charged")).toBeTruthy();
    expect(screen.queryByText("Total")).toBeNull();
  });

  it("a request in Arabic says the same", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      renderAt(request);
      expect(screen.getByRole("heading", { name: "شكراً لطلبك!" })).toBeTruthy();
      const awaiting = screen.getByRole("region", { name: "بانتظار قرار المنتجع" });
      expect(awaiting.textContent).toContain("ولم يُخصم");
      expect(awaiting.textContent).toContain("وإذا رفضه يُلغى حجز المبلغ على بطاقتك ولا يُخصم شيء");
      expect(screen.getByText("مفوَّض دون خصم")).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("says exactly 'No booking details available.' without state", () => {
    renderAt(null);
    expect(screen.getByText("No booking details available.")).toBeTruthy();
    expect(screen.queryByText("Check-in")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });
  it("lists the nights paid in runs of one price, and the promo code's discount", () => {
    const night = (date: string, amount: number) => ({ date, amount });
    renderAt({
      room: "Master Deluxe Room",
      selectedDate: "2026-12-30",
      checkOutDate: "2027-01-02",
      totalPrice: 4_860,
      selectedRooms: 1,
      lines: [
        {
          service: "room:master",
          quantity: 1,
          perNight: 950,
          amount: 5_400,
          nightly: [night("2026-12-30", 950), night("2026-12-31", 3_500), night("2027-01-01", 950)],
        },
      ],
      discount: { code: "NEWYEAR", amount: 540 },
    });
    expect(screen.getByText("Master room × 1")).toBeTruthy();
    expect(
      screen.getByText(/^31 Dec: 1 night × AED\s3,500$/).nextElementSibling?.textContent,
    ).toMatch(/AED\s3,500/);
    expect(screen.getByText(/^1 Jan: 1 night × AED\s950$/)).toBeTruthy();
    expect(screen.getByText("Promo code NEWYEAR").nextElementSibling?.textContent).toMatch(
      /−AED\s540/,
    );
    expect(screen.getByText(/AED\s4,860/)).toBeTruthy();
  });
});
