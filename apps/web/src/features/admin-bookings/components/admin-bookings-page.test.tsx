import type { AdminBookingDetail, AdminBookingSummary } from "@camp/shared/admin/admin-bookings";
import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminBookingDetailPage } from "./admin-booking-detail-page";
import { AdminBookingsPage } from "./admin-bookings-page";

const admin = { name: "Omar Staff", email: "omar@example.com", isAdmin: true };

const summary = (values: Partial<AdminBookingSummary>): AdminBookingSummary => ({
  id: "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
  serviceType: "room",
  bookingType: "single",
  roomType: "master",
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  nights: 2,
  quantity: 1,
  guests: 2,
  status: "confirmed",
  paymentStatus: "completed",
  totalAmount: 1900,
  chargedAmount: 1900,
  refundedAmount: 0,
  createdAt: "2026-11-20T08:00:00.000Z",
  guest: { id: "u1", name: "Alice Sandman", email: "alice@dunes.example" },
  ...values,
});

const detail = (values: Partial<AdminBookingDetail>): AdminBookingDetail => ({
  ...summary({}),
  phone: null,
  specialRequests: null,
  arrivalTime: null,
  isPrivateBooking: false,
  cancelledAt: null,
  cancelledBy: null,
  extras: [],
  paidAmount: 1900,
  desk: { canCheckIn: false, canCheckOut: false, canMarkNoShow: false, undo: null },
  priceLines: [{ service: "room:master", quantity: 1, perNight: 950, amount: 1900 }],
  discount: null,
  payments: [],
  policyShown: null,
  ...values,
});

/** What a desk action answers: the booking, as the shared schema checks it. */
const movedBooking: StoredBooking = {
  _id: "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
  serviceType: "room",
  bookingType: "single",
  roomType: "master",
  status: "checked_in",
  createdAt: "2026-11-01T08:00:00.000Z",
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  nights: 2,
  quantity: 1,
  guests: 2,
  isPrivateBooking: false,
  totalAmount: 1900,
  paymentStatus: "completed",
  chargedAmount: 1900,
  extras: [],
  nightly: [],
  discount: null,
  vatAmount: 0,
  tourismFee: 0,
  vatRate: 5,
};

type Answer = { status: number; body: unknown };

/** A fetch stub that answers by method and path, and records every call. */
function serve(
  route: (method: string, url: URL, body: unknown) => Answer,
  notesRoute?: (method: string, url: URL, body: unknown) => Answer | undefined,
) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    // The detail page reads the staff notes beside the booking; tests of notes answer them.
    const answer =
      method === "GET" && url.pathname.endsWith("/notes") && !notesRoute
        ? { status: 200, body: { success: true, data: [] } }
        : (notesRoute?.(method, url, body) ?? route(method, url, body));
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

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

function renderDetail() {
  return renderWithApp(
    <Routes>
      <Route path="/admin/bookings/:id" element={<AdminBookingDetailPage />} />
    </Routes>,
    { user: admin, route: "/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f" },
  );
}

