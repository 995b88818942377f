import type { OccupancyReportWire, ReportFiguresWire } from "@camp/shared/rates/report-schemas";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setReauthHandler } from "../../../lib/api-client";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminReportsPage } from "./admin-reports-page";

// The chart library draws nothing in jsdom (no layout); the charts have their own look in the
// screenshots, and the table carries every figure.
vi.mock("./report-charts", () => ({ default: () => <p>charts drawn</p> }));

const admin = {
  name: "Omar Staff",
  email: "omar@example.com",
  isStaff: true,
  role: "owner" as const,
};

const figures = (values: Partial<ReportFiguresWire>): ReportFiguresWire => ({
  capacity: 0,
  closed: 0,
  available: 0,
  sold: 0,
  pending: 0,
  revenue: 0,
  pendingRevenue: 0,
  occupancy: null,
  adr: null,
  revpar: null,
  ...values,
});

const master = figures({
  capacity: 186,
  available: 186,
  sold: 6,
  pending: 2,
  revenue: 6005,
  pendingRevenue: 1900,
  occupancy: 3.2,
  adr: 1000.83,
  revpar: 32.28,
});
const parking = figures({ capacity: 248, available: 248, occupancy: 0, revpar: 0 });
const all = figures({
  capacity: 434,
  available: 434,
  sold: 6,
  pending: 2,
  revenue: 6005,
  pendingRevenue: 1900,
  occupancy: 1.4,
  adr: 1000.83,
  revpar: 13.84,
});

const report: OccupancyReportWire = {
  from: "2026-12-01",
  to: "2026-12-31",
  groupBy: "month",
  unitType: null,
  today: "2026-11-20",
  periods: [
    {
      start: "2026-12-01",
      end: "2026-12-31",
      units: [
        { unitType: "master", ...master },
        { unitType: "parking", ...parking },
      ],
      all,
    },
  ],
  total: {
    units: [
      { unitType: "master", ...master },
      { unitType: "parking", ...parking },
    ],
    all,
  },
  pickup: [
    { days: 7, since: "2026-11-14", bookings: 2, unitNights: 4, revenue: 2605 },
    { days: 30, since: "2026-10-22", bookings: 3, unitNights: 13, revenue: 6655 },
  ],
  cancellations: { count: 1, unitNights: 3, refunded: 1000, kept: 950 },
  refunds: { count: 1, amount: 1000 },
};

