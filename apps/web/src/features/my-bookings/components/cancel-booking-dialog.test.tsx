import type { StoredBooking } from "@camp/shared/booking/booking-api";
import type { CancellationPreview } from "@camp/shared/booking/cancellation-api";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { formatStayDate } from "../../../lib/format";
import { renderWithApp } from "../../../testing/render-app";
import { MyBookings } from "./my-bookings";

const guest = {
  name: "Layla Hassan",
  email: "layla@example.com",
  isStaff: false,
  role: "guest" as const,
};
const ID = "6f1c2d3e-0000-4000-8000-000000000001";

function day(days: number): string {
  const date = new Date(`${resortToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const confirmed: StoredBooking = {
  _id: ID,
  serviceType: "camp",
  bookingType: "single",
  roomType: null,
  status: "confirmed",
  createdAt: "2026-01-05T09:30:00.000Z",
  checkIn: day(4),
  checkOut: day(5),
  nights: 1,
  quantity: 1,
  guests: 1,
  isPrivateBooking: false,
  totalAmount: 450,
  paymentStatus: "completed",
  chargedAmount: 450,
  refundedAmount: 0,
  cancelledAt: null,
  cancelledBy: null,
  extras: [],
  nightly: [],
  discount: null,
  vatAmount: 0,
  tourismFee: 0,
  vatRate: 5,
};

const preview = (overrides: Partial<CancellationPreview> = {}): CancellationPreview => ({
  bookingId: ID,
  isCancellable: true,
  isWithdrawable: false,
  tier: "partial",
  refundPercent: 50,
  refundAmount: 225,
  paidAmount: 450,
  deadline: `${day(2)}T10:00:00.000Z`,
  fullRefundUntil: `${day(-3)}T10:00:00.000Z`,
  partialRefundUntil: `${day(2)}T10:00:00.000Z`,
  checkInAt: `${day(4)}T10:00:00.000Z`,
  policy: { fullRefundDays: 7, partialRefundHours: 48, partialRefundPercent: 50 },
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A small stand-in for the API: the guest's bookings, the preview and the cancel call. */
function fakeApi(options: { previews: CancellationPreview[]; cancel: () => Response }) {
  let booking = confirmed;
  let previewCalls = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/booking/me") {
      return json(200, {
        success: true,
        booking: { data: [booking] },
        packeageBooking: { data: [] },
      });
    }
    if (url === `/api/booking/${ID}/cancellation`) {
      const shown = options.previews[Math.min(previewCalls, options.previews.length - 1)];
      previewCalls += 1;
      return json(200, { success: true, data: shown });
    }
    if (url === `/api/booking/${ID}/cancel` && init?.method === "POST") {
      const response = options.cancel();
      if (response.ok) {
        booking = {
          ...booking,
          status: "cancelled",
          paymentStatus: "refunded",
          refundedAmount: 225,
        };
        return json(200, { success: true, data: booking });
      }
      return response;
    }
    return json(404, { success: false, code: "NOT_FOUND", message: "Not found" });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("cancelling a booking from My bookings", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage("en");
  });

  it("shows the exact refund and the policy, then cancels for that amount and moves the booking", async () => {
    const user = userEvent.setup();
    const fetch = fakeApi({ previews: [preview()], cancel: () => json(200, {}) });
    renderWithApp(
      <>
        <MyBookings />
        <Toaster />
      </>,
      { user: guest, route: "/my-booking" },
    );

    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(await within(dialog).findByText(/AED\s225/)).toBeTruthy();
    expect(within(dialog).getByText(/50% of the AED\s450 you paid/)).toBeTruthy();
    expect(
      within(dialog).getByText(/a full refund up to 7 days before check-in, 50% up to 48 hours/),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const cancelCall = fetch.mock.calls.find(([url]) => url === `/api/booking/${ID}/cancel`);
    expect(JSON.parse(String(cancelCall?.[1]?.body))).toEqual({ expectedRefundAmount: 225 });
    expect(await screen.findByRole("tab", { name: "Cancelled 1" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Upcoming 0" })).toBeTruthy();
    // The Cancel button left with the booking: the keyboard stays on the tab's list, not the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("tabpanel")));
    expect(
      await screen.findByText(
        /Your booking is cancelled\. AED\s225 is on its way back to your card\./,
      ),
    ).toBeTruthy();
  });

  it("when a deadline passed meanwhile: says so in the guest's words and shows the new refund", async () => {
    const user = userEvent.setup();
    let isFirst = true;
    fakeApi({
      previews: [preview(), preview({ tier: "none", refundPercent: 0, refundAmount: 0 })],
      cancel: () => {
        if (!isFirst) return json(200, {});
        isFirst = false;
        return json(409, {
          success: false,
          code: "REFUND_CHANGED",
          message: "The refund is now AED 0.",
          params: { refundAmount: 0 },
        });
      },
    });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText(/AED\s225/);
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "The refund has changed since you opened this window",
    );
    expect(await within(dialog).findByText(/cancelling now gives nothing back/)).toBeTruthy();
  });

  it("speaks Arabic", async () => {
    await setLanguage("ar");
    const user = userEvent.setup();
    fakeApi({ previews: [preview()], cancel: () => json(200, {}) });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    await user.click(await screen.findByRole("button", { name: "إلغاء الحجز" }));
    const dialog = await screen.findByRole("dialog", { name: "هل تريد إلغاء هذا الحجز؟" });
    expect(await within(dialog).findByText(/سياستنا/)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "الإبقاء على الحجز" })).toBeTruthy();
    // The deadline's date is spelled out as every other Arabic date is, never "03/12/2026".
    const deadline = within(dialog).getByText(/يسري استرداد/);
    expect(deadline.textContent).toContain(formatStayDate(day(2), "ar"));
    expect(deadline.textContent).not.toMatch(/\d\D?\/\D?\d/);
  });

  it.each([
    [
      "en",
      "Cancel booking",
      "Cancel this booking?",
      /Tourism Dirham fee of AED\s40 in full .*50% of the AED\s1,900 paid for the stay/,
    ],
    [
      "ar",
      "إلغاء الحجز",
      "هل تريد إلغاء هذا الحجز؟",
      /رسم درهم السياحة .*40.* كاملاً .*50٪ من .*1,900/,
    ],
  ] as const)(
    "%s: says the Tourism Dirham fee comes back in full beside the stay's percent (decision 048)",
    async (language, trigger, title, words) => {
      await setLanguage(language);
      const user = userEvent.setup();
      const withFee = preview({
        refundAmount: 990,
        paidAmount: 1940,
        tourismFeeRefundAmount: 40,
        stayPaidAmount: 1900,
      });
      fakeApi({ previews: [withFee], cancel: () => json(200, {}) });
      renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
      await user.click(await screen.findByRole("button", { name: trigger }));
      const dialog = await screen.findByRole("dialog", { name: title });
      expect(await within(dialog).findByTestId("refund-amount")).toBeTruthy();
      expect(within(dialog).getByTestId("refund-amount").textContent).toMatch(/990/);
      expect(within(dialog).getByText(words)).toBeTruthy();
    },
  );

  it("after the partial window, says only the Tourism Dirham fee comes back (decision 048)", async () => {
    const user = userEvent.setup();
    const feeOnly = preview({
      tier: "none",
      refundPercent: 0,
      refundAmount: 40,
      paidAmount: 1940,
      tourismFeeRefundAmount: 40,
      stayPaidAmount: 1900,
    });
    fakeApi({ previews: [feeOnly], cancel: () => json(200, {}) });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(await within(dialog).findByText(/only the Tourism Dirham fee comes back/)).toBeTruthy();
    expect(within(dialog).queryByText(/gives nothing back/)).toBeNull();
  });
});