describe("AdminBookingDetailPage", () => {
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

  it("confirms a pending request only after the dialog, showing a refusal that names the short night", async () => {
    let status: "pending" | "confirmed" = "pending";
    let confirmAttempts = 0;
    const calls = serve((method, url) => {
      if (method === "POST" && url.pathname.endsWith("/confirm")) {
        confirmAttempts += 1;
        if (confirmAttempts === 1) {
          return {
            status: 409,
            body: {
              success: false,
              code: "NOT_ENOUGH_UNITS",
              message: "This request no longer fits: not enough left on 2026-12-01.",
              errors: { "2026-12-01": "room:master: 1 left, 2 asked" },
            },
          };
        }
        status = "confirmed";
        return { status: 200, body: { success: true, data: {} } };
      }
      return {
        status: 200,
        body: {
          success: true,
          data: detail({
            status,
            paymentStatus: status === "pending" ? "authorised" : "completed",
            chargedAmount: status === "pending" ? 0 : 1900,
            paidAmount: status === "pending" ? 0 : 1900,
          }),
        },
      };
    });
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Confirm request" }));
    // The guest's short reference first, the full id beside it.
    expect(screen.getByText("DWE1-YFHA").getAttribute("dir")).toBe("ltr");
    expect(screen.getByText("6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f")).toBeTruthy();

    const dialog = screen.getByRole("dialog", { name: "Confirm this request?" });
    expect(dialog.textContent).toMatch(/charged AED\s?1,900 now/);
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Yes, confirm and charge" }));
    expect((await within(dialog).findByRole("alert")).textContent).toMatch(
      "not enough units left on Tue, 1 Dec 2026",
    );

    // Asked again once the refusal is in and the button is back (it is busy while it asks).
    const again = await within(dialog).findByRole("button", { name: "Yes, confirm and charge" });
    await waitFor(() => expect(again).toHaveProperty("disabled", false));
    await user.click(again);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("button", { name: "Cancel booking" })).toBeTruthy();
    expect(screen.getByText("Confirmed")).toBeTruthy();
    expect(confirmAttempts).toBe(2);
  });

  it("cancels a confirmed booking with a partial refund no larger than what was paid", async () => {
    const calls = serve((method) =>
      method === "POST"
        ? { status: 200, body: { success: true, data: {} } }
        : { status: 200, body: { success: true, data: detail({ paidAmount: 1000 }) } },
    );
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    expect(dialog.textContent).toMatch(/Full refund \(AED\s?1,000\)/);

    await user.click(within(dialog).getByLabelText("Partial refund"));
    const amount = within(dialog).getByLabelText(/Amount to refund in AED/);
    expect(amount.getAttribute("max")).toBe("1000");
    await user.type(amount, "1200");
    expect(within(dialog).getByText(/Enter an amount from 0 to/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel booking" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.clear(amount);
    await user.type(amount, "250");
    expect(dialog.textContent).toMatch(/AED\s?250 is refunded/);
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel booking" }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url.pathname).toBe(
      "/api/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f/cancel",
    );
    expect(post?.body).toEqual({ refundAmount: 250 });
  });

  it("declines a request only with a reason, which it sends for the guest's email", async () => {
    const calls = serve((method) =>
      method === "POST"
        ? { status: 200, body: { success: true, data: {} } }
        : {
            status: 200,
            body: {
              success: true,
              data: detail({ status: "pending", paymentStatus: "authorised", paidAmount: 0 }),
            },
          },
    );
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Decline request" }));
    const dialog = screen.getByRole("dialog");
    const yes = within(dialog).getByRole("button", { name: "Yes, decline" });
    expect(yes.hasAttribute("disabled")).toBe(true);
    const reason = within(dialog).getByLabelText("Reason (the guest reads it in the email)");
    await user.type(reason, "ok");
    expect(yes.hasAttribute("disabled")).toBe(true);
    // Pasted, not typed key by key: the rule is the length, and a busy machine types slowly.
    await user.paste(" — fully booked by a private event");
    expect(within(dialog).getByText(/36 of 500 characters/)).toBeTruthy();
    await user.click(yes);
    await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url.pathname).toMatch(/\/decline$/);
    expect(post?.body).toEqual({ reason: "ok — fully booked by a private event" });
  });

  it.each([
    ["en", "Check in", "Check in Alice Sandman?", "Yes", "Undo check-in", "Check out"],
    [
      "ar",
      "تسجيل الوصول",
      "تسجيل وصول Alice Sandman؟",
      "نعم",
      "التراجع عن تسجيل الوصول",
      "تسجيل المغادرة",
    ],
  ])(
    "offers in %s the front desk's actions, as Today does, and keeps the keyboard on the stay",
    async (language, checkIn, title, yes, undo, checkOut) => {
      await act(() => i18n.changeLanguage(language));
      try {
        let isCheckedIn = false;
        const calls = serve((method) => {
          if (method === "POST") {
            isCheckedIn = true;
            return { status: 200, body: { success: true, data: movedBooking } };
          }
          return {
            status: 200,
            body: {
              success: true,
              data: isCheckedIn
                ? detail({
                    status: "checked_in",
                    desk: {
                      canCheckIn: false,
                      canCheckOut: true,
                      canMarkNoShow: false,
                      undo: "check-in",
                    },
                  })
                : detail({
                    desk: { canCheckIn: true, canCheckOut: false, canMarkNoShow: true, undo: null },
                  }),
            },
          };
        });
        renderDetail();
        const user = userEvent.setup();
        const button = await screen.findByRole("button", { name: checkIn });
        button.focus();
        await user.keyboard("{Enter}");
        const dialog = await screen.findByRole("dialog", { name: title });
        expect(dialog.textContent).toMatch(/DWE1-YFHA/);
        await user.click(within(dialog).getByRole("button", { name: yes }));
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        expect(calls.find((call) => call.method === "POST")?.url.pathname).toBe(
          "/api/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f/check-in",
        );
        expect(await screen.findByRole("button", { name: undo })).toBeTruthy();
        // Check in went with the answer: the keyboard stays on the stay's first action now.
        await waitFor(() =>
          expect(document.activeElement).toBe(screen.getByRole("button", { name: checkOut })),
        );
      } finally {
        await act(() => i18n.changeLanguage("en"));
      }
    },
  );

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
});
