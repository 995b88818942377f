import type { AdminBookingSummary } from "@camp/shared/admin/admin-bookings";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setReauthHandler } from "../../../lib/api-client";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminBookingsPage } from "./admin-bookings-page";
import { type Answer, admin, serve, summary } from "./admin-bookings-page.test-helpers";

const listAnswer = (bookings: AdminBookingSummary[]): Answer => ({
  status: 200,
  body: {
    success: true,
    data: {
      bookings,
      page: 1,
      pageSize: 20,
      pageCount: 1,
      totals: {
        count: bookings.length,
        confirmedAmount: 3400,
        pendingAmount: 950,
        refundedAmount: 100,
      },
    },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AdminBookingsPage", () => {
  it("lists the bookings with the totals and sends the filter the staff applied", async () => {
    const calls = serve(() =>
      listAnswer([
        summary({}),
        summary({
          id: "b2",
          totalAmount: 1500,
          guest: { id: "u2", name: "Bob Oasis", email: "bob@palms.example" },
        }),
      ]),
    );
    renderWithApp(<AdminBookingsPage />, { user: admin, route: "/admin/bookings" });

    const table = await screen.findByRole("table", { name: /Bookings matching the filter/ });
    expect(within(table).getByRole("link", { name: "Alice Sandman" }).getAttribute("href")).toBe(
      "/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
    );
    expect(within(table).getByText("Bob Oasis")).toBeTruthy();
    // The reference the guest reads out, in its own column.
    expect(within(table).getByRole("columnheader", { name: "Reference" })).toBeTruthy();
    expect(within(table).getByText("DWE1-YFHA").getAttribute("dir")).toBe("ltr");
    // Each figure says what it counts: the value holds confirmed and completed stays only.
    const totals = screen.getByLabelText("Totals for this filter");
    expect(totals.textContent).toMatch(
      /Bookings2Confirmed and completed staysAED\s?3,400Requests awaiting decision, not chargedAED\s?950RefundedAED\s?100/,
    );
    expect(totals.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      document.getElementById(String(totals.getAttribute("aria-describedby")))?.textContent,
    ).toMatch(/Cancelled bookings are left out/);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Guest or booking reference"), "dwe1yfha");
    await user.selectOptions(screen.getByLabelText("Status"), "confirmed");
    await user.selectOptions(screen.getByLabelText("Service"), "room");
    await user.type(screen.getByLabelText("Staying from"), "2026-12-01");
    await user.click(screen.getByRole("button", { name: "Apply filter" }));

    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get("search")).toBe("dwe1yfha"));
    const sent = calls.at(-1)?.url;
    expect(sent?.pathname).toBe("/api/admin/bookings");
    expect(sent?.searchParams.get("status")).toBe("confirmed");
    expect(sent?.searchParams.get("service")).toBe("room");
    expect(sent?.searchParams.get("from")).toBe("2026-12-01");
    expect(sent?.searchParams.has("to")).toBe(false);
  });

  it("says under each total what happened to the money: released, or refunded in part", async () => {
    serve(() =>
      listAnswer([
        summary({
          status: "cancelled",
          paymentStatus: "refunded",
          totalAmount: 400,
          chargedAmount: 0,
          refundedAmount: 0,
        }),
        summary({
          id: "b2",
          status: "cancelled",
          paymentStatus: "refunded",
          totalAmount: 400,
          chargedAmount: 400,
          refundedAmount: 200,
          guest: { id: "u2", name: "Bob Oasis", email: "bob@palms.example" },
        }),
      ]),
    );
    renderWithApp(<AdminBookingsPage />, { user: admin, route: "/admin/bookings" });
    const table = await screen.findByRole("table", { name: /Bookings matching the filter/ });
    const [, declined, refunded] = within(table).getAllByRole("row");
    expect(declined?.textContent).toContain("Authorisation released, nothing charged");
    expect(declined?.textContent).not.toMatch(/refunded/i);
    expect(refunded?.textContent).toMatch(/Refunded AED\s?200 of AED\s?400/);
  });

  it("offers the CSV export only to the roles that may export personal data", async () => {
    serve(() => listAnswer([summary({})]));
    const { unmount } = renderWithApp(<AdminBookingsPage />, {
      user: { ...admin, role: "front_desk" },
      route: "/admin/bookings",
    });
    await screen.findByRole("table", { name: /Bookings matching the filter/ });
    expect(screen.queryByRole("button", { name: "Download these bookings (CSV)" })).toBeNull();
    unmount();
    renderWithApp(<AdminBookingsPage />, {
      user: { ...admin, role: "accountant" },
      route: "/admin/bookings",
    });
    expect(
      await screen.findByRole("button", { name: "Download these bookings (CSV)" }),
    ).toBeTruthy();
  });

  it("sorts by a column when its header is pressed, then the other way", async () => {
    const calls = serve(() => listAnswer([summary({})]));
    renderWithApp(<AdminBookingsPage />, { user: admin, route: "/admin/bookings" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Total/ }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get("sort")).toBe("total"));
    expect(calls.at(-1)?.url.searchParams.get("order")).toBe("asc");
    expect(screen.getByRole("columnheader", { name: /Total/ }).getAttribute("aria-sort")).toBe(
      "ascending",
    );
    await user.click(screen.getByRole("button", { name: /Total/ }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get("order")).toBe("desc"));
  });

  it("says in Arabic what each total counts, and searches by reference", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      serve(() => listAnswer([summary({})]));
      renderWithApp(<AdminBookingsPage />, { user: admin, route: "/admin/bookings" });
      const totals = await screen.findByLabelText("إجماليات هذه التصفية");
      expect(totals.textContent).toContain("الإقامات المؤكدة والمكتملة");
      expect(totals.textContent).toContain("طلبات بانتظار القرار، غير مخصومة");
      expect(screen.getByLabelText("الضيف أو رقم الحجز")).toBeTruthy();
      expect(screen.getByRole("columnheader", { name: "رقم الحجز" })).toBeTruthy();
      expect(screen.getAllByText("DWE1-YFHA").length).toBeGreaterThan(0);
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});

describe("the bookings export (decisions 027 and 054)", () => {
  afterEach(() => setReauthHandler(undefined));

  it("asks for a fresh second factor when the server wants one, then saves the server's file", async () => {
    const list = listAnswer([summary({})]);
    const exports: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        if (!url.pathname.endsWith("/export.csv")) {
          return new Response(JSON.stringify(list.body), { status: 200 });
        }
        exports.push(url.search);
        return exports.length === 1
          ? new Response(
              JSON.stringify({ success: false, code: "REAUTH_REQUIRED", message: "Confirm" }),
              { status: 401 },
            )
          : new Response("Reference,Guest\r\n", {
              status: 200,
              headers: { "content-disposition": 'attachment; filename="bookings-2026-11-29.csv"' },
            });
      }),
    );
    const ask = vi.fn(async () => true);
    setReauthHandler(ask);
    const saved: string[] = [];
    // jsdom makes no object URLs; the file is only handed on, never read back.
    URL.createObjectURL = () => "blob:csv";
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderWithApp(<AdminBookingsPage />, {
      user: admin,
      route: "/admin/bookings?status=confirmed&page=2",
    });
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Download these bookings (CSV)" }));
    await waitFor(() => expect(saved).toEqual(["bookings-2026-11-29.csv"]));
    expect(ask).toHaveBeenCalledTimes(1);
    // The whole filter, every page of it.
    expect(exports).toEqual(["?status=confirmed", "?status=confirmed"]);
    click.mockRestore();
  });
});
