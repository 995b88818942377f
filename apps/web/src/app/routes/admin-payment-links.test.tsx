import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import type { PaymentLinkListItem } from "@camp/shared/desk-sales/desk-sales";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../testing/render-app";
import AdminPaymentLinksPageRoute from "./admin-payment-links";

/**
 * The console's Payment links page with New booking's panel, as the route joins them, the API
 * answered by a fetch stub: the list asks for links awaiting payment, a row opens its panel, the
 * filter and the pages ask the server again, and only staff who take bookings may withdraw.
 */
const item = (values: Partial<PaymentLinkListItem>): PaymentLinkListItem => ({
  token: "tok-1",
  quoteId: "11111111-1111-4111-8111-111111111111",
  reference: "DWE1-YFHA",
  state: "opened",
  paymentUrl: "http://localhost/pay/tok-1",
  total: 1900,
  language: "en",
  guestName: "Alice Sandman",
  guestPhone: "+971501234567",
  guestEmail: "alice@dunes.example",
  createdAt: "2026-11-20T08:00:00.000Z",
  createdBy: "desk@camp.example",
  expiresAt: "2026-11-21T08:00:00.000Z",
  emailSentAt: "2026-11-20T08:00:00.000Z",
  firstOpenedAt: "2026-11-20T09:00:00.000Z",
  paidAt: null,
  cancelledAt: null,
  bookingId: null,
  serviceType: "camp",
  roomType: null,
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  nights: 2,
  quantity: 2,
  guests: 2,
  ...values,
});

const owner = { name: "Omar", email: "omar@example.com", isStaff: true, role: "owner" as const };

function serve(links: PaymentLinkListItem[], pageCount = 1) {
  const calls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      calls.push(url);
      const page = Number(url.searchParams.get("page") ?? 1);
      const body = {
        success: true,
        data: { links, page, pageSize: 20, pageCount, count: links.length },
      };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

function renderPage(user: Partial<PublicUser> = owner) {
  return renderWithApp(<AdminPaymentLinksPageRoute />, {
    user: { ...owner, ...user } as PublicUser,
    route: "/admin/payment-links",
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the console's Payment links page", () => {
  it("lists the links awaiting payment: guest, stay, total, state, sent and opened, taken by", async () => {
    const calls = serve([item({})]);
    renderPage();
    const table = await screen.findByRole("table", { name: "Payment links, newest first" });
    expect(calls[0]?.pathname).toBe("/api/admin/payment-links");
    expect(calls[0]?.searchParams.get("state")).toBe("open,opened");
    const row = within(table).getByRole("row", { name: /Alice Sandman/ });
    expect(row.textContent).toContain("Camping tent");
    expect(row.textContent).toContain("2 units");
    expect(row.textContent).toContain("AED");
    expect(row.textContent).toContain("Opened");
    expect(row.textContent).toContain("desk@camp.example");
    // The table scrolls inside a region the keyboard reaches, named for screen readers.
    const region = screen.getByRole("region", { name: /Payment links \(scroll sideways/ });
    expect(region.getAttribute("tabindex")).toBe("0");
  });

  it("opens a link's panel from its row, with the withdraw button, and closes it back to the row", async () => {
    serve([item({})]);
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole("table");
    const details = within(table).getByRole("button", { name: "Details of DWE1-YFHA" });
    await user.click(details);
    const panel = screen.getByRole("region", { name: "Details of DWE1-YFHA" });
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByRole("button", { name: "Withdraw link" })).toBeTruthy();
    expect(within(panel).getByDisplayValue("http://localhost/pay/tok-1")).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Close details" }));
    expect(screen.queryByRole("region", { name: "Details of DWE1-YFHA" })).toBeNull();
    expect(document.activeElement).toBe(details);
  });

  it("shows no withdraw button to a role that may read bookings but not take them", async () => {
    serve([item({})]);
    const user = userEvent.setup();
    renderPage({ role: "accountant" });
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("button", { name: "Details of DWE1-YFHA" }));
    const panel = screen.getByRole("region", { name: "Details of DWE1-YFHA" });
    expect(within(panel).queryByRole("button", { name: "Withdraw link" })).toBeNull();
  });

  it("a paid link's panel links to its booking", async () => {
    serve([item({ state: "paid", paidAt: "2026-11-20T09:05:00.000Z", bookingId: "b-1" })]);
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await screen.findByRole("table")).getByRole("button", { name: /DWE1-YFHA/ }),
    );
    const open = screen.getByRole("link", { name: "Open the booking" });
    expect(open.getAttribute("href")).toBe("/admin/bookings/b-1");
  });

  it("asks the server again for the chosen filter and for the next page", async () => {
    const calls = serve([item({})], 2);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("table");
    await user.selectOptions(screen.getByLabelText("Show"), "ended");
    await vi.waitFor(() =>
      expect(calls.at(-1)?.searchParams.get("state")).toBe("expired,cancelled"),
    );
    await user.selectOptions(screen.getByLabelText("Show"), "all");
    await vi.waitFor(() => expect(calls.at(-1)?.searchParams.has("state")).toBe(false));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await vi.waitFor(() => expect(calls.at(-1)?.searchParams.get("page")).toBe("2"));
  });

  it("reads in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      serve([]);
      renderPage();
      expect(await screen.findByText("لا توجد روابط دفع هنا.")).toBeTruthy();
      expect(screen.getByRole("heading", { name: "روابط الدفع" })).toBeTruthy();
      expect(screen.getByLabelText("عرض")).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
