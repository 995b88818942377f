import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../testing/render-app";
import { detail, renderDetail, serve } from "./admin-bookings-page.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AdminBookingDetailPage: what it shows of the booking", () => {
  it("shows the guest's phone as a tel: link, their arrival time and special requests", async () => {
    serve(() => ({
      status: 200,
      body: {
        success: true,
        data: detail({
          phone: "+971501234567",
          arrivalTime: "16:30",
          specialRequests: "A cot for the baby\nNo nuts, please",
        }),
      },
    }));
    renderDetail();
    const call = await screen.findByRole("link", { name: /Call Alice Sandman/ });
    expect(call.getAttribute("href")).toBe("tel:+971501234567");
    expect(call.textContent).toBe("+971 50 123 4567");
    expect(screen.getByText("16:30")).toBeTruthy();
    expect(screen.getByText(/A cot for the baby/).textContent).toBe(
      "A cot for the baby\nNo nuts, please",
    );
  });

  it("says when and in which language the cancellation policy was shown before the card", async () => {
    serve(() => ({
      status: 200,
      body: {
        success: true,
        data: detail({
          policyShown: {
            language: "ar",
            shownAt: "2026-12-01T06:30:00.000Z",
            terms: {
              checkInAt: "2026-12-24T10:00:00.000Z",
              fullRefundUntil: "2026-12-17T10:00:00.000Z",
              partialRefundUntil: "2026-12-22T10:00:00.000Z",
              partialRefundPercent: 50,
              partialRefundAmount: 950,
              totalAmount: 1900,
            },
          },
        }),
      },
    }));
    renderDetail();
    const label = await screen.findByText("Cancellation policy");
    // 06:30 UTC is 10:30 in Dubai.
    expect(label.nextElementSibling?.textContent).toMatch(/^Shown .*1 Dec 2026.*10:30.*\(ar\)$/);
  });

  it("says when no cancellation policy was recorded for a booking", async () => {
    serve(() => ({ status: 200, body: { success: true, data: detail({}) } }));
    renderDetail();
    const label = await screen.findByText("Cancellation policy");
    expect(label.nextElementSibling?.textContent).toBe(
      "Not recorded (booked before it was recorded)",
    );
  });

  it("says when the guest gave no phone or wishes, in Arabic too", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      serve(() => ({ status: 200, body: { success: true, data: detail({}) } }));
      renderDetail();
      expect(await screen.findByText("لم يُقدَّم رقم هاتف")).toBeTruthy();
      expect(screen.getAllByText("لا يوجد")).toHaveLength(2);
      expect(screen.queryByRole("link", { name: /اتصل/ })).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("says a declined request's authorisation was released, never that it was refunded", async () => {
    serve(() => ({
      status: 200,
      body: {
        success: true,
        data: detail({
          status: "cancelled",
          paymentStatus: "refunded",
          chargedAmount: 0,
          refundedAmount: 0,
          paidAmount: 0,
        }),
      },
    }));
    renderDetail();
    expect(await screen.findByText("Authorisation released, nothing charged")).toBeTruthy();
    expect(screen.queryByText("Refunded or released")).toBeNull();
  });

  it("lists a stay's nights by price as sold, and the promo code's discount", async () => {
    serve(() => ({
      status: 200,
      body: {
        success: true,
        data: detail({
          totalAmount: 3250,
          priceLines: [
            {
              service: "room:master",
              quantity: 1,
              perNight: 950,
              amount: 3350,
              nightly: [
                { date: "2026-12-30", amount: 950 },
                { date: "2026-12-31", amount: 1200 },
                { date: "2027-01-01", amount: 1200 },
              ],
            },
          ],
          discount: { code: "WINTER10", amount: 100 },
        }),
      },
    }));
    renderDetail();
    expect(await screen.findByText("Promo code WINTER10")).toBeTruthy();
    const table = screen.getByRole("table");
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    // Intl puts a no-break space between "AED" and the digits.
    const flat = rows.map((row) => row?.replace(/\s/g, " "));
    expect(flat).toContain("30 Dec1 nightAED 950AED 950");
    expect(flat).toContain("31 Dec 2026 – 1 Jan 20272 nightsAED 1,200AED 2,400");
    expect(flat.at(-1)).toBe("Promo code WINTER10−AED 100");
  });

  it("spells out when it was booked in Arabic, as every other Arabic date", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      serve(() => ({ status: 200, body: { success: true, data: detail({}) } }));
      renderDetail();
      // 08:00 UTC is noon in Dubai; Arabic's medium date style would read "20/11/2026".
      expect(await screen.findByText(/20 نوفمبر 2026/)).toBeTruthy();
      expect(screen.queryByText(/20\/11\/2026/)).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("lists the staff notes and adds one", async () => {
    const notes = [
      {
        id: "n1",
        text: "Arrives late.\nAfter 22:00",
        authorName: "Omar Staff",
        authorEmail: "omar@example.com",
        createdAt: "2026-11-20T08:00:00.000Z",
      },
    ];
    const calls = serve(
      () => ({ status: 200, body: { success: true, data: detail({}) } }),
      (method, url, body) => {
        if (!url.pathname.endsWith("/notes")) return undefined;
        if (method === "POST") {
          const note = { ...notes[0], id: "n2", text: (body as { text: string }).text };
          notes.push(note as (typeof notes)[number]);
          return { status: 200, body: { success: true, data: note } };
        }
        return { status: 200, body: { success: true, data: notes } };
      },
    );
    renderDetail();
    const section = await screen.findByRole("region", { name: "Staff notes" });
    expect(await within(section).findByText(/Arrives late/)).toBeTruthy();
    expect(within(section).getByText(/Omar Staff · Fri, 20 Nov 2026, 12:00/)).toBeTruthy();
    const user = userEvent.setup();
    const save = within(section).getByRole("button", { name: "Save note" });
    expect(save.hasAttribute("disabled")).toBe(true);
    await user.type(within(section).getByLabelText("New note"), "Extra blanket");
    await user.click(save);
    expect(await within(section).findByText("Extra blanket")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ text: "Extra blanket" });
  });

  it("shows the accountant the booking and its notes, without the actions its role lacks", async () => {
    serve(
      () => ({
        status: 200,
        body: {
          success: true,
          data: detail({
            desk: { canCheckIn: true, canCheckOut: false, canMarkNoShow: true, undo: null },
          }),
        },
      }),
      (_method, url) =>
        url.pathname.endsWith("/notes")
          ? { status: 200, body: { success: true, data: [] } }
          : undefined,
    );
    renderDetail({ role: "accountant" });
    const section = await screen.findByRole("region", { name: "Staff notes" });
    expect(within(section).queryByLabelText("New note")).toBeNull();
    expect(screen.queryByRole("button", { name: "Check in" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Cancel/ })).toBeNull();
  });

  it("offers the front desk its desk's actions on the same booking", async () => {
    serve(() => ({
      status: 200,
      body: {
        success: true,
        data: detail({
          desk: { canCheckIn: true, canCheckOut: false, canMarkNoShow: true, undo: null },
        }),
      },
    }));
    renderDetail({ role: "front_desk" });
    expect(await screen.findByRole("button", { name: "Check in" })).toBeTruthy();
  });
});