function serve(answer: (url: URL) => { status: number; body: unknown }) {
  const calls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      calls.push(url);
      const { status, body } = answer(url);
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

const ok = () => ({ status: 200, body: { success: true, data: report } });
const ROUTE = "/admin/reports?from=2026-12-01&to=2026-12-31&groupBy=month";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AdminReportsPage", () => {
  it("shows the range's figures, the table per period, pickup, cancellations and downloads", async () => {
    const calls = serve(ok);
    renderWithApp(<AdminReportsPage />, { user: admin, route: ROUTE });
    const table = await screen.findByRole("table", {
      name: /Occupancy and revenue per period and unit type/,
    });
    expect(calls[0]?.pathname).toBe("/api/admin/reports/occupancy");
    expect(calls[0]?.searchParams.toString()).toBe("from=2026-12-01&to=2026-12-31&groupBy=month");

    const headline = within(screen.getByLabelText("The range in figures"));
    expect(headline.getByText("1.4%")).toBeTruthy();
    expect(headline.getByText("6 of 434 unit-nights sold")).toBeTruthy();
    expect(screen.getByText(/Requests awaiting your decision: 2 unit-nights/)).toBeTruthy();

    // One period (a whole month reads as its name), a row per unit type and one for them all.
    expect(within(table).getAllByRole("rowheader", { name: "December 2026" })).toHaveLength(1);
    const masterRow = within(table).getAllByRole("row", { name: /Master rooms/ })[0];
    const cells = within(masterRow as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells[1]).toBe("6");
    expect(cells[3]).toBe("3.2%");
    expect(cells[4]).toMatch(/AED\s?6,005/);
    expect(cells[5]).toMatch(/AED\s?1,000\.83/);
    // Nothing sold: no average rate, said in words.
    const parkingRow = within(table).getAllByRole("row", { name: /Caravan spots/ })[0];
    expect(within(parkingRow as HTMLElement).getAllByText("not applicable")).toHaveLength(1);
    expect(within(table).getAllByRole("row", { name: /All units/ })).toHaveLength(2);
    expect(within(table).getByRole("rowheader", { name: "Whole range" })).toBeTruthy();

    const pickup = within(screen.getByRole("region", { name: "Pickup" }));
    expect(pickup.getByRole("heading", { name: /Last 7 days/ })).toBeTruthy();
    expect(pickup.getByText(/AED\s?2,605/)).toBeTruthy();
    const cancellations = within(screen.getByRole("region", { name: "Cancellations and refunds" }));
    expect(cancellations.getByText(/AED\s?950/)).toBeTruthy();

    expect(screen.getByRole("link", { name: "Download report (CSV)" }).getAttribute("href")).toBe(
      "/api/admin/reports/occupancy?from=2026-12-01&to=2026-12-31&groupBy=month&format=csv",
    );
    // Guests' personal data is never a plain link (a refusal would be saved as the file).
    expect(screen.getByRole("button", { name: "Download bookings (CSV)" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Download bookings (CSV)" })).toBeNull();
    expect(await screen.findByText("charts drawn")).toBeTruthy();
  });

  it("applies the settings from the keyboard, and refuses a range that ends before it starts", async () => {
    const calls = serve(ok);
    renderWithApp(<AdminReportsPage />, { user: admin, route: ROUTE });
    await screen.findByRole("table");
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Group by"), "week");
    await user.selectOptions(screen.getByLabelText("Unit type"), "master");
    // From the last field, Tab reaches the button and Enter presses it.
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Show report");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.searchParams.get("groupBy")).toBe("week");
    expect(calls[1]?.searchParams.get("unitType")).toBe("master");

    const to = screen.getByLabelText("Last night");
    await user.clear(to);
    await user.type(to, "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Show report" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "The last night must not be before the first.",
    );
    expect(calls).toHaveLength(2);
  });

  it("shows the server's refusal of a range too long", async () => {
    serve(() => ({
      status: 400,
      body: {
        success: false,
        code: "REPORT_RANGE_TOO_LONG",
        message: "A report covers at most 400 days.",
        params: { maxDays: 400 },
      },
    }));
    renderWithApp(<AdminReportsPage />, {
      user: admin,
      route: "/admin/reports?from=2025-01-01&to=2026-12-31",
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A report covers at most 400 days. Choose a shorter range.",
    );
  });

  it("reads in Arabic, with the console's numbers", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      serve(ok);
      renderWithApp(<AdminReportsPage />, { user: admin, route: ROUTE });
      expect(await screen.findByRole("heading", { name: "التقارير" })).toBeTruthy();
      const table = await screen.findByRole("table");
      expect(within(table).getAllByRole("row", { name: /غرف رئيسية/ }).length).toBeGreaterThan(0);
      expect(screen.getByRole("link", { name: "تنزيل التقرير (CSV)" })).toBeTruthy();
      expect(screen.getByRole("region", { name: "الحجوزات الجديدة" })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});

describe("the bookings file on the Reports page (decisions 027 and 054)", () => {
  afterEach(() => setReauthHandler(undefined));

  it("is not offered to a role that may not export guests' personal data", async () => {
    serve(ok);
    renderWithApp(<AdminReportsPage />, { user: { ...admin, role: "revenue" }, route: ROUTE });
    await screen.findByRole("table");
    expect(screen.getByRole("link", { name: "Download report (CSV)" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Download bookings (CSV)" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Download bookings (CSV)" })).toBeNull();
    // Nor told of a bookings file it cannot download.
    expect(screen.queryByText(/The bookings file lists/)).toBeNull();
    expect(
      screen.getByText("The report file opens in Excel or Google Sheets, Arabic names included."),
    ).toBeTruthy();
  });

  it("asks for a fresh second factor when the server wants one, then saves the server's file", async () => {
    const exports: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        if (!url.pathname.endsWith("/export.csv")) {
          return new Response(JSON.stringify(ok().body), { status: 200 });
        }
        exports.push(url.search);
        return exports.length === 1
          ? new Response(
              JSON.stringify({ success: false, code: "REAUTH_REQUIRED", message: "Confirm" }),
              { status: 401 },
            )
          : new Response("Reference,Guest\r\n", {
              status: 200,
              headers: { "content-disposition": 'attachment; filename="bookings-2026-12-01.csv"' },
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
    renderWithApp(<AdminReportsPage />, { user: admin, route: ROUTE });
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Download bookings (CSV)" }));
    await waitFor(() => expect(saved).toEqual(["bookings-2026-12-01.csv"]));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(exports).toEqual(["?from=2026-12-01&to=2026-12-31", "?from=2026-12-01&to=2026-12-31"]);
    click.mockRestore();
  });
});
