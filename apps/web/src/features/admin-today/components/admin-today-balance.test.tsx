import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminTodayPage } from "./admin-today-page";
import { admin, serve, stay, today } from "./admin-today-page.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

const arrivals = [
  stay({ guestName: "Alice Sandman", balanceDue: 1400, paidAmount: 500 }),
  stay({ bookingId: "7a2c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e60", guestName: "Badr Noor" }),
];
const departures = [
  stay({
    bookingId: "8b3c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e61",
    guestName: "Carla Dunes",
    status: "checked_in",
    balanceDue: 250.5,
    desk: { canCheckIn: false, canCheckOut: true, canMarkNoShow: false, undo: null },
  }),
];

describe("AdminTodayPage: what each guest still owes", () => {
  it("shows an arriving and an in-house guest's balance due, and says when nothing is due", async () => {
    serve(() => ({
      status: 200,
      body: today({ today: { date: "2026-11-20", arrivals, departures } }),
    }));
    renderWithApp(<AdminTodayPage />, { user: admin });
    const alice = (await screen.findByText("Alice Sandman")).closest("li") as HTMLElement;
    expect(within(alice).getByText(/^Balance due: AED\s?1,400$/)).toBeTruthy();
    const badr = screen.getByText("Badr Noor").closest("li") as HTMLElement;
    expect(within(badr).getByText("Nothing due")).toBeTruthy();
    expect(within(badr).queryByText(/Balance due/)).toBeNull();
    const carla = screen.getByText("Carla Dunes").closest("li") as HTMLElement;
    expect(within(carla).getByText(/^Balance due: AED\s?250\.50$/)).toBeTruthy();
  });

  it("says it in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      serve(() => ({
        status: 200,
        body: today({ today: { date: "2026-11-20", arrivals, departures: [] } }),
      }));
      renderWithApp(<AdminTodayPage />, { user: admin });
      const alice = (await screen.findByText("Alice Sandman")).closest("li") as HTMLElement;
      expect(within(alice).getByText(/^الرصيد المستحق: /)).toBeTruthy();
      expect(screen.getByText("لا يوجد مبلغ مستحق")).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
