import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { formatPrice } from "../../../lib/format";
import { answerFetch } from "../../../testing/answer-fetch";
import { renderWithApp } from "../../../testing/render-app";
import { MyBookings } from "./my-bookings";

const guest = {
  name: "Layla Hassan",
  email: "layla@example.com",
  isStaff: false,
  role: "guest" as const,
};

/** Dubai's today moved by `days`, as YYYY-MM-DD. */
function day(days: number): string {
  const date = new Date(`${resortToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function stored(overrides: Partial<StoredBooking>): StoredBooking {
  return {
    _id: "6f1c2d3e-0000-4000-8000-000000000001",
    serviceType: "room",
    bookingType: "single",
    roomType: "master",
    status: "confirmed",
    createdAt: "2026-01-05T09:30:00.000Z",
    checkIn: day(3),
    checkOut: day(5),
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
    ...overrides,
  };
}

const answer = answerFetch;

const bookingsBody = (regular: StoredBooking[], packages: StoredBooking[] = []) => ({
  success: true,
  booking: { data: regular },
  packeageBooking: { data: packages },
});

describe("my bookings", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage("en");
  });

  it("with no bookings at all: both empty texts and a link to book", async () => {
    answer({ status: 200, body: bookingsBody([]) });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });

    expect(await screen.findByText("No regular bookings found.")).toBeTruthy();
    expect(screen.getByText("No package bookings found.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Regular Bookings" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Package Bookings" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a room" }).getAttribute("href")).toBe(
      "/booking/room",
    );
    expect(screen.getByRole("tab", { name: /Upcoming/ }).getAttribute("aria-selected")).toBe(
      "true",
    );
  });

  it("shows skeletons while loading, then 'Failed to fetch bookings' with a retry that works", async () => {
    const user = userEvent.setup();
    const fetch = answer(
      { status: 500, body: { success: false, code: "INTERNAL", message: "Internal error" } },
      { status: 200, body: bookingsBody([stored({})]) },
      { status: 200, body: { success: true, data: [] } },
    );
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    expect(screen.getByRole("status").textContent).toBe("Loading your bookings…");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to fetch bookings");
    expect(within(alert).getByText("Failed to fetch bookings").className).toContain("text-red");

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Master room" })).toBeTruthy();
    // The paid booking's documents are asked for too (booking-documents.test.tsx).
    expect(await screen.findByText("No documents yet: one is issued when your card is charged."));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/booking/me");
  });

  it("sorts bookings into the tabs with counts, and the arrow keys move between tabs", async () => {
    const user = userEvent.setup();
    answer({
      status: 200,
      body: bookingsBody(
        [
          stored({ _id: "a1b2c3d4-aaaa-4000-8000-000000000001" }),
          stored({
            _id: "b1b2c3d4-aaaa-4000-8000-000000000002",
            serviceType: "camp",
            roomType: null,
            status: "pending",
            paymentStatus: "authorised",
            chargedAmount: 0,
          }),
          stored({
            _id: "c1b2c3d4-aaaa-4000-8000-000000000003",
            serviceType: "parking",
            roomType: null,
            checkIn: day(-4),
            checkOut: day(-2),
          }),
        ],
        [
          stored({
            _id: "d1b2c3d4-aaaa-4000-8000-000000000004",
            serviceType: "package",
            bookingType: "package",
            roomType: null,
            quantity: 2,
            guests: 6,
            totalAmount: 7000,
            services: {
              room: { master: { quantity: 2, price: 3800 }, kids: { quantity: 2, price: 1600 } },
              camp: { quantity: 2, price: 1600 },
              parking: { quantity: 0, price: 0 },
            },
          }),
        ],
      ),
    });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });

    const upcoming = await screen.findByRole("tab", { name: "Upcoming 2" });
    expect(screen.getByRole("tab", { name: "Pending 1" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Completed 1" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Cancelled 0" })).toBeTruthy();

    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("heading", { name: "Master room" })).toBeTruthy();
    const pkg = within(panel).getByRole("article", { name: "Camp package" });
    expect(within(pkg).getByText(/Master rooms × 2/)).toBeTruthy();
    expect(within(pkg).getByText(/Camping tents × 2/)).toBeTruthy();
    expect(within(pkg).queryByText(/Caravan spots/)).toBeNull();
    expect(within(pkg).getByText(/AED\s7,000/)).toBeTruthy();
    // The short reference the emails and the console use: a1b2c3d4-aa... in Crockford base 32.
    expect(within(panel).getByText("M6SC-7N5A")).toBeTruthy();

    upcoming.focus();
    await user.keyboard("{ArrowRight}");
    const pending = screen.getByRole("tab", { name: "Pending 1" });
    expect(document.activeElement).toBe(pending);
    await waitFor(() => expect(pending.getAttribute("aria-selected")).toBe("true"));
    const pendingPanel = screen.getByRole("tabpanel");
    expect(within(pendingPanel).getByRole("heading", { name: "Camping tent" })).toBeTruthy();
    expect(within(pendingPanel).getByText("Card authorised, not charged yet")).toBeTruthy();
    expect(within(pendingPanel).getByText("Guests")).toBeTruthy();
    expect(within(pendingPanel).getByText("No package bookings found.")).toBeTruthy();

    await user.keyboard("{ArrowRight}");
    const completed = screen.getByRole("tab", { name: "Completed 1" });
    await waitFor(() => expect(completed.getAttribute("aria-selected")).toBe("true"));
    const completedPanel = screen.getByRole("tabpanel");
    // Confirmed, with a check-out already past: shown as completed before the server marks it.
    const finished = within(completedPanel).getByRole("article", { name: "Caravan spot" });
    expect(within(finished).getByText("Completed")).toBeTruthy();
    // A caravan slot has no head count to show.
    expect(within(finished).queryByText("Guests")).toBeNull();
  });

  const cancelledBookings = () => [
    // A request the resort declined: its payment status reads "refunded", yet nothing was charged.
    stored({
      _id: "e1b2c3d4-aaaa-4000-8000-000000000005",
      serviceType: "camp",
      roomType: null,
      status: "cancelled",
      paymentStatus: "refunded",
      totalAmount: 400,
      chargedAmount: 0,
      refundedAmount: 0,
      cancelledBy: "staff",
    }),
    stored({
      _id: "f1b2c3d4-aaaa-4000-8000-000000000006",
      serviceType: "parking",
      roomType: null,
      status: "cancelled",
      paymentStatus: "refunded",
      totalAmount: 400,
      chargedAmount: 400,
      refundedAmount: 200,
      cancelledBy: "guest",
    }),
    stored({
      _id: "a2b2c3d4-aaaa-4000-8000-000000000007",
      status: "cancelled",
      paymentStatus: "refunded",
      chargedAmount: 1900,
      refundedAmount: 1900,
      cancelledBy: "guest",
    }),
  ];

  it("says what happened to the money: released, refunded in part, refunded in full", async () => {
    const user = userEvent.setup();
    answer({ status: 200, body: bookingsBody(cancelledBookings()) });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    await user.click(await screen.findByRole("tab", { name: "Cancelled 3" }));
    const panel = screen.getByRole("tabpanel");

    const declined = within(panel).getByRole("article", { name: "Camping tent" });
    expect(within(declined).getByText("Authorisation released, nothing charged")).toBeTruthy();
    expect(within(declined).getByText(/could not confirm this request/)).toBeTruthy();
    expect(within(declined).queryByText(/Refunded/)).toBeNull();

    const half = within(panel).getByRole("article", { name: "Caravan spot" });
    expect(within(half).getByText(/^Refunded AED\s200 of AED\s400$/)).toBeTruthy();
    expect(
      within(half).getByText(/AED\s200 of the AED\s400 you paid was refunded to your card/),
    ).toBeTruthy();

    const full = within(panel).getByRole("article", { name: "Master room" });
    expect(within(full).getByText("Refunded in full")).toBeTruthy();
    expect(within(full).getByText(/AED\s1,900 refunded to your card/)).toBeTruthy();
  });

  it("says what a booking made at the resort's desk still owes there, and that the resort changes it", async () => {
    const deskBookings = [
      stored({
        _id: "d1b2c3d4-aaaa-4000-8000-000000000001",
        isPaidAtDesk: true,
        paymentStatus: "pending",
        chargedAmount: 500,
        balanceDue: 1400,
      }),
      stored({
        _id: "d1b2c3d4-aaaa-4000-8000-000000000002",
        serviceType: "camp",
        roomType: null,
        isPaidAtDesk: true,
        paymentStatus: "completed",
        chargedAmount: 1900,
        balanceDue: 0,
      }),
    ];
    answer({ status: 200, body: bookingsBody(deskBookings) });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    const owing = within(await screen.findByRole("article", { name: "Master room" }));
    expect(owing.getByText(/^To pay at the resort: AED\s1,400$/)).toBeTruthy();
    expect(owing.queryByText("Payment pending")).toBeNull();
    expect(owing.getByText(/to change or cancel it, call/).textContent).toMatch(/WhatsApp/);
    expect(owing.getByRole("link", { name: "+971 4 555 0142" }).getAttribute("href")).toBe(
      "tel:+97145550142",
    );
    expect(owing.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toMatch(/wa\.me/);
    expect(owing.queryByRole("button", { name: /Cancel/ })).toBeNull();
    const paid = within(screen.getByRole("article", { name: "Camping tent" }));
    expect(paid.getByText("Paid")).toBeTruthy();
    expect(paid.queryByText(/To pay at the resort/)).toBeNull();

    await setLanguage("ar");
    expect(
      await screen.findByText(
        `المبلغ المتبقي للدفع في المنتجع: ${formatPrice(1400, "ar")}`.replace(/\s+/g, " "),
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(/لتعديله أو إلغائه اتصل على/)).toHaveLength(2);
  });

  it("says what happened to the money in Arabic, amounts through Intl", async () => {
    await setLanguage("ar");
    const user = userEvent.setup();
    answer({ status: 200, body: bookingsBody(cancelledBookings()) });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    await user.click(await screen.findByRole("tab", { name: /الملغاة/ }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("أُلغي حجز المبلغ على البطاقة، ولم يُخصم شيء")).toBeTruthy();
    expect(
      within(panel).getByText(
        // As the page shows it, its no-break spaces read as spaces.
        `تم استرداد ${formatPrice(200, "ar")} من ${formatPrice(400, "ar")}`.replace(/\s+/g, " "),
      ),
    ).toBeTruthy();
    expect(within(panel).getByText("تم استرداد المبلغ كاملاً")).toBeTruthy();
    expect(within(panel).queryByText("تم الاسترداد")).toBeNull();
  });

  it("speaks Arabic: tabs, groups and badges", async () => {
    await setLanguage("ar");
    answer({ status: 200, body: bookingsBody([stored({})]) });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    expect(await screen.findByRole("heading", { name: "الحجوزات العادية" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: /القادمة/ })).toBeTruthy();
    expect(screen.getByText("مدفوع")).toBeTruthy();
    expect(screen.getByText("لا توجد حجوزات باقات.")).toBeTruthy();
    expect(screen.getByText("رقم الحجز")).toBeTruthy();
    expect(screen.getByText("DWE2-TFG0").getAttribute("dir")).toBe("ltr");
  });

  it("shows the guest's arrival time and special requests on their booking", async () => {
    answer({
      status: 200,
      body: bookingsBody([
        stored({ arrivalTime: "16:30", specialRequests: "A quiet room\nLate dinner" }),
        stored({ _id: "6f1c2d3e-0000-4000-8000-000000000002", arrivalTime: null }),
      ]),
    });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    expect(await screen.findByText("Expected arrival: 16:30")).toBeTruthy();
    expect(screen.getAllByText(/Your special requests/)).toHaveLength(1);
    const requests = screen.getByText(/A quiet room/);
    expect(requests.textContent).toBe("A quiet room\nLate dinner");
    // Isolated, so a guest's English reads right on the Arabic page (and the other way).
    expect(requests.tagName).toBe("BDI");
    expect(requests.parentElement?.textContent).toBe(
      "Your special requests: A quiet room\nLate dinner",
    );
  });

  it("offers 'Add an activity' on a changeable booking, in both languages, opening the change", async () => {
    const changeable = stored({ checkIn: day(10), checkOut: day(12) });
    answer({
      status: 200,
      body: bookingsBody([
        changeable,
        stored({ _id: "6f1c2d3e-0000-4000-8000-000000000003", checkIn: day(0), checkOut: day(2) }),
      ]),
    });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    const links = await screen.findAllByRole("link", { name: "Add an activity" });
    // Only the stay whose check-in day has not come can still be changed.
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe(
      `/my-booking/${changeable._id}/change?add=activity`,
    );
  });

  it("offers 'Add an activity' in Arabic", async () => {
    await setLanguage("ar");
    answer({ status: 200, body: bookingsBody([stored({ checkIn: day(10), checkOut: day(12) })]) });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    expect(await screen.findByRole("link", { name: "أضف نشاطاً" })).toBeTruthy();
  });
  it("shows a booking's nights as sold, in runs of one price, and its promo code", async () => {
    const nightly = [0, 1, 2, 3].map((offset) => ({
      date: day(3 + offset),
      amount: offset < 2 ? 950 : 1500,
    }));
    answer({
      status: 200,
      body: bookingsBody([
        stored({
          checkOut: day(7),
          nights: 4,
          totalAmount: 4410,
          chargedAmount: 4410,
          nightly,
          discount: { code: "WINTER10", amount: 490 },
        }),
      ]),
    });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    const card = await screen.findByRole("article", { name: "Master room" });
    expect(within(card).getByRole("heading", { name: "Your nights" })).toBeTruthy();
    expect(
      within(card).getByText(/: 2 nights × AED\s950$/).nextElementSibling?.textContent,
    ).toMatch(/AED\s1,900/);
    expect(
      within(card).getByText(/: 2 nights × AED\s1,500$/).nextElementSibling?.textContent,
    ).toMatch(/AED\s3,000/);
    expect(within(card).getByText("Promo code WINTER10").nextElementSibling?.textContent).toMatch(
      /−AED\s490/,
    );
    expect(within(card).getByText(/AED\s4,410/)).toBeTruthy();

    await setLanguage("ar");
    expect(await within(card).findByRole("heading", { name: "لياليك" })).toBeTruthy();
    expect(within(card).getByText(/: ليلتان × .*950.* لليلة$/)).toBeTruthy();
    expect(within(card).getByText("رمز الخصم WINTER10")).toBeTruthy();
  });
});
