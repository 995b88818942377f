import type { CashReport } from "@camp/shared/desk-sales/desk-sales";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminCashReportPage } from "./admin-cash-report-page";

const accountant = {
  name: "Huda Books",
  email: "huda@camp.example",
  isStaff: true,
  role: "accountant" as const,
};

const report: CashReport = {
  date: "2026-12-01",
  byMethod: [
    { method: "cash", count: 2, taken: 900, givenBack: 100, net: 800 },
    { method: "card", count: 1, taken: 1900, givenBack: 0, net: 1900 },
  ],
  lines: [
    {
      method: "cash",
      takenBy: "desk@camp.example",
      count: 2,
      taken: 900,
      givenBack: 100,
      net: 800,
    },
    { method: "card", takenBy: null, count: 1, taken: 1900, givenBack: 0, net: 1900 },
  ],
  payments: [
    {
      id: "p1",
      // 05:30 UTC is 09:30 in Dubai.
      createdAt: "2026-12-01T05:30:00.000Z",
      bookingId: "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
      bookingReference: "CMP-6F1C1F",
      guestName: "Alice Sandman",
      kind: "captured",
      method: "cash",
      amount: 900,
      reference: null,
      takenBy: "desk@camp.example",
    },
    {
      id: "p2",
      createdAt: "2026-12-01T07:00:00.000Z",
      bookingId: "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
      bookingReference: "CMP-6F1C1F",
      guestName: "Alice Sandman",
      kind: "refunded",
      method: "cash",
      amount: -100,
      reference: null,
      takenBy: "desk@camp.example",
    },
  ],
};

function serve(answer: (url: URL) => { status: number; body: unknown; headers?: HeadersInit }) {
  const calls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      calls.push(url);
      const { status, body, headers } = answer(url);
      return new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers,
      });
    }),
  );
  return calls;
}

const ok = (url: URL) => ({
  status: 200,
  body: { success: true, data: { ...report, date: url.searchParams.get("date") ?? "" } },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("AdminCashReportPage", () => {
  it("opens on today in Dubai and shows the totals by method, by staff member and each payment", async () => {
    // 21:30 UTC on 30 November is already 1 December in Dubai.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-30T21:30:00.000Z") });
    const calls = serve(ok);
    renderWithApp(<AdminCashReportPage />, { user: accountant, route: "/admin/cash-report" });
    await screen.findByRole("table", { name: "Every payment of the day, in time order" });
    expect(calls[0]?.pathname).toBe("/api/admin/reports/cash");
    expect(calls[0]?.searchParams.get("date")).toBe("2026-12-01");
    expect((screen.getByLabelText("Day") as HTMLInputElement).value).toBe("2026-12-01");

    const totals = within(screen.getByRole("region", { name: "Totals by method" }));
    const cashCard = within(
      totals.getByRole("heading", { name: "Cash" }).parentElement as HTMLElement,
    );
    expect(cashCard.getByText(/AED\s?800/)).toBeTruthy();
    expect(totals.getByRole("heading", { name: "Card online" })).toBeTruthy();

    const lines = within(
      screen.getByRole("table", { name: "The day's money per method and staff member" }),
    );
    const cashRow = within(lines.getByRole("row", { name: /Cash/ }));
    expect(cashRow.getByText("desk@camp.example")).toBeTruthy();
    expect(cashRow.getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "desk@camp.example",
      "2",
      expect.stringMatching(/AED\s?900/),
      expect.stringMatching(/AED\s?100/),
      expect.stringMatching(/AED\s?800/),
    ]);
    expect(lines.getByRole("row", { name: /Card online/ }).textContent).toMatch(
      /The guest, online/,
    );

    const payments = within(
      screen.getByRole("table", { name: "Every payment of the day, in time order" }),
    );
    const rows = payments.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toMatch(/1 Dec 2026, 9:30/);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "CMP-6F1C1F" })
        .getAttribute("href"),
    ).toBe("/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f");
    expect(rows[1]?.textContent).toMatch(/Given back/);
    expect(rows[1]?.textContent).toMatch(/-AED\s?100/);

    // The wide tables scroll sideways on a phone: each scroller is a named region the keyboard reaches.
    for (const name of [
      "The day's money per method and staff member",
      "Every payment of the day, in time order",
    ]) {
      const scroller = screen.getByRole("region", { name });
      expect(scroller.tabIndex).toBe(0);
      expect(within(scroller).getByRole("table", { name })).toBeTruthy();
    }
  });

  it("shows another day from the keyboard and keeps it in the address", async () => {
    const calls = serve(ok);
    renderWithApp(<AdminCashReportPage />, {
      user: accountant,
      route: "/admin/cash-report?date=2026-12-01",
    });
    await screen.findByRole("region", { name: "Totals by method" });
    const user = userEvent.setup();
    const day = screen.getByLabelText("Day");
    await user.clear(day);
    await user.type(day, "2026-12-02");
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Show day");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(calls.at(-1)?.searchParams.get("date")).toBe("2026-12-02"));
  });

  it("says so when nothing moved that day, in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      serve(() => ({
        status: 200,
        body: {
          success: true,
          data: { date: "2026-12-01", byMethod: [], lines: [], payments: [] },
        },
      }));
      renderWithApp(<AdminCashReportPage />, {
        user: accountant,
        route: "/admin/cash-report?date=2026-12-01",
      });
      expect(await screen.findByText("لم يُحصَّل أي مبلغ ولم يُردّ شيء في هذا اليوم.")).toBeTruthy();
      expect(screen.queryByRole("table")).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("downloads the day's CSV through the API client", async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:cash", revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const calls = serve((url) =>
      url.searchParams.get("format") === "csv"
        ? {
            status: 200,
            body: "time,booking\n",
            headers: {
              "content-type": "text/csv",
              "content-disposition": 'attachment; filename="cash-2026-12-01.csv"',
            },
          }
        : ok(url),
    );
    renderWithApp(<AdminCashReportPage />, {
      user: accountant,
      route: "/admin/cash-report?date=2026-12-01",
    });
    await screen.findByRole("region", { name: "Totals by method" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(saved).toEqual(["cash-2026-12-01.csv"]));
    expect(calls.at(-1)?.search).toBe("?date=2026-12-01&format=csv");
    click.mockRestore();
  });

  it("shows the server's refusal", async () => {
    serve(() => ({
      status: 400,
      body: {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Use a date as YYYY-MM-DD",
        errors: { date: "Use a date as YYYY-MM-DD" },
      },
    }));
    renderWithApp(<AdminCashReportPage />, {
      user: accountant,
      route: "/admin/cash-report?date=2026-12-01",
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Use a date as YYYY-MM-DD");
  });
});
