import type { PaymentLinkSummary } from "@camp/shared/desk-sales/desk-sales";
import { act, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminBookingDetailPage } from "./admin-booking-detail-page";
import { admin, detail, renderDetail, serve } from "./admin-bookings-page.test-helpers";

const BOOKING = "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f";

const link: PaymentLinkSummary = {
  token: "tok",
  quoteId: "q1",
  reference: "DWE1-YFHA",
  state: "paid",
  paymentUrl: "http://localhost/pay/tok",
  total: 1900,
  language: "ar",
  guestName: "Alice Sandman",
  guestPhone: "+971501234567",
  guestEmail: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  createdBy: "desk@camp.example",
  expiresAt: "2026-11-21T08:00:00.000Z",
  emailSentAt: null,
  firstOpenedAt: "2026-11-20T09:00:00.000Z",
  paidAt: "2026-11-20T09:05:00.000Z",
  cancelledAt: null,
  bookingId: BOOKING,
};

const agentBooking = detail({
  source: "agent",
  agentReference: "AG-778",
  takenBy: "desk@camp.example",
  phone: "+971509876543",
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the booking's sale: where it came from and who took it", () => {
  it("shows the source, the agent's reference and the staff member who took it", async () => {
    serve(() => ({ status: 200, body: { success: true, data: agentBooking } }));
    renderDetail();
    const source = await screen.findByText("Came from");
    expect(source.nextElementSibling?.textContent).toBe("Agent");
    expect(screen.getByText("Agent's reference").nextElementSibling?.textContent).toBe("AG-778");
    expect(screen.getByText("Taken by").nextElementSibling?.textContent).toBe("desk@camp.example");
  });

  it("says a website booking was the guest's own, with no agent's reference, in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      serve(() => ({ status: 200, body: { success: true, data: detail({}) } }));
      renderDetail();
      const source = await screen.findByText("مصدر الحجز");
      expect(source.nextElementSibling?.textContent).toBe("الموقع الإلكتروني");
      expect(screen.getByText("سجّله الموظف").nextElementSibling?.textContent).toBe(
        "الضيف عبر الموقع الإلكتروني",
      );
      expect(screen.queryByText("مرجع الوكيل")).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("hands a booking's payment link, with the booking's phone, to the panel the route draws", async () => {
    serve(() => ({
      status: 200,
      body: { success: true, data: { ...agentBooking, paymentLink: link } },
    }));
    const panel = vi.fn((props: { link: PaymentLinkSummary; guestPhone: string | null }) => (
      <p>
        panel of {props.link.reference} for {props.guestPhone}
      </p>
    ));
    renderWithApp(
      <Routes>
        <Route
          path="/admin/bookings/:id"
          element={<AdminBookingDetailPage paymentLinkPanel={panel} />}
        />
      </Routes>,
      { user: admin, route: `/admin/bookings/${BOOKING}` },
    );
    expect(await screen.findByText("panel of DWE1-YFHA for +971509876543")).toBeTruthy();
  });

  it("draws no panel for a booking without a payment link", async () => {
    serve(() => ({ status: 200, body: { success: true, data: agentBooking } }));
    const panel = vi.fn(() => <p>panel</p>);
    renderWithApp(
      <Routes>
        <Route
          path="/admin/bookings/:id"
          element={<AdminBookingDetailPage paymentLinkPanel={panel} />}
        />
      </Routes>,
      { user: admin, route: `/admin/bookings/${BOOKING}` },
    );
    await screen.findByText("Came from");
    expect(panel).not.toHaveBeenCalled();
  });
});
