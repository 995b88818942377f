import type { AdminBookingSummary } from "@camp/shared/admin/admin-bookings";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminBookingsPage } from "./admin-bookings-page";
import { type Answer, admin, serve, summary } from "./admin-bookings-page.test-helpers";

const DESK = "3d9b7c1a-5e2f-4a6b-8c7d-9e0f1a2b3c4d";

const listAnswer = (bookings: AdminBookingSummary[]): Answer => ({
  status: 200,
  body: {
    success: true,
    data: {
      bookings,
      page: 1,
      pageSize: 20,
      pageCount: 1,
      totals: { count: bookings.length, confirmedAmount: 0, pendingAmount: 0, refundedAmount: 0 },
    },
  },
});

const takers: Answer = {
  status: 200,
  body: {
    success: true,
    data: [
      { id: DESK, name: "Dana Desk", email: "desk@camp.example" },
      { id: "5e1b7c1a-5e2f-4a6b-8c7d-9e0f1a2b3c4e", name: "Omar Staff", email: "omar@example.com" },
    ],
  },
};

const bookings = [
  summary({}),
  summary({
    id: "b2",
    source: "phone",
    takenBy: "desk@camp.example",
    guest: { id: "u2", name: "Bob Oasis", email: "bob@palms.example" },
  }),
];

function serveList() {
  return serve((_method, url) =>
    url.pathname.endsWith("/takers") ? takers : listAnswer(bookings),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AdminBookingsPage: where bookings came from and who took them", () => {
  it("shows each booking's source and taker, and filters by both from the keyboard", async () => {
    const calls = serveList();
    renderWithApp(<AdminBookingsPage />, { user: admin, route: "/admin/bookings" });
    const table = await screen.findByRole("table", { name: /Bookings matching the filter/ });
    expect(within(table).getByRole("columnheader", { name: "Came from, taken by" })).toBeTruthy();
    const bob = within(within(table).getByRole("row", { name: /Bob Oasis/ }));
    expect(bob.getByText("Phone")).toBeTruthy();
    expect(bob.getByText("desk@camp.example")).toBeTruthy();
    const alice = within(within(table).getByRole("row", { name: /Alice Sandman/ }));
    expect(alice.getByText("Website")).toBeTruthy();
    expect(alice.getByText("The guest, online")).toBeTruthy();

    const user = userEvent.setup();
    const takenBy = screen.getByLabelText("Taken by") as HTMLSelectElement;
    await waitFor(() => expect(takenBy.options).toHaveLength(3));
    // Isolated (first strong isolate … pop) so the brackets do not mirror in an Arabic list.
    expect(takenBy.options[1]?.textContent).toBe("\u2068Dana Desk (desk@camp.example)\u2069");
    await user.selectOptions(screen.getByLabelText("Came from"), "phone");
    await user.selectOptions(screen.getByLabelText("Taken by"), DESK);
    screen.getByRole("button", { name: "Apply filter" }).focus();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get("source")).toBe("phone"));
    const sent = calls.at(-1)?.url;
    expect(sent?.pathname).toBe("/api/admin/bookings");
    expect(sent?.searchParams.get("takenBy")).toBe(DESK);
  });

  it("reads the filters from the address, and names the sources in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      const calls = serveList();
      renderWithApp(<AdminBookingsPage />, {
        user: admin,
        route: `/admin/bookings?source=walk_in&takenBy=${DESK}`,
      });
      await screen.findByRole("table");
      const list = calls.find((call) => call.url.pathname === "/api/admin/bookings");
      expect(list?.url.searchParams.get("source")).toBe("walk_in");
      expect(list?.url.searchParams.get("takenBy")).toBe(DESK);
      const source = screen.getByLabelText("مصدر الحجز") as HTMLSelectElement;
      expect(source.value).toBe("walk_in");
      expect(source.selectedOptions[0]?.textContent).toBe("حضور مباشر");
      const takenBy = screen.getByLabelText("سجّله الموظف") as HTMLSelectElement;
      await waitFor(() => expect(takenBy.value).toBe(DESK));
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
